import TextGauge

/// One piece of a parsed message: a run of plain text, a known sticker token,
/// or an emoji sequence.
///
/// ```swift
/// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
/// let text = "笑死了[笑哭]👍"
/// for segment in catalog.segments(of: text) {
///   print(segment, text[segment.range])
/// }
/// // .text 笑死了
/// // .sticker([笑哭] xiaoku) [笑哭]
/// // .emoji(👍) 👍
/// ```
public struct MessageSegment: Sendable, Hashable {
  /// What a segment is.
  public enum Kind: Sendable, Hashable {
    /// Plain text (which may contain unknown tokens such as `[未知]`).
    case text
    /// A token of the catalog.
    case sticker(Sticker)
    /// An emoji (UTS #51 ED-17 emoji sequence or single emoji), as found by
    /// `emojiMatches(policy:)`. The segment's range is the whole Characters
    /// holding the match, so it never splits a Character: in `王🏻` (one
    /// Character, UAX #29 GB9) the emoji segment is `王🏻` and the match's
    /// own range is the `🏻`.
    case emoji(EmojiMatch)
  }

  /// What it is.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let segment = catalog.segments(of: "笑死了[笑哭]")[1]
  /// if case .sticker(let sticker) = segment.kind { print(sticker.identifier) }
  /// ```
  public let kind: Kind
  /// Where it is in the parsed text.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let text = "笑死了[笑哭]"
  /// let segment = catalog.segments(of: text)[1]
  /// text[segment.range]   // "[笑哭]"
  /// ```
  public let range: Range<String.Index>

  /// A segment, as ``StickerCatalog/segments(of:emojiPolicy:)`` makes it:
  /// only a parse of a text gives ranges that mean something.
  init(kind: Kind, range: Range<String.Index>) {
    self.kind = kind
    self.range = range
  }
}

/// The smallest piece of a message the display edits as one: a Character, a
/// sticker, or the Characters of one emoji match (normally one).
enum UnitKind {
  case character
  case sticker(Int)  // index into the catalog's stickers
  case emoji(EmojiMatch)
}

extension StickerCatalog {
  /// Splits `text` into plain-text runs, sticker tokens of this catalog and
  /// (unless `emojiPolicy` is nil) emoji, in order and covering all of it.
  ///
  /// Only known tokens become stickers: `[未知]` stays text, as does a token
  /// that does not start and end on Character boundaries. Emoji inside a
  /// token belong to the token. Ranges are indices of `text`.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let segments = catalog.segments(of: "笑死了[笑哭][未知]👨‍👩‍👧")
  /// segments.count   // 4: text, the sticker xiaoku, text "[未知]", the family emoji
  /// ```
  ///
  /// Linear in the length of `text` (the look-ahead for a token is bounded
  /// by the longest token of the catalog).
  public func segments(of text: some StringProtocol, emojiPolicy: EmojiPolicy? = .standard) -> [MessageSegment] {
    let text = text.asSubstring
    var builder = SegmentBuilder(catalog: self)
    forEachUnit(of: text, emojiPolicy: emojiPolicy) { kind, range, _ in builder.add(kind, range) }
    return builder.finish(at: text.endIndex)
  }

  /// Calls `body` for each unit of `text` in order with its kind, range and
  /// length in Characters of `text`.
  func forEachUnit(
    of text: Substring, emojiPolicy: EmojiPolicy?,
    _ body: (UnitKind, Range<String.Index>, Int) -> Void
  ) {
    let scanner = DelimitedScanner(open: open, close: close, maxLength: longestToken)
    var matches = emojiPolicy.map { text.emojiMatches(policy: $0).makeIterator() }
    var pending = matches?.next()
    var index = text.startIndex
    while index < text.endIndex {
      // Matches that began inside a token just passed belong to the token.
      while let match = pending, match.range.lowerBound < index { pending = matches?.next() }
      if let (sticker, end) = scanner.match(in: text, at: index, accept: { token, _ in indexOfToken(token) }) {
        body(.sticker(sticker), index..<end, text[index..<end].graphemeClusters.count)
        index = end
        continue
      }
      var next = text.index(clusterAfter: index)
      if let match = pending, match.range.lowerBound < next {
        // The emoji unit is the whole Characters the match touches, an
        // editing unit (normally exactly one: UAX #29 GB9,
        // GB11 and GB12/13 keep emoji sequences in one extended grapheme
        // cluster). Further matches inside these Characters (`🐕‍❤️` under
        // `.standard`) belong to this unit and are skipped above.
        var characters = 1
        while next < match.range.upperBound, next < text.endIndex {
          next = text.index(clusterAfter: next)
          characters += 1
        }
        body(.emoji(match), index..<next, characters)
        pending = matches?.next()
      } else {
        body(.character, index..<next, 1)
      }
      index = next
    }
  }
}

/// Joins consecutive Character units into text segments.
struct SegmentBuilder {
  let catalog: StickerCatalog
  var segments: [MessageSegment] = []
  var textStart: String.Index?

  mutating func add(_ kind: UnitKind, _ range: Range<String.Index>) {
    let segmentKind: MessageSegment.Kind
    switch kind {
    case .character:
      if textStart == nil { textStart = range.lowerBound }
      return
    case .sticker(let index): segmentKind = .sticker(catalog.stickers[index])
    case .emoji(let match):
      // The segment is the unit: the whole Characters holding the match, so
      // a segment boundary never falls inside a Character (UAX #29 GB9
      // keeps `王🏻`, `6🏾`, `[🏻` one Character) and the segments, lengths,
      // offsets and edits all count the same units. The letter before a
      // lone component is part of this segment; `match.range` still says
      // where the emoji itself starts.
      segmentKind = .emoji(match)
    }
    closeText(at: range.lowerBound)
    segments.append(MessageSegment(kind: segmentKind, range: range))
  }

  mutating func finish(at end: String.Index) -> [MessageSegment] {
    closeText(at: end)
    return segments
  }

  private mutating func closeText(at end: String.Index) {
    if let start = textStart { segments.append(MessageSegment(kind: .text, range: start..<end)) }
    textStart = nil
  }
}
