import Testing
import TextGauge
import TextGaugeInput

/// The examples in the DocC comments and Docs/InputRules.md, so they stay true.
@Suite("Input rules: documentation examples")
struct DocExampleTests {
  @Test func inputRulesExamples() {
    let nickname = InputRules(maxLength: 20, metric: .gb18030(.gb2022), allowsEmoji: false)
    #expect(nickname.evaluate("小明", replacingUTF16Location: 2, length: 0, with: "👍🏽ok")
      == .adjusted(text: "小明ok", caretUTF16Offset: 4, violations: [.emoji("👍🏽")]))
    let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
    #expect(amount.evaluate("12.34", replacingUTF16Location: 5, length: 0, with: "5")
      == .reject([.tooManyFractionDigits(limit: 2, count: 3)]))
    #expect(amount.evaluate("", replacingUTF16Location: 0, length: 0, with: " 1,234.56 ")
      == .adjusted(text: "1234.56", caretUTF16Offset: 7, violations: [
        .disallowedCharacter(" "), .disallowedCharacter(","),
      ]))
    #expect(InputRules(maxLength: 4, metric: .utf16).evaluate("abc", replacingUTF16Location: 3, length: 0, with: "😀")
      == .reject([.tooLong(limit: 4, length: 5)]))
  }

  @Test func violationExample() {
    let rules = InputRules(maxLength: 20, metric: .gb18030(.gb2022))
    #expect(rules.evaluate("一二三四五六七八九十", replacingUTF16Location: 10, length: 0, with: "好")
      == .reject([.tooLong(limit: 20, length: 22)]))
  }

  @Test func evaluateExamples() {
    let rules = InputRules(maxLength: 5)
    #expect(rules.evaluate("hello", replacingUTF16Location: 1, length: 3, with: "ELP") == .accept)
    #expect(rules.evaluate("hello", replacingUTF16Location: 5, length: 0, with: "!") == .reject([.tooLong(limit: 5, length: 6)]))
    let noEmoji = InputRules(maxLength: 3, allowsEmoji: false)
    let text = "ab"
    #expect(noEmoji.evaluate(text, replacing: text.endIndex..<text.endIndex, with: "c😀d")
      == .adjusted(text: "abc", caretUTF16Offset: 3, violations: [.emoji("😀"), .tooLong(limit: 3, length: 4)]))
    let four = InputRules(maxLength: 4, allowsEmoji: false)
    #expect(four.evaluateChange(from: "ab", to: "ab😀cde")
      == .adjusted(text: "abcd", caretUTF16Offset: 4, violations: [.emoji("😀"), .tooLong(limit: 4, length: 5)]))
    #expect(four.evaluateChange(from: "ab", to: "abni", isComposing: true) == .accept)
  }

  @Test func textEditExamples() {
    let edit = TextEdit(from: "hello", to: "help me")
    #expect(String("hello"[edit.range]) == "lo")
    #expect(edit.replacement == "p me")
    #expect(TextEdit(from: "ab", to: "a❤️b").replacement == "❤️")
  }
}

@Suite("Input rules: InputField documentation examples")
struct InputFieldDocExampleTests {
  @Test func overviewExample() {
    var field = InputField(rules: InputRules(maxLength: 5, allowsEmoji: false), text: "hi")
    #expect(field.edit(replacingUTF16Location: 2, length: 0, with: "!") == .accept)
    #expect(field.text == "hi!" && field.length == 3)
    #expect(field.edit(replacingUTF16Location: 3, length: 0, with: "😀ok!")
      == .adjusted(text: "hi!ok", caretUTF16Offset: 5, violations: [.emoji("😀"), .tooLong(limit: 5, length: 6)]))
    #expect(field.text == "hi!ok")
    #expect(field.edit(replacingUTF16Location: 5, length: 0, with: "?") == .reject([.tooLong(limit: 5, length: 6)]))
    #expect(field.text == "hi!ok")
  }

  @Test func memberExamples() {
    #expect(InputField(rules: InputRules(maxLength: 10, metric: .gb18030(.gb2022)), text: "中文abc").length == 7)
    #expect(InputField(rules: InputRules(maxLength: 140)).text == "")
    var three = InputField(rules: InputRules(maxLength: 3), text: "ab")
    #expect(three.edit(replacingUTF16Location: 2, length: 0, with: "c") == .accept && three.text == "abc")
    var noEmoji = InputField(rules: InputRules(allowsEmoji: false), text: "ok")
    #expect(noEmoji.edit(replacing: noEmoji.text.endIndex..<noEmoji.text.endIndex, with: "👍") == .reject([.emoji("👍")]))
    var four = InputField(rules: InputRules(maxLength: 4, allowsEmoji: false), text: "ab")
    #expect(four.change(to: "ab😀cde")
      == .adjusted(text: "abcd", caretUTF16Offset: 4, violations: [.emoji("😀"), .tooLong(limit: 4, length: 5)]))
    #expect(four.text == "abcd")
  }
}
