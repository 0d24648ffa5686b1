import Testing
import TextGauge
import TextGaugeStickers

@Suite struct StickerLengthTests {
  let catalog = Fixtures.catalog

  @Test func stickersCountOneUnitOrTheirToken() {
    #expect(catalog.length(of: "笑死了[笑哭]", in: .characters, stickers: .oneUnit) == 4)
    #expect(catalog.length(of: "笑死了[笑哭]", in: .characters, stickers: .token) == 7)
    #expect(catalog.length(of: "笑死了[笑哭]", in: .utf16, stickers: .fixed(2)) == 5)
    #expect(catalog.length(of: "笑死了[未知]", in: .utf16, stickers: .oneUnit) == 7)
    #expect(catalog.length(of: "[doge]👨‍👩‍👧", in: .characters, stickers: .oneUnit) == 2)
    #expect(catalog.length(of: "[doge]👨‍👩‍👧", in: .utf16, stickers: .oneUnit) == 9)
    #expect(catalog.fits("笑死了[笑哭]", budget: 4, in: .characters, stickers: .oneUnit))
    #expect(!catalog.fits("笑死了[笑哭]", budget: 4, in: .characters, stickers: .token))
    let message = StickerMessage(storageText: "笑死了[笑哭]", catalog: catalog)
    #expect(message.length(in: .characters, stickers: .oneUnit) == 4)
  }

  @Test func theTokenRuleIsTheStorageTextsOwnLength() {
    for text in Fixtures.sampleMessages {
      for metric in [TextMetric.characters, .utf16, .utf8, .unicodeScalars] {
        #expect(catalog.length(of: text, in: metric, stickers: .token) == metric.measure(text))
      }
      // One unit per sticker in Characters is the display's Character count.
      let message = StickerMessage(storageText: text, catalog: catalog)
      #expect(catalog.length(of: text, in: .characters, stickers: .oneUnit) == message.displayText.count)
      #expect(catalog.length(of: text, in: .utf16, stickers: .oneUnit) == message.displayText.utf16.count)
      let displayMetric = TextMetric.stickerDisplay(counting: .utf8, stickerWeight: 5)
      #expect(displayMetric.measure(message.displayText) == catalog.length(of: text, in: .utf8, stickers: .fixed(5)))
    }
  }

  @Test func prefixesNeverSplitATokenOrAnEmoji() {
    let text = "笑死了[笑哭]好👨‍👩‍👧"
    #expect(catalog.prefix(text, fitting: 4, in: .characters, stickers: .oneUnit) == "笑死了[笑哭]")
    #expect(catalog.prefix(text, fitting: 4, in: .characters, stickers: .token) == "笑死了")
    #expect(catalog.prefix(text, fitting: 8, in: .characters, stickers: .token) == "笑死了[笑哭]好")
    #expect(catalog.prefix(text, fitting: 12, in: .utf16, stickers: .oneUnit) == "笑死了[笑哭]好")
    #expect(catalog.prefix(text, fitting: 13, in: .utf16, stickers: .oneUnit) == text)
    #expect(catalog.prefix(text, fitting: -1, in: .utf16, stickers: .oneUnit) == "")
    for budget in 0...20 {
      let prefix = catalog.prefix(text, fitting: budget, in: .utf16, stickers: .oneUnit)
      #expect(catalog.length(of: prefix, in: .utf16, stickers: .oneUnit) <= budget)
      let segments = catalog.segments(of: text)
      #expect(segments.contains { $0.range.lowerBound == prefix.endIndex } || prefix.endIndex == text.endIndex
        || segments.contains { $0.kind == .text && $0.range.contains(prefix.endIndex) })
    }
  }
}
