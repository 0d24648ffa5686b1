import Testing
import TestSupport
import TextGauge
import TextGaugeInput

/// One generated input: the rules and the edit's position come from `setup`,
/// the field and the replacement from the pieces, so that shrinking (dropping
/// pieces) keeps the rules.
enum InputPiece: CustomStringConvertible {
  case setup(UInt64)
  case field(String)
  case insert(String)

  var description: String {
    switch self {
    case .setup(let seed): "setup(0x\(String(seed, radix: 16)))"
    case .field(let text): "field(\(scalarDump(text)))"
    case .insert(let text): "insert(\(scalarDump(text)))"
    }
  }
}

/// Random rules, with a description for failure messages.
struct RandomRules {
  var rules: InputRules
  var description: String
  var isComposing: Bool
  var random: SplitMix64

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let maxLength = random.oneIn(3) ? nil : random.next(below: 13)
    let metrics: [(String, TextMetric)] = [
      ("characters", .characters), ("utf16", .utf16), ("utf8", .utf8), ("unicodeScalars", .unicodeScalars),
      ("gb18030", .gb18030(.gb2022)),
    ]
    let (metricName, metric) = random.pick(metrics)
    let allowsEmoji = random.oneIn(3)
    let policy = random.pick(EmojiPolicy.allCases)
    let classes = random.oneIn(2) ? nil : AllowedCharacters(rawValue: UInt8(1 + random.next(below: 127)))
    let numeric: NumericMode? =
      switch random.next(below: 6) {
      case 0: .digits
      case 1: .decimal(maxIntegerDigits: 1 + random.next(below: 4), maxFractionDigits: random.next(below: 4))
      default: nil
      }
    rules = InputRules(
      maxLength: maxLength, metric: metric, allowsEmoji: allowsEmoji, emojiPolicy: policy,
      allowedCharacters: classes, numericMode: numeric)
    isComposing = random.oneIn(8)
    description = "InputRules(maxLength: \(maxLength.map(String.init) ?? "nil"), metric: .\(metricName), allowsEmoji: \(allowsEmoji), emojiPolicy: .\(policy), allowedCharacters: \(classes.map { "rawValue \($0.rawValue)" } ?? "nil"), numericMode: \(numeric.map { "\($0)" } ?? "nil")), isComposing: \(isComposing)"
    self.random = random
  }
}

/// An edit of a valid field, ready to check.
struct GeneratedEdit {
  var setup: RandomRules
  var field: String
  var location: Int
  var length: Int
  var replacement: String

  init(_ pieces: [InputPiece]) {
    var seed: UInt64 = 0
    var fieldPieces: [String] = []
    var insertPieces: [String] = []
    for piece in pieces {
      switch piece {
      case .setup(let value): seed = value
      case .field(let text): fieldPieces.append(text)
      case .insert(let text): insertPieces.append(text)
      }
    }
    setup = RandomRules(seed: seed)
    field = setup.rules.sanitized(fieldPieces.joined())
    let count = field.utf16.count
    location = setup.random.next(below: count + 1)
    length = setup.random.oneIn(2) ? 0 : setup.random.next(below: count - location + 1)
    replacement = insertPieces.joined()
  }

  var context: String {
    "\(setup.description); field \(scalarDump(field)); replacing UTF-16 \(location) length \(length) with \(scalarDump(replacement))"
  }

  /// The field with the edit applied as asked (UTF-16 positions).
  var applied: String {
    let units = Array(field.utf16)
    return String(decoding: units[..<location] + Array(replacement.utf16) + units[(location + length)...], as: UTF16.self)
  }
}

@Suite struct InputPropertyTests {
  static let check = PropertyCheck(seed: 0x1_4B07, cases: 5000)
  /// Edits that join with their neighbours are rarer: search longer.
  static let longCheck = PropertyCheck(seed: 0x1_4B07, cases: 20000)

  static func generate(_ random: inout SplitMix64) -> [InputPiece] {
    [.setup(random.next())]
      + (0..<random.next(below: 7)).map { _ in .field(HardPieces.piece(&random)) }
      + (0..<random.next(below: 5)).map { _ in .insert(HardPieces.piece(&random)) }
  }

  static func describe(_ pieces: [InputPiece]) -> String {
    pieces.map(\.description).joined(separator: ", ")
  }

  /// The field after `decision`, with the caret, or nil for a rejection.
  static func outcome(_ edit: GeneratedEdit, _ decision: InputDecision) -> (text: String, caret: Int)? {
    switch decision {
    case .accept: (edit.applied, edit.location + edit.replacement.utf16.count)
    case .adjusted(let text, let caret, _): (text, caret)
    case .reject: nil
    }
  }

  /// The promises that hold today for every edit: a rejection gives violations
  /// and never refuses a deletion; the caret is inside the text; the text
  /// before and after the edit is unchanged (outside decimal fields, which
  /// normalise leading zeros and points around the edit).
  @Test func editsKeepTheTextOutsideTheEditAndAValidCaret() {
    let failure = Self.check.failure(generate: Self.generate, describe: Self.describe) { pieces in
      let edit = GeneratedEdit(pieces)
      guard edit.setup.rules.violations(in: edit.field).isEmpty else { return nil }
      let decision = edit.setup.rules.evaluate(
        edit.field, replacingUTF16Location: edit.location, length: edit.length, with: edit.replacement,
        isComposing: edit.setup.isComposing)
      guard let (text, caret) = Self.outcome(edit, decision) else {
        if decision.violations.isEmpty { return "rejected without a reason; \(edit.context)" }
        let splitsPair = decision.violations.contains { if case .invalidRange = $0 { true } else { false } }
        if edit.replacement.isEmpty, !splitsPair { return "a deletion was rejected \(decision); \(edit.context)" }
        return nil
      }
      let units = Array(text.utf16)
      if caret < 0 || caret > units.count { return "caret \(caret) outside 0...\(units.count) of \(scalarDump(text)); \(edit.context)" }
      guard case nil = edit.setup.rules.decimalLimitsForTests else { return nil }
      let before = Array(edit.field.utf16)[..<edit.location]
      let after = Array(edit.field.utf16)[(edit.location + edit.length)...]
      if !units.starts(with: before) || !units.reversed().starts(with: after.reversed())
        || units.count < before.count + after.count
      {
        return "\(decision) changed the text outside the edit: \(scalarDump(text)); \(edit.context)"
      }
      if caret < before.count || caret > units.count - after.count {
        return "caret \(caret) outside the edit in \(scalarDump(text)); \(edit.context)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// From a valid field, an accepted or adjusted edit that inserts something
  /// leaves a valid field. Deletions are always accepted (DefiningInputRules.md), so a
  /// deletion can leave a decimal field invalid: see
  /// `deletingTheZeroOfZeroPointLeavesALeadingPoint`.
  static func resultFailure(_ pieces: [InputPiece], diffMode: Bool) -> String? {
    let edit = GeneratedEdit(pieces)
    let rules = edit.setup.rules
    guard !edit.setup.isComposing, !edit.replacement.isEmpty, rules.violations(in: edit.field).isEmpty else { return nil }
    let decision =
      diffMode
      ? rules.evaluateChange(from: edit.field, to: edit.applied)
      : rules.evaluate(edit.field, replacingUTF16Location: edit.location, length: edit.length, with: edit.replacement)
    let result: String
    switch decision {
    case .accept: result = edit.applied
    case .adjusted(let text, _, _): result = text
    case .reject: return nil
    }
    let violations = rules.violations(in: result)
    return violations.isEmpty ? nil : "\(decision) leaves \(scalarDump(result)) with \(violations.map(\.violation)); \(edit.context)"
  }

  @Test func acceptedEditsLeaveNoViolations() {
    let failure = Self.longCheck.failure(generate: Self.generate, describe: Self.describe) {
      Self.resultFailure($0, diffMode: false)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func acceptedChangesLeaveNoViolations() {
    let failure = Self.longCheck.failure(generate: Self.generate, describe: Self.describe) {
      Self.resultFailure($0, diffMode: true)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Found by `acceptedEditsLeaveNoViolations`: deleting the `0` of `0.`
  /// leaves `.`. Deletions in a numeric field are taken as typed (NumericMode:
  /// "Deletions are never changed"): the user may be about to type another
  /// digit, and the engine never rewrites the digits they kept. The only
  /// violation left is the unnormalised form, which the next insertion fixes.
  @Test func deletingTheZeroOfZeroPointIsTakenAsTyped() {
    let rules = InputRules(numericMode: .decimal(maxIntegerDigits: 4, maxFractionDigits: 1))
    #expect(rules.violations(in: "0.").isEmpty)
    #expect(rules.evaluate("0.", replacingUTF16Location: 0, length: 1, with: "") == .accept)
    #expect(rules.violations(in: ".").map(\.violation) == [.leadingDecimalPoint])
    // Typing a digit before the point gives a valid number again.
    #expect(rules.evaluate(".", replacingUTF16Location: 0, length: 0, with: "3") == .accept)
  }

  @Test func composingIsAlwaysAccepted() {
    let failure = Self.check.failure(generate: Self.generate, describe: Self.describe) { pieces in
      let edit = GeneratedEdit(pieces)
      let decision = edit.setup.rules.evaluateChange(from: edit.field, to: edit.applied, isComposing: true)
      return decision == .accept ? nil : "composing gave \(decision); \(edit.context)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func sanitizedHasNoViolations() {
    let failure = Self.check.failure(generate: Self.generate, describe: Self.describe) { pieces in
      let edit = GeneratedEdit(pieces)
      let violations = edit.setup.rules.violations(in: edit.field)
      return violations.isEmpty ? nil : "sanitized \(scalarDump(edit.field)) has \(violations.map(\.violation)); \(edit.setup.description)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func sanitizedIsIdempotent() {
    let failure = Self.check.failure(generate: Self.generate, describe: Self.describe) { pieces in
      let edit = GeneratedEdit(pieces)
      let again = edit.setup.rules.sanitized(edit.field)
      return again == edit.field ? nil : "sanitized \(scalarDump(edit.field)) again gives \(scalarDump(again)); \(edit.setup.description)"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}

extension InputRules {
  /// Decimal mode's limits, or nil: such fields normalise around the edit.
  var decimalLimitsForTests: (Int, Int)? {
    if case .decimal(let integer, let fraction) = numericMode { return (integer, fraction) }
    return nil
  }
}
