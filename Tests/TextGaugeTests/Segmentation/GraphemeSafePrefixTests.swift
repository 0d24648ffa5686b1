import Foundation
import Testing
import TextGauge
import TestSupport

/// `TextMetric.prefix(_:fitting:)` on every sequence of emoji-test.txt,
/// embedded in Chinese text, at every budget up to the text's length: the
/// prefix always ends on a Character boundary of the text, and is the
/// longest such prefix within the budget.
@Suite("Grapheme-safe prefix")
struct GraphemeSafePrefixTests {
  static let metrics: [(String, TextMetric)] = [
    ("characters", .characters), ("unicodeScalars", .unicodeScalars), ("utf16", .utf16), ("utf8", .utf8),
    ("gb18030-2000", .gb18030(.gb2000)), ("gb18030-2005", .gb18030(.gb2005)), ("gb18030-2022", .gb18030(.gb2022)),
    ("custom", .custom { $0.unicodeScalars.first!.properties.isIdeographic ? 2 : 1 }),
  ]

  /// Every sequence in emoji-test.txt of the newest Data/emoji folder, read at run time and
  /// checked against the file's own status counts.
  static func emojiTestSequences() throws -> [String] {
    let file = try EmojiTestFile()
    let sequences = file.lines.map(\.text)
    #expect(file.hasEOF)
    #expect(sequences.count == file.declaredCount)
    #expect(sequences.count > 5000)
    return sequences
  }

  /// Checks every budget from 0 to the text's measure against the text's
  /// own Character boundaries.
  static func checkEveryBudget<S: StringProtocol>(_ text: S, _ name: String, _ metric: TextMetric) {
    var boundaries = [text.startIndex]
    var index = text.startIndex
    while index < text.endIndex {
      index = text.index(after: index)
      boundaries.append(index)
    }
    let measures = boundaries.map { metric.measure(text[text.startIndex..<$0]) }
    var expected = 0
    for budget in 0...measures.last! {
      while expected + 1 < boundaries.count, measures[expected + 1] <= budget { expected += 1 }
      let prefix = metric.prefix(text, fitting: budget)
      if prefix.endIndex != boundaries[expected] || prefix.startIndex != text.startIndex {
        Issue.record("\(name) prefix of \(text.unicodeScalars.map { String($0.value, radix: 16) }) at budget \(budget): \(prefix.unicodeScalars.count) scalars, expected the first \(expected) Characters")
        return
      }
    }
  }

  @Test(.needsUnicodeFiles) func everyEmojiSequenceInChineseText() throws {
    let sequences = try Self.emojiTestSequences()
    for sequence in sequences {
      let text = "中文" + sequence + "字"
      for (name, metric) in Self.metrics { Self.checkEveryBudget(text, name, metric) }
    }
  }

  @Test(.needsUnicodeFiles) func substringsAndAdjacentSequences() throws {
    let sequences = try Self.emojiTestSequences()
    // Two sequences side by side (flags next to flags, ZWJ sequences next to
    // each other), inside a Substring of a longer text.
    for (first, second) in zip(sequences, sequences.dropFirst()).enumerated().filter({ $0.offset % 7 == 0 }).map(\.element) {
      let whole = "前" + first + second + "中"
      let text = whole.dropFirst()
      for (name, metric) in Self.metrics where name != "custom" { Self.checkEveryBudget(text, name, metric) }
    }
  }
}
