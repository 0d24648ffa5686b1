import ArgumentParser
import TextGauge
import TextGaugeInput
import TextGaugePolicy

/// `--policy NAME|FILE`: a field policy, from a preset's name (`textgauge
/// policy list`) or a JSON file (schema 1), a path with a `/` or a `.`
/// (`-` for standard input is not taken, since the text may come from
/// there).
enum FieldPolicyOption {
  /// The policy `argument` names, one thing only: a file when it holds a
  /// `/` or a `.` (`./x`, `chat.json`), else a preset (a name of letters,
  /// digits and `-`, with `maximum` for those that need one). A preset's
  /// name that is also a file in the working directory is a usage error
  /// asking for `./NAME`, so that neither is taken for the other. A
  /// malformed file, one over `FieldPolicy.maximumJSONBytes` (16 MiB: a
  /// longer one, `/dev/zero` too, is read no further) or an unknown preset
  /// is a usage error naming the file, the JSON path and the reason (exit
  /// 64); an unreadable file exit 2. Every message is one line.
  static func load(_ argument: String, maximum: Int?) throws -> FieldPolicy {
    if !argument.contains("/"), !argument.contains(".") {
      if Platform.exists(argument), PolicyPreset(rawValue: argument) != nil {
        throw CLIError(
          "--policy \(CLIError.shown(argument)) names the preset and a file of that name here: write ./\(CLIError.shown(argument)) for the file",
          exitCode: ExitStatus.usage)
      }
      do {
        return try FieldPolicy.preset(argument, maximum: maximum)
      } catch {
        throw CLIError("--policy \(CLIError.shown(argument)): \(error.reason)", exitCode: ExitStatus.usage)
      }
    }
    let source = try InputSource(file: argument)
    defer { source.close() }
    guard let bytes = try source.readAll(upTo: FieldPolicy.maximumJSONBytes) else {
      throw CLIError(
        "\(CLIError.shown(argument)): a policy file is at most \(FieldPolicy.maximumJSONBytes) bytes (16 MiB); this one is longer",
        exitCode: ExitStatus.usage)
    }
    do {
      return try FieldPolicy(jsonBytes: bytes)
    } catch {
      throw CLIError("\(CLIError.shown(argument)): \(error)", exitCode: ExitStatus.usage)
    }
  }
}
