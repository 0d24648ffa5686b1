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

  @Test(.enabled(if: InputCLI.url != nil))
  func cliChecksScansAndSanitizes() throws {
    let binary = try #require(InputCLI.url)
    let limit = "\(Self.e15)"
    let check = try run(binary, ["check", "--max-emoji-version", limit, "🫨🫩🐦‍🔥"])
    #expect(check.status == 1)
    #expect(check.output == """
      offset 1: emoji 🫩 (U+1FAE9) is Emoji 16.0, newer than allowed
      offset 2: emoji 🐦‍🔥 (U+1F426 U+200D U+1F525) is Emoji 15.1, newer than allowed

      """)
    #expect(try run(binary, ["check", "--max-emoji-version", limit, "🫨"]).status == 0)
    #expect(try run(binary, ["sanitize", "--max-emoji-version", limit, "a🫨🫩🐦‍🔥b"]).output == "a🫨b\n")
    let scan = try run(binary, ["scan", "--json", "--max-emoji-version", limit, "🫨🫩🐦‍🔥"])
    let versions = [UnicodeVersion(major: 16, minor: 0), UnicodeVersion(major: 15, minor: 1)]
    #expect(scan.output.split(separator: "\n").map { line in
      versions.contains { line.contains("\"version\":\"\($0)\"") }
    } == [true, true])
    #expect(try run(binary, ["check", "--max-emoji-version", "x", "a"]).status == 64)
  }
}
