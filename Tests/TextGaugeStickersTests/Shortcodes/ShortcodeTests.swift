import Testing
import TestSupport
import TextGauge
@testable import TextGaugeStickers

@Suite struct ShortcodeTests {
  let codes = Fixtures.shortcodes

  @Test func normalisation() {
    #expect(EmojiShortcodes.shortcode(forName: "thumbs up: medium skin tone") == "thumbs_up_medium_skin_tone")
    #expect(EmojiShortcodes.shortcode(forName: "flag: United States") == "flag_united_states")
    #expect(EmojiShortcodes.shortcode(forName: "flag: São Tomé & Príncipe") == "flag_sao_tome_and_principe")
    #expect(EmojiShortcodes.shortcode(forName: "flag: Åland Islands") == "flag_aland_islands")
    #expect(EmojiShortcodes.shortcode(forName: "piñata") == "pinata")
    #expect(EmojiShortcodes.shortcode(forName: "flag: Côte d’Ivoire") == "flag_cote_divoire")
    #expect(EmojiShortcodes.shortcode(forName: "man’s shoe") == "mans_shoe")
    #expect(EmojiShortcodes.shortcode(forName: "T-Rex") == "t_rex")
    #expect(EmojiShortcodes.shortcode(forName: "keycap: #") == "keycap_#")
    #expect(EmojiShortcodes.shortcode(forName: "keycap: *") == "keycap_*")
    #expect(EmojiShortcodes.shortcode(forName: "A button (blood type)") == "a_button_blood_type")
    #expect(EmojiShortcodes.shortcode(forName: "Japanese “here” button") == "japanese_here_button")
    #expect(EmojiShortcodes.shortcode(forName: "flag: U.S. Outlying Islands") == "flag_us_outlying_islands")
    #expect(EmojiShortcodes.shortcode(forName: "ON! arrow") == "on_arrow")
    #expect(EmojiShortcodes.shortcode(forName: "family: man, woman, girl") == "family_man_woman_girl")
    // Decomposed input normalises the same.
    #expect(EmojiShortcodes.shortcode(forName: "pin\u{303}ata") == "pinata")
  }

  @Test(.needsUnicodeFiles) func everyNameGivesItsOwnASCIIShortcode() {
    let preferred = Fixtures.emojiTest.filter { $0.status == "fully-qualified" || $0.status == "component" }
    #expect(codes.entries.count == preferred.count)
    var seen: Set<String> = []
    for (entry, source) in zip(codes.entries, preferred) {
      // No collision suffix was needed: the shortcode is the name's.
      #expect(entry.shortcode == EmojiShortcodes.shortcode(forName: source.name), "line \(source.line)")
      #expect(entry.emoji == source.string)
      #expect(seen.insert(entry.shortcode).inserted, "duplicate \(entry.shortcode)")
      #expect(entry.shortcode.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "#" || $0 == "*"
      }, "\(entry.shortcode)")
    }
  }

  @Test func collisionsGetNumberedSuffixesInFileOrder() {
    let input: [(name: String, scalars: [Unicode.Scalar], isPreferred: Bool)] = [
      ("a-b", ["\u{1F600}"], true), ("a b", ["\u{1F601}"], true), ("A:B", ["\u{1F602}"], true),
    ]
    let codes = EmojiShortcodes(emoji: input)
    #expect(codes.entries.map(\.shortcode) == ["a_b", "a_b_2", "a_b_3"])
    #expect(codes.decoding(":a_b_2:") == "\u{1F601}")
  }

  @Test func everyFullyQualifiedEmojiRoundTrips() {
    for entry in Fixtures.fullyQualified {
      let emoji = entry.string
      let shortcode = codes.shortcode(for: emoji)
      #expect(shortcode == EmojiShortcodes.shortcode(forName: entry.name), "catalog entry \(entry.number)")
      #expect(codes.emoji(forShortcode: shortcode ?? "") == emoji)
      #expect(codes.emoji(forShortcode: ":\(shortcode ?? ""):") == emoji)
      let encoded = codes.encoding("好" + emoji + emoji + "了")
      #expect(encoded == "好:\(shortcode ?? ""):" + ":\(shortcode ?? ""):了", "catalog entry \(entry.number)")
      #expect(codes.decoding(encoded) == "好" + emoji + emoji + "了")
    }
  }

  @Test func otherQualificationsDecodeToTheFullyQualifiedForm() {
    #expect(codes.shortcode(for: "\u{2764}") == "red_heart")
    #expect(codes.emoji(forShortcode: "red_heart") == "\u{2764}\u{FE0F}")
    #expect(codes.shortcode(for: "\u{1F3FD}") == "medium_skin_tone")
  }

  @Test func unknownShortcodesAndColonsStayText() {
    #expect(codes.decoding("at 10:30 :nope: :thumbs_up:") == "at 10:30 :nope: 👍")
    #expect(codes.decoding("::thumbs_up:::") == ":👍::")
    #expect(codes.decoding(":thumbs_up") == ":thumbs_up")
    #expect(codes.decoding("Note: thumbs up: fine") == "Note: thumbs up: fine")  // prose, not a shortcode
    #expect(codes.decoding(":时间:") == ":时间:")
    #expect(codes.encoding("no emoji: here") == "no emoji: here")
  }

  /// Shortcodes are read in any case and with `-` or spaces for `_`.
  @Test func shortcodesIgnoreCaseAndSeparators() {
    for spelling in ["Thumbs_Up", "THUMBS_UP", "thumbs-up", ":Thumbs Up:"] {
      #expect(codes.emoji(forShortcode: spelling) == "👍", "\(spelling)")
    }
    #expect(codes.decoding("好的:Thumbs_Up: :Flag-Japan:") == "好的👍 🇯🇵")
    #expect(codes.emoji(forShortcode: "thumbs") == nil)
  }
}
