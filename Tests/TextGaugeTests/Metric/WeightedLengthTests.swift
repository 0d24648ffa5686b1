import Testing
import TestSupport

@testable import TextGauge

/// `TextMetric.weighted(.twitter)`: cases written from twitter-text's
/// published v3 configuration and the rules of its weighted-length
/// conformance tests (`conformance/validate.yml`, WeightedTweetsWithDiscountedEmojiCounterTest):
/// code points in the configured ranges weigh 1, others 2, an emoji
/// sequence 2, a URL 23, after NFC.
@Suite struct WeightedLengthTests {
  static let tweet = TextMetric.weighted(.twitter)

  static func s(_ values: UInt32...) -> String {
    String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
  }

  @Test(arguments: [
    // Latin and the configured ranges: 1; everything else 2.
    ("Hello, world", 12),
    (String(repeating: "a", count: 280), 280),
    (String(repeating: "a", count: 281), 281),
    ("Привет", 6),  // Cyrillic, below U+10FF
    ("שלום", 4),
    ("\u{2014}\u{201C}x\u{201D}\u{2026}", 6),  // — “ ” within U+2010…U+201F, … (U+2026) outside
    ("\u{2032}\u{2037}\u{2038}", 4),  // primes U+2032…U+2037, ‸ U+2038 outside
    ("\u{1100}", 2),  // U+1100, just past U+10FF
    ("日本語", 6),
    (String(repeating: "中", count: 140), 280),
    ("한국어", 6),
    ("ｆｕｌｌ", 8),
    // Emoji: one sequence weighs 2 however many scalars.
    ("😷", 2), ("👍🏽", 2), ("👨‍👩‍👧‍👦", 2), ("🇯🇵", 2), ("1️⃣", 2), ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", 2), ("❤️", 2),
    ("©", 2),  // listed as an unqualified emoji: 2, not the 1 of its range
    ("😷😷😷", 6),
    // URLs: 23 whatever their length, with or without a protocol.
    ("https://example.com", 23),
    ("http://example.com/a/very/long/path/that/goes/on/and/on?with=a&query=1#fragment", 23),
    ("example.com", 23),
    ("www.example.co.uk/path", 23),
    ("see example.com.", 28),  // the final dot is not part of it
    ("https://t.co/abc123", 23),
    ("https://t.co/abc123/rest", 28),  // a t.co link ends after its slug
    ("x-a.com", 23),
    ("/a.com", 6),  // no URL without a protocol after `/`
    ("@a.com", 6), ("$a.com", 6), ("#a.com", 6),
    ("a.notatld", 9),
    ("http://a.notatld", 16),
    ("日本語.jp", 9),  // no ASCII domain: not a URL without a protocol
    ("https://日本語.jp", 23),
    ("(example.com/a_(b))", 25),
    // A domain label of 64 characters has no IDNA form: no URL, every character counts.
    ("https://" + String(repeating: "a", count: 64) + ".com/x", 78),
    ("https://" + String(repeating: "a", count: 63) + ".com/x", 23),
    (String(repeating: "https://example.org/a ", count: 10), 240),
    // A label with `＠` is a domain's (nameprep makes it `@`): two ASCII domains, the path joins the last.
    ("&a=b.xn--p1ai＠t.co/+", 51),
    // A chain of labels with no top-level domain: no URL, and no time quadratic in its length.
    (String(repeating: "a.", count: 5000), 10000),
    ("\u{2000}\u{200B}\u{200C}\u{200D}\u{2016}\u{2032}", 6),  // spaces, joiners, ‖, ′ in the ranges
    // NFC first: U+FB2C, excluded from composition, becomes three Hebrew scalars.
    ("\u{FB2C}", 3), ("A\u{301}B", 2),
    ("e\u{301}", 1), ("\u{212B}", 1), ("\u{1100}\u{1161}", 2), ("\u{1100}\u{1161}\u{11A8}", 2),
    // Line breaks: CR LF is one LF.
    ("a\r\nb", 3), ("a\rb", 3), ("a\nb", 3), ("\r\n\r\n", 2),
    // Mixed.
    ("english text 日本語 😷 https://example.com", 46),
  ])
  func specCases(text: String, expected: Int) {
    #expect(Self.tweet.measure(text) == expected, "\(scalarDump(text))")
  }

  @Test func prefixIsTheLongestThatFits() {
    #expect(Self.tweet.prefix("ab https://t.co/x", fitting: 26) == "ab https://t.co/x")
    // `https://t.co/` and `https://t.co` are URLs (26); `https://t.c` is not one (14).
    #expect(Self.tweet.prefix("ab https://t.co/x", fitting: 24) == "ab https://t.c")
    #expect(Self.tweet.prefix("👍🏽👍🏽", fitting: 3) == "👍🏽")
    #expect(Self.tweet.prefix("中文字", fitting: 5) == "中文")
    // Cutting can make a URL of the end: the prefix is measured on its own.
    #expect(Self.tweet.measure("foo.comx") == 8)
    #expect(Self.tweet.prefix("foo.comx", fitting: 7) == "foo.c")
    #expect(Self.tweet.fits("foo.comx", budget: 8))
    #expect(!Self.tweet.fits("foo.comx", budget: 7))
    // One domain of 4,400 characters is no URL (over 4,096), but its first
    // 4,088 are one, of 23: the longest prefix within 280.
    let long = String(repeating: "a.co", count: 1100)
    #expect(Self.tweet.measure(long) == 4400)
    #expect(Self.tweet.prefix(long, fitting: 280).count == 4088)
    #expect(Self.tweet.measure(long.prefix(4088)) == 23)
    // Regional indicators pair where a listed flag starts: `🇦🇦🇨` is 🇦 and
    // the flag 🇦🇨 (4), its first Character 🇦🇦 two indicators (4).
    #expect(Self.tweet.measure("🇦🇦🇨") == 4)
    #expect(Self.tweet.prefix("🇦🇦🇨", fitting: 3) == "")
  }

  @Test func configurationsAreValidated() {
    #expect(throws: WeightedLength.InvalidConfiguration.nonPositiveScale(0)) {
      try WeightedLength(scale: 0, defaultWeight: 1)
    }
    #expect(throws: WeightedLength.InvalidConfiguration.negativeDefaultWeight(-1)) {
      try WeightedLength(scale: 1, defaultWeight: -1)
    }
    #expect(throws: WeightedLength.InvalidConfiguration.negativeRangeWeight(index: 1)) {
      try WeightedLength(scale: 1, defaultWeight: 1, ranges: [.init("a"..."b", weight: 1), .init("c"..."d", weight: -2)])
    }
    #expect(throws: WeightedLength.InvalidConfiguration.negativeEmojiWeight(-1)) {
      try WeightedLength(scale: 1, defaultWeight: 1, emojiWeight: -1)
    }
    #expect(throws: WeightedLength.InvalidConfiguration.negativeURLLength(-23)) {
      try WeightedLength(scale: 1, defaultWeight: 1, urlLength: -23)
    }
    #expect(throws: WeightedLength.InvalidConfiguration.overlappingRanges(first: 0, second: 2)) {
      try WeightedLength(
        scale: 1, defaultWeight: 1,
        ranges: [.init("a"..."m", weight: 1), .init("x"..."z", weight: 1), .init("m"..."n", weight: 2)])
    }
  }

  /// The overlapping pair reported is the first in index order, as a look
  /// at every pair finds it, on seeded random configurations.
  @Test func overlapsAreTheFirstPairInIndexOrder() {
    var random = SplitMix64(seed: 0x0E7A)
    for _ in 0..<2000 {
      let ranges = (0..<random.next(below: 12)).map { _ -> WeightedLength.Range in
        let first = UInt32(random.next(below: 60))
        let last = first + UInt32(random.next(below: random.oneIn(3) ? 20 : 3))
        return .init(Unicode.Scalar(first)!...Unicode.Scalar(last)!, weight: 1)
      }
      var expected: (Int, Int)?
      search: for i in ranges.indices {
        for j in ranges.indices where j > i && ranges[i].first <= ranges[j].last && ranges[j].first <= ranges[i].last {
          expected = (i, j)
          break search
        }
      }
      let found = WeightedLength.firstOverlap(ranges)
      #expect(found?.0 == expected?.0 && found?.1 == expected?.1, "\(ranges.map { ($0.first.value, $0.last.value) })")
    }
  }

  /// 80,000 ranges (every other code point of U+10000…U+37000), in reverse
  /// order, are accepted; one more over the middle is reported with the
  /// first it overlaps.
  @Test func manyRangesAreChecked() throws {
    var ranges = (0..<80_000).reversed().map { i -> WeightedLength.Range in
      let scalar = Unicode.Scalar(0x10000 + 2 * UInt32(i))!
      return .init(scalar...scalar, weight: 1)
    }
    #expect(throws: Never.self) { try WeightedLength(scale: 1, defaultWeight: 1, ranges: ranges) }
    ranges.append(.init(Unicode.Scalar(0x10000 + 2 * 40_000)!...Unicode.Scalar(0x10000 + 2 * 40_001)!, weight: 1))
    #expect(throws: WeightedLength.InvalidConfiguration.overlappingRanges(first: 39_998, second: 80_000)) {
      try WeightedLength(scale: 1, defaultWeight: 1, ranges: ranges)
    }
  }

  @Test func twitterIsTheV3Configuration() throws {
    let v3 = try WeightedLength(
      scale: 100, defaultWeight: 200,
      ranges: [
        .init(Unicode.Scalar(0)...Unicode.Scalar(4351)!, weight: 100),
        .init(Unicode.Scalar(8192)!...Unicode.Scalar(8205)!, weight: 100),
        .init(Unicode.Scalar(8208)!...Unicode.Scalar(8223)!, weight: 100),
        .init(Unicode.Scalar(8242)!...Unicode.Scalar(8247)!, weight: 100),
      ],
      emojiWeight: 200, urlLength: 23)
    #expect(v3 == .twitter)
  }

  /// Without emoji and URLs the length is a sum of scalar weights, floored
  /// once: here thirds of a unit.
  @Test func otherConfigurations() throws {
    let thirds = try WeightedLength(scale: 3, defaultWeight: 2, ranges: [.init("a"..."z", weight: 1)])
    let metric = TextMetric.weighted(thirds)
    #expect(metric.measure("ab") == 0)
    #expect(metric.measure("abc") == 1)
    #expect(metric.measure("中a") == 1)
    #expect(metric.measure("😷") == 0)  // per scalar: no emoji weight
    #expect(metric.measure("example.com") == 4)  // no URL length: 10 letters and the dot, 12 thirds
    #expect(metric.prefix("abcabc", fitting: 1) == "abcab")
    #expect(metric.fits("abcab", budget: 1))
  }

  /// Texts of hard pieces and URL pieces: the prefix measures at most the
  /// budget, ends on a Character boundary, and no longer prefix ending on
  /// one fits (every one is measured, the texts being short); `fits`
  /// agrees with `measure`.
  @Test func prefixProperties() {
    var budgets = SplitMix64(seed: 0x7E1)
    let failure = PropertyCheck(seed: 0x7E17, cases: 600).failure(generate: { random in
      (0..<random.next(below: 12)).map { _ in
        random.oneIn(2) ? random.pick(TwitterTextPieces.url) : HardPieces.piece(&random)
      }
    }) { pieces in
      let text = pieces.joined()
      let total = Self.tweet.measure(text)
      let budget = budgets.next(below: total + 3) - 1
      let prefix = Self.tweet.prefix(text, fitting: budget)
      let measured = Self.tweet.measure(prefix)
      if measured > max(budget, 0) { return "budget \(budget): prefix measures \(measured)" }
      if text.characterBoundary(atOrBefore: prefix.endIndex) != prefix.endIndex {
        return "budget \(budget): prefix ends inside a Character"
      }
      if Self.tweet.fits(text, budget: budget) != (total <= max(budget, 0)) { return "fits disagrees with \(total)" }
      if (prefix.endIndex == text.endIndex) != (total <= max(budget, 0)) { return "prefix and measure disagree" }
      var end = prefix.endIndex
      while end < text.endIndex {
        end = text.index(clusterAfter: end)
        let longer = Self.tweet.measure(text[..<end])
        if longer <= max(budget, 0) { return "budget \(budget): a longer prefix of \(longer) fits" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A head cut inside the text (no space before ASCII or CJK near its end)
  /// gives the prefix the whole text as one head gives: texts of hard
  /// pieces, URLs and domain chains, with and without spaces, from a first
  /// head of 8 bytes so that short texts are cut many times.
  @Test func prefixFromCutHeadsIsTheWholeTexts() {
    let configurations: [WeightedLength] = [
      .twitter,
      try! WeightedLength(scale: 1, defaultWeight: 3, emojiWeight: 7, urlLength: 5),
    ]
    var budgets = SplitMix64(seed: 0xC07)
    let failure = PropertyCheck(seed: 0xC075, cases: 200).failure(generate: { random in
      let spaced = random.oneIn(3)
      return (0..<random.next(below: 24)).map { _ in
        let piece: String
        switch random.next(below: 4) {
        case 0: piece = random.pick(TwitterTextPieces.url)
        case 1: piece = String(repeating: random.pick(["a.co", "x.co/(a)", "中", "👨‍👩‍👧", "🏴󠁧󠁢󠁥󠁮󠁧󠁿"]), count: random.next(below: 16))
        default: piece = HardPieces.piece(&random)
        }
        return spaced ? piece + " " : piece
      }
    }) { pieces in
      var text = pieces.joined()
      return text.withUTF8 { bytes -> String? in
        for (index, weights) in configurations.enumerated() {
          let whole = weights.scan(bytes, limit: .max).total
          for budget in [0, 23, budgets.next(below: whole + 2), whole / 2] {
            let expected = weights.scan(bytes, limit: budget, firstHead: .max)
            let found = weights.scan(bytes, limit: budget, firstHead: 1)
            if found != expected { return "configuration \(index), budget \(budget): \(found), whole text \(expected)" }
          }
        }
        return nil
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// `URLCharacters.lowercased` (the generated `lowercaseRuns`) is the
  /// one-scalar lowercase mapping, or the scalar itself, for every scalar
  /// of the toolchain's Unicode.
  @Test func lowercasedIsTheMapping() {
    var failures: [UInt32] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let lower = scalar.properties.lowercaseMapping.unicodeScalars
      let expected = lower.count == 1 ? lower.first!.value : value
      if URLCharacters.lowercased(value) != expected { failures.append(value) }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20).map { String($0, radix: 16) })")
  }
}
