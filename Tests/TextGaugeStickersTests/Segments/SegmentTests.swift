import Testing
import TextGauge
import TextGaugeStickers

@Suite struct SegmentTests {
  let catalog = Fixtures.catalog

  enum Piece: Equatable { case text(String), sticker(String), emoji(String) }

  func pieces(_ text: String) -> [Piece] {
    catalog.segments(of: text).map { segment in
      let slice = String(text[segment.range])
      switch segment.kind {
      case .text: return .text(slice)
      case .sticker(let sticker):
        #expect(sticker.token == slice)
        return .sticker(sticker.identifier)
      case .emoji: return .emoji(slice)
      }
    }
  }

  @Test func knownTokensOnlyBecomeStickers() {
    #expect(pieces("笑死了[笑哭]") == [.text("笑死了"), .sticker("xiaoku")])
    #expect(pieces("[未知]") == [.text("[未知]")])
    #expect(pieces("笑死了[笑哭][未知]好[doge]") ==
      [.text("笑死了"), .sticker("xiaoku"), .text("[未知]好"), .sticker("doge")])
    #expect(pieces("[[笑哭]]") == [.text("["), .sticker("xiaoku"), .text("]")])
    #expect(pieces("[笑哭") == [.text("[笑哭")])
    #expect(pieces("[Smile][微笑]") == [.sticker("weixiao"), .sticker("weixiao")])
    #expect(pieces("") == [])
  }

  @Test func tokensOnlyOnCharacterBoundaries() {
    // The accent joins "]" into one Character: not a token.
    #expect(pieces("[doge]\u{301}") == [.text("[doge]\u{301}")])
    #expect(pieces("e\u{301}[doge]") == [.text("e\u{301}"), .sticker("doge")])
    // So does a lone skin tone modifier (Grapheme_Extend, UAX #29 GB9); the
    // Character "]🏻" holds an emoji match (the component 🏻), and a segment
    // never splits a Character: the emoji segment is "]🏻".
    #expect(pieces("[doge]\u{1F3FB}") == [.text("[doge"), .emoji("]\u{1F3FB}")])
    #expect(pieces("王\u{1F3FB}") == [.emoji("王\u{1F3FB}")])
    #expect(pieces("6\u{1F3FE}") == [.emoji("6\u{1F3FE}")])
  }

  @Test func emojiAreWholeSequences() {
    #expect(pieces("a👨‍👩‍👧b") == [.text("a"), .emoji("👨‍👩‍👧"), .text("b")])
    #expect(pieces("🇯🇵🇺🇸") == [.emoji("🇯🇵"), .emoji("🇺🇸")])
    #expect(pieces("1️⃣1") == [.emoji("1️⃣"), .text("1")])
    #expect(pieces("👍🏽[doge]🏴󠁧󠁢󠁳󠁣󠁴󠁿") == [.emoji("👍🏽"), .sticker("doge"), .emoji("🏴󠁧󠁢󠁳󠁣󠁴󠁿")])
    // An emoji inside a token belongs to the token.
    #expect(pieces("[😀笑]😀") == [.sticker("emoji-inside"), .emoji("😀")])
    // Without a policy, emoji stay in the text runs.
    #expect(catalog.segments(of: "a😀[doge]", emojiPolicy: nil).count == 2)
  }

  @Test func substringsKeepTheirIndices() {
    let text = "xx笑死了[笑哭]yy"
    let middle = text.dropFirst(2).dropLast(2)
    let segments = catalog.segments(of: middle)
    #expect(segments.map { String(text[$0.range]) } == ["笑死了", "[笑哭]"])
  }

  @Test func colonSyntaxFindsTokensAfterFailedCandidates() throws {
    let colons = try StickerCatalog(parsing: ":party:\tparty", syntax: try StickerSyntax(open: ":", close: ":"))
    let text = "at 10:30:party: ::party:"
    let found = colons.segments(of: text).compactMap { segment -> String? in
      if case .sticker = segment.kind { String(text[segment.range]) } else { nil }
    }
    #expect(found == [":party:", ":party:"])
  }
}
