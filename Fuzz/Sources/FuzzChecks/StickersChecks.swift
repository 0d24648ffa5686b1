import TextGauge
import TextGaugeStickers

let fixedCatalog = try! StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n[a]\ta\n")

/// The sticker catalog parser and StickerMessage's offsets and edits. The
/// first byte picks the unit and the offsets; up to the first 0x00 is a
/// catalog (parsed, and used when valid), the rest the message. Checked: a
/// parsed catalog finds each of its tokens; lengths agree with the texts;
/// display ↔ storage offsets round-trip; delete-backward at every caret
/// removes one contiguous range of whole stickers and emoji; cut gives the
/// copied text and the text without it.
public func checkStickers(_ data: UnsafeBufferPointer<UInt8>) {
  var input = FuzzInput(data)
  let flags = input.byte()
  let selectionSeed = input.uint16()
  let (first, second) = input.twoParts()
  var catalog = fixedCatalog
  if let parsed = try? StickerCatalog(parsing: String(decoding: first, as: UTF8.self)) {
    for sticker in parsed.stickers {
      require(parsed.sticker(forToken: sticker.token) != nil, "token \(dump(sticker.token)) not found")
      require(parsed.sticker(withIdentifier: sticker.identifier) != nil, "identifier \(dump(sticker.identifier)) not found")
    }
    if flags & 0x80 != 0, !parsed.stickers.isEmpty { catalog = parsed }
  }
  let unit: TextOffsetUnit = flags & 1 == 0 ? .utf16 : .characters
  let policy = EmojiPolicy.allCases[Int(flags >> 1) % 3]
  let message = StickerMessage(storageText: String(decoding: second, as: UTF8.self), catalog: catalog, emojiPolicy: policy)
  let context = "\(unit) \(policy): \(dump(message.storageText))"
  require(message.length(in: .utf16, stickers: .token) == message.storageText.utf16.count, "storage length; \(context)")
  require(message.length(in: .utf16, stickers: .oneUnit) == message.displayText.utf16.count, "display length; \(context)")
  let displayLength = message.length(in: unit.metric, stickers: .oneUnit)
  var carets: [Int] = []
  for display in 0...displayLength {
    let storage = message.storageOffset(forDisplayOffset: display, in: unit)
    let forward = message.storageOffset(forDisplayOffset: display, in: unit, rounding: .forward)
    require(forward >= storage, "rounding forward went back at \(display); \(context)")
    let back = message.displayOffset(forStorageOffset: storage, in: unit)
    require(back <= display && message.storageOffset(forDisplayOffset: back, in: unit) == storage, "round trip at \(display); \(context)")
    if storage == forward {
      require(back == display, "boundary \(display) does not round-trip; \(context)")
      carets.append(display)
    }
  }
  let old = Array(message.storageText.utf16)
  for caret in carets {
    let new = Array(message.deletingBackward(caret..<caret, in: unit).storageText.utf16)
    let removed = old.count - new.count
    let start = zip(old, new).prefix { $0 == $1 }.count
    require(removed >= 0 && (caret == 0 || removed > 0), "delete-backward at \(caret) removed \(removed); \(context)")
    let placed = min(start, new.count)
    require(old[..<placed] + old[(placed + removed)...] == new[...], "delete-backward at \(caret) is not one range; \(context)")
  }
  let a = selectionSeed % (displayLength + 1)
  let b = (selectionSeed >> 8) % (displayLength + 1)
  let selection = min(a, b)..<max(a, b)
  let (clipboard, cut) = message.cutting(selection, in: unit)
  require(clipboard == message.copying(selection, in: unit), "cut and copy differ; \(context)")
  require(cut.storageText.utf16.count + clipboard.utf16.count == old.count, "cut lost or added text; \(context)")
  let pasted = message.pasting(clipboard, over: selection, in: unit)
  require(pasted.caret >= 0 && pasted.caret <= pasted.message.length(in: unit.metric, stickers: .oneUnit), "paste caret outside; \(context)")
}
