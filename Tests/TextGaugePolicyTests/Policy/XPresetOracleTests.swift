import Foundation
import Testing
import TestSupport

import TextGauge
import TextGaugePolicy

/// The `x` preset against twitter-text's `parseTweet` (`TwitterTextOracle`):
/// a text is accepted exactly when `valid` is true (a weighted length of 1
/// to 280, no U+FEFF, U+FFFE or U+FFFF), and `limits[0]` measures its
/// `weightedLength`, on seeded random texts near the limit and of the hard
/// pieces. Texts with an emoji newer than twitter-text's list are left out,
/// as in `WeightedLengthOracleTests`.
@Suite(.enabled(if: TwitterTextOracle.python != nil, "no Python that imports twitter_text (set TEXTGAUGE_TWITTER_TEXT_PYTHON to one with twitter-text-parser==3.0.0)"))
struct XPresetOracleTests {
  @Test func verdictsAgreeWithParseTweet() throws {
    let x = try FieldPolicy.preset("x")
    let listed = try TwitterTextOracle.listedEmoji()
    let emoji = listed.sorted { $0.lexicographicallyPrecedes($1) }.map {
      String(String.UnicodeScalarView($0.map { Unicode.Scalar($0)! }))
    } + HardPieces.rgiEmoji
    let check = PropertyCheck(seed: 0xC4EC_7E47, cases: 3000)
    var random = SplitMix64(seed: check.seed)
    var texts = ["", "\u{FEFF}", "a\u{FFFE}", "\u{FFFF}b", String(repeating: "a", count: 280),
                 String(repeating: "a", count: 281), String(repeating: "中", count: 140) + "a"]
    texts += (0..<check.cases).map { _ in TwitterTextPieces.text(&random, emoji: emoji) }
    let verdicts = try TwitterTextOracle.parse(texts)
    try #require(verdicts.count == texts.count)
    var compared = 0
    var valid = 0
    var mismatches: [String] = []
    for (text, verdict) in zip(texts, verdicts)
    where WeightedLength.listedEmoji(in: text).allSatisfy({ listed.contains($0) }) {
      compared += 1
      if verdict.valid { valid += 1 }
      let accepted = x.accepts(text)
      let length = TextMetric.weighted(.twitter).measure(text)
      if accepted != verdict.valid || length != verdict.weightedLength {
        let rules = x.violations(in: text).map(\.message)
        mismatches.append(
          "\(scalarDump(text).prefix(300)): accepted \(accepted) \(rules), length \(length); parseTweet valid \(verdict.valid), \(verdict.weightedLength)")
      }
    }
    print("x preset against parseTweet: \(compared) of \(texts.count) texts compared (\(valid) valid), \(mismatches.count) mismatches")
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
    #expect(compared * 10 >= texts.count * 7)
    #expect(valid * 10 >= compared * 3 && valid * 10 <= compared * 9)
  }
}
