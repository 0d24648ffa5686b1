import Foundation
import Testing
import TestSupport
import TextGaugeInput

/// Numeric fields as Chinese users type and paste into them: full-width
/// digits, the IME's full stop, grouped amounts, signs, exponents and
/// currency. A value is never changed: the field holds the number the paste
/// reads as, or the edit is rejected.
@Suite struct NumericPasteTests {
  let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))

  func paste(_ text: String, into field: String = "", at offset: Int? = nil, _ rules: InputRules? = nil) -> InputDecision {
    (rules ?? amount).evaluate(field, replacingUTF16Location: offset ?? field.utf16.count, length: 0, with: text)
  }

  @Test func ideographicFullStopIsTheDecimalPointTypedOrPasted() {
    #expect(paste("12。5") == .adjusted(text: "12.5", caretUTF16Offset: 4, violations: []))
    #expect(paste("12．5") == .adjusted(text: "12.5", caretUTF16Offset: 4, violations: []))
    #expect(paste("12｡5") == .adjusted(text: "12.5", caretUTF16Offset: 4, violations: []))
    #expect(paste("。", into: "12") == .adjusted(text: "12.", caretUTF16Offset: 3, violations: []))
    #expect(paste("。", into: "") == .adjusted(text: "0.", caretUTF16Offset: 2, violations: [.leadingDecimalPoint]))
  }

  @Test func fullWidthDigitsAreDigitsWithTheCaretAfterThem() {
    #expect(paste("１２.５") == .adjusted(text: "12.5", caretUTF16Offset: 4, violations: []))
    #expect(paste("８８．０８") == .adjusted(text: "88.08", caretUTF16Offset: 5, violations: []))
    #expect(paste("３", into: "12.5", at: 2) == .adjusted(text: "123.5", caretUTF16Offset: 3, violations: []))
    // A second point, in any form, is still a second point.
    #expect(paste("。", into: "1.2") == .reject([.secondDecimalPoint]))
  }

  @Test func fullWidthPhoneNumberFitsAnElevenDigitField() {
    let phone = InputRules(maxLength: 11, numericMode: .digits)
    #expect(paste("１３８００１３８０００", phone) == .adjusted(text: "13800138000", caretUTF16Offset: 11, violations: []))
    #expect(phone.sanitized("１３８－００１３－８０００") == "13800138000")
    #expect(phone.sanitized("（０１０）１２３４５６７８") == "01012345678")
  }

  @Test func minusSignRejectsTheEditInsteadOfBeingDropped() {
    #expect(paste("-5") == .reject([.disallowedCharacter("-")]))
    #expect(paste("−5") == .reject([.disallowedCharacter("-")]))
    #expect(paste("－５") == .reject([.disallowedCharacter("-")]))
    #expect(paste("-5", InputRules(numericMode: .digits)) == .reject([.disallowedCharacter("-")]))
    #expect(paste("-", into: "5", at: 0, InputRules(numericMode: .digits)) == .reject([.disallowedCharacter("-")]))
  }

  @Test func exponentRejectsTheEditInsteadOfGluingTheDigits() {
    #expect(paste("1e3") == .reject([.disallowedCharacter("e")]))
    #expect(paste("1e3", InputRules(numericMode: .digits)) == .reject([.disallowedCharacter("e")]))
  }

  @Test func commaThatIsNotAThousandsSeparatorRejectsTheEdit() {
    #expect(paste("12,5") == .reject([.disallowedCharacter(",")]))
    #expect(paste("1,2,3") == .reject([.disallowedCharacter(",")]))
    #expect(paste(" 1 234,56") == .reject([.disallowedCharacter(" ")]))
    #expect(paste("1,234,56") == .reject([.disallowedCharacter(",")]))
    #expect(paste("1,234.5,6") == .reject([.disallowedCharacter(",")]))
    #expect(paste(",", into: "12") == .reject([.disallowedCharacter(",")]))
  }

  @Test func validThousandsSeparatorsAreRemovedKeepingTheValue() {
    #expect(paste("1,234.56") == .adjusted(text: "1234.56", caretUTF16Offset: 7, violations: [.disallowedCharacter(",")]))
    #expect(paste("１，２３４，５６７") == .adjusted(text: "1234567", caretUTF16Offset: 7, violations: [.disallowedCharacter(",")]))
    #expect(
      paste(" 1,234.567 ")
        == .reject([.disallowedCharacter(" "), .disallowedCharacter(","), .tooManyFractionDigits(limit: 2, count: 3)]))
  }

  @Test func currencySignsAreStrippedAtEitherEndNeverGluedIntoTheDigits() {
    #expect(paste("¥12.50") == .adjusted(text: "12.50", caretUTF16Offset: 5, violations: [.disallowedCharacter("¥")]))
    #expect(paste("￥１２") == .adjusted(text: "12", caretUTF16Offset: 2, violations: [.disallowedCharacter("¥")]))
    #expect(paste("$1,000") == .adjusted(text: "1000", caretUTF16Offset: 4, violations: [.disallowedCharacter("$"), .disallowedCharacter(",")]))
    #expect(paste("12.5 元") == .adjusted(text: "12.5", caretUTF16Offset: 4, violations: [.disallowedCharacter("元"), .disallowedCharacter(" ")]))
    // One sign, at an end: anything else is not an amount this field reads.
    #expect(paste("1¥2") == .reject([.disallowedCharacter("¥")]))
    #expect(paste("¥12元") == .reject([.disallowedCharacter("¥"), .disallowedCharacter("元")]))
    #expect(paste("¥") == .reject([.disallowedCharacter("¥")]))
  }

  @Test func aPointInAWholeNumberFieldRejectsInsteadOfGluingTheDigits() {
    let whole = InputRules(numericMode: .decimal(maxIntegerDigits: 6, maxFractionDigits: 0))
    #expect(paste("1.5", whole) == .reject([.disallowedCharacter(".")]))
    #expect(paste("。", into: "15", whole) == .reject([.disallowedCharacter(".")]))
    #expect(paste("１,０００", whole) == .adjusted(text: "1000", caretUTF16Offset: 4, violations: [.disallowedCharacter(",")]))
  }

  @Test func ellipsisRejectsInSanitizeToo() {
    #expect(amount.sanitized("1…5") == "")
    #expect(amount.sanitized("１２。５") == "12.5")
  }

  @Test func fieldWithNormalizedInsertionAppliesTheAdjustment() {
    var field = InputField(rules: amount)
    #expect(field.edit(replacingUTF16Location: 0, length: 0, with: "１２") == .adjusted(text: "12", caretUTF16Offset: 2, violations: []))
    #expect(field.edit(replacingUTF16Location: 2, length: 0, with: "。") == .adjusted(text: "12.", caretUTF16Offset: 3, violations: []))
    #expect(field.edit(replacingUTF16Location: 3, length: 0, with: "５") == .adjusted(text: "12.5", caretUTF16Offset: 4, violations: []))
    #expect(field.text == "12.5")
    #expect(field.length == 4)
  }

  // MARK: - The reference reading, and random pastes checked against it

  /// The reference reading of a decimal paste, written independently of the
  /// engine: each Character mapped by Unicode's compatibility decomposition
  /// (NFKC: the `<wide>` and `<narrow>` forms), "。" and "−" by hand, then
  /// matched whole against the documented grammar. Returns the number as
  /// (integer digits without redundant leading zeros, fraction digits or
  /// nil when there is no point), or nil when the paste is not a number.
  static func referenceDecimal(_ paste: String) -> (integer: String, fraction: String?)? {
    let mapped = paste.map { character -> String in
      switch character {
      case "。", "｡": "."
      case "−": "-"
      default: String(character).precomposedStringWithCompatibilityMapping
      }
    }.joined()
    let grammar = /^\s*\+?(?:(?<lead>[$¥£€])\s*)?(?<int>\d{1,3}(?:,\d{3})+|\d*)(?<point>\.(?<frac>\d*))?(?:\s*(?<trail>[$¥£€元]))?\s*$/
      .asciiOnlyDigits()
    guard let match = mapped.wholeMatch(of: grammar) else { return nil }
    if match.lead != nil, match.trail != nil { return nil }
    let integer = match.int.filter { $0 != "," }
    if integer.isEmpty, match.point == nil { return nil }
    let stripped = String(integer.drop { $0 == "0" })
    return (stripped.isEmpty ? "0" : stripped, match.frac.map(String.init))
  }

  /// What a random paste is built from: digits (ASCII and full-width),
  /// separators, points, signs, exponents, spaces and currency.
  static let pasteTokens: [String] = [
    "0", "1", "5", "9", "00", "123", "４", "０", "７８９",
    ",", "，", ".", "。", "．", "｡",
    "+", "-", "−", "－", "＋", "e", "E",
    " ", "\u{3000}", "\t",
    "¥", "￥", "$", "＄", "元", "€",
  ]

  @Test(arguments: [(9, 2), (3, 1), (6, 0)])
  func randomPastesKeepTheirReferenceValueOrAreRejected(integerDigits: Int, fractionDigits: Int) {
    let amount = InputRules(numericMode: .decimal(maxIntegerDigits: integerDigits, maxFractionDigits: fractionDigits))
    let failure = PropertyCheck(seed: 0x2020_0001, cases: 4000).failure(
      generate: { random in
        // Mostly well-formed amounts, so that acceptance is tested too.
        let count = 1 + random.next(below: 7)
        return (0..<count).map { _ in
          random.oneIn(3) ? random.pick(Self.pasteTokens) : random.pick(["1", "23", "456", ",789", "．", "8"])
        }
      },
      property: { pieces in
        let pasted = pieces.joined()
        let decision = paste(pasted, amount)
        guard let reference = Self.referenceDecimal(pasted) else {
          return decision.isRejection ? nil : "not a number by the reference, but \(decision)"
        }
        // A field without fraction digits has no point at all.
        let fits = reference.integer.count <= integerDigits && (reference.fraction?.count ?? 0) <= fractionDigits
          && (fractionDigits > 0 || reference.fraction == nil)
        guard fits else { return decision.isRejection ? nil : "beyond the limits, but \(decision)" }
        let expected = reference.integer + (reference.fraction.map { "." + $0 } ?? "")
        switch decision {
        case .accept:
          return pasted == expected ? nil : "accepted \(pasted) as typed, expected \(expected)"
        case .adjusted(let text, let caret, _):
          return text == expected && caret == text.utf16.count ? nil : "gave \(text) caret \(caret), expected \(expected)"
        case .reject(let violations):
          return "rejected \(violations), expected \(expected)"
        }
      })
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The reference reading of a digits-field paste: NFKC forms mapped;
  /// spaces, parentheses, "+" and a "-" after a digit removed; anything
  /// else (a point, a letter, a leading minus) is not a digit string.
  static func referenceDigits(_ paste: String) -> String? {
    var digits = ""
    for character in paste {
      let mapped = character == "−" ? "-" : String(character).precomposedStringWithCompatibilityMapping
      guard mapped.count == 1, let ascii = mapped.first else { return nil }
      if ascii.isASCII, ascii.isNumber {
        digits.append(ascii)
      } else if ascii.isWhitespace || "()+".contains(ascii) || (ascii == "-" && !digits.isEmpty) {
        continue
      } else {
        return nil
      }
    }
    return digits.isEmpty ? nil : digits
  }

  @Test func randomDigitsPastesKeepTheirDigitsOrAreRejected() {
    let rules = InputRules(numericMode: .digits)
    let failure = PropertyCheck(seed: 0x2020_0002, cases: 3000).failure(
      generate: { random in
        (0..<(1 + random.next(below: 7))).map { _ in
          random.oneIn(3) ? random.pick(Self.pasteTokens + ["(", ")", "（", "）"]) : random.pick(["138", "０", "9", "-", " "])
        }
      },
      property: { pieces in
        let pasted = pieces.joined()
        let decision = paste(pasted, rules)
        guard let expected = Self.referenceDigits(pasted) else {
          return decision.isRejection ? nil : "not a digit string by the reference, but \(decision)"
        }
        switch decision {
        case .accept: return pasted == expected ? nil : "accepted \(pasted), expected \(expected)"
        case .adjusted(let text, _, _): return text == expected ? nil : "gave \(text), expected \(expected)"
        case .reject(let violations): return "rejected \(violations), expected \(expected)"
        }
      })
    #expect(failure == nil, "\(failure ?? "")")
  }
}

extension InputDecision {
  var isRejection: Bool {
    if case .reject = self { return true }
    return false
  }
}

/// The numeric examples of NumericMode's comment and of DefiningInputRules.md's
/// "Numeric fields" section, as written there.
@Suite struct NumericDocumentationExampleTests {
  let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))

  func paste(_ text: String) -> InputDecision {
    amount.evaluate("", replacingUTF16Location: 0, length: 0, with: text)
  }

  @Test func numericModeExamples() {
    #expect(paste("１２。５") == .adjusted(text: "12.5", caretUTF16Offset: 4, violations: []))
    #expect(paste("¥1,234.50")
      == .adjusted(text: "1234.50", caretUTF16Offset: 7, violations: [.disallowedCharacter("¥"), .disallowedCharacter(",")]))
    #expect(paste("12,5") == .reject([.disallowedCharacter(",")]))
    #expect(amount.evaluate("12", replacingUTF16Location: 2, length: 0, with: "。")
      == .adjusted(text: "12.", caretUTF16Offset: 3, violations: []))
    #expect(InputRules(maxLength: 11, numericMode: .digits).sanitized("１３８００１３８０００") == "13800138000")
    #expect(InputRules(numericMode: .digits).sanitized("+1 (555) 010-9999") == "15550109999")
  }

  @Test func articleExamples() {
    #expect(paste(" 1,234.56 ")
      == .adjusted(text: "1234.56", caretUTF16Offset: 7, violations: [.disallowedCharacter(" "), .disallowedCharacter(",")]))
    #expect(paste(" 1,234.567 ")
      == .reject([.disallowedCharacter(" "), .disallowedCharacter(","), .tooManyFractionDigits(limit: 2, count: 3)]))
    #expect(paste("-5") == .reject([.disallowedCharacter("-")]))
    #expect(paste("1.2.3") == .reject([.secondDecimalPoint]))
    #expect(amount.evaluate("1.2", replacingUTF16Location: 3, length: 0, with: ".") == .reject([.secondDecimalPoint]))
    #expect(paste("+5") == .adjusted(text: "5", caretUTF16Offset: 1, violations: [.disallowedCharacter("+")]))
    #expect(paste("12.30") == .accept)
    var cutting = amount
    cutting.cutsSurplusPastedFractionDigits = true
    #expect(cutting.sanitized(" 1,234.567 ") == "1234.56")
    #expect(cutting.sanitized("3.14159") == "3.14")
    for rejected in ["12,5", "1,2,3", " 1 234,56", "-5", "−5", "1e3", "1¥2", "¥12元", "1234567890", "1…5"] {
      #expect(amount.sanitized(rejected) == "", "\(rejected)")
    }
    for (pasted, kept) in [("12。5", "12.5"), ("１２.５", "12.5"), ("８８．０８", "88.08"), ("１，２３４", "1234"),
                           ("￥１２", "12"), ("$1,000", "1000"), ("12.5 元", "12.5"), ("¥12.50", "12.50")] {
      #expect(amount.sanitized(pasted) == kept, "\(pasted)")
    }
  }
}
