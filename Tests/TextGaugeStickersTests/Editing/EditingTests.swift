import Testing
import TestSupport
import TextGauge
import TextGaugeStickers

@Suite struct EditingTests {
  let catalog = Fixtures.catalog

  func message(_ text: String) -> StickerMessage { StickerMessage(storageText: text, catalog: catalog) }

  @Test func documentedExamples() {
    let base = message("笑死了[笑哭]")
    let inserted = base.inserting(Fixtures.doge, at: 3)
    #expect(inserted.storageText == "笑死了[doge][笑哭]")
    #expect(inserted.caret == 4)
    #expect(inserted.storageCaret == 9)
    #expect(base.replacing(0..<3, with: "好[doge]").storageText == "好[doge][笑哭]")
    #expect(base.replacing(0..<3, with: "好[doge]").caret == 2)
    #expect(base.inserting("哈哈", at: 3).storageText == "笑死了哈哈[笑哭]")
    #expect(base.inserting(Fixtures.doge, at: 0).caret == 1)
    let (clipboard, cut) = base.cutting(2..<4)
    #expect(clipboard == "了[笑哭]")
    #expect(cut.storageText == "笑死")
    #expect(cut.caret == 2)
    #expect(base.deletingBackward(4..<4).storageText == "笑死了")
    #expect(base.deletingBackward(4..<4).caret == 3)
    #expect(base.deletingBackward(0..<0).storageText == "笑死了[笑哭]")
    #expect(base.deletingBackward(1..<3).storageText == "笑[笑哭]")
  }

  @Test(arguments: Fixtures.sampleMessages, [TextOffsetUnit.utf16, .characters])
  func deleteBackwardRemovesExactlyOneWholeUnit(text: String, unit: TextOffsetUnit) {
    let message = message(text)
    let reference = ReferenceUnits(message)
    let display = reference.boundaries(reference.display, unit)
    let storage = reference.boundaries(reference.storage, unit)
    for index in 1..<max(display.count, 1) {
      let edit = message.deletingBackward(display[index]..<display[index], in: unit)
      var units = reference.storage
      let removed = units.remove(at: index - 1)
      #expect(edit.storageText == units.joined(), "deleting unit \(index) of \(text)")
      #expect(edit.storageCaret == storage[index - 1] || edit.storageText != units.joined())
      // What went is a whole token, a whole emoji sequence or one Character.
      let isToken = catalog.sticker(forToken: removed) != nil
      let isCharacter = removed.count == 1
      #expect(isToken || isCharacter, "removed \(removed)")
      if !isToken {
        #expect(!(removed.unicodeScalars.first?.properties.isGraphemeExtend ?? false) || index == 1)
      }
    }
  }

  @Test(arguments: Fixtures.fullyQualified.map(\.string))
  func deleteBackwardNeverLeavesAPartialEmoji(emoji: String) {
    var edit = message("笑" + emoji + "[笑哭]").deletingBackward(3..<3, in: .characters)
    #expect(edit.storageText == "笑" + emoji)
    #expect(edit.caret == 2)
    edit = edit.message.deletingBackward(2..<2, in: .characters)
    #expect(edit.storageText == "笑")
    // Same in UTF-16, from a caret given after the emoji.
    let utf16 = message("笑" + emoji).deletingBackward((1 + emoji.utf16.count)..<(1 + emoji.utf16.count))
    #expect(utf16.storageText == "笑")
    #expect(utf16.caret == 1)
  }

  @Test func pasteLeavesTheCaretRightAfterThePastedText() {
    let base = message("笑死了[笑哭]好")
    let pasted = "[doge]哈[笑哭]"
    for unit in [TextOffsetUnit.utf16, .characters] {
      for caret in 0...base.length(in: unit.metric, stickers: .oneUnit) {
        let edit = base.pasting(pasted, over: caret..<caret, in: unit)
        let storageCaret = base.storageOffset(forDisplayOffset: caret, in: unit)
        let storage = base.storageText
        let splitAt = unit == .utf16
          ? String.Index(utf16Offset: storageCaret, in: storage)
          : storage.index(storage.startIndex, offsetBy: storageCaret)
        #expect(edit.storageText == String(storage[..<splitAt]) + pasted + String(storage[splitAt...]))
        #expect(edit.caret == caret + 3, "after the 2 stickers and 哈, no spaces added")
        #expect(edit.storageCaret == storageCaret + (unit == .utf16 ? pasted.utf16.count : pasted.count))
        #expect(edit.message.stickerCount == 3)
      }
    }
  }

  @Test func cutThenPasteRestoresTheMessage() {
    for text in Fixtures.sampleMessages {
      let base = message(text)
      let length = base.length(in: .utf16, stickers: .oneUnit)
      for start in 0...length {
        for end in start...length {
          let (clipboard, cut) = base.cutting(start..<end)
          let restored = cut.message.pasting(clipboard, over: cut.caret..<cut.caret)
          #expect(restored.storageText == text)
          #expect(restored.caret == base.displayRange(forStorageRange: base.storageRange(forDisplayRange: start..<end)).upperBound)
        }
      }
    }
  }

  @Test func editsThatCompleteATokenMakeASticker() {
    // Typing "]" after "[笑哭" makes the sticker; the caret goes after it.
    let typed = message("好[笑哭").inserting("]", at: 4)
    #expect(typed.message.stickerCount == 1)
    #expect(typed.caret == 2)
    // Typing "[" before "doge]" does too: the caret cannot stay inside it.
    let before = message("doge]!").inserting("[", at: 0)
    #expect(before.storageText == "[doge]!")
    #expect(before.caret == 1)
    // Deleting the character that kept a token apart.
    let joined = message("[笑x哭]").deletingBackward(3..<3)
    #expect(joined.storageText == "[笑哭]")
    #expect(joined.caret == 1)
  }

  @Test func caretsInsideAUnitGoAfterIt() {
    let base = message("a👍b")
    // UTF-16 offset 2 is between the surrogates of 👍.
    #expect(base.inserting("x", at: 2).storageText == "a👍xb")
    #expect(base.deletingBackward(2..<2).storageText == "ab")
    #expect(base.replacing(2..<3, with: "").storageText == "ab")
  }
}
