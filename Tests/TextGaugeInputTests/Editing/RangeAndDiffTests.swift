import Testing
@testable import TextGaugeInput

@Suite("Input rules: ranges and diff mode")
struct RangeAndDiffTests {
  let rules = InputRules(maxLength: 10)

  @Test func utf16RangesConvertToIndices() throws {
    let text = "a👍🏽é中"
    // a(1) 👍(2) 🏽(2) é(1) 中(1)
    let range = try text.scalarAlignedRange(utf16Location: 1, length: 4).get()
    #expect(text[range] == "👍🏽")
    let end = try text.scalarAlignedRange(utf16Location: 7, length: 0).get()
    #expect(end == text.endIndex..<text.endIndex)
    // Between the thumbs and its skin tone: a scalar boundary, allowed.
    let inside = try text.scalarAlignedRange(utf16Location: 3, length: 2).get()
    #expect(String(text.unicodeScalars[inside]) == "🏽")
    #expect(throws: InvalidTextRange.splitsSurrogatePair(utf16Offset: 2)) {
      try text.scalarAlignedRange(utf16Location: 2, length: 0).get()
    }
    #expect(throws: InvalidTextRange.outOfBounds(location: 7, length: 1, utf16Count: 7)) {
      try text.scalarAlignedRange(utf16Location: 7, length: 1).get()
    }
    #expect(throws: InvalidTextRange.negative(location: 0, length: -1)) {
      try text.scalarAlignedRange(utf16Location: 0, length: -1).get()
    }
  }

  @Test func stringIndexRanges() {
    let text = "héllo"
    let start = text.index(text.startIndex, offsetBy: 2)
    #expect(rules.evaluate(text, replacing: start..<start, with: "X") == .accept)
    #expect(rules.evaluate(text, replacing: text.startIndex..<text.endIndex, with: "0123456789abc")
      == .adjusted(text: "0123456789", caretUTF16Offset: 10, violations: [.tooLong(limit: 10, length: 13)]))
    // A UTF-8 index inside "é" is not a scalar boundary.
    let insideE = text.utf8.index(text.utf8.startIndex, offsetBy: 2)
    #expect(rules.evaluate(text, replacing: insideE..<insideE, with: "X") == .reject([.invalidRange(.invalidIndex)]))
    // An index past the end (from a longer string).
    let longer = "héllo, world"
    let beyond = longer.index(longer.startIndex, offsetBy: 8)
    #expect(rules.evaluate(text, replacing: beyond..<beyond, with: "X") == .reject([.invalidRange(.invalidIndex)]))
  }

  @Test(arguments: [
    ("hello", "help me", "lo", "p me"),
    ("", "abc", "", "abc"),
    ("abc", "", "abc", ""),
    ("abc", "abc", "", ""),
    ("aa", "aaa", "", "a"),
    ("abc", "abXbc", "", "Xb"),
    ("cafe", "cafe\u{301}", "e", "e\u{301}"),          // a combining mark joins the last Character
    ("caf\u{E9}", "cafe\u{301}", "\u{E9}", "e\u{301}"),  // canonically equal, still an edit
    ("a🇨🇳b", "a🇨🇳🇯🇵b", "", "🇯🇵"),
    ("I\u{2764}", "I\u{2764}\u{FE0F}", "\u{2764}", "\u{2764}\u{FE0F}"),
    ("你好", "你nihao好", "", "nihao"),
  ])
  func inferredEdits(previous: String, current: String, replaced: String, replacement: String) {
    let edit = TextEdit(from: previous, to: current)
    #expect(String(previous[edit.range]) == replaced)
    #expect(edit.replacement == replacement)
    // Applying the edit gives the new text back.
    var applied = previous
    applied.replaceSubrange(edit.range, with: edit.replacement)
    #expect(applied.unicodeScalars.elementsEqual(current.unicodeScalars))
  }
}
