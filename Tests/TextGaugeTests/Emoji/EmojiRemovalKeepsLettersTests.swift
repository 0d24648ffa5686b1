import Testing
import TestSupport
import TextGauge

/// Removal deletes emoji, never letters: in each Character, the scalars
/// before its first emoji are kept (FindingAndRemovingEmoji.md, "Matches and Characters").
@Suite struct EmojiRemovalKeepsLettersTests {
  @Test func aStraySkinToneAfterAHanCharacterLeavesTheCharacter() {
    #expect("王🏻".removingEmoji() == "王")
    #expect("好🏻好".removingEmoji() == "好好")
    #expect("a🏻".removingEmoji() == "a")
    #expect("王🏻".replacingEmoji(with: "□") == "王□")
  }

  @Test func aTextDefaultPictographBeforeAStrayToneStaysUnderStandard() {
    #expect("🏘🏼".removingEmoji() == "🏘")
    // Wider policies take the pictograph as an emoji: the whole Character goes.
    #expect("🏘🏼".removingEmoji(policy: .includingTextDefault) == "")
  }

  @Test func whatFollowsAnEmojiInsideItsCharacterGoesWithIt() {
    #expect("#👍\u{20E3}".removingEmoji() == "#")
    #expect("a🐕‍❤️b".removingEmoji() == "ab")
    #expect("x👍\u{FE0F}\u{20E3}y".removingEmoji() == "xy")
  }

  @Test func aKeptPrefixThatWouldPairOrJoinIsRepaired() {
    // 🇬🏻 is one Character (the tone extends the indicator); the kept 🇬
    // would pair with the 🇸 after it into a flag.
    let text = "🇬🏻🇸"
    #expect(!text.removingEmoji().containsEmoji())
    #expect(text.removingEmoji() == "🇸")
  }

  @Test func containsOnlyEmojiIsFalseWhenALetterWouldRemain() {
    #expect(!"o🏾".containsOnlyEmoji())
    #expect(!"王🏻".containsOnlyEmoji())
    #expect(!"王🏻".isSingleEmoji())
    #expect("🏻".containsOnlyEmoji() && "🏻".isSingleEmoji())
  }

  @Test func containsOnlyEmojiIsExactlyRemovalLeavingNothing() {
    let failure = PropertyCheck(seed: 0x2020_0004, cases: 3000).failure(
      generate: { (random: inout SplitMix64) -> [String] in HardPieces.generate(&random, maxCount: 6) },
      property: { (pieces: [String]) -> String? in
        let text = pieces.joined()
        for policy in EmojiPolicy.allCases {
          let only = text.containsOnlyEmoji(policy: policy)
          let removedAll = !text.isEmpty && text.removingEmoji(policy: policy).isEmpty
          if only != removedAll { return "\(policy): containsOnlyEmoji \(only), removal leaves nothing \(removedAll)" }
          if text.isSingleEmoji(policy: policy), !only { return "\(policy): a single emoji that is not only emoji" }
        }
        return nil
      })
    #expect(failure == nil, "\(failure ?? "")")
  }
}
