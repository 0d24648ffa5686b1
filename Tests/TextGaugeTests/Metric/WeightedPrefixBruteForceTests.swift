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

  /// How the prefix differs from the longest whose own measure fits,
  /// with chunks of 200 bytes, at the budgets of every `every`-th of the
  /// last `characters` Characters' prefixes (and one more): the answer
  /// lies among those, so the brute force measures only them.
  static func longestNearTheEnd(_ text: inout String, characters: Int, every: Int) -> String? {
    let boundaries = Array(text.indices.suffix(characters)) + [text.endIndex]
    let measures = boundaries.map { Self.tweet.measure(text[..<$0]) }
    for index in stride(from: 0, to: measures.count, by: every) {
      for budget in [measures[index], measures[index] + 1] {
        let longest = boundaries[measures.lastIndex { $0 <= budget }!]
        if let failure = Self.mismatch(&text, budget: budget, expected: text[..<longest], firstHead: 200) {
          return failure
        }
      }
    }
    return nil
  }

  /// A few of `around.0`, one of `starts`, then `characters` scalars of
  /// `pieces`, mostly a few of them; in half the texts one of `ends.0` in
  /// `ends.1` pieces; then a few of `around.1`.
  static func longRun(
    _ random: inout SplitMix64, around: ([String], [String]), starts: [String], of pieces: [String],
    ends: ([String], Int), characters: Range<Int>
  ) -> [String] {
    var run = (0..<random.next(below: 3)).map { _ in random.pick(around.0) }
    run.append(random.pick(starts))
    let favoured = (0...random.next(below: 4)).map { _ in random.pick(pieces) }
    let (count, end) = (characters.lowerBound + random.next(below: characters.count), random.oneIn(2))
    var length = 0
    while length < count {
      let piece =
        end && random.oneIn(ends.1) ? random.pick(ends.0) : random.pick(random.oneIn(4) ? pieces : favoured)
      run.append(piece)
      length += piece.unicodeScalars.count
    }
    return run + (0..<random.next(below: 8)).map { _ in random.pick(around.1) }
  }

  /// Seeded texts with a URL whose path runs past 4,096 characters (no URL
  /// then: its text counts), its pieces drawn mostly from a few of `path`,
  /// then more pieces: the prefix is the longest whose own measure fits
  /// when chunks are short (each summed after a context of 4,229 bytes
  /// past a path split), for budgets that put the answer in the last 500
  /// Characters (so that the brute force measures only those prefixes).
  @Test func longPathsCutInsidePrefixIsTheLongestThatFits() {
    let starts = ["x.co/", "https://a.co:80/", "(x.co/", "中x.co/", "a.co/", ",t.co/"]
    let failure = PropertyCheck(seed: 0x45B6, cases: 6).failure(generate: { random in
      Self.longRun(
        &random, around: (Self.unspaced, Self.dotted), starts: starts, of: Self.path, ends: (Self.pathEnds, 1_000),
        characters: 4_300..<5_500)
    }) { pieces in
      var text = pieces.joined()
      return Self.longestNearTheEnd(&text, characters: 500, every: 100)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// What a chain of labels over 4,096 characters is made of, around its
  /// chain splits (`DottedRuns.chainSplits`): labels a top-level domain
  /// follows or not (`a.coa.co`, every `co` followed by a letter, holds
  /// no pair but its last), CJK and accented letters (label characters
  /// before which a URL may start); in half the texts, now and then `-`
  /// and `_` inside labels and after a top-level domain, or what breaks
  /// the chain or ends it (an empty label, a label that ends with `-`, a
  /// path, a port, a query, a soft hyphen IDNA maps to nothing, a space).
  static let chain: [String] = [
    "a.", "co.", "com.", "a.co", "coa.", "x1.", "9.", "io.", "b.", "中.", "é.", "co中", "a", "ab", "xn--a.", "A.CO.",
  ]
  static let chainEnds: [String] = [
    "a-b.", "a_b.", "co_a.", "..", "a-.", "-a.", "a.co-", "/p(a)", ":80/", "?q=1", " ", "\u{AD}", "(", "@", "中", "😀", "a.co/",
    "https://a.co",
  ]

  /// The splits `WeightedLength.split` finds in `text` (chunks of at least
  /// `spacing` bytes), and what the text after each is read after.
  static func splits(_ text: String, spacing: Int) -> [(offset: Int, context: WeightedLength.DottedRuns.Context)] {
    var text = text
    return text.withUTF8 { bytes in
      var (start, after, dotless) = (0, WeightedLength.DottedRuns.Context.none, 0)
      var dotted = WeightedLength.DottedRuns(spacing: spacing)
      var found: [(offset: Int, context: WeightedLength.DottedRuns.Context)] = []
      while let split = WeightedLength.split(
        bytes, from: start, after: after, atLeast: start + spacing, before: bytes.count, dotless: &dotless,
        dotted: &dotted)
      {
        found.append(split)
        (start, after) = (split.offset, split.context)
      }
      return found
    }
  }

  /// Where the scan with chunks of 200 bytes ends otherwise than the scan
  /// that reads `text` whole (no chunk), at budgets that put the prefix
  /// past its middle; nil when it never does.
  static func cutAsReadWhole(_ text: String) -> String? {
    var copy = text
    let total = tweet.measure(text)
    for budget in [total / 2, total - 1] {
      let (whole, cut) = copy.withUTF8 {
        (
          WeightedLength.twitter.scan($0, limit: budget, firstHead: $0.count + 1).end,
          WeightedLength.twitter.scan($0, limit: budget, firstHead: 200).end
        )
      }
      if cut != whole { return "budget \(budget): \(cut) bytes, read whole \(whole)" }
    }
    return nil
  }

  /// Chain splits come in a chain of labels whose match is too long to be
  /// a URL, or that holds none, once 4,096 characters from its start, and
  /// not where its match may be a URL (a short one begins it, no start may
  /// precede it): the prefix is the one read whole finds.
  @Test func chainSplitsComeWhereTheMatchIsTooLongOrNone() {
    let chains: [(text: String, splits: Bool)] = [
      (String(repeating: "a.co", count: 1_400), true),  // one pair, at the end
      (String(repeating: "a.co.", count: 1_100), true),  // a pair in every other label
      (" " + String(repeating: "éa.b", count: 1_400), true),  // no pair
      (String(repeating: String(repeating: "a.co", count: 1_100) + "中", count: 2), true),
      ("(" + String(repeating: "a.co.", count: 1_100), true),
      ("中https://" + String(repeating: "a.", count: 2_800) + "co/x", true),
      ("https://" + String(repeating: "a.", count: 2_039) + "co " + String(repeating: "a.co", count: 1_400), true),
      ("a.co." + String(repeating: "b.", count: 2_800), false),  // `a.co` a URL in the head
      ("@" + String(repeating: "a.co.", count: 1_100), false),  // no start after `@`
      ("a" + String(repeating: "-a.co", count: 1_100), false),  // a start after every `-`
    ]
    for (text, expected) in chains {
      let found = Self.splits(text, spacing: 200)
      let name = String(text.prefix(12)).debugDescription
      #expect(found.filter { $0.context == .chain }.count >= (expected ? 4 : 0), "\(name)")
      #expect(expected || found.isEmpty, "\(name)")
      #expect(Self.cutAsReadWhole(text) == nil, "\(name): \(Self.cutAsReadWhole(text) ?? "")")
    }
  }

  /// URLs of just over 4,096 characters (no URL then) run together through
  /// CJK, which is a label character: each match's domain ends at its last
  /// label pair, whose top-level domain is in the chain's last label, so
  /// the search has read only up to that domain when it tries the `中`
  /// after it (`Labels.settleSegment`), and the text splits before the
  /// next `https://`; the prefix is the one read whole finds.
  @Test func urlsRunTogetherThroughCJKSplitBetweenThem() {
    let url = "https://" + String(repeating: "a.", count: 2_040) + "co中" + String(repeating: "a.co", count: 20)
    let badLabel = "https://" + String(repeating: "a.", count: 100) + String(repeating: "b", count: 64) + "."
      + String(repeating: "a.", count: 1_900) + "co中" + String(repeating: "a.co", count: 20)
    for unit in [url + "中", badLabel + "中"] {
      let text = String(repeating: unit, count: 3)
      let found = Self.splits(text, spacing: 200)
      #expect(found.count == 2 && found.allSatisfy { $0.context == .none }, "\(found)")
      #expect(Self.cutAsReadWhole(text) == nil, "\(Self.cutAsReadWhole(text) ?? "")")
    }
  }

  /// Seeded texts with a chain of labels running past 4,096 characters,
  /// its pieces drawn mostly from a few of `chain`, after what may or may
  /// not precede a URL: the prefix is the longest whose own measure fits
  /// when chunks are short (each summed after a context of 4,234 bytes
  /// past a chain split), for budgets that put the answer in the last 100
  /// Characters; half the texts or more have chain splits.
  @Test func longChainsCutInsidePrefixIsTheLongestThatFits() {
    let starts = ["", " ", "(", "中", "é", "@", "/", ",", "https://", "中HTTP://", "a.co.", "ab.co.a"]
    var split = 0
    let failure = PropertyCheck(seed: 0x45C7, cases: 4).failure(generate: { random in
      Self.longRun(
        &random, around: (Self.unspaced, Self.dotted), starts: starts, of: Self.chain, ends: (Self.chainEnds, 2_000),
        characters: 5_000..<6_500)
    }) { pieces in
      var text = pieces.joined()
      if Self.splits(text, spacing: 200).contains(where: { $0.context == .chain }) { split += 1 }
      return Self.longestNearTheEnd(&text, characters: 100, every: 25)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(split >= 2, "\(split) of 4 texts have chain splits")
  }

  /// Runs that NFC changes or that are not inert split as the inert ones
  /// do, through their NFC and between Characters only: inside a path over
  /// 4,096 characters of letters with marks (composed or not), and after
  /// the run's last dot where the search read nothing (Greek after a
  /// path, a symbol whose NFC has three scalars); never inside one
  /// Character. The prefix is the one read whole finds.
  @Test func runsNFCChangesSplitBetweenCharacters() {
    let runs: [(text: String, context: WeightedLength.DottedRuns.Context?)] = [
      ("x.co/" + String(repeating: "e\u{301}", count: 5_000), .path),
      ("(https://a.co/" + String(repeating: "q\u{301}", count: 5_000) + " a.co", .path),
      ("x.co/" + String(repeating: "αβγ", count: 2_000), WeightedLength.DottedRuns.Context.none),
      ("x.co/" + String(repeating: "\u{1D160}", count: 3_000), WeightedLength.DottedRuns.Context.none),
      // The path's 4,096th character inside one Character.
      ("x.co/" + String(repeating: "e\u{301}", count: 2_100) + String(repeating: "\u{301}", count: 6_000), nil),
      ("a.co" + String(repeating: "\u{301}", count: 6_000), nil),  // one Character after `a.co`
      ("@" + String(repeating: "e\u{301}a.co.", count: 1_000), nil),  // no start after `@`
    ]
    for (text, context) in runs {
      let found = Self.splits(text, spacing: 200)
      let name = String(text.prefix(12)).debugDescription
      if let context {
        #expect(found.count >= 4 && found.contains { $0.context == context }, "\(name): \(found.count)")
      } else {
        #expect(found.isEmpty, "\(name): \(found.count)")
      }
      // Every split begins a Character.
      let starts = Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) })
      #expect(found.allSatisfy { starts.contains($0.offset) }, "\(name)")
      #expect(Self.cutAsReadWhole(text) == nil, "\(name): \(Self.cutAsReadWhole(text) ?? "")")
    }
  }

  /// Seeded runs over 4,096 characters that NFC changes (letters with
  /// marks, decomposed or not, Greek, a symbol NFC expands, Hangul jamo,
  /// Thai, emoji and their pieces) after a URL's path or domain, among the
  /// path's characters: the prefix is the longest whose own measure fits
  /// when chunks are short, for budgets that put the answer in the last 100
  /// Characters; most texts have splits.
  @Test func runsNFCChangesCutInsidePrefixIsTheLongestThatFits() {
    let starts = ["x.co/", "https://a.co:80/", "(x.co/", "中x.co/", "a.co", "x.co/(a)", "é.co/"]
    let pieces = [
      "e\u{301}", "q\u{301}", "αβγ", "\u{1D160}", "é", "ά", "\u{1F71}", "\u{212B}", "\u{0958}", "\u{1100}\u{1161}",
      "ก\u{0E31}", "a", "(a)", "д", "中", ",", "-",
    ]
    let ends = [
      "\u{301}", "😀", "👍🏽", "1\u{FE0F}\u{20E3}", "🇦🇦", "\u{200D}", "\u{FE0F}", "\u{AD}", ".", "a.co", " ", "/",
    ]
    var split = 0
    let failure = PropertyCheck(seed: 0x45D1, cases: 6).failure(generate: { random in
      Self.longRun(
        &random, around: (Self.unspaced, Self.dotted), starts: starts, of: pieces, ends: (ends, 500),
        characters: 4_400..<6_000)
    }) { pieces in
      var text = pieces.joined()
      if !Self.splits(text, spacing: 200).isEmpty { split += 1 }
      return Self.longestNearTheEnd(&text, characters: 100, every: 25)
    }
    #expect(failure == nil, "\(failure ?? "")")
    #expect(split >= 3, "\(split) of 6 texts have splits")
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
