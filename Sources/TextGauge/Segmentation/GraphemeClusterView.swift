/// The Characters of a text as the tables' Unicode version defines them
/// (UAX #29 extended grapheme clusters), whatever Unicode version the
/// standard library of the device carries: a lazy collection of
/// `Substring`s of the text, segmented from its UTF-8 in one pass without
/// allocating.
///
/// `String`'s own `Character`s follow the Unicode version of the Swift
/// runtime, which on Apple platforms ships with the OS: an app on an older
/// OS splits new scripts and emoji as that older Unicode did, and a server
/// on a newer toolchain counts the same text differently. These Characters
/// are the same on every OS and toolchain, and TextGauge's `.characters`
/// metric, prefixes and truncation use them.
///
/// ```swift
/// let text = "ស្ត្រី👍🏽"          // a Khmer conjunct (GB9c) and an emoji with a skin tone
/// text.graphemeClusters.count   // 2
/// Array(text.graphemeClusters)  // ["ស្ត្រី", "👍🏽"]
/// "e\u{301}x".graphemeClusters.count  // 2
/// ```
///
/// `count` walks the text once, eight bytes a step over ASCII, and is
/// several times faster than `String.count`. Iterating finds each boundary
/// as it goes.
public struct GraphemeClusterView: Collection, Sendable {
  /// The text, as a substring of the string it came from.
  public let base: Substring
  /// The text's UTF-8 when the string does not store it contiguously
  /// (a bridged `NSString`); nil for native strings, read in place.
  let copiedUTF8: [UInt8]?

  /// The Unicode version whose rules and properties define these
  /// Characters: the version of the tables in `Data/` that TextGauge was
  /// generated from, ``UnicodeVersion/tables``.
  ///
  /// ```swift
  /// GraphemeClusterView.unicodeVersion >= "17.0"  // true
  /// ```
  public static var unicodeVersion: UnicodeVersion { .tables }

  /// The Characters of `text`.
  public init(_ text: some StringProtocol) {
    let base = Substring(text)
    self.base = base
    let contiguous = base.utf8.withContiguousStorageIfAvailable { _ in true } ?? false
    copiedUTF8 = contiguous ? nil : Array(base.utf8)
  }

  /// A position: the UTF-8 bounds of one Character within ``base``.
  public struct Index: Comparable, Hashable, Sendable {
    let start: String.Index
    let end: String.Index
    let startOffset: Int
    let endOffset: Int

    public static func < (a: Index, b: Index) -> Bool { a.startOffset < b.startOffset }
    public static func == (a: Index, b: Index) -> Bool { a.startOffset == b.startOffset }
    public func hash(into hasher: inout Hasher) { hasher.combine(startOffset) }
  }

  /// Runs `body` over the text's UTF-8.
  @inline(__always)
  func withUTF8<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let copiedUTF8 { return copiedUTF8.withUnsafeBufferPointer(body) }
    return base.utf8.withContiguousStorageIfAvailable(body)!
  }

  /// The index of the Character starting at `offset` (a boundary), whose
  /// string index is `start`.
  func index(at start: String.Index, offset: Int) -> Index {
    let end = withUTF8 { UTF8Bytes.graphemeClusterEnd($0, from: offset) }
    return Index(start: start, end: base.utf8.index(start, offsetBy: end - offset), startOffset: offset, endOffset: end)
  }

  public var startIndex: Index { index(at: base.startIndex, offset: 0) }

  public var endIndex: Index {
    let count = base.utf8.count
    return Index(start: base.endIndex, end: base.endIndex, startOffset: count, endOffset: count)
  }

  public func index(after i: Index) -> Index {
    precondition(i.startOffset < i.endOffset, "index after endIndex")
    return index(at: i.end, offset: i.endOffset)
  }

  public subscript(position: Index) -> Substring {
    precondition(position.startOffset < position.endOffset, "subscript at endIndex")
    return base[position.start..<position.end]
  }

  /// The number of Characters, counted in one pass over the UTF-8.
  public var count: Int { withUTF8(UTF8Bytes.graphemeClusterCount) }

  public var isEmpty: Bool { base.isEmpty }
}

extension StringProtocol {
  /// The text's Characters (extended grapheme clusters) as the Unicode
  /// version of TextGauge's tables defines them (UAX #29), the same on every
  /// OS and toolchain: see ``GraphemeClusterView``.
  ///
  /// ```swift
  /// "👨‍👩‍👧 ok".graphemeClusters.count  // 4
  /// ```
  public var graphemeClusters: GraphemeClusterView { GraphemeClusterView(self) }
}
