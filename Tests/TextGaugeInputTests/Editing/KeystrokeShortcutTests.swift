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
        edit.field, range, replacement[...], isComposing: false, lengthBefore: known, lengthAfter: &fastAfter)
      let slowKnown = general.evaluateEdit(
        edit.field, range, replacement[...], isComposing: false, lengthBefore: known, lengthAfter: &slowAfter)
      let fastDecision = lengthOnly.decision(for: fastKnown, in: edit.field)
      let slowDecision = general.decision(for: slowKnown, in: edit.field)
      if fastDecision != slowDecision || fastAfter != slowAfter {
        return "\(name) limit \(limit.map(String.init) ?? "nil"), length known: \(fastDecision) \(fastAfter.map(String.init) ?? "nil") vs general \(slowDecision) \(slowAfter.map(String.init) ?? "nil"); \(edit.context) (replacement \(scalarDump(replacement)))"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A clean insertion (`isCleanInsertion`) is what the general path finds
  /// nothing in: screening keeps it whole with no violation, the touched
  /// Characters of its window are its own, and the window's judgement names
  /// nothing; so for a clean deletion (none touched). Rules: random
  /// classes, emoji allowed or not, every policy, numeric modes for deletions.
  @Test func cleanInsertionsAreWhatTheGeneralPathFindsNothingIn() {
    var clean = 0
    let failure = Self.check.failure(generate: Self.generate, describe: InputPropertyTests.describe) { pieces in
      Self.cleanInsertionFailure(pieces, clean: &clean)
    }
    #expect(failure == nil, "\(failure ?? "")")
    // The property is not vacuous: many random edits are clean.
    #expect(clean > Self.check.cases / 10, "clean edits: \(clean)")
  }

  static let underscoreOrAcute: @Sendable (Substring) -> Bool = { $0 == "_" || $0 == "\u{301}" }

  static func cleanInsertionFailure(_ pieces: [InputPiece], clean: inout Int) -> String? {
      let edit = GeneratedEdit(pieces)
      var random = SplitMix64(seed: UInt64(truncatingIfNeeded: edit.field.utf8.count &* 131 &+ edit.location))
      let classes: AllowedCharacters? = random.oneIn(3) ? nil : AllowedCharacters(rawValue: UInt8(1 + random.next(below: 255)))
      let allowsEmoji = random.oneIn(3)
      let policy = random.pick(EmojiPolicy.allCases)
      let isAllowed: (@Sendable (Substring) -> Bool)? = random.oneIn(4) ? Self.underscoreOrAcute : nil
      var rules = InputRules(
        maxLength: nil, allowsEmoji: allowsEmoji, emojiPolicy: policy, allowedCharacters: classes, isAllowed: isAllowed)
      // Half the time a plain keystroke, the common case the shortcut is
      // for, or a deletion (empty), which the shortcut takes in any mode.
      let replacement =
        random.oneIn(2) ? random.pick(["", "", "a", "B", "7", "_", " ", "字", "中文", "\u{301}"]) : edit.replacement
      let numericMode: NumericMode? =
        !replacement.isEmpty || random.oneIn(2) ? nil
        : random.oneIn(2) ? .digits : .decimal(maxIntegerDigits: 3, maxFractionDigits: 2)
      rules.numericMode = numericMode
      guard replacement.isEmpty || !rules.allowsOnlyOneDecimalPoint && numericMode == nil, rules.checksCharacters,
        let range = edit.field.scalarAlignedRange(utf16Location: edit.location, length: edit.length).success,
        rules.isCleanInsertion(replacement, into: edit.field, replacing: range)
      else { return nil }
      clean += 1
      let context = "\(classes.map { "classes \($0.rawValue)" } ?? "no classes"), emoji \(rules.allowsEmoji) \(rules.emojiPolicy); \(edit.context)"
      let prefix = edit.field[..<range.lowerBound], suffix = edit.field[range.upperBound...]
      var screened = ViolationList()
      let kept = replacement.isEmpty ? "" : rules.screen(replacement, after: prefix, before: suffix, violations: &screened)
      if kept != replacement || !screened.isEmpty {
        return "clean, but screening keeps \(scalarDump(kept)) with \(screened.items); \(context); replacement \(scalarDump(replacement))"
      }
      let touched = TouchedCharacters(editing: edit.field, replacing: range, with: replacement[...])
      if touched.range != touched.edit {
        return "clean, but the window touches \(scalarDump(touched.text[touched.range])); \(context); replacement \(scalarDump(replacement))"
      }
      let found = rules.violations(
        in: touched, of: EditPieces(prefix: prefix, inserted: replacement, suffix: suffix),
        isDeletion: replacement.isEmpty,
        length: nil, lengthBefore: nil)
      if !found.isEmpty { return "clean, but the window names \(found.items); \(context); replacement \(scalarDump(replacement))" }
      return nil
  }

  /// The byte bound that spares measuring a short text: GB 18030 takes at
  /// most twice the UTF-8 size, in every edition, and the other metrics
  /// keep `isWithin`'s bound.
  @Test func sureBoundsHold() {
    let failure = Self.check.failure(generate: Self.generate, describe: InputPropertyTests.describe) { pieces in
      let edit = GeneratedEdit(pieces)
      let text = edit.field + edit.replacement
      let count = text.utf8.count
      for edition in GB18030.Edition.allCases {
        let metric = TextMetric.gb18030(edition)
        let length = metric.measure(text)
        if metric.isSurelyWithin(count * 2, utf8Count: count) && length > 2 * count {
          return "\(edition): \(length) bytes for \(count) bytes of UTF-8 in \(scalarDump(text))"
        }
      }
      for (name, metric) in Self.metrics where metric.isSurelyWithin(count, utf8Count: count) {
        if metric.measure(text) > count { return "\(name): \(metric.measure(text)) > \(count) for \(scalarDump(text))" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
    // Every scalar alone, the edges of each UTF-8 length included.
    for value in [0, 0x7F, 0x80, 0xA9, 0x7FF, 0x800, 0xD7FF, 0xE000, 0xFFFF, 0x10000, 0x10FFFF] as [UInt32] {
      let text = String(Unicode.Scalar(value)!)
      for edition in GB18030.Edition.allCases {
        #expect(TextMetric.gb18030(edition).measure(text) <= 2 * text.utf8.count, "U+\(String(value, radix: 16))")
      }
    }
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
