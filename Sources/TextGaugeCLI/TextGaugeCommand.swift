import ArgumentParser
import TextGauge

@main
struct TextGaugeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textgauge",
    abstract: "Emoji detection and Chinese-product text length, from Unicode's own data.",
    subcommands: [MeasureCommand.self, TruncateCommand.self, CheckCommand.self, SanitizeCommand.self])
}
