/// A length defined by data: a weight per code point range, one weight for
/// each emoji however many scalars it has, a fixed length for each URL, all
/// divided by a scale. The model of twitter-text v3, whose configuration is
/// ``twitter``; measure with `TextMetric.weighted(_:)`.
///
/// ```swift
/// let tweet = TextMetric.weighted(.twitter)
/// tweet.measure("Hello")                      // 5
/// tweet.measure("日本語")                      // 6: CJK weighs 2
/// tweet.measure("👨‍👩‍👧")                        // 2: one emoji, 5 scalars
/// tweet.measure("see https://example.com/a")  // 27: the URL is 23
/// tweet.fits(String(repeating: "中", count: 140), budget: 280)  // true
/// ```
///
/// How a text is counted, as twitter-text's `parseTweet` does:
///
/// 1. Each Character (UAX #29, the tables' version) is put in NFC, and a
///    line break (`\r\n`, `\r`) becomes `\n`. Canonical composition never
///    reaches across a Character boundary, so this is the NFC of the whole
///    text. NFC follows the toolchain's Unicode (the standard library's
///    normalization; `Data/` holds no normalization data), everything else
///    the tables'.
/// 2. With ``urlLength``, URLs are found as twitter-text's
///    `extractUrlsWithIndices` finds them (see `TextMetric.weighted(_:)`),
///    and each weighs `urlLength × scale`.
/// 3. With ``emojiWeight``, each emoji outside a URL weighs that much:
///    found as twitter-text's emoji pattern finds them, at each position
///    the longest sequence `emoji-test.txt` lists at any qualification
///    status (`©`, `❤` and `1⃣` alone included) outside its `Component`
///    group, the tables' version of the list. Nothing else is an emoji: a
///    ZWJ sequence no list holds weighs its listed parts and its joiners, a
///    regional indicator without a listed partner, an unlisted tag sequence
///    or a selector weighs as its code points (4 below).
/// 4. Every other scalar weighs the weight of the first of ``ranges`` that
///    holds it, or ``defaultWeight``.
///
/// ```swift
/// let tweet = TextMetric.weighted(.twitter)
/// tweet.measure("👨‍🦰‍👩")   // 5: 👨‍🦰 (listed) 2, ZWJ 1, 👩 2
/// tweet.measure("🇦🇦")      // 4: no such flag
/// ```
///
/// twitter-text's own list is Emoji 12.0's; an emoji added since counts
/// as one emoji here and as its code points there, the one difference.
/// Whether a post is valid (`parseTweet`'s `valid`: a length of 1 to 280,
/// no U+FEFF, U+FFFE or U+FFFF) is the `x` preset's verdict in
/// TextGaugePolicy.
///
/// The length is the sum divided by ``scale``, rounded down. A prefix
/// within a budget (`prefix(_:fitting:)`, `fits`) is the longest that ends
/// on a Character boundary and measures at most the budget as a text of its
/// own: cutting can make a URL of its end, or a valid one of a domain too
/// long to count, so a longer prefix may fit where a shorter one does not,
/// and a prefix may end inside what the whole text counts as one URL.
///
/// ```swift
/// let long = String(repeating: "a.co", count: 1100)  // no URL: over 4,096
/// TextMetric.weighted(.twitter).measure(long)                       // 4400
/// TextMetric.weighted(.twitter).prefix(long, fitting: 280).count    // 4088: one URL of 23
/// ```
public struct WeightedLength: Sendable, Hashable {
  /// The divisor of the summed weights: 100 for twitter-text v3, whose
  /// weights are in hundredths of a character.
  public let scale: Int
  /// The weight of a scalar that no range holds.
  public let defaultWeight: Int
  /// Code point ranges with their weights, disjoint.
  public let ranges: [Range]
  /// The weight of each emoji, however many scalars it has; nil weighs an
  /// emoji's scalars one by one like any others.
  public let emojiWeight: Int?
  /// How many units (each `scale`) a URL counts, however long it is; nil
  /// recognizes no URL.
  public let urlLength: Int?

  /// Consecutive code points that share a weight.
  ///
  /// ```swift
  /// let latin = WeightedLength.Range("\u{0}"..."\u{10FF}", weight: 100)
  /// latin.weight  // 100
  /// ```
  public struct Range: Sendable, Hashable {
    /// The first code point of the range.
    public let first: Unicode.Scalar
    /// The last code point of the range (not before `first`).
    public let last: Unicode.Scalar
    /// The weight of each code point in it.
    public let weight: Int

    /// The scalars of `scalars`, each weighing `weight`.
    ///
    /// ```swift
    /// WeightedLength.Range("a"..."z", weight: 1).last  // "z"
    /// ```
    public init(_ scalars: ClosedRange<Unicode.Scalar>, weight: Int) {
      first = scalars.lowerBound
      last = scalars.upperBound
      self.weight = weight
    }

    /// Whether the range holds `scalar`.
    ///
    /// ```swift
    /// WeightedLength.Range("a"..."z", weight: 1).contains("q")  // true
    /// ```
    public func contains(_ scalar: Unicode.Scalar) -> Bool { first <= scalar && scalar <= last }
  }

  /// Why a configuration is refused: the first problem found.
  ///
  /// ```swift
  /// try WeightedLength(scale: 0, defaultWeight: 1)  // throws nonPositiveScale(0)
  /// ```
  public enum InvalidConfiguration: Error, Sendable, Hashable {
    /// The scale is 0 or negative.
    case nonPositiveScale(Int)
    /// The default weight is negative.
    case negativeDefaultWeight(Int)
    /// The range at `index` has a negative weight.
    case negativeRangeWeight(index: Int)
    /// The emoji weight is negative.
    case negativeEmojiWeight(Int)
    /// The URL length is negative.
    case negativeURLLength(Int)
    /// The ranges at indexes `first` and `second` share a code point.
    case overlappingRanges(first: Int, second: Int)
  }

  /// A configuration, checked: throws when the scale is not positive, a
  /// weight or the URL length is negative, or two ranges overlap.
  ///
  /// ```swift
  /// let perScalar = try WeightedLength(scale: 1, defaultWeight: 1)
  /// TextMetric.weighted(perScalar).measure("👨‍👩‍👧")  // 5
  /// let overlapping = [WeightedLength.Range("a"..."m", weight: 1), .init("k"..."z", weight: 2)]
  /// try WeightedLength(scale: 1, defaultWeight: 1, ranges: overlapping)  // throws overlappingRanges(first: 0, second: 1)
  /// ```
  public init(
    scale: Int, defaultWeight: Int, ranges: [Range] = [], emojiWeight: Int? = nil, urlLength: Int? = nil
  ) throws(InvalidConfiguration) {
    guard scale > 0 else { throw .nonPositiveScale(scale) }
    guard defaultWeight >= 0 else { throw .negativeDefaultWeight(defaultWeight) }
    if let index = ranges.firstIndex(where: { $0.weight < 0 }) { throw .negativeRangeWeight(index: index) }
    if let emojiWeight, emojiWeight < 0 { throw .negativeEmojiWeight(emojiWeight) }
    if let urlLength, urlLength < 0 { throw .negativeURLLength(urlLength) }
    if let (i, j) = Self.firstOverlap(ranges) { throw .overlappingRanges(first: i, second: j) }
    self.init(unchecked: scale, defaultWeight, ranges, emojiWeight, urlLength)
  }

  /// The first pair of indexes `(i, j)`, `i < j`, in the order of `i`
  /// then `j`, of ranges sharing a code point; nil when they are disjoint.
  /// Sorted by their first code points, disjoint ranges each end before
  /// the next starts, so one look at each neighbour answers whether any
  /// pair overlaps (O(n log n), not a look at every pair). Only when one
  /// does are the indexes found: from the last index down, a prefix-maximum
  /// tree over that order holds the last code point of the ranges after
  /// the index, so that whether one of them overlaps is one query.
  static func firstOverlap(_ ranges: [Range]) -> (Int, Int)? {
    let order = ranges.indices.sorted { (ranges[$0].first.value, $0) < (ranges[$1].first.value, $1) }
    guard zip(order, order.dropFirst()).contains(where: { ranges[$1].first <= ranges[$0].last }) else { return nil }
    let firsts = order.map { ranges[$0].first.value }
    var rank = [Int](repeating: 0, count: ranges.count)
    for (position, index) in order.enumerated() { rank[index] = position }
    // Fenwick tree of maxima (one more than the last code point; 0 empty).
    var tree = [UInt32](repeating: 0, count: ranges.count + 1)
    var first: Int?
    for i in ranges.indices.reversed() {
      let (low, high) = (ranges[i].first.value, ranges[i].last.value)
      // The ranges after `i` that start at or before its last code point:
      // a prefix of the order; one of them overlaps when one ends at or
      // after its first code point.
      var count = firsts.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { $0 <= high } }
      var most: UInt32 = 0
      while count > 0 {
        most = max(most, tree[count])
        count &= count - 1
      }
      if most > low { first = i }
      var slot = rank[i] + 1
      while slot <= ranges.count {
        tree[slot] = max(tree[slot], high + 1)
        slot += slot & -slot
      }
    }
    guard let i = first else { return nil }
    let j = ranges.indices.first { $0 > i && ranges[$0].first <= ranges[i].last && ranges[i].first <= ranges[$0].last }!
    return (i, j)
  }

  private init(unchecked scale: Int, _ defaultWeight: Int, _ ranges: [Range], _ emojiWeight: Int?, _ urlLength: Int?) {
    self.scale = scale
    self.defaultWeight = defaultWeight
    self.ranges = ranges
    self.emojiWeight = emojiWeight
    self.urlLength = urlLength
  }

  /// twitter-text v3, the configuration of Twitter (X) posts since 2018:
  /// scale 100, default weight 200, weight 100 for U+0000…U+10FF (Latin,
  /// Greek, Cyrillic, Arabic, Hebrew, Devanagari, Thai, Georgian …),
  /// U+2000…U+200D, U+2010…U+201F and U+2032…U+2037 (spaces, dashes,
  /// quotation marks, primes), 200 for each emoji and 23 units for each
  /// URL. A post may weigh 280.
  ///
  /// ```swift
  /// let tweet = TextMetric.weighted(.twitter)
  /// tweet.measure("english text 日本語 😷 https://example.com")  // 46
  /// tweet.measure("café")                                      // 4
  /// tweet.measure("e\u{301}")                                  // 1: NFC makes é
  /// ```
  public static let twitter = WeightedLength(
    unchecked: 100, 200,
    [
      Range("\u{0}"..."\u{10FF}", weight: 100),
      Range("\u{2000}"..."\u{200D}", weight: 100),
      Range("\u{2010}"..."\u{201F}", weight: 100),
      Range("\u{2032}"..."\u{2037}", weight: 100),
    ],
    200, 23)

  /// The weight of `scalar` outside an emoji and a URL: its range's, or the
  /// default weight.
  ///
  /// ```swift
  /// WeightedLength.twitter.weight(of: "a")   // 100
  /// WeightedLength.twitter.weight(of: "中")  // 200
  /// ```
  public func weight(of scalar: Unicode.Scalar) -> Int {
    for range in ranges where range.contains(scalar) { return range.weight }
    return defaultWeight
  }
}
