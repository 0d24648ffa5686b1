/// An edit inferred from a text before and after a change, for apps that
/// only observe "text did change": the range of the previous text that was
/// replaced and the text that replaced it, at Character granularity.
///
/// ```swift
/// let edit = TextEdit(from: "hello", to: "help me")
/// String("hello"[edit.range])  // "lo"
/// edit.replacement             // "p me"
/// ```
///
/// The common prefix and then the common (non-overlapping) suffix are
/// skipped Character by Character, in linear time. Characters are compared
/// scalar by scalar, not by canonical equivalence, so replacing "é" with
/// "e" + U+0301 is still seen as an edit.
public struct TextEdit: Sendable, Hashable {
  /// The replaced range, in the previous text.
  public var range: Range<String.Index>
  /// What replaced it.
  public var replacement: String

  /// Infers the edit that turns `previous` into `current`.
  ///
  /// ```swift
  /// TextEdit(from: "ab", to: "a❤️b").replacement  // "❤️"
  /// ```
  public init(from previous: String, to current: String) {
    var old = previous.startIndex
    var new = current.startIndex
    while old < previous.endIndex, new < current.endIndex {
      let oldNext = previous.index(after: old)
      let newNext = current.index(after: new)
      guard previous.unicodeScalars[old..<oldNext].elementsEqual(current.unicodeScalars[new..<newNext])
      else { break }
      old = oldNext
      new = newNext
    }
    var oldEnd = previous.endIndex
    var newEnd = current.endIndex
    while oldEnd > old, newEnd > new {
      let oldPrevious = previous.index(before: oldEnd)
      let newPrevious = current.index(before: newEnd)
      // Never reach back into the common prefix.
      guard oldPrevious >= old, newPrevious >= new,
            previous.unicodeScalars[oldPrevious..<oldEnd].elementsEqual(current.unicodeScalars[newPrevious..<newEnd])
      else { break }
      oldEnd = oldPrevious
      newEnd = newPrevious
    }
    range = old..<oldEnd
    replacement = String(current[new..<newEnd])
  }
}

extension InputRules {
  /// Judges a change an app has only observed after the fact ("text did
  /// change"): infers the ``TextEdit`` from `previous` to `current`, then
  /// evaluates it. ``InputDecision/accept`` keeps `current`;
  /// ``InputDecision/reject(_:)`` means restore `previous`;
  /// ``InputDecision/adjusted(text:caretUTF16Offset:reasons:)`` gives the text
  /// to set.
  ///
  /// ```swift
  /// let rules = InputRules(maxLength: 4, allowsEmoji: false)
  /// rules.evaluateChange(from: "ab", to: "ab😀cde")
  /// // .adjusted(text: "abcd", caretUTF16Offset: 4, reasons: [.emoji("😀"), .tooLong(limit: 4, length: 5)])
  /// rules.evaluateChange(from: "ab", to: "abni", isComposing: true)  // .accept: pinyin being composed
  /// ```
  ///
  /// While an input method composes, pass `isComposing: true` and keep the
  /// last accepted text as `previous`; when the composition is committed,
  /// compare with that text again so that the committed Characters are
  /// judged.
  public func evaluateChange(from previous: String, to current: String, isComposing: Bool = false) -> InputDecision {
    if isComposing { return .accept }
    let edit = TextEdit(from: previous, to: current)
    return evaluate(previous, replacing: edit.range, with: edit.replacement)
  }
}
