import Testing
import TextGauge
import TextGaugeStickers

/// Offsets from a text view that are out of range get one documented answer,
/// never a trap: an edit changes nothing, copying gives "", a mapping is
/// clamped (StickersAndShortcodes.md, "Offsets out of range").
@Suite struct OutOfRangeOffsetTests {
  static let catalog = Fixtures.catalog
  let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)

  @Test func anOffsetPastTheEndMapsToTheEnd() {
    #expect(message.storageOffset(forDisplayOffset: 99) == 9)
    #expect(message.storageOffset(forDisplayOffset: -3) == 0)
    #expect(message.displayOffset(forStorageOffset: 99, in: .characters) == 5)
    #expect(message.storageRange(forDisplayRange: 2..<99) == 2..<9)
  }

  @Test func anEditOutOfRangeChangesNothing() {
    for edit in [
      message.deletingBackward(10..<20), message.inserting("x", at: 99), message.replacing(-2..<1, with: "x"),
      message.pasting("[doge]", over: 3..<7), message.cutting(0..<99).edit,
    ] {
      #expect(edit.storageText == message.storageText)
      #expect(edit.caret >= 0 && edit.caret <= 6)
    }
    #expect(message.inserting("x", at: 99).caret == 6)
    #expect(message.cutting(0..<99).clipboard == "")
  }

  @Test func copyingOutOfRangeGivesNothing() {
    #expect(message.copying(2..<99) == "")
    #expect(message.copying(2..<6) == "了[笑哭]👍")
  }

  @Test func aStrayToneAfterALetterIsOneSegmentAndOneEditingUnit() {
    let toned = StickerMessage(storageText: "王\u{1F3FB}", catalog: Self.catalog)
    #expect(toned.segments.map { String(toned.storageText[$0.range]) } == ["王\u{1F3FB}"])
    #expect(toned.deletingBackward(3..<3).storageText == "")
  }
}
