import Testing
import TextGauge
@testable import TextGaugeInput

@Suite("Input rules: whole-text check and sanitize")
struct TextCheckTests {
  @Test func satisfiedRulesGiveNoViolations() {
    #expect(InputRules(maxLength: 5).violations(in: "abcde").isEmpty)
    #expect(InputRules(allowsEmoji: false).violations(in: "é 한 © 1 #").isEmpty)
    #expect(InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2)).violations(in: "0.05").isEmpty)
    #expect(InputRules().violations(in: "anything 😀").isEmpty)
  }

  @Test func violationsWithPositions() {
    let rules = InputRules(maxLength: 3, allowsEmoji: false)
    #expect(rules.violations(in: "ab😀cd") == [
      LocatedViolation(violation: .emoji("😀"), characterOffset: 2, utf16Offset: 2),
      LocatedViolation(violation: .tooLong(limit: 3, length: 5), characterOffset: 3, utf16Offset: 4),
    ])
  }

  @Test func lengthPositionUnderGB18030() {
    let rules = InputRules(maxLength: 5, metric: .gb18030(.gb2022))
    // 中(2) 文(2) 𠀋(4): the limit falls inside 𠀋, which starts at Character 2.
    #expect(rules.violations(in: "中文𠀋") == [
      LocatedViolation(violation: .tooLong(limit: 5, length: 8), characterOffset: 2, utf16Offset: 2),
    ])
  }

  @Test func allowedCharactersAndDecimalPad() {
    let rules = InputRules(allowedCharacters: .decimalPad)
    #expect(rules.violations(in: "1.2.3a") == [
      LocatedViolation(violation: .secondDecimalPoint, characterOffset: 3, utf16Offset: 3),
      LocatedViolation(violation: .disallowedCharacter("a"), characterOffset: 5, utf16Offset: 5),
    ])
  }

  @Test func decimalNumbers() {
    let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 3, maxFractionDigits: 2))
    #expect(amount.violations(in: "007.125").map(\.violation) == [
      .redundantLeadingZero, .tooManyFractionDigits(limit: 2, count: 3),
    ])
    #expect(amount.violations(in: "007.125").map(\.characterOffset) == [0, 6])
    #expect(amount.violations(in: "1234").map(\.characterOffset) == [3])
    #expect(amount.violations(in: "1234").map(\.violation) == [.tooManyIntegerDigits(limit: 3, count: 4)])
    #expect(amount.violations(in: ".5").map(\.violation) == [.leadingDecimalPoint])
    #expect(amount.violations(in: "1…").map(\.violation) == [.ellipsisInNumber])
    #expect(amount.violations(in: "1,2").map(\.violation) == [.disallowedCharacter(",")])
  }

  @Test func sanitized() {
    #expect(InputRules(maxLength: 5, allowsEmoji: false).sanitized("hi 👋 there") == "hi  t")
    #expect(InputRules(numericMode: .digits).sanitized("+1 (555) 010-9999") == "15550109999")
    let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
    #expect(amount.sanitized(" 1,234.56 ") == "1234.56")
    #expect(amount.sanitized(" 1,234.567 ") == "")  // a different amount would be needed
    #expect(amount.sanitized("1…5") == "")  // "15" would be another number
    #expect(amount.sanitized("007") == "7")
    #expect(amount.sanitized("1234567890") == "")
    #expect(InputRules(maxLength: 4, metric: .utf16).sanitized("ab👍🏽") == "ab")
    #expect(InputRules().sanitized("") == "")
  }

  @Test func decisionHelpers() {
    let rules = InputRules(maxLength: 1)
    #expect(rules.evaluate("", replacingUTF16Location: 0, length: 0, with: "a").isAccepted)
    #expect(rules.evaluate("a", replacingUTF16Location: 1, length: 0, with: "b").violations == [.tooLong(limit: 1, length: 2)])
  }
}
