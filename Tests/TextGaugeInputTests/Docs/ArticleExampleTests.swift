import Testing
import TextGauge
import TextGaugeInput

/// The examples of the TextGaugeInput catalog's articles
/// (Sources/TextGaugeInput/TextGaugeInput.docc) that UIKit and SwiftUI do not
/// need, and the SwiftUI `onChange` logic of "Using Input Rules in a Text
/// Field" with the view replaced by plain state.
@Suite("Input rules: article examples")
struct ArticleExampleTests {
  /// The article's `hint(for:)`.
  func hint(for violations: [InputViolation]) -> String? {
    for reason in violations {
      switch reason {
      case .tooLong(let limit, _): return "最多输入\(limit / 2)个字"
      case .emoji: return "不支持表情"
      default: continue
      }
    }
    return nil
  }

  @Test func definingInputRules() {
    let rules = InputRules(maxLength: 20, metric: .gb18030(.gb2022), allowsEmoji: false)
    #expect(rules.sanitized("一二三四五六七八九a𠀋b😀") == "一二三四五六七八九a")
    let handle = InputRules(maxLength: 15, allowsEmoji: false,
                            allowedCharacters: .asciiAlphanumerics,
                            isAllowed: { $0 == "_" })
    #expect(handle.evaluate("a", replacingUTF16Location: 1, length: 0, with: "_b") == .accept)
    #expect(handle.evaluate("a", replacingUTF16Location: 1, length: 0, with: "-") == .reject([.disallowedCharacter("-")]))
    #expect(hint(for: [.tooLong(limit: 20, length: 22)]) == "最多输入10个字")
    #expect(hint(for: [.emoji("😀")]) == "不支持表情")
  }

  /// The `onChange` handler of the SwiftUI snippet, with `text` standing for
  /// the binding: setting it runs the handler again, as SwiftUI does.
  struct NicknameFieldModel {
    let rules = InputRules(maxLength: 20, metric: .gb18030(.gb2022), allowsEmoji: false)
    var text = "" { didSet { onChange(newValue: text) } }
    var accepted = ""
    var message: String?
    var hint: ([InputViolation]) -> String?

    mutating func onChange(newValue: String) {
      guard newValue != accepted else { return }
      switch rules.evaluateChange(from: accepted, to: newValue) {
      case .accept:
        accepted = newValue
        message = nil
      case .reject(let violations):
        text = accepted
        message = hint(violations)
      case .adjusted(let adjusted, _, let violations):
        accepted = adjusted
        text = adjusted
        message = hint(violations)
      }
    }
  }

  @Test func swiftUIOnChangeSettles() {
    var field = NicknameFieldModel(hint: hint(for:))
    field.text = "小明"
    #expect(field.text == "小明" && field.message == nil)
    field.text = "小明👍🏽ok"
    #expect(field.text == "小明ok")
    #expect(field.accepted == "小明ok")
    #expect(field.message == "不支持表情")
    field.text = "小明ok一二三四五六七八"   // 6 + 16 = 22 bytes: cut to fit
    #expect(field.text == "小明ok一二三四五六七")
    #expect(field.message == "最多输入10个字")
    field.text = "小明ok一二三四五六七😀"   // only an emoji added: rejected, restored
    #expect(field.text == "小明ok一二三四五六七")
  }
}
