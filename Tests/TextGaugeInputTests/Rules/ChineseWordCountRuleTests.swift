import Testing
import TextGauge
import TextGaugeInput

/// `InputRules(maxLength:metric: .chineseWordCount)`: a limit in 字数, which
/// joins words across the edit (typing a letter after a word adds nothing).
@Suite struct ChineseWordCountRuleTests {
  let rules = InputRules(maxLength: 3, metric: .chineseWordCount)

  @Test func typingIntoAWordAddsNothing() {
    let text = "你好 iPhone"  // 3
    #expect(rules.evaluate(text, replacing: text.endIndex..<text.endIndex, with: "15") == .accept)
    #expect(rules.evaluate(text, replacing: text.endIndex..<text.endIndex, with: " 15") == .reject([.tooLong(limit: 3, length: 4)]))
    #expect(rules.evaluate(text, replacing: text.endIndex..<text.endIndex, with: "。") == .accept)
  }

  @Test func pastingIsCutToTheLimit() {
    let text = "你好"
    let decision = rules.evaluate(text, replacing: text.endIndex..<text.endIndex, with: "世界和平")
    #expect(decision == .adjusted(text: "你好世", caretUTF16Offset: 3, violations: [.tooLong(limit: 3, length: 6)]))
  }

  /// Deleting a space can join two words, and deleting a ZWJ split a family:
  /// the length is measured on the whole result.
  @Test func deletionsAreMeasuredWhole() {
    let words = "ab cd ef gh"  // 4: over the limit already
    let space = words.index(words.startIndex, offsetBy: 2)
    #expect(rules.evaluate(words, replacing: space..<words.index(after: space), with: "") == .accept)
    let family = "你好👨‍👩‍👧"  // 3
    let zwj = family.unicodeScalars.firstIndex(of: "\u{200D}")!
    let afterZWJ = family.unicodeScalars.index(after: zwj)
    #expect(rules.evaluate(family, replacing: zwj..<afterZWJ, with: "") == .reject([.tooLong(limit: 3, length: 4)]))
    #expect(rules.evaluateChange(from: "你好世", to: "你好世界") == .reject([.tooLong(limit: 3, length: 4)]))
  }
}
