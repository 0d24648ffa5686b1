import TableGenKit
import Testing
import TextGauge

@Suite struct EmojiAPITests {
  func strings(_ text: String, _ policy: EmojiPolicy = .standard) -> [String] {
    text.emojiMatches(policy: policy).map(\.string)
  }

  // The first paragraph of the issue: characters guessing approaches call emoji.
  @Test(arguments: ["1", "#", "*", "©", "™", "↔", "〽", "㊗", "①", "℃", "★", "123", "a#b*c", "中文"])
  func plainTextIsNotEmoji(text: String) {
    #expect(!text.containsEmoji())
    #expect(!text.containsEmoji(policy: .rendersAsEmoji))
    #expect(text.emojiCount() == 0)
  }

  @Test func textDefaultCharactersUnderIncludingTextDefault() {
    for text in ["©", "™", "↔", "〽", "㊗", "❤"] {
      #expect(strings(text, .includingTextDefault) == [text], "\(text)")
      #expect(text.emojiMatches(policy: .includingTextDefault).first?.status == .unqualified)
    }
    for text in ["1", "#", "*", "①", "℃", "★", "©\u{FE0E}", "❤\u{FE0E}"] {
      #expect(!text.containsEmoji(policy: .includingTextDefault), "\(text.unicodeScalars.map(\.value))")
    }
  }

  // Emoji the approaches in common use miss or split.
  @Test(arguments: [
    "🥰", "🤣", "🧐", "❤️", "☀️", "1️⃣", "#️⃣", "*️⃣", "1⃣", "🇨🇳", "👍🏽", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "👨‍👩‍👧‍👦",
    "🧑🏻‍🤝‍🧑🏿", "🏳️‍⚧️", "🫠", "🫨", "©️", "™️",
  ])
  func singleEmoji(text: String) {
    for policy in EmojiPolicy.allCases {
      #expect(text.isSingleEmoji(policy: policy), "\(text) \(policy)")
      #expect(strings("中" + text + "a", policy) == [text])
    }
  }

  @Test func matchDetails() throws {
    let thumbs = try #require("ok 👍🏽".emojiMatches().first)
    #expect(thumbs.kind == .modifier && thumbs.status == .fullyQualified && thumbs.isRGI)
    #expect(thumbs.version == "1.0" && thumbs.name == "thumbs up: medium skin tone")
    #expect(thumbs.scalars == ["\u{1F44D}", "\u{1F3FD}"])
    let text = "ok 👍🏽"
    #expect(text[thumbs.range] == "👍🏽")

    let family = try #require("👨‍👩‍👧‍👦".emojiMatches().first)
    #expect(family.kind == .zwj && family.isRGI && family.name == "family: man, woman, girl, boy")
    let england = try #require("🏴󠁧󠁢󠁥󠁮󠁧󠁿".emojiMatches().first)
    #expect(england.kind == .tag && england.isRGI && england.name == "flag: England")
    let keycap = try #require("1⃣".emojiMatches().first)
    #expect(keycap.kind == .keycap && keycap.status == .unqualified && !keycap.isRGI)
    let flag = try #require("🇨🇳".emojiMatches().first)
    #expect(flag.kind == .flag && flag.isRGI && flag.name == "flag: China")
    let skin = try #require("🧑🏻‍🤝‍🧑🏿".emojiMatches().first)
    #expect(skin.kind == .zwj && skin.isRGI && skin.status == .fullyQualified)
  }

  @Test func transgenderFlagWithoutFinalSelectorIsMinimallyQualified() throws {
    let text = "🏳\u{FE0F}\u{200D}⚧"
    let found = text.emojiMatches().map { $0 }
    #expect(found.count == 1)
    #expect(found.first?.status == .minimallyQualified)
    #expect(found.first?.isRGI == false)
    #expect(found.first?.range == text.startIndex..<text.endIndex)
  }

  @Test func loneRegionalIndicator() {
    #expect(!"🇨".containsEmoji())
    let match = "🇨".emojiMatches(policy: .rendersAsEmoji).first
    #expect(match?.isRGI == false && match?.status == .notListed)
    // Pairs regardless of RGI under rendersAsEmoji; only RGI pairs by default.
    #expect(strings("🇦🇦") == [])
    #expect(strings("🇦🇦", .rendersAsEmoji) == ["🇦🇦"])
    #expect(strings("🇨🇳🇨") == ["🇨🇳"])
  }

  @Test func redundantEmojiSelectorBelongsToTheMatch() throws {
    for text in ["⚽️", "☕️", "😀️", "👍🏽\u{FE0F}"] {
      for policy in EmojiPolicy.allCases {
        let match = try #require(text.emojiMatches(policy: policy).first)
        #expect(match.range == text.startIndex..<text.endIndex, "\(text) \(policy)")
        #expect(match.status == .fullyQualified && !match.isRGI && match.name != nil, "\(text) \(policy)")
      }
    }
    // A U+FE0F after a character that is not emoji is not an emoji.
    for text in ["a\u{FE0F}", "中\u{FE0F}", "1\u{FE0F}", "\u{FE0F}"] {
      #expect(!text.containsEmoji(policy: .includingTextDefault))
    }
  }

  @Test func textPresentationSelectorMakesText() {
    #expect(!"⌚\u{FE0E}".containsEmoji(policy: .includingTextDefault))
    #expect("⌚".containsEmoji())
    #expect(!"❤\u{FE0E}".containsEmoji(policy: .rendersAsEmoji))
  }

  /// The emoji the tables' own version added are each one emoji.
  @Test func newestVersionsEntries() {
    let new = EmojiCatalog.allEntries.filter { $0.version == UnicodeVersion.tables }
    #expect(!new.isEmpty)
    for entry in new {
      let policy: EmojiPolicy = entry.scalars.count == 1 && !entry.scalars[0].emojiProperties.isEmojiPresentation
        ? .includingTextDefault : .standard
      #expect(entry.string.isSingleEmoji(policy: policy), "\(entry.name)")
    }
  }

  @Test(.needsUnicodeFiles) func rendersAsEmojiAddsWellFormedSequences() throws {
    // Dog + heart: not RGI, one well-formed ZWJ sequence.
    let dogHeart = "🐕\u{200D}❤️"
    #expect(strings(dogHeart) == ["🐕", "❤️"])
    #expect(strings(dogHeart, .rendersAsEmoji) == [dogHeart])
    #expect(dogHeart.emojiMatches(policy: .rendersAsEmoji).first?.kind == .zwj)
    // A modifier on a base not listed with one, tags on a base.
    #expect(strings("🫃🏿x", .rendersAsEmoji).count == 1)
    // ZWJ between things that are plain text does not make emoji.
    #expect(!"1\u{200D}2".containsEmoji(policy: .rendersAsEmoji))
    #expect(!"©\u{200D}®".containsEmoji(policy: .rendersAsEmoji))
    // Reserved pictographic code points are future emoji: the first one the
    // tables' data reserves (each version assigns some, so none is named here).
    let model = try EmojiSequenceModel(folder: TestData.newestEmojiFolder())
    let reserved = try #require(model.reservedPictographic.first?.lowerBound)
    let future = String(try #require(Unicode.Scalar(reserved)))
    #expect(future.containsEmoji(policy: .rendersAsEmoji))
    #expect(!future.containsEmoji())
  }

  @Test func stringOperations() {
    #expect("Great job 👍🏽!".removingEmoji() == "Great job !")
    #expect("I ❤️ 🇨🇳".replacingEmoji(with: "□") == "I □ □")
    #expect("hi 👋".replacingEmoji { ":\($0.name ?? "?"):" } == "hi :waving hand:")
    #expect("©x".removingEmoji(policy: .includingTextDefault) == "x")
    #expect("🎉🎉🎉".containsOnlyEmoji())
    #expect(!"🎉 🎉".containsOnlyEmoji())
    #expect(!"".containsOnlyEmoji())
    #expect(!"👍👍".isSingleEmoji())
    #expect("👨‍👩‍👧‍👦🇨🇳1️⃣".emojiCount() == 3)
    let substring = "ab👋cd".dropFirst(1)
    #expect(substring.emojiCount() == 1)
    let match = substring.emojiMatches().first!
    #expect(substring[match.range] == "👋")
  }

  @Test func characterClassification() {
    #expect(String(Character("👍🏽")).emojiMatches().first?.name == "thumbs up: medium skin tone")
    #expect(String(Character("©")).emojiMatches().first == nil)
    #expect(String(Character("©")).emojiMatches(policy: .includingTextDefault).first?.status == .unqualified)
    #expect(String(Character("1")).emojiMatches().first == nil)
    #expect(String(Character("1️⃣")).emojiMatches().first?.kind == .keycap)
  }

  @Test func catalogLookups() {
    #expect(EmojiCatalog.entry(named: "thumbs up")?.string == "👍")
    #expect(EmojiCatalog.entry(named: "red heart")?.scalars == ["\u{2764}", "\u{FE0F}"])
    #expect(EmojiCatalog.entry(named: "red heart")?.group == "Smileys & Emotion")
    #expect(EmojiCatalog.entry(named: "melting face")?.subgroup == "face-hand" || EmojiCatalog.entry(named: "melting face")?.subgroup == "face-smiling")
    #expect(EmojiCatalog.entry(named: "no such emoji") == nil)
    #expect(EmojiCatalog.entry(for: "❤")?.status == .unqualified)
    #expect(EmojiCatalog.entry(for: "1") == nil)
    #expect(EmojiCatalog.allEntries.first?.name == "grinning face")
  }

  @Test func longRunsStayLinear() {
    // Not a timing test: these inputs would take minutes if the scanner
    // re-walked ZWJ chains or tag runs from every position.
    let chain = String(repeating: "©\u{200D}", count: 50_000)
    #expect(!chain.containsEmoji(policy: .rendersAsEmoji))
    let tags = "🏴" + String(repeating: "\u{E0067}", count: 50_000)
    #expect(tags.emojiCount(policy: .rendersAsEmoji) == 1)
    let people = String(repeating: "👩\u{200D}", count: 20_000) + "👩"
    #expect(people.emojiCount(policy: .rendersAsEmoji) == 1)
  }
}
