import ArgumentParser
import TextGauge

@main
struct TextGaugeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textgauge",
    abstract: "Emoji detection and Chinese-product text length, from Unicode's own data.",
    version: VersionInfo.text,
    subcommands: [
      ScanCommand.self, MeasureCommand.self, TruncateCommand.self,
      StickersCommand.self,
      ShortcodesCommand.self,
      CheckCommand.self, SanitizeCommand.self,
    ])
}
