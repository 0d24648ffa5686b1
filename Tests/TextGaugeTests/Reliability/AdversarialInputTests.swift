import Foundation
import Testing
import TestSupport
@testable import TextGauge

/// Texts built to make a scanner backtrack or rescan: a million of one hard
/// scalar, or of one short sequence. The work is counted (the scanner's loop
/// iterations, the metric's scalar weighings), never timed; the times are in
/// Benchmarks/ (`Scripts/bench.sh --only adversarial`).
///
/// `swift test` uses 10,000 units per text; `TEXTGAUGE_LARGE_INPUTS=1` uses
/// a million and adds the 100 MB line (minutes in a debug build; CI runs it).
@Suite struct AdversarialInputTests {
  /// Each adversary builds its text from a repeat count.
  struct Adversary: CustomTestStringConvertible, Sendable {
    var name: String
    var head: String = ""
    var unit: String
    var tail: String = ""
    func text(_ count: Int) -> String { head + String(repeating: unit, count: count) + tail }
    var testDescription: String { name }
  }

  static let largeInputs = ProcessInfo.processInfo.environment["TEXTGAUGE_LARGE_INPUTS"] != nil
  static let count = largeInputs ? 1_000_000 : 10_000

  static let adversaries: [Adversary] = [
    Adversary(name: "ZWJs", unit: "\u{200D}"),
    Adversary(name: "regional indicators", unit: "\u{1F1E8}"),
    Adversary(name: "regional indicators after a lone one", head: "a\u{1F1E8}", unit: "\u{1F1E8}\u{1F1F3}"),
    Adversary(name: "VS16s", unit: "\u{FE0F}"),
    Adversary(name: "VS15s after a heart", head: "\u{2764}", unit: "\u{FE0E}"),
    Adversary(name: "tag characters", unit: "\u{E0067}"),
    Adversary(name: "tag characters after a black flag, no TAG CANCEL", head: "\u{1F3F4}", unit: "\u{E0067}"),
    Adversary(name: "tag characters after a black flag, then TAG CANCEL", head: "\u{1F3F4}", unit: "\u{E0067}", tail: "\u{E007F}"),
    Adversary(name: "black flags each with a tag", unit: "\u{1F3F4}\u{E0067}"),
    Adversary(name: "skin tones", unit: "\u{1F3FD}"),
    Adversary(name: "skin tones after thumbs up", head: "\u{1F44D}", unit: "\u{1F3FD}"),
    Adversary(name: "combining marks", head: "e", unit: "\u{0301}"),
    Adversary(name: "keycap bases", unit: "1"),
    Adversary(name: "keycap bases with VS16", unit: "1\u{FE0F}"),
    Adversary(name: "keycaps", unit: "#\u{FE0F}\u{20E3}"),
    Adversary(name: "emoji joined by ZWJ", head: "\u{1F468}", unit: "\u{200D}\u{1F469}"),
    Adversary(name: "text-default symbols joined by ZWJ", head: "\u{00A9}", unit: "\u{200D}\u{00A9}"),
    Adversary(name: "text presentation sequences joined by ZWJ", unit: "\u{00A9}\u{FE0E}\u{200D}"),
    Adversary(name: "regional indicators joined by ZWJ", unit: "\u{1F1E8}\u{200D}"),
    Adversary(name: "families", unit: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"),
  ]

  /// The scanner's loop iterations over the whole text, and the matches:
  /// by `next` (every field of each match) or, with `countOnly`, by the
  /// count-only `count(in:)` that `emojiCount` runs.
  static func scan(_ text: String, _ policy: EmojiPolicy, countOnly: Bool = false) -> (steps: Int, matches: Int) {
    var text = text
    return text.withUTF8 { bytes in
      var scanner = EmojiScanner(policy: policy)
      if countOnly {
        let matches = scanner.count(in: bytes)
        return (scanner.steps, matches)
      }
      var matches = 0
      var offset = 0
      while let match = scanner.next(in: bytes, from: offset) {
        matches += 1
        offset = match.end
      }
      return (scanner.steps, matches)
    }
  }

  /// `count` units (a million with TEXTGAUGE_LARGE_INPUTS): at most a few loop iterations per scalar, and twice the
  /// text is at most twice the work.
  @Test(arguments: adversaries)
  func emojiScanIsLinear(adversary: Adversary) {
    let half = adversary.text(Self.count / 2)
    let full = adversary.text(Self.count)
    for policy in EmojiPolicy.allCases {
      let (halfSteps, halfMatches) = Self.scan(half, policy)
      let (fullSteps, fullMatches) = Self.scan(full, policy)
      let scalars = full.unicodeScalars.count
      #expect(fullSteps <= 4 * scalars + 16, "\(policy): \(fullSteps) steps for \(scalars) scalars")
      #expect(fullSteps <= 2 * halfSteps + 16, "\(policy): \(halfSteps) steps, then \(fullSteps) for twice the text")
      #expect(halfMatches <= fullMatches)
      // The count-only path finds the same matches with no more work.
      let (countSteps, countMatches) = Self.scan(full, policy, countOnly: true)
      #expect(countMatches == fullMatches)
      #expect(countSteps <= fullSteps, "\(policy): \(countSteps) steps counting, \(fullSteps) matching")
      // The public API agrees (skipped at full size: it scans the text again).
      if !Self.largeInputs { #expect(fullMatches == full.emojiCount(policy: policy)) }
    }
  }

  /// Display width makes its emoji scanner only when an emoji needs it
  /// (`LazyEmojiScanner`) and keeps that one for the rest of the text, so
  /// its memory of what it walked keeps the scan linear: the scanner's steps
  /// stay within a few per scalar, and twice the text is at most twice the work.
  @Test(arguments: adversaries)
  func widthScanIsLinear(adversary: Adversary) {
    func steps(_ text: String) -> (steps: Int, width: Int) {
      var text = text
      return text.withUTF8 { bytes in
        LazyEmojiScanner.with(policy: .rendersAsEmoji) { scanner in
          let width = DisplayWidth.scan(bytes, ambiguousWide: false, limit: bytes.count, scanner: &scanner).total
          return (scanner.steps, width)
        }
      }
    }
    // At most 200,000 units at full size: a quadratic path takes minutes
    // there already, and CI's time goes to the emoji scan's million.
    let count = min(Self.count, 200_000)
    let text = adversary.text(count)
    let half = steps(adversary.text(count / 2))
    let full = steps(text)
    let scalars = text.unicodeScalars.count
    #expect(full.steps <= 4 * scalars + 16, "\(full.steps) steps for \(scalars) scalars")
    #expect(full.steps <= 2 * half.steps + 16, "\(half.steps) steps, then \(full.steps) for twice the text")
    #expect(full.width == text.displayWidth())
  }

  /// Counts the scalars a metric weighs (ASCII runs are taken eight at a time
  /// without weighing).
  final class CountingWeight: ScalarWeight {
    var calls = 0
    func weight(_ scalar: UInt32, utf8Length: Int) -> Int {
      calls += 1
      return utf8Length == 4 ? 2 : 1
    }
    /// A block weighs each scalar starting in it once, as UTF-16 units.
    func weight(of block: UTF8Block, in base: UnsafePointer<UInt8>) -> Int {
      let scalars = UTF8Block.count(block.scalarStarts)
      calls += scalars
      return scalars + UTF8Block.count(block.leads4)
    }
  }

  /// Measuring and cutting weigh each scalar at most once, and the prefix is
  /// still the longest that fits on a Character boundary.
  @Test(arguments: adversaries)
  func metricsWeighEachScalarOnce(adversary: Adversary) {
    let text = adversary.text(Self.count)
    let scalars = text.unicodeScalars.count
    let counter = CountingWeight()
    let total = text.scanScalarWeights(counter, limit: .max).total
    #expect(counter.calls <= scalars)
    #expect(total == text.utf16.count)
    let cutCounter = CountingWeight()
    _ = text.scanScalarWeights(cutCounter, limit: total / 2)
    // Cutting stops within the 16-byte block that crosses the budget.
    #expect(cutCounter.calls <= scalars / 2 + 16)
    let prefix = TextMetric.utf16.prefix(text, fitting: total / 2)
    #expect(prefix.utf16.count <= total / 2)
    if prefix.endIndex < text.endIndex {
      #expect(text[..<text.index(after: prefix.endIndex)].utf16.count > total / 2)
    }
    if !Self.largeInputs {
      #expect(GB18030.byteCount(of: text) == text.unicodeScalars.reduce(0) { $0 + GB18030.byteCount(of: $1) })
    }
  }

  /// A 100 MB single line, scanned and measured from one buffer: every copy
  /// of the pattern counts the same, and the work is a few steps per byte.
  /// Opt-in with TEXTGAUGE_LARGE_INPUTS.
  @Test(.enabled(if: largeInputs, "opt-in: TEXTGAUGE_LARGE_INPUTS=1 runs it (.ci/run's adversarial step)"))
  func hundredMegabyteLine() {
    let pattern = Array("中文abc😀 👨‍👩‍👧 🇨🇳🇨 1️⃣ e\u{301} ©™ 🏴󠁧󠁢󠁥󠁮󠁧󠁿 ".utf8)
    let copies = 100_000_000 / pattern.count
    var line = [UInt8]()
    line.reserveCapacity(pattern.count * copies)
    for _ in 0..<copies { line += pattern }
    let patternText = String(decoding: pattern, as: UTF8.self)
    line.withUnsafeBufferPointer { bytes in
      for policy in EmojiPolicy.allCases {
        var scanner = EmojiScanner(policy: policy)
        var matches = 0
        var offset = 0
        while let match = scanner.next(in: bytes, from: offset) {
          matches += 1
          offset = match.end
        }
        #expect(matches == patternText.emojiCount(policy: policy) * copies, "\(policy)")
        #expect(scanner.steps <= 2 * bytes.count, "\(policy): \(scanner.steps) steps for \(bytes.count) bytes")
      }
      #expect(GB18030.byteCount(decoding: bytes, as: UTF8.self) == GB18030.byteCount(of: patternText) * copies)
      let counter = CountingWeight()
      let total = ScalarWeightScanner.scan(bytes, counter, limit: .max).total
      #expect(total == patternText.utf16.count * copies)
      #expect(counter.calls <= patternText.unicodeScalars.count * copies)
    }
  }

  /// Texts that make a URL pattern read its path again and again:
  /// parenthesised groups after a path (each group once ended the path's
  /// search and started the next), nested ones, unclosed ones, domains in
  /// groups, t.co links with queries, labels with no top-level domain.
  static let urlAdversaries: [Adversary] = [
    Adversary(name: "groups after a path", head: "x.co/", unit: "(a)"),
    Adversary(name: "nested groups after a path", head: "x.co/", unit: "((a))"),
    Adversary(name: "groups after a path ending in a letter", head: "x.co/", unit: "(a)b"),
    Adversary(name: "groups after a path, then a letter", head: "x.co/", unit: "(a)", tail: "b"),
    Adversary(name: "unclosed groups after a path", head: "x.co/", unit: "(a"),
    Adversary(name: "domains in groups", head: "x.co/a!", unit: "(y.co/)"),
    Adversary(name: "t.co links with queries", unit: "https://t.co/a?b=1 "),
    Adversary(name: "labels with no top-level domain", unit: "a."),
    Adversary(name: "paths of one slash", unit: "x.co/ "),
    Adversary(name: "a long label before a dot no domain follows", unit: "中", tail: ".qqq"),
    Adversary(name: "replacement characters around a dot", unit: "\u{FFFD}", tail: ".\u{FFFD}\u{FFFD}"),
    Adversary(name: "one chain of labels", unit: "a.co"),
    Adversary(name: "one chain of labels, each a domain", unit: "a.co."),
  ]

  /// A domain match read from the chain one segment at a time (`Labels`,
  /// which keeps only the segment read last) is the pattern's: from the
  /// start, labels that are valid subdomains, then the last label reached
  /// that is a valid domain name with a top-level domain after its dot
  /// (the greedy star, backtracking), read here label by label. Every
  /// start of seeded texts of short labels, dots, `-`, `_` and CJK, asked
  /// in ascending order (as the search asks) and in descending order.
  @Test func domainMatchesReadBySegmentAreThePatterns() {
    func reference(_ text: [UInt32], at start: Int) -> Range<Int>? {
      var best: Int?
      var s = start
      while s < text.count {
        var e = s
        while e < text.count, URLRecognition.Labels<[UInt32]>.isRunCharacter(text[e]) { e += 1 }
        guard e > s, e < text.count, text[e] == 0x2E else { break }
        if URLRecognition.isLabel(s..<e, in: text, underscore: false),
          let end = URLRecognition.topLevelDomainEnd(in: text, at: e + 1, end: text.count)
        {
          best = end
        }
        guard URLRecognition.isLabel(s..<e, in: text, underscore: true) else { break }
        s = e + 1
      }
      return best.map { start..<$0 }
    }
    let pieces = ["a", "co", "com", "x", "-", "_", ".", ".", ".", "中", "xn--a", "a_b", "b-"]
    var rng = SplitMix64(seed: 45)
    for _ in 0..<1_500 {
      let text = (0..<Int.random(in: 1...24, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
      let scalars = text.unicodeScalars.map(\.value)
      let expected = scalars.indices.map { reference(scalars, at: $0) }
      let ascending = URLRecognition.Labels(scalars)
      let descending = URLRecognition.Labels(scalars)
      for start in scalars.indices {
        #expect(URLRecognition.domainMatch(in: scalars, ascending, at: start) == expected[start], "\(text) at \(start)")
      }
      for start in scalars.indices.reversed() {
        #expect(URLRecognition.domainMatch(in: scalars, descending, at: start) == expected[start], "\(text) at \(start)")
      }
    }
  }

  /// The URLs of a prefix recognized with the whole text's label table
  /// (`HeadLabels`, as the weighted prefix's candidates are) are the
  /// prefix's own: every prefix of seeded texts of labels, dots, top-level
  /// domains, `xn--`, `-`, `_`, CJK, accents, protocols and paths, and the
  /// prefixes around 4,096 scalars of long chains (whose one match is too
  /// long to be a URL further on).
  @Test func prefixesReadWithTheHeadsLabelsAreThemselves() {
    func check(_ scalars: [UInt32], prefixes: some Sequence<Int>, _ text: String) {
      guard let head = URLRecognition.HeadLabels(scalars) else { return }
      for end in prefixes {
        let prefix = Array(scalars[0..<end])
        var steps = 0
        let expected = URLRecognition.units(in: prefix, steps: &steps)
        #expect(URLRecognition.units(in: prefix, steps: &steps, head: head) == expected, "\(text) cut at \(end)")
      }
    }
    let pieces = [
      "a", "co", "com", "x", "-", "_", ".", ".", ".", "中", "xn--a", "a_b", "b-", "é", "http://", "/", "(a)", "?q=1", " ",
      "t.co/", "ab",
    ]
    var rng = SplitMix64(seed: 0x45)
    for _ in 0..<600 {
      let text = (0..<Int.random(in: 1...20, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
      let scalars = text.unicodeScalars.map(\.value)
      check(scalars, prefixes: 0...scalars.count, text)
    }
    for tail in ["a.co", ".a-.b", "x.co/", "_.co"] {
      let text = "x " + String(repeating: "a.co", count: 1_030) + tail + String(repeating: "b.", count: 20)
      let scalars = text.unicodeScalars.map(\.value)
      check(scalars, prefixes: stride(from: 4_050, through: scalars.count, by: 3), tail)
    }
  }

  /// URL recognition reads each position a bounded number of times, and
  /// twice the text costs about twice the work (`URLRecognition`'s steps).
  @Test(arguments: urlAdversaries)
  func urlRecognitionIsLinear(_ adversary: Adversary) {
    func steps(_ text: String) -> (steps: Int, scalars: Int) {
      let scalars = text.unicodeScalars.map(\.value)
      var steps = 0
      _ = URLRecognition.units(in: scalars, steps: &steps)
      return (steps, scalars.count)
    }
    let half = steps(adversary.text(Self.count / 2))
    let full = steps(adversary.text(Self.count))
    #expect(full.steps <= 6 * full.scalars + 16, "\(full.steps) steps for \(full.scalars) scalars")
    #expect(full.steps <= 2 * half.steps + 16, "\(half.steps) steps, then \(full.steps) for twice the text")
  }
}
