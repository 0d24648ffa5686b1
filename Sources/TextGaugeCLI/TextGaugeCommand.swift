import ArgumentParser
import Foundation
import TextGauge

@main
struct TextGaugeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textgauge",
    abstract: "Emoji detection and Chinese-product text length, from Unicode's own data.",
    subcommands: [
      ScanCommand.self, MeasureCommand.self, TruncateCommand.self,
      StickersCommand.self,
      ShortcodesCommand.self,
      CheckCommand.self, SanitizeCommand.self,
    ])

  /// Checks the raw arguments as bytes, then parses and runs; a usage error
  /// is one line on standard error (`textgauge: …`), exit status 64.
  static func main() {
    RawArguments.check()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      if code == .validationFailure {
        FileHandle.standardError.write(Data("textgauge: \(message(for: error))\n".utf8))
        Foundation.exit(code.rawValue)
      }
      exit(withError: error)
    }
  }
}
