import Testing
import TestSupport
import TextGauge
@testable import TextGaugeInput

/// An `InputField` under several limits keeps every limit's length, not
/// only the first, and judges each edit from them as the stateless rules
/// judge it from the whole text.
@Suite struct FieldLimitLengthsTests {
  static let ruleSets: [InputRules] = {
    var post = InputRules(maxLength: 8)
    post.limits = [LengthLimit(.utf8, maximum: 20), LengthLimit(.displayWidth(ambiguous: .narrow), maximum: 12)]
    post.guards = TextGuards(maxScalarsPerCharacter: 6, rejectsBidiControls: true, rejectsInvisibleCharacters: true)
    var mixed = InputRules()
    mixed.limits = [
      LengthLimit(.gb18030(.gb2022), maximum: 14), LengthLimit(.characters, minimum: 2),
      LengthLimit(.utf16, maximum: 10), LengthLimit(.chineseWordCount, maximum: 6),
    ]
    var weighted = InputRules(maxLength: 9, metric: .unicodeScalars)
    weighted.limits = [LengthLimit(.weighted(.twitter), maximum: 16), LengthLimit(.characters, maximum: 7)]
    return [post, mixed, weighted]
  }()

  /// Edits on a field: where, how much is replaced, what is typed, and
  /// whether it is composed.
  static func disagreement(_ seeds: [UInt64], rules: InputRules) -> String? {
    var field = InputField(rules: rules, text: "")
    var history: [String] = []
    for seed in seeds {
      var random = SplitMix64(seed: seed)
      let before = field.text
      let scalarOffsets = [0] + before.unicodeScalars.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.utf16.count) }
      let a = random.pick(scalarOffsets), b = random.pick(scalarOffsets)
      let location = min(a, b), length = random.oneIn(3) ? max(a, b) - location : 0
      let inserted = (0..<random.next(below: 3)).map { _ in HardPieces.piece(&random) }.joined()
      // Composing only as the last edit: committing marked text is judged
      // without it by the field alone.
      let composing = seed == seeds.last && random.oneIn(4)
      history.append("replace \(location)+\(length) with \(scalarDump(inserted))\(composing ? " composing" : "")")
      let expected = rules.evaluate(
        before, replacingUTF16Location: location, length: length, with: inserted, isComposing: composing)
      let decision = field.edit(replacingUTF16Location: location, length: length, with: inserted, isComposing: composing)
      guard decision == expected else { return "\(history): the field decided \(decision), the rules \(expected)" }
      let measured = rules.limits.map { $0.metric.measure(field.text) }
      guard field.limitLengths == measured else {
        return "\(history): the field keeps \(field.limitLengths), its text \(scalarDump(field.text)) measures \(measured)"
      }
    }
    return nil
  }

  @Test(arguments: 0..<ruleSets.count)
  func everyLimitsLengthIsKeptEditByEdit(rules index: Int) {
    let rules = Self.ruleSets[index]
    let failure = PropertyCheck(seed: 0x38_1000 + UInt64(index), cases: 500).failure(
      generate: { random in (0..<random.next(below: 12)).map { _ in random.next() } },
      describe: { "\($0.count) edits" },
      property: { Self.disagreement($0, rules: rules) })
    #expect(failure == nil, "\(failure ?? "")")
  }
}
