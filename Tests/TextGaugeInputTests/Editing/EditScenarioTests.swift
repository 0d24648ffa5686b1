import Testing
import TextGauge
@testable import TextGaugeInput

/// One edit applied to a field's text.
enum Edit: Sendable, CustomStringConvertible {
  /// Typing or pasting at a UTF-16 offset (an empty range).
  case insert(String, at: Int)
  /// Replacing an NSRange-style (location, length) selection.
  case replace(location: Int, length: Int, with: String)
  /// Deleting an NSRange-style range.
  case delete(location: Int, length: Int)
  /// Input-method marked text replacing (location, length) while composing.
  case compose(location: Int, length: Int, with: String)
  /// Diff mode: the field now shows this text.
  case change(to: String, composing: Bool)

  var description: String {
    switch self {
    case .insert(let text, let at): "insert \(text.debugDescription) at \(at)"
    case .replace(let location, let length, let text): "replace (\(location),\(length)) with \(text.debugDescription)"
    case .delete(let location, let length): "delete (\(location),\(length))"
    case .compose(let location, let length, let text): "compose (\(location),\(length)) \(text.debugDescription)"
    case .change(let text, let composing): "change to \(text.debugDescription)\(composing ? " composing" : "")"
    }
  }

  func evaluate(_ rules: InputRules, on text: String) -> InputDecision {
    switch self {
    case .insert(let replacement, let at):
      rules.evaluate(text, replacingUTF16Location: at, length: 0, with: replacement)
    case .replace(let location, let length, let replacement):
      rules.evaluate(text, replacingUTF16Location: location, length: length, with: replacement)
    case .delete(let location, let length):
      rules.evaluate(text, replacingUTF16Location: location, length: length, with: "")
    case .compose(let location, let length, let replacement):
      rules.evaluate(text, replacingUTF16Location: location, length: length, with: replacement, isComposing: true)
    case .change(let current, let composing):
      rules.evaluateChange(from: text, to: current, isComposing: composing)
    }
  }
}

struct Scenario: Sendable, CustomTestStringConvertible {
  var rule: String
  var rules: InputRules
  var text: String
  var edit: Edit
  var expected: InputDecision

  var testDescription: String { "\(rule): \(text.debugDescription) \(edit)" }
}

// Rule sets used by the table.
let fiveCharacters = InputRules(maxLength: 5)
let fourUTF16 = InputRules(maxLength: 4, metric: .utf16)
let noEmoji = InputRules(allowsEmoji: false)
let gbNickname = InputRules(maxLength: 20, metric: .gb18030(.gb2022), allowsEmoji: false)
let gbFour = InputRules(maxLength: 4, metric: .gb18030(.gb2022))
let gbSix = InputRules(maxLength: 6, metric: .gb18030(.gb2022))
let twoCharacters = InputRules(maxLength: 2)
let hanOnly = InputRules(allowedCharacters: .hanIdeographs)
let lowerAndDigits = InputRules(allowedCharacters: [.asciiLowercase, .asciiDigits])
let handle = InputRules(allowedCharacters: .asciiAlphanumerics, isAllowed: { $0 == "_" })
let decimalPad = InputRules(allowedCharacters: .decimalPad)
let sixDigits = InputRules(maxLength: 6, numericMode: .digits)
let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
let cuttingAmount = {
  var rules = amount
  rules.cutsSurplusPastedFractionDigits = true
  return rules
}()
let wholeAmount = InputRules(numericMode: .decimal(maxIntegerDigits: 5, maxFractionDigits: 0))

let family = "👨\u{200D}👩\u{200D}👧"  // one Character, 8 UTF-16 code units
let nineHan = "一二三四五六七八九"        // 18 GB18030 bytes

let scenarios: [Scenario] = [
  // MARK: Maximum length
  Scenario(rule: "length", rules: fiveCharacters, text: "abcd", edit: .insert("e", at: 4), expected: .accept),
  Scenario(rule: "length", rules: fiveCharacters, text: "abcde", edit: .insert("f", at: 5),
           expected: .reject([.tooLong(limit: 5, length: 6)])),
  Scenario(rule: "length: paste cut to fit", rules: fiveCharacters, text: "abc", edit: .insert("defgh", at: 3),
           expected: .adjusted(text: "abcde", caretUTF16Offset: 5, violations: [.tooLong(limit: 5, length: 8)])),
  Scenario(rule: "length: paste in the middle, caret after the kept part", rules: fiveCharacters, text: "abcd",
           edit: .insert("XYZ", at: 2),
           expected: .adjusted(text: "abXcd", caretUTF16Offset: 3, violations: [.tooLong(limit: 5, length: 7)])),
  Scenario(rule: "length: selection replaced at the limit", rules: fiveCharacters, text: "abcde",
           edit: .replace(location: 1, length: 3, with: "XYZ"), expected: .accept),
  Scenario(rule: "length: selection replaced at the limit by more", rules: fiveCharacters, text: "abcde",
           edit: .replace(location: 1, length: 1, with: "XYZ"),
           expected: .adjusted(text: "aXcde", caretUTF16Offset: 2, violations: [.tooLong(limit: 5, length: 7)])),
  Scenario(rule: "length: deletion always accepted", rules: fiveCharacters, text: "abcdefg",
           edit: .delete(location: 0, length: 1), expected: .accept),
  Scenario(rule: "length: text already too long only shrinks", rules: fiveCharacters, text: "abcdefg",
           edit: .insert("h", at: 7), expected: .reject([.tooLong(limit: 5, length: 8)])),
  Scenario(rule: "length: a ZWJ emoji at the limit is kept whole", rules: fiveCharacters, text: "abcd",
           edit: .insert(family + "x", at: 4),
           expected: .adjusted(text: "abcd" + family, caretUTF16Offset: 12, violations: [.tooLong(limit: 5, length: 6)])),
  Scenario(rule: "length utf16: an emoji at the limit is never torn", rules: fourUTF16, text: "abc",
           edit: .insert("👍🏽", at: 3), expected: .reject([.tooLong(limit: 4, length: 7)])),
  Scenario(rule: "length utf16: paste stops before the emoji that does not fit", rules: fourUTF16, text: "",
           edit: .insert("a👍🏽b", at: 0),
           expected: .adjusted(text: "a", caretUTF16Offset: 1, violations: [.tooLong(limit: 4, length: 6)])),
  Scenario(rule: "length: a combining mark joining the last Character fits", rules: fiveCharacters, text: "cafee",
           edit: .insert("\u{301}", at: 5), expected: .accept),

  // MARK: GB18030 ("Chinese 2, English 1", Extension B 4)
  Scenario(rule: "gb18030: Extension B character is 4 bytes", rules: gbNickname, text: nineHan,
           edit: .insert("𠀋", at: 9), expected: .reject([.tooLong(limit: 20, length: 22)])),
  Scenario(rule: "gb18030: Han is 2 bytes", rules: gbNickname, text: nineHan, edit: .insert("十", at: 9),
           expected: .accept),
  Scenario(rule: "gb18030: ASCII is 1 byte", rules: gbNickname, text: nineHan + "十", edit: .insert("a", at: 10),
           expected: .reject([.tooLong(limit: 20, length: 21)])),
  Scenario(rule: "gb18030: paste cut before the Extension B character", rules: gbNickname, text: nineHan,
           edit: .insert("a𠀋b", at: 9),
           expected: .adjusted(text: nineHan + "a", caretUTF16Offset: 10, violations: [.tooLong(limit: 20, length: 24)])),
  Scenario(rule: "gb18030: Extension B fits exactly", rules: gbNickname, text: "一二三四五六七八",
           edit: .insert("𠀋", at: 8), expected: .accept),

  // MARK: Composing (IME marked text)
  Scenario(rule: "composing: pinyin letters do not count", rules: gbFour, text: "你好",
           edit: .compose(location: 2, length: 0, with: "ni"), expected: .accept),
  Scenario(rule: "composing: pinyin in a Han-only field", rules: hanOnly, text: "你",
           edit: .compose(location: 1, length: 0, with: "hao"), expected: .accept),
  // The stateless rules cannot tell marked text from a selection: the
  // commit is judged as an insertion into the committed text (InputField
  // knows the marked text: InputFieldTests).
  Scenario(rule: "composing: committed text over the limit", rules: gbFour, text: "你好",
           edit: .insert("你", at: 2), expected: .reject([.tooLong(limit: 4, length: 6)])),
  Scenario(rule: "composing: committed text cut to fit", rules: gbSix, text: "你好",
           edit: .insert("你好", at: 2),
           expected: .adjusted(text: "你好你", caretUTF16Offset: 3, violations: [.tooLong(limit: 6, length: 8)])),
  Scenario(rule: "over-long text: replacing a selection with text no longer is accepted", rules: gbFour,
           text: "你好ni", edit: .replace(location: 2, length: 2, with: "你"), expected: .accept),
  Scenario(rule: "composing: committed Han in a Han-only field", rules: hanOnly, text: "你hao",
           edit: .replace(location: 1, length: 3, with: "好"), expected: .accept),

  // MARK: Emoji
  Scenario(rule: "emoji: removed from a paste, the rest kept", rules: noEmoji, text: "",
           edit: .insert("hi👍🏽there", at: 0),
           expected: .adjusted(text: "hithere", caretUTF16Offset: 7, violations: [.emoji("👍🏽")])),
  Scenario(rule: "emoji: typed emoji rejected", rules: noEmoji, text: "ok", edit: .insert("😀", at: 2),
           expected: .reject([.emoji("😀")])),
  Scenario(rule: "emoji: a flag", rules: noEmoji, text: "", edit: .insert("🇨🇳", at: 0),
           expected: .reject([.emoji("🇨🇳")])),
  Scenario(rule: "emoji: a paste of only emoji keeps the selection", rules: noEmoji, text: "abc",
           edit: .replace(location: 0, length: 3, with: "😀😀"), expected: .reject([.emoji("😀")])),
  Scenario(rule: "emoji: é is not emoji", rules: noEmoji, text: "caf", edit: .insert("é", at: 3), expected: .accept),
  Scenario(rule: "emoji: Hangul is not emoji", rules: noEmoji, text: "", edit: .insert("한국어", at: 0),
           expected: .accept),
  Scenario(rule: "emoji: © alone renders as text", rules: noEmoji, text: "", edit: .insert("©", at: 0),
           expected: .accept),
  Scenario(rule: "emoji: ❤ alone renders as text", rules: noEmoji, text: "", edit: .insert("\u{2764}", at: 0),
           expected: .accept),
  Scenario(rule: "emoji: digits and # are not emoji", rules: noEmoji, text: "", edit: .insert("#1 2023", at: 0),
           expected: .accept),
  Scenario(rule: "emoji: © with VS16 renders as emoji", rules: noEmoji, text: "", edit: .insert("©\u{FE0F}", at: 0),
           expected: .reject([.emoji("©\u{FE0F}")])),
  Scenario(rule: "emoji: a keycap", rules: noEmoji, text: "", edit: .insert("1\u{FE0F}\u{20E3}", at: 0),
           expected: .reject([.emoji("1\u{FE0F}\u{20E3}")])),
  Scenario(rule: "emoji: allowed by default", rules: fiveCharacters, text: "", edit: .insert("😀", at: 0),
           expected: .accept),

  // MARK: Allowed characters
  Scenario(rule: "allowed: typed disallowed letter", rules: lowerAndDigits, text: "ab", edit: .insert("A", at: 2),
           expected: .reject([.disallowedCharacter("A")])),
  Scenario(rule: "allowed: paste keeps what is allowed", rules: lowerAndDigits, text: "", edit: .insert("Ab1-c", at: 0),
           expected: .adjusted(text: "b1c", caretUTF16Offset: 3,
                               violations: [.disallowedCharacter("A"), .disallowedCharacter("-")])),
  Scenario(rule: "allowed: é is not ASCII lowercase", rules: lowerAndDigits, text: "caf", edit: .insert("é", at: 3),
           expected: .reject([.disallowedCharacter("é")])),
  Scenario(rule: "allowed: Extension B is Han", rules: hanOnly, text: "", edit: .insert("𠀋", at: 0), expected: .accept),
  Scenario(rule: "allowed: ideographic full stop is not Han", rules: hanOnly, text: "中", edit: .insert("。", at: 1),
           expected: .reject([.disallowedCharacter("。")])),
  Scenario(rule: "allowed: custom predicate adds _", rules: handle, text: "a", edit: .insert("_b-", at: 1),
           expected: .adjusted(text: "a_b", caretUTF16Offset: 3, violations: [.disallowedCharacter("-")])),
  Scenario(rule: "allowed: decimal pad allows one .", rules: decimalPad, text: "1.5", edit: .insert(".", at: 3),
           expected: .reject([.secondDecimalPoint])),
  Scenario(rule: "allowed: decimal pad digits", rules: decimalPad, text: "1.5", edit: .insert("0", at: 3),
           expected: .accept),

  // MARK: Digits only
  Scenario(rule: "digits", rules: sixDigits, text: "12", edit: .insert("3", at: 2), expected: .accept),
  Scenario(rule: "digits: letter rejected", rules: sixDigits, text: "12", edit: .insert("a", at: 2),
           expected: .reject([.disallowedCharacter("a")])),
  Scenario(rule: "digits: full-width digit is the digit", rules: sixDigits, text: "", edit: .insert("１", at: 0),
           expected: .adjusted(text: "1", caretUTF16Offset: 1, violations: [])),
  Scenario(rule: "digits: Arabic-Indic digit rejected", rules: sixDigits, text: "", edit: .insert("\u{0661}", at: 0),
           expected: .reject([.disallowedCharacter("\u{0661}")])),
  Scenario(rule: "digits: leading zeros kept", rules: sixDigits, text: "", edit: .insert("007", at: 0),
           expected: .accept),
  Scenario(rule: "digits: phone number paste that fits keeps its digits", rules: sixDigits, text: "",
           edit: .insert("+1 (555) 01", at: 0),
           expected: .adjusted(text: "155501", caretUTF16Offset: 6, violations: [
             .disallowedCharacter("+"), .disallowedCharacter(" "), .disallowedCharacter("("),
             .disallowedCharacter(")"),
           ])),
  Scenario(rule: "digits: a paste too long is rejected, never cut to another number", rules: sixDigits, text: "",
           edit: .insert("+1 (555) 0109", at: 0),
           expected: .reject([
             .disallowedCharacter("+"), .disallowedCharacter(" "), .disallowedCharacter("("),
             .disallowedCharacter(")"), .tooLong(limit: 6, length: 8),
           ])),
  Scenario(rule: "digits: autocorrect … rejected", rules: sixDigits, text: "12",
           edit: .replace(location: 2, length: 0, with: "…"), expected: .reject([.ellipsisInNumber])),

  // MARK: Decimal
  Scenario(rule: "decimal: leading . becomes 0.", rules: amount, text: "", edit: .insert(".", at: 0),
           expected: .adjusted(text: "0.", caretUTF16Offset: 2, violations: [.leadingDecimalPoint])),
  Scenario(rule: "decimal: pasted .5 becomes 0.5", rules: amount, text: "", edit: .insert(".5", at: 0),
           expected: .adjusted(text: "0.5", caretUTF16Offset: 3, violations: [.leadingDecimalPoint])),
  Scenario(rule: "decimal: second . typed", rules: amount, text: "1.5", edit: .insert(".", at: 3),
           expected: .reject([.secondDecimalPoint])),
  Scenario(rule: "decimal: a paste with two points is rejected", rules: amount, text: "", edit: .insert("1.2.3", at: 0),
           expected: .reject([.secondDecimalPoint])),
  Scenario(rule: "decimal: 00 typed", rules: amount, text: "0", edit: .insert("0", at: 1),
           expected: .reject([.redundantLeadingZero])),
  Scenario(rule: "decimal: 0 then 7 gives 7", rules: amount, text: "0", edit: .insert("7", at: 1),
           expected: .adjusted(text: "7", caretUTF16Offset: 1, violations: [.redundantLeadingZero])),
  Scenario(rule: "decimal: 007 pasted", rules: amount, text: "", edit: .insert("007", at: 0),
           expected: .adjusted(text: "7", caretUTF16Offset: 1, violations: [.redundantLeadingZero])),
  Scenario(rule: "decimal: 00 pasted", rules: amount, text: "", edit: .insert("00", at: 0),
           expected: .adjusted(text: "0", caretUTF16Offset: 1, violations: [.redundantLeadingZero])),
  Scenario(rule: "decimal: 0 before 0.5 rejected", rules: amount, text: "0.5", edit: .insert("0", at: 0),
           expected: .reject([.redundantLeadingZero])),
  Scenario(rule: "decimal: digit after a lone 0 of 0.5", rules: amount, text: "0.5", edit: .insert("3", at: 1),
           expected: .adjusted(text: "3.5", caretUTF16Offset: 1, violations: [.redundantLeadingZero])),
  Scenario(rule: "decimal: 0.05 is fine", rules: amount, text: "0.0", edit: .insert("5", at: 3), expected: .accept),
  Scenario(rule: "decimal: deletion may leave 00", rules: amount, text: "100", edit: .delete(location: 0, length: 1),
           expected: .accept),
  Scenario(rule: "decimal: next edit normalizes 00", rules: amount, text: "00", edit: .insert("5", at: 2),
           expected: .adjusted(text: "5", caretUTF16Offset: 1, violations: [.redundantLeadingZero])),
  Scenario(rule: "decimal: 1,234.5 pasted", rules: amount, text: "", edit: .insert("1,234.5", at: 0),
           expected: .adjusted(text: "1234.5", caretUTF16Offset: 6, violations: [.disallowedCharacter(",")])),
  Scenario(rule: "decimal: \" 12.30 \" pasted", rules: amount, text: "", edit: .insert(" 12.30 ", at: 0),
           expected: .adjusted(text: "12.30", caretUTF16Offset: 5, violations: [.disallowedCharacter(" ")])),
  Scenario(rule: "decimal: third fraction digit typed", rules: amount, text: "12.34", edit: .insert("5", at: 5),
           expected: .reject([.tooManyFractionDigits(limit: 2, count: 3)])),
  Scenario(rule: "decimal: long fraction pasted is rejected by default", rules: amount, text: "",
           edit: .insert("3.14159", at: 0),
           expected: .reject([.tooManyFractionDigits(limit: 2, count: 5)])),
  Scenario(rule: "decimal: long fraction pasted is cut when the rules ask for it", rules: cuttingAmount, text: "",
           edit: .insert("3.14159", at: 0),
           expected: .adjusted(text: "3.14", caretUTF16Offset: 4, violations: [.tooManyFractionDigits(limit: 2, count: 5)])),
  Scenario(rule: "decimal: pasted after the point with a second . is rejected", rules: amount, text: "1.5",
           edit: .insert("2.3", at: 3),
           expected: .reject([.secondDecimalPoint])),
  Scenario(rule: "decimal: . that would leave 4 fraction digits", rules: amount, text: "12345", edit: .insert(".", at: 1),
           expected: .reject([.tooManyFractionDigits(limit: 2, count: 4)])),
  Scenario(rule: "decimal: . placed with 2 fraction digits", rules: amount, text: "12345", edit: .insert(".", at: 3),
           expected: .accept),
  Scenario(rule: "decimal: tenth integer digit typed", rules: amount, text: "123456789", edit: .insert("0", at: 9),
           expected: .reject([.tooManyIntegerDigits(limit: 9, count: 10)])),
  Scenario(rule: "decimal: too many integer digits pasted is rejected, not cut", rules: amount, text: "",
           edit: .insert("1234567890", at: 0), expected: .reject([.tooManyIntegerDigits(limit: 9, count: 10)])),
  Scenario(rule: "decimal: fraction digits do not count as integer digits", rules: amount, text: "123456789.",
           edit: .insert("99", at: 10), expected: .accept),
  Scenario(rule: "decimal: selection replaced", rules: amount, text: "12.34", edit: .replace(location: 0, length: 5, with: "99"),
           expected: .accept),
  Scenario(rule: "decimal: … from autocorrect rejected", rules: amount, text: "1..",
           edit: .replace(location: 1, length: 2, with: "…"), expected: .reject([.ellipsisInNumber])),
  Scenario(rule: "decimal: … in a paste rejected whole", rules: amount, text: "1", edit: .insert("2…3", at: 1),
           expected: .reject([.ellipsisInNumber])),
  Scenario(rule: "decimal: no fraction digits, no .", rules: wholeAmount, text: "12", edit: .insert(".", at: 2),
           expected: .reject([.disallowedCharacter(".")])),
  Scenario(rule: "text field: … is fine outside numeric modes", rules: fiveCharacters, text: "ab", edit: .insert("…", at: 2),
           expected: .accept),

  // MARK: Invalid ranges
  Scenario(rule: "range: inside a surrogate pair", rules: fiveCharacters, text: "👍", edit: .insert("a", at: 1),
           expected: .reject([.invalidRange(.splitsSurrogatePair(utf16Offset: 1))])),
  Scenario(rule: "range: end inside a surrogate pair", rules: fiveCharacters, text: "a👍",
           edit: .replace(location: 0, length: 2, with: "b"),
           expected: .reject([.invalidRange(.splitsSurrogatePair(utf16Offset: 2))])),
  Scenario(rule: "range: past the end", rules: fiveCharacters, text: "abc", edit: .replace(location: 2, length: 5, with: "x"),
           expected: .reject([.invalidRange(.outOfBounds(location: 2, length: 5, utf16Count: 3))])),
  Scenario(rule: "range: NSNotFound", rules: fiveCharacters, text: "abc", edit: .insert("x", at: Int.max),
           expected: .reject([.invalidRange(.outOfBounds(location: Int.max, length: 0, utf16Count: 3))])),
  Scenario(rule: "range: negative", rules: fiveCharacters, text: "abc", edit: .replace(location: -1, length: 1, with: "x"),
           expected: .reject([.invalidRange(.negative(location: -1, length: 1))])),
  Scenario(rule: "range: deleting inside a surrogate pair is still invalid", rules: fiveCharacters, text: "👍",
           edit: .delete(location: 0, length: 1),
           expected: .reject([.invalidRange(.splitsSurrogatePair(utf16Offset: 1))])),

  // MARK: Diff mode
  Scenario(rule: "diff: typing", rules: fiveCharacters, text: "abc", edit: .change(to: "abcd", composing: false),
           expected: .accept),
  Scenario(rule: "diff: typing at the limit", rules: fiveCharacters, text: "abcde", edit: .change(to: "abcdef", composing: false),
           expected: .reject([.tooLong(limit: 5, length: 6)])),
  Scenario(rule: "diff: selection replaced at the limit", rules: fiveCharacters, text: "abcde",
           edit: .change(to: "aXYZe", composing: false), expected: .accept),
  Scenario(rule: "diff: deletion", rules: fiveCharacters, text: "abcdefg", edit: .change(to: "abdefg", composing: false),
           expected: .accept),
  Scenario(rule: "diff: emoji pasted into a no-emoji field", rules: noEmoji, text: "ab",
           edit: .change(to: "ab😀cd", composing: false),
           expected: .adjusted(text: "abcd", caretUTF16Offset: 4, violations: [.emoji("😀")])),
  Scenario(rule: "diff: VS16 turning ❤ into an emoji", rules: noEmoji, text: "I\u{2764}",
           edit: .change(to: "I\u{2764}\u{FE0F}", composing: false), expected: .reject([.emoji("\u{2764}\u{FE0F}")])),
  Scenario(rule: "diff: pinyin while composing", rules: twoCharacters, text: "你",
           edit: .change(to: "你ni", composing: true), expected: .accept),
  Scenario(rule: "diff: committed text cut to fit", rules: twoCharacters, text: "你",
           edit: .change(to: "你好吗", composing: false),
           expected: .adjusted(text: "你好", caretUTF16Offset: 2, violations: [.tooLong(limit: 2, length: 3)])),
  Scenario(rule: "diff: GB18030 limit with Extension B", rules: gbNickname, text: nineHan,
           edit: .change(to: nineHan + "𠀋", composing: false), expected: .reject([.tooLong(limit: 20, length: 22)])),
  Scenario(rule: "diff: autocorrect …", rules: amount, text: "1.5",
           edit: .change(to: "1…", composing: false), expected: .reject([.ellipsisInNumber])),
  Scenario(rule: "diff: decimal 0 then 7", rules: amount, text: "0", edit: .change(to: "07", composing: false),
           expected: .adjusted(text: "7", caretUTF16Offset: 1, violations: [.redundantLeadingZero])),
  Scenario(rule: "diff: paste in the middle cut to fit", rules: fiveCharacters, text: "abcd",
           edit: .change(to: "abXYZcd", composing: false),
           expected: .adjusted(text: "abXcd", caretUTF16Offset: 3, violations: [.tooLong(limit: 5, length: 7)])),
]

@Suite("Input rules: edit scenarios")
struct EditScenarioTests {
  @Test(arguments: scenarios)
  func scenario(_ scenario: Scenario) {
    let decision = scenario.edit.evaluate(scenario.rules, on: scenario.text)
    #expect(decision == scenario.expected)
    if case .adjusted(let text, let caret, let violations) = decision {
      // Only a numeric field's mapping of forms to ASCII adjusts silently.
      #expect(!violations.isEmpty || scenario.rules.numericMode != nil)
      #expect(caret >= 0 && caret <= text.utf16.count)
      #expect(text.utf16.index(text.utf16.startIndex, offsetBy: caret).samePosition(in: text.unicodeScalars) != nil)
    }
    if case .reject(let violations) = decision { #expect(!violations.isEmpty) }
  }
}
