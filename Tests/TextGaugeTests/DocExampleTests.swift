import Testing
import TextGauge

/// The examples of the TextGauge documentation catalog
/// (Sources/TextGauge/TextGauge.docc), so that the articles stay true.
@Suite("TextGauge: documentation examples")
struct DocExampleTests {
  @Test func landingPageAndGettingStarted() {
    #expect("Hello 👋".containsEmoji())
    #expect(!"© 2025 ™ ①".containsEmoji())
    #expect("👨‍👩‍👧‍👦🇨🇳1️⃣".emojiCount() == 3)
    #expect(TextMetric.gb18030(.gb2022).measure("中文abc😀") == 11)
    #expect("中文abc😀".displayWidth() == 9)
    #expect(TextMetric.utf16.prefix("a👨‍👩‍👧", fitting: 5) == "a")
    #expect("Great job 👍🏽!".removingEmoji() == "Great job !")
    #expect("I ❤️ 🇨🇳".replacingEmoji(with: "□") == "I □ □")
    #expect("🎉🎉🎉".containsOnlyEmoji())
    let match = "ok 👍🏽".emojiMatches().first
    #expect(match?.kind == .modifier)
    #expect(match?.status == .fullyQualified)
    #expect(match?.name == "thumbs up: medium skin tone")
    #expect(EmojiCatalog.entry(named: "thumbs up")?.string == "👍")
    #expect(EmojiCatalog.entry(for: "❤")?.status == .unqualified)
    #expect(EmojiVersion.tables.major >= 17)
  }

  @Test func choosingAnEmojiPolicy() {
    #expect(!"❤".containsEmoji())
    #expect("❤️".containsEmoji())
    #expect("1⃣".containsEmoji())
    #expect("good dog 🐕‍❤️".emojiCount() == 2)
    #expect("👍🏽".emojiMatches().first?.isRGI == true)
    #expect("⚽️".emojiMatches().first?.isRGI == false)
    #expect("good dog 🐕‍❤️".emojiCount(policy: .rendersAsEmoji) == 1)
    #expect("🇨".containsEmoji(policy: .rendersAsEmoji))
    #expect(!"©".containsEmoji(policy: .rendersAsEmoji))
    #expect(!"© 2024 Acme ❤".containsEmoji())
    #expect("© 2024 Acme ❤".containsEmoji(policy: .includingTextDefault))
    #expect(!"©\u{FE0E}".containsEmoji(policy: .includingTextDefault))
    #expect(!"#1".containsEmoji(policy: .includingTextDefault))
    // The table's rows, one text per row and policy.
    let rows: [(String, [EmojiPolicy: Bool])] = [
      ("⚽️", [.standard: true, .rendersAsEmoji: true, .includingTextDefault: true]),
      ("™", [.standard: false, .rendersAsEmoji: false, .includingTextDefault: true]),
      ("🇦🇦", [.standard: false, .rendersAsEmoji: true, .includingTextDefault: true]),
      ("⌚\u{FE0E}", [.standard: false, .rendersAsEmoji: false, .includingTextDefault: false]),
      ("a\u{FE0F}", [.standard: false, .rendersAsEmoji: false, .includingTextDefault: false]),
    ]
    for (text, expected) in rows {
      for (policy, contains) in expected {
        #expect(text.containsEmoji(policy: policy) == contains, "\(text) \(policy)")
      }
    }
  }

  @Test func measuringAndTruncatingText() {
    let gb = TextMetric.gb18030(.gb2022)
    #expect(!gb.fits("中文abc😀", budget: 10))
    #expect(gb.prefix("中文abc😀", fitting: 10) == "中文abc")
    #expect(GB18030.byteCount(of: "中文abc😀") == 11)
    let wide = TextMetric.custom { $0.unicodeScalars.first!.properties.isIdeographic ? 2 : 1 }
    #expect(wide.measure("中文abc") == 7)
    let table: [(String, [Int])] = [
      ("中文abc😀", [6, 6, 7, 13, 11]),
      ("\u{2000B}", [1, 1, 2, 4, 4]),
      ("©", [1, 1, 1, 2, 4]),
      ("👨‍👩‍👧", [1, 5, 8, 18, 20]),
    ]
    for (text, lengths) in table {
      let metrics: [TextMetric] = [.characters, .unicodeScalars, .utf16, .utf8, .gb18030(.gb2022)]
      #expect(metrics.map { $0.measure(text) } == lengths, "\(text)")
    }
    #expect(GB18030.byteCount(of: "\u{FE10}") == 2)
    #expect(GB18030.byteCount(of: "\u{FE10}", edition: .gb2005) == 4)
    #expect(TextMetric.gb18030(.gb2005).measure("\u{1E3F}") == 2)
    let bytes: [UInt8] = [0xE4, 0xB8, 0xAD, 0xFF]
    #expect(bytes.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF8.self) } == 6)
    #expect(TextMetric.utf16.prefix("🇨🇳🇯🇵", fitting: 6) == "🇨🇳")
    #expect(TextMetric.characters.prefix("e\u{301}t\u{301}", fitting: 1) == "e\u{301}")
    #expect(TextMetric.utf8.fits("", budget: -1))
    #expect(TextMetric.utf8.prefix("abc", fitting: -1) == "")
    let columns = TextMetric.displayWidth()
    #expect(columns.measure("中文abc😀") == 9)
    #expect(columns.prefix("中文abc😀", fitting: 6) == "中文ab")
    #expect(columns.truncated("中文字符串", fitting: 7) == "中文字…")
    #expect("±1°".displayWidth(ambiguous: .wide) == 5)
    #expect("中文".padding(toDisplayWidth: 6, alignment: .right) == "  中文")
  }

  @Test func movingToANewUnicodeVersion() {
    let version = EmojiVersion.tables
    #expect(version.major >= 17)
  }
}
