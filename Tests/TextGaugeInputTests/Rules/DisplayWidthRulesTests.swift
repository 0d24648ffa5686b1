import Testing
import TextGauge
import TextGaugeInput

/// `InputRules` with a limit in display columns, and the display width
/// examples of MeasuringDisplayWidth.md.
@Suite("Input rules in display columns")
struct DisplayWidthRulesTests {
  @Test func pasteIsCutToColumns() {
    let rules = InputRules(maxLength: 8, metric: .displayWidth())
    // 한글 (4) + ab (2) fit; 😀 (2) fits; 中 would make 10.
    #expect(rules.evaluate("한글", replacingUTF16Location: 2, length: 0, with: "ab😀中")
      == .adjusted(text: "한글ab😀", caretUTF16Offset: 6, violations: [.tooLong(limit: 8, length: 10)]))
    #expect(rules.evaluate("한글ab😀", replacingUTF16Location: 6, length: 0, with: "x")
      == .reject([.tooLong(limit: 8, length: 9)]))
    let wide = InputRules(maxLength: 4, metric: .displayWidth(ambiguous: .wide))
    #expect(wide.evaluate("°°", replacingUTF16Location: 2, length: 0, with: "a")
      == .reject([.tooLong(limit: 4, length: 5)]))
  }

  @Test func readmeExamples() {
    #expect("中文abc".displayWidth() == 7)
    #expect("👨‍👩‍👧‍👦 ok".displayWidth() == 5)
    #expect("±1°C".displayWidth() == 4)
    #expect("±1°C".displayWidth(ambiguous: .wide) == 6)
    #expect(Character("❤️").displayWidth() == 2)
    #expect(("中" as Unicode.Scalar).displayWidth() == 2)
    let columns = TextMetric.displayWidth()
    #expect(columns.measure("中文abc😀") == 9)
    #expect(!columns.fits("中文abc😀", budget: 8))
    #expect(columns.prefix("中文abc😀", fitting: 8) == "中文abc")
    #expect(columns.truncated("中文字符串", fitting: 7) == "中文字…")
    let rows = [("王小明", "北京"), ("Ann", "München")].map { name, city in
      name.padding(toDisplayWidth: 8) + "|" + city.padding(toDisplayWidth: 8, alignment: .right) + "|"
    }
    #expect(rows == ["王小明  |    北京|", "Ann     | München|"])
    #expect("\u{1112}\u{1161}\u{11AB}".displayWidth() == 2)  // 한 as conjoining jamo
    #expect(TextMetric.gb18030(.gb2022).truncated("中文abc😀", fitting: 10) == "中文abc…")
    #expect(TextMetric.characters.truncated("👨‍👩‍👧‍👦🇨🇳abc", fitting: 4) == "👨‍👩‍👧‍👦🇨🇳a…")
    #expect(TextMetric.utf16.truncated("hello", fitting: 5) == "hello")
    #expect(TextMetric.utf8.truncated("abcdef", fitting: 2, ellipsis: "...") == "ab")
    #expect("↔".displayWidth() == 1)
    #expect("⌚\u{FE0E}".displayWidth() == 2)
  }
}
