import CTextGauge
import TextGaugeC
import TextGaugeInput
import TextGaugePolicy
import Testing

/// `tg_policy_edit` against the engine it exposes, `InputRules.evaluate`
/// (through `FieldPolicy.rules`): the same decision, text, caret and
/// violations, named as `tg_policy_check` names them, on the edits a text
/// field sends and on seeded random ones.
@Suite struct EditThroughCTests {
  /// What `tg_policy_edit` answered, in Swift values.
  struct Answer: Equatable, CustomStringConvertible {
    var decision: Int32
    var text: String?
    var caret: Int
    var kinds: [String]
    var messages: [String]
    var offsets: [Int]
    var description: String { "\(decision) \(text.map { "\"\($0)\"" } ?? "nil") caret \(caret) \(messages)" }
  }

  static func edit(
    _ policy: OpaquePointer, _ text: String, _ location: Int, _ length: Int, _ replacement: String,
    composing: Bool = false
  ) -> Answer? {
    var text = text, replacement = replacement
    var edit = tg_edit()
    let status = text.withUTF8 { textBytes in
      replacement.withUTF8 { replacementBytes in
        TextGaugeC.tg_policy_edit(
          policy, UnsafeRawPointer(textBytes.baseAddress)?.assumingMemoryBound(to: CChar.self), textBytes.count,
          location, length, UnsafeRawPointer(replacementBytes.baseAddress)?.assumingMemoryBound(to: CChar.self),
          replacementBytes.count, composing ? 1 : 0, &edit)
      }
    }
    guard status == TG_OK else { return nil }
    defer { TextGaugeC.tg_edit_free(&edit) }
    let violations = (0..<edit.violation_count).map { edit.violations[$0] }
    return Answer(
      decision: Int32(edit.decision), text: edit.text.map { String(cString: $0) }, caret: edit.caret_utf16,
      kinds: violations.map { String(cString: $0.kind) }, messages: violations.map { String(cString: $0.message) },
      offsets: violations.map(\.offset_utf16))
  }

  /// What the Swift engine decides, as `tg_policy_edit` documents it.
  static func expected(
    _ policy: FieldPolicy, _ text: String, _ location: Int, _ length: Int, _ replacement: String,
    composing: Bool = false
  ) -> Answer {
    let decision = policy.rules.evaluate(
      text, replacingUTF16Location: location, length: length, with: replacement, isComposing: composing)
    var validRange = true
    if case .reject(let found) = decision, case .invalidRange = found[0] { validRange = false }
    let start = validRange ? TextOffset(in: text, utf16: location) : TextOffset(utf8: 0, utf16: 0, scalars: 0, characters: 0)
    let named = decision.violations.map { policy.violation($0, at: start) }
    var answer = Answer(
      decision: 0, text: nil, caret: 0, kinds: named.map(\.kind), messages: named.map(\.message),
      offsets: named.map(\.offset.utf16))
    switch decision {
    case .accept:
      answer.decision = Int32(TG_EDIT_ACCEPT.rawValue)
      answer.caret = location + replacement.utf16.count
    case .reject:
      answer.decision = Int32(TG_EDIT_REJECT.rawValue)
      answer.caret = min(location, text.utf16.count)
    case .adjusted(let newText, let caret, _):
      answer.decision = Int32(TG_EDIT_ADJUSTED.rawValue)
      answer.text = newText
      answer.caret = caret
    }
    return answer
  }

  static func make(_ name: String, _ maximum: Int64 = -1) throws -> (OpaquePointer, FieldPolicy) {
    var pointer: OpaquePointer?
    #expect(TextGaugeC.tg_policy_preset(name, maximum, &pointer, nil) == TG_OK)
    let policy = try FieldPolicy.preset(name, maximum: maximum < 0 ? nil : Int(maximum))
    return (try #require(pointer), policy)
  }

  static func make(json: String) throws -> (OpaquePointer, FieldPolicy) {
    var pointer: OpaquePointer?
    var copy = json
    let status = copy.withUTF8 { bytes in
      TextGaugeC.tg_policy_from_json(
        UnsafeRawPointer(bytes.baseAddress)?.assumingMemoryBound(to: CChar.self), bytes.count, &pointer, nil)
    }
    #expect(status == TG_OK)
    return (try #require(pointer), try FieldPolicy(jsonBytes: Array(json.utf8)))
  }

  static let noEmoji = #"{"schema": 1, "limits": [{"metric": "characters", "max": 3}], "emoji": {"allowed": false}}"#

  @Test func theEditsOfATextField() throws {
    let (pointer, policy) = try Self.make(json: Self.noEmoji)
    defer { TextGaugeC.tg_policy_free(pointer) }
    let accept = Int32(TG_EDIT_ACCEPT.rawValue), reject = Int32(TG_EDIT_REJECT.rawValue)
    let adjusted = Int32(TG_EDIT_ADJUSTED.rawValue)
    // Typing, a paste cut to the limit with its emoji removed, deletion,
    // composing and committing, a bad range.
    let cases: [(String, Int, Int, String, Bool, Int32)] = [
      ("ab", 2, 0, "c", false, accept),
      ("abc", 3, 0, "d", false, reject),
      ("ab", 2, 0, "c😀d", false, adjusted),
      ("ab", 0, 0, "😀", false, reject),
      ("abc", 1, 2, "", false, accept),
      ("ab", 2, 0, "nihao", true, accept),
      ("ab", 2, 0, "你好", false, adjusted),
      ("a😀", 2, 0, "b", false, reject),
      ("a", 5, 0, "b", false, reject),
    ]
    for (text, location, length, replacement, composing, decision) in cases {
      let answer = try #require(Self.edit(pointer, text, location, length, replacement, composing: composing))
      #expect(answer.decision == decision, "\(text) \(location) \(length) \(replacement): \(answer)")
      #expect(answer == Self.expected(policy, text, location, length, replacement, composing: composing))
    }
    let cut = try #require(Self.edit(pointer, "ab", 2, 0, "c😀d"))
    #expect(cut.text == "abc" && cut.caret == 3 && cut.kinds == ["emoji", "overLimit"] && cut.offsets == [2, 2])
    let bad = try #require(Self.edit(pointer, "a😀", 2, 0, "b"))
    #expect(bad.kinds == ["invalidRange"] && bad.offsets == [0])
  }

  /// Seeded random edits on every preset and a no-emoji policy: random
  /// texts of the hard pieces, ranges (a few out of bounds or inside a
  /// surrogate pair), replacements from a keystroke to a long paste.
  @Test func seededEditsAgreeWithTheEngine() throws {
    let pieces = ["a", "Z", " ", "中", "文", "😀", "👍🏽", "🇨🇳", "e\u{301}", "\u{301}", "\n", "𠀋", "#️⃣", "\u{200B}", "①"]
    var seed: UInt64 = 0x5eed_ed17
    func next(_ bound: Int) -> Int {
      // SplitMix64.
      seed &+= 0x9E37_79B9_7F4A_7C15
      var z = seed
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
    func randomText(_ maxPieces: Int) -> String { (0..<next(maxPieces + 1)).map { _ in pieces[next(pieces.count)] }.joined() }
    let policies = [
      try Self.make("x"), try Self.make("bluesky-post"), try Self.make("mysql-utf8mb3"),
      try Self.make("gb18030", 20), try Self.make("zishu", 10), try Self.make(json: Self.noEmoji),
    ]
    defer { for (pointer, _) in policies { TextGaugeC.tg_policy_free(pointer) } }
    var decisions = [Int32: Int]()
    for round in 0..<3000 {
      let (pointer, policy) = policies[round % policies.count]
      let text = randomText(next(4) == 0 ? 200 : 12)
      let count = text.utf16.count
      let location = next(20) == 0 ? count + 1 + next(3) : next(count + 1)
      let length = location > count ? 0 : next(count - location + 1)
      let replacement = next(5) == 0 ? randomText(400) : randomText(3)
      let composing = next(8) == 0
      let answer = try #require(Self.edit(pointer, text, location, length, replacement, composing: composing))
      let expected = Self.expected(policy, text, location, length, replacement, composing: composing)
      #expect(answer == expected, "round \(round): \(text.unicodeScalars.count) scalars, \(location)+\(length)")
      decisions[answer.decision, default: 0] += 1
    }
    // Every decision happened, so each path was compared.
    #expect(decisions.count == 3, "\(decisions)")
  }

  @Test func errorsLeaveTheEditUntouched() throws {
    let (pointer, _) = try Self.make("x")
    defer { TextGaugeC.tg_policy_free(pointer) }
    var edit = tg_edit()
    edit.decision = 7
    let illFormed: [CChar] = [0x61, CChar(bitPattern: 0xFF)]
    let status = illFormed.withUnsafeBufferPointer {
      TextGaugeC.tg_policy_edit(pointer, $0.baseAddress, 2, 0, 0, "a", 1, 0, &edit)
    }
    #expect(status == TG_ERR_INVALID_UTF8 && edit.decision == 7)
    #expect(TextGaugeC.tg_policy_edit(nil, "a", 1, 0, 0, "b", 1, 0, &edit) == TG_ERR_ARGUMENT)
    #expect(TextGaugeC.tg_policy_edit(pointer, "a", 1, 0, 0, "b", 1, 0, nil) == TG_ERR_ARGUMENT)
    #expect(TextGaugeC.tg_policy_edit(pointer, nil, 1, 0, 0, "b", 1, 0, &edit) == TG_ERR_ARGUMENT)
    TextGaugeC.tg_edit_free(nil)
  }
}
