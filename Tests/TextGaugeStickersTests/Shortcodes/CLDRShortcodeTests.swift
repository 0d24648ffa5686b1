import Testing
import TestSupport
import TextGauge
@testable import TextGaugeStickers

/// The built-in shortcodes (from the generated emoji-test.txt catalog)
/// against the same file read at run time.
@Suite struct CLDRShortcodeTests {
  @Test(.needsUnicodeFiles) func builtInTableMatchesEmojiTestTxt() {
    #expect(EmojiShortcodes.cldr.entries == Fixtures.shortcodes.entries)
    #expect(EmojiShortcodes.cldr.entries.count == Fixtures.emojiTest.filter { $0.status == "fully-qualified" || $0.status == "component" }.count)
  }

  @Test func documentedExamples() {
    let codes = EmojiShortcodes.cldr
    #expect(codes.encoding("好的👍🏽🇯🇵") == "好的:thumbs_up_medium_skin_tone::flag_japan:")
    #expect(codes.decoding("好的:thumbs_up: :nope:") == "好的👍 :nope:")
    #expect(codes.shortcode(for: "1️⃣") == "keycap_1")
    #expect(codes.shortcode(for: "🇦🇽") == "flag_aland_islands")
    #expect(codes.shortcode(for: "🪅") == "pinata")
    #expect(codes.shortcode(for: "👨‍👩‍👧") == "family_man_woman_girl")
    #expect(codes.emoji(forShortcode: "red_heart") == "❤️")
    #expect(codes.encoding("笑死了😂[笑哭]") == "笑死了:face_with_tears_of_joy:[笑哭]")
    #expect(codes.decoding("ok :thumbs_up::flag_japan:") == "ok 👍🇯🇵")
  }

  @Test func everyFullyQualifiedEmojiRoundTripsThroughTheBuiltInTable() {
    let codes = EmojiShortcodes.cldr
    for entry in Fixtures.fullyQualified {
      let text = "笑" + entry.string + "[笑哭]" + entry.string + "好"
      let encoded = codes.encoding(text)
      #expect(!encoded.containsEmoji(), "catalog entry \(entry.number): \(encoded)")
      #expect(codes.decoding(encoded) == text, "catalog entry \(entry.number)")
    }
  }
}
