import Testing
import TextGauge
import TextGaugeInput

/// `InputRules(maxLength:metric: .weighted(.twitter))`: a post's limit, where
/// typing can turn text into a URL (a fixed 23) and a paste is cut to the
/// longest prefix that fits, measured on its own.
@Suite struct WeightedLengthRuleTests {
  let rules = InputRules(maxLength: 30, metric: .weighted(.twitter))

  @Test func typingCompletesAURL() {
    let text = String(repeating: "a", count: 10) + " example.c"  // 20: no URL yet
    #expect(TextMetric.weighted(.twitter).measure(text) == 20)
    // `o` makes `example.co` a URL of 23: 11 + 23 = 34.
    #expect(rules.evaluate(text, replacing: text.endIndex..<text.endIndex, with: "o") == .reject([.tooLong(limit: 30, length: 34)]))
  }

  @Test func aLongURLCountsTwentyThree() {
    let text = "read "
    let url = "https://example.com/" + String(repeating: "x", count: 200)
    #expect(rules.evaluate(text, replacing: text.endIndex..<text.endIndex, with: url) == .accept)
  }

  @Test func pastingIsCutToTheLongestPrefixThatFits() {
    let text = "日本語"  // 6
    // `https://t.co` is a URL of 23 (32 in all); `https://t.c`, 11 characters, is not one (20).
    let decision = rules.evaluate(text, replacing: text.endIndex..<text.endIndex, with: "👍🏽 https://t.co/abc 中文")
    #expect(decision == .adjusted(text: "日本語👍🏽 https://t.c", caretUTF16Offset: 19, violations: [.tooLong(limit: 30, length: 37)]))
  }
}
