import MallocCounter
import TextGauge
import TextGaugeInput
import TextGaugePolicy

/// Field policy checks beside the metrics they hold, for issue #38's
/// targets: a check is one pass, not one per limit (`--once NAME FILE`
/// under callgrind, see `InstructionCount`).
enum PolicyMethods {
  static let x = try! FieldPolicy.preset("x")
  static let weighted = TextMetric.weighted(.twitter)
  /// Three limits and every guard.
  static let guarded = FieldPolicy(
    limits: [
      PolicyLimit(.characters, maximum: 300), PolicyLimit(.utf8, maximum: 3000),
      PolicyLimit(.displayWidth(.narrow), maximum: 2000),
    ],
    guards: TextGuards(
      maxScalarsPerCharacter: 10, rejectsBidiControls: true, rejectsInvisibleCharacters: true,
      rejectsUnassigned: true, rejectsPrivateUse: true, fitsUTF8mb3: false))

  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func weightedLength(_ text: String) -> Int { weighted.measure(text) }

  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func policyCheckX(_ text: String) -> Int { x.violations(in: text).count }

  /// The longest prefix within X's 280 (`textgauge truncate --metric
  /// weighted --max 280`): its UTF-8 bytes.
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func weightedPrefix(_ text: String) -> Int { weighted.prefix(text, fitting: 280).utf8.count }

  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func policyCheckGuarded(_ text: String) -> Int { guarded.violations(in: text).count }

  /// The guarded policy with a minimum of 1 column, so that the columns are
  /// counted whatever the byte count (a maximum above it is kept unread).
  static let guardedCounted: FieldPolicy = {
    var policy = guarded
    policy.limits[2].minimum = 1
    return policy
  }()

  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func policyCheckCounted(_ text: String) -> Int { guardedCounted.violations(in: text).count }

  /// A keystroke at the end of the text in an `InputField` with the
  /// guarded policy's rules: typing one more "好".
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func policyKeystroke(_ text: String) -> Int {
    var field = InputField(rules: guarded.rules, text: text)
    _ = field.edit(replacingUTF16Location: text.utf16.count, length: 0, with: "好")
    return field.text.utf8.count
  }

  /// The keystroke alone: the field is made, and its text measured, before
  /// the measured call (`policyEdit`), as a field lives between keystrokes.
  static func policyEditOnce(_ text: String) -> Int {
    var field = InputField(rules: guarded.rules, text: text)
    return policyEdit(&field, at: text.utf16.count)
  }

  /// Typing one more "好" at UTF-16 offset `end` of the field.
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func policyEdit(_ field: inout InputField, at end: Int) -> Int {
    _ = field.edit(replacingUTF16Location: end, length: 0, with: "好")
    return field.length
  }

  /// The allocations of one keystroke (`policyEdit`) after a first one,
  /// counted by the interposed malloc (MallocCounter).
  static func policyEditAllocations(_ text: String) -> Int {
    var field = InputField(rules: guarded.rules, text: text)
    let end = text.utf16.count
    _ = policyEdit(&field, at: end)
    let before = malloc_counter_allocations()
    malloc_counter_set_enabled(true)
    _ = policyEdit(&field, at: end + 1)
    malloc_counter_set_enabled(false)
    return Int(malloc_counter_allocations() - before)
  }
}
