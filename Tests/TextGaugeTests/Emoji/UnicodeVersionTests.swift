import Testing
import TextGauge

/// UnicodeVersion, match versions, and the "newer than" filters. The emoji
/// used here are fixed facts of Unicode: 🫨 shaking face is E15.0, 🐦‍🔥
/// phoenix E15.1, 🫩 face with bags under eyes E16.0; Unicode 4.0.1 is a
/// release with an update number.
@Suite struct UnicodeVersionTests {
  static let shaking = "\u{1FAE8}"
  static let phoenix = "\u{1F426}\u{200D}\u{1F525}"
  static let bags = "\u{1FAE9}"
  static let e15_0 = UnicodeVersion(major: 15, minor: 0)
  static let e15_1 = UnicodeVersion(major: 15, minor: 1)
  static let e16_0 = UnicodeVersion(major: 16, minor: 0)
  static let limit = e15_0

  /// Parsing a run-time string (a literal `UnicodeVersion("9.0")` is a
  /// string literal coerced by `ExpressibleByStringLiteral`, not this init).
  func parse(_ text: String) -> UnicodeVersion? { UnicodeVersion(text) }

  @Test func parsesAndComparesAsAVersion() {
    #expect(parse("9") == parse("9.0"))
    #expect(parse("9.0.0") == UnicodeVersion(major: 9, minor: 0))
    for bad in ["", "9.", ".0", "a", "9.a", "9.0.0.0", "-1", "1 5", "+9", "12345"] {
      #expect(parse(bad) == nil, "\(bad)")
    }
    #expect(parse("0.6")! < Self.e15_1)
    #expect(Self.e15_1 < parse(String(16))!)
    #expect(parse("9.0")! < parse("9.1")!)
    #expect(Self.e15_1.description == "\(15).\(1)")
    #expect(parse(Self.e15_1.description) == Self.e15_1)
    let literal: UnicodeVersion = "9.0"
    #expect(Set([parse("9")!, literal]).count == 1)
  }

  /// A version of the Standard may have an update number: it is parsed,
  /// compared after the minor number, and written only when not 0.
  @Test func updateNumbers() throws {
    let update = try #require(parse("4.0.1"))
    #expect(update == UnicodeVersion(major: 4, minor: 0, update: 1))
    #expect((update.major, update.minor, update.update) == (4, 0, 1))
    #expect(update.description == "4.0.1" && parse(update.description) == update)
    #expect(parse("4.0")! < update && update < parse("4.1")!)
    #expect(update != parse("4.0") && Set([update, parse("4.0")!]).count == 2)
    #expect(parse("15.1.0") == Self.e15_1 && parse("15.1.0")?.description == "15.1")
    #expect(UnicodeVersion(major: 15, minor: 1).update == 0)
    let literal: UnicodeVersion = "6.3.1"
    #expect(literal == UnicodeVersion(major: 6, minor: 3, update: 1) && "\(literal)" == "6.3.1")
    // Substring input, as LosslessStringConvertible's String init.
    #expect(UnicodeVersion("v4.0.1".dropFirst()) == update)
    // An emoji version never has an update: an emoji match's is 0.
    #expect(Self.phoenix.emojiMatches().first?.version?.update == 0)
  }

  /// The tables are one release, with the version of their emoji data.
  @Test func tablesNameTheEmojiDataOfTheirRelease() {
    #expect(GraphemeClusterView.unicodeVersion == UnicodeVersion.tables)
    let newest = EmojiCatalog.allEntries.map(\.version).max()
    #expect(newest == UnicodeVersion.tables)
  }

  @Test func matchesCarryTheirVersion() {
    #expect(Self.shaking.emojiMatches().first?.version == Self.e15_0)
    #expect(Self.phoenix.emojiMatches().first?.version == Self.e15_1)
    #expect(Self.bags.emojiMatches().first?.version == Self.e16_0)
    // Not listed: the newest of its listed elements (🐕 E0.7, ❤️ E0.6).
    let dogHeart = "🐕\u{200D}❤️".emojiMatches(policy: .rendersAsEmoji).first
    #expect(dogHeart?.status == .notListed && dogHeart?.version == "0.7")
  }

  @Test func newerThanFindsCountsAndRemoves() {
    let text = "a\(Self.shaking)b\(Self.bags)c\(Self.phoenix)d"
    #expect(text.emojiMatches(newerThan: Self.limit).map(\.string) == [Self.bags, Self.phoenix])
    #expect(text.emojiCount(newerThan: Self.limit) == 2)
    #expect(text.containsEmoji(newerThan: Self.limit))
    #expect(!Self.shaking.containsEmoji(newerThan: Self.limit))
    #expect(text.removingEmoji(newerThan: Self.limit) == "a\(Self.shaking)bcd")
    #expect(text.emojiCount(newerThan: Self.e16_0) == 0)
    #expect(text.emojiCount(newerThan: UnicodeVersion.tables) == 0)
  }
}
