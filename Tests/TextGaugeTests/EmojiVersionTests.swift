import Testing
import TextGauge

/// EmojiVersion, match versions, and the "newer than" filters. The emoji
/// used here are fixed facts of Unicode: 🫨 shaking face is E15.0, 🐦‍🔥
/// phoenix E15.1, 🫩 face with bags under eyes E16.0.
@Suite struct EmojiVersionTests {
  static let shaking = "\u{1FAE8}"
  static let phoenix = "\u{1F426}\u{200D}\u{1F525}"
  static let bags = "\u{1FAE9}"
  static let e15_0 = EmojiVersion(major: 15, minor: 0)
  static let e15_1 = EmojiVersion(major: 15, minor: 1)
  static let e16_0 = EmojiVersion(major: 16, minor: 0)
  static let limit = e15_0

  /// Parsing a run-time string (a literal `EmojiVersion("9.0")` is a
  /// string literal coerced by `ExpressibleByStringLiteral`, not this init).
  func parse(_ text: String) -> EmojiVersion? { EmojiVersion(text) }

  @Test func parsesAndComparesAsAVersion() {
    #expect(parse("9") == parse("9.0"))
    #expect(parse("9.0.0") == EmojiVersion(major: 9, minor: 0))
    #expect(parse("9.0.1") == nil)
    for bad in ["", "9.", "a", "9.0.0.0", "-1", "1 5"] { #expect(parse(bad) == nil, "\(bad)") }
    #expect(parse("0.6")! < Self.e15_1)
    #expect(Self.e15_1 < parse(String(16))!)
    #expect(parse("9.0")! < parse("9.1")!)
    #expect(Self.e15_1.description == "\(15).\(1)")
    #expect(parse(Self.e15_1.description) == Self.e15_1)
    let literal: EmojiVersion = "9.0"
    #expect(Set([parse("9")!, literal]).count == 1)
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
    #expect(text.emojiCount(newerThan: EmojiVersion.tables) == 0)
  }
}
