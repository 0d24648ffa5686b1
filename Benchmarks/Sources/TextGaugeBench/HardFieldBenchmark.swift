import TextGauge
import TextGaugeInput

/// One keystroke on 100,000-Character fields made of the hard pieces
/// (regional indicators, ZWJ families, combining sequences), typed at the
/// start and at the end, and as a diff (`evaluateChange`). Target: under
/// 1 ms per edit in release mode. Each call gets a fresh copy of the field.
enum HardFieldBenchmark {
  static let characters = 100_000

  static func run(plan: SamplingPlan, targets: inout [Target]) {
    let fields: [(String, String)] = [
      ("regional indicators (🇦 × 100,000: 50,000 Characters)", String(repeating: "🇦", count: characters)),
      ("flags (🇨🇳 × 100,000)", String(repeating: "🇨🇳", count: characters)),
      ("ZWJ families (👨‍👩‍👧‍👦 × 100,000)", String(repeating: "👨‍👩‍👧‍👦", count: characters)),
      ("combining sequences (e + U+0301 + U+0323 × 100,000)", String(repeating: "e\u{0301}\u{0323}", count: characters)),
    ]
    let ruleSets: [(String, InputRules)] = [
      ("`.characters`, limit", InputRules(maxLength: 10_000_000)),
      // Fewer Characters allowed than the field has bytes: the engine must
      // count the result (with the limit above, the bytes alone show it fits).
      ("`.characters`, limit 100,001", InputRules(maxLength: 100_001)),
      ("`.utf16`, limit, no emoji (`.standard`)",
       InputRules(maxLength: 10_000_000, metric: .utf16, allowsEmoji: false, emojiPolicy: .standard)),
    ]
    var table = MarkdownTable("field", "rules", "edit", "time per edit", "result")
    for (fieldName, field) in fields {
      let bytes = Array(field.utf8)
      let utf16Count = field.utf16.count
      for (rulesName, rules) in ruleSets {
        func code(_ decision: InputDecision) -> Int {
          switch decision {
          case .accept: 0
          case .reject(let violations): -violations.count
          case .adjusted(let text, _, _): text.utf8.count
          }
        }
        // Each edit starts from a fresh copy of the field; a diff's new
        // text (the view's, made by the UI framework) is made before the
        // timing too, and so is the `InputField` (which measures its text
        // once when made).
        struct Texts { let field: String; let prepended: String; let appended: String }
        func texts(_ field: String) -> Texts { Texts(field: field, prepended: "a" + field, appended: field + "a") }
        let edits: [(String, (inout Texts) -> Int)] = [
          ("type `a` at the start", { code(rules.evaluate($0.field, replacingUTF16Location: 0, length: 0, with: "a")) }),
          ("type `a` at the end", { code(rules.evaluate($0.field, replacingUTF16Location: utf16Count, length: 0, with: "a")) }),
          ("diff: `a` added at the start", { code(rules.evaluateChange(from: $0.field, to: $0.prepended)) }),
          ("diff: `a` added at the end", { code(rules.evaluateChange(from: $0.field, to: $0.appended)) }),
        ]
        let measurements = measureOnFreshState(bytes, setup: texts, edits.map(\.1), plan: plan, rounds: 21)
        // The same edits on an `InputField`, which keeps the text's length.
        struct FieldState { var field: InputField; let texts: Texts }
        let fieldEdits: [(String, (inout FieldState) -> Int)] = [
          ("`InputField`: type `a` at the start", { code($0.field.edit(replacingUTF16Location: 0, length: 0, with: "a")) }),
          ("`InputField`: type `a` at the end", { code($0.field.edit(replacingUTF16Location: utf16Count, length: 0, with: "a")) }),
          ("`InputField`: diff, `a` added at the start", { code($0.field.change(to: $0.texts.prepended)) }),
          ("`InputField`: diff, `a` added at the end", { code($0.field.change(to: $0.texts.appended)) }),
        ]
        let fieldMeasurements = measureOnFreshState(
          bytes, setup: { FieldState(field: InputField(rules: rules, text: $0), texts: texts($0)) },
          fieldEdits.map(\.1), plan: plan, rounds: 21)
        let names = edits.map(\.0) + fieldEdits.map(\.0)
        for (editName, measurement) in zip(names, measurements + fieldMeasurements) {
          table.add([fieldName, rulesName, editName, Format.seconds(measurement.seconds), Format.integer(measurement.result)])
          targets.append(
            Target(
              description: "Edit on a 100,000-Character field < 1 ms: \(fieldName), \(rulesName), \(editName)",
              measured: measurement.seconds * 1_000, required: 1, atMost: true))
        }
      }
    }
    print("### Keystrokes on hard fields\n")
    print("One edit on fields of 100,000 pieces, each from a fresh copy of the field; a diff's new text and the")
    print("`InputField` (which measures its text once) are made before the timing.")
    print("Under `limit 100,001` a stateless edit counts the field's Characters (`String.count`, one pass) when its")
    print("bytes do not bound them; `InputField` keeps the count and costs only the Characters the edit touches.")
    print("Result: 0 accepted, negative: rejected with that many violations, positive: adjusted text's UTF-8 length.\n")
    print(table.text + "\n")
  }
}
