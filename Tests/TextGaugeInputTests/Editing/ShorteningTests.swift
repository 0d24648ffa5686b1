import Testing
import TestSupport
import TextGauge
import TextGaugeInput

/// A field over its limit (a lowered limit, a draft from a server) can
/// always be shortened, and a counter can show the committed length while
/// an input method composes.
@Suite struct ShorteningTests {
  @Test func replacingASelectionWithShorterTextShortensAnOverLongField() {
    let rules = InputRules(maxLength: 3)
    #expect(rules.evaluate("abcde", replacingUTF16Location: 0, length: 2, with: "x") == .accept)
    var field = InputField(rules: rules, text: "abcde")
    #expect(field.edit(replacingUTF16Location: 0, length: 2, with: "x") == .accept)
    #expect(field.text == "xcde")
    #expect(field.length == 4)
  }

  @Test func anEditThatKeepsTheOverLongLengthIsAccepted() {
    var field = InputField(rules: InputRules(maxLength: 3), text: "abcde")
    #expect(field.edit(replacingUTF16Location: 0, length: 1, with: "z") == .accept)
    #expect(field.text == "zbcde")
  }

  @Test func anEditThatLengthensAnOverLongFieldIsRejected() {
    let rules = InputRules(maxLength: 3)
    #expect(rules.evaluate("abcde", replacingUTF16Location: 5, length: 0, with: "f") == .reject([.tooLong(limit: 3, length: 6)]))
    var field = InputField(rules: rules, text: "abcde")
    #expect(field.edit(replacingUTF16Location: 5, length: 0, with: "f") == .reject([.tooLong(limit: 3, length: 6)]))
    #expect(field.text == "abcde")
    // A paste is cut to the length the text had.
    #expect(field.edit(replacingUTF16Location: 0, length: 1, with: "yz")
      == .adjusted(text: "ybcde", caretUTF16Offset: 1, violations: [.tooLong(limit: 3, length: 6)]))
  }

  @Test func aPasteIntoAnOverLongFieldIsCutToTheLengthItHad() {
    let rules = InputRules(maxLength: 3, metric: .gb18030(.gb2022))
    // "一二三" is 6 bytes over a limit of 3: replacing "一" with "abcd"
    // may bring back at most 2 bytes.
    #expect(
      rules.evaluate("一二三", replacingUTF16Location: 0, length: 1, with: "abcd")
        == .adjusted(text: "ab二三", caretUTF16Offset: 2, violations: [.tooLong(limit: 3, length: 8)]))
  }

  @Test func randomEditsNeverLengthenAnOverLongTextAndShorterOnesPass() {
    let failure = PropertyCheck(seed: 0x2020_0003, cases: 1500).failure(
      generate: { (random: inout SplitMix64) -> [String] in HardPieces.generate(&random, maxCount: 8) },
      property: { (pieces: [String]) -> String? in
        guard pieces.count >= 2 else { return nil }
        let text = pieces.dropLast().joined()
        let replacement = pieces.last!
        let before = text.count
        let limit = max(0, before - 2)
        // Replace the first piece (scalar-aligned) with the last.
        let decision = InputRules(maxLength: limit)
          .evaluate(text, replacingUTF16Location: 0, length: pieces[0].utf16.count, with: replacement)
        let asTyped = replacement + pieces.dropFirst().dropLast().joined()
        switch decision {
        case .accept:
          return asTyped.count <= max(limit, before) ? nil : "accepted \(asTyped.count) Characters, was \(before)"
        case .adjusted(let result, _, _):
          return result.count <= max(limit, before) ? nil : "adjusted to \(result.count) Characters, was \(before)"
        case .reject(let violations):
          // Without any other rule, only a longer text is rejected.
          return asTyped.count > max(limit, before) ? nil : "rejected \(violations), \(asTyped.count) <= \(before)"
        }
      })
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func committedLengthLeavesOutTheMarkedTextBeingComposed() {
    var field = InputField(rules: InputRules(maxLength: 140), text: "你好")
    field.edit(replacingUTF16Location: 2, length: 0, with: "ma", isComposing: true)
    #expect(field.length == 4)
    #expect(field.committedLength == 2)
    field.edit(replacingUTF16Location: 2, length: 2, with: "ma'y", isComposing: true)
    #expect(field.committedLength == 2)
    field.edit(replacingUTF16Location: 2, length: 4, with: "吗")
    #expect(field.committedLength == 3)
    #expect(field.length == 3)
  }

  @Test func committingMarkedTextIsJudgedWithoutIt() {
    // "你好" fills a 4-byte GB 18030 field; the pinyin being composed makes
    // it 6, but committing "你" would make the committed text 6 as well.
    var field = InputField(rules: InputRules(maxLength: 4, metric: .gb18030(.gb2022)), text: "你好")
    #expect(field.edit(replacingUTF16Location: 2, length: 0, with: "ni", isComposing: true) == .accept)
    #expect(field.edit(replacingUTF16Location: 2, length: 2, with: "你") == .reject([.tooLong(limit: 4, length: 6)]))
    var six = InputField(rules: InputRules(maxLength: 6, metric: .gb18030(.gb2022)), text: "你好")
    six.edit(replacingUTF16Location: 2, length: 0, with: "nihao", isComposing: true)
    #expect(six.edit(replacingUTF16Location: 2, length: 5, with: "你好")
      == .adjusted(text: "你好你", caretUTF16Offset: 3, violations: [.tooLong(limit: 6, length: 8)]))
  }

  @Test func committedLengthOfHangulJamoBeingComposedUsesTheCharacterBoundaries() {
    // The jamo being composed after a syllable is its own Character (LV + L
    // breaks, UAX #29 GB6–GB8 do not join them), so leaving it out is exact.
    var field = InputField(rules: InputRules(maxLength: 10), text: "한")
    field.edit(replacingUTF16Location: 1, length: 0, with: "\u{1100}", isComposing: true)
    #expect(field.committedLength == 1)
    field.text = "abc"
    #expect(field.committedLength == 3)
  }
}

@Suite struct SaturatingCustomLengthTests {
  @Test func aFieldWithHugeCustomWeightsJudgesEditsWithoutTrapping() {
    let rules = InputRules(maxLength: 10, metric: .custom { _ in Int.max })
    #expect(rules.evaluate("", replacingUTF16Location: 0, length: 0, with: "x") == .reject([.tooLong(limit: 10, length: Int.max)]))
    // "ab" already measures Int.max (saturated): adding "x" leaves it no
    // longer, which an over-long text allows.
    #expect(rules.evaluate("ab", replacingUTF16Location: 1, length: 0, with: "x") == .accept)
    var field = InputField(rules: rules, text: "abc")
    #expect(field.length == Int.max)
    // The text is over the limit: a deletion that keeps it saturated is accepted.
    #expect(field.edit(replacingUTF16Location: 0, length: 1, with: "") == .accept)
  }
}
