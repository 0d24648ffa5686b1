import ArgumentParser
import TextGauge
import TextGaugeInput
import TextGaugePolicy

/// `--policy NAME|FILE`: a field policy, from a preset's name (`textgauge
/// policy list`) or a JSON file (schema 1; `-` for standard input is not
/// taken, since the text may come from there).
enum FieldPolicyOption {
  /// The policy `argument` names: a preset (a name of letters, digits and
  /// `-`, with `maximum` for those that need one) or else a file. A
  /// malformed file, one over `FieldPolicy.maximumJSONBytes` (16 MiB: a
  /// longer one, `/dev/zero` too, is read no further) or an unknown preset
  /// is a usage error naming the file, the JSON path and the reason (exit
  /// 64); an unreadable file exit 2. Every message is one line.
  static func load(_ argument: String, maximum: Int?) throws -> FieldPolicy {
    let looksLikeName = !argument.isEmpty
      && argument.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    if looksLikeName, !Platform.exists(argument) {
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
