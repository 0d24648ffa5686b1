import Foundation
import Testing

@testable import TableGenKit
import TestSupport

/// The word property model: Word_Break values, Extended_Pictographic and the
/// 字数 bits in one byte per code point.
@Suite struct WordBreakModelTests {
  func file(_ name: String, _ body: String) throws -> UCDFile {
    try UCDFile(bytes: Array(ucdFixture(name, body: body).utf8), path: "fixture/\(name)")
  }

  func model(wordBreak: String) throws -> WordBreakModel {
    try WordBreakModel(
      version: ReleaseVersion(major: 17, minor: 0),
      wordBreak: file("WordBreakProperty.txt", wordBreak),
      scripts: file("Scripts.txt", "4E00..9FFF ; Han # Lo\n3041..3096 ; Hiragana # Lo\n30A1..30FA ; Katakana # Lo\n3105..312F ; Bopomofo # Lo\n0041..005A ; Latin # L&"),
      generalCategory: file("DerivedGeneralCategory.txt", "0041..005A ; Lu # L&\n0030..0039 ; Nd # Nd\n4E00..9FFF ; Lo # Lo"),
      emojiProperties: { $0 == 0x1F600 ? EmojiProperty.extendedPictographic.bit : 0 })
  }

  @Test func bitsPerCodePoint() throws {
    let model = try model(wordBreak: "0041..005A ; ALetter # L&\n0030..0039 ; Numeric # Nd\n30A1..30FA ; Katakana # Lo\n30FC ; Katakana # Lm\n000A ; LF # Cc")
    #expect(model.wordBreak(of: 0x41) == .aLetter)
    #expect(model.value(of: 0x41) == WordBreakValue.aLetter.rawValue | WordBreakModel.letterOrNumberBit)
    #expect(model.value(of: 0x30) == WordBreakValue.numeric.rawValue | WordBreakModel.letterOrNumberBit)
    #expect(model.value(of: 0x4E2D) == WordBreakModel.countsEachBit | WordBreakModel.letterOrNumberBit)  // Other, Han
    #expect(model.value(of: 0x3042) & WordBreakModel.countsEachBit != 0)  // Hiragana
    #expect(model.value(of: 0x30FC) == WordBreakValue.katakana.rawValue | WordBreakModel.countsEachBit)  // ー: Word_Break Katakana
    #expect(model.value(of: 0x1F600) == WordBreakModel.extendedPictographicBit)
    #expect(model.wordBreak(of: 0x0A) == .lf)
    #expect(model.value(of: 0x20) == 0)  // unlisted: Other
    #expect(WordBreakModel.label(model.value(of: 0x4E2D)) == "Other, 字数 each, L/N")
  }

  @Test func unknownValuesAndOverlapsAreErrors() throws {
    #expect(tableGenError { _ = try model(wordBreak: "0041 ; Letter") }?.description
      == "fixture/WordBreakProperty.txt: unknown Word_Break value 'Letter'")
    #expect(tableGenError { _ = try model(wordBreak: "0041 ; ALetter\n0041 ; Numeric") }?.description
      == "fixture/WordBreakProperty.txt: U+0041 has two Word_Break values")
  }

  /// Every value code fits the mask and the bits do not overlap it.
  @Test func layout() {
    #expect(WordBreakValue.allCases.allSatisfy { $0.rawValue & ~WordBreakModel.valueMask == 0 })
    let bits = [WordBreakModel.extendedPictographicBit, WordBreakModel.countsEachBit, WordBreakModel.letterOrNumberBit]
    #expect(bits.allSatisfy { $0 & WordBreakModel.valueMask == 0 })
    #expect(bits.reduce(0, |).nonzeroBitCount == bits.count)
  }
}
