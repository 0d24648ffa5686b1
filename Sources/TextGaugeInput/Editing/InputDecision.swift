/// What a text field should do with an edit.
///
/// ```swift
/// switch rules.evaluate(text, replacingUTF16Location: 3, length: 0, with: pasted) {
/// case .accept: return true                         // let the field apply the edit
/// case .reject(let violations): showHint(violations); return false
/// case .adjusted(let newText, let caret, _):
///   field.text = newText; moveCaret(toUTF16Offset: caret); return false
/// }
/// ```
public enum InputDecision: Sendable, Hashable {
  /// Apply the edit as it is.
  case accept
  /// Do not apply the edit; the text stays as it was (in diff mode: restore
  /// the previous text). The violations are never empty.
  case reject([InputViolation])
  /// Replace the whole text with `text` and put the caret at
  /// `caretUTF16Offset`, the end of what was kept of the inserted text.
  /// `violations` says what was removed, cut or normalized; it is empty when
  /// the only change is a numeric field's mapping of full-width or IME
  /// forms to ASCII (`１２。５` typed as `12.5`: nothing to tell the user).
  case adjusted(text: String, caretUTF16Offset: Int, violations: [InputViolation])

  /// True for ``accept``.
  ///
  /// ```swift
  /// InputRules().evaluate("", replacingUTF16Location: 0, length: 0, with: "a").isAccepted  // true
  /// ```
  public var isAccepted: Bool {
    if case .accept = self { return true }
    return false
  }

  /// The violations behind a rejection or an adjustment; empty for ``accept``.
  ///
  /// ```swift
  /// InputRules(maxLength: 1).evaluate("a", replacingUTF16Location: 1, length: 0, with: "b").violations
  /// // [.tooLong(limit: 1, length: 2)]
  /// ```
  public var violations: [InputViolation] {
    switch self {
    case .accept: []
    case .reject(let violations): violations
    case .adjusted(_, _, let violations): violations
    }
  }
}
