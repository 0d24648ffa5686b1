import Testing
import TestSupport

@testable import TextGauge

/// The weighted length read from the UTF-8 piece by piece (`fastSum`)
/// against the reference over the whole normalized text (`NormalizedText`
/// and `sum`), and the facts the fast path rests on.
@Suite struct WeightedLengthFastPathTests {
  static let configurations: [WeightedLength] = [
    .twitter,
    try! WeightedLength(scale: 1, defaultWeight: 1),
    try! WeightedLength(scale: 1, defaultWeight: 3, emojiWeight: 7),
    try! WeightedLength(scale: 10, defaultWeight: 20, ranges: [.init("a"..."z", weight: 5), .init("\u{0}"..."\u{7}", weight: 0)], urlLength: 4),
    try! WeightedLength(
      scale: 100, defaultWeight: 200, ranges: [.init("\u{4E00}"..."\u{9FFF}", weight: 150), .init("\u{A}"..."\u{D}", weight: 1)],
      emojiWeight: 50, urlLength: 23),
    // A range inside the CJK Unified Ideographs: their runs weigh per scalar.
    try! WeightedLength(
      scale: 1, defaultWeight: 2, ranges: [.init("\u{4E2D}"..."\u{6587}", weight: 5)], emojiWeight: 3, urlLength: 4),
  ]

  static func reference(_ weights: WeightedLength, _ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes in
      let normalized = WeightedLength.NormalizedText(bytes)
      return weights.sum(normalized, scalars: normalized.scalars.count, rawLimit: .max)!
    }
  }

  static func fast(_ weights: WeightedLength, _ text: String, rawLimit: Int = .max) -> Int? {
    var text = text
    return text.withUTF8 { weights.fastSum($0, rawLimit: rawLimit) }
  }

  /// Pieces that are not in NFC or change it: decomposed letters, marks out
  /// of order, singletons, excluded compositions, jamo that compose.
  static let nonNFC: [String] = [
    "e\u{301}", "\u{301}", "\u{327}\u{301}", "\u{301}\u{327}", "A\u{30A}", "\u{212B}", "\u{2126}", "\u{2000}",
    "\u{F900}", "\u{958}", "\u{344}", "\u{1100}\u{1161}", "\u{1161}", "\u{11A8}", "\u{AC00}\u{11A8}", "\u{3099}",
    "\u{304B}\u{3099}", "=\u{338}", "\u{FB1D}", "\u{1D15E}", "\u{0600}", "\u{0BC6}\u{0BBE}",
  ]

  static func piece(_ random: inout SplitMix64, emoji: [String]) -> String {
    switch random.next(below: 6) {
    case 0: return random.pick(TwitterTextPieces.url)
    case 1: return random.pick(TwitterTextPieces.text)
    case 2: return TwitterTextPieces.sequence(&random, emoji: emoji)
    case 3: return random.pick(nonNFC)
    default: return HardPieces.piece(&random)
    }
  }

  @Test func fastPathIsTheReference() {
    let emoji = HardPieces.rgiEmoji
    let failure = PropertyCheck(seed: 0xFA57, cases: 4000).failure(generate: { random in
      (0..<random.next(below: 24)).map { _ in Self.piece(&random, emoji: emoji) }
    }) { pieces in
      let text = pieces.joined()
      for (index, weights) in Self.configurations.enumerated() {
        let expected = Self.reference(weights, text)
        let found = Self.fast(weights, text)
        if found != expected { return "configuration \(index): fast \(found.map(String.init) ?? "nil"), reference \(expected)" }
        // A limit stops the sum no earlier than the text passes it.
        let limit = expected / 2
        if (Self.fast(weights, text, rawLimit: limit) == nil) != (expected > limit) {
          return "configuration \(index): the limit \(limit) disagrees with \(expected)"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func fastPathOnLongTexts() {
    // Pieces cut at spaces and line breaks, URLs across them, long lines.
    let texts = [
      String(repeating: "x.co/(a) ", count: 500), String(repeating: "中文 example.com\n", count: 300),
      String(repeating: "a.co", count: 1100), String(repeating: "👨‍👩‍👧 e\u{301} ", count: 400),
      String(repeating: "\r\nhttps://t.co/abc ", count: 200), " " + String(repeating: "\u{1F3F4}\u{E0067}\u{E0062}", count: 300),
      // ASCII pieces read in place: one long path, line breaks at their ends.
      "x.co/" + String(repeating: "(a)", count: 2000), String(repeating: "see x.co/(a)\r", count: 300),
      String(repeating: "a.co,b.co/x\r\n", count: 300), String(repeating: "http://a.b.co/(x)?y=1.", count: 300),
    ]
    for weights in Self.configurations {
      for text in texts { #expect(Self.fast(weights, text) == Self.reference(weights, text)) }
    }
  }

  /// The pass that weighs a text finds twitter-text's invalid characters
  /// wherever the text holds them, and fits as the reference does.
  @Test func invalidCharactersFoundByTheWeightedPass() {
    let emoji = HardPieces.rgiEmoji
    let invalid = ["\u{FEFF}", "\u{FFFE}", "\u{FFFF}", "\u{FFFD}", "\u{FEFE}"]
    let failure = PropertyCheck(seed: 0xFEFF, cases: 2000).failure(generate: { random in
      (0..<random.next(below: 16)).map { _ in
        random.next(below: 5) == 0 ? random.pick(invalid) : Self.piece(&random, emoji: emoji)
      }
    }) { pieces in
      var text = pieces.joined()
      let weights = WeightedLength.twitter
      let length = Self.reference(weights, text) / weights.scale
      let holdsInvalid = text.unicodeScalars.contains { [0xFEFF, 0xFFFE, 0xFFFF].contains($0.value) }
      return text.withUTF8 { bytes in
        for maximum in [length - 1, length, 280] where maximum >= 0 {
          let expected = length <= maximum && !holdsInvalid
          if weights.fitsHoldingNoTwitterInvalid(bytes, maximum: maximum) != expected {
            return "maximum \(maximum), length \(length): expected \(expected)"
          }
        }
        return nil
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A prefix summed with the whole text's labels and emoji
  /// (`WholeText`) is the prefix summed alone, at every Character boundary.
  @Test func prefixesFromTheWholeTextAreThemselves() {
    let emoji = HardPieces.rgiEmoji
    let long = ["a.co", "x.co/(a)", "\u{FFFD}", ".", "xn--bcher-kva.ch", "a_b.", "中", "https://t.co/abc?d=1"]
    let failure = PropertyCheck(seed: 0xC4EC, cases: 600).failure(generate: { random in
      (0..<random.next(below: 40)).map { _ in
        random.next(below: 2) == 0 ? random.pick(long) : Self.piece(&random, emoji: emoji)
      }
    }) { pieces in
      var text = pieces.joined()
      return text.withUTF8 { bytes in
        let normalized = WeightedLength.NormalizedText(bytes)
        for (index, weights) in Self.configurations.enumerated() {
          let whole = WeightedLength.WholeText(normalized)
          for start in normalized.characterStarts {
            let alone = weights.sum(normalized, scalars: start.scalar, rawLimit: .max)
            let shared = weights.sum(normalized, scalars: start.scalar, rawLimit: .max, whole: whole)
            if alone != shared { return "configuration \(index), \(start.scalar) scalars: \(String(describing: shared)), alone \(String(describing: alone))" }
          }
        }
        return nil
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Every code point `isInert` holds is, for the toolchain's normalization,
  /// a starter (combining class 0) that NFC keeps alone, and no mark or
  /// Hangul vowel or trailing jamo (the scalars NFC_Quick_Check=Maybe, which
  /// may compose with what precedes them, are all of those kinds) but the
  /// variation selectors, marks that no canonical decomposition holds.
  @Test func inertScalarsAreStable() {
    var failures: [String] = []
    for value in UInt32(0)...0x10FFFF where WeightedLength.isInert(value) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      let alone = String(scalar)
      if properties.canonicalCombiningClass != .notReordered
        || ([.nonspacingMark, .spacingMark].contains(properties.generalCategory) && !(0xFE00...0xFE0F).contains(value))
        || (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value)
        || alone._nfcCodeUnits != Array(alone.utf8)
      {
        failures.append(String(value, radix: 16))
      }
    }
    #expect(failures.isEmpty, "not inert: \(failures.prefix(40))")
  }

  /// The fast path skips an emoji's scalars once the trie has matched them.
  @Test func listedEmojiAreInert() {
    let notInert = EmojiCatalog.allEntries.filter { !$0.string.unicodeScalars.allSatisfy { WeightedLength.isInert($0.value) } }
    #expect(notInert.isEmpty, "\(notInert.prefix(10).map(\.string))")
  }

  /// The fast path passes CJK Unified Ideographs without asking the trie.
  @Test func noEmojiStartsWithAnIdeograph() {
    let data = EmojiSequenceData.builtIn
    #expect((UInt32(0x4E00)...0x9FFF).allSatisfy { data.rootChild($0) == 0 })
  }
}
