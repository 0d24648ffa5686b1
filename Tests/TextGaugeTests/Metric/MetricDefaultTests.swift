import Testing
import TextGauge
import TextGaugeInput

/// Wherever an edition can be omitted it is GB 18030-2022, as the
/// documentation says: `TextMetric.gb18030()`, `metric: .gb18030` and
/// `GB18030.byteCount(of:)` agree with `.gb18030(.gb2022)`.
@Suite("The GB 18030 edition's default")
struct MetricDefaultTests {
  @Test func omittedEditionIs2022Everywhere() {
    // U+FE10 is 2 bytes in 2022, 4 in 2005: it tells the editions apart.
    let text = "\u{FE10}中文abc😀"
    let explicit = TextMetric.gb18030(.gb2022).measure(text)
    #expect(explicit != TextMetric.gb18030(.gb2005).measure(text))
    #expect(TextMetric.gb18030().measure(text) == explicit)
    let metric: TextMetric = .gb18030
    #expect(metric.measure(text) == explicit)
    #expect(GB18030.byteCount(of: text) == explicit)
    let rules = InputRules(maxLength: explicit, metric: .gb18030)
    #expect(rules.violations(in: text).isEmpty)
    #expect(!InputRules(maxLength: explicit - 1, metric: .gb18030).violations(in: text).isEmpty)
  }
}

/// Names are looked up in any case and with `_`, `-` or spaces between
/// words, as people type them.
@Suite("Loose name lookups")
struct LooseNameTests {
  @Test func catalogNamesIgnoreCaseAndSeparators() {
    let thumbs = EmojiCatalog.entry(named: "thumbs up")
    #expect(thumbs != nil)
    for spelling in ["Thumbs Up", "THUMBS_UP", "thumbs-up", " thumbs   up "] {
      #expect(EmojiCatalog.entry(named: spelling)?.string == thumbs?.string, "\(spelling)")
    }
    #expect(EmojiCatalog.entry(named: "thumbs") == nil)
    #expect(EmojiCatalog.entry(named: "") == nil)
    // Every listed name, re-spelled, finds its own entry.
    for entry in EmojiCatalog.allEntries.prefix(200) where EmojiCatalog.entry(named: entry.name)?.string == entry.string {
      let respelled = entry.name.uppercased().replacingSpaces(with: "_")
      #expect(EmojiCatalog.entry(named: respelled)?.string == entry.string, "\(respelled)")
    }
  }
}

extension String {
  func replacingSpaces(with separator: Character) -> String { String(map { $0 == " " ? separator : $0 }) }
}
