import Testing
import TextGauge
@testable import TextGaugeInput
import TestSupport

/// The engine judges the text the user will see: joins and splits with the
/// neighbours of an edit, regional indicator pairing, and numbers that are
/// never cut into another number.
@Suite("Input rules: boundaries")
struct BoundaryTests {
  let noEmoji = InputRules(allowsEmoji: false)
  let noStandardEmoji = InputRules(allowsEmoji: false, emojiPolicy: .standard)

  /// The text after applying `decision` to an edit of `text`.
  static func apply(_ decision: InputDecision, to text: String, location: Int, length: Int, with replacement: String) -> String {
    switch decision {
    case .accept:
      let utf16 = Array(text.utf16)
      return String(decoding: utf16[..<location] + Array(replacement.utf16) + utf16[(location + length)...], as: UTF16.self)
    case .reject: return text
    case .adjusted(let result, _, _): return result
    }
  }

  @Test func typingBeforeACombiningKeycapCannotFormAKeycap() {
    let decision = noEmoji.evaluate("\u{20E3}", replacingUTF16Location: 0, length: 0, with: "10")
    #expect(!decision.isAccepted)
    let result = Self.apply(decision, to: "\u{20E3}", location: 0, length: 0, with: "10")
    #expect(!result.containsEmoji(policy: .rendersAsEmoji))
  }

  @Test func aRegionalIndicatorBesideALoneOneCannotFormAFlag() {
    // The reason names the flag the indicator would form.
    #expect(noStandardEmoji.evaluate("🇨", replacingUTF16Location: 2, length: 0, with: "🇳") == .reject([.emoji("🇨🇳")]))
    #expect(noStandardEmoji.evaluate("🇨", replacingUTF16Location: 0, length: 0, with: "🇳") == .reject([.emoji("🇳🇨")]))
    #expect(noStandardEmoji.evaluate("🇨🇳🇨", replacingUTF16Location: 8, length: 0, with: "🇳").isAccepted == false)
  }

  @Test func anEmojiSelectorAfterATextHeartIsBlocked() {
    #expect(!noEmoji.evaluate("❤", replacingUTF16Location: 1, length: 0, with: "\u{FE0F}").isAccepted)
    #expect(!noEmoji.evaluate("a❤b", replacingUTF16Location: 2, length: 0, with: "\u{FE0F}x").isAccepted)
  }

  @Test func aZWJBetweenTwoSymbolsIsJudgedOnTheResult() {
    let text = "🏳⚧"
    let decision = noEmoji.evaluate(text, replacingUTF16Location: 2, length: 0, with: "\u{200D}")
    let result = Self.apply(decision, to: text, location: 2, length: 0, with: "\u{200D}")
    #expect(!result.containsEmoji(policy: .rendersAsEmoji))
  }

  @Test func aTextSelectorInsideASequenceIsJudgedOnTheResult() {
    // Under `.includingTextDefault` a bare ❤ is emoji; U+FE0E makes it text.
    let rules = InputRules(allowsEmoji: false, emojiPolicy: .includingTextDefault)
    let text = "a\u{FE0E}"
    let decision = rules.evaluate(text, replacingUTF16Location: 1, length: 0, with: "❤")
    let result = Self.apply(decision, to: text, location: 1, length: 0, with: "❤")
    #expect(rules.violations(in: result).isEmpty)
  }

  @Test func deletingATextSelectorCannotExposeAnEmoji() {
    // Under `.includingTextDefault` ❤ alone is emoji; ❤ + U+FE0E is text.
    let rules = InputRules(allowsEmoji: false, emojiPolicy: .includingTextDefault)
    #expect(rules.violations(in: "a❤\u{FE0E}").isEmpty)
    #expect(!rules.evaluate("a❤\u{FE0E}", replacingUTF16Location: 2, length: 1, with: "").isAccepted)
  }

  @Test func aTextSelectorTypedInsideASequenceIsJudgedOnTheSplitText() {
    let rules = InputRules(allowsEmoji: false, emojiPolicy: .includingTextDefault)
    // ❤ + U+FE0E + x: typing x between ❤ and U+FE0E would leave a bare ❤.
    #expect(!rules.evaluate("❤\u{FE0E}", replacingUTF16Location: 1, length: 0, with: "x").isAccepted)
  }

  @Test func deletingBetweenTwoLoneIndicatorsCannotPairThem() {
    #expect(!noStandardEmoji.evaluate("🇬a🇸", replacingUTF16Location: 2, length: 1, with: "").isAccepted)
    #expect(noStandardEmoji.evaluate("🇬ab🇸", replacingUTF16Location: 2, length: 1, with: "") == .accept)
  }

  @Test func allowedClassesAreJudgedOnTheJoinedCharacter() {
    let letters = InputRules(allowedCharacters: .asciiLetters)
    // "e" + U+0301 is the Character "é", not an ASCII letter.
    #expect(!letters.evaluate("e", replacingUTF16Location: 1, length: 0, with: "\u{0301}").isAccepted)
  }

  @Test func charactersMetricCountsRegionalIndicatorsAsTheyPair() {
    let one = InputRules(maxLength: 1)
    #expect(!one.evaluate("🇨🇳", replacingUTF16Location: 4, length: 0, with: "🇺").isAccepted)
    // A fitting edit in another position: 🇨 + 🇳 is one flag.
    #expect(one.evaluate("🇨", replacingUTF16Location: 2, length: 0, with: "🇳") == .accept)
    #expect(InputRules(maxLength: 2).evaluate("🇨🇳", replacingUTF16Location: 4, length: 0, with: "🇺") == .accept)
  }

  @Test func deletingAJoinerCannotMakeTheTextLongerThanTheLimit() {
    let one = InputRules(maxLength: 1)
    let family = "👨‍👩"
    #expect(!one.evaluate(family, replacingUTF16Location: 2, length: 1, with: "").isAccepted)
  }

  @Test func sanitizedDoesNotPairTheIndicatorsLeftAroundARemovedEmoji() {
    for rules in [noEmoji, noStandardEmoji] {
      let once = rules.sanitized("🇬🤵🇸")
      #expect(rules.violations(in: once).isEmpty, "\(once.unicodeScalars.map(\.value))")
      #expect(rules.sanitized(once) == once)
      #expect(once != "🇬🇸")
    }
  }

  // MARK: Numbers are never altered

  @Test func aDecimalIsNeverCutToFitTheLength() {
    let rules = InputRules(maxLength: 4, metric: .utf16, numericMode: .decimal(maxIntegerDigits: 3, maxFractionDigits: 3))
    #expect(!rules.evaluate("836", replacingUTF16Location: 2, length: 0, with: "2.").isAccepted)
    let decision = rules.evaluate("836", replacingUTF16Location: 2, length: 0, with: "2.")
    #expect(Self.apply(decision, to: "836", location: 2, length: 0, with: "2.") == "836")
  }

  @Test func aPastedAmountThatDoesNotFitIsRejectedWhole() {
    let rules = InputRules(maxLength: 1, numericMode: .decimal(maxIntegerDigits: 3, maxFractionDigits: 2))
    #expect(rules.evaluate("", replacingUTF16Location: 0, length: 0, with: "94") == .reject([.tooLong(limit: 1, length: 2)]))
  }

  @Test func aNormalizedDecimalIsNeverCutToFit() {
    let rules = InputRules(maxLength: 2, numericMode: .decimal(maxIntegerDigits: 3, maxFractionDigits: 2))
    let decision = rules.evaluate("15", replacingUTF16Location: 0, length: 1, with: ".8")
    #expect(decision.violations.contains(.tooLong(limit: 2, length: 4)))
    #expect(Self.apply(decision, to: "15", location: 0, length: 1, with: ".8") == "15")
  }

  @Test func digitsAreNeverCutToFit() {
    let rules = InputRules(maxLength: 4, numericMode: .digits)
    #expect(rules.evaluate("12", replacingUTF16Location: 2, length: 0, with: "345") == .reject([.tooLong(limit: 4, length: 5)]))
  }

  // MARK: Promises for every input

  static let pieces: [String] = [
    "\u{200D}", "\u{FE0E}", "\u{FE0F}", "\u{20E3}", "🇨", "🇳", "🇺", "1", "#", "a", "e", "\u{0301}", "🏻",
    "👍", "🐕", "❤", "🤵", "🏴", "\u{E0067}", "\u{E007F}", "\u{1100}", "\u{1161}", "\u{11A8}", "©", ".", "8",
  ]

  static func randomText(_ rng: inout SplitMix64, maxPieces: Int) -> String {
    var text = ""
    for _ in 0..<rng.next(below: maxPieces + 1) { text += pieces[rng.next(below: pieces.count)] }
    return text
  }

  /// A random scalar boundary of `text`, as a UTF-16 offset.
  static func randomOffset(_ text: String, _ rng: inout SplitMix64) -> Int {
    let scalars = Array(text.unicodeScalars)
    let n = rng.next(below: scalars.count + 1)
    return scalars[..<n].reduce(0) { $0 + $1.utf16.count }
  }

  @Test func everyEditKeepsTheEnginesPromises() {
    let ruleSets = [
      noEmoji, noStandardEmoji, InputRules(maxLength: 3), InputRules(maxLength: 5, metric: .utf16, allowsEmoji: false),
      InputRules(allowedCharacters: .asciiLetters), InputRules(maxLength: 2, allowsEmoji: false, emojiPolicy: .includingTextDefault),
      InputRules(maxLength: 4, numericMode: .decimal(maxIntegerDigits: 2, maxFractionDigits: 1)),
      InputRules(maxLength: 3, numericMode: .digits),
    ]
    var rng = SplitMix64(seed: 12)
    for round in 0..<8000 {
      let rules = ruleSets[round % ruleSets.count]
      let field = rules.sanitized(Self.randomText(&rng, maxPieces: 6))
      #expect(rules.violations(in: field).isEmpty, "sanitized \(field.unicodeScalars.map(\.value))")
      #expect(rules.sanitized(field) == field, "idempotent \(field.unicodeScalars.map(\.value))")
      let location = Self.randomOffset(field, &rng)
      let rest = String(decoding: Array(field.utf16)[location...], as: UTF16.self)
      let length = Self.randomOffset(rest, &rng)
      let replacement = Self.randomText(&rng, maxPieces: 3)
      let decision = rules.evaluate(field, replacingUTF16Location: location, length: length, with: replacement)
      let result = Self.apply(decision, to: field, location: location, length: length, with: replacement)
      let context = "\(round) field \(field.unicodeScalars.map(\.value)) at \(location),\(length) \(replacement.unicodeScalars.map(\.value)) → \(decision)"
      // A deletion in a decimal field may leave "00" or ".5" until the next
      // edit (documented on NumericMode).
      let allowed: Set<InputViolation> = length > 0 && replacement.isEmpty ? [.redundantLeadingZero, .leadingDecimalPoint] : []
      #expect(rules.violations(in: result).allSatisfy { allowed.contains($0.violation) }, "\(context)")
      // The same edit observed after the fact (diff mode).
      let current = Self.apply(.accept, to: field, location: location, length: length, with: replacement)
      let change = rules.evaluateChange(from: field, to: current)
      let changed: String
      switch change {
      case .accept: changed = current
      case .reject: changed = field
      case .adjusted(let text, _, _): changed = text
      }
      let inferredDeletion = TextEdit(from: field, to: current).replacement.isEmpty && field != current
      let allowedAfterChange: Set<InputViolation> = inferredDeletion ? [.redundantLeadingZero, .leadingDecimalPoint] : []
      #expect(rules.violations(in: changed).allSatisfy { allowedAfterChange.contains($0.violation) }, "diff \(context) → \(change)")
      if case .adjusted(let text, let caret, _) = decision, rules.numericMode == nil {
        #expect(caret >= 0 && caret <= text.utf16.count, "\(context)")
        let before = Array(field.utf16)
        let after = Array(text.utf16)
        #expect(after.starts(with: before[..<location]), "\(context)")
        #expect(after.reversed().starts(with: before[(location + length)...].reversed()), "\(context)")
      }
    }
  }
}


@Suite("Input rules: validation")
struct ValidationTests {
  @Test func aNegativeMaxLengthIsRejectedNamingTheField() {
    #expect(throws: InvalidInputRules.negativeMaxLength(-1)) {
      try InputRules(maxLength: -1).validated()
    }
    #expect(InvalidInputRules.negativeMaxLength(-1).description == "maxLength: -1 is negative; use 0 or more, or nil for no limit")
    // Not validated: every insertion is rejected, nothing traps.
    #expect(!InputRules(maxLength: -1).evaluate("", replacingUTF16Location: 0, length: 0, with: "a").isAccepted)
  }

  @Test func negativeDigitCountsAreRejected() {
    #expect(throws: InvalidInputRules.negativeFractionDigits(-1)) {
      try InputRules(numericMode: .decimal(maxIntegerDigits: 3, maxFractionDigits: -1)).validated()
    }
    #expect(throws: InvalidInputRules.negativeIntegerDigits(-3)) {
      try InputRules(numericMode: .decimal(maxIntegerDigits: -3, maxFractionDigits: 1)).validated()
    }
  }

  @Test func aDecimalWithNoIntegerDigitsMeansFractionsBelowOne() throws {
    let rules = try InputRules(numericMode: .decimal(maxIntegerDigits: 0, maxFractionDigits: 2)).validated()
    #expect(rules.evaluate("", replacingUTF16Location: 0, length: 0, with: ".5")
      == .adjusted(text: "0.5", caretUTF16Offset: 3, violations: [.leadingDecimalPoint]))
    #expect(!rules.evaluate("", replacingUTF16Location: 0, length: 0, with: "12").isAccepted)
  }

  @Test func conflictingModesAreRejected() {
    #expect(throws: InvalidInputRules.allowedCharactersInNumericMode) {
      try InputRules(allowedCharacters: .asciiLetters, numericMode: .digits).validated()
    }
    #expect(throws: InvalidInputRules.isAllowedInNumericMode) {
      try InputRules(isAllowed: { $0 == "_" }, numericMode: .digits).validated()
    }
    var rules = InputRules(numericMode: .digits)
    rules.cutsSurplusPastedFractionDigits = true
    #expect(throws: InvalidInputRules.fractionCuttingOutsideDecimalMode) { try rules.validated() }
    // One line each, naming the property at fault.
    #expect(InvalidInputRules.isAllowedInNumericMode.description == "isAllowed: a numeric mode decides the allowed characters")
  }
}
