import Testing
import TestSupport
import TextGauge

/// The public view of Characters: its collection behaviour, and the
/// examples of its documentation and of the DocC section on Characters
/// (MeasuringAndTruncatingText.md).
@Suite struct GraphemeClusterViewTests {
  @Test func documentedExamples() {
    let text = "ស្ត្រី👍🏽"
    #expect(text.graphemeClusters.count == 2)
    #expect(Array(text.graphemeClusters) == ["ស្ត្រី", "👍🏽"])
    #expect("e\u{301}x".graphemeClusters.count == 2)
    #expect("👨‍👩‍👧 ok".graphemeClusters.count == 4)
    #expect(GraphemeClusterView.unicodeVersion == UnicodeVersion.tables)
    let khmer = "ស្ត្រី"
    #expect(khmer.unicodeScalars.map(\.value) == [0x179F, 0x17D2, 0x178F, 0x17D2, 0x179A, 0x17B8])
    #expect(khmer.graphemeClusters.count == 1)
    #expect(TextMetric.characters.measure(khmer + "👍🏽") == 2)
    #expect(Array("👨‍👩‍👧 ok".graphemeClusters) == ["👨‍👩‍👧", " ", "o", "k"])
    #expect(TextMetric.characters.prefix(khmer + "abc", fitting: 1) == "ស្ត្រី")
  }

  @Test func collectionOfSubstringsOfTheText() {
    let text = "a\r\n🇨🇳🇺e\u{301}"
    let view = text.graphemeClusters
    #expect(view.map(String.init) == ["a", "\r\n", "🇨🇳", "🇺", "e\u{301}"])
    #expect(view.count == 5 && view.count == view.indices.count)
    #expect(!view.isEmpty && "".graphemeClusters.isEmpty && "".graphemeClusters.count == 0)
    #expect(Array("".graphemeClusters).isEmpty)
    // Elements are substrings of the text itself: their indices are the text's.
    let flag = view[view.index(view.startIndex, offsetBy: 2)]
    #expect(text[flag.startIndex..<flag.endIndex] == "🇨🇳")
    // A substring's Characters start at its own start, as Substring's do:
    // cut after 🇨, its indicators pair from 🇳.
    let tail = text[text.unicodeScalars.index(text.startIndex, offsetBy: 4)...]
    #expect(tail.graphemeClusters.map(String.init) == ["🇳🇺", "e\u{301}"])
    #expect(tail.graphemeClusters.count == tail.count)
    #expect(view.first == "a" && view.dropFirst().first == "\r\n")
  }
}
