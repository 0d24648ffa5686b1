import Foundation

/// twitter-text itself, the oracle of the weighted length and of the `x`
/// preset: the PyPI package `twitter-text-parser` 3.0.0 (twitter-text v3
/// in Python), run once per batch of texts. Its Python is
/// `TEXTGAUGE_TWITTER_TEXT_PYTHON`, else `.build/twitter-text-venv/bin/python`
/// (where `.ci/run` installs it), else `python3`, whichever imports
/// `twitter_text`; without one the tests that need it are skipped
/// (`.enabled(if: TwitterTextOracle.python != nil, …)`).
public enum TwitterTextOracle {
  public static let python: String? = {
    let environment = ProcessInfo.processInfo.environment
    var candidates = [packageRoot.appendingPathComponent(".build/twitter-text-venv/bin/python").path, "python3"]
    if let chosen = environment["TEXTGAUGE_TWITTER_TEXT_PYTHON"] { candidates = [chosen] }
    return candidates.first { candidate in
      let result = try? runPython(candidate, ["-c", "import twitter_text"])
      return result?.status == 0
    }
  }()

  static func runPython(_ python: String, _ arguments: [String], stdin: [UInt8] = []) throws -> CommandResult {
    let executable = python.contains("/") ? URL(fileURLWithPath: python) : URL(fileURLWithPath: "/usr/bin/env")
    return try run(executable, python.contains("/") ? arguments : [python] + arguments, stdin: stdin)
  }

  /// What `parse_tweet` says of one text.
  public struct Verdict: Decodable, Sendable {
    public var weightedLength: Int
    public var valid: Bool
  }

  /// `parse_tweet` on each text, with the default (v3) configuration.
  public static func parse(_ texts: [String]) throws -> [Verdict] {
    guard let python else { throw OracleError.unavailable }
    let script = """
      import json, sys
      from twitter_text import parse_tweet
      out = []
      for text in json.load(sys.stdin):
          result = parse_tweet(text)
          out.append({'weightedLength': result.weightedLength, 'valid': result.valid})
      json.dump(out, sys.stdout)
      """
    let result = try runPython(python, ["-c", script], stdin: Array(try JSONEncoder().encode(texts)))
    guard result.status == 0 else { throw OracleError.failed(result.error) }
    return try JSONDecoder().decode([Verdict].self, from: Data(result.output.utf8))
  }

  /// The sequences twitter-text's emoji pattern lists (`emoji_list`:
  /// its emoji-test.txt outside the Component group), as code points.
  public static func listedEmoji() throws -> Set<[UInt32]> {
    guard let python else { throw OracleError.unavailable }
    let script = """
      import json
      from twitter_text.regexp.emoji import emoji_list
      print(json.dumps([[int(c, 16) for c in e.codepoint.split()] for e in emoji_list]))
      """
    let result = try runPython(python, ["-c", script])
    guard result.status == 0 else { throw OracleError.failed(result.error) }
    return Set(try JSONDecoder().decode([[UInt32]].self, from: Data(result.output.utf8)))
  }

  public enum OracleError: Error {
    case unavailable
    case failed(String)
  }
}

/// The pieces of texts measured against twitter-text: what twitter-text's
/// regular expressions and the weighted length's rules can get wrong.
public enum TwitterTextPieces {
  /// Pieces of URLs and of what stands around them.
  public static let url: [String] = [
    "http://", "https://", "HTTPS://", "www.", "example", "t.co/", "T.CO/", "abc", "a1b2", "x", ".com", ".co.uk",
    ".jp", ".org", ".中国", ".рф", ".xn--p1ai", ".notatld", ".", "..", ":8080", ":", "/", "/path", "/a_b", "(x)",
    "((y))", "(", ")", "(a)(b)", "?q=1", "?", "&a=b", "#frag", "#", "-", "_", "@", "$", "＠", " ", " ", "日本", "é",
    "Ж", ",", "!", "'", "\"", "~", "|", "+", "=", "–", "\u{200E}", "\u{3002}", "中文", "😷", "\n",
    String(repeating: "l", count: 64),
  ]

  /// Pieces of the other texts: letters of the ranges' edges, CJK,
  /// full-width forms, combining marks, jamo, line breaks, punctuation,
  /// the characters twitter-text finds invalid.
  public static let text: [String] = [
    "a", "Z", "1", " ", "\u{10FF}", "\u{1100}", "\u{1161}", "\u{11A8}", "가", "\u{2000}", "\u{200D}", "\u{200E}",
    "\u{2010}", "\u{201F}", "\u{2020}", "\u{2032}", "\u{2037}", "\u{2038}", "中", "中文字", "𠀋", "ｆ", "ＡＢＣ", "，",
    "e", "\u{301}", "\u{308}", "\u{212B}", "\u{F900}", "\r\n", "\r", "\n", "©", "®", "™", "↔", "\u{FE0F}", "é",
    "Å", "ñ", "日本語", "\u{3000}", "\u{FFFD}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}",
  ]

  static func s(_ values: [UInt32]) -> String {
    String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
  }

  static let bases: [UInt32] = [
    0x1F468, 0x1F469, 0x1F9D1, 0x1F466, 0x1F467, 0x1F415, 0x2764, 0x1F525, 0x1F3F3, 0x1F3F4, 0x1F441, 0x1F5E8,
    0x1F91D, 0x1F48B, 0x1F9B0, 0x1F33E, 0x2695, 0x1F44D, 0x261D, 0x1F408, 0x2B1B, 0x1F426, 0x26A7, 0x1F308,
  ]

  /// One piece that makes a sequence twitter-text may or may not list:
  /// ZWJ chains of any length, modifier sequences on any base, odd runs
  /// of regional indicators, keycaps with and without U+FE0F, tag
  /// sequences RGI and not, U+FE0E or U+FE0F after anything.
  public static func sequence(_ random: inout SplitMix64, emoji: [String]) -> String {
    switch random.next(below: 7) {
    case 0:  // a ZWJ chain, sometimes long, sometimes with a loose end
      let count = 1 + random.next(below: random.oneIn(15) ? 300 : 6)
      var chain = (0..<count).map { _ in random.oneIn(3) ? random.pick(emoji) : s([random.pick(bases)]) }
        .joined(separator: "\u{200D}")
      if random.oneIn(6) { chain += "\u{200D}" }
      if random.oneIn(8) { chain = "\u{200D}" + chain }
      return chain
    case 1:  // a skin tone after any base, or alone
      let tone = 0x1F3FB + UInt32(random.next(below: 5))
      return random.oneIn(6) ? s([tone]) : s([random.pick(bases), tone] + (random.oneIn(3) ? [0x200D, 0x1F91D] : []))
    case 2:  // a run of 1 to 7 regional indicators
      return s((0..<1 + random.next(below: 7)).map { _ in 0x1F1E6 + UInt32(random.next(below: random.oneIn(2) ? 3 : 26)) })
    case 3:  // a keycap, with or without U+FE0F, or its base and selector alone
      let base = UInt32(random.pick(Array("0123456789#*".unicodeScalars)).value)
      switch random.next(below: 4) {
      case 0: return s([base, 0x20E3])
      case 1: return s([base, 0xFE0F, 0x20E3])
      case 2: return s([base, 0xFE0F])
      default: return s([base, 0xFE0E, 0x20E3])
      }
    case 4:  // a tag sequence: RGI, or other tag letters, with or without TAG CANCEL
      if random.oneIn(3) { return s([0x1F3F4, 0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE0067, 0xE007F]) }
      let letters = (0..<random.next(below: 7)).map { _ in 0xE0061 + UInt32(random.next(below: 26)) }
      return s([random.oneIn(4) ? random.pick(bases) : 0x1F3F4] + letters + (random.oneIn(4) ? [] : [0xE007F]))
    case 5:  // a selector after anything
      let before = random.oneIn(2) ? random.pick(emoji) : random.oneIn(2) ? random.pick(text) : HardPieces.piece(&random)
      return before + (random.oneIn(2) ? "\u{FE0E}" : "\u{FE0F}")
    default:
      return random.pick(emoji)
    }
  }

  /// A random text: emoji and hard sequences, text and URL pieces, and
  /// sometimes a run of Latin or CJK that takes it near the 280 limit.
  public static func text(_ random: inout SplitMix64, emoji: [String]) -> String {
    var text = ""
    if random.oneIn(6) {
      text += random.oneIn(2)
        ? String(repeating: "a", count: 240 + random.next(below: 45))
        : String(repeating: "中", count: 120 + random.next(below: 22))
    }
    let urls = random.oneIn(3)
    for _ in 0..<random.next(below: 14) {
      switch random.next(below: 8) {
      case 0, 1: text += sequence(&random, emoji: emoji)
      case 2, 3: text += urls ? random.pick(url) : random.pick(Self.text)
      case 4: text += random.pick(url)
      case 5: text += HardPieces.piece(&random)
      case 6: text += random.pick(Self.text)
      default: text += random.pick(emoji)
      }
    }
    return text
  }
}
