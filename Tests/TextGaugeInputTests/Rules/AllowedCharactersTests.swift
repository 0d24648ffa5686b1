import Testing
import TextGauge
@testable import TextGaugeInput

@Suite("Input rules: allowed characters")
struct AllowedCharactersTests {
  @Test func englishPunctuationIsTheIssuesListPlusSpaceAndNewline() {
    let listed = #"` ~ ! @ # $ % ^ & * ( ) _ - + = { } [ ] \ | < > , . / ? ; : ' ""#
      .split(separator: " ").map { String($0) }
    #expect(listed.count == 32)
    for character in listed + [" ", "\n", "\r\n", "\r"] {
      #expect(AllowedCharacters.englishPunctuation.allows(character), "\(character.debugDescription)")
    }
    // Exactly those among ASCII: no letters, digits, tab or controls.
    let allowedASCII = (0...0x7F).filter {
      AllowedCharacters.englishPunctuation.allows(String(Unicode.Scalar(UInt8($0))))
    }
    #expect(allowedASCII.count == 35)  // 32 + space + "\n" + "\r"
    for character: String in ["a", "Z", "0", "\t", "。", "，", "！", "…", "“", "\u{3000}"] {
      #expect(!AllowedCharacters.englishPunctuation.allows(character), "\(character.debugDescription)")
    }
  }

  @Test func letterAndDigitClasses() {
    #expect(AllowedCharacters.asciiLowercase.allows("q"))
    #expect(!AllowedCharacters.asciiLowercase.allows("Q"))
    #expect(AllowedCharacters.asciiUppercase.allows("Q"))
    #expect(!AllowedCharacters.asciiLetters.allows("é"))
    #expect(!AllowedCharacters.asciiLetters.allows("e\u{301}"))  // decomposed é is one Character
    #expect(AllowedCharacters.asciiDigits.allows("7"))
    #expect(!AllowedCharacters.asciiDigits.allows("."))
    #expect(!AllowedCharacters.asciiDigits.allows("١"))  // Arabic-Indic one
    #expect(AllowedCharacters.decimalPad.allows("7"))
    #expect(AllowedCharacters.decimalPad.allows("."))
    #expect(!AllowedCharacters.decimalPad.allows(","))
    #expect(!AllowedCharacters([]).allows("a"))
  }

  @Test func whitespace() {
    for character: String in [" ", "\t", "\n", "\r\n", "\u{3000}", "\u{A0}"] {
      #expect(AllowedCharacters.whitespace.allows(character), "\(character.debugDescription)")
    }
    #expect(!AllowedCharacters.whitespace.allows("_"))
  }

  @Test func hanIdeographs() {
    let han = AllowedCharacters.hanIdeographs
    // Script=Han: the ideographs, the compatibility ideograph U+F900, the
    // radicals, 々 and 〇.
    for character: String in [
      "中", "㐀", "𠀋", "\u{2EE5D}", "\u{323B0}", "\u{FA11}", "葛\u{E0100}", "\u{F900}", "⺀", "々", "〇",
    ] {
      #expect(han.allows(character), "\(character.debugDescription)")
    }
    // Not Script=Han: punctuation, kana, Hangul, 〆 (Common), a mark on an
    // ideograph, the interpunct.
    for character: String in ["。", "あ", "한", "〆", "a", "中\u{301}", "·"] {
      #expect(!han.allows(character), "\(character.debugDescription)")
    }
  }

  /// The generated Unified_Ideograph table (PropList.txt of Data/ucd)
  /// against the standard library's data, for every code point both know:
  /// assigned in the standard library's Unicode version and not after the
  /// tables' (whichever of the two is older).
  @Test func unifiedIdeographTableMatchesTheStandardLibrary() {
    let tables = UnicodeProperties.version
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      guard let age = scalar.properties.age, (age.major, age.minor) <= (tables.major, tables.minor) else { continue }
      if scalar.isHanUnifiedIdeograph != scalar.properties.isUnifiedIdeograph { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5).map { String($0, radix: 16) })")
  }

  @Test func classesCombineAsAnOptionSet() {
    let rules = InputRules(allowedCharacters: [.hanIdeographs, .asciiLetters, .asciiDigits, .englishPunctuation])
    #expect(rules.evaluate("", replacingUTF16Location: 0, length: 0, with: "Hi 你好, 2025!") == .accept)
    #expect(rules.evaluate("", replacingUTF16Location: 0, length: 0, with: "你好。")
      == .adjusted(text: "你好", caretUTF16Offset: 2, violations: [.disallowedCharacter("。")]))
  }

  @Test func customPredicateAlone() {
    let vowels = InputRules(isAllowed: { "aeiou".contains($0) })
    #expect(vowels.evaluate("", replacingUTF16Location: 0, length: 0, with: "a") == .accept)
    #expect(vowels.evaluate("", replacingUTF16Location: 0, length: 0, with: "b") == .reject([.disallowedCharacter("b")]))
  }

  @Test func numericModeOverridesTheClasses() {
    let rules = InputRules(allowedCharacters: .asciiLetters, numericMode: .digits)
    #expect(rules.evaluate("", replacingUTF16Location: 0, length: 0, with: "1") == .accept)
    #expect(rules.evaluate("", replacingUTF16Location: 0, length: 0, with: "a") == .reject([.disallowedCharacter("a")]))
  }

  @Test func decimalPadWithPunctuationAllowsManyPoints() {
    let rules = InputRules(allowedCharacters: [.decimalPad, .englishPunctuation])
    #expect(rules.evaluate("1.2", replacingUTF16Location: 3, length: 0, with: ".") == .accept)
  }
}
