import Foundation
import Testing
import TestSupport
import TextGauge
import TextGaugeInput

/// `InputRules.maxEmojiVersion` and `--max-emoji-version`. Fixed facts of
/// Unicode: 🫨 is E15.0, 🐦‍🔥 E15.1, 🫩 E16.0.
@Suite struct EmojiVersionRuleTests {
  static let e15 = UnicodeVersion(major: 15, minor: 0)
  static let rules = InputRules(maxEmojiVersion: e15)

  @Test func violationsNameEachNewerEmojiWithItsVersion() {
    #expect(Self.rules.violations(in: "a🫨b").isEmpty)
    #expect(Self.rules.violations(in: "🫨🫩🐦‍🔥").map(\.violation) == [
      .emojiTooNew("🫩", version: UnicodeVersion(major: 16, minor: 0)),
      .emojiTooNew("🐦‍🔥", version: UnicodeVersion(major: 15, minor: 1)),
    ])
    #expect(Self.rules.sanitized("a🫨🫩🐦‍🔥b") == "a🫨b")
    // Blocking every emoji still reports `.emoji`.
    var none = Self.rules
    none.allowsEmoji = false
    #expect(none.violations(in: "🫨").map(\.violation) == [.emoji("🫨")])
  }

  @Test func typingANewerEmojiIsRejected() {
    #expect(Self.rules.evaluate("ab", replacingUTF16Location: 2, length: 0, with: "🫨") == .accept)
    #expect(Self.rules.evaluate("ab", replacingUTF16Location: 2, length: 0, with: "🫩")
      == .reject([.emojiTooNew("🫩", version: UnicodeVersion(major: 16, minor: 0))]))
  }
}
