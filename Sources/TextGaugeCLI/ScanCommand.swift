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

  func run() throws {
    try reportingErrors { output in
      var total = 0
      var cache = ScanRecord.Cache()
      try input.forEachUnit(output) { unit in
        let text = unit.text
        ScanRecord.forEach(in: text, bytes: unit.bytes, policy: policy.policy) { record in
          total += 1
          if json {
            record.writeJSON(line: unit.line, to: output, cache: &cache)
          } else {
            output.line(record.listing(line: unit.line))
          }
        }
      }
      if !json { output.line("\(total) emoji") }
    }
  }
}


/// One match with its offsets in scalars, UTF-8 and UTF-16 code units.
struct ScanRecord {
  var match: EmojiMatch
  var start: Int, end: Int
  var utf8Start: Int, utf8End: Int
  var utf16Start: Int, utf16End: Int

  /// Calls `body` with each match of `text` (whose UTF-8 is `bytes`), its
  /// offsets counted from the bytes between matches (linear overall).
  static func forEach(
    in text: String, bytes: UnsafeBufferPointer<UInt8>, policy: EmojiPolicy, _ body: (ScanRecord) -> Void
  ) {
    var utf8 = 0, scalars = 0, utf16 = 0
    func advance(to target: Int) {
      let between = UnsafeBufferPointer(rebasing: bytes[utf8..<target])
      scalars += UTF8Bytes.scalarCount(between)
      utf16 += UTF8Bytes.utf16Count(between)
      utf8 = target
    }
    for match in text.emojiMatches(policy: policy) {
      advance(to: text.utf8.distance(from: text.startIndex, to: match.range.lowerBound))
      let (s, u8, u16) = (scalars, utf8, utf16)
      advance(to: text.utf8.distance(from: text.startIndex, to: match.range.upperBound))
      body(ScanRecord(match: match, start: s, end: scalars, utf8Start: u8, utf8End: utf8, utf16Start: u16, utf16End: utf16))
    }
  }

  /// The JSON of a match up to its offsets (`{"text":…,"name":…,`), which
  /// depends only on the match's scalars: built once per distinct match.
  struct Cache {
    var prefixes: [[Unicode.Scalar]: [UInt8]] = [:]
  }

  /// Writes `{"text":…,"scalars":"1F44D 1F3FD",…}` with the keys in a fixed order.
  func writeJSON(line: Int?, to output: OutputBuffer, cache: inout Cache) {
    let prefix: [UInt8]
    if let cached = cache.prefixes[match.scalars] {
      prefix = cached
    } else {
      let fields: [(String, String)] = [
        ("text", jsonString(match.string)), ("scalars", jsonString(scalarList)),
        ("kind", jsonString(match.kind.name)), ("status", jsonString(match.status.name)),
        ("rgi", match.isRGI ? "true" : "false"),
        ("version", match.version.map(jsonString) ?? "null"), ("name", match.name.map(jsonString) ?? "null"),
      ]
      prefix = Array(("{" + fields.map { "\(jsonString($0.0)):\($0.1)," }.joined()).utf8)
      // Bounded: a text of a million distinct unlisted sequences must not
      // keep a million entries.
      if cache.prefixes.count < 4096 { cache.prefixes[match.scalars] = prefix }
    }
    prefix.withUnsafeBufferPointer { output.write($0) }
    for (key, value) in [("\"start\":", start), (",\"end\":", end), (",\"utf8Start\":", utf8Start),
                         (",\"utf8End\":", utf8End), (",\"utf16Start\":", utf16Start), (",\"utf16End\":", utf16End)] {
      output.write(key)
      output.write(value)
    }
    if let line {
      output.write(",\"line\":")
      output.write(line)
    }
    output.write("}\n")
  }

  var scalarList: String {
    match.scalars.map { hex($0.value) }.joined(separator: " ")
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
