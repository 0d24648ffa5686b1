import TextGauge

/// A text field's text kept together with its length under the rules, so
/// that judging an edit costs the Characters the edit touches and nothing
/// proportional to the field.
///
/// ``InputRules/evaluate(_:replacing:with:isComposing:)`` is stateless: when
/// the bytes alone cannot show that the result fits (a `.characters` limit
/// smaller than the field's UTF-8 size, a GB 18030 or display-width limit),
/// it measures the whole text on every keystroke. `InputField` measures the
/// text once, then finds each edit's length from the Characters around it
/// (every metric adds up over Character boundaries), judges the edit like
/// the rules do, and applies what the rules accept:
///
/// ```swift
/// var field = InputField(rules: InputRules(maxLength: 5, allowsEmoji: false), text: "hi")
/// field.edit(replacingUTF16Location: 2, length: 0, with: "!")   // .accept
/// field.text                                                     // "hi!"
/// field.length                                                   // 3
/// field.edit(replacingUTF16Location: 3, length: 0, with: "😀ok!") // .adjusted(text: "hi!ok", caretUTF16Offset: 5, …)
/// field.text                                                     // "hi!ok"
/// field.edit(replacingUTF16Location: 5, length: 0, with: "?")    // .reject([.tooLong(limit: 5, length: 6)])
/// field.text                                                     // "hi!ok": unchanged
/// ```
///
/// Each call returns the same ``InputDecision`` the rules give for the same
/// edit; the field has then already applied it. In a UIKit delegate, return
/// `decision.isAccepted` (UIKit applies an accepted edit to its own text)
/// and set the view's text to ``text`` after an adjustment; with a SwiftUI
/// binding, call ``change(to:isComposing:)`` and set the binding to ``text``
/// unless the change was accepted. Text set by the app goes through
/// ``text``'s setter, which measures it once.
public struct InputField: Sendable {
  /// The rules every edit is judged by. Setting them measures the text again
  /// (the metric may differ); the text itself is not changed, even if it now
  /// breaks them (``InputRules/violations(in:)`` lists what it breaks).
  public var rules: InputRules {
    didSet {
      length = rules.metric.measure(storage)
      knownLimitLengths = rules.limits.map { $0.metric.measure(storage) }
      markedUTF8Range = nil
    }
  }
  /// Where the marked text of the composition under way is, in UTF-8
  /// offsets of ``text``: the range the last composing edit wrote; nil
  /// once text is committed (an edit that is not composing) or set.
  private var markedUTF8Range: Range<Int>?

  private var storage: String

  /// The field's text: what the user sees, marked text being composed
  /// included. Setting it (a draft restored, a value from a server)
  /// measures it once and keeps it as it is, even if it breaks the rules.
  public var text: String {
    get { storage }
    set {
      storage = Self.editable(newValue)
      length = rules.metric.measure(newValue)
      knownLimitLengths = rules.limits.map { $0.metric.measure(newValue) }
      markedUTF8Range = nil
    }
  }

  /// `text` in storage of its own with room to grow by a sixteenth (at
  /// least 64 bytes), so that the edits to come change it in place instead
  /// of copying the whole text to a new allocation on the first keystroke.
  private static func editable(_ text: String) -> String {
    var storage = text
    let bytes = text.utf8.count
    storage.reserveCapacity(bytes + max(64, bytes / 16))
    return storage
  }

  /// The length of ``text`` under the rules' metric, kept up to date by every
  /// edit. It includes marked text being composed (the pinyin `ni` of 你 is
  /// 2 until it is committed): use ``committedLength`` for a counter.
  ///
  /// ```swift
  /// let field = InputField(rules: InputRules(maxLength: 10, metric: .gb18030(.gb2022)), text: "中文abc")
  /// field.length   // 7
  /// ```
  public private(set) var length: Int

  /// The length of ``text`` under each of the rules' other limits
  /// (``InputRules/limits``), in their order, kept up to date by every edit
  /// as ``length`` is, marked text included.
  ///
  /// ```swift
  /// var rules = InputRules(maxLength: 300)
  /// rules.limits = [LengthLimit(.utf8, maximum: 3000)]
  /// let field = InputField(rules: rules, text: "中文ab")
  /// field.limitLengths   // [8]
  /// ```
  public var limitLengths: [Int] { knownLimitLengths ?? rules.limits.map { $0.metric.measure(storage) } }

  /// ``limitLengths`` (an optional for the engine, which takes lengths it
  /// may not have; never nil here).
  private var knownLimitLengths: [Int]?

  /// The length of ``text`` without the marked text being composed: what a
  /// "12/140" counter shows, so that it does not jump while pinyin is typed.
  /// Equal to ``length`` when nothing is being composed. The marked text is
  /// what the last edit with `isComposing: true` wrote; any other edit, or
  /// setting ``text`` or ``rules``, ends the composition.
  ///
  /// ```swift
  /// var field = InputField(rules: InputRules(maxLength: 140), text: "你好")
  /// field.edit(replacingUTF16Location: 2, length: 0, with: "ma", isComposing: true)
  /// field.length            // 4
  /// field.committedLength   // 2
  /// field.edit(replacingUTF16Location: 2, length: 2, with: "吗")
  /// field.committedLength   // 3
  /// ```
  ///
  /// Cost: the Characters around the marked text (the text's length is known).
  public var committedLength: Int {
    guard let marked = markedUTF8Range, marked.upperBound <= storage.utf8.count else { return length }
    let lower = storage.utf8.index(storage.startIndex, offsetBy: marked.lowerBound)
    let upper = storage.utf8.index(lower, offsetBy: marked.count)
    guard let range = storage.scalarAlignedRange(lower..<upper) else { return length }
    return TouchedCharacters(editing: storage, replacing: range, with: "")
      .resultLength(rules.metric, before: storage, lengthBefore: length)
  }

  /// A field holding `text` (measured once, and copied into storage with
  /// room for edits) under `rules`.
  ///
  /// ```swift
  /// let field = InputField(rules: InputRules(maxLength: 140))
  /// field.text     // ""
  /// ```
  public init(rules: InputRules, text: String = "") {
    self.rules = rules
    storage = Self.editable(text)
    length = rules.metric.measure(text)
    knownLimitLengths = rules.limits.map { $0.metric.measure(text) }
  }

  /// Judges replacing `length` UTF-16 code units at `location` (NSRange
  /// semantics, as UIKit gives the range) with `replacement`, and applies
  /// the result: ``InputRules/evaluate(_:replacingUTF16Location:length:with:isComposing:)``
  /// on the field's text.
  ///
  /// ```swift
  /// var field = InputField(rules: InputRules(maxLength: 3), text: "ab")
  /// field.edit(replacingUTF16Location: 2, length: 0, with: "c")   // .accept; field.text == "abc"
  /// ```
  @discardableResult
  public mutating func edit(
    replacingUTF16Location location: Int, length: Int, with replacement: String, isComposing: Bool = false
  ) -> InputDecision {
    switch storage.scalarAlignedRange(utf16Location: location, length: length) {
    case .failure(let problem):
      return .reject([.invalidRange(problem)])
    case .success(let range):
      return apply(range, replacement, isComposing: isComposing)
    }
  }

  /// Judges replacing `range` of ``text`` with `replacement` and applies the
  /// result: ``InputRules/evaluate(_:replacing:with:isComposing:)`` on the
  /// field's text. While `isComposing` (an input method's marked text), the
  /// edit is accepted and applied as it is.
  ///
  /// ```swift
  /// var field = InputField(rules: InputRules(allowsEmoji: false), text: "ok")
  /// field.edit(replacing: field.text.endIndex..<field.text.endIndex, with: "👍")   // .reject([.emoji("👍")])
  /// ```
  @discardableResult
  public mutating func edit(
    replacing range: Range<String.Index>, with replacement: String, isComposing: Bool = false
  ) -> InputDecision {
    guard let range = storage.scalarAlignedRange(range) else { return .reject([.invalidRange(.invalidIndex)]) }
    return apply(range, replacement, isComposing: isComposing)
  }

  /// Judges a change observed after the fact (a SwiftUI binding's new
  /// value), from ``text`` to `current`: ``InputRules/evaluateChange(from:to:isComposing:)``.
  /// On ``InputDecision/accept`` the field holds `current`; on a rejection
  /// it keeps its text, which the view should show again; on an adjustment
  /// it holds the adjusted text.
  ///
  /// ```swift
  /// var field = InputField(rules: InputRules(maxLength: 4, allowsEmoji: false), text: "ab")
  /// field.change(to: "ab😀cde")   // .adjusted(text: "abcd", …)
  /// field.text                   // "abcd"
  /// ```
  @discardableResult
  public mutating func change(to current: String, isComposing: Bool = false) -> InputDecision {
    let edit = TextEdit(from: storage, to: current)
    return apply(edit.range, edit.replacement, isComposing: isComposing, result: current)
  }

  /// Judges the edit with the length known, then applies it. `result` is
  /// the text after the edit when the caller has it already.
  private mutating func apply(
    _ range: Range<String.Index>, _ replacement: String, isComposing: Bool, result: String? = nil
  ) -> InputDecision {
    var lengthAfter: Int?
    // Committing marked text: the text is judged against its length
    // without the marked text, which is never limited while composed.
    let committed = !isComposing && markedUTF8Range != nil ? committedLength : nil
    let start = storage.utf8.distance(from: storage.startIndex, to: range.lowerBound)
    markedUTF8Range = isComposing ? start..<(start + replacement.utf8.count) : nil
    // The limits' lengths, updated in place by the engine when it accepts.
    var limitLengthsUpdated = false
    let outcome = rules.evaluateEdit(
      storage, range, replacement[...], isComposing: isComposing, lengthBefore: length,
      committedLengthBefore: committed, lengthAfter: &lengthAfter, limitLengths: &knownLimitLengths,
      updated: &limitLengthsUpdated)
    switch outcome {
    case .reject(let violations):
      return .reject(violations.items)
    case .accept:
      // Computed by the engine unless it accepted without judging (text
      // being composed).
      let newLength = lengthAfter
        ?? TouchedCharacters(editing: storage, replacing: range, with: replacement[...])
          .resultLength(rules.metric, before: storage, lengthBefore: length)
      if !limitLengthsUpdated, knownLimitLengths?.isEmpty == false {
        // Each limit's length from the window of the edit, as `length`'s.
        let touched = TouchedCharacters(editing: storage, replacing: range, with: replacement[...])
        for index in rules.limits.indices {
          knownLimitLengths![index] = rules.limits[index].metric.resultLength(
            of: touched, before: storage, lengthBefore: knownLimitLengths![index])
        }
      }
      if let result {
        storage = result
      } else {
        storage.replaceSubrange(range, with: replacement)
      }
      length = newLength
      return .accept
    case .adjusted(let pieces, let violations):
      let text = pieces.text
      let caret = pieces.caretUTF16Offset
      length = lengthAfter ?? rules.metric.measure(text)
      knownLimitLengths = rules.limits.map { $0.metric.measure(text) }
      storage = text
      return .adjusted(text: text, caretUTF16Offset: caret, violations: violations.items)
    }
  }
}
