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
  /// malformed file or an unknown preset is a usage error naming the file,
  /// the JSON path and the reason (exit 64); an unreadable file exit 2.
  static func load(_ argument: String, maximum: Int?) throws -> FieldPolicy {
    let looksLikeName = !argument.isEmpty
      && argument.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    if looksLikeName, !Platform.exists(argument) {
      do {
        return try FieldPolicy.preset(argument, maximum: maximum)
      } catch {
        throw CLIError("--policy \(argument): \(error.reason)", exitCode: ExitStatus.usage)
      }
    }
    let source = try InputSource(file: argument)
    defer { source.close() }
    let bytes = try source.readAll()
    do {
      return try FieldPolicy(jsonBytes: bytes)
    } catch {
      throw CLIError("\(argument): \(error)", exitCode: ExitStatus.usage)
    }
  }
}
