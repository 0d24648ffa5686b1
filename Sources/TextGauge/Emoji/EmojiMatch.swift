/// One emoji found in text.
///
/// A match is a run of scalars. It is usually exactly one Character, but may
/// start or end inside one: a lone skin tone after a letter (`a🏻`), each
/// element of a ZWJ sequence `.standard` does not list (`🐕‍❤️` holds the
/// matches `🐕` and `❤️`), an emoji before a combining mark. APIs that edit
/// text (`removingEmoji`, `replacingEmoji`) take each Character a match
/// touches from its first emoji to its end, so no ZWJ, selector or half
/// flag is left behind and no letter before the emoji (`a` of `a🏻`) goes.
///
/// ```swift
/// let match = "ok 👍🏽".emojiMatches().first!
/// match.scalars.map { String($0.value, radix: 16) }  // ["1f44d", "1f3fd"]
/// match.kind      // .modifier
/// match.status    // .fullyQualified
/// match.isRGI     // true
/// match.version   // 1.0 (a UnicodeVersion)
/// match.name      // "thumbs up: medium skin tone"
/// ```
public struct EmojiMatch: Sendable, Hashable {
  /// Where the emoji is in the searched text (indices valid for that String
  /// or Substring).
  public var range: Range<String.Index>
  /// The emoji's Unicode scalars.
  public var scalars: [Unicode.Scalar]
  /// Its structure: the RGI set listing it, else its shape.
  public var kind: EmojiKind
  /// Its qualification in `emoji-test.txt`, or `.notListed`.
  public var status: EmojiStatus
  /// Whether the scalars are exactly a sequence of RGI_Emoji (UTS #51 ED-27,
  /// ICU's `RGI_Emoji` property of strings): a fully-qualified or component
  /// line of `emoji-test.txt`.
  public var isRGI: Bool
  /// The emoji version that introduced it: the `E<version>` of its
  /// emoji-test.txt line when listed. A sequence emoji-test.txt does not
  /// list (found by `.rendersAsEmoji`, such as 🐕‍❤️) gets the newest version
  /// among its elements that are listed alone, since a reader needs fonts
  /// that new to show even its pieces; nil when none is listed (a lone
  /// regional indicator, an unassigned pictograph), and ``isNewer(than:)``
  /// counts nil as newer than every version.
  public var version: UnicodeVersion?
  /// The CLDR short name (`"thumbs up: medium skin tone"`) when listed.
  public var name: String?

  /// A match with every field given: only the emoji methods make matches.
  init(
    range: Range<String.Index>, scalars: [Unicode.Scalar], kind: EmojiKind, status: EmojiStatus,
    isRGI: Bool, version: UnicodeVersion?, name: String?
  ) {
    self.range = range
    self.scalars = scalars
    self.kind = kind
    self.status = status
    self.isRGI = isRGI
    self.version = version
    self.name = name
  }

  /// Whether the emoji is newer than `version`, so that readers whose
  /// fonts stop at `version` may see an empty box: its ``version`` is
  /// greater, or unknown to these tables.
  ///
  /// ```swift
  /// "🫩".emojiMatches().first!.isNewer(than: "15.0")   // true: 16.0
  /// "🫨".emojiMatches().first!.isNewer(than: "15.0")   // false: 15.0
  /// ```
  public func isNewer(than version: UnicodeVersion) -> Bool {
    guard let own = self.version else { return true }
    return own > version
  }

  /// The emoji as a string.
  ///
  /// ```swift
  /// "a❤️b".emojiMatches().first?.string  // "❤️"
  /// ```
  public var string: String { String(String.UnicodeScalarView(scalars)) }
}

/// The emoji of a text, found lazily, left to right: each step scans only as
/// far as the next emoji.
///
/// ```swift
/// "上海🇨🇳 1️⃣ ❤️".emojiMatches().map { "\($0.string) \($0.kind)" }   // ["🇨🇳 flag", "1️⃣ keycap", "❤️ basic"]
/// ```
public struct EmojiMatches<Base: StringProtocol>: Sequence {
  /// The text searched; match ranges are indices into it.
  public let base: Base
  /// Which sequences count as emoji.
  public let policy: EmojiPolicy

  init(base: Base, policy: EmojiPolicy) {
    self.base = base
    self.policy = policy
  }

  /// An iterator that scans the text from its start.
  public func makeIterator() -> Iterator { Iterator(base: base, policy: policy) }

  /// The first emoji, scanning only as far as it.
  ///
  /// ```swift
  /// "ab👋".emojiMatches().first?.name  // "waving hand"
  /// ```
  public var first: EmojiMatch? {
    var iterator = makeIterator()
    return iterator.next()
  }

  /// Scans the text one emoji at a time; each iterator starts from the
  /// beginning of the text.
  public struct Iterator: IteratorProtocol {
    var cursor: EmojiMatchCursor

    init(base: Base, policy: EmojiPolicy) {
      // String and Substring are the only conforming types (StringProtocol's
      // documentation: "Do not declare new conformances"); a Substring's
      // indices are its base's.
      if Base.self == Substring.self {
        let text = unsafeBitCast(base, to: Substring.self)
        let start = text.base.utf8.distance(from: text.base.startIndex, to: text.startIndex)
        cursor = EmojiMatchCursor(text: text.base, bytes: start..<start + text.utf8.count, policy: policy)
      } else {
        let text = Base.self == String.self ? unsafeBitCast(base, to: String.self) : String(base)
        cursor = EmojiMatchCursor(text: text, bytes: 0..<text.utf8.count, policy: policy)
      }
    }

    /// The next emoji after the previous match, or `nil` when the rest of
    /// the text has none.
    public mutating func next() -> EmojiMatch? { cursor.next() }
  }
}

/// ``EmojiMatches/Iterator``'s state and step for every kind of text: the
/// String read (a Substring's base) and the bytes searched in it, so that
/// the step is compiled once rather than once per `Base` (in Embedded Swift
/// every generic is specialised).
struct EmojiMatchCursor {
  /// The String whose indices the matches' ranges are.
  let text: String
  /// The UTF-8 searched, as offsets in `text`.
  let bytes: Range<Int>
  var scanner: EmojiScanner
  /// `text` with contiguous UTF-8 storage (the same offsets), only when
  /// `text` has none: made once, not at each step.
  var copy: String?
  /// The next offset to scan from, in the bytes searched.
  var offset = 0
  /// The index at `indexOffset`, to turn offsets into indices incrementally.
  var index: String.Index
  var indexOffset = 0

  init(text: String, bytes: Range<Int>, policy: EmojiPolicy) {
    self.text = text
    self.bytes = bytes
    self.scanner = EmojiScanner(policy: policy)
    self.index = text.utf8.index(text.utf8.startIndex, offsetBy: bytes.lowerBound)
    if !text.isContiguousUTF8 {
      var copy = text
      copy.makeContiguousUTF8()
      self.copy = copy
    }
  }

  mutating func next() -> EmojiMatch? {
    var scanner = self.scanner
    let offset = self.offset
    let bytes = self.bytes
    let raw = (copy ?? text).withUTF8Buffer {
      scanner.next(in: UnsafeBufferPointer(rebasing: $0[bytes]), from: offset)
    }
    self.scanner = scanner
    guard let raw else {
      self.offset = Int.max
      return nil
    }
    self.offset = raw.end
    let lower = text.utf8.index(index, offsetBy: raw.start - indexOffset)
    let upper = text.utf8.index(lower, offsetBy: raw.end - raw.start)
    index = upper
    indexOffset = raw.end
    return EmojiMatch(raw, range: lower..<upper, scalars: Array(text[lower..<upper].unicodeScalars))
  }
}

extension EmojiMatch {
  /// A match of the built-in tables, with the listed entry's version and name.
  init(_ raw: RawEmojiMatch, range: Range<String.Index>, scalars: [Unicode.Scalar]) {
    let info = raw.entry.map { EmojiEntryInfo(emojiEntries[$0]) }
    #if TEXTGAUGE_NO_EMOJI_NAMES
    // The core WebAssembly module (Scripts/build-wasm.sh) is built without
    // the names' tables, which its names module holds: there a match has
    // no name, rather than one that needs the names' 71 KB.
    let name: String? = nil
    #else
    let name = raw.entry.map { EmojiNames.string(at: Int(emojiEntryNames[$0])) }
    #endif
    self.init(
      range: range, scalars: scalars, kind: raw.kind, status: raw.status, isRGI: raw.isRGI,
      version: info?.version ?? EmojiMatch.newestElementVersion(scalars), name: name)
  }

  /// The version of the match `raw` of the well-formed UTF-8 `text`, as
  /// ``version`` gives it, without making the match (its String, scalars
  /// and name): the listed entry's, else the newest of its elements'.
  package static func version(of raw: RawEmojiMatch, in text: UnsafeBufferPointer<UInt8>) -> UnicodeVersion? {
    if let entry = raw.entry { return EmojiEntryInfo(emojiEntries[entry]).version }
    let bytes = UnsafeBufferPointer(rebasing: text[raw.start..<raw.end])
    return newestElementVersion(Array(String(decoding: bytes, as: UTF8.self).unicodeScalars))
  }

  /// The newest version among the scalars listed alone (`X` or `X FE0F`) in
  /// emoji-test.txt; nil when none is.
  package static func newestElementVersion(_ scalars: [Unicode.Scalar]) -> UnicodeVersion? {
    var newest: UnicodeVersion?
    for scalar in scalars {
      let data = EmojiSequenceData.builtIn
      guard let entry = data.entry(exactly: [scalar.value]) ?? data.entry(exactly: [scalar.value, 0xFE0F]) else {
        continue
      }
      let version = EmojiEntryInfo(emojiEntries[entry]).version
      if newest.map({ version > $0 }) ?? true { newest = version }
    }
    return newest
  }
}
