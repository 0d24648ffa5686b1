import Foundation
import Testing
import TestSupport

@testable import TextGauge

/// `TextMetric.weighted(.twitter)` against twitter-text itself
/// (`TwitterTextOracle`: twitter-text-parser 3.0.0), on seeded random texts
/// of the pieces that break it: ZWJ chains of any length, sequences no
/// list holds, regional indicators in odd runs, keycaps, tag sequences,
/// selectors after anything, URLs with parentheses, CJK, full-width forms.
///
/// The one difference the metric documents is left out: an emoji newer
/// than twitter-text's list (Emoji 12.0) weighs one emoji here and its code
/// points there. A text is compared unless one of the emoji the metric
/// weighs as one is missing from the list the oracle reports.
@Suite(.enabled(if: TwitterTextOracle.python != nil, "no Python that imports twitter_text (set TEXTGAUGE_TWITTER_TEXT_PYTHON to one with twitter-text-parser==3.0.0)"))
struct WeightedLengthOracleTests {
  @Test func randomTextsAgreeWithTwitterText() throws {
    let listed = try TwitterTextOracle.listedEmoji()
    #expect(listed.count > 3000)
    // Every sequence twitter-text lists is one emoji here too: the tables'
    // list holds the older one, so only newer emoji tell them apart.
    let split = listed.filter { sequence in
      WeightedLength.listedEmoji(in: String(String.UnicodeScalarView(sequence.map { Unicode.Scalar($0)! }))) != [sequence]
    }
    #expect(split.isEmpty, "\(split.prefix(5))")
    // Emoji of both lists, and the tables' newer ones (skipped when found).
    let emoji = listed.sorted { $0.lexicographicallyPrecedes($1) }.map {
      String(String.UnicodeScalarView($0.map { Unicode.Scalar($0)! }))
    } + HardPieces.rgiEmoji
    // TEXTGAUGE_PROPERTY_SEED and TEXTGAUGE_PROPERTY_CASES as for the property checks.
    let check = PropertyCheck(seed: 0x7717_7E47, cases: 6000)
    var random = SplitMix64(seed: check.seed)
    let texts = (0..<check.cases).map { _ in TwitterTextPieces.text(&random, emoji: emoji) }
    let verdicts = try TwitterTextOracle.parse(texts)
    try #require(verdicts.count == texts.count)
    var compared = 0
    var mismatches: [String] = []
    for (text, verdict) in zip(texts, verdicts)
    where WeightedLength.listedEmoji(in: text).allSatisfy({ listed.contains($0) }) {
      compared += 1
      let ours = TextMetric.weighted(.twitter).measure(text)
      if ours != verdict.weightedLength {
        mismatches.append("\(scalarDump(text)): \(ours), twitter-text \(verdict.weightedLength)")
      }
    }
    print("weighted length against twitter-text-parser 3.0.0: \(compared) of \(texts.count) random texts compared, \(mismatches.count) mismatches")
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
    #expect(compared * 10 >= texts.count * 7)
  }

  /// The texts, whose lengths twitter-text gives.
  @Test func unlistedSequencesCountTheirCodePoints() throws {
    func s(_ values: UInt32...) -> String { String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! })) }
    let texts = [
      s(0x1F468) + String(repeating: s(0x200D, 0x1F468), count: 2000),
      s(0x1F468, 0x200D, 0x1F9B0, 0x200D, 0x1F469), s(0x1F1E6, 0x1F1E6), s(0x1F1E6, 0x1F1E6, 0x1F1E8, 0x1F1F3),
      s(0x2764, 0xFE0E), s(0x31, 0x20E3), s(0x1F3F4, 0xE0061, 0xE007F), s(0x1F415, 0x200D, 0x2764, 0xFE0F),
    ]
    let verdicts = try TwitterTextOracle.parse(texts)
    #expect(verdicts.map(\.weightedLength) == [6002, 5, 4, 6, 4, 2, 6, 5])
    #expect(texts.map { TextMetric.weighted(.twitter).measure($0) } == verdicts.map(\.weightedLength))
  }
}
