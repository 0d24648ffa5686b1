import TextGauge

/// A violation found in a whole text, with where it is.
///
/// ```swift
/// let rules = InputRules(maxLength: 3, allowsEmoji: false)
/// for found in rules.violations(in: "ab😀cd") {
///   print(found.violation, found.characterOffset, found.utf16Offset)
/// }
/// // emoji("😀") 2 2
/// // tooLong(limit: 3, length: 5) 3 4
/// ```
public struct LocatedViolation: Sendable, Hashable {
  /// What is wrong.
  public var violation: InputViolation
  /// Where, counted in Characters from the start of the text (as the
  /// tables' Unicode version defines them: `graphemeClusters`). For
  /// ``InputViolation/tooLong(limit:length:)``, the first Character beyond
  /// the limit; for digit counts, the first digit too many.
  public var characterOffset: Int
  /// The same position in UTF-16 code units (what UIKit counts).
  public var utf16Offset: Int

  /// A located violation.
  ///
  /// ```swift
  /// LocatedViolation(violation: .secondDecimalPoint, characterOffset: 3, utf16Offset: 3)
  /// ```
  public init(violation: InputViolation, characterOffset: Int, utf16Offset: Int) {
    self.violation = violation
    self.characterOffset = characterOffset
    self.utf16Offset = utf16Offset
  }
}

extension InputRules {
  /// Everything in `text` that breaks the rules, in text order: a text that
  /// satisfies them gives `[]`.
  ///
  /// ```swift
  /// let amount = InputRules(numericMode: .decimal(maxIntegerDigits: 3, maxFractionDigits: 2))
  /// amount.violations(in: "007.125").map(\.violation)
  /// // [.redundantLeadingZero, .tooManyFractionDigits(limit: 2, count: 3)]
  /// ```
  ///
  /// Each Character is checked alone (emoji, allowed characters, a second
  /// "."), then the decimal number as a whole (leading ".", leading zeros,
  /// digit counts, over the digits and first "." only), then the length.
  // Specialized for the texts apps pass, so that a check from another
  // module reads the String's bytes without generic calls.
  @_specialize(where Text == String)
  @_specialize(where Text == Substring)
  public func violations<Text: StringProtocol>(in text: Text) -> [LocatedViolation] {
    // Lengths and guards alone, all kept: one pass says so.
    if passesInOnePass(text) { return [] }
    return walkedViolations(in: text)
  }

  /// ``violations(in:)`` found Character by Character, each limit measured
  /// by its own kernel: what the one pass (`passesInOnePass`) must agree
  /// with.
  func walkedViolations(in text: some StringProtocol) -> [LocatedViolation] {
    var found: [LocatedViolation] = []
    var emoji = emojiFlags(text)
    var hasDecimalPoint = false
    // The decimal number: digits and the first "." that passed, with places.
    var number: [(character: Substring, characterOffset: Int, utf16Offset: Int)] = []

    var characterOffset = 0
    var utf16Offset = 0
    var index = text.startIndex
    // A match over several Characters is reported once.
    var lastEmojiReported: String.Index?
    // When guards are the only rule on Characters, runs of Characters that
    // no guard can object to are passed over by a byte pass.
    let onlyGuards = judgesCharactersByGuardsAlone
    // A text the guards pass as a whole needs no walk at all.
    if onlyGuards, text.withUTF8Bytes({ guards.passes($0) }) { index = text.endIndex }
    // Rules of length alone judge no Character: no walk.
    while checksCharacters, index < text.endIndex {
      if onlyGuards {
        let from = text.utf8Offset(of: index)
        let run = text.withUTF8Bytes { guards.cleanRun($0, from: from) }
        if run.characters > 0 {
          let end = text.index(atUTF8Offset: run.end)
          characterOffset += run.characters
          utf16Offset += text[index..<end].utf16Count
          index = end
          if index == text.endIndex { break }
        }
      }
      // The data's Characters (UAX #29), as `.characters` counts them.
      let next = text.index(characterAfter: index)
      let character = Substring(text[index..<next])
      if let problem = guardViolation(of: character) {
        found.append(LocatedViolation(violation: problem, characterOffset: characterOffset, utf16Offset: utf16Offset))
      }
      let emojiFound = emoji?.matches(overlapping: index..<next) ?? []
      if let first = emojiFound.first {
        // Each emoji is named at its own place (the 🏻 of `王🏻`, one UTF-16
        // unit after the Character's start); the scalars before it are
        // judged as a Character of their own.
        let before = first.range.lowerBound > index ? text[index..<first.range.lowerBound] : ""
        for prefixCharacter in before.graphemeClusters {
          if let problem = violation(of: prefixCharacter) {
            found.append(LocatedViolation(violation: problem, characterOffset: characterOffset, utf16Offset: utf16Offset))
          }
        }
        for match in emojiFound where match.range.lowerBound != lastEmojiReported {
          lastEmojiReported = match.range.lowerBound
          guard let problem = violation(ofEmoji: match) else { continue }
          let offset = match.range.lowerBound > index
            ? utf16Offset + text[index..<match.range.lowerBound].utf16Count : utf16Offset
          found.append(LocatedViolation(violation: problem, characterOffset: characterOffset, utf16Offset: offset))
        }
      } else {
        var problem = violation(of: character)
        if problem == nil, character == ".", allowsOnlyOneDecimalPoint {
          if hasDecimalPoint { problem = .secondDecimalPoint } else { hasDecimalPoint = true }
        }
        if let problem {
          found.append(LocatedViolation(violation: problem, characterOffset: characterOffset, utf16Offset: utf16Offset))
        }
        if problem == nil, decimalLimits != nil {
          // An allowed Character of a number is one digit or ".".
          number.append((character, characterOffset, utf16Offset))
        }
      }
      characterOffset += 1
      utf16Offset += text[index..<next].utf16Count  // the byte core, no UTF-16 breadcrumbs
      index = next
    }

    if let limits = decimalLimits {
      found += decimalViolations(number, limits: limits)
    }

    if let limit = maxLength {
      let length = metric.measure(text)
      if length > limit {
        let fitting = metric.prefix(text, fitting: limit)
        found.append(LocatedViolation(
          violation: .tooLong(limit: limit, length: length),
          characterOffset: fitting.graphemeClusters.count, utf16Offset: fitting.utf16Count))
      }
    }
    for (index, limit) in limits.enumerated() where limit.maximum != nil || limit.minimum != nil {
      let length = limit.metric.measure(text)
      if let maximum = limit.maximum, length > maximum {
        let fitting = limit.metric.prefix(text, fitting: maximum)
        found.append(LocatedViolation(
          violation: .overLimit(index: index, limit: maximum, length: length),
          characterOffset: fitting.graphemeClusters.count, utf16Offset: fitting.utf16Count))
      }
      if let minimum = limit.minimum, length < minimum {
        // Short as a whole: it fails where the text ends.
        found.append(LocatedViolation(
          violation: .underLimit(index: index, minimum: minimum, length: length),
          characterOffset: text.graphemeClusters.count, utf16Offset: text.utf16Count))
      }
    }
    // Stable: violations at one place keep the order above. Positions are sorted, not violations:
    // Embedded Swift (WebAssembly) compiles a sort per element type, and one of `Int`s is there anyway.
    return found.indices
      .sorted { (found[$0].utf16Offset, $0) < (found[$1].utf16Offset, $1) }.map { found[$0] }
  }

  /// Whether guards are the only rule that judges Characters: a text
  /// whose bytes the guards pass (`TextGuards.passes`) then breaks none.
  var judgesCharactersByGuardsAlone: Bool {
    checksCharacters && !guards.isEmpty && !blocksEmoji && numericMode == nil
      && allowedCharacters == nil && isAllowed == nil && allowedScalars.isEmpty && !allowsOnlyOneDecimalPoint
  }

  /// Whether the well-formed UTF-8 `bytes` break no rule: whether
  /// ``violations(in:)`` is empty, answered from the bytes when no rule but
  /// the lengths (and guards the bytes pass) judges the text, by each
  /// limit's kernel measuring no further than its maximum; otherwise by
  /// ``violations(in:)`` of the bytes as a String. What a column of
  /// verdicts runs per row (C's `tg_policy_accepts_column`).
  package func accepts(wellFormedUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    if checksCharacters, !(judgesCharactersByGuardsAlone && guards.passes(bytes)) {
      return violations(in: String(decoding: bytes, as: UTF8.self)).isEmpty
    }
    if let limit = maxLength, !Self.fits(bytes, metric, maximum: limit) { return false }
    for limit in limits {
      if let maximum = limit.maximum, !Self.fits(bytes, limit.metric, maximum: maximum) { return false }
      if let minimum = limit.minimum, limit.metric.measure(wellFormedUTF8: bytes) < minimum { return false }
    }
    return true
  }

  /// Whether the length of `bytes` in `metric` is at most `maximum` (a
  /// negative maximum, which every length exceeds, included).
  private static func fits(_ bytes: UnsafeBufferPointer<UInt8>, _ metric: TextMetric, maximum: Int) -> Bool {
    maximum >= 0 && metric.fits(wellFormedUTF8: bytes, budget: maximum)
  }

  private func decimalViolations(
    _ number: [(character: Substring, characterOffset: Int, utf16Offset: Int)],
    limits: (integerDigits: Int, fractionDigits: Int)
  ) -> [LocatedViolation] {
    var found: [LocatedViolation] = []
    func report(_ violation: InputViolation, at position: Int) {
      let place = number[position]
      found.append(LocatedViolation(
        violation: violation, characterOffset: place.characterOffset, utf16Offset: place.utf16Offset))
    }
    guard !number.isEmpty else { return [] }
    if number[0].character == "." { report(.leadingDecimalPoint, at: 0) }
    let point = number.firstIndex { $0.character == "." } ?? number.count
    if point >= 2, number[0].character == "0" { report(.redundantLeadingZero, at: 0) }
    if point > limits.integerDigits {
      report(.tooManyIntegerDigits(limit: limits.integerDigits, count: point), at: limits.integerDigits)
    }
    let fractionDigits = number.count - min(number.count, point + 1)
    if fractionDigits > limits.fractionDigits {
      report(
        .tooManyFractionDigits(limit: limits.fractionDigits, count: fractionDigits),
        at: point + 1 + limits.fractionDigits)
    }
    return found
  }

  /// `text` with what the rules do not allow removed and cut to fit: what
  /// pasting it into an empty field gives. Returns "" when the paste would
  /// be rejected (e.g. more integer digits than a decimal field allows, or
  /// anything a numeric field cannot read without changing the number: see
  /// ``NumericMode``).
  ///
  /// ```swift
  /// InputRules(maxLength: 5, allowsEmoji: false).sanitized("hi 👋 there")  // "hi  t"
  /// InputRules(numericMode: .digits).sanitized("+1 (555) 010-9999")         // "15550109999"
  /// InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2)).sanitized("１２。５")  // "12.5"
  /// ```
  public func sanitized(_ text: some StringProtocol) -> String {
    let empty = ""
    let text = String(text)
    switch evaluateEdit(empty, empty.startIndex..<empty.endIndex, text[...], isComposing: false) {
    case .accept: return text
    case .reject: return ""
    case .adjusted(let pieces, _): return pieces.text
    }
  }
}
