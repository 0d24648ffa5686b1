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
      return decision(for: evaluateEdit(text, range, replacement[...], isComposing: isComposing), in: text)
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
  /// // .adjusted(text: "abc", caretUTF16Offset: 3, violations: [.emoji("😀"), .tooLong(limit: 3, length: 4)])
  /// ```
  ///
  /// Deletions are accepted unless the text they leave breaks a rule where
  /// they were. Otherwise the inserted text is screened (emoji and
  /// disallowed Characters removed), a decimal number normalized, the rest
  /// cut to the length left after subtracting the replaced range (never in
  /// a numeric mode), and the result judged on the Characters the edit
  /// touches: ``InputDecision/accept`` when nothing had to change,
  /// ``InputDecision/adjusted(text:caretUTF16Offset:violations:)`` when
  /// something was kept and the result breaks no rule,
  /// ``InputDecision/reject(_:)`` otherwise.
  /// Cost: the edit and the Characters it touches, plus one pass over the
  /// text to measure it (none when its UTF-8 size is within a `.characters`,
  /// `.unicodeScalars`, `.utf16` or `.utf8` limit or half a `.gb18030`
  /// limit; three when a paste is cut to fit). A keystroke that joins no
  /// Character with its neighbours and breaks no rule is judged from the
  /// Characters on either side of it.
  public func evaluate(
    _ text: String, replacing range: Range<String.Index>, with replacement: String,
    isComposing: Bool = false
  ) -> InputDecision {
    guard let range = text.scalarAlignedRange(range) else {
      return .reject([.invalidRange(.invalidIndex)])
    }
    return decision(for: evaluateEdit(text, range, replacement[...], isComposing: isComposing), in: text)
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
      return .adjusted(text: pieces.text, caretUTF16Offset: pieces.caretUTF16Offset, violations: violations.items)
    }
  }

  /// The engine. `range` is scalar-aligned and within `text`.
  ///
  /// The outcome is judged on the resulting text: an accepted or adjusted
  /// edit leaves no violation in the Characters it touches (extended to
  /// Character boundaries, so joins and splits with the neighbours are
  /// seen), no decimal-form violation, and a length within the limit (or,
  /// for a deletion, no longer than before); otherwise it is rejected and
  /// the text stays as it was. The Characters are judged in a window of the
  /// resulting text (``TouchedCharacters``); the whole text is built only
  /// for an adjusted edit, which returns it.
  ///
  /// `lengthBefore` is the text's length under ``metric`` when the caller
  /// knows it (``InputField``): the length after the edit is then found
  /// from the window alone, and `lengthAfter` is set to it whenever it was
  /// computed.
  func evaluateEdit(
    _ text: String, _ range: Range<String.Index>, _ replacement: Substring,
    isComposing: Bool, lengthBefore: Int? = nil
  ) -> EditOutcome {
    var lengthAfter: Int?
    return evaluateEdit(
      text, range, replacement, isComposing: isComposing,
      lengthBefore: lengthBefore, lengthAfter: &lengthAfter)
  }

  func evaluateEdit(
    _ text: String, _ range: Range<String.Index>, _ replacement: Substring,
    isComposing: Bool, lengthBefore knownLength: Int?, committedLengthBefore: Int? = nil,
    lengthAfter: inout Int?
  ) -> EditOutcome {
    var limitLengths: [Int]?
    var updated = false
    return evaluateEdit(
      text, range, replacement, isComposing: isComposing, lengthBefore: knownLength,
      committedLengthBefore: committedLengthBefore, lengthAfter: &lengthAfter, limitLengths: &limitLengths,
      updated: &updated)
  }

  /// The engine, with each of ``limits``' lengths before the edit when the
  /// caller keeps them (``InputField``): `limitLengths`, in ``limits``
  /// order. When the edit is accepted and the engine found the lengths
  /// after it, they are written over them in place and `updated` is set;
  /// otherwise they are left as they were.
  func evaluateEdit(
    _ text: String, _ range: Range<String.Index>, _ replacement: Substring,
    isComposing: Bool, lengthBefore knownLength: Int?, committedLengthBefore: Int? = nil,
    lengthAfter: inout Int?, limitLengths: inout [Int]?, updated: inout Bool
  ) -> EditOutcome {
    let outcome = evaluateEditWithinMaxLength(
      text, range, replacement, isComposing: isComposing, lengthBefore: knownLength,
      committedLengthBefore: committedLengthBefore, lengthAfter: &lengthAfter)
    guard !limits.isEmpty, !isComposing else { return outcome }
    return withinLimits(
      outcome, text, range, replacement, lengthBefore: knownLength, committedLengthBefore: committedLengthBefore,
      lengthAfter: &lengthAfter, limitLengths: &limitLengths, updated: &updated)
  }

  /// The engine for every rule but ``limits``.
  private func evaluateEditWithinMaxLength(
    _ text: String, _ range: Range<String.Index>, _ replacement: Substring,
    isComposing: Bool, lengthBefore knownLength: Int?, committedLengthBefore: Int? = nil,
    lengthAfter: inout Int?
  ) -> EditOutcome {
    // Marked text is accepted while it is composed.
    if isComposing { return .accept }
    let prefix = text[..<range.lowerBound]
    let suffix = text[range.upperBound...]

    if replacement.isEmpty {
      // A deletion is accepted unless it forms an emoji or a disallowed
      // Character from what it joins (deleting 🤵 from `🇬🤵🇸` pairs a flag),
      // or makes the text longer than the limit and than before (deleting
      // the ZWJ of a family under `.characters`).
      // The lengths are needed only when the text left may be over the
      // limit (or the caller keeps the length).
      let mayLengthen = maxLength.map {
        !metric.weighsScalars && !metric.isWithin($0, utf8Count: prefix.utf8.count + suffix.utf8.count)
      } ?? false
      // With no rule on Characters, or a deletion that joins nothing
      // (`isCleanInsertion` of nothing), and a length that cannot grow,
      // only the length can object, and a deletion never makes a sum of
      // scalar weights longer: no window is needed.
      if !mayLengthen, knownLength == nil || metric.weighsScalars,
        !checksCharacters || isCleanInsertion("", into: text, replacing: range)
      {
        if let knownLength {
          lengthAfter = TextMetric.saturatingDifference(knownLength, metric.measure(text[range]))
        }
        return .accept
      }
      let touched = TouchedCharacters(editing: text, replacing: range, with: "")
      var lengthBefore = knownLength
      if mayLengthen, lengthBefore == nil {
        EditWork.pass()
        lengthBefore = metric.measure(text)
      }
      if mayLengthen || knownLength != nil {
        lengthAfter = metric.resultLength(of: touched, before: text, lengthBefore: lengthBefore)
      }
      let violations = violations(
        in: touched, of: EditPieces(prefix: prefix, inserted: "", suffix: suffix), isDeletion: true,
        length: mayLengthen ? lengthAfter : nil, lengthBefore: lengthBefore)
      return violations.isEmpty ? .accept : .reject(violations)
    }

    var violations = ViolationList()
    if numericMode != nil, replacement.unicodeScalars.contains("\u{2026}") {
      // Autocorrect turned "..." into "…": restore the previous text rather
      // than delete the replaced dots.
      violations.add(.ellipsisInNumber)
      return .reject(violations)
    }

    // A numeric field reads the insertion as a number first: forms mapped
    // to ASCII, formatting removed, anything that would change the value
    // rejected (NumericReading.swift).
    var insertion = String(replacement)
    var normalized = false
    if numericMode != nil {
      let digitBefore = prefix.utf8.last.map { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } ?? false
      switch readNumber(replacement, atFieldStart: !digitBefore, violations: &violations) {
      case .reject:
        return .reject(violations)
      case .read(let text, let changed):
        insertion = text
        normalized = changed
      }
    }

    // With no rule on Characters, screening keeps every Character; so it
    // does for a clean insertion (`isCleanInsertion`: it joins and splits
    // nothing and breaks no rule), which is then judged on its length.
    let clean =
      checksCharacters && numericMode == nil && !allowsOnlyOneDecimalPoint
      && isCleanInsertion(insertion, into: text, replacing: range)
    var pieces = EditPieces(
      prefix: prefix,
      inserted: checksCharacters && !clean
        ? screen(insertion, after: prefix, before: suffix, violations: &violations) : insertion,
      suffix: suffix)
    if numericMode != nil, violations.items.contains(.secondDecimalPoint) {
      // Two points are not one number: dropping one would make a number the
      // user did not type.
      return .reject(violations)
    }

    if let limits = decimalLimits, !pieces.inserted.isEmpty {
      guard pieces.normalizeDecimal(
        maxIntegerDigits: limits.integerDigits, maxFractionDigits: limits.fractionDigits,
        cutsSurplusFractionDigits: cutsSurplusPastedFractionDigits, violations: &violations)
      else { return .reject(violations) }
    }

    // Normalizing a number may rewrite the text around the edit ("0" + "7"
    // → "7"): then the whole (short) result is judged, both neighbours
    // included.
    let aroundChanged = pieces.prefix.utf8.count != prefix.utf8.count
      || pieces.suffix.utf8.count != suffix.utf8.count
    func window(_ pieces: EditPieces) -> TouchedCharacters {
      aroundChanged
        ? TouchedCharacters(prefix: pieces.prefix, inserted: pieces.inserted[...], suffix: pieces.suffix, before: nil, replaced: range)
        : TouchedCharacters(editing: text, replacing: range, with: pieces.inserted[...])
    }
    // A scalar metric adds up over the pieces: the text around the edit is
    // measured once (or found from the known length), whatever is inserted.
    // A Character metric is measured over the window of each result.
    // `touched` is the window of `pieces`, made when a Character metric
    // needs it.
    var aroundLength: Int?
    func length(_ pieces: EditPieces, _ touched: inout TouchedCharacters?) -> Int {
      guard metric.weighsScalars, !aroundChanged else {
        if touched == nil { touched = window(pieces) }
        return metric.resultLength(of: touched!, before: text, lengthBefore: aroundChanged ? nil : knownLength)
      }
      if aroundLength == nil {
        if let knownLength {
          aroundLength = knownLength - metric.scalarWeight(of: text[range])
        } else {
          EditWork.pass()
          aroundLength = metric.scalarWeight(of: prefix) + metric.scalarWeight(of: suffix)
        }
      }
      return aroundLength! + metric.scalarWeight(of: pieces.inserted)
    }

    // No length is measured when the bytes alone show that the result fits.
    func needsLength(_ pieces: EditPieces) -> Bool {
      guard let limit = maxLength else { return false }
      return !metric.isSurelyWithin(limit, utf8Count: pieces.prefix.utf8.count + pieces.inserted.utf8.count + pieces.suffix.utf8.count)
    }
    // A text that is already over the limit (a lowered limit, a draft from
    // a server) may still be edited: an edit that does not make it longer
    // than it was is accepted, so shortening is always possible. Its length
    // before the edit is measured only when the result is over the limit.
    // (An ``InputField`` committing marked text gives the length without
    // it, `committedLengthBefore`: the marked text never made the text long.)
    var overLongBefore = committedLengthBefore
    func allowedLength(_ limit: Int) -> Int {
      if overLongBefore == nil {
        if knownLength == nil { EditWork.pass() }
        overLongBefore = knownLength ?? metric.measure(text)
      }
      return max(limit, overLongBefore!)
    }
    var judged: TouchedCharacters?
    if let limit = maxLength, !pieces.inserted.isEmpty, needsLength(pieces) {
      var whole: TouchedCharacters?
      let total = length(pieces, &whole)
      if total <= limit {
        judged = whole
        lengthAfter = total
      } else {
        var around = pieces
        around.inserted = ""
        var aroundWindow: TouchedCharacters?
        let aroundLength = length(around, &aroundWindow)
        // A pure insertion: the text around it is the text before it.
        if overLongBefore == nil, range.isEmpty, !aroundChanged { overLongBefore = aroundLength }
        if total <= allowedLength(limit) {
          judged = whole
          lengthAfter = total
        } else {
          violations.add(.tooLong(limit: limit, length: total))
          // A number is never cut to fit: the rest would be another number.
          if numericMode != nil { return .reject(violations) }
          // Cut what is inserted to the length the text around it leaves;
          // the check below measures the result again, so a cut that a join
          // made too long is rejected rather than accepted.
          let budget = TextMetric.saturatingDifference(allowedLength(limit), aroundLength)
          pieces.inserted = budget > 0 ? String(metric.prefix(pieces.inserted, fitting: budget)) : ""
        }
      }
    }

    if pieces.inserted.isEmpty { return .reject(violations) }
    // The window is judged when a rule looks at Characters; the length alone
    // needs it only under a Character metric (made by `length`).
    // (A clean insertion cut to fit is judged in its window again.)
    let judgesCharacters = checksCharacters && !(clean && pieces.inserted.utf8.count == insertion.utf8.count)
    var touched = judgesCharacters || aroundChanged ? judged ?? window(pieces) : judged
    if lengthAfter == nil, needsLength(pieces) || knownLength != nil { lengthAfter = length(pieces, &touched) }
    let remaining =
      judgesCharacters
      ? self.violations(in: touched!, of: pieces, isDeletion: false, length: lengthAfter, lengthBefore: overLongBefore)
      : lengthViolations(length: lengthAfter, lengthBefore: overLongBefore)
    if !remaining.isEmpty {
      // What is kept still breaks a rule with its neighbours (`10` typed
      // before U+20E3 leaves the keycap `1⃣`): reject rather than change the
      // text outside the edit.
      // An emoji that the kept text forms only because the screening took
      // an emoji out is not the user's: the emoji already named say why
      // (`10` typed before U+20E3 names `0⃣`, not `1⃣` too).
      let namesEmoji = violations.items.contains { $0.isEmojiViolation }
      for violation in remaining.items where !(namesEmoji && violation.isEmojiViolation) {
        violations.add(violation)
      }
      return .reject(violations)
    }
    if violations.isEmpty, !normalized, pieces.inserted.utf8.count == replacement.utf8.count { return .accept }
    if aroundChanged, touched!.text == text { return .reject(violations) }
    return .adjusted(pieces, violations)
  }
}

extension TextMetric {
  /// ``measure(_:)`` for a metric that ``weighsScalars``: the byte kernel
  /// on the text's UTF-8 in place, without the generic entry point.
  func scalarWeight(of text: some StringProtocol) -> Int {
    text.isEmpty ? 0 : text.withUTF8Bytes { measure(wellFormedUTF8: $0) }
  }

  /// Whether any text of `utf8Count` bytes of UTF-8 measures at most
  /// `limit`: `isWithin`, and for GB 18030 twice the UTF-8 size, since every
  /// edition encodes ASCII in one byte and any other scalar, which takes at
  /// least two bytes of UTF-8, in two or four (GB 18030 §6: one-, two- and
  /// four-byte sequences).
  func isSurelyWithin(_ limit: Int, utf8Count: Int) -> Bool {
    if case .gb18030 = self { return utf8Count <= limit / 2 }
    return isWithin(limit, utf8Count: utf8Count)
  }

  /// The length of the edit's result: from the window when the metric adds
  /// up over Characters; measured whole when it does not (字数: a word can
  /// reach past the window's edges).
  func resultLength(of touched: TouchedCharacters, before: String, lengthBefore: Int?) -> Int {
    if !addsUpOverCharacters {
      EditWork.pass()
      guard let outside = touched.outside else { return measure(touched.text) }
      // A window over the whole text (an edit of an empty field) is the result.
      if outside.lowerBound == before.startIndex, outside.upperBound == before.endIndex { return measure(touched.text) }
      return measure(before[..<outside.lowerBound] + touched.text + before[outside.upperBound...])
    }
    return touched.resultLength(self, before: before, lengthBefore: lengthBefore)
  }
}

extension InputViolation {
  /// Whether the violation is about an emoji (blocked or too new).
  var isEmojiViolation: Bool {
    switch self {
    case .emoji, .emojiTooNew: true
    default: false
    }
  }
}

extension InputRules {
  /// `outcome`, the engine's judgement under every other rule, held to
  /// ``limits`` as well: an edit whose result measures more than a
  /// limit's maximum, and more than the text did before (shortening an
  /// over-long text is always possible), is cut to the longest prefix of
  /// what it inserts that fits every limit, and judged again; a deletion or
  /// a number that does not fit is rejected. Every limit is measured on the
  /// window of the result (`TouchedCharacters`), as ``maxLength`` is, one
  /// window for all of them; with `limitLengths` known, the text is not
  /// measured at all, and the lengths after an accepted edit are written
  /// over them (`updated`). The lengths live in buffers on the stack: a
  /// keystroke allocates nothing for them.
  fileprivate func withinLimits(
    _ outcome: EditOutcome, _ text: String, _ range: Range<String.Index>, _ replacement: Substring,
    lengthBefore knownLength: Int?, committedLengthBefore: Int?, lengthAfter: inout Int?, limitLengths: inout [Int]?,
    updated: inout Bool
  ) -> EditOutcome {
    let count = limits.count
    if let known = limitLengths, known.count != count { limitLengths = nil }
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * count) { buffer in
      // The lengths before the edit (`unknown` until measured), then those
      // of the result last judged.
      let unknown = Int.min
      let lengthsBefore = UnsafeMutableBufferPointer(rebasing: buffer[0..<count])
      let lengthsAfter = UnsafeMutableBufferPointer(rebasing: buffer[count..<2 * count])
      for index in 0..<count { lengthsBefore[index] = limitLengths?[index] ?? unknown }
      func before(_ index: Int) -> Int {
        if lengthsBefore[index] == unknown { lengthsBefore[index] = limits[index].metric.measure(text) }
        return lengthsBefore[index]
      }
      // The lengths the result may have: each maximum, or the length before
      // when the text is already over it.
      func allowed(_ index: Int, _ maximum: Int) -> Int { max(maximum, before(index)) }
      func length(_ index: Int, of touched: TouchedCharacters) -> Int {
        limits[index].metric.resultLength(of: touched, before: text, lengthBefore: before(index))
      }
      func fitsEveryLimit(_ inserted: Substring) -> Bool {
        let touched = TouchedCharacters(editing: text, replacing: range, with: inserted)
        return limits.indices.allSatisfy { index in
          guard let maximum = limits[index].maximum else { return true }
          return length(index, of: touched) <= allowed(index, maximum)
        }
      }
      var outcome = outcome
      var overLimits = ViolationList()
      // What the engine judged last: the replacement, then each cut of it.
      var current = String(replacement)[...]
      while true {
        let inserted: Substring
        switch outcome {
        case .reject(let violations):
          var all = violations
          for violation in overLimits.items { all.add(violation) }
          return .reject(all)
        case .accept:
          inserted = current
        case .adjusted(let pieces, _):
          inserted = Substring(pieces.inserted)
        }
        var broken = false
        let touched = TouchedCharacters(editing: text, replacing: range, with: inserted)
        for index in limits.indices {
          // A limit without a maximum is measured only to keep its length.
          guard limits[index].maximum != nil || limitLengths != nil else { continue }
          let after = length(index, of: touched)
          lengthsAfter[index] = after
          guard let maximum = limits[index].maximum else { continue }
          if after > allowed(index, maximum) {
            overLimits.add(.overLimit(index: index, limit: maximum, length: after))
            broken = true
          }
        }
        if !broken {
          if case .accept = outcome, overLimits.isEmpty, limitLengths != nil {
            for index in 0..<count { limitLengths![index] = lengthsAfter[index] }
            updated = true
          }
          guard !overLimits.isEmpty else { return outcome }
          switch outcome {
          case .accept, .reject:
            return .adjusted(
              EditPieces(prefix: text[..<range.lowerBound], inserted: String(inserted), suffix: text[range.upperBound...]),
              overLimits)
          case .adjusted(let pieces, let violations):
            var all = violations
            for violation in overLimits.items { all.add(violation) }
            return .adjusted(pieces, all)
          }
        }
        // A number is never cut (the rest would be another number); a
        // deletion has nothing to cut.
        if numericMode != nil || inserted.isEmpty { return .reject(overLimits) }
        // The longest prefix of Characters that fits every limit, by
        // bisection over the Character boundaries of what is inserted.
        var boundaries = [inserted.startIndex]
        var index = inserted.startIndex
        while index < inserted.endIndex {
          index = inserted.index(characterAfter: index)
          boundaries.append(index)
        }
        var (low, high) = (0, boundaries.count - 2)
        while low < high {
          let middle = (low + high + 1) / 2
          if fitsEveryLimit(inserted[..<boundaries[middle]]) { low = middle } else { high = middle - 1 }
        }
        let cut = inserted[..<boundaries[low]]
        // A fitting cut is shorter than what did not fit: the loop ends.
        guard !cut.isEmpty, fitsEveryLimit(cut) else { return .reject(overLimits) }
        current = cut
        outcome = evaluateEditWithinMaxLength(
          text, range, cut, isComposing: false, lengthBefore: knownLength,
          committedLengthBefore: committedLengthBefore, lengthAfter: &lengthAfter)
      }
    }
  }
}
