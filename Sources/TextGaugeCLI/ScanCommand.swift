import ArgumentParser
import TextGauge
import TextGaugeJSON
import TextGaugeNames
import TextGaugePolicy

/// `textgauge scan`: lists the emoji of the input, one JSON object per match
/// with `--json`, or a readable listing.
struct ScanCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scan",
    abstract: "List the emoji in text (UTS #51 sequences from emoji-test.txt).",
    discussion: """
      Offsets: start/end count Unicode scalars from the start of the text (of the
      line with --lines); utf8Start/utf8End and utf16Start/utf16End count code units.
      A whole input is read in pieces: memory stays bounded however large it is, and
      the matches before an invalid UTF-8 byte are printed before the error.

      \(ExitStatus.help)
      """)

  @OptionGroup var input: InputOptions

  @Option(
    help: ArgumentHelp(
      "Which emoji to list: standard, renders-as-emoji or including-text-default. Default: standard; renders-as-emoji with --max-emoji-version.",
      valueName: "policy"))
  var policy: EmojiPolicyOption?

  @Flag(help: "One JSON object per match per line.")
  var json = false

  @Option(help: ArgumentHelp("List only the emoji newer than this emoji version, e.g. 15.0.", valueName: "version"))
  var maxEmojiVersion: UnicodeVersion?

  @Option(help: "The locale of the name field: en, zh, zh-Hant, yue, yue-Hans (CLDR names; default: emoji-test.txt's English).")
  var locale: String?

  func run() throws {
    // A version gate reads text as `check --max-emoji-version` and
    // `emojiMatches(newerThan:)` do (renders-as-emoji): a future emoji or a
    // lone regional indicator is listed as newer, not passed over.
    let defaultPolicy: EmojiPolicyOption = maxEmojiVersion == nil ? .standard : .rendersAsEmoji
    let (json, policy, maxEmojiVersion, locale) = (json, (policy ?? defaultPolicy).policy, maxEmojiVersion, locale)
    try reportingErrors { output in
      var total = 0
      var details = MatchDetails.Cache()
      if let locale {
        do throws(UnknownEmojiLocale) {
          details.locale = try EmojiLocale(locale)
        } catch {
          throw CLIError.unknownLocale(error)
        }
      }
      // One scanner for every line: a new one per line would copy its tables.
      var scanner = EmojiScanner(policy: policy)
      func scan(_ bytes: UnsafeBufferPointer<UInt8>, line: Int?, from base: ScanRecord.Offsets) -> ScanRecord.Offsets {
        ScanRecord.forEach(in: bytes, from: base, countingToEnd: line == nil, using: &scanner) { record in
          let match = details.details(of: record.raw, in: bytes)
          if let maxEmojiVersion, !match.isNewer(than: maxEmojiVersion) { return }
          total += 1
          if json {
            record.writeJSON(match, line: line, to: output)
          } else {
            output.line(record.listing(match, line: line))
          }
        }
      }
      if input.lines {
        try input.forEachUnit(output) { unit in _ = scan(unit.bytes, line: unit.line, from: .zero) }
      } else {
        // The whole input in pieces that end before an ASCII byte no emoji
        // contains, so that no match spans two pieces.
        var offsets = ScanRecord.Offsets.zero
        try input.forEachPiece(cut: PieceReader.beforeLastNonEmojiASCII) { bytes in
          offsets = scan(bytes, line: nil, from: offsets)
        }
      }
      if !json { output.line("\(total) emoji") }
    }
  }
}

/// One match with its offsets in scalars, UTF-8 and UTF-16 code units.
struct ScanRecord {
  var raw: RawEmojiMatch
  var start: Int, end: Int
  var utf8Start: Int, utf8End: Int
  var utf16Start: Int, utf16End: Int

  /// A position in a text, in every unit the output counts.
  struct Offsets {
    var utf8 = 0, scalars = 0, utf16 = 0
    static let zero = Offsets()
  }

  /// Calls `body` with each match in the well-formed UTF-8 `bytes`, found by
  /// `scanner` (restarted first, so one scanner serves every line), with its
  /// scalar and UTF-16 offsets counted over the bytes between matches
  /// (linear overall, no `String` needed), from `base`: the position of
  /// `bytes` in the text. Returns the position of the end of `bytes` when
  /// `countingToEnd` (a piece of a whole input; a line needs none).
  static func forEach(
    in bytes: UnsafeBufferPointer<UInt8>, from base: Offsets, countingToEnd: Bool, using scanner: inout EmojiScanner,
    _ body: (ScanRecord) -> Void
  ) -> Offsets {
    scanner.restart()
    var utf8 = 0, scalars = base.scalars, utf16 = base.utf16
    func advance(to target: Int) {
      let counts = UTF8Bytes.scalarAndUTF16Count(wellFormed: UnsafeBufferPointer(rebasing: bytes[utf8..<target]))
      scalars += counts.scalars
      utf16 += counts.utf16
      utf8 = target
    }
    while let raw = scanner.next(in: bytes, from: utf8) {
      advance(to: raw.start)
      let (s, u16) = (scalars, utf16)
      advance(to: raw.end)
      body(
        ScanRecord(
          raw: raw, start: s, end: scalars, utf8Start: base.utf8 + raw.start, utf8End: base.utf8 + raw.end,
          utf16Start: u16, utf16End: utf16))
    }
    if countingToEnd { advance(to: bytes.count) }
    return Offsets(utf8: base.utf8 + bytes.count, scalars: scalars, utf16: utf16)
  }

  /// Writes `{"text":…,"scalars":"1F44D 1F3FD",…}` with the keys in a fixed order.
  func writeJSON(_ match: MatchDetails, line: Int?, to output: OutputBuffer) {
    // The prefix, seven keys of at most 15 bytes and seven numbers.
    let maximum = match.jsonPrefix.count + 7 * (15 + OutputBuffer.Appender.maximumIntegerLength) + 2
    output.record(atMost: maximum) { out in
      match.jsonPrefix.withUnsafeBufferPointer { out.append($0) }
      out.append(key: "\"start\":", start)
      out.append(key: ",\"end\":", end)
      out.append(key: ",\"utf8Start\":", utf8Start)
      out.append(key: ",\"utf8End\":", utf8End)
      out.append(key: ",\"utf16Start\":", utf16Start)
      out.append(key: ",\"utf16End\":", utf16End)
      if let line { out.append(key: ",\"line\":", line) }
      out.append(literal: "}\n")
    }
  }

  /// `3..5  👍🏽  1F44D 1F3FD  modifier fully-qualified RGI E1.0  thumbs up: medium skin tone`
  func listing(_ match: MatchDetails, line: Int?) -> String {
    let position = (line.map { "\($0):" } ?? "") + "\(start)..\(end)"
    var facts = [match.kind.cliName, match.status.cliName]
    if match.isRGI { facts.append("RGI") }
    if let version = match.version { facts.append("E\(version)") }
    return "\(position)\t\(match.text)\t\(match.scalarList)\t\(facts.joined(separator: " "))\t\(match.name ?? "-")"
  }
}

/// What a match is, apart from where: the same for every occurrence of a
/// listed emoji, so built once per distinct match.
final class MatchDetails {
  var text: String
  var scalarList: String
  var kind: EmojiKind
  var status: EmojiStatus
  var isRGI: Bool
  /// UTF-8 bytes.
  var length: Int
  /// The entry's version, or for a sequence not listed the newest of its
  /// elements' (as `EmojiMatch.version`).
  var version: UnicodeVersion?
  var name: String?
  /// `{"text":…,"name":…,` — the JSON object up to the offsets.
  var jsonPrefix: [UInt8]

  init(_ raw: RawEmojiMatch, in bytes: UnsafeBufferPointer<UInt8>, locale: EmojiLocale?) {
    text = String(decoding: UnsafeBufferPointer(rebasing: bytes[raw.start..<raw.end]), as: UTF8.self)
    scalarList = text.unicodeScalars.map { hexDigits($0.value) }.joined(separator: " ")
    (kind, status, isRGI, length) = (raw.kind, raw.status, raw.isRGI, raw.end - raw.start)
    // EmojiCatalog's entries are indexed like the scanner's.
    let entry = raw.entry.map { EmojiCatalog.allEntries[$0] }
    version = entry?.version ?? EmojiMatch.newestElementVersion(Array(text.unicodeScalars))
    name = entry?.name
    // In another locale, the CLDR name of the RGI emoji the entry is.
    if let locale, let entry { name = AnnotatedEmoji(entry.string)?.name(in: locale) ?? name }
    let fields: [(String, String)] = [
      ("text", jsonString(text)), ("scalars", jsonString(scalarList)),
      ("kind", jsonString(kind.cliName)), ("status", jsonString(status.cliName)), ("rgi", isRGI ? "true" : "false"),
      ("version", version.map { jsonString($0.description) } ?? "null"), ("name", name.map(jsonString) ?? "null"),
    ]
    jsonPrefix = Array(("{" + fields.map { "\(jsonString($0.0)):\($0.1)," }.joined()).utf8)
  }

  /// Whether the emoji is newer than `limit` (no version counts as newer),
  /// as `EmojiMatch.isNewer(than:)`.
  func isNewer(than limit: UnicodeVersion) -> Bool { version.map { $0 > limit } ?? true }

  /// Details of listed matches by entry: an entry and a length (with or
  /// without a redundant U+FE0F) fix the scalars and so everything else.
  /// One slot per entry (the common form), a dictionary for other forms.
  struct Cache {
    struct Key: Hashable {
      var entry: Int, length: Int, kind: EmojiKind, status: EmojiStatus, isRGI: Bool
    }
    /// The locale of the name field (`--locale`); nil: emoji-test.txt's.
    var locale: EmojiLocale?
    private var byEntry: [MatchDetails?] = Array(repeating: nil, count: EmojiCatalog.allEntries.count)
    private var others: [Key: MatchDetails] = [:]

    mutating func details(of raw: RawEmojiMatch, in bytes: UnsafeBufferPointer<UInt8>) -> MatchDetails {
      guard let entry = raw.entry else { return MatchDetails(raw, in: bytes, locale: locale) }
      let length = raw.end - raw.start
      if let found = byEntry[entry] {
        if found.length == length, found.kind == raw.kind, found.status == raw.status, found.isRGI == raw.isRGI {
          return found
        }
        let key = Key(entry: entry, length: length, kind: raw.kind, status: raw.status, isRGI: raw.isRGI)
        if let other = others[key] { return other }
        let details = MatchDetails(raw, in: bytes, locale: locale)
        others[key] = details
        return details
      }
      let details = MatchDetails(raw, in: bytes, locale: locale)
      byEntry[entry] = details
      return details
    }
  }
}

/// A JSON string literal, as every JSON the package writes spells it
/// (JSONStringEscaping: RFC 8259 §7).
func jsonString(_ text: String) -> String { JSONStringEscaping.quoted(text) }
