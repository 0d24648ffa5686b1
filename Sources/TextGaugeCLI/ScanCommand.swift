import ArgumentParser
import TextGauge

/// `textgauge scan`: lists the emoji of the input, one JSON object per match
/// with `--json`, or a readable listing.
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "List the emoji in text (UTS #51 sequences from emoji-test.txt).",
    discussion: """
      Offsets: start/end count Unicode scalars from the start of the text (of the
      line with --lines); utf8Start/utf8End and utf16Start/utf16End count code units.
      """)

  @OptionGroup var input: InputOptions

  @Option(help: "standard | renders-as-emoji | including-text-default")
  var policy: PolicyOption = .standard

  @Flag(help: "One JSON object per match per line.")
  var json = false

  @Option(help: ArgumentHelp("List only the emoji newer than this emoji version, e.g. 15.0.", valueName: "version"))
  var maxEmojiVersion: EmojiVersion?

  func run() throws {
    try reportingErrors {
      var total = 0
      for unit in try input.read() {
        for record in ScanRecord.records(in: unit.text, policy: policy.policy)
        where maxEmojiVersion.map(record.match.isNewer(than:)) ?? true {
          total += 1
          print(json ? record.json(line: unit.line) : record.listing(line: unit.line))
        }
      }
      if !json { print("\(total) emoji") }
    }
  }
}


/// One match with its offsets in scalars, UTF-8 and UTF-16 code units.
struct ScanRecord {
  var match: EmojiMatch
  var start: Int, end: Int
  var utf8Start: Int, utf8End: Int
  var utf16Start: Int, utf16End: Int

  /// The matches of `text`, offsets counted incrementally (linear overall).
  static func records(in text: String, policy: EmojiPolicy) -> [ScanRecord] {
    var records: [ScanRecord] = []
    var index = text.startIndex
    var scalars = 0, utf8 = 0, utf16 = 0
    func advance(to target: String.Index) {
      scalars += text.unicodeScalars[index..<target].count
      utf8 += text.utf8[index..<target].count
      utf16 += text.utf16[index..<target].count
      index = target
    }
    for match in text.emojiMatches(policy: policy) {
      advance(to: match.range.lowerBound)
      let (s, u8, u16) = (scalars, utf8, utf16)
      advance(to: match.range.upperBound)
      records.append(
        ScanRecord(match: match, start: s, end: scalars, utf8Start: u8, utf8End: utf8, utf16Start: u16, utf16End: utf16))
    }
    return records
  }

  var scalarList: String {
    match.scalars.map { hex($0.value) }.joined(separator: " ")
  }

  /// `{"text":…,"scalars":"1F44D 1F3FD",…}` with the keys in a fixed order.
  func json(line: Int?) -> String {
    var fields: [(String, String)] = [
      ("text", jsonString(match.string)), ("scalars", jsonString(scalarList)),
      ("kind", jsonString(match.kind.name)), ("status", jsonString(match.status.name)),
      ("rgi", match.isRGI ? "true" : "false"),
      ("version", match.version.map { jsonString($0.description) } ?? "null"), ("name", match.name.map(jsonString) ?? "null"),
      ("start", "\(start)"), ("end", "\(end)"), ("utf8Start", "\(utf8Start)"), ("utf8End", "\(utf8End)"),
      ("utf16Start", "\(utf16Start)"), ("utf16End", "\(utf16End)"),
    ]
    if let line { fields.append(("line", "\(line)")) }
    return "{" + fields.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",") + "}"
  }

  /// `3..5  👍🏽  1F44D 1F3FD  modifier fully-qualified RGI E1.0  thumbs up: medium skin tone`
  func listing(line: Int?) -> String {
    let position = (line.map { "\($0):" } ?? "") + "\(start)..\(end)"
    var facts = [match.kind.name, match.status.name]
    if match.isRGI { facts.append("RGI") }
    if let version = match.version { facts.append("E\(version)") }
    return "\(position)\t\(match.string)\t\(scalarList)\t\(facts.joined(separator: " "))\t\(match.name ?? "-")"
  }
}

/// Uppercase hex, at least four digits (`1F44D`, `00A9`).
func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}

/// A JSON string literal: quotes, backslashes and control characters escaped,
/// everything else as UTF-8.
func jsonString(_ text: String) -> String {
  var result = "\""
  for scalar in text.unicodeScalars {
    switch scalar {
    case "\"": result += "\\\""
    case "\\": result += "\\\\"
    case "\n": result += "\\n"
    case "\r": result += "\\r"
    case "\t": result += "\\t"
    case _ where scalar.value < 0x20:
      let digits = String(scalar.value, radix: 16, uppercase: true)
      result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    default: result.unicodeScalars.append(scalar)
    }
  }
  return result + "\""
}
