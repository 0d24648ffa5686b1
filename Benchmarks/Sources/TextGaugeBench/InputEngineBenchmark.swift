import MallocCounter
import TextGauge
import TextGaugeInput

/// One keystroke in the input engine on a 10,000-character field, against
/// one measurement of the field under the same metric.
///
/// A field's text is a new String after every keystroke, so each timed call
/// gets a fresh copy of the field (made outside the timing): nothing cached
/// on a string's storage by an earlier call (UTF-16 breadcrumbs) helps.
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
      case .reject(let reasons): return -reasons.count
      case .adjusted(let text, _, _): return text.utf8.count
      }
    }

    let measurement = fresh(fieldBytes, plan) { metric.measure($0) }
    let cases: [(String, Measurement)] = [
      (
        "type 字 at the end (UTF-16 location, as UIKit passes it)",
        fresh(fieldBytes, plan) { code(roomy.evaluate($0, replacingUTF16Location: utf16Count, length: 0, with: "字")) }
      ),
      (
        "type 字 in the middle (UTF-16 location)",
        fresh(fieldBytes, plan) {
          code(roomy.evaluate($0, replacingUTF16Location: utf16Count / 2, length: 0, with: "字"))
        }
      ),
      (
        "type 字 at the end (String.Index range)",
        fresh(fieldBytes, plan) { code(roomy.evaluate($0, replacing: $0.endIndex..<$0.endIndex, with: "字")) }
      ),
      (
        "type 字 into a full field (rejected: too long)",
        fresh(fieldBytes, plan) { code(full.evaluate($0, replacingUTF16Location: utf16Count, length: 0, with: "字")) }
      ),
      (
        "paste 600 Characters at the end (emoji removed, cut to the 1,000 bytes left)",
        fresh(fieldBytes, plan) {
          code(roomy.evaluate($0, replacing: $0.endIndex..<$0.endIndex, with: paste))
        }
      ),
    ]

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
    print("negative: rejected with that many reasons, positive: adjusted text's UTF-8 length.\n")
    print(table.text + "\n")
    // "At most about one measurement": taken as at most 1.25 measurements.
    for (name, keystroke) in cases.prefix(4) {
      targets.append(
        Target(
          description: "Keystroke ÷ one measurement of the field (time): \(name)",
          measured: keystroke.seconds / measurement.seconds, required: 1.25, atMost: true))
    }
  }

  /// Times `body` on a fresh String of `bytes` per call.
  private static func fresh(_ bytes: [UInt8], _ plan: SamplingPlan, _ body: (String) -> Int) -> Measurement {
    let clock = ContinuousClock()
    let minimumSamples = max(plan.minimumSamples, 101)
    var samples: [Double] = []
    var result = 0
    var total = 0.0
    var first = true
    var firstAllocations = 0
    var allocations = 0
    while samples.count < minimumSamples || (total < plan.minimumSeconds && samples.count < 10_001) {
      if first || samples.count == 1 {
        // On a string of its own: the timed call must not find anything
        // this call cached.
        let counted = String(decoding: bytes, as: UTF8.self)
        let before = malloc_counter_allocations()
        malloc_counter_set_enabled(true)
        let answer = body(opaque(counted))
        malloc_counter_set_enabled(false)
        let allocated = Int(malloc_counter_allocations() - before)
        if first { firstAllocations = allocated; result = answer } else { allocations = allocated }
        first = false
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let start = clock.now
      let answer = body(opaque(text))
      let elapsed = (clock.now - start).seconds
      if answer != result { fatalError("keystroke gave \(answer), then \(result)") }
      samples.append(elapsed)
      total += elapsed
    }
    samples.sort()
    return Measurement(
      result: result, seconds: samples[samples.count / 2], samples: samples.count, allocations: allocations,
      firstCallAllocations: firstAllocations, units: 1)
  }
}
