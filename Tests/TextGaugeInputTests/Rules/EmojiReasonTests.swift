import Testing
import TestSupport
import TextGauge
import TextGaugeInput

/// A no-emoji field removes emoji, never letters, and its violations name the
/// emoji (the 🏻 of `王🏻`, the keycap `0⃣` actually formed), never a letter
/// or a digit.
@Suite struct EmojiReasonTests {
  let noEmoji = InputRules(allowsEmoji: false)

  @Test func sanitizingAStraySkinToneKeepsTheSurname() {
    #expect(noEmoji.sanitized("王🏻") == "王")
    #expect(noEmoji.sanitized("好🏻好") == "好好")
    #expect(noEmoji.evaluate("", replacingUTF16Location: 0, length: 0, with: "王🏻")
      == .adjusted(text: "王", caretUTF16Offset: 1, violations: [.emoji("🏻")]))
  }

  @Test func typingASkinToneAfterALetterNamesTheTone() {
    #expect(noEmoji.evaluate("王", replacingUTF16Location: 1, length: 0, with: "🏻") == .reject([.emoji("🏻")]))
  }

  @Test func typingDigitsBeforeALoneKeycapMarkNamesTheKeycapFormed() {
    let decision = noEmoji.evaluate("\u{20E3}", replacingUTF16Location: 0, length: 0, with: "10")
    #expect(decision == .reject([.emoji("0\u{20E3}")]))
  }

  @Test func violationsNameTheEmojiAtItsOwnOffset() {
    let found = noEmoji.violations(in: "a王🏻")
    #expect(found == [LocatedViolation(violation: .emoji("🏻"), characterOffset: 1, utf16Offset: 2)])
    // A Han-only field with emoji blocked: the letter passes, the tone is named.
    let han = InputRules(allowsEmoji: false, allowedCharacters: .hanIdeographs)
    #expect(han.violations(in: "王🏻").map(\.violation) == [.emoji("🏻")])
    #expect(han.sanitized("王🏻") == "王")
  }

  @Test func everyReasonOfARandomEditNamesAnEmoji() {
    // `.emoji(text)` always holds an emoji under the policy that blocked it.
    let failure = PropertyCheck(seed: 0x2020_0005, cases: 2000).failure(
      generate: { (random: inout SplitMix64) -> [String] in HardPieces.generate(&random, maxCount: 6) },
      property: { (pieces: [String]) -> String? in
        guard let inserted = pieces.last else { return nil }
        let field = pieces.dropLast().joined()
        for policy in EmojiPolicy.allCases {
          let rules = InputRules(allowsEmoji: false, emojiPolicy: policy)
          let decision = rules.evaluate(field, replacingUTF16Location: field.utf16.count, length: 0, with: inserted)
          let named = decision.violations + rules.violations(in: field + inserted).map(\.violation)
          for case .emoji(let text) in named where !text.containsEmoji(policy: policy) {
            return "\(policy): the reason .emoji(\(scalarDump(text))) holds no emoji"
          }
        }
        return nil
      })
    #expect(failure == nil, "\(failure ?? "")")
  }
}
