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
/// found by comparing UTF-8 bytes, then the range is widened to Character
/// boundaries of `previous`: linear in the texts, and never stepping back
/// Character by Character (stepping back over regional indicators recounts
/// their run each time, UAX #29 GB12/GB13). Characters are compared scalar
/// by scalar, not by canonical equivalence, so replacing "é" with
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
    var previous = previous, current = current
    previous.makeContiguousUTF8()
    current.makeContiguousUTF8()
    let (lower, suffix) = previous.utf8.withContiguousStorageIfAvailable { old in
      current.utf8.withContiguousStorageIfAvailable { new in Self.commonEnds(old, new) }!
    }!
    EditWork.pass()
    // Widen to Character boundaries of both texts (typing U+FE0F after ❤
    // replaces the Character ❤ by ❤️): the bytes before the lower bound and
    // after the upper one are common, so each rounding applies to both.
    func offset(_ text: String, _ i: String.Index) -> Int { text.utf8.distance(from: text.startIndex, to: i) }
    let oldLower = offset(previous, previous.characterBoundary(atOrBefore: previous.utf8.index(previous.startIndex, offsetBy: lower)))
    let newLower = offset(current, current.characterBoundary(atOrBefore: current.utf8.index(current.startIndex, offsetBy: lower)))
    var startOffset = min(oldLower, newLower)
    let oldUpper = previous.characterBoundary(atOrAfter: previous.utf8.index(previous.endIndex, offsetBy: -suffix))
    let newUpper = current.characterBoundary(atOrAfter: current.utf8.index(current.endIndex, offsetBy: -suffix))
    var endFromBack = min(
      previous.utf8.distance(from: oldUpper, to: previous.endIndex),
      current.utf8.distance(from: newUpper, to: current.endIndex))
    // The range is in Characters of `previous`: round once more there.
    let start = previous.characterBoundary(atOrBefore: previous.utf8.index(previous.startIndex, offsetBy: startOffset))
    let end = previous.characterBoundary(atOrAfter: previous.utf8.index(previous.endIndex, offsetBy: -endFromBack))
    range = start..<end
    startOffset = offset(previous, start)
    endFromBack = previous.utf8.distance(from: end, to: previous.endIndex)
    let newStart = current.utf8.index(current.startIndex, offsetBy: startOffset)
    let newEnd = current.utf8.index(current.endIndex, offsetBy: -endFromBack)
    replacement = String(current[newStart..<newEnd])
  }

  /// The common prefix and suffix in bytes, both at scalar boundaries and
  /// not overlapping.
  static func commonEnds(_ old: UnsafeBufferPointer<UInt8>, _ new: UnsafeBufferPointer<UInt8>) -> (prefix: Int, suffix: Int) {
    let shorter = min(old.count, new.count)
    var prefix = 0
    // Eight bytes a step, then to the first differing byte.
    let (oldBase, newBase) = (UnsafeRawPointer(old.baseAddress), UnsafeRawPointer(new.baseAddress))
    if let oldBase, let newBase {
      while prefix + 8 <= shorter,
        oldBase.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
          == newBase.loadUnaligned(fromByteOffset: prefix, as: UInt64.self)
      {
        prefix += 8
      }
    }
    while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
    // Back to the start of the scalar the difference is in (10xxxxxx
    // bytes continue a scalar).
    func continues(_ i: Int) -> Bool {
      if i < old.count { return old[i] & 0xC0 == 0x80 }
      if i < new.count { return new[i] & 0xC0 == 0x80 }
      return false
    }
    while prefix > 0, continues(prefix) { prefix -= 1 }
    var suffix = 0
    if let oldBase, let newBase {
      while suffix + 8 <= shorter - prefix,
        oldBase.loadUnaligned(fromByteOffset: old.count - 8 - suffix, as: UInt64.self)
          == newBase.loadUnaligned(fromByteOffset: new.count - 8 - suffix, as: UInt64.self)
      {
        suffix += 8
      }
    }
    while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
    // The suffix must start at a scalar boundary.
    while suffix > 0, old[old.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
    return (prefix, suffix)
  }
}

extension InputRules {
  /// Judges a change an app has only observed after the fact ("text did
  /// change"): infers the ``TextEdit`` from `previous` to `current`, then
  /// evaluates it. ``InputDecision/accept`` keeps `current`;
  /// ``InputDecision/reject(_:)`` means restore `previous`;
  /// ``InputDecision/adjusted(text:caretUTF16Offset:violations:)`` gives the text
  /// to set.
  ///
  /// ```swift
  /// let rules = InputRules(maxLength: 4, allowsEmoji: false)
  /// rules.evaluateChange(from: "ab", to: "ab😀cde")
  /// // .adjusted(text: "abcd", caretUTF16Offset: 4, violations: [.emoji("😀"), .tooLong(limit: 4, length: 5)])
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
