import TextGauge
import TextGaugeInput

/// One keystroke in the input engine on a 10,000-character field, against
/// one measurement of the field under the same metric.
///
/// A field's text is a new String after every keystroke, so each timed call
/// gets a fresh copy of the field (made outside the timing): nothing cached
/// on a string's storage by an earlier call (UTF-16 breadcrumbs) helps. The
/// measurement and the keystrokes are timed interleaved, 301 rounds.
enum InputEngineBenchmark {
  static let fieldCharacters = 10_000

  static func run(corpus: Corpus, plan: SamplingPlan, targets: inout [Target]) {
    let field = String(corpus.text.prefix(fieldCharacters))
    let fieldBytes = Array(field.utf8)
    let metric = TextMetric.gb18030(.gb2022)
    let fieldLength = metric.measure(field)
    let utf16Count = field.utf16.count
    let roomy = InputRules(maxLength: fieldLength + 1_000, metric: metric, allowsEmoji: false)
    let full = InputRules(maxLength: fieldLength, metric: metric, allowsEmoji: false)
    let paste = String(corpus.text.dropFirst(fieldCharacters).prefix(600))

    func code(_ decision: InputDecision) -> Int {
      switch decision {
      case .accept: return 0
      case .reject(let violations): return -violations.count
      case .adjusted(let text, _, _): return text.utf8.count
      }
    }

    let operations: [(String, (String) -> Int)] = [
      ("type 字 at the end (UTF-16 location, as UIKit passes it)", {
        code(roomy.evaluate($0, replacingUTF16Location: utf16Count, length: 0, with: "字"))
      }),
      ("type 字 in the middle (UTF-16 location)", {
        code(roomy.evaluate($0, replacingUTF16Location: utf16Count / 2, length: 0, with: "字"))
      }),
      ("type 字 at the end (String.Index range)", {
        code(roomy.evaluate($0, replacing: $0.endIndex..<$0.endIndex, with: "字"))
      }),
      ("type 字 into a full field (rejected: too long)", {
        code(full.evaluate($0, replacingUTF16Location: utf16Count, length: 0, with: "字"))
      }),
      ("paste 600 Characters at the end (emoji removed, cut to the 1,000 bytes left)", {
        code(roomy.evaluate($0, replacing: $0.endIndex..<$0.endIndex, with: paste))
      }),
    ]
    let measurements = measureOnFreshStrings(
      fieldBytes, [{ metric.measure($0) }] + operations.map(\.1), plan: plan, rounds: 301)
    let measurement = measurements[0]
    let cases = Array(zip(operations.map(\.0), measurements.dropFirst()))

    var table = MarkdownTable("operation (field: 10,000 Characters of the Chinese corpus)", "time per call", "× one measurement", "result", "allocs/call")
    table.add([
      "one measurement: `TextMetric.gb18030(.gb2022).measure(field)`", Format.seconds(measurement.seconds), "1.00×",
      "\(Format.integer(measurement.result)) bytes", measurement.allocationCell,
    ])
    for (name, keystroke) in cases {
      table.add([
        "`InputRules.evaluate`: \(name)", Format.seconds(keystroke.seconds),
        Format.ratio(keystroke.seconds / measurement.seconds), Format.integer(keystroke.result),
        keystroke.allocationCell,
      ])
    }
    print("### Input engine keystroke\n")
    print("Rules: `InputRules(maxLength:, metric: .gb18030(.gb2022), allowsEmoji: false)`; the field measures")
    print("\(Format.integer(fieldLength)) GB18030 bytes, \(Format.integer(utf16Count)) UTF-16 units. Result: 0 accepted,")
    print("negative: rejected with that many violations, positive: adjusted text's UTF-8 length.\n")
    print(table.text + "\n")
    // "At most about one measurement": taken as at most 1.25 measurements.
    for (name, keystroke) in cases.prefix(4) {
      targets.append(
        Target(
          description: "Keystroke ÷ one measurement of the field (time): \(name)",
          measured: keystroke.seconds / measurement.seconds, required: 1.25, atMost: true))
    }
  }
}
