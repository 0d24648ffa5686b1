import Testing
import TestSupport
import TextGauge
@testable import TextGaugeInput

/// The engine's shortcuts give the general path's decisions: with no rule on
/// Characters an edit is judged on its length alone (no screening, no
/// window), and the emoji scanner's byte check stands in for building
/// matches when there are none.
@Suite("Input rules: keystroke shortcuts")
struct KeystrokeShortcutTests {
  static let check = PropertyCheck(seed: 0x23_15C7, cases: 4000)

  static let metrics: [(String, TextMetric)] = [
    ("characters", .characters), ("utf16", .utf16), ("utf8", .utf8), ("unicodeScalars", .unicodeScalars),
    ("gb18030", .gb18030(.gb2022)), ("displayWidth", .displayWidth()), ("chineseWordCount", .chineseWordCount),
  ]

  static func generate(_ random: inout SplitMix64) -> [InputPiece] {
    [.setup(random.next())]
      + (0..<random.next(below: 7)).map { _ in .field(HardPieces.piece(&random)) }
      + (0..<random.next(below: 3)).map { _ in .insert(HardPieces.piece(&random)) }
  }

  /// Rules with only a length limit take the length-only path; the same
  /// rules with a predicate that allows everything take the general path
  /// (screening, the window, the rules on each touched Character) and must
  /// decide the same, for insertions, replacements and deletions, with and
  /// without the length known (``InputField``).
  @Test func lengthOnlyRulesDecideAsTheGeneralPath() {
    let failure = Self.check.failure(generate: Self.generate, describe: InputPropertyTests.describe) { pieces in
      let edit = GeneratedEdit(pieces)
      var random = SplitMix64(seed: UInt64(truncatingIfNeeded: edit.field.utf8.count &* 31 &+ edit.location))
      let (name, metric) = random.pick(Self.metrics)
      let limit = random.oneIn(4) ? nil : random.next(below: 16)
      let lengthOnly = InputRules(maxLength: limit, metric: metric)
      #expect(!lengthOnly.checksCharacters)
      var general = lengthOnly
      general.isAllowed = { _ in true }
      let replacement = random.oneIn(3) ? "" : edit.replacement
      let fast = lengthOnly.evaluate(
        edit.field, replacingUTF16Location: edit.location, length: edit.length, with: replacement)
      let slow = general.evaluate(
        edit.field, replacingUTF16Location: edit.location, length: edit.length, with: replacement)
      if fast != slow {
        return "\(name) limit \(limit.map(String.init) ?? "nil"): \(fast) vs general \(slow); \(edit.context) (replacement \(scalarDump(replacement)))"
      }
      // With the length before known, as an InputField keeps it.
      guard let range = edit.field.scalarAlignedRange(utf16Location: edit.location, length: edit.length).success
      else { return nil }
      let known = metric.measure(edit.field)
      var fastAfter: Int?
      var slowAfter: Int?
      let fastKnown = lengthOnly.evaluateEdit(
        edit.field, range, replacement, isComposing: false, lengthBefore: known, lengthAfter: &fastAfter)
      let slowKnown = general.evaluateEdit(
        edit.field, range, replacement, isComposing: false, lengthBefore: known, lengthAfter: &slowAfter)
      let fastDecision = lengthOnly.decision(for: fastKnown, in: edit.field)
      let slowDecision = general.decision(for: slowKnown, in: edit.field)
      if fastDecision != slowDecision || fastAfter != slowAfter {
        return "\(name) limit \(limit.map(String.init) ?? "nil"), length known: \(fastDecision) \(fastAfter.map(String.init) ?? "nil") vs general \(slowDecision) \(slowAfter.map(String.init) ?? "nil"); \(edit.context) (replacement \(scalarDump(replacement)))"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// `hasEmojiMatch` finds an emoji exactly when `emojiMatches` does, on
  /// texts and on substrings of them, under every policy.
  @Test func emojiByteCheckAgreesWithTheMatches() {
    let failure = Self.check.failure(generate: Self.generate, describe: InputPropertyTests.describe) { pieces in
      let edit = GeneratedEdit(pieces)
      let text = edit.field + edit.replacement
      let bytes = text.utf8.count
      let lower = text.utf8.index(text.startIndex, offsetBy: bytes == 0 ? 0 : Int(edit.location) % (bytes + 1))
        .samePosition(in: text.unicodeScalars) ?? text.startIndex
      for policy in EmojiPolicy.allCases {
        for piece in [Substring(text), text[lower...], text[..<lower]] {
          let expected = piece.emojiMatches(policy: policy).first != nil
          if piece.hasEmojiMatch(policy: policy) != expected {
            return "\(policy): hasEmojiMatch \(!expected) on \(scalarDump(piece))"
          }
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}

extension Result {
  fileprivate var success: Success? {
    if case .success(let value) = self { return value }
    return nil
  }
}
