import Testing
import TestSupport
import TextGauge
import TextGaugeInput

/// The rules judge the data's Characters (UAX #29 of the tables' Unicode
/// version, `graphemeClusters`), never the standard library's: on seeded
/// random texts of the hard pieces and of marks joined to `[`, `]`, a digit
/// or `。`, each result equals a reference built on `graphemeClusters`.
///
/// The pieces include what joins its neighbours in the data and that an
/// older standard library may not join (a Khmer consonant, coeng and
/// consonant by GB9c; Kirat Rai vowel signs by GB8; combining marks of
/// Unicode 17.0): a judgement on the standard library's Characters splits
/// those clusters and differs from the reference.
@Suite struct DataCharacterPropertyTests {
  static let check = PropertyCheck(seed: 0xDA7A_C1A5, cases: 3000)

  static let joiners = [
    "[", "]", "1", "7", "\u{3002}", "\u{FF11}", " ", "_", "a", "-", "(", "+", "\u{2026}",
    "\u{0301}", "\u{200D}", "\u{1AD0}", "\u{17D2}", "\u{179F}\u{17D2}", "\u{178F}", "\u{16D63}", "\u{11B61}",
  ]

  static func generate(_ random: inout SplitMix64) -> [String] {
    (0..<random.next(below: 10)).map { _ in random.oneIn(2) ? random.pick(joiners) : HardPieces.piece(&random) }
  }

  static func isASCIILetterOrDigit(_ character: Substring) -> Bool {
    let scalars = Array(character.unicodeScalars)
    guard scalars.count == 1 else { return false }
    switch scalars[0] {
    case "a"..."z", "A"..."Z", "0"..."9": return true
    default: return false
    }
  }

  static let brackets: Set<String> = ["[", "]", "\u{3002}"]

  /// The reference rule: an ASCII letter or digit, or one of `[ ] 。`,
  /// each a Character of the data on its own.
  static func referenceAllows(_ character: Substring) -> Bool {
    isASCIILetterOrDigit(character) || brackets.contains(String(character))
  }

  static let rules = InputRules(
    allowedCharacters: [.asciiLetters, .asciiDigits], isAllowed: { brackets.contains(String($0)) })

  @Test func violationsNameTheDataCharacters() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let text = pieces.joined()
      var expected: [LocatedViolation] = []
      var utf16 = 0
      for (offset, character) in text.graphemeClusters.enumerated() {
        if !Self.referenceAllows(character) {
          expected.append(
            LocatedViolation(violation: .disallowedCharacter(String(character)), characterOffset: offset, utf16Offset: utf16))
        }
        utf16 += character.utf16.count
      }
      let found = Self.rules.violations(in: text)
      return found == expected ? nil : "violations \(found), expected \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func anInsertionIsAcceptedExactlyWhenEveryDataCharacterIsAllowed() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let text = pieces.joined()
      let expected = text.graphemeClusters.allSatisfy(Self.referenceAllows)
      let decision = Self.rules.evaluate("", replacingUTF16Location: 0, length: 0, with: text)
      return decision.isAccepted == expected ? nil : "\(decision), expected accepted: \(expected)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The digits mode's reading (`NumericMode.digits`), written again over
  /// `graphemeClusters`: a full-width digit is its ASCII digit, whitespace
  /// (a Character whose first scalar is White_Space), "(", ")", "+" and a
  /// "-" after a digit are removed, and any other Character rejects the
  /// paste, named as the violation (its ASCII form, if it has one).
  enum DigitsReading: Equatable {
    case read(String)
    case reject(InputViolation?)
  }

  static func referenceDigits(_ text: String) -> DigitsReading {
    // "…" (what autocorrect makes of "...") anywhere rejects first.
    if text.unicodeScalars.contains("\u{2026}") { return .reject(.ellipsisInNumber) }
    var kept = ""
    var seenDigit = false
    for character in text.graphemeClusters {
      let scalars = Array(character.unicodeScalars)
      var form = String(character)
      if scalars.count == 1 {
        switch scalars[0].value {
        case 0xFF10...0xFF19: form = String(Unicode.Scalar(scalars[0].value - 0xFF10 + 0x30)!)
        case 0xFF0E, 0x3002, 0xFF61: form = "."
        case 0xFF0C: form = ","
        case 0xFF0B: form = "+"
        case 0xFF0D, 0x2212: form = "-"
        case 0xFF08: form = "("
        case 0xFF09: form = ")"
        case 0x3000: form = " "
        case 0xFF04: form = "$"
        case 0xFFE5: form = "¥"
        case 0xFFE1: form = "£"
        default: break
        }
      }
      if form.unicodeScalars.count == 1, ("0"..."9").contains(form.unicodeScalars.first!) {
        kept += form
        seenDigit = true
      } else if scalars[0].properties.isWhitespace || ["(", ")", "+"].contains(form) || (form == "-" && seenDigit) {
        continue
      } else {
        return .reject(.disallowedCharacter(form))
      }
    }
    // Nothing left of a paste of formatting alone: rejected.
    return kept.isEmpty ? .reject(nil) : .read(kept)
  }

  @Test func digitsAreReadFromTheDataCharacters() {
    let digits = InputRules(numericMode: .digits)
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let text = pieces.joined()
      guard !text.isEmpty else { return nil }
      let decision = digits.evaluate("", replacingUTF16Location: 0, length: 0, with: text)
      let expected = Self.referenceDigits(text)
      switch (decision, expected) {
      case (.accept, .read(let kept)) where kept == text: return nil
      case (.adjusted(let result, _, _), .read(let kept)) where kept == result: return nil
      case (.reject, .reject(nil)): return nil
      case (.reject(let violations), .reject(let violation?)) where violations.last == violation: return nil
      default: return "\(decision), expected \(expected)"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  static let decimalPieces = [
    "0", "0", "1", "7", "\u{FF10}", "\u{FF11}", ".", "\u{3002}", "\u{FF0E}", "\u{FF61}",
    "\u{0301}", "\u{200D}", "\u{1AD0}", "\u{179F}\u{17D2}", "\u{178F}", "\u{16D63}",
  ]

  /// The decimal mode's reading and normalisation (`NumericMode.decimal`)
  /// of a paste of digits and points into an empty field, written again over
  /// `graphemeClusters`: a full-width digit, `．`, `。` or `｡` alone in its
  /// Character is its ASCII form; anything else, or a second point,
  /// rejects; a leading point gets a "0"; redundant leading zeros go; more
  /// than `limit` digits on either side reject. Nil for a rejection.
  static func referenceDecimal(_ text: String, limit: Int) -> String? {
    var number = ""
    for character in text.graphemeClusters {
      let scalars = Array(character.unicodeScalars)
      guard scalars.count == 1 else { return nil }
      switch scalars[0].value {
      case 0x30...0x39: number.unicodeScalars.append(scalars[0])
      case 0xFF10...0xFF19: number.unicodeScalars.append(Unicode.Scalar(scalars[0].value - 0xFF10 + 0x30)!)
      case 0x2E, 0x3002, 0xFF0E, 0xFF61: number += "."
      default: return nil
      }
    }
    let parts = number.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2 else { return nil }
    var integer = String(parts[0])
    if integer.isEmpty { integer = "0" }
    // "007" is "7"; "00" and "00.5" keep one zero before the point.
    while integer.count > 1, integer.hasPrefix("0") { integer.removeFirst() }
    let fraction = parts.count == 2 ? String(parts[1]) : nil
    guard integer.count <= limit, (fraction?.count ?? 0) <= limit else { return nil }
    return fraction.map { integer + "." + $0 } ?? integer
  }

  @Test func decimalsAreReadFromTheDataCharacters() {
    let limit = 9
    let decimal = InputRules(numericMode: .decimal(maxIntegerDigits: limit, maxFractionDigits: limit))
    let failure = Self.check.failure(generate: { random in
      (0..<(1 + random.next(below: 8))).map { _ in random.pick(Self.decimalPieces) }
    }) { pieces in
      let text = pieces.joined()
      let decision = decimal.evaluate("", replacingUTF16Location: 0, length: 0, with: text)
      let expected = Self.referenceDecimal(text, limit: limit)
      switch decision {
      case .accept: return expected == text ? nil : "accepted, expected \(expected.debugDescription)"
      case .adjusted(let result, _, _): return expected == result ? nil : "\(decision), expected \(expected.debugDescription)"
      case .reject: return expected == nil ? nil : "\(decision), expected \(expected.debugDescription)"
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A text over the limit is located at its first Character (the data's)
  /// beyond it: a Khmer conjunct is one, whatever the toolchain.
  @Test func tooLongIsLocatedInDataCharacters() throws {
    let khmer = "\u{179F}\u{17D2}\u{178F}\u{17D2}\u{179A}\u{17B8}"
    try #require(khmer.graphemeClusters.count == 1)
    let found = InputRules(maxLength: 1).violations(in: khmer + "ab")
    #expect(found == [
      LocatedViolation(violation: .tooLong(limit: 1, length: 3), characterOffset: 1, utf16Offset: khmer.utf16.count)
    ])
  }

  /// A mark the data joins to a digit, to `。` or to a space makes another
  /// Character: not a digit, not the decimal point, not whitespace.
  @Test func aMarkOnADigitOrAFullStopIsAnotherCharacter() throws {
    let mark = "\u{0301}"
    try #require(("1" + mark).graphemeClusters.count == 1)
    let digits = InputRules(numericMode: .digits)
    #expect(digits.evaluate("", replacingUTF16Location: 0, length: 0, with: "12" + mark) == .reject([.disallowedCharacter("2" + mark)]))
    let decimal = InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
    #expect(!decimal.evaluate("1", replacingUTF16Location: 1, length: 0, with: "\u{3002}" + mark).isAccepted)
    #expect(Self.rules.violations(in: "[" + mark).map(\.violation) == [.disallowedCharacter("[" + mark)])
  }
}
