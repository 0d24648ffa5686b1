import Testing
import TextGauge
import TextGaugeStickers

/// The sticker model's units are the data's Characters (UAX #29 of the
/// tables' Unicode version), not the toolchain's `Character`s.
@Suite struct DataCharacterStickerTests {
  /// ស្ត្រី: U+179F U+17D2 U+178F U+17D2 U+179A U+17B8, one Character by GB9c.
  let khmer = "\u{179F}\u{17D2}\u{178F}\u{17D2}\u{179A}\u{17B8}"

  @Test func deleteBackwardRemovesTheClusterWhole() throws {
    try #require(khmer.graphemeClusters.count == 1)
    let message = StickerMessage(storageText: "a" + khmer, catalog: Fixtures.catalog)
    let utf16End = ("a" + khmer).utf16.count
    #expect(message.deletingBackward(utf16End..<utf16End).storageText == "a")
    #expect(message.deletingBackward(2..<2, in: .characters).storageText == "a")
    #expect(message.deletingBackward(1..<1, in: .characters).storageText == khmer)
  }

  @Test func segmentsCountDataCharacters() throws {
    let text = "[doge]" + khmer
    try #require(khmer.graphemeClusters.count == 1)
    let message = StickerMessage(storageText: text, catalog: Fixtures.catalog)
    // The sticker is one display Character, the cluster another.
    #expect(message.deletingBackward(2..<2, in: .characters).storageText == "[doge]")
  }
}
