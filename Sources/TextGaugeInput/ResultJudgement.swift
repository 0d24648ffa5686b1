import TextGauge

// The engine judges the text the user will see, not the inserted string:
// an edit can join its neighbours into one Character (`1` typed before
// U+20E3 makes a keycap, U+FE0F after ❤ makes ❤️, a regional indicator
// beside a lone one makes a flag, UAX #29 GB9/GB11/GB12) or split one (a ZWJ
// or U+FE0E typed inside a sequence). So the rules are checked on the
// Characters of the resulting text that the edit touches, extended to
// Character boundaries on both sides.

extension StringProtocol {
  /// The number of regional indicators in the run that ends at `i`,
  /// counted in this text (a substring's run starts no earlier than the
  /// substring): `UTF8Bytes.regionalIndicatorsBefore`, four indicators a step.
  func regionalIndicators(endingAt i: Index) -> Int {
    let end = utf8.distance(from: startIndex, to: i)
    if let found = utf8.withContiguousStorageIfAvailable({ bytes in
      bytes.baseAddress.map { UTF8Bytes.regionalIndicatorsBefore($0, end: end) } ?? 0
    }) {
      return found
    }
    var count = 0
    var j = i
    while j > startIndex {
      let previous = unicodeScalars.index(before: j)
      guard unicodeScalars[previous].value &- 0x1F1E6 < 26 else { break }
      count += 1
      j = previous
    }
    return count
  }

  /// A Character boundary shortly before `i` when a run of regional
  /// indicators ends at `i`, so that the standard library's backward
  /// grapheme breaking (which counts back over the whole run to find the
  /// pairing, UAX #29 GB12/GB13) can work on a short substring instead.
  /// Indicators pair from the start of their run, so the run's start plus
  /// any even number of indicators (at least two) is a boundary.
  func nearbyBoundary(before i: Index) -> Index? {
    let found = regionalIndicators(endingAt: i)
    guard found >= 3 else { return nil }
    let keep = found % 2 == 0 ? 2 : 1
    return utf8.index(i, offsetBy: -4 * keep)
  }

  /// The start of the Character before the boundary `i`, as
  /// `index(before:)`, without counting back over a long run of indicators.
  func index(characterBefore i: Index) -> Index {
    EditWork.step()
    if let nearby = nearbyBoundary(before: i) { return self[nearby...].index(before: i) }
    return index(before: i)
  }

  /// The end of the Character that starts at the Character boundary `i`,
  /// as `index(after:)`, which first rounds an index that was not made by
  /// Character steps (a UTF-8 offset) down to a boundary by breaking
  /// backwards: over a long run of regional indicators, the whole run.
  /// Stepping in a substring that starts at `i` needs no rounding, and is
  /// exact because what follows a boundary breaks the same without what
  /// precedes it (a run of indicators is cut at an even count).
  func index(characterAfter i: Index) -> Index {
    self[i...].index(after: i)
  }

  /// `last`, without counting back over a long run of indicators (a text
  /// field's text before the caret is such a substring).
  var lastCharacter: Character? {
    isEmpty ? nil : self[index(characterBefore: endIndex)...].first
  }
}

extension String {
  /// The Character boundary at or before `i` (a scalar-aligned index).
  /// Costs the Characters stepped over, plus a byte count of the run of
  /// regional indicators before `i`.
  func characterBoundary(atOrBefore i: Index) -> Index {
    if i <= startIndex || i >= endIndex { return i }
    EditWork.step(3)
    let from = nearbyBoundary(before: i) ?? startIndex
    let text = self[from...]
    // `index(before:)` rounds `i` down to a boundary and steps back one
    // Character; it must not step back from the first Character.
    let firstEnd = text.index(after: text.startIndex)
    if i < firstEnd { return text.startIndex }
    return text.index(after: text.index(before: i))
  }

  /// The Character boundary at or after `i`.
  func characterBoundary(atOrAfter i: Index) -> Index {
    let down = characterBoundary(atOrBefore: i)
    return down == i ? i : index(after: down)
  }
}

/// The Characters an edit touches in the text after it.
struct TouchedCharacters {
  /// The text after the edit.
  let text: String
  /// Where the edit's own text is in `text` (empty for a deletion).
  let edit: Range<String.Index>
  /// The touched Characters: `edit` extended to Character boundaries, over
  /// a neighbour that changed (joined, split or re-paired) and over a
  /// following run of regional indicators, whose pairing the edit may shift.
  let range: Range<String.Index>

  /// - Parameters:
  ///   - before: the text before the edit, to tell an unchanged neighbour
  ///     from one the edit split; nil when the edit rewrote the text around
  ///     it (a normalized number), so that both neighbours are judged.
  ///   - replaced: the replaced range of `before`.
  ///   - text: the resulting text when the caller has built it already.
  init(
    prefix: Substring, inserted: some StringProtocol, suffix: Substring, before: String?, replaced: Range<String.Index>?,
    text: String? = nil
  ) {
    EditWork.step(2)
    let text = text ?? concatenated(prefix, inserted, suffix)
    self.text = text
    let lower = text.utf8.index(text.startIndex, offsetBy: prefix.utf8.count)
    let upper = text.utf8.index(lower, offsetBy: inserted.utf8.count)
    edit = lower..<upper

    var start = text.characterBoundary(atOrBefore: lower)
    if start == lower, start > text.startIndex {
      let neighbour = text.index(characterBefore: start)
      if !Self.unchanged(text[neighbour..<start], endingAt: replaced?.lowerBound, in: before) { start = neighbour }
    }
    var end = text.characterBoundary(atOrAfter: upper)
    if end == upper, end < text.endIndex {
      let neighbour = text.index(characterAfter: end)
      if !Self.unchanged(text[end..<neighbour], startingAt: replaced?.upperBound, in: before) { end = neighbour }
    }
    // UAX #29 GB12/GB13: the indicators after the edit pair from the start
    // of their run; when the edit changes the parity of the indicators just
    // before them, every pair of the run changes, so the run is touched.
    func isIndicator(_ scalar: Unicode.Scalar) -> Bool { scalar.value &- 0x1F1E6 < 26 }
    func indicatorsBefore(_ i: String.Index, in text: String) -> Int { text.regionalIndicators(endingAt: i) }
    var mayRepair = false
    if upper < text.endIndex, isIndicator(text.unicodeScalars[upper]) {
      if let before, let replaced {
        mayRepair = indicatorsBefore(upper, in: text) % 2 != indicatorsBefore(replaced.upperBound, in: before) % 2
      } else {
        mayRepair = true
      }
    }
    while mayRepair, end < text.endIndex, isIndicator(text.unicodeScalars[end]) {
      EditWork.step()
      end = text.index(characterAfter: end)
    }
    range = start..<end
  }

  /// Whether `character` was the Character of `before` ending at `boundary`.
  static func unchanged(_ character: Substring, endingAt boundary: String.Index?, in before: String?) -> Bool {
    guard let before, let boundary, boundary > before.startIndex,
      before.characterBoundary(atOrBefore: boundary) == boundary
    else { return false }
    let old = before.index(characterBefore: boundary)
    return before.unicodeScalars[old..<boundary].elementsEqual(character.unicodeScalars)
  }

  /// Whether `character` was the Character of `before` starting at `boundary`.
  static func unchanged(_ character: Substring, startingAt boundary: String.Index?, in before: String?) -> Bool {
    guard let before, let boundary, boundary < before.endIndex,
      before.characterBoundary(atOrBefore: boundary) == boundary
    else { return false }
    let old = before.index(characterAfter: boundary)
    return before.unicodeScalars[boundary..<old].elementsEqual(character.unicodeScalars)
  }
}

extension InputRules {
  /// What breaks the rules in the Characters an edit touches (emoji,
  /// disallowed Characters, a second "."), in the whole number (decimal
  /// mode), and in the length of the whole resulting text. Empty means the
  /// edit leaves no violation that was not there before.
  ///
  /// Cost: the touched Characters, plus one pass over the text for the
  /// length (with a Character-counting metric, or any metric when there
  /// is a limit) and for a second "." or a decimal number.
  ///
  /// `knownLength` is the resulting text's length when the caller has
  /// measured it already; `lengthBefore` the text's length before a
  /// deletion (`Int.max` when a deletion cannot lengthen it).
  func violations(
    in touched: TouchedCharacters, isDeletion: Bool, lengthBefore: Int?, knownLength: Int? = nil
  ) -> ViolationList {
    var violations = ViolationList()
    let text = touched.text
    let range = touched.range

    // Emoji: a match counts when it overlaps a touched Character or spans
    // the place of the edit (a ZWJ chain joined across a deletion). The
    // scan starts one Character before, so a sequence starting there and
    // reaching into the touched ones is seen whole.
    if blocksEmoji {
      let scanStart = range.lowerBound > text.startIndex ? text.index(characterBefore: range.lowerBound) : range.lowerBound
      let scanEnd = range.upperBound < text.endIndex ? text.index(characterAfter: range.upperBound) : range.upperBound
      for match in text[scanStart..<scanEnd].emojiMatches(policy: emojiPolicy) {
        let overlaps = match.range.lowerBound < range.upperBound && range.lowerBound < match.range.upperBound
        let spansEdit = match.range.lowerBound < touched.edit.lowerBound && touched.edit.lowerBound < match.range.upperBound
        if overlaps || spansEdit, let violation = violation(ofEmoji: match) {
          violations.add(violation)
        }
      }
    }

    var index = range.lowerBound
    while index < range.upperBound {
      EditWork.step()
      let next = text.index(characterAfter: index)
      if let violation = violation(of: text[index], isEmoji: false) { violations.add(violation) }
      index = next
    }

    if allowsOnlyOneDecimalPoint, text[range].contains("."),
      text.utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count > 1  // one byte pass
    {
      violations.add(.secondDecimalPoint)
    }

    // A deletion may leave "00" or ".5" until the next edit (documented on
    // NumericMode): it never adds a digit.
    if decimalLimits != nil, !isDeletion {
      for found in self.violations(inDecimal: text) { violations.add(found) }
    }

    if let limit = maxLength, lengthBefore != .max, !metric.isWithin(limit, utf8Count: text.utf8.count) {
      let length = knownLength ?? metric.measure(text)
      if knownLength == nil { EditWork.pass() }
      // An edit must not lengthen a text that is over the limit; a
      // deletion that leaves it over (but shorter) is fine.
      if length > limit, length > (lengthBefore ?? -1) {
        violations.add(.tooLong(limit: limit, length: length))
      }
    }
    return violations
  }

  /// The decimal-form violations of a text (leading ".", redundant leading
  /// zero, too many digits on either side), ignoring other Characters.
  func violations(inDecimal text: String) -> [InputViolation] {
    guard let limits = decimalLimits else { return [] }
    var found: [InputViolation] = []
    var integerDigits = 0, fractionDigits = 0, leadingZero = false, pastPoint = false, first = true
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        if first { found.append(.leadingDecimalPoint) }
        if pastPoint { continue }
        pastPoint = true
      } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if pastPoint {
          fractionDigits += 1
        } else {
          if integerDigits == 1, leadingZero { found.append(.redundantLeadingZero) }
          if first, byte == UInt8(ascii: "0") { leadingZero = true }
          integerDigits += 1
        }
      } else {
        continue
      }
      first = false
    }
    if integerDigits > limits.integerDigits {
      found.append(.tooManyIntegerDigits(limit: limits.integerDigits, count: integerDigits))
    }
    if fractionDigits > limits.fractionDigits {
      found.append(.tooManyFractionDigits(limit: limits.fractionDigits, count: fractionDigits))
    }
    return found
  }
}
