import Testing
import TextGauge
import TextGaugeInput

/// Fields of 100,000 Characters made of the sequences that make Character
/// boundaries expensive, edited at both ends. The work is counted as the
/// Characters a custom metric is asked to weigh (WeighingCounter): about
/// once per Character of the field per keystroke, never per Character of the
/// field per Character of the edit.
@Suite struct LargeFieldEditTests {
  static let characters = 100_000
  static let fields: [(String, String)] = [
    ("flags", String(repeating: "\u{1F1E8}\u{1F1F3}", count: characters)),
    ("families", String(repeating: "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", count: characters)),
    ("combining sequences", String(repeating: "e\u{0301}\u{0308}", count: characters)),
  ]

  @Test(arguments: fields.indices, [0, 1])
  func typingAtEitherEndWeighsTheFieldAboutOnce(fieldIndex: Int, atEnd: Int) {
    let (name, field) = Self.fields[fieldIndex]
    let counter = WeighingCounter()
    let rules = InputRules(maxLength: 2 * Self.characters, metric: counter.metric, allowsEmoji: true)
    let location = atEnd == 1 ? field.utf16.count : 0
    let decision = rules.evaluate(field, replacingUTF16Location: location, length: 0, with: "x")
    #expect(decision == .accept, "\(name)")
    #expect(counter.weighed <= Self.characters + 10, "\(name): \(counter.weighed) Characters weighed")
  }

  @Test(arguments: fields.indices)
  func diffModeAtTheEndWeighsTheFieldAboutOnce(fieldIndex: Int) {
    let (name, field) = Self.fields[fieldIndex]
    let counter = WeighingCounter()
    let rules = InputRules(maxLength: 2 * Self.characters, metric: counter.metric)
    #expect(rules.evaluateChange(from: field, to: field + "x") == .accept, "\(name)")
    #expect(counter.weighed <= Self.characters + 10, "\(name): \(counter.weighed) Characters weighed")
  }
}
