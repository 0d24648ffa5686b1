import TestSupport
import Testing
import TextGauge

/// The Character count without grapheme breaking, and the count of regional
/// indicators before an offset, against the standard library on seeded
/// random texts made of the pieces they decide and of pieces they hand over.
@Suite("Character count without grapheme breaking equals String.count")
struct CharacterCountTests {
  /// Pieces the fast count decides (ASCII with CR LF and controls,
  /// indicators, U+0300…U+036F at both ends of the range) and pieces it must
  /// hand to `String.count` (a mark outside the range, ZWJ, U+FE0F, a
  /// skin tone, an indicator-like scalar U+1F1E5, a prepended mark).
  static let simple = ["a", "Z", " ", "\r", "\n", "\r\n", "\u{7}", "\u{7F}", "🇦", "🇿", "🇨🇳", "\u{300}", "\u{36F}", "\u{301}\u{323}", "12345678"]
  static let other = ["\u{370}", "\u{200D}", "\u{FE0F}", "🏽", "\u{1F1E5}", "\u{600}", "é", "中", "👨‍👩‍👧", "\u{2FF}"]

  static func random(_ rng: inout SplitMix64, pieces: [String], maxPieces: Int) -> String {
    var text = ""
    for _ in 0..<rng.next(below: maxPieces + 1) { text += pieces[rng.next(below: pieces.count)] }
    return text
  }

  @Test func simpleTextsCountAsStringCount() {
    var rng = SplitMix64(seed: 151)
    for round in 0..<20_000 {
      let text = Self.random(&rng, pieces: Self.simple, maxPieces: round < 10_000 ? 8 : 40)
      let fast = Array(text.utf8).withUnsafeBufferPointer(UTF8Bytes.simpleCharacterCount)
      #expect(fast == text.count, "\(text.unicodeScalars.map(\.value))")
      #expect(TextMetric.characters.measure(text) == text.count)
      #expect(TextMetric.characters.fits(text, budget: text.count))
      #expect(!TextMetric.characters.fits(text, budget: text.count - 1) || text.isEmpty)
    }
  }

  @Test func otherScalarsHandOverAndStillCountExactly() {
    var rng = SplitMix64(seed: 152)
    for _ in 0..<20_000 {
      let text = Self.random(&rng, pieces: Self.simple + Self.other, maxPieces: 12)
      let fast = Array(text.utf8).withUnsafeBufferPointer(UTF8Bytes.simpleCharacterCount)
      if text.unicodeScalars.contains(where: { scalar in Self.other.contains { $0.unicodeScalars.contains(scalar) } }) {
        #expect(fast == nil, "\(text.unicodeScalars.map(\.value))")
      } else {
        #expect(fast == text.count, "\(text.unicodeScalars.map(\.value))")
      }
      #expect(TextMetric.characters.measure(text) == text.count, "\(text.unicodeScalars.map(\.value))")
      // A substring starting mid-run pairs its indicators from its own start.
      let start = text.unicodeScalars.index(text.startIndex, offsetBy: rng.next(below: text.unicodeScalars.count + 1))
      #expect(TextMetric.characters.measure(text[start...]) == text[start...].count)
    }
  }

  @Test func longRunsOfIndicators() {
    for n in [0, 1, 2, 3, 4, 5, 7, 8, 9, 100, 101, 100_000, 100_001] {
      let text = String(repeating: "🇦", count: n)
      #expect(TextMetric.characters.measure(text) == text.count)
      #expect(TextMetric.characters.measure("a" + text + "\u{301}b") == ("a" + text + "\u{301}b").count)
    }
  }

  @Test func indicatorsBeforeAnOffset() {
    var rng = SplitMix64(seed: 153)
    for _ in 0..<5_000 {
      let text = Self.random(&rng, pieces: ["🇦", "🇿", "a", "\u{1F1E5}", "\u{1F200}", "中"], maxPieces: 24)
      let bytes = Array(text.utf8)
      var scalarEnd = 0
      var expected = 0
      for scalar in text.unicodeScalars {
        scalarEnd += String(scalar).utf8.count
        expected = scalar.value &- 0x1F1E6 < 26 ? expected + 1 : 0
        let found = bytes.withUnsafeBufferPointer { UTF8Bytes.regionalIndicatorsBefore($0.baseAddress!, end: scalarEnd) }
        #expect(found == expected, "\(text.unicodeScalars.map(\.value)) at \(scalarEnd)")
      }
    }
  }

  @Test func utf16PrefixMapsOffsets() {
    var rng = SplitMix64(seed: 154)
    var texts = ["", "a😀b中🇨🇳" + String(repeating: "x😀", count: 20)]
    for _ in 0..<60 {
      texts.append(Self.random(&rng, pieces: ["a", "é", "中", "😀", "👨‍👩‍👧", "🇨🇳", "\u{10FFFF}", "abcdefgh"], maxPieces: 80))
    }
    for text in texts {
    let bytes = Array(text.utf8)
    let units = Array(text.utf16)
    for target in 0...units.count + 1 {
      let (count, size) = bytes.withUnsafeBufferPointer { UTF8Bytes.utf16Prefix($0, units: target, wellFormed: true) }
      var expected = (units: 0, bytes: 0)
      for scalar in text.unicodeScalars {
        guard expected.units + scalar.utf16.count <= target else { break }
        expected = (expected.units + scalar.utf16.count, expected.bytes + scalar.utf8.count)
      }
      #expect(count == expected.units && size == expected.bytes, "\(target)")
      let validated = bytes.withUnsafeBufferPointer { UTF8Bytes.utf16Prefix($0, units: target) }
      #expect(validated.utf16Count == count && validated.utf8Count == size)
    }
    }
  }
}
