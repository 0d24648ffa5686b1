import Synchronization
import Testing
import TextGauge
import TextGaugeInput

/// Counts how many Characters a custom metric is asked to weigh: the engine
/// must look at a large field about once per keystroke, never once per
/// Character of a paste (no quadratic work). Counts, not timings.
final class WeighingCounter: Sendable {
  let count = Mutex(0)
  var metric: TextMetric {
    .custom { [self] _ in
      count.withLock { $0 += 1 }
      return 1
    }
  }
  var weighed: Int { count.withLock { $0 } }
}

@Suite("Input rules: cost")
struct CostTests {
  let field = String(repeating: "汉字abc", count: 2_000)  // 10,000 Characters

  @Test func oneKeystrokeWeighsTheFieldAboutOnce() {
    let counter = WeighingCounter()
    let rules = InputRules(maxLength: 20_000, metric: counter.metric, allowsEmoji: false)
    let decision = rules.evaluate(field, replacingUTF16Location: 5_000, length: 0, with: "x")
    #expect(decision == .accept)
    #expect(counter.weighed <= field.count + 10)
  }

  @Test func aPasteCutToFitIsNotRemeasuredPerCharacter() {
    let counter = WeighingCounter()
    let rules = InputRules(maxLength: 10_500, metric: counter.metric)
    let paste = String(repeating: "p", count: 1_000)
    let decision = rules.evaluate(field, replacingUTF16Location: 10_000, length: 0, with: paste)
    guard case .adjusted(let text, _, _) = decision else {
      Issue.record("expected an adjusted paste, got \(decision)")
      return
    }
    #expect(text.count == 10_500)
    // A constant number of passes, never one per Character: the result
    // once, the field and the paste to cut, the result again to check it.
    #expect(counter.weighed <= 3 * (field.count + paste.count) + 10)
  }
}
