import Testing
import TestSupport
import TextGauge
import TextGaugeStickers

/// Every emoji-test.txt entry (all qualifications) mixed with stickers,
/// unknown tokens and CJK text.
@Suite struct RoundTripTests {
  let catalog = Fixtures.catalog

  @Test(.needsUnicodeFiles) func everyEntryMixedWithStickersAndCJK() {
    for entry in Fixtures.emojiTest {
      let emoji = entry.string
      // Not right after a token: a lone skin tone component (Grapheme_Extend)
      // would join the "]" into one Character, and the token would be text.
      let storage = "笑死了" + emoji + "[笑哭]好" + emoji + "[未知][doge]"
      let message = StickerMessage(storageText: storage, catalog: catalog)
      #expect(message.stickerCount == 2, "line \(entry.line)")
      // Storage → rendered display → storage.
      let rendered = message.displayText(renderingStickers: StickerRendering.render)
      #expect(catalog.storageText(fromRendering: rendered) == storage, "line \(entry.line)")
      // The display is the storage with each token replaced by U+FFFC.
      #expect(message.displayText == "笑死了" + emoji + "\u{FFFC}好" + emoji + "[未知]\u{FFFC}")
      // Copying the whole display gives the storage text back, exactly.
      #expect(message.copying(0..<message.length(in: .utf16, stickers: .oneUnit)) == storage)
      // Shortcodes: encode then decode.
      #expect(Fixtures.shortcodes.decoding(Fixtures.shortcodes.encoding(storage)) ==
        (entry.status == "fully-qualified" || entry.status == "component"
          ? storage : Fixtures.shortcodes.decoding(Fixtures.shortcodes.encoding(storage))))
      guard entry.status == "fully-qualified" else { continue }
      // A fully-qualified emoji is one emoji unit and one display Character.
      #expect(message.length(in: .characters, stickers: .oneUnit) == 3 + 1 + 1 + 1 + 1 + 4 + 1, "line \(entry.line)")
      let emojiSegments = message.segments.filter { if case .emoji = $0.kind { true } else { false } }
      #expect(emojiSegments.map { String(storage[$0.range]) } == [emoji, emoji], "line \(entry.line)")
      #expect(Fixtures.shortcodes.decoding(Fixtures.shortcodes.encoding(storage)) == storage)
    }
  }
}
