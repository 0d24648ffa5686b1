import Testing
@testable import TextGaugeInput

/// The UTF-16 ↔ String.Index conversions walk the UTF-8 themselves (to avoid
/// the UTF-16 breadcrumbs); these tests hold them to what `String.UTF16View`
/// answers, for every location and length up to one past the end.
@Suite("Input rules: UTF-16 offsets")
struct UTF16OffsetTests {
  static let texts: [String] = [
    "",
    "hello",
    "汉字，标点。",                             // CJK: 3-byte UTF-8, 1 UTF-16 unit
    "😀",
    "a👍🏽é中",                                   // surrogate pairs, one after the other
    "👨‍👩‍👧 🇨🇳 #️⃣ 𠀀𠀁",                         // ZWJ, flag, keycap, Extension B
    "e\u{301}a\u{308}\u{323} ñ",               // combining marks
    "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}",  // UTF-8 length boundaries
    // Long enough for the 8-byte steps, which stop inside scalars.
    String(repeating: "价格¥12.5😀 ", count: 12),
    String(repeating: "👍🏽a中😀é", count: 8),
  ]

  /// What the UTF-16 view says of a range: the stdlib's own index arithmetic.
  static func expected(_ text: String, _ location: Int, _ length: Int) -> Result<Range<String.Index>, InvalidTextRange> {
    let utf16 = text.utf16
    let count = utf16.count
    guard location >= 0, length >= 0 else { return .failure(.negative(location: location, length: length)) }
    guard location <= count, length <= count - location else {
      return .failure(.outOfBounds(location: location, length: length, utf16Count: count))
    }
    let lower = utf16.index(utf16.startIndex, offsetBy: location)
    guard lower.samePosition(in: text.unicodeScalars) != nil else {
      return .failure(.splitsSurrogatePair(utf16Offset: location))
    }
    let upper = utf16.index(lower, offsetBy: length)
    guard upper.samePosition(in: text.unicodeScalars) != nil else {
      return .failure(.splitsSurrogatePair(utf16Offset: location + length))
    }
    return .success(lower..<upper)
  }

  /// Every (location, length) with location + length ≤ count + 1, plus the
  /// negative and NSNotFound (Int.max) cases.
  static func ranges(_ text: String) -> [(Int, Int)] {
    let count = text.utf16.count
    var ranges = (0...count + 1).flatMap { location in (0...count + 1 - location).map { (location, $0) } }
    ranges += [(-1, 0), (0, -1), (-1, -1), (Int.min, 0), (Int.max, 0), (0, Int.max), (Int.max, Int.max)]
    ranges += (0...count + 1).flatMap { [($0, Int.max), (Int.max, $0), ($0, -1)] }
    return ranges
  }

  @Test(arguments: texts)
  func utf16RangesMatchTheUTF16View(text: String) {
    for (location, length) in Self.ranges(text) {
      let expected = Self.expected(text, location, length)
      #expect(text.scalarAlignedRange(utf16Location: location, length: length) == expected,
              "location \(location), length \(length)")
      #expect(text.scalarAlignedRangeWalkingScalars(utf16Location: location, length: length) == expected,
              "location \(location), length \(length) (walking scalars)")
    }
  }

  @Test(arguments: texts)
  func utf16CountMatchesTheUTF16View(text: String) {
    let scalars = Array(text.unicodeScalars.indices) + [text.endIndex]
    for (position, lower) in scalars.enumerated() {
      for upper in scalars[position...] {
        #expect(text[lower..<upper].utf16Count == text[lower..<upper].utf16.count)
      }
    }
    #expect(text.utf16Count == text.utf16.count)
  }

  @Test func theCaretOfAnAdjustedEditCountsSurrogatePairs() {
    let rules = InputRules(maxLength: 6, allowsEmoji: false)
    // After the prefix "a👍🏽é" (6 units: two surrogate pairs) and the kept "bc".
    let decision = rules.evaluate("a👍🏽é中", replacingUTF16Location: 6, length: 0, with: "b😀cd")
    #expect(decision == .adjusted(text: "a👍🏽ébc中", caretUTF16Offset: 8, violations: [
      .emoji("😀"), .tooLong(limit: 6, length: 7),
    ]))
  }
}
