import ArgumentParser
import Foundation
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

  /// ArgumentParser's message on one line: its list of valid values
  /// (`\n  - characters\n  - scalars …`, used past a few values) becomes
  /// `characters, scalars, …`.
  static func oneLine(_ message: String) -> String {
    var text = ""
    var items: [String] = []
    for line in message.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("- ") {
        items.append(String(trimmed.dropFirst(2)))
      } else if !trimmed.isEmpty {
        text += (text.isEmpty ? "" : " ") + trimmed
      }
    }
    return items.isEmpty ? text : text + " " + items.joined(separator: ", ")
  }

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
        FileHandle.standardError.write(Data("textgauge: \(oneLine(message(for: error)))\n".utf8))
        Foundation.exit(code.rawValue)
      }
      exit(withError: error)
    }
  }
}
