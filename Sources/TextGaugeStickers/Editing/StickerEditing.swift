/// The result of an edit of a ``StickerMessage``: the new message (whose
/// ``StickerMessage/storageText`` is what to save) and where the caret goes,
/// in the offset unit the edit was given in.
///
/// ```swift
/// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
/// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
/// let doge = catalog.sticker(withIdentifier: "doge")!
/// let edit = message.inserting(doge, at: 3)
/// edit.storageText   // "笑死了[doge][笑哭]"
/// edit.caret         // 4: right after the new sticker, in the display
/// edit.storageCaret  // 9: the same place in the storage text
/// ```
public struct StickerEdit: Sendable {
  /// The message after the edit, for the next edit.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// let edit = message.inserting(catalog.sticker(withIdentifier: "doge")!, at: 3)
  /// edit.message.deletingBackward(edit.caret..<edit.caret)   // undo the typed sticker
  /// ```
  public let message: StickerMessage
  /// The display caret after the edit.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// let doge = catalog.sticker(withIdentifier: "doge")!
  /// message.inserting(doge, at: 0).caret   // 1
  /// ```
  public let caret: Int
  /// The same caret as an offset of the new storage text.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// let doge = catalog.sticker(withIdentifier: "doge")!
  /// message.inserting(doge, at: 0).storageCaret   // 6: after "[doge]"
  /// ```
  public let storageCaret: Int

  /// The storage text after the edit: what to save and send.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// let doge = catalog.sticker(withIdentifier: "doge")!
  /// message.inserting(doge, at: 0).storageText   // "[doge]笑死了[笑哭]"
  /// ```
  public var storageText: String { message.storageText }
}

extension StickerMessage {
  /// Replaces a display selection with storage text: tokens in `storageText`
  /// become stickers, and the caret goes right after the inserted text.
  ///
  /// The selection is widened to whole units (a caret inside a unit goes
  /// after it). The edit is done on the storage text and re-parsed, so the
  /// result is always what the storage text means: if the inserted text
  /// completes a token with its neighbours (typing `]` after `[笑哭`), that
  /// becomes a sticker, and a caret that would fall inside it goes after it.
  /// Nothing is added around stickers.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// // storage "笑死了[笑哭]", display "笑死了\u{FFFC}"
  /// let edit = message.replacing(0..<3, with: "好[doge]")
  /// edit.storageText   // "好[doge][笑哭]"
  /// edit.caret         // 2
  /// ```
  ///
  /// A selection out of the display text (`0...length`) is refused, as the
  /// input engine refuses an invalid range: the edit changes nothing (its
  /// message is this one) and the caret is the end of the selection,
  /// clamped into the text. This holds for every edit (inserting, pasting,
  /// deleting, cutting).
  public func replacing(
    _ selection: Range<Int>, with storageText: some StringProtocol, in unit: TextOffsetUnit = .utf16
  ) -> StickerEdit {
    guard isWithinDisplay(selection, in: unit) else { return unchanged(caretNear: selection.upperBound, in: unit) }
    let (start, end) = unitRange(forDisplayRange: selection, in: unit)
    return replacingUnits(start, end, with: storageText, in: unit)
  }

  /// Inserts storage text at a display caret (tokens become stickers); the
  /// caret goes right after it.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// message.inserting("哈哈", at: 3).storageText   // "笑死了哈哈[笑哭]"
  /// ```
  public func inserting(_ storageText: some StringProtocol, at caret: Int, in unit: TextOffsetUnit = .utf16) -> StickerEdit {
    replacing(caret..<caret, with: storageText, in: unit)
  }

  /// Inserts a sticker (its token) at a display caret; the caret goes right
  /// after the sticker.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// let edit = message.inserting(catalog.sticker(withIdentifier: "doge")!, at: 0)
  /// edit.storageText   // "[doge]笑死了[笑哭]"
  /// edit.caret         // 1
  /// ```
  public func inserting(_ sticker: Sticker, at caret: Int, in unit: TextOffsetUnit = .utf16) -> StickerEdit {
    replacing(caret..<caret, with: sticker.token, in: unit)
  }

  /// Pastes storage text (for example from ``copying(_:in:)``) over a display
  /// selection: its tokens become stickers and the caret goes right after the
  /// pasted text — after the last pasted sticker, not behind it.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// let edit = message.pasting("[doge]好", over: 1..<1)
  /// edit.storageText   // "笑[doge]好死了[笑哭]"
  /// edit.caret         // 3
  /// ```
  public func pasting(_ storageText: some StringProtocol, over selection: Range<Int>, in unit: TextOffsetUnit = .utf16) -> StickerEdit {
    replacing(selection, with: storageText, in: unit)
  }

  /// The delete key: with an empty selection, removes the one unit before the
  /// caret — a whole sticker, a whole emoji sequence (ZWJ family, flag,
  /// keycap, skin tone…) or one Character — otherwise removes the selection
  /// (widened to whole units). At the start, nothing changes.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// message.deletingBackward(4..<4).storageText   // "笑死了" (from "笑死了[笑哭]")
  /// ```
  public func deletingBackward(_ selection: Range<Int>, in unit: TextOffsetUnit = .utf16) -> StickerEdit {
    guard isWithinDisplay(selection, in: unit) else { return unchanged(caretNear: selection.upperBound, in: unit) }
    let (start, end) = unitRange(forDisplayRange: selection, in: unit)
    if start == end {
      return replacingUnits(max(start - 1, 0), end, with: "", in: unit)
    }
    return replacingUnits(start, end, with: "", in: unit)
  }

  /// Cut: the storage text of the selection (widened to whole units) for the
  /// clipboard, and the message without it, caret at the selection's start.
  ///
  /// ```swift
  /// let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n")
  /// let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
  /// let (clipboard, edit) = message.cutting(2..<4)
  /// clipboard          // "了[笑哭]"
  /// edit.storageText   // "笑死"
  /// edit.caret         // 2
  /// ```
  public func cutting(_ selection: Range<Int>, in unit: TextOffsetUnit = .utf16) -> (clipboard: String, edit: StickerEdit) {
    let clipboard = copying(selection, in: unit)
    return (clipboard, replacing(selection, with: "", in: unit))
  }

  /// The refused edit: this message, the caret at `offset` clamped into
  /// the display text and rounded forward to a unit boundary.
  private func unchanged(caretNear offset: Int, in unit: TextOffsetUnit) -> StickerEdit {
    let caret = boundary(offset, in: displayOffsets(unit), rounding: .forward)
    return StickerEdit(message: self, caret: displayOffsets(unit)[caret], storageCaret: storageOffsets(unit)[caret])
  }

  /// Replaces units `start..<end` with `text` and re-parses; the caret goes
  /// after `text`, rounded forward to a unit boundary of the new message.
  private func replacingUnits(
    _ start: Int, _ end: Int, with text: some StringProtocol, in unit: TextOffsetUnit
  ) -> StickerEdit {
    var storage = String(storageText[..<boundaries[start]])
    storage += text
    let caretUTF16 = storageUTF16[start] + String(text).utf16Count
    storage += storageText[boundaries[end]...]
    let message = StickerMessage(storageText: storage, catalog: catalog, emojiPolicy: emojiPolicy)
    let caret = message.boundary(caretUTF16, in: message.storageUTF16, rounding: .forward)
    return StickerEdit(
      message: message, caret: message.displayOffsets(unit)[caret], storageCaret: message.storageOffsets(unit)[caret])
  }
}
