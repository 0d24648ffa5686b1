import ArgumentParser
import TextGauge

@main
struct TextGaugeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textgauge",
    abstract: "Emoji detection and Chinese-product text length, from Unicode's own data.",
    discussion: """
      Every subcommand reads TEXT arguments, --file PATH (- for standard input) or
      standard input, as UTF-8. Without --lines, a final LF or CR LF of a file or of
      standard input ends the text and is not part of it. Each output text ends with
      one LF.

      \(ExitStatus.help)
      """,
    version: VersionInfo.text,
    subcommands: [
      ScanCommand.self, MeasureCommand.self, TruncateCommand.self,
      StickersCommand.self,
      ShortcodesCommand.self,
      EmojiCommand.self,
      CheckCommand.self, SanitizeCommand.self,
      PolicyCommand.self,
    ])

  /// ArgumentParser's message on one line: its list of valid values
  /// (`\n  - characters\n  - scalars …`, used past a few values) becomes
  /// `characters, scalars, …`; an unknown option that may be a text
  /// starting with `-` gets the hint to write `--` first.
  static func oneLine(_ message: String) -> String {
    var text = ""
    var items: [String] = []
    for line in message.split(separator: "\n") {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("- ") {
        items.append(String(trimmed.dropFirst(2)))
      } else if !trimmed.isEmpty {
        text += (text.isEmpty ? "" : " ") + trimmed
      }
    }
    if text.hasPrefix("Unknown option '-") {
      text += " (write -- before a TEXT that starts with -: textgauge sanitize -- -5)"
    }
    return items.isEmpty ? text : text + " " + items.joined(separator: ", ")
  }

  /// Checks the raw arguments as bytes, then parses and runs. A usage error
  /// is one line on standard error (`textgauge: …`), exit status 64; help
  /// and version go through the same checked output as every result, so
  /// that a failed write is reported (exit status 74).
  static func main() {
    Platform.ignoreBrokenPipeSignal()
    RawArguments.check()
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch let exit as ExitCode {
      Platform.exit(exit.rawValue)
    } catch {
      let code = exitCode(for: error)
      if code == .success {
        // --help, --version, --generate-completion-script.
        let output = OutputBuffer()
        output.line(fullMessage(for: error))
        output.flush()
        Platform.exit(ExitStatus.success)
      }
      if code == .validationFailure {
        // An argument the message repeats (`The value '…' is invalid`) as
        // every message repeats one: escaped and cut (CLIError.shown).
        var text = message(for: error)
        for argument in Set(CommandLine.arguments.dropFirst()) where CLIError.shown(argument) != argument {
          text = text.replacing(argument, with: CLIError.shown(argument))
        }
        StandardError.fail(oneLine(text), status: ExitStatus.usage)
      }
      exit(withError: error)
    }
  }
}
