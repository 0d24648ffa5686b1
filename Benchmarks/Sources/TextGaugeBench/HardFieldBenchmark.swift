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
          case .reject(let reasons): -reasons.count
          case .adjusted(let text, _, _): text.utf8.count
          }
        }
        let edits: [(String, (String) -> Int)] = [
          ("type `a` at the start", { code(rules.evaluate($0, replacingUTF16Location: 0, length: 0, with: "a")) }),
          ("type `a` at the end", { code(rules.evaluate($0, replacingUTF16Location: utf16Count, length: 0, with: "a")) }),
          ("diff: `a` added at the start", { code(rules.evaluateChange(from: $0, to: "a" + $0)) }),
          ("diff: `a` added at the end", { code(rules.evaluateChange(from: $0, to: $0 + "a")) }),
        ]
        let measurements = measureOnFreshStrings(bytes, edits.map(\.1), plan: plan, rounds: 21)
        for ((editName, _), measurement) in zip(edits, measurements) {
          table.add([fieldName, rulesName, editName, Format.seconds(measurement.seconds), Format.integer(measurement.result)])
          targets.append(
            Target(
              description: "Edit on a 100,000-Character field < 1 ms: \(fieldName), \(rulesName), \(editName)",
              measured: measurement.seconds * 1_000, required: 1, atMost: true))
        }
      }
    }
    print("### Keystrokes on hard fields\n")
    print("One edit on fields of 100,000 pieces. The diff rows include building the new text's copy.")
    print("Result: 0 accepted, negative: rejected with that many reasons, positive: adjusted text's UTF-8 length.\n")
    print(table.text + "\n")
  }
}
