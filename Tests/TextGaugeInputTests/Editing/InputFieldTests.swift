import Testing
import TextGauge
@testable import TextGaugeInput
import TestSupport

/// `InputField` keeps its text's length edit by edit and must behave exactly
/// as the stateless rules: the same decision for the same edit (except a
/// commit of marked text, which the field judges without the marked text
/// and the rules cannot tell from a selection), the text the decision
/// describes, and a length equal to measuring that text.
@Suite("Input rules: a field that keeps its length")
struct InputFieldTests {
  static let ruleSets: [InputRules] = [
    InputRules(maxLength: 6),
    InputRules(maxLength: 5, metric: .utf16, allowsEmoji: false, emojiPolicy: .standard),
    InputRules(maxLength: 9, metric: .gb18030(.gb2022)),
    InputRules(maxLength: 4, metric: .displayWidth(), allowsEmoji: false),
    InputRules(maxLength: 3, allowsEmoji: false, emojiPolicy: .includingTextDefault),
    InputRules(allowedCharacters: .asciiLetters),
    InputRules(maxLength: 5, numericMode: .decimal(maxIntegerDigits: 3, maxFractionDigits: 1)),
    InputRules(maxLength: 8, metric: .custom { $0.unicodeScalars.count }),
  ]

  /// Edits on a field: each piece is one edit (where, how much is replaced,
  /// what is typed, composing or not, or a diff).
  static func disagreement(_ seeds: [UInt64], rules: InputRules) -> String? {
    var field = InputField(rules: rules, text: "")
    var history: [String] = []
    var marked = false
    for seed in seeds {
      var random = SplitMix64(seed: seed)
      let before = field.text
      let units = before.utf16.count
      let scalarOffsets = [0] + before.unicodeScalars.reduce(into: [Int]()) { $0.append(($0.last ?? 0) + $1.utf16.count) }
      let a = random.pick(scalarOffsets), b = random.pick(scalarOffsets)
      let location = min(a, b), length = random.oneIn(3) ? max(a, b) - location : 0
      let inserted = (0..<random.next(below: 3)).map { _ in HardPieces.piece(&random) }.joined()
      let composing = random.oneIn(8)
      let viaDiff = random.oneIn(4)
      let expected: InputDecision
      let decision: InputDecision
      if viaDiff {
        var current = before
        let lower = current.utf16.index(current.startIndex, offsetBy: location)
        current.replaceSubrange(lower..<current.utf16.index(lower, offsetBy: length), with: inserted)
        expected = rules.evaluateChange(from: before, to: current, isComposing: composing)
        decision = field.change(to: current, isComposing: composing)
        history.append("change to \(scalarDump(current))\(composing ? " composing" : "")")
        if decision.isAccepted, !field.text.unicodeScalars.elementsEqual(current.unicodeScalars) {
          return "\(history): accepted but the field holds \(scalarDump(field.text))"
        }
      } else {
        expected = rules.evaluate(before, replacingUTF16Location: location, length: length, with: inserted, isComposing: composing)
        decision = field.edit(replacingUTF16Location: location, length: length, with: inserted, isComposing: composing)
        history.append("replace \(location)+\(length) of \(units) with \(scalarDump(inserted))\(composing ? " composing" : "")")
        if decision.isAccepted {
          var applied = before
          let lower = applied.utf16.index(applied.startIndex, offsetBy: location)
          applied.replaceSubrange(lower..<applied.utf16.index(lower, offsetBy: length), with: inserted)
          if !field.text.unicodeScalars.elementsEqual(applied.unicodeScalars) {
            return "\(history): accepted but the field holds \(scalarDump(field.text))"
          }
        }
      }
      let commits = marked && !composing
      marked = composing
      guard decision == expected || commits else {
        return "\(history): the field decided \(decision), the rules \(expected)"
      }
      switch decision {
      case .accept: break
      case .reject:
        if field.text != before { return "\(history): rejected but the text changed" }
      case .adjusted(let text, _, _):
        if field.text != text { return "\(history): adjusted to \(scalarDump(text)), the field holds \(scalarDump(field.text))" }
      }
      let measured = rules.metric.measure(field.text)
      guard field.length == measured else {
        return "\(history): the field keeps length \(field.length), its text \(scalarDump(field.text)) measures \(measured)"
      }
    }
    return nil
  }

  @Test(arguments: 0..<ruleSets.count)
  func everyEditGivesTheRulesDecisionAndKeepsTheLength(rules index: Int) {
    let rules = Self.ruleSets[index]
    let failure = PropertyCheck(seed: 0xF1E1_D000 + UInt64(index), cases: 600).failure(
      generate: { random in (0..<random.next(below: 12)).map { _ in random.next() } },
      describe: { "\($0.count) edits" },
      property: { Self.disagreement($0, rules: rules) })
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func settingTheTextOrTheRulesMeasuresAgain() {
    var field = InputField(rules: InputRules(maxLength: 10), text: "👨‍👩‍👧中")
    #expect(field.length == 2)
    field.rules.metric = .gb18030(.gb2022)
    #expect(field.length == GB18030.byteCount(of: "👨‍👩‍👧中"))
    field.text = "abc"
    #expect(field.length == 3)
    // A text the app sets is kept even when it breaks the rules.
    field.text = "abcdefghijkl"
    #expect(field.text == "abcdefghijkl" && field.length == 12)
    #expect(field.edit(replacingUTF16Location: 12, length: 0, with: "m") == .reject([.tooLong(limit: 10, length: 13)]))
    #expect(field.edit(replacingUTF16Location: 11, length: 1, with: "").isAccepted)
    #expect(field.length == 11)
  }

  @Test func anInvalidRangeIsRejectedAndChangesNothing() {
    var field = InputField(rules: InputRules(), text: "😀")
    #expect(field.edit(replacingUTF16Location: 1, length: 0, with: "a").violations.first.map {
      if case .invalidRange = $0 { true } else { false }
    } == true)
    #expect(field.text == "😀")
  }

  /// On a 100,000-Character field whose Character count the rules need (a
  /// limit below its UTF-8 size), an edit costs no pass over the field: the
  /// stateless rules need one (`String.count` of the whole text).
  @Test func anEditOfALongFieldMeasuresNoWholeText() {
    let families = String(repeating: "👨‍👩‍👧‍👦", count: 10_000)
    let rules = InputRules(maxLength: 10_001)
    var field = InputField(rules: rules, text: families)
    let work = EditWork()
    EditWork.$current.withValue(work) {
      #expect(field.edit(replacingUTF16Location: 0, length: 0, with: "a").isAccepted)
      #expect(field.edit(replacingUTF16Location: field.text.utf16.count, length: 0, with: "b") == .reject([.tooLong(limit: 10_001, length: 10_002)]))
      #expect(field.change(to: field.text + "b") == .reject([.tooLong(limit: 10_001, length: 10_002)]))
      #expect(field.edit(replacingUTF16Location: 0, length: 1, with: "").isAccepted)
    }
    #expect(work.passes <= 1, "passes: \(work.passes)")  // the diff's comparison of both texts
    #expect(work.steps <= 200, "steps: \(work.steps)")
    #expect(field.length == 10_000 && field.text == families)
    let stateless = EditWork()
    EditWork.$current.withValue(stateless) {
      _ = rules.evaluate(families, replacingUTF16Location: 0, length: 0, with: "a")
    }
    #expect(stateless.passes == 1)
  }
}
