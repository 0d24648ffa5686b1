import Testing
import TextGauge
import TextGaugeStickers

/// A catalog may give one sticker several codes (lines with the same
/// identifier): `[微笑]`, `[Smile]` and a legacy `[wx]`. Each decodes to the
/// sticker; rendering and back writes the first, the catalog's preferred.
@Suite struct StickerSeveralCodesTests {
  static let catalog = try! StickerCatalog(parsing: "[微笑]\tweixiao\n[Smile]\tweixiao\n[wx]\tweixiao\n[笑哭]\txiaoku\n")

  @Test func everyCodeDecodesToTheSticker() {
    for token in ["[微笑]", "[Smile]", "[wx]"] {
      #expect(Self.catalog.sticker(forToken: token)?.identifier == "weixiao", "\(token)")
      let message = StickerMessage(storageText: "好\(token)!", catalog: Self.catalog)
      let stickers = message.segments.compactMap { segment -> Sticker? in
        if case .sticker(let sticker) = segment.kind { return sticker }
        return nil
      }
      #expect(stickers.map(\.identifier) == ["weixiao"], "\(token)")
      #expect(message.displayText == "好\u{FFFC}!")
    }
    #expect(Self.catalog.sticker(withIdentifier: "weixiao")?.token == "[微笑]")
  }

  @Test func renderingWritesThePreferredCode() {
    let text = "[Smile][wx][微笑][笑哭]"
    let rendered = StickerMessage(storageText: text, catalog: Self.catalog)
      .displayText(renderingStickers: StickerRendering.render)
    #expect(rendered == "⟦weixiao⟧⟦weixiao⟧⟦weixiao⟧⟦xiaoku⟧")
    #expect(Self.catalog.storageText(fromRendering: rendered) == "[微笑][微笑][微笑][笑哭]")
  }
}
