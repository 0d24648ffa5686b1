import TestSupport
import Testing
import TextGauge

/// The Character operations over UTF-8 (count, the end of the first n
/// Characters, rounding an offset down to a boundary) against the standard
/// library, on seeded random texts of pieces whose Grapheme_Cluster_Break
/// has not changed since Unicode 6.2, so that every toolchain agrees.
@Suite("Character count and boundaries equal String's on stable pieces")
struct CharacterCountTests {
  /// ASCII with CR LF and controls, indicators, marks, ZWJ sequences,
  /// skin tones, a prepended mark, CJK and Hangul.
  static let simple = ["a", "Z", " ", "\r", "\n", "\r\n", "\u{7}", "\u{7F}", "🇦", "🇿", "🇨🇳", "\u{300}", "\u{36F}", "\u{301}\u{323}", "12345678"]
  static let other = ["\u{370}", "\u{200D}", "\u{FE0F}", "🏽", "\u{1F1E5}", "\u{600}", "é", "中", "👨‍👩‍👧", "\u{2FF}", "\u{1100}", "\u{1161}", "\u{AC00}", "\u{11A8}"]

  static func random(_ rng: inout SplitMix64, pieces: [String], maxPieces: Int) -> String {
    var text = ""
    for _ in 0..<rng.next(below: maxPieces + 1) { text += pieces[rng.next(below: pieces.count)] }
    return text
  }

  @Test func countsPrefixesAndBoundariesAsString() {
    var rng = SplitMix64(seed: 151)
    for round in 0..<20_000 {
      let text = Self.random(&rng, pieces: Self.simple + Self.other, maxPieces: round < 10_000 ? 8 : 40)
      let bytes = Array(text.utf8)
      #expect(bytes.withUnsafeBufferPointer(UTF8Bytes.graphemeClusterCount) == text.count, "\(scalarDump(text))")
      #expect(TextMetric.characters.measure(text) == text.count)
      #expect(TextMetric.characters.fits(text, budget: text.count))
      #expect(!TextMetric.characters.fits(text, budget: text.count - 1) || text.isEmpty)
      // The end of the first k Characters, and each scalar offset rounded down.
      let k = rng.next(below: text.count + 2)
      let (counted, end) = bytes.withUnsafeBufferPointer { UTF8Bytes.graphemeClusterPrefix($0, characters: k) }
      #expect(counted == min(k, text.count))
      #expect(end == text.prefix(k).utf8.count, "\(scalarDump(text)) k=\(k)")
      let scalar = text.unicodeScalars.index(text.startIndex, offsetBy: rng.next(below: text.unicodeScalars.count + 1))
      let offset = text.utf8.distance(from: text.startIndex, to: scalar)
      let rounded = bytes.withUnsafeBufferPointer { UTF8Bytes.graphemeClusterBoundary($0, atOrBefore: offset) }
      #expect(rounded == text.utf8.distance(from: text.startIndex, to: text.index(scalar, offsetBy: 0)), "\(scalarDump(text)) at \(offset)")
      // A substring starting mid-run pairs its indicators from its own start.
      #expect(TextMetric.characters.measure(text[scalar...]) == text[scalar...].count)
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
