import Testing
import TextGauge

@Suite("TextMetric")
struct TextMetricTests {
  static let gb = TextMetric.gb18030(.gb2022)

  /// The examples of the README and MeasuringAndTruncatingText.md: [characters, unicodeScalars, utf16, utf8, gb18030 2000/2005/2022].
  @Test(arguments: [
    ("中文abc😀", [6, 6, 7, 13, 11, 11, 11]),
    ("𠀋", [1, 1, 2, 4, 4, 4, 4]),
    ("©", [1, 1, 1, 2, 4, 4, 4]),
    ("👨‍👩‍👧", [1, 5, 8, 18, 20, 20, 20]),
    ("", [0, 0, 0, 0, 0, 0, 0]),
    ("\u{FE10}ḿ", [2, 2, 2, 6, 8, 6, 4]),
  ])
  func measure(text: String, expected: [Int]) {
    let metrics: [TextMetric] = [.characters, .unicodeScalars, .utf16, .utf8, .gb18030(.gb2000), .gb18030(.gb2005), .gb18030(.gb2022)]
    #expect(metrics.map { $0.measure(text) } == expected)
    #expect(metrics.map { $0.measure(Substring(text)) } == expected)
  }

  @Test func customWeightPerCharacter() {
    let wide = TextMetric.custom { character in
      character.unicodeScalars.contains { $0.properties.isIdeographic || (0xFF01...0xFF60).contains($0.value) } ? 2 : 1
    }
    #expect(wide.measure("中文abc") == 7)
    #expect(wide.measure("ＡＢ👨‍👩‍👧") == 5)
    #expect(wide.prefix("中文abc", fitting: 3) == "中")
    #expect(wide.fits("中文abc", budget: 7))
    #expect(!wide.fits("中文abc", budget: 6))
  }

  @Test func fits() {
    #expect(Self.gb.fits("中文abc", budget: 7))
    #expect(!Self.gb.fits("中文abc", budget: 6))
    #expect(Self.gb.fits("", budget: 0))
    #expect(Self.gb.fits("", budget: -3))  // a negative budget counts as 0
    #expect(!Self.gb.fits("a", budget: -3))
    #expect(TextMetric.characters.fits("👨‍👩‍👧", budget: 1))
    #expect(!TextMetric.characters.fits("👨‍👩‍👧a", budget: 1))
    #expect(TextMetric.utf16.fits("😀", budget: 2))
    #expect(!TextMetric.utf16.fits("😀", budget: 1))
    #expect(TextMetric.utf8.fits("中", budget: 3))
    #expect(!TextMetric.unicodeScalars.fits("e\u{301}", budget: 1))
    #expect(TextMetric.gb18030(.gb2005).fits("\u{FE10}", budget: 4))
    #expect(!TextMetric.gb18030(.gb2005).fits("\u{FE10}", budget: 3))
    #expect(TextMetric.gb18030(.gb2022).fits("\u{FE10}", budget: 2))
  }

  @Test func prefixNeverSplitsACharacter() {
    #expect(Self.gb.prefix("中文abc😀", fitting: 10) == "中文abc")
    #expect(Self.gb.prefix("中文abc😀", fitting: 11) == "中文abc😀")
    #expect(Self.gb.prefix("中文abc😀", fitting: 3) == "中")
    #expect(Self.gb.prefix("中文abc😀", fitting: 1) == "")
    #expect(Self.gb.prefix("👨‍👩‍👧中", fitting: 19) == "")
    #expect(Self.gb.prefix("中👨‍👩‍👧中", fitting: 21) == "中")
    #expect(Self.gb.prefix("中👨‍👩‍👧中", fitting: 22) == "中👨‍👩‍👧")
    #expect(TextMetric.utf16.prefix("a👨‍👩‍👧", fitting: 8) == "a")
    #expect(TextMetric.utf16.prefix("a😀", fitting: 2) == "a")  // never half a surrogate pair
    #expect(TextMetric.utf8.prefix("e\u{301}x", fitting: 2) == "")
    #expect(TextMetric.utf8.prefix("e\u{301}x", fitting: 3) == "e\u{301}")
    #expect(TextMetric.unicodeScalars.prefix("🇨🇳🇺🇸", fitting: 3) == "🇨🇳")
    #expect(TextMetric.unicodeScalars.prefix("1️⃣2", fitting: 2) == "")  // keycap: 3 scalars
    #expect(TextMetric.characters.prefix("🇨🇳🇺🇸x", fitting: 2) == "🇨🇳🇺🇸")
  }

  @Test func prefixEdgeCases() {
    for metric in [TextMetric.characters, .unicodeScalars, .utf16, .utf8, .gb18030(.gb2000), .custom { _ in 1 }] {
      #expect(metric.prefix("", fitting: 5) == "")  // empty text
      #expect(metric.prefix("abc", fitting: 0) == "")  // budget 0
      #expect(metric.prefix("abc", fitting: -1) == "")  // negative budget: as 0
      #expect(metric.prefix("abc", fitting: Int.max) == "abc")
      #expect(metric.fits(metric.prefix("中文abc😀", fitting: 4), budget: 4))
    }
  }

  @Test func prefixOfSubstringStaysInsideIt() {
    let text = "前缀👨‍👩‍👧中文abc😀"
    let tail = text.dropFirst(2)  // starts at the family
    let prefix = Self.gb.prefix(tail, fitting: 25)
    #expect(prefix == "👨‍👩‍👧中文a")
    #expect(prefix.startIndex == tail.startIndex)
    #expect(Self.gb.prefix(tail, fitting: 19) == "")
  }
}
