import TextGauge

// A whole text judged in one pass when the rules are only lengths and
// guards: `CharacterTally` counts Characters, scalars, UTF-16 units and
// columns together and hands over the Characters holding a scalar a guard
// may refuse, so that a policy of three limits and every guard reads the
// text once rather than once per limit, once for the guards and once more
// for the Characters. It answers only "nothing is broken": a text that
// breaks anything is judged by the walk of `violations(in:)`, which says
// what and where, so the answers are the walk's.

extension InputRules {
  /// Whether the rules judge nothing on Characters but the guards, so that
  /// a text is judged by its lengths and the guards alone.
  var judgesOnlyLengthsAndGuards: Bool {
    !blocksEmoji && numericMode == nil && allowedCharacters == nil && isAllowed == nil && allowedScalars.isEmpty
      && !allowsOnlyOneDecimalPoint
  }

  /// Whether `text` surely breaks nothing, found in one pass: true when
  /// the rules judge only lengths and guards (`judgesOnlyLengthsAndGuards`)
  /// and every length is within its limits and no Character breaks a
  /// guard. False means "judge it Character by Character", not that
  /// something is broken.
  func passesInOnePass(_ text: some StringProtocol) -> Bool {
    guard judgesOnlyLengthsAndGuards else { return false }
    return text.withUTF8Bytes { bytes in
      // What the pass counts: what a guard or a limit needs. A limit that
      // the bytes alone show is kept needs nothing: Characters, scalars,
      // UTF-16 units and columns are each at most the UTF-8 byte count (a
      // column takes at least one byte, `DisplayWidth.scan`).
      var ambiguous: AmbiguousWidth?
      // twitter-text's invalid characters alone (the `x` preset) are found
      // by the pass of a weighted maximum, which reads every scalar they
      // could be, judged here with them (`fusedLimit`: -1 for `maxLength`,
      // else an index of `limits`), or without one by a byte search;
      // other guards judge Characters in the tally.
      let guardsByBytes = guards.judgesOnlyTwitterInvalidCharacters
      var fusedLimit: Int?
      if guardsByBytes {
        if let maxLength, case .weighted(let weights) = metric {
          guard weights.fitsHoldingNoTwitterInvalid(bytes, maximum: maxLength) else { return false }
          fusedLimit = -1
        } else if let index = limits.firstIndex(where: { $0.maximum != nil && $0.metric.isWeighted }),
          case .weighted(let weights) = limits[index].metric, let maximum = limits[index].maximum
        {
          guard weights.fitsHoldingNoTwitterInvalid(bytes, maximum: maximum) else { return false }
          fusedLimit = index
        } else if TextGuards.holdsTwitterInvalidCharacter(bytes) {
          return false
        }
      }
      var needsTally = !guardsByBytes && (guards.judgesScalars || guards.maxScalarsPerCharacter != nil)
      // A limit the byte count keeps is not measured: a maximum at least the
      // byte count of a metric never above it, a minimum of 0, or of 1 for a
      // text that is not empty in a metric that counts every scalar.
      func surelyKept(_ metric: TextMetric, _ maximum: Int?, _ minimum: Int?) -> Bool {
        if let maximum, !(bytes.count <= maximum && metric.isAtMostUTF8Count) { return false }
        if let minimum, !(minimum <= 0 || (minimum == 1 && !bytes.isEmpty && metric.isPositiveOnNonemptyText)) {
          return false
        }
        return true
      }
      // Whether some limit is measured after the pass (none, when the
      // bytes keep them all).
      var measures = false
      func take(_ metric: TextMetric, maximum: Int?, minimum: Int?) {
        if surelyKept(metric, maximum, minimum) { return }
        measures = true
        switch metric {
        case .characters, .unicodeScalars, .utf16: needsTally = true
        case .displayWidth(let width):
          // The first width limit's ambiguous width (another is measured
          // by its kernel).
          if ambiguous == nil { ambiguous = width }
          needsTally = true
        case .utf8, .gb18030, .chineseWordCount, .custom, .weighted: break
        }
      }
      if maxLength != nil, fusedLimit != -1 { take(metric, maximum: maxLength, minimum: nil) }
      for (index, limit) in limits.enumerated() {
        // A fused limit's minimum is still to be judged.
        take(limit.metric, maximum: index == fusedLimit ? nil : limit.maximum, minimum: limit.minimum)
      }

      var tally = CharacterTally()
      if needsTally {
        let judgesScalars = !guardsByBytes && guards.judgesScalars
        // A Character holding a candidate is judged as the walk judges it:
        // alone (the guards look at nothing around it), as a string of its
        // own when it is short enough to be stored inline.
        guard
          let counted = CharacterTally.tally(
            bytes, ambiguous: ambiguous, flagsGuardCandidates: judgesScalars, flagsOutsideBMP: guards.fitsUTF8mb3,
            flagged: { start, end in
              if end - start <= 15 {
                let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                return guards.violation(of: character[...]) == nil
              }
              return guards.violation(
                of: Substring(text[text.index(atUTF8Offset: start)..<text.index(atUTF8Offset: end)])) == nil
            })
        else { return false }
        tally = counted
        if let most = guards.maxScalarsPerCharacter, tally.mostScalarsPerCharacter > most { return false }
      }
      guard measures else { return true }
      func length(_ metric: TextMetric) -> Int {
        tally.value(of: metric, utf8Count: bytes.count, ambiguous: ambiguous)
          ?? (metric.isCustom ? metric.measure(text) : metric.measure(wellFormedUTF8: bytes))
      }
      if let maxLength, fusedLimit != -1, !surelyKept(metric, maxLength, nil), length(metric) > maxLength {
        return false
      }
      for (index, limit) in limits.enumerated() {
        let maximum = index == fusedLimit ? nil : limit.maximum
        guard maximum != nil || limit.minimum != nil, !surelyKept(limit.metric, maximum, limit.minimum) else { continue }
        let value = length(limit.metric)
        if let maximum, value > maximum { return false }
        if let minimum = limit.minimum, value < minimum { return false }
      }
      return true
    }
  }
}

extension TextMetric {
  /// Whether the metric is never above the UTF-8 byte count: Characters,
  /// scalars, UTF-16 units and columns (a column takes at least one byte,
  /// `DisplayWidth.scan`), and the bytes themselves.
  var isAtMostUTF8Count: Bool {
    switch self {
    case .characters, .unicodeScalars, .utf16, .utf8, .displayWidth: true
    case .gb18030, .chineseWordCount, .custom, .weighted: false
    }
  }

  /// Whether a text that is not empty measures 1 at least: every
  /// Character, scalar, UTF-16 unit and byte counts.
  var isPositiveOnNonemptyText: Bool {
    switch self {
    case .characters, .unicodeScalars, .utf16, .utf8: true
    case .gb18030, .displayWidth, .chineseWordCount, .custom, .weighted: false
    }
  }

  /// Whether the metric is `.weighted`.
  var isWeighted: Bool {
    if case .weighted = self { return true }
    return false
  }

  /// Whether the metric is `.custom`, which weighs the text's own
  /// Characters (a `Substring`) rather than its bytes.
  var isCustom: Bool {
    if case .custom = self { return true }
    return false
  }
}
