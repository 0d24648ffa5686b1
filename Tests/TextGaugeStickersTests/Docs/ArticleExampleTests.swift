import Testing
import TextGauge
import TextGaugeStickers

/// The examples of the TextGaugeStickers catalog's landing page and of
/// "Stickers and Shortcodes" (Sources/TextGaugeStickers/TextGaugeStickers.docc).
@Suite("Stickers: documentation examples")
struct ArticleExampleTests {
  @Test func landingPage() throws {
    let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n", source: "stickers.tsv")
    let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
    #expect(message.displayText == "笑死了\u{FFFC}👍")
    #expect(message.storageOffset(forDisplayOffset: 4) == 7)
    #expect(message.copying(3..<6) == "[笑哭]👍")
    let edit = message.pasting("[doge]好", over: 3..<3)
    #expect(edit.storageText == "笑死了[doge]好[笑哭]👍")
    #expect(edit.caret == 5)
    #expect(EmojiShortcodes.cldr.encoding("好 👍🏽") == "好 :thumbs_up_medium_skin_tone:")
  }

  @Test func offsetsAndLengths() throws {
    let catalog = try StickerCatalog(parsing: "[笑哭]\txiaoku\n[doge]\tdoge\n", source: "stickers.tsv")
    let message = StickerMessage(storageText: "笑死了[笑哭]👍", catalog: catalog)
    #expect(message.storageOffset(forDisplayOffset: 4, in: .characters) == 7)
    #expect(message.displayOffset(forStorageOffset: 7) == 4)
    #expect(message.displayOffset(forStorageOffset: 5) == 3)
    #expect(message.displayOffset(forStorageOffset: 5, rounding: .forward) == 4)
    #expect(message.storageRange(forDisplayRange: 2..<4) == 2..<7)
    #expect(message.displayRange(forStorageRange: 4..<5) == 3..<4)
    #expect(catalog.length(of: "笑死了[笑哭]", in: .characters, stickers: .oneUnit) == 4)
    #expect(catalog.length(of: "笑死了[笑哭]", in: .characters, stickers: .token) == 7)
    #expect(catalog.length(of: "笑死了[笑哭]", in: .gb18030(.gb2022), stickers: .fixed(2)) == 8)
  }

  @Test func shortcodes() {
    let codes = EmojiShortcodes.cldr
    #expect(codes.encoding("好的👍🏽🇯🇵") == "好的:thumbs_up_medium_skin_tone::flag_japan:")
    #expect(codes.decoding("好的:thumbs_up: :nope:") == "好的👍 :nope:")
    #expect(codes.shortcode(for: "1️⃣") == "keycap_1")
    #expect(codes.emoji(forShortcode: "red_heart") == "❤️")
  }
}
