import Foundation
import Testing
import TestSupport

import TextGauge

/// `TextMetric.weighted(.twitter)` against twitter-text itself: the PyPI
/// package `twitter-text-parser` 3.0.0 (a port of twitter-text v3 to
/// Python), run once for a batch of seeded random texts. Its Python is
/// `TEXTGAUGE_TWITTER_TEXT_PYTHON`, else `.build/twitter-text-venv/bin/python`
/// (where `.ci/run` installs it), else `python3`, whichever imports
/// `twitter_text`; without one the suite prints one SKIPPED line.
///
/// Its emoji list is Emoji 12.0's, so a text is compared only when both find
/// the same emoji at the same places (a newer sequence, or one it does not
/// list, is one emoji here and several scalars there): the test prints how
/// many were compared and requires most of them.
@Suite struct WeightedLengthOracleTests {
  static let python: String? = {
    let environment = ProcessInfo.processInfo.environment
    var candidates = [packageRoot.appendingPathComponent(".build/twitter-text-venv/bin/python").path, "python3"]
    if let chosen = environment["TEXTGAUGE_TWITTER_TEXT_PYTHON"] { candidates = [chosen] }
    return candidates.first { candidate in
      let result = try? runOracle(candidate, ["-c", "import twitter_text"])
      return result?.status == 0
    }
  }()

  static func runOracle(_ python: String, _ arguments: [String], stdin: [UInt8] = []) throws -> CommandResult {
    let executable = python.contains("/") ? URL(fileURLWithPath: python) : URL(fileURLWithPath: "/usr/bin/env")
    return try run(executable, python.contains("/") ? arguments : [python] + arguments, stdin: stdin)
  }

  static let skipLine =
    "SKIPPED: weighted length against twitter-text: no Python that imports twitter_text (set TEXTGAUGE_TWITTER_TEXT_PYTHON to one with twitter-text-parser==3.0.0)"

  /// Reads a JSON list of texts; writes, per text, its weighted length and
  /// the code point ranges of the emoji twitter-text finds in its NFC form.
  static let script = """
    import json, sys, unicodedata
    from twitter_text import parse_tweet
    from twitter_text.extract_emojis import extract_emojis_with_indices
    from twitter_text.parse_tweet import convert_line_ending
    out = []
    for text in json.load(sys.stdin):
        normalized = convert_line_ending(unicodedata.normalize('NFC', text))
        spans = [e['indices'] for e in extract_emojis_with_indices(normalized)]
        out.append([parse_tweet(text).weightedLength, spans])
    json.dump(out, sys.stdout)
    """

  /// The emoji twitter-text lists (Emoji 12.0, every status but the
  /// components), for building texts of emoji it recognizes.
  static func oracleEmoji(_ python: String) throws -> [String] {
    let result = try runOracle(
      python,
      ["-c", "import json; from twitter_text.regexp.emoji import emoji_list; print(json.dumps([e.emoji for e in emoji_list]))"])
    return try JSONDecoder().decode([String].self, from: Data(result.output.utf8))
  }

  /// Pieces of URLs and of what stands around them.
  static let urlPieces: [String] = [
    "http://", "https://", "HTTPS://", "www.", "example", "t.co/", "T.CO/", "abc", "a1b2", "x", ".com", ".co.uk",
    ".jp", ".org", ".中国", ".рф", ".xn--p1ai", ".notatld", ".", "..", ":8080", ":", "/", "/path", "/a_b", "(x)",
    "((y))", "(", ")", "?q=1", "?", "&a=b", "#frag", "#", "-", "_", "@", "$", "＠", " ", " ", "日本", "é", "Ж",
    ",", "!", "'", "\"", "~", "|", "+", "=", "–", "\u{200E}", "\u{3002}", "中文", "😷", "\n",
    String(repeating: "l", count: 64),
  ]

  /// Pieces of the other texts: letters of the ranges' edges, CJK,
  /// combining marks, jamo, line breaks, punctuation.
  static let textPieces: [String] = [
    "a", "Z", "1", " ", "\u{10FF}", "\u{1100}", "\u{1161}", "\u{11A8}", "가", "\u{2000}", "\u{200D}", "\u{200E}",
    "\u{2010}", "\u{201F}", "\u{2020}", "\u{2032}", "\u{2037}", "\u{2038}", "中", "𠀋", "ｆ", "e", "\u{301}",
    "\u{308}", "\u{212B}", "\u{F900}", "\r\n", "\r", "\n", "©", "®", "™", "↔", "\u{FE0F}", "é", "Å", "ñ", "日本語",
    "\u{3000}", "\u{FFFD}",
  ]

  /// The emoji ranges, in code points of the NFC text with LF line breaks,
  /// that `.includingTextDefault` finds.
  static func ourEmoji(_ text: String) -> [[Int]] {
    var normalized = String(decoding: text._nfcCodeUnits, as: UTF8.self)
    normalized = normalized.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    let scalars = normalized.unicodeScalars
    return normalized.emojiMatches(policy: .includingTextDefault).map { match in
      [scalars.distance(from: scalars.startIndex, to: match.range.lowerBound),
       scalars.distance(from: scalars.startIndex, to: match.range.upperBound)]
    }
  }

  struct Outcome: Decodable {
    var length: Int
    var emoji: [[Int]]
    init(from decoder: Decoder) throws {
      var container = try decoder.unkeyedContainer()
      length = try container.decode(Int.self)
      emoji = try container.decode([[Int]].self)
    }
  }

  @Test func randomTextsAgreeWithTwitterText() throws {
    guard let python = Self.python else {
      print(Self.skipLine)
      return
    }
    let emoji = try Self.oracleEmoji(python)
    #expect(emoji.count > 3000)
    // TEXTGAUGE_PROPERTY_SEED and TEXTGAUGE_PROPERTY_CASES (per kind) as for the property checks.
    let check = PropertyCheck(seed: 0x7717_7E47, cases: 3000)
    var random = SplitMix64(seed: check.seed)
    var texts: [String] = []
    // Hard pieces with emoji twitter-text lists.
    for _ in 0..<check.cases {
      texts.append((0..<random.next(below: 14)).map { _ -> String in
        random.oneIn(3) ? random.pick(emoji) : random.oneIn(2) ? random.pick(Self.textPieces) : HardPieces.piece(&random)
      }.joined())
    }
    // URL-heavy texts.
    for _ in 0..<check.cases {
      texts.append((0..<random.next(below: 16)).map { _ -> String in
        random.oneIn(8) ? random.pick(Self.textPieces) : random.pick(Self.urlPieces)
      }.joined())
    }
    let input = try JSONEncoder().encode(texts)
    let result = try Self.runOracle(python, ["-c", Self.script], stdin: Array(input))
    #expect(result.status == 0, "\(result.error)")
    let outcomes = try JSONDecoder().decode([Outcome].self, from: Data(result.output.utf8))
    try #require(outcomes.count == texts.count)
    var compared = 0
    var mismatches: [String] = []
    for (text, outcome) in zip(texts, outcomes) where outcome.emoji == Self.ourEmoji(text) {
      compared += 1
      let ours = TextMetric.weighted(.twitter).measure(text)
      if ours != outcome.length {
        mismatches.append("\(scalarDump(text)) \(text.debugDescription): \(ours), twitter-text \(outcome.length)")
      }
    }
    print("weighted length against twitter-text-parser 3.0.0: \(compared) of \(texts.count) random texts compared (same emoji), \(mismatches.count) mismatches")
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
    #expect(compared * 10 >= texts.count * 8)
  }
}
