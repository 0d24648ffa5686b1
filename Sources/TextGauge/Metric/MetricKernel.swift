// One kernel per metric: the only dispatch on `TextMetric`'s cases to the
// engine that counts it (Bytes/, GB18030/, Width/, Segmentation/). The
// public `measure`, `fits` and `prefix`, the input engine (TextGaugeInput)
// and the command line all run through `scan(wellFormedUTF8:limit:)`, so a
// new metric is one case here (and its spelling on the command line).

extension TextMetric {
  /// Measures the well-formed UTF-8 `bytes` (a `String`'s storage, or
  /// bytes checked with `UTF8Bytes.firstIllFormedOffset`) while the total
  /// stays within `limit`: the total, and the offset of the first unit not
  /// counted (`bytes.count` when everything fit).
  ///
  /// The unit is a scalar for the scalar metrics, a Character for
  /// `.characters`, `.custom` and `.weighted` (``endsOnCharacterBoundaries``;
  /// `.weighted` measures its prefixes each on its own), a scalar
  /// or a whole emoji for display width, and a scalar or a word segment for
  /// 字数; a prefix in the metric ends at the Character boundary at or
  /// before the offset.
  ///
  /// ```swift
  /// Array("中文abc😀".utf8).withUnsafeBufferPointer { TextMetric.gb18030.scan(wellFormedUTF8: $0, limit: 10) }  // (7, 9): 😀 does not fit
  /// ```
  package func scan(wellFormedUTF8 bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> (total: Int, end: Int) {
    let count = bytes.count
    switch self {
    case .characters:
      if limit == .max { return (UTF8Bytes.graphemeClusterCount(bytes), count) }
      let (characters, end) = UTF8Bytes.graphemeClusterPrefix(bytes, characters: limit)
      return (characters, end)
    case .unicodeScalars:
      if limit == .max { return (UTF8Bytes.scalarCount(bytes, wellFormed: true), count) }
      return ScalarWeightScanner.scan(bytes, ScalarCountWeight(), limit: limit, wellFormed: true)
    // Counted from the UTF-8 rather than with `utf16.count`, which builds the
    // string's UTF-16 index cache (a pass and allocations) for every new
    // non-ASCII string: a text field measures a new string per keystroke.
    case .utf16:
      if limit == .max { return (UTF8Bytes.utf16Count(bytes, wellFormed: true), count) }
      return ScalarWeightScanner.scan(bytes, UTF16LengthWeight(), limit: limit, wellFormed: true)
    case .utf8:
      if count <= limit { return (count, count) }
      return ScalarWeightScanner.scan(bytes, UTF8LengthWeight(), limit: limit, wellFormed: true)
    case .gb18030(let edition):
      return GB18030Count.with(edition) { $0.scan(wellFormed: bytes, limit: limit) }
    case .displayWidth(let ambiguous):
      return DisplayWidth.scan(bytes, ambiguousWide: ambiguous == .wide, limit: limit)
    case .chineseWordCount:
      let (total, stop) = ChineseWordCount.scan(bytes, limit: limit)
      return (total, stop ?? count)
    case .custom(let weight):
      // A weight per Character of a `Substring`: the bytes as a String.
      return Self.scanCustom(String(decoding: bytes, as: UTF8.self), weight, limit: limit)
    case .weighted(let weights):
      return weights.scan(bytes, limit: limit)
    }
  }

  /// ``scan(wellFormedUTF8:limit:)`` over a text: its UTF-8 in place (a
  /// copy for a bridged string), or, for `.custom`, its own Characters.
  @inline(__always)
  func scan<Text: StringProtocol>(_ text: Text, limit: Int) -> (total: Int, end: Int) {
    if case .custom(let weight) = self { return Self.scanCustom(text, weight, limit: limit) }
    return text.withUTF8Buffer { scan(wellFormedUTF8: $0, limit: limit) }
  }

  /// `.custom`: the weights of the text's Characters (UAX #29, the tables'
  /// version), summed with saturation while the total stays within `limit`.
  static func scanCustom<Text: StringProtocol>(
    _ text: Text, _ weight: (Substring) -> Int, limit: Int
  ) -> (total: Int, end: Int) {
    var total = 0
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(clusterAfter: index)
      let sum = saturatingSum(total, weight(Substring(text[index..<next])))
      if sum > limit { break }
      total = sum
      index = next
    }
    return (total, text.utf8.distance(from: text.startIndex, to: index))
  }

  /// The length of the well-formed UTF-8 `bytes`.
  ///
  /// ```swift
  /// Array("中文abc😀".utf8).withUnsafeBufferPointer { TextMetric.gb18030.measure(wellFormedUTF8: $0) }  // 11
  /// ```
  package func measure(wellFormedUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
    scan(wellFormedUTF8: bytes, limit: .max).total
  }

  /// Whether the well-formed UTF-8 `bytes` measure at most `budget` (a
  /// negative budget counts as 0), measuring no further than the budget.
  ///
  /// ```swift
  /// Array("中文abc".utf8).withUnsafeBufferPointer { TextMetric.gb18030.fits(wellFormedUTF8: $0, budget: 6) }  // false
  /// ```
  package func fits(wellFormedUTF8 bytes: UnsafeBufferPointer<UInt8>, budget: Int) -> Bool {
    scan(wellFormedUTF8: bytes, limit: Swift.max(budget, 0)).end == bytes.count
  }

  /// Whether the offset ``scan(wellFormedUTF8:limit:)`` stops at is a
  /// Character boundary already: the metrics that count Characters.
  var endsOnCharacterBoundaries: Bool {
    switch self {
    case .characters, .custom, .weighted: true
    case .unicodeScalars, .utf16, .utf8, .gb18030, .displayWidth, .chineseWordCount: false
    }
  }

  /// Whether the measure is a sum of scalar weights: it adds up over any
  /// scalar-aligned pieces, and deleting text never makes it grow (deleting
  /// a ZWJ splits a family into more Characters and columns, and a custom
  /// weight per Character may do the same; so may deleting a letter that
  /// kept a URL from being one, in `.weighted`).
  package var weighsScalars: Bool {
    switch self {
    case .characters, .custom, .displayWidth, .chineseWordCount, .weighted: false
    case .unicodeScalars, .utf16, .utf8, .gb18030: true
    }
  }

  /// Whether the measure adds up over Character boundaries: the length of
  /// a text is the sum of its pieces' cut anywhere between Characters.
  /// Not so for 字数, whose words can reach across a cut (`ab` + `cd` is one
  /// word, UAX #29 WB5), nor for a weighted length with URLs, whose URLs can
  /// (`example.` + `com` is one URL of 23).
  package var addsUpOverCharacters: Bool {
    switch self {
    case .characters, .unicodeScalars, .utf16, .utf8, .gb18030, .displayWidth, .custom: true
    case .chineseWordCount, .weighted: false
    }
  }

  /// Whether any text of `utf8Count` bytes of UTF-8 measures at most
  /// `limit`, known without reading it: a Character, a scalar and a UTF-16
  /// code unit each take at least one byte. (GB 18030 takes up to 4 bytes
  /// for 2, display width and custom weights have no such bound.)
  package func isWithin(_ limit: Int, utf8Count: Int) -> Bool {
    switch self {
    case .characters, .unicodeScalars, .utf16, .utf8: utf8Count <= limit
    case .gb18030, .displayWidth, .chineseWordCount, .custom, .weighted: false
    }
  }
}
