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

  /// A piece of inert scalars that is not all ASCII (`inertPieceSum`, read
  /// from its bytes) is summed as the reference sums it: URLs among CJK,
  /// fullwidth forms and emoji with no space between, an emoji that reaches
  /// into a URL or out of one, line breaks at the piece's end.
  @Test func inertPiecesAreTheReference() {
    let emoji = HardPieces.rgiEmoji
    let inert = (TwitterTextPieces.url + TwitterTextPieces.text + ["中文", "ｆｕｌｌ", "#\u{FE0F}\u{20E3}", "1\u{20E3}"])
      .filter { $0.unicodeScalars.allSatisfy { WeightedLength.isInert($0.value) } }
    let failure = PropertyCheck(seed: 0x1AE7, cases: 3000).failure(generate: { random in
      (0..<random.next(below: 30)).map { _ in
        random.next(below: 4) == 0 ? TwitterTextPieces.sequence(&random, emoji: emoji) : random.pick(inert)
      }
    }) { pieces in
      let text = pieces.joined()
      for (index, weights) in Self.configurations.enumerated() where Self.fast(weights, text) != Self.reference(weights, text) {
        return "configuration \(index): fast \(Self.fast(weights, text).map(String.init) ?? "nil"), reference \(Self.reference(weights, text))"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    let texts = [
      "x.co/" + String(repeating: "(中)", count: 2000), String(repeating: "中x.co/a👍🏽", count: 300),
      String(repeating: "👨‍👩‍👧.com/中", count: 300), String(repeating: "中.co", count: 1100),
      "中" + String(repeating: "a.co", count: 1100) + "\r\n", String(repeating: "1\u{FE0F}\u{20E3}x.co/中\r", count: 200),
    ]
    for weights in Self.configurations {
      for text in texts { #expect(Self.fast(weights, text) == Self.reference(weights, text)) }
    }
  }

  /// A piece that may hold no URL, normalized a Character at a time into a
  /// window (`streamedPieceSum`), is summed as the reference sums it: long
  /// Characters of marks, whose tail is or is not left as it is, windows
  /// filled inside a Character and inside an emoji sequence.
  @Test func streamedPiecesAreTheReference() {
    let marks = ["\u{301}", "\u{300}", "\u{327}", "\u{344}", "\u{340}", "\u{1D165}", "\u{5B0}", "\u{308}"]
    let texts = [
      "e" + String(repeating: "\u{301}", count: 3000), "a\u{327}" + String(repeating: "\u{301}", count: 200),
      "e" + String(repeating: "\u{301}", count: 40) + "\u{327}" + String(repeating: "\u{301}", count: 200),
      "e" + String(repeating: "\u{327}", count: 200) + String(repeating: "\u{301}", count: 200),
      "e" + String(repeating: "\u{344}", count: 300), "\u{1100}\u{1161}" + String(repeating: "\u{11A8}", count: 300),
      String(repeating: "e\u{301}👨‍👩‍👧🇺", count: 2000), String(repeating: "中e\u{301}1\u{FE0F}\u{20E3}", count: 1500),
      String(repeating: "\u{301}", count: 5000), String(repeating: "🇺🇸e\u{301}", count: 1200) + "\r\n",
    ]
    for weights in Self.configurations {
      for text in texts { #expect(Self.fast(weights, text) == Self.reference(weights, text), "\(text.unicodeScalars.count) scalars") }
    }
    let failure = PropertyCheck(seed: 0x57EA, cases: 400).failure(generate: { random in
      let base = random.pick(["e", "a", "\u{1100}", "中", "👍", "\u{301}"])
      return [base] + (0..<random.next(below: 300)).map { _ in random.next(below: 8) == 0 ? random.pick(marks) : marks[0] }
    }) { pieces in
      let text = pieces.joined()
      for (index, weights) in Self.configurations.enumerated() where Self.fast(weights, text) != Self.reference(weights, text) {
        return "configuration \(index): \(text.unicodeScalars.map { String($0.value, radix: 16) })"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A piece that may hold a URL and that is not inert is summed as the
  /// reference sums it, read through its NFC a block at a time
  /// (`NFCScalars`): decomposed accents
  /// in a URL's domain and path, before and after emoji, ZWJ and line
  /// breaks, NFC that leaves marks, Greek and Devanagari paths, long
  /// Characters of marks, `\r` inside a piece.
  @Test func normalizedPiecesWithURLsAreTheReference() {
    let texts = [
      "x.co/" + String(repeating: "e\u{301}", count: 3000), String(repeating: "e\u{301}.co/a\u{308}", count: 400),
      "中" + String(repeating: "a\u{301}.co", count: 700) + "\r\n", String(repeating: "👍🏽x.co/o\u{308}\r", count: 300),
      String(repeating: "x.co/\u{1100}\u{1161}1\u{FE0F}\u{20E3}", count: 300), "x.co/e" + String(repeating: "\u{301}", count: 300),
      String(repeating: "x.co/a\u{327}\u{301} ", count: 200), "a.co\u{344}.co", "x\r\n\u{212B}.co\r\u{212B}.notatld\r\n",
      "x.co/" + String(repeating: "e\u{301}\u{1F600}", count: 500), String(repeating: "x.co/q\u{301}\u{200D}👍", count: 300),
      "x.co/" + String(repeating: "αβγ", count: 1500), String(repeating: "ελ.co/क़\u{958}", count: 300) + "\r\n",
      "x.co/q" + String(repeating: "\u{301}", count: 400), "x.co/a\u{301}\u{327}" + String(repeating: "\u{301}", count: 300),
      String(repeating: "q\u{301}.co\r\u{301}x.com\r\n\u{301}", count: 100), "α.co\r", "\u{1D160}.co/\u{1D160}",
    ]
    #expect(Self.windowed("x.co/e\u{301}") == "x.co/\u{E9}".unicodeScalars.map(\.value))
    #expect(Self.windowed("x.co/α\r\n\r") == "x.co/α\n\n".unicodeScalars.map(\.value))
    for weights in Self.configurations {
      for text in texts { #expect(Self.fast(weights, text) == Self.reference(weights, text), "\(text.unicodeScalars.count) scalars") }
    }
  }

  /// The scalars of `text` read through `NFCScalars`, in order.
  static func windowed(_ text: String) -> [UInt32] {
    var memo = WeightedLength.NormalizationMemo()
    return Array(text.utf8).withUnsafeBufferPointer {
      Array(WeightedLength.UTF8Scalars(normalized: WeightedLength.NFCScalars($0, memo: &memo)))
    }
  }

  /// Read through its window, a piece's NFC is the reference's scalars at
  /// every position, in order and at seeded positions forward and back
  /// across blocks (each made again from where its reading starts): blocks
  /// that start inside a Character's NFC, inside a long Character's tail of
  /// marks read as it is, inside a Character whose NFC is longer than a
  /// block, and after expansions (U+1D160 is three scalars). The sums of
  /// such pieces are the reference's.
  @Test func normalizedPiecesReadThroughTheWindowAreTheReference() {
    let texts = [
      "x.co/" + String(repeating: "e\u{301}", count: 5000), "x.co/" + String(repeating: "\u{1D160}", count: 1600),
      "x.co/e" + String(repeating: "\u{301}", count: 5000) + "a.co",
      "x.co/e" + String(repeating: "\u{301}\u{327}", count: 2100) + "q\u{301}.co\r\n",
      String(repeating: "q\u{301}.co/(a)😀", count: 700), "x\u{301}" + String(repeating: "a.co.", count: 900),
    ]
    var random = SplitMix64(seed: 0x4E46)
    for text in texts {
      var bytes = Array(text.utf8)
      let expected = bytes.withUnsafeBufferPointer { WeightedLength.NormalizedText($0).scalars }
      #expect(Self.windowed(text) == expected)
      bytes.withUnsafeMutableBufferPointer { bytes in
        var memo = WeightedLength.NormalizationMemo()
        let view = WeightedLength.UTF8Scalars(normalized: WeightedLength.NFCScalars(UnsafeBufferPointer(bytes), memo: &memo))
        for _ in 0..<200 {
          let position = Int(random.next() % UInt64(expected.count))
          #expect(view[position] == expected[position], "\(position)")
        }
      }
      for weights in [Self.configurations[0], Self.configurations[4]] {
        #expect(Self.fast(weights, text) == Self.reference(weights, text))
      }
    }
  }

  /// A Character's NFC from the memo (`NormalizationMemo`) is the
  /// standard library's, the first time and every time after, for
  /// Characters of one and two scalars that NFC changes, keeps, grows or
  /// shrinks, many more than the memo has slots.
  @Test func normalizationMemoIsTheNormalization() {
    let singles = Self.nonNFC + ["α", "ω", "\u{958}", "\u{1D160}", "\u{FB2C}", "\u{2126}", "ά", "\u{1F71}", "\u{0627}"]
    var characters = singles
    var random = SplitMix64(seed: 0x3E30)
    let bases = ["e", "q", "α", "\u{1100}", "\u{AC00}", "\u{0627}", "\u{304B}", "A", "\u{958}"]
    let marks = ["\u{301}", "\u{308}", "\u{327}", "\u{1161}", "\u{11A8}", "\u{3099}", "\u{653}", "\u{344}", "\u{93C}"]
    for _ in 0..<600 { characters.append(random.pick(bases) + random.pick(marks)) }
    var memo = WeightedLength.NormalizationMemo()
    for round in 0..<2 {
      for character in characters {
        var bytes = Array(character.utf8)
        let expected = bytes.withUnsafeBufferPointer(WeightedLength.normalized)
        var found: [UInt32] = []
        let tail = bytes.withUnsafeMutableBufferPointer {
          WeightedLength.appendNormalized(UnsafeBufferPointer($0), to: &found, memo: &memo)
        }
        #expect(tail == nil && found == expected, "round \(round): \(character.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
  }

  /// No scalar's NFC holds a `.` but the `.` itself, so a piece without
  /// one holds no URL once normalized (`streamedPieceSum`).
  @Test func noScalarNormalizesToADot() {
    let found = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter { scalar in
      scalar != "." && String(scalar)._nfcCodeUnits.contains(0x2E)
    }
    #expect(found.isEmpty, "\(found)")
  }

  /// Every listed sequence has fewer scalars than the window keeps ahead.
  @Test func emojiLookaheadIsLongEnough() {
    let longest = EmojiCatalog.allEntries.map { $0.string.unicodeScalars.count }.max() ?? 0
    #expect(longest > 0 && longest < WeightedLength.emojiLookahead)
  }

  /// The scalars of an inert piece read by position in any order, near and
  /// far from the positions read before, are the array's.
  @Test func utf8ScalarsReadInAnyOrder() {
    let failure = PropertyCheck(seed: 0x0FF5, cases: 300).failure(generate: { random in
      (0..<random.next(below: 400)).map { _ in random.pick(["a", "中", "😷", "é", "\r\n", "𠀋", ".", "\r"]) }
    }) { pieces in
      var text = pieces.joined()
      return text.withUTF8 { bytes in
        let view = WeightedLength.UTF8Scalars(bytes)
        let scalars = Self.scalars(String(decoding: bytes, as: UTF8.self))
        guard view.count == scalars.count else { return "count \(view.count), expected \(scalars.count)" }
        guard !scalars.isEmpty else { return nil }
        var random = SplitMix64(seed: UInt64(scalars.count))
        for _ in 0..<scalars.count * 3 {
          // Far, or near the position read last.
          let near = Swift.min(scalars.count - 1, Swift.max(0, view.cursors.scalar.0 + random.next(below: 5) - 2))
          let i = random.next(below: 3) == 0 ? random.next(below: scalars.count) : near
          if view[i] != scalars[i] { return "at \(i): \(view[i]), expected \(scalars[i])" }
        }
        return nil
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// URL recognition over `ScalarSource` (the one kind of text the
  /// WebAssembly build recognizes URLs in) finds what it finds in the text
  /// it wraps: an array (with and without the head's table, made from
  /// either), an ASCII piece and an inert piece read from their bytes, on
  /// seeded texts of labels, dots, top-level domains, protocols, paths,
  /// queries, CJK, accents and line breaks.
  @Test func urlsFoundThroughTheScalarSource() {
    let pieces = [
      "a", "co", "com", "-", "_", ".", ".", "中", "xn--a", "é", "http://", "https://", "/", "(a)", "?q=1", " ", "t.co/",
      "ab", "\r\n", "\r", ":80",
    ]
    func units(_ text: some ScalarText, head: URLRecognition.HeadLabels? = nil) -> [URLRecognition.Unit] {
      var steps = 0
      var units: [URLRecognition.Unit] = []
      URLRecognition.recognize(text, steps: &steps, head: head) { units.append($0) }
      return units
    }
    let failure = PropertyCheck(seed: 0x5C5, cases: 200).failure(generate: { random in
      (0..<random.next(below: 24)).map { _ in random.pick(pieces) }
    }) { pieces in
      var text = pieces.joined()
      let scalars = Self.scalars(text)
      let expected = units(scalars)
      func viewed(_ text: some ScalarText, head: URLRecognition.HeadLabels? = nil) -> [URLRecognition.Unit] {
        text.withScalarSource { units($0, head: head) }
      }
      guard viewed(scalars) == expected else { return "array" }
      if let head = URLRecognition.HeadLabels(scalars),
        let viewedHead = scalars.withScalarSource({ URLRecognition.HeadLabels(reading: $0) })
      {
        for end in stride(from: 0, through: scalars.count, by: 3) {
          let prefix = Array(scalars[0..<end])
          guard viewed(prefix, head: viewedHead) == units(prefix, head: head) else { return "head, cut at \(end)" }
        }
      }
      return text.withUTF8 { bytes in
        if bytes.allSatisfy({ $0 < 0x80 }), viewed(WeightedLength.ASCIIScalars(bytes)) != expected { return "ASCII" }
        return viewed(WeightedLength.UTF8Scalars(bytes)) == expected ? nil : "UTF-8"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The IDNA length read a label at a time in place is the one of the
  /// domain split into copied labels (the last empty one dropped, each label
  /// by `asciiCount(ofLabel:)`), on domains of dots, the other IDNA dots,
  /// characters nameprep drops, fullwidth forms and long labels.
  @Test func idnaLengthReadInPlace() {
    func split(_ domain: [UInt32]) -> Int? {
      var labels = domain[...].split(omittingEmptySubsequences: false) { IDNA.isDot($0) }
      if labels.count > 1, labels.last!.isEmpty { labels.removeLast() }
      var total = labels.count - 1
      for label in labels {
        guard let count = IDNA.asciiCount(ofLabel: label) else { return nil }
        total += count
      }
      return total
    }
    let parts: [[UInt32]] = [
      [0x61], [0x2E], [0x3002], [0xFF0E], [0xAD], [0x200B], [0xFF41], [0x4E2D], [0xE9], [0x5F], [0x2D], [0xFFFD],
      Array(repeating: 0x62, count: 60), Array(repeating: 0x4E2D, count: 30), Array(repeating: 0xAD, count: 70),
    ]
    let failure = PropertyCheck(seed: 0x1D4A, cases: 4000).failure(generate: { random in
      (0..<random.next(below: 12)).flatMap { _ in random.pick(parts) }
    }) { domain in
      let found = IDNA.asciiCount(of: domain[...])
      return found == split(domain) ? nil : "\(domain): \(found.map(String.init) ?? "nil"), split \(split(domain).map(String.init) ?? "nil")"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A text's scalars as the reference reads an inert one: `\r\n` one
  /// `\n` at the end, any other `\r` a `\n`.
  static func scalars(_ text: String) -> [UInt32] {
    var values = text.unicodeScalars.map { $0.value == 0x0D ? 0x0A : $0.value }
    if text.utf8.suffix(2).elementsEqual([0x0D, 0x0A]) { values.removeLast() }
    return values
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

  /// A prefix summed from the whole text's reading (`PiecePrefixes`: its
  /// search's starts, labels, paths, emoji and running sums) is the prefix
  /// summed alone, at every Character boundary, longest first as the
  /// weighted prefix asks.
  @Test func prefixesFromTheWholeTextAreThemselves() {
    let emoji = HardPieces.rgiEmoji
    let long = [
      "a.co", "x.co/(a)", "\u{FFFD}", ".", "xn--bcher-kva.ch", "a_b.", "中", "https://t.co/abc?d=1", ",", "(", ")",
      ":80", "?a,", "éa.b", "\u{AD}", "/", "x.co/a,,,,,,,,,,,,,,,,,,,,,,,,,,(b)",
    ]
    let failure = PropertyCheck(seed: 0xC4EC, cases: 600).failure(generate: { random in
      (0..<random.next(below: 40)).map { _ in
        random.next(below: 2) == 0 ? random.pick(long) : Self.piece(&random, emoji: emoji)
      }
    }) { pieces in
      var text = pieces.joined()
      return text.withUTF8 { bytes in
        let normalized = WeightedLength.NormalizedText(bytes)
        for (index, weights) in Self.configurations.enumerated() {
          guard let prefixes = WeightedLength.PiecePrefixes(normalized, from: 0, weights) else { continue }
          for start in normalized.characterStarts.reversed() {
            let prefix = Array(normalized.scalars[0..<start.scalar])
            let alone = weights.sum(normalized, scalars: start.scalar, rawLimit: .max)
            let shared = prefixes.sum(of: prefix, rawLimit: .max)
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
