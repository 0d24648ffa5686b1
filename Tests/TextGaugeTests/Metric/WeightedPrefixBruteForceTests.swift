import Testing
import TestSupport

@testable import TextGauge

/// The weighted prefix (`prefix(_:fitting:)`, `WeightedLength.scan`)
/// against its definition, read the slow way: the longest prefix ending on
/// a Character boundary whose weighted length, measured as a text of its
/// own, is within the budget. The texts are of the pieces that make a
/// prefix's measure not monotonic: URLs with parentheses, URLs cut short
/// or made valid by the cut (one over twitter-text's 4,096 characters, one
/// with a 64-character label IDNA refuses), emoji chains, spaces and line
/// breaks between them (where `longestFitting` splits the text).
@Suite struct WeightedPrefixBruteForceTests {
  static let tweet = TextMetric.weighted(.twitter)

  /// The longest Character-boundary prefix of `text` measuring at most
  /// `budget`, every prefix measured from the longest down.
  static func bruteForcePrefix(_ text: String, budget: Int) -> Substring {
    var end = text.endIndex
    while end > text.startIndex {
      if tweet.measure(text[..<end]) <= budget { return text[..<end] }
      end = text.index(before: end)
    }
    return text[..<end]
  }

  /// How `prefix(_:fitting:)`, and the scan from heads cut every 8 bytes
  /// after chunks summed from every plain split (`plainSplit`), differ
  /// from `expected`; nil when neither does. Chunks are `firstHead` bytes
  /// at least.
  static func mismatch(_ text: inout String, budget: Int, expected: Substring, firstHead: Int = 1) -> String? {
    let found = tweet.prefix(text, fitting: budget)
    if found != expected { return "budget \(budget): \(found.utf8.count) bytes, brute force \(expected.utf8.count)" }
    let cut = text.withUTF8 { WeightedLength.twitter.scan($0, limit: budget, firstHead: firstHead).end }
    return cut == expected.utf8.count ? nil : "budget \(budget), heads and chunks cut: \(cut) bytes"
  }

  /// The texts of `pieces`, a dozen budgets across the whole: how the
  /// prefix differs from the longest whose own measure fits (every
  /// Character boundary's prefix measured once); nil when it does not.
  static func longestAtSpreadBudgets(_ pieces: [String]) -> String? {
    var text = pieces.joined()
    let boundaries = Array(text.indices) + [text.endIndex]
    let measures = boundaries.map { Self.tweet.measure(text[..<$0]) }
    let spread = stride(from: 0, through: measures.last!, by: Swift.max(measures.last! / 12, 1))
    for budget in Set([0, 1, 22, 23, 24, 25, 46, 47] + spread).sorted() {
      let longest = measures.lastIndex { $0 <= budget }.map { boundaries[$0] } ?? text.startIndex
      if let failure = Self.mismatch(&text, budget: budget, expected: text[..<longest]) { return failure }
    }
    return nil
  }

  static let pieces: [String] = [
    "x.co/(a)", "x.co/((a))", "a.co", "a.co.", "https://", "t.co/abc", ".com", "(x)", "((y))", "(", ")", "/path",
    "?q=1", String(repeating: "l", count: 64), "👨‍👩‍👧", "👨‍👨‍👨‍👨", "\u{200D}👨", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "🇦🇦", "中文", "é", "e\u{301}",
    " ", " ", " ", "\n", "\r\n",
  ]

  /// Short seeded texts, every budget from 0 to past the whole: the prefix
  /// is the brute force's, from one head and from heads cut every 8 bytes.
  @Test func shortTextsPrefixIsTheLongestThatFits() {
    let failure = PropertyCheck(seed: 0x45B2, cases: 60).failure(generate: { random in
      (0..<random.next(below: 10)).map { _ in
        random.oneIn(3) ? HardPieces.piece(&random) : random.pick(Self.pieces)
      }
    }) { pieces in
      var text = pieces.joined()
      let total = Self.tweet.measure(text)
      let budgets = Set([0, 1, 2, 22, 23, 24, total / 2, total - 1, total].filter { $0 >= 0 })
      for budget in budgets.sorted() {
        if let failure = Self.mismatch(&text, budget: budget, expected: Self.bruteForcePrefix(text, budget: budget)) {
          return failure
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// URL pieces without a space or a line break, so that every candidate
  /// lies in one piece and is summed from the piece's reading
  /// (`PiecePrefixes`): paths whose end moves with the cut, groups,
  /// queries and ports, labels joined and broken, a scalar IDNA drops,
  /// domains without a top-level domain, emoji inside and between URLs.
  static let unspaced: [String] = [
    "x.co/(a)", "x.co/", "(a)", "((b))", "a.co", "(a.co)", "a.", "co", ".", ",", "/", "(", ")", "?", "?a,", "=",
    ":80", "x.co:8", "1", "éa.b", "中", "中.co", "。", "\u{AD}", "xn--ls8h", "https://", "t.co/x", "_", "-", "😀",
    "👨‍👩‍👧", "🇦", "#", "@", "3.5", "中3.", ".1co",
  ]

  /// What lies around the splits of a run without spaces that may hold a
  /// URL (`WeightedLength.DottedRuns`): the punctuation that may precede a
  /// URL before ASCII, and what it may not (`-_./`, `@`, `#`, `$`), next to
  /// URLs with and without a protocol, ports, paths, groups and queries
  /// that reach across them, a CJK ideograph before ASCII (some end a
  /// top-level domain, `公司`, which ASCII after it undoes), a scalar NFC
  /// changes (the window that holds it is not cut), and emoji.
  static let dotted: [String] = [
    "a.co", "x.co/(a)", "x.co/", "b.de", "https://", "http:", "//", "HTTP://x.co", "t.co/ab", ".com", "a.b", "3.5",
    ":80", "?a=b&c", "(", ")", ",", ";", "\"", "!", ":", "?", "=", "&", "'", "*", "[", "]", "{", "}", "<", ">", "|",
    "~", "^", "%", "+", "-", "_", ".", "/", "@", "#", "$", "中", "中.co", "a", "Z", "9", "e\u{301}", "é", "😀",
    "1\u{FE0F}\u{20E3}", "xn--ls8h", "(éa.bz", "(中.co", "a.公司", "(a.公司", "公司", ".中国", "(x.中国", "中国", "b.",
  ]

  /// Seeded texts of those pieces, unspaced, a dozen budgets across the
  /// whole: the prefix is the longest whose own measure fits, when every
  /// chunk is as short as it can be.
  @Test func dottedRunsCutWhereNoURLReachesPrefixIsTheLongestThatFits() {
    let failure = PropertyCheck(seed: 0x45B5, cases: 40).failure(generate: { random in
      (0..<random.next(below: 48)).map { _ in random.pick(Self.dotted) }
    }, property: Self.longestAtSpreadBudgets)
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The lower bound lets a URL start only before a dot followed by a
  /// scalar that is not an ASCII digit (`candidates`' `lastTopLevelDot`):
  /// no top-level domain of twitter-text's lists begins with one.
  @Test func noTopLevelDomainBeginsWithADigit() {
    let starts = topLevelDomainStarts.dropLast().map { topLevelDomainUTF8[Int($0)] }
    #expect(!starts.isEmpty && starts.allSatisfy { $0 &- 0x30 >= 10 })
  }

  /// A domain of hundreds of numeric labels (`x.1.1…1.co`, one URL of 23):
  /// heads cut right after a dot whose top-level domain is past the cut
  /// still let the URL start far before it, every dot in them being
  /// followed by a digit.
  @Test func numericLabelsAcrossACutPrefixIsTheLongestThatFits() {
    var failures: [String] = []
    for count in [100, 300] {
      var text = "x" + String(repeating: ".1", count: count) + ".co 中"
      for budget in [22, 23, 30, 100] {
        if let failure = Self.mismatch(&text, budget: budget, expected: Self.bruteForcePrefix(text, budget: budget)) {
          failures.append("\(count) labels: \(failure)")
        }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// Unspaced seeded texts of up to 64 pieces, a dozen budgets across the whole:
  /// the prefix is the longest whose own measure fits (every Character
  /// boundary's prefix measured once), from one head and from heads cut
  /// every 8 bytes.
  @Test func unspacedTextsPrefixIsTheLongestThatFits() {
    let failure = PropertyCheck(seed: 0x45B3, cases: 30).failure(generate: { random in
      (0..<random.next(below: 64)).map { _ in random.pick(Self.unspaced) }
    }, property: Self.longestAtSpreadBudgets)
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A URL two characters over the 4,096 twitter-text allows with its
  /// protocol (counted per character, valid once cut), a long path rather
  /// than a chain of labels so that measuring it is quick, between spaced
  /// pieces: the budgets put the answer near the text's end, so that the
  /// brute force measures few prefixes.
  @Test func overLongURLPrefixIsTheLongestThatFits() {
    let overLong = "https://x.co/" + String(repeating: "a", count: 4_077)
    var failures: [String] = []
    for (before, after) in [("", ""), ("ab ", " a.co"), ("中 👍🏽 x.co/(a) ", "(b) a.co"), ("a\n", "\n🇦🇦")] {
      let text = before + overLong + after
      let head = Self.tweet.measure(before)
      for budget in [head + 23, Self.tweet.measure(text) - 1] {
        let found = Self.tweet.prefix(text, fitting: budget)
        let expected = Self.bruteForcePrefix(text, budget: budget)
        if found != expected { failures.append("\(before.debugDescription) + URL + \(after.debugDescription), budget \(budget)") }
      }
    }
    #expect(failures.isEmpty, "\(failures)")
  }

  /// What a path over 4,096 characters is made of, around its path splits
  /// (`DottedRuns.pathSplits`): characters that may end a path and ones
  /// that may not, balanced groups (nested), domains and URLs inside the
  /// path (`,b.com`); in half the texts, now and then what ends it (a
  /// parenthesis alone, a query, CJK, an emoji, a space) or what NFC
  /// changes.
  static let path: [String] = [
    "(a)", "((b))", "(a(b)c)", "a", "abc", "Z9", ".", ",", "!", "-", "_", "/", "x.co", "a.co", ",b.com", "#", "*",
    "'", ";", ":", "=", "+", "%", "$", "[", "]", "~", "&", "|", "@", "é", "д",
  ]
  static let pathEnds: [String] = [
    "(", ")", "–", "?q=1", "中", "😀", " ", "e\u{301}", "1\u{FE0F}\u{20E3}", "\u{AD}", "(中)", "a.公司",
  ]

  /// Seeded texts with a URL whose path runs past 4,096 characters (no URL
  /// then: its text counts), its pieces drawn mostly from a few of `path`,
  /// then more pieces: the prefix is the longest whose own measure fits
  /// when chunks are short (each summed after a context of 4,229 bytes
  /// past a path split), for budgets that put the answer in the last 500
  /// Characters (so that the brute force measures only those prefixes).
  @Test func longPathsCutInsidePrefixIsTheLongestThatFits() {
    let starts = ["x.co/", "https://a.co:80/", "(x.co/", "中x.co/", "a.co/", ",t.co/"]
    let failure = PropertyCheck(seed: 0x45B6, cases: 6).failure(generate: { random in
      var pieces = (0..<random.next(below: 3)).map { _ in random.pick(Self.unspaced) }
      pieces.append(random.pick(starts))
      let favoured = (0...random.next(below: 4)).map { _ in random.pick(Self.path) }
      let (count, end) = (4_300 + random.next(below: 1_200), random.oneIn(2))
      var length = 0
      while length < count {
        let piece =
          end && random.oneIn(1_000) ? random.pick(Self.pathEnds) : random.pick(random.oneIn(4) ? Self.path : favoured)
        pieces.append(piece)
        length += piece.unicodeScalars.count
      }
      return pieces + (0..<random.next(below: 8)).map { _ in random.pick(Self.dotted) }
    }) { pieces in
      var text = pieces.joined()
      let boundaries = Array(text.indices.suffix(500)) + [text.endIndex]
      let measures = boundaries.map { Self.tweet.measure(text[..<$0]) }
      for index in stride(from: 0, to: measures.count, by: 100) {
        for budget in [measures[index], measures[index] + 1] {
          let longest = boundaries[measures.lastIndex { $0 <= budget }!]
          if let failure = Self.mismatch(&text, budget: budget, expected: text[..<longest], firstHead: 200) {
            return failure
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// What lies around the splits of a run that can hold no URL: keycaps
  /// and their bases, regional indicators, skin tones, ZWJ, a variation
  /// selector alone, Prepend, combining marks, Hangul jamo and syllables,
  /// `\r\n`, spaces before what ends no Character and before emoji,
  /// Cyrillic, Greek and Thai letters and vowels, a Devanagari conjunct
  /// (whole: a virama with no consonant before it joins the next one as of
  /// Unicode 18.0's GB9c, but not in the standard library's Characters that
  /// the brute force walks),
  /// scalars NFC replaces (`Å` U+212B, `;` U+037E, U+0958), a domain
  /// twitter-text reads differently after a space (` éa.bz`), dots before
  /// digits (`3.5`, which no top-level domain follows); now and then a
  /// `.` before a letter (a run that may hold a URL is not cut).
  static let plain: [String] = [
    "a", "ab", "Z~", "1", "#", "*", "1\u{FE0F}\u{20E3}", "#\u{20E3}", "中", "中文", "\u{0600}", "\u{110BD}", "\r",
    "\n", "\r\n", " ", " \u{301}", "e\u{301}", "\u{301}", "🇦", "🇨", "😀", "👍🏽", "\u{1F3FD}", "\u{FE0F}", "\u{200D}",
    "한", "\u{1100}", "\u{1161}", "\u{11A8}", "👨‍👩‍👧", "ｱ", "\u{FEFF}", " \u{1F3FD}", " 🇦🇨", " 😀",
    "при", "вет", "ά", "\u{1F71}", "\u{212B}", "\u{037E}", "ก", "เ", "\u{0E33}", "\u{0E31}", "क\u{094D}ष",
    "\u{093F}", "\u{0958}", "가", "각", "\u{2764}", "\u{200D}\u{2764}", "\u{3000}", "\u{00A0}",
    " éa.bz", "дa", "3.5", "1.", ".7", "v1.0",
  ]

  /// No sequence of emoji-test.txt has two scalars in a row that both
  /// `open` a split (UTS #51: a sequence goes on with U+FE0F, U+20E3, ZWJ,
  /// a modifier, a tag or a regional indicator), so the split between two
  /// such scalars cuts no emoji.
  @Test(.needsUnicodeFiles) func noEmojiSequenceHoldsASplit() throws {
    var split: [String] = []
    for line in try EmojiTestFile().lines {
      Array(line.text.utf8).withUnsafeBufferPointer { bytes in
        var (previous, i) = (false, 0)
        while i < bytes.count {
          let opens = WeightedLength.opens(bytes, at: i)
          if previous && opens { split.append(line.name) }
          previous = opens
          i += UTF8Bytes.decodeWellFormed(bytes.baseAddress!, at: i).length
        }
      }
    }
    #expect(split.isEmpty, "\(split)")
  }

  /// Seeded texts of those pieces, every budget: the prefix is the brute
  /// force's when every chunk is as short as it can be.
  @Test func plainRunsCutInChunksPrefixIsTheLongestThatFits() {
    let failure = PropertyCheck(seed: 0x45B4, cases: 80).failure(generate: { random in
      (0..<random.next(below: 24)).map { _ in random.oneIn(40) ? "a.co" : random.pick(Self.plain) }
    }) { pieces in
      var text = pieces.joined()
      for budget in 0...(Self.tweet.measure(text) + 1) {
        if let failure = Self.mismatch(&text, budget: budget, expected: Self.bruteForcePrefix(text, budget: budget)) {
          return failure
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
