import TextGauge

extension InputRules {
  /// Judges the edit a text field is about to make, with the range as UIKit
  /// gives it: a UTF-16 `location` and `length` (NSRange semantics).
  ///
  /// ```swift
  /// // In textField(_:shouldChangeCharactersIn:replacementString:):
  /// let rules = InputRules(maxLength: 5)
  /// rules.evaluate("hello", replacingUTF16Location: 1, length: 3, with: "ELP")  // .accept
  /// rules.evaluate("hello", replacingUTF16Location: 5, length: 0, with: "!")    // .reject([.tooLong(limit: 5, length: 6)])
  /// rules.evaluate("hello", replacingUTF16Location: 9, length: 0, with: "!")
  /// // .reject([.invalidRange(.outOfBounds(location: 9, length: 0, utf16Count: 5))])
  /// ```
  ///
  /// A range that is negative, ends past the text, or splits a surrogate
  /// pair is rejected with ``InputViolation/invalidRange(_:)``, never a trap.
  public func evaluate(
    _ text: String, replacingUTF16Location location: Int, length: Int,
    with replacement: String, isComposing: Bool = false
  ) -> InputDecision {
    switch text.scalarAlignedRange(utf16Location: location, length: length) {
    case .failure(let problem):
      return .reject([.invalidRange(problem)])
    case .success(let range):
      return decision(for: evaluateEdit(text, range, replacement, isComposing: isComposing), in: text)
    }
  }

  /// Judges replacing `range` of `text` with `replacement`.
  ///
  /// - Parameters:
  ///   - text: the field's text before the edit.
  ///   - range: the replaced part (empty for an insertion at the caret).
  ///   - replacement: the typed, pasted or committed text (empty to delete).
  ///   - isComposing: true while an input method's marked text is being
  ///     composed: such edits are always accepted (pinyin "ni" does not count
  ///     toward the limit); judge the committed text with `false`.
  ///
  /// ```swift
  /// let rules = InputRules(maxLength: 3, allowsEmoji: false)
  /// let text = "ab"
  /// rules.evaluate(text, replacing: text.endIndex..<text.endIndex, with: "c😀d")
  /// // .adjusted(text: "abc", caretUTF16Offset: 3, reasons: [.emoji("😀"), .tooLong(limit: 3, length: 4)])
  /// ```
  ///
  /// Deletions are accepted. Otherwise the inserted text is screened
  /// (emoji and disallowed Characters removed), a decimal number normalized,
  /// and the rest cut to the length left after subtracting the replaced
  /// range: ``InputDecision/accept`` when nothing had to change,
  /// ``InputDecision/adjusted(text:caretUTF16Offset:reasons:)`` when
  /// something was kept, ``InputDecision/reject(_:)`` when nothing was.
  /// Cost: one pass over the text (measuring what is kept around the edit)
  /// plus one over the inserted text.
  public func evaluate(
    _ text: String, replacing range: Range<String.Index>, with replacement: String,
    isComposing: Bool = false
  ) -> InputDecision {
    guard let range = text.scalarAlignedRange(range) else {
      return .reject([.invalidRange(.invalidIndex)])
    }
    return decision(for: evaluateEdit(text, range, replacement, isComposing: isComposing), in: text)
  }

  /// The outcome of an edit before it is turned into a decision.
  enum EditOutcome {
    case accept
    case reject(ViolationList)
    case adjusted(EditPieces, ViolationList)
  }

  func decision(for outcome: EditOutcome, in text: String) -> InputDecision {
    switch outcome {
    case .accept:
      return .accept
    case .reject(let violations):
      return .reject(violations.items)
    case .adjusted(let pieces, let violations):
      return .adjusted(text: pieces.text, caretUTF16Offset: pieces.caretUTF16Offset, reasons: violations.items)
    }
  }

  /// The engine. `range` is scalar-aligned and within `text`.
  /// `rejectsEllipsis` is false for ``sanitized(_:)``, where "…" in a numeric
  /// field is simply removed.
  func evaluateEdit(
    _ text: String, _ range: Range<String.Index>, _ replacement: some StringProtocol,
    isComposing: Bool, rejectsEllipsis: Bool = true
  ) -> EditOutcome {
    // Deletions always pass; so does marked text while it is composed.
    if replacement.isEmpty || isComposing { return .accept }

    var violations = ViolationList()
    if rejectsEllipsis, numericMode != nil, replacement.unicodeScalars.contains("\u{2026}") {
      // Autocorrect turned "..." into "…": restore the previous text rather
      // than delete the replaced dots.
      violations.add(.ellipsisInNumber)
      return .reject(violations)
    }

    let prefix = text[..<range.lowerBound]
    let suffix = text[range.upperBound...]
    var pieces = EditPieces(
      prefix: prefix,
      inserted: screen(replacement, after: prefix, before: suffix, violations: &violations),
      suffix: suffix)

    if let limits = decimalLimits, !pieces.inserted.isEmpty {
      guard pieces.normalizeDecimal(
        maxIntegerDigits: limits.integerDigits, maxFractionDigits: limits.fractionDigits,
        violations: &violations)
      else { return .reject(violations) }
    }

    if let limit = maxLength, !pieces.inserted.isEmpty {
      fitLength(of: &pieces, limit: limit, violations: &violations)
    }

    if violations.isEmpty { return .accept }
    if pieces.inserted.isEmpty { return .reject(violations) }
    let changedAroundEdit = pieces.prefix.utf8.count != prefix.utf8.count
      || pieces.suffix.utf8.count != suffix.utf8.count
    if changedAroundEdit, pieces.text == text { return .reject(violations) }
    return .adjusted(pieces, violations)
  }

  /// Cuts the inserted text to what the limit leaves after the prefix and
  /// suffix: one measure of each, then `prefix(_:fitting:)` over the
  /// inserted text alone (never re-measuring the field per Character).
  func fitLength(of pieces: inout EditPieces, limit: Int, violations: inout ViolationList) {
    let around = metric.measure(pieces.prefix) + metric.measure(pieces.suffix)
    let insertedLength = metric.measure(pieces.inserted)
    let total = around + insertedLength - boundaryMergeSaving(pieces)
    guard total > limit else { return }
    violations.add(.tooLong(limit: limit, length: total))
    let budget = limit - around
    pieces.inserted = budget > 0 ? String(metric.prefix(pieces.inserted, fitting: budget)) : ""
  }

  /// How much shorter the result is than the sum of its pieces because the
  /// inserted text's first or last Character joins its neighbour into one
  /// Character ("e" + U+0301 is one Character "é"). Constant cost.
  func boundaryMergeSaving(_ pieces: EditPieces) -> Int {
    var saving = 0
    if let before = pieces.prefix.last, let first = pieces.inserted.first {
      saving += mergeSaving(before, first)
    }
    if let last = pieces.inserted.last, let after = pieces.suffix.first {
      saving += mergeSaving(last, after)
    }
    return saving
  }

  private func mergeSaving(_ left: Character, _ right: Character) -> Int {
    var merged = String(left)
    merged.append(right)
    guard merged.count == 1 else { return 0 }
    return metric.measure(String(left)) + metric.measure(String(right)) - metric.measure(merged)
  }
}
