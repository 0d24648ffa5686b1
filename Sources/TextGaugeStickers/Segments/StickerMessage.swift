import TextGauge

/// Which offsets a caret or selection is given in.
///
/// ```swift
/// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
/// let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
/// message.storageOffset(forDisplayOffset: 4, in: .utf16)        // 7: UTF-16, as iOS text views, Android, JavaScript
/// message.storageOffset(forDisplayOffset: 4, in: .characters)   // 7: Characters, as graphemeClusters counts them
/// ```
public enum TextOffsetUnit: Sendable, Hashable {
  /// UTF-16 code units: what UIKit (`NSRange`), Android and the web count.
  case utf16
  /// Characters as the tables' Unicode version defines them (UAX #29
  /// extended grapheme clusters, `graphemeClusters` in TextGauge, and the
  /// `.characters` metric): what Swift's `String.count` counts when the
  /// standard library's Unicode version is the data's, and the same on
  /// every OS.
  case characters

  /// The metric that counts this unit, for measuring a message with
  /// ``StickerMessage/length(in:stickers:)``: the storage text's length is
  /// its length with stickers counted as their tokens, the display's with
  /// each sticker one unit.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// message.length(in: TextOffsetUnit.utf16.metric, stickers: .token)     // 7: the storage text
  /// message.length(in: TextOffsetUnit.utf16.metric, stickers: .oneUnit)   // 4: the display
  /// ```
  public var metric: TextMetric {
    switch self {
    case .utf16: .utf16
    case .characters: .characters
    }
  }
}

/// Where an offset that falls inside a unit (inside a sticker token, a
/// surrogate pair or an emoji sequence) goes.
///
/// ```swift
/// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
/// let message = StickerMessage(storageText: "a[笑哭]", catalog: catalog)
/// // storage "a[笑哭]": UTF-16 offset 2 is inside the token
/// message.displayOffset(forStorageOffset: 2, rounding: .backward)   // 1, before the sticker
/// message.displayOffset(forStorageOffset: 2, rounding: .forward)    // 2, after it
/// ```
public enum OffsetRounding: Sendable, Hashable {
  /// To the start of the unit.
  case backward
  /// To the end of the unit.
  case forward
}

/// One message in its two views: the **storage text**, with sticker tokens
/// (`笑死了[笑哭]`, what is saved and sent), and the **display**, in which
/// each sticker is one unit and each emoji one Character.
///
/// The display's text is the storage text with every sticker token replaced
/// by U+FFFC OBJECT REPLACEMENT CHARACTER — what a text view holding an image
/// attachment contains — so a sticker is 1 UTF-16 unit and 1 Character there,
/// and everything else is unchanged:
///
/// | | storage | display |
/// |---|---|---|
/// | text | `笑死了[笑哭]👍` | `笑死了\u{FFFC}👍` |
/// | UTF-16 length | 9 | 6 |
/// | Characters | 8 | 5 |
///
/// Offsets map both ways, in UTF-16 units or Characters, and the editing
/// operations (``replacing(_:with:in:)`` and friends) take display carets and
/// selections and return the new storage text and caret.
///
/// ```swift
/// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
/// let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
/// message.displayText                                         // "笑死了\u{FFFC}👍"
/// message.storageOffset(forDisplayOffset: 4)                  // 7: after "[笑哭]"
/// message.displayOffset(forStorageOffset: 7)                  // 4
/// message.copying(3..<6)                                      // "[笑哭]👍"
/// message.deletingBackward(4..<4).storageText                 // "笑死了👍"
/// ```
public struct StickerMessage: Sendable {
  /// The text as stored and sent, with tokens.
  public let storageText: String
  /// The stickers recognised.
  public let catalog: StickerCatalog
  /// Which emoji count as emoji units.
  public let emojiPolicy: EmojiPolicy
  /// The storage text split into text runs, stickers and emoji; ranges are
  /// indices of ``storageText``.
  public let segments: [MessageSegment]

  /// Unit boundaries (count: units + 1) as storage indices and as running
  /// offsets in each view and unit. Every unit is at least 1 long in every
  /// measure, so each offset array is strictly increasing: binary search.
  let boundaries: [String.Index]
  let storageUTF16: [Int]
  let storageCharacters: [Int]
  let displayUTF16: [Int]
  let displayCharacters: [Int]

  /// Parses `storageText`: known tokens of `catalog` become stickers, emoji
  /// (under `emojiPolicy`) become emoji units, the rest stays text.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "hi [doge][未知]", catalog: catalog)
  /// message.segments.count   // 3: "hi ", [doge], "[未知]"
  /// ```
  ///
  /// Linear in the length of the text.
  public init(storageText: some StringProtocol, catalog: StickerCatalog, emojiPolicy: EmojiPolicy = .standard) {
    var storage = String(storageText)
    storage.makeContiguousUTF8()
    var builder = SegmentBuilder(catalog: catalog)
    var boundaries = [storage.startIndex]
    var storageUTF16 = [0], storageCharacters = [0], displayUTF16 = [0], displayCharacters = [0]
    // Each unit's UTF-16 length is counted from its UTF-8 by the byte core
    // (`UTF8Bytes.utf16Count`), in one pass over the text: no UTF-16 walk
    // and no breadcrumbs. The units are consecutive, so their UTF-8 offsets
    // run with them.
    var unitStart = 0
    let utf8 = storage.utf8
    let counted: Void? = utf8.withContiguousStorageIfAvailable { bytes in
      catalog.forEachUnit(of: storage[...], emojiPolicy: emojiPolicy) { kind, range, characters in
        builder.add(kind, range)
        let unitEnd = unitStart + utf8.distance(from: range.lowerBound, to: range.upperBound)
        let utf16 = UTF8Bytes.utf16Count(UnsafeBufferPointer(rebasing: bytes[unitStart..<unitEnd]), wellFormed: true)
        unitStart = unitEnd
        boundaries.append(range.upperBound)
        storageUTF16.append(storageUTF16.last! + utf16)
        storageCharacters.append(storageCharacters.last! + characters)
        if case .sticker = kind {
          displayUTF16.append(displayUTF16.last! + 1)
          displayCharacters.append(displayCharacters.last! + 1)
        } else {
          displayUTF16.append(displayUTF16.last! + utf16)
          displayCharacters.append(displayCharacters.last! + characters)
        }
      }
    }
    precondition(counted != nil, "a native string after makeContiguousUTF8")
    self.storageText = storage
    self.catalog = catalog
    self.emojiPolicy = emojiPolicy
    self.segments = builder.finish(at: storage.endIndex)
    self.boundaries = boundaries
    self.storageUTF16 = storageUTF16
    self.storageCharacters = storageCharacters
    self.displayUTF16 = displayUTF16
    self.displayCharacters = displayCharacters
  }

  /// What a sticker shows as in ``displayText``: U+FFFC OBJECT REPLACEMENT
  /// CHARACTER, like an image attachment in a text view.
  public static let stickerPlaceholder: Character = "\u{FFFC}"

  /// The display as text: each sticker one U+FFFC, everything else as stored.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog).displayText   // "笑死了\u{FFFC}"
  /// ```
  public var displayText: String {
    displayText { _ in String(Self.stickerPlaceholder) }
  }

  /// The display as text with each sticker rendered by `render`, e.g. for a
  /// terminal (offsets then no longer match the display's).
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// message.displayText { "⟦\($0.identifier)⟧" }   // "笑死了⟦xiaoku⟧"
  /// ```
  public func displayText(renderingStickers render: (Sticker) -> String) -> String {
    var result = ""
    for segment in segments {
      if case .sticker(let sticker) = segment.kind {
        result += render(sticker)
      } else {
        result += storageText[segment.range]
      }
    }
    return result
  }

  /// The number of stickers in the message.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// StickerMessage(storageText: "[doge][doge]x", catalog: catalog).stickerCount   // 2
  /// ```
  public var stickerCount: Int {
    segments.reduce(0) { count, segment in
      if case .sticker = segment.kind { count + 1 } else { count }
    }
  }

  // MARK: Offset mapping

  /// The storage offset of a display caret.
  ///
  /// A display offset inside a unit (possible in UTF-16 inside a surrogate
  /// pair or an emoji sequence) goes to the unit's start or end by
  /// `rounding`.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
  /// // storage "笑死了[笑哭]👍", display "笑死了\u{FFFC}👍"
  /// message.storageOffset(forDisplayOffset: 4)                   // 7: after the token
  /// message.storageOffset(forDisplayOffset: 5, in: .utf16)       // 7: inside 👍, rounded back
  /// message.storageOffset(forDisplayOffset: 4, in: .characters)  // 7
  /// ```
  ///
  /// An offset out of `0...length(in: unit.metric, stickers: .oneUnit)` is
  /// clamped into it (`storageOffset(forDisplayOffset: 99)` is the end of
  /// the storage text), never a trap.
  public func storageOffset(
    forDisplayOffset offset: Int, in unit: TextOffsetUnit = .utf16, rounding: OffsetRounding = .backward
  ) -> Int {
    storageOffsets(unit)[boundary(offset, in: displayOffsets(unit), rounding: rounding)]
  }

  /// The display offset of a storage caret. An offset inside a sticker token
  /// (or a Character) goes to its start or end by `rounding`.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
  /// message.displayOffset(forStorageOffset: 7)                      // 4: after the sticker
  /// message.displayOffset(forStorageOffset: 5)                      // 3: inside "[笑哭]", before it
  /// message.displayOffset(forStorageOffset: 5, rounding: .forward)  // 4
  /// ```
  ///
  /// An offset out of `0...length(in: unit.metric, stickers: .token)` is
  /// clamped into it, never a trap.
  public func displayOffset(
    forStorageOffset offset: Int, in unit: TextOffsetUnit = .utf16, rounding: OffsetRounding = .backward
  ) -> Int {
    displayOffsets(unit)[boundary(offset, in: storageOffsets(unit), rounding: rounding)]
  }

  /// The storage range of a display selection, widened to whole units.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
  /// message.storageRange(forDisplayRange: 2..<4)   // 2..<7: "了[笑哭]"
  /// ```
  public func storageRange(forDisplayRange range: Range<Int>, in unit: TextOffsetUnit = .utf16) -> Range<Int> {
    let (start, end) = unitRange(forDisplayRange: range, in: unit)
    return storageOffsets(unit)[start]..<storageOffsets(unit)[end]
  }

  /// The display range of a storage range, widened to whole units (a range
  /// touching part of a token covers the whole sticker).
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
  /// message.displayRange(forStorageRange: 4..<5)   // 3..<4: the sticker
  /// ```
  public func displayRange(forStorageRange range: Range<Int>, in unit: TextOffsetUnit = .utf16) -> Range<Int> {
    let start = boundary(range.lowerBound, in: storageOffsets(unit), rounding: .backward)
    let end = boundary(range.upperBound, in: storageOffsets(unit), rounding: range.isEmpty ? .backward : .forward)
    return displayOffsets(unit)[start]..<displayOffsets(unit)[max(start, end)]
  }

  /// The storage text of a display selection (widened to whole units): what
  /// copy puts on the clipboard. Stickers come out as their tokens, exactly
  /// as stored, with nothing added around them.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
  /// message.copying(3..<6)   // "[笑哭]👍"
  /// message.copying(2..<3)   // "了"
  /// ```
  ///
  /// A selection reaching out of the display text is refused: it copies
  /// `""` (as an edit with it changes nothing).
  public func copying(_ selection: Range<Int>, in unit: TextOffsetUnit = .utf16) -> String {
    guard isWithinDisplay(selection, in: unit) else { return "" }
    let (start, end) = unitRange(forDisplayRange: selection, in: unit)
    return String(storageText[boundaries[start]..<boundaries[end]])
  }

  // MARK: Internals

  /// Whether a display selection lies within the display text: offsets
  /// from a text view that are not are refused, as the input engine
  /// refuses them (`.invalidRange`).
  func isWithinDisplay(_ selection: Range<Int>, in unit: TextOffsetUnit) -> Bool {
    selection.lowerBound >= 0 && selection.upperBound <= displayOffsets(unit).last!
  }

  func storageOffsets(_ unit: TextOffsetUnit) -> [Int] {
    unit == .utf16 ? storageUTF16 : storageCharacters
  }

  func displayOffsets(_ unit: TextOffsetUnit) -> [Int] {
    unit == .utf16 ? displayUTF16 : displayCharacters
  }

  /// The unit boundaries of a display selection: the start rounded back, the
  /// end forward; an empty selection (a caret) inside a unit goes after it.
  func unitRange(forDisplayRange range: Range<Int>, in unit: TextOffsetUnit) -> (Int, Int) {
    let offsets = displayOffsets(unit)
    if range.isEmpty {
      let caret = boundary(range.lowerBound, in: offsets, rounding: .forward)
      return (caret, caret)
    }
    return (boundary(range.lowerBound, in: offsets, rounding: .backward),
            boundary(range.upperBound, in: offsets, rounding: .forward))
  }

  /// The boundary index for `offset` in a strictly increasing offsets array;
  /// an offset out of `0...offsets.last` is clamped into it (offsets come
  /// from a text view: a stale one must not trap).
  func boundary(_ offset: Int, in offsets: [Int], rounding: OffsetRounding) -> Int {
    let offset = Swift.min(Swift.max(offset, 0), offsets.last!)
    // Largest k with offsets[k] <= offset (offsets[0] is 0).
    let low = offsets.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { $0 <= offset } } - 1
    return offsets[low] == offset || rounding == .backward ? low : low + 1
  }
}

extension String {
  /// `utf16.count`, counted from the UTF-8 by the byte core
  /// (`UTF8Bytes.utf16Count`) rather than by a UTF-16 walk.
  var utf16Count: Int {
    var text = self
    return text.withUTF8 { UTF8Bytes.utf16Count($0, wellFormed: true) }
  }
}
