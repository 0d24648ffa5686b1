import CTextGauge
import TestSupport
import TextGaugeC
import Testing

/// `tg_prefix(…, TG_METRIC_WEIGHTED, n)` is the longest prefix whose
/// weighted length is at most `n`, as C sees it: it measures at most `n`,
/// and the prefix one Character longer measures more (twitter-text's
/// count is not monotonic, so longer prefixes are checked by the Swift
/// property tests, `WeightedLengthTests.prefixProperties`).
@Suite struct WeightedPrefixTests {
  static let weighted = Int32(TG_METRIC_WEIGHTED.rawValue)
  static let characters = Int32(TG_METRIC_CHARACTERS.rawValue)

  static func measure(_ text: String, _ bytes: Int, _ metric: Int32) -> Int {
    var out = 0
    let status = text.withCString { TextGaugeC.tg_measure($0, bytes, metric, &out) }
    precondition(status == TG_OK)
    return out
  }

  static func prefix(_ text: String, _ metric: Int32, _ budget: Int) -> Int {
    var out = 0
    let status = text.withCString { TextGaugeC.tg_prefix($0, text.utf8.count, metric, Int64(budget), &out) }
    precondition(status == TG_OK)
    return out
  }

  @Test func aDomainChainOverURLLengthKeepsItsFirstURL() {
    // 4,400 characters of one domain are no URL (over 4,096): the first
    // 4,088 are one, of 23, the longest prefix within 280.
    let long = String(repeating: "a.co", count: 1100)
    #expect(Self.measure(long, long.utf8.count, Self.weighted) == 4400)
    #expect(Self.prefix(long, Self.weighted, 280) == 4088)
    #expect(Self.measure(long, 4088, Self.weighted) == 23)
  }

  @Test func prefixesFitAndOneCharacterMoreDoesNot() {
    var budgets = SplitMix64(seed: 0x0C45)
    let failure = PropertyCheck(seed: 0xC45, cases: 300).failure(generate: { random in
      (0..<random.next(below: 16)).map { _ in
        switch random.next(below: 4) {
        case 0: random.pick(TwitterTextPieces.url)
        case 1: String(repeating: random.pick(["a.co", "中文字", "👨‍👩‍👧", "x.co/(a)", "🇦🇨"]), count: 1 + random.next(below: 60))
        default: HardPieces.piece(&random)
        }
      }
    }) { pieces in
      let text = pieces.joined()
      let total = Self.measure(text, text.utf8.count, Self.weighted)
      let budget = budgets.next(below: total + 2)
      let end = Self.prefix(text, Self.weighted, budget)
      let measured = Self.measure(text, end, Self.weighted)
      if measured > budget { return "budget \(budget): the prefix of \(end) bytes measures \(measured)" }
      if end == text.utf8.count { return total <= budget ? nil : "the whole text (\(total)) over \(budget)" }
      let longer = Self.prefix(text, Self.characters, Self.measure(text, end, Self.characters) + 1)
      let next = Self.measure(text, longer, Self.weighted)
      return next > budget ? nil : "budget \(budget): one Character more (\(longer) bytes) measures \(next)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
