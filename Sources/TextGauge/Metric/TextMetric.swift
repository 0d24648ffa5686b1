/// How long a text is, for length limits: one abstraction over the ways
/// products count, with measuring, checking and truncating that never splits
/// a `Character` (an extended grapheme cluster, UAX #29).
///
/// The same text measures differently in each metric:
///
/// | Text | characters | unicodeScalars | utf16 | utf8 | gb18030 | displayWidth |
/// |---|---|---|---|---|---|---|
/// | `中文abc😀` | 6 | 6 | 7 | 13 | 11 | 9 |
/// | `𠀋` (Extension B) | 1 | 1 | 2 | 4 | 4 | 2 |
/// | `©` | 1 | 1 | 1 | 2 | 4 | 1 |
/// | `👨‍👩‍👧` (family) | 1 | 5 | 8 | 18 | 20 | 2 |
///
/// ```swift
/// let limit = TextMetric.gb18030(.gb2022)     // "Chinese counts 2, English 1"
/// limit.measure("中文abc😀")                    // 11
/// limit.fits("中文abc😀", budget: 10)           // false
/// limit.prefix("中文abc😀", fitting: 10)        // "中文abc" (😀 needs 4 more bytes)
/// limit.truncated("中文abc😀", fitting: 10)     // "中文abc…" (… is 2 bytes)
/// TextMetric.displayWidth().measure("中文abc😀") // 9 columns
/// TextMetric.utf16.prefix("a👨‍👩‍👧", fitting: 5)  // "a": the family is one Character
/// ```
///
/// Budgets: a negative budget is treated as 0, so the empty text fits it and
/// `prefix` returns an empty prefix. Weights of `custom` metrics should not be
/// negative; `prefix` stops at the first Character that takes the running
/// total over the budget. A `custom` total saturates at `Int.max` (and
/// `Int.min`) instead of overflowing: `.custom { _ in Int.max }` measures
/// `"abc"` as `Int.max`, never a trap.
public enum TextMetric: Sendable {
  /// Characters: what a person sees as one character, the extended
  /// grapheme clusters of UAX #29 as the Unicode version of TextGauge's
  /// tables defines them (``GraphemeClusterView``), on every OS. The same
  /// as `String.count` where the Swift runtime implements that version.
  case characters
  /// Unicode scalars (code points other than surrogates).
  case unicodeScalars
  /// UTF-16 code units: what `NSString.length`, UIKit's text fields and
  /// JavaScript's `length` count; 2 for a scalar outside the BMP.
  case utf16
  /// UTF-8 bytes, what a database column sized in bytes counts.
  case utf8
  /// GB 18030 bytes in an edition: Chinese counts 2, ASCII 1, emoji 4
  /// (see ``GB18030``). The edition defaults to GB 18030-2022, as
  /// everywhere an edition can be omitted: `.gb18030()` and ``gb18030``
  /// are `.gb18030(.gb2022)`.
  case gb18030(GB18030.Edition = .gb2022)
  /// Columns of a monospaced display (terminals, fixed-width tables,
  /// receipt printers): 2 for East Asian wide and fullwidth characters and
  /// for every emoji, 0 for combining marks, format and control characters
  /// and Hangul medial vowels and final consonants in a syllable, 1 otherwise; ambiguous
  /// characters (`°`, `Ω`, `①`) 1 or, with `.wide`, 2 (UAX #11, UTS #51).
  ///
  /// ```swift
  /// let columns = TextMetric.displayWidth()
  /// columns.measure("中文abc😀")                // 9
  /// columns.prefix("中文abc😀", fitting: 6)     // "中文ab"
  /// TextMetric.displayWidth(ambiguous: .wide).measure("①②")  // 4
  /// ```
  ///
  /// A Character never counts less than its first scalar's width, and
  /// widths add up over Character boundaries, so `prefix` in columns ends
  /// on a Character and measures at most the budget.
  case displayWidth(ambiguous: AmbiguousWidth = .narrow)
  /// 字数, the word count of Chinese word processors and writing platforms:
  /// each Chinese character (and kana, bopomofo) 1, each word or number of
  /// other scripts 1, each emoji 1, spaces and punctuation nothing.
  ///
  /// ```swift
  /// let zishu = TextMetric.chineseWordCount
  /// zishu.measure("iPhone 15 发布了")     // 5
  /// zishu.measure("Hello world 你好！")   // 4
  /// zishu.measure("圆周率约为3.14")        // 6: 3.14 is one number
  /// zishu.prefix("你好，世界", fitting: 2) // "你好，"
  /// ```
  ///
  /// Words are found by Unicode's word boundaries (UAX #29 §4; see
  /// ``Swift/StringProtocol/words``), so a number with separators (`3.14`,
  /// `1,000`), a contraction (`don't`) and a mixed token (`iPhone15`) are
  /// one each. Precisely, per word segment:
  ///
  /// - each scalar of Script Han, Hiragana, Katakana or Bopomofo, or of
  ///   Word_Break Katakana (the prolonged sound mark ー, the kana repeat
  ///   marks), counts 1; their combining marks and variation selectors add
  ///   nothing;
  /// - a segment holding any other letter or digit (General_Category L or
  ///   N) counts 1: a Latin, Cyrillic, Greek, Arabic or Devanagari word, a
  ///   number, a Hangul word (Korean is written with spaces: `안녕하세요`
  ///   is 1). A word right after another word, with no space or punctuation
  ///   between, adds nothing: a run of Thai, Lao, Khmer or Myanmar, whose
  ///   words UAX #29 does not separate, is 1, and so is `m²`;
  /// - an emoji (a segment starting with an Extended_Pictographic scalar or a
  ///   regional indicator, or a keycap) counts 1: a family, a flag, `1️⃣`
  ///   and `©` each count 1;
  /// - spaces, punctuation (ASCII and fullwidth: `，。！`), other symbols
  ///   and controls count 0.
  ///
  /// | Text | 字数 |
  /// |---|---|
  /// | `iPhone 15 发布了` | 5 |
  /// | `Hello world 你好！` | 4 |
  /// | `iPhone15` | 1 |
  /// | `3.14`, `1,000`, `-42` | 1 |
  /// | `2024年` | 2 |
  /// | `カード` | 3 |
  /// | `ㄅㄆㄇ` | 3 |
  /// | `안녕하세요 세계` | 2 |
  /// | `👨‍👩‍👧🇨🇳` | 2 |
  /// | `，。！？` | 0 |
  ///
  /// It is not a sum over Characters: joining two texts can join two
  /// words (`"ab" + "cd"` is 1, not 2).
  case chineseWordCount
  /// A weight per Character, e.g. 2 for Han and fullwidth forms, 1 otherwise.
  /// The closure receives each Character (extended grapheme cluster, UAX #29,
  /// as the tables' Unicode version defines it) as a `Substring`: a Swift
  /// `Character` follows the toolchain's Unicode, which may split it.
  ///
  /// ```swift
  /// let wide = TextMetric.custom { $0.unicodeScalars.first!.properties.isIdeographic ? 2 : 1 }
  /// wide.measure("中文abc")  // 7
  /// ```
  case custom(@Sendable (Substring) -> Int)
  /// A length defined by data (``WeightedLength``): weights per code point
  /// range, one weight per emoji, a fixed length per URL, divided by a
  /// scale; ``WeightedLength/twitter`` is the length of a post on Twitter (X).
  ///
  /// ```swift
  /// let tweet = TextMetric.weighted(.twitter)
  /// tweet.measure("日本語 https://example.com 😷")  // 33
  /// tweet.measure("example.com")                  // 23: a URL without a protocol
  /// tweet.prefix("ab https://t.co/x", fitting: 24) // "ab https://t.c": not a URL, 14
  /// tweet.prefix("👍🏽👍🏽", fitting: 3)             // "👍🏽"
  /// ```
  ///
  /// URLs are found as twitter-text 3 finds them (`extractUrlsWithIndices`):
  /// after a character that may precede one (not an ASCII letter or digit,
  /// `@`, `$`, `#`) or at the start, an optional `http://` or `https://`, a
  /// domain (subdomains, a domain name, and a top-level domain of its lists
  /// in `Data/tld` or a Punycode one), an optional port, a path (with
  /// parentheses balanced one level deep, ending on a letter, digit or
  /// `+-=_#/`) and a query. Without a protocol only ASCII domains count and
  /// not after `-_./`; a `t.co` link ends after its slug. The domain must
  /// have an IDNA form (labels of 1 to 63 characters; nameprep's
  /// bidirectional rule and its case folding before the Punycode length
  /// are not modelled).
  ///
  /// Not a sum over Characters: `example.` and `com` together are one URL.
  /// A prefix is the longest that ends on a Character boundary and measures
  /// at most the budget on its own: cutting can make a URL of its end
  /// (`example.comx` cut to `example.com`), so the prefixes are measured
  /// each as a text, and one may end inside what the whole text counts as a
  /// URL (`https://t.c` of `https://t.co/x`).
  case weighted(WeightedLength)

  /// GB 18030-2022 bytes, the edition mandatory in China since 2023-08-01:
  /// `metric: .gb18030` is `metric: .gb18030(.gb2022)`.
  ///
  /// ```swift
  /// let metric: TextMetric = .gb18030
  /// metric.measure("中文abc😀")   // 11
  /// ```
  public static var gb18030: TextMetric { .gb18030(.gb2022) }

  /// The length of `text` in this metric.
  ///
  /// ```swift
  /// TextMetric.characters.measure("👨‍👩‍👧")        // 1
  /// TextMetric.utf16.measure("👨‍👩‍👧")             // 8
  /// TextMetric.gb18030(.gb2022).measure("©")    // 4
  /// ```
  @_specialize(where Text == String)
  @_specialize(where Text == Substring)
  public func measure<Text: StringProtocol>(_ text: Text) -> Int {
    scan(text, limit: .max).total
  }

  /// Whether `text` measures at most `budget` (a negative budget counts as 0).
  /// Stops measuring as soon as the budget is exceeded.
  ///
  /// ```swift
  /// TextMetric.gb18030(.gb2022).fits("中文abc", budget: 7)  // true
  /// TextMetric.gb18030(.gb2022).fits("中文abc", budget: 6)  // false
  /// TextMetric.characters.fits("", budget: -1)             // true
  /// ```
  public func fits(_ text: some StringProtocol, budget: Int) -> Bool {
    scan(text, limit: Swift.max(budget, 0)).end == text.utf8.count
  }

  /// The longest prefix of `text` that measures at most `budget`, ending on
  /// a Character boundary: it never splits an emoji ZWJ sequence, a flag, a
  /// keycap, a tag sequence, a letter and its combining marks, or a
  /// surrogate pair.
  ///
  /// Empty when the first Character alone exceeds the budget, when the
  /// budget is 0 or negative, and when `text` is empty.
  ///
  /// ```swift
  /// let gb = TextMetric.gb18030(.gb2022)
  /// gb.prefix("中文abc😀", fitting: 10)   // "中文abc"
  /// gb.prefix("中文abc😀", fitting: 3)    // "中": 文 would make 4
  /// gb.prefix("👨‍👩‍👧中", fitting: 19)      // "": the family takes 20
  /// TextMetric.utf8.prefix("e\u{301}x", fitting: 2)  // "": é is 3 bytes
  /// ```
  public func prefix<S: StringProtocol>(_ text: S, fitting budget: Int) -> S.SubSequence {
    text[text.startIndex..<prefixEnd(text, budget: Swift.max(budget, 0))]
  }

  /// Where the longest fitting prefix ends (a Character boundary of `text`).
  private func prefixEnd<S: StringProtocol>(_ text: S, budget: Int) -> S.Index {
    let end = scan(text, limit: budget).end
    if end == text.utf8.count { return text.endIndex }
    let cut = text.utf8.index(text.startIndex, offsetBy: end)
    // `cut` is the first unit that does not fit; the prefix ends at the
    // Character boundary (UAX #29, the tables' version) at or before it.
    return endsOnCharacterBoundaries ? cut : text.characterBoundary(atOrBefore: cut)
  }

  /// `text` cut to fit `budget` with `ellipsis` at the end: the longest
  /// prefix that leaves room for the ellipsis within the budget, ending on a
  /// Character boundary, followed by the ellipsis. The text itself when it
  /// already fits.
  ///
  /// When the ellipsis alone does not fit the budget, the text is cut
  /// without it, so the result never measures more than the budget (a
  /// negative budget counts as 0).
  ///
  /// ```swift
  /// TextMetric.displayWidth().truncated("中文字符串", fitting: 7)       // "中文字…"
  /// TextMetric.gb18030(.gb2022).truncated("中文abc", fitting: 6)      // "中文…" (… is 2 bytes)
  /// TextMetric.characters.truncated("👨‍👩‍👧‍👦🇨🇳abc", fitting: 3, ellipsis: "...")  // "..."
  /// TextMetric.utf16.truncated("hello", fitting: 5)                  // "hello"
  /// ```
  public func truncated(_ text: some StringProtocol, fitting budget: Int, ellipsis: String = "…") -> String {
    if fits(text, budget: budget) { return String(text) }
    let room = Swift.max(budget, 0) - measure(ellipsis)
    guard room >= 0 else { return String(prefix(text, fitting: budget)) }
    var kept = prefix(text, fitting: room)
    // An ellipsis that starts with a combining mark or a joiner could merge
    // with the last Character and change the sum: drop Characters until the
    // result fits.
    while !kept.isEmpty, !fits(kept + ellipsis, budget: budget) {
      kept = kept[..<kept.characterBoundary(atOrBefore: kept.unicodeScalars.index(before: kept.endIndex))]
    }
    if kept.isEmpty && !fits(ellipsis, budget: budget) { return "" }
    // One string of the result's size (`String(kept) + ellipsis` held a
    // copy of the kept text beside it: a long text's result twice).
    var result = ""
    result.reserveCapacity(kept.utf8.count + ellipsis.utf8.count)
    result += kept
    result += ellipsis
    return result
  }
}

extension TextMetric {
  /// `a + b`, clamped to `Int.min...Int.max`: a `custom` total saturates
  /// rather than trapping on overflow.
  package static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    guard overflow else { return sum }
    return b > 0 ? .max : .min
  }

  /// `a - b`, clamped likewise.
  package static func saturatingDifference(_ a: Int, _ b: Int) -> Int {
    let (difference, overflow) = a.subtractingReportingOverflow(b)
    guard overflow else { return difference }
    return b < 0 ? .max : .min
  }
}
