import TextGauge

// The engine judges the text the user will see, not the inserted string:
// an edit can join its neighbours into one Character (`1` typed before
// U+20E3 makes a keycap, U+FE0F after ❤ makes ❤️, a regional indicator
// beside a lone one makes a flag, UAX #29 GB9/GB11/GB12) or split one (a ZWJ
// or U+FE0E typed inside a sequence). So the rules are checked on the
// Characters of the resulting text that the edit touches, extended to
// Character boundaries on both sides.

extension StringProtocol {
  /// Runs `body` on the text's UTF-8 (copied only when the text has no
  /// contiguous storage). Offsets are from the text's start.
  @inline(__always)
  func withUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    #if hasFeature(Embedded)
    return withUTF8Buffer(body)
    #else
    // A Substring's own `withContiguousStorageIfAvailable` goes through the
    // generic slice machinery: its base's storage, cut, is direct.
    if Self.self == Substring.self { return unsafeBitCast(self, to: Substring.self).withBaseUTF8Bytes(body) }
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(utf8).withUnsafeBufferPointer(body)
    #endif
  }

  /// The UTF-8 offset of `i` from the start (O(1) on native storage).
  @inline(__always)
  func utf8Offset(of i: Index) -> Int { utf8.distance(from: startIndex, to: i) }

  /// The index `offset` UTF-8 units from the start.
  @inline(__always)
  func index(atUTF8Offset offset: Int) -> Index { utf8.index(startIndex, offsetBy: offset) }

  /// The number of regional indicators in the run that ends at `i`,
  /// counted in this text (a substring's run starts no earlier than the
  /// substring): `UTF8Bytes.regionalIndicatorsBefore`, four indicators a step.
  func regionalIndicators(endingAt i: Index) -> Int {
    let end = utf8Offset(of: i)
    return withUTF8Bytes { bytes in CharacterBytes.regionalIndicators(bytes, endingAt: end) }
  }

  /// The start of the Character before the boundary `i`, without counting
  /// back over a long run of indicators.
  func index(characterBefore i: Index) -> Index {
    EditWork.step()
    let offset = utf8Offset(of: i)
    return index(atUTF8Offset: withUTF8Bytes { CharacterBytes.start($0, ofCharacterBefore: offset) })
  }

  /// The end of the Character that starts at the Character boundary `i`:
  /// what follows a boundary breaks the same without what precedes it (a
  /// run of indicators is cut at an even count), so the scan starts at `i`.
  func index(characterAfter i: Index) -> Index {
    let offset = utf8Offset(of: i)
    return index(atUTF8Offset: withUTF8Bytes { CharacterBytes.end($0, ofCharacterFrom: offset) })
  }
}

extension StringProtocol {
  /// Whether U+200D comes just before `i`: a boundary an emoji ZWJ
  /// sequence may run across (`EmojiSyntax.endsWithZWJ`, UTS #51 ED-16
  /// against UAX #29 GB11).
  func endsWithZWJ(before i: Index) -> Bool {
    let offset = utf8Offset(of: i)
    return withUTF8Bytes { EmojiSyntax.endsWithZWJ($0, before: offset) }
  }
}

extension Substring {
  /// ``StringProtocol/withUTF8Bytes(_:)`` on the base's storage, cut to the
  /// substring (a copy only when the base has no contiguous UTF-8).
  func withBaseUTF8Bytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let start = base.utf8.distance(from: base.startIndex, to: startIndex)
    let end = start + utf8.count
    if let result = base.utf8.withContiguousStorageIfAvailable({ body(UnsafeBufferPointer(rebasing: $0[start..<end])) }) {
      return result
    }
    return Array(utf8).withUnsafeBufferPointer(body)
  }
}

/// Character boundaries of well-formed UTF-8 by offset, for the window
/// code: one buffer access per question, read no further back than the
/// questions need.
enum CharacterBytes {
  /// The number of regional indicators in the run that ends at `end`.
  @inline(__always)
  static func regionalIndicators(_ bytes: UnsafeBufferPointer<UInt8>, endingAt end: Int) -> Int {
    bytes.baseAddress.map { UTF8Bytes.regionalIndicatorsBefore($0, end: end) } ?? 0
  }

  /// A Character boundary shortly before `offset` when a run of regional
  /// indicators ends there, so that breaking backwards (which counts back
  /// over the whole run to find the pairing, UAX #29 GB12/GB13) works on a
  /// short tail instead; else 0. Indicators pair from the start of their
  /// run, so the run's start plus any even number of indicators (at least
  /// two) is a boundary.
  @inline(__always)
  static func nearbyBoundary(_ bytes: UnsafeBufferPointer<UInt8>, before offset: Int) -> Int {
    let found = regionalIndicators(bytes, endingAt: offset)
    guard found >= 3 else { return 0 }
    return offset - 4 * (found % 2 == 0 ? 2 : 1)
  }

  /// The Character boundary at or before the scalar boundary `offset`,
  /// reading no further back than the boundary `from`.
  @inline(__always)
  static func boundary(_ bytes: UnsafeBufferPointer<UInt8>, atOrBefore offset: Int, from: Int) -> Int {
    from + UTF8Bytes.graphemeClusterBoundary(UnsafeBufferPointer(rebasing: bytes[from...]), atOrBefore: offset - from)
  }

  /// The Character boundary at or before the scalar boundary `offset`.
  @inline(__always)
  static func boundary(_ bytes: UnsafeBufferPointer<UInt8>, atOrBefore offset: Int) -> Int {
    boundary(bytes, atOrBefore: offset, from: nearbyBoundary(bytes, before: offset))
  }

  /// The start of the Character that ends at the boundary `offset` (> 0);
  /// for any scalar boundary, the last Character boundary before it.
  @inline(__always)
  static func start(_ bytes: UnsafeBufferPointer<UInt8>, ofCharacterBefore offset: Int) -> Int {
    var previous = offset - 1
    while previous > 0, bytes[previous] & 0xC0 == 0x80 { previous -= 1 }
    return boundary(bytes, atOrBefore: previous, from: nearbyBoundary(bytes, before: offset))
  }

  /// The end of the Character that starts at the boundary `offset`.
  @inline(__always)
  static func end(_ bytes: UnsafeBufferPointer<UInt8>, ofCharacterFrom offset: Int) -> Int {
    offset + UTF8Bytes.graphemeClusterEnd(UnsafeBufferPointer(rebasing: bytes[offset...]), from: 0)
  }
}

extension String {
  /// The Character boundary at or before `i` (a scalar-aligned index).
  /// Costs the Characters stepped over, plus a byte count of the run of
  /// regional indicators before `i`.
  func characterBoundary(atOrBefore i: Index) -> Index {
    if i <= startIndex || i >= endIndex { return i }
    EditWork.step(3)
    let offset = utf8Offset(of: i)
    return index(atUTF8Offset: withUTF8Bytes { CharacterBytes.boundary($0, atOrBefore: offset) })
  }

  /// The Character boundary at or after `i`.
  func characterBoundary(atOrAfter i: Index) -> Index {
    let down = characterBoundary(atOrBefore: i)
    return down == i ? i : index(characterAfter: down)
  }
}

/// The Characters an edit touches in the text after it.
///
/// An edit of a text is judged in a window of the resulting text, built
/// from the pieces (``init(editing:replacing:with:)``), never in a copy of
/// the whole: a keystroke in a 2.5 MB field copies a few Characters.
struct TouchedCharacters {
  /// The text judged: the resulting text, or a window of it that replaces
  /// ``outside`` of the text before the edit.
  let text: String
  /// Where the edit's own text is in `text` (empty for a deletion).
  let edit: Range<String.Index>
  /// The touched Characters: `edit` extended to Character boundaries, over
  /// a neighbour that changed (joined, split or re-paired) and over a
  /// following run of regional indicators, whose pairing the edit may shift.
  let range: Range<String.Index>
  /// Whether the replaced range of the text before the edit ended with a
  /// ZWJ, across which an emoji may have joined the Character after it
  /// (see ``emojiRange``).
  private var replacedEndsWithZWJ = false
  /// The range of the text before the edit that `text` replaces, nil when
  /// `text` is the whole resulting text. Its bounds are Character
  /// boundaries of both texts, and the Characters outside it are the same
  /// in both.
  private(set) var outside: Range<String.Index>? = nil

  /// The Characters that replacing `replaced` of `before` with `inserted`
  /// touches, judged in a window of the result.
  ///
  /// The window starts three Characters before the edit: a boundary that
  /// lies before the edit is one in both texts, since UAX #29 decides a
  /// boundary from the text before it and the one scalar after it. It ends
  /// where the texts' boundaries after the edit have met again, plus three
  /// Characters: from a boundary of both texts on, both break the same text
  /// the same way (no rule's context crosses a boundary: GB9, GB9c, GB11 and
  /// GB12/GB13 chains never start after one). Until they meet (a run of
  /// regional indicators whose pairing the edit shifted, GB12/GB13), the
  /// window grows fourfold, so its cost stays linear in what it covers.
  init(editing before: String, replacing replaced: Range<String.Index>, with inserted: Substring) {
    var lower = before.characterBoundary(atOrBefore: replaced.lowerBound)
    for _ in 0..<Self.margin where lower > before.startIndex { lower = before.index(characterBefore: lower) }
    let prefix = before[lower..<replaced.lowerBound]
    var following = Self.margin + 1
    while true {
      var upper = before.characterBoundary(atOrAfter: replaced.upperBound)
      for _ in 0..<following where upper < before.endIndex { upper = before.index(characterAfter: upper) }
      let suffix = before[replaced.upperBound..<upper]
      let window = concatenated(prefix, inserted, suffix)
      let editEnd = window.utf8.index(window.startIndex, offsetBy: prefix.utf8.count + inserted.utf8.count)
      if upper == before.endIndex
        || Self.boundariesMeet(in: window, after: editEnd, and: before, after: replaced.upperBound, before: upper)
      {
        self.init(prefix: prefix, inserted: inserted, suffix: suffix, before: before, replaced: replaced, text: window)
        outside = lower..<upper
        return
      }
      following *= 4
    }
  }

  /// Characters of context on each side of the edit: the touched range
  /// reaches one neighbour past the edit's Characters, and the emoji scan
  /// one Character past that.
  static let margin = 3

  /// Whether a Character boundary of `window` at or after `editEnd` is one
  /// of `before` at or after `end` too (the same distance into the text
  /// that follows the edit in both), with ``margin`` Characters of `before`
  /// after it inside the window, which ends at `windowEnd` of `before`. The
  /// window's boundaries before its last scalar are the resulting text's.
  private static func boundariesMeet(
    in window: String, after editEnd: String.Index, and before: String, after end: String.Index,
    before windowEnd: String.Index
  ) -> Bool {
    var new = window.characterBoundary(atOrAfter: editEnd)
    var old = before.characterBoundary(atOrAfter: end)
    while new < window.endIndex, old < windowEnd {
      EditWork.step()
      let newOffset = window.utf8.distance(from: editEnd, to: new)
      let oldOffset = before.utf8.distance(from: end, to: old)
      if newOffset < oldOffset {
        new = window.index(characterAfter: new)
      } else if oldOffset < newOffset {
        old = before.index(characterAfter: old)
      } else {
        for _ in 0..<margin {
          guard old < windowEnd else { return false }
          old = before.index(characterAfter: old)
        }
        return true
      }
    }
    return false
  }

  /// The resulting text's length under `metric`: the window measured, plus
  /// the text outside it, which the edit leaves as it was. Every metric adds
  /// up over Character boundaries (scalar metrics over any scalar
  /// boundary), so with `lengthBefore`, the text's length before the edit,
  /// this costs the window and the text it replaces; without, one pass over
  /// the text outside the window.
  func resultLength(_ metric: TextMetric, before: String, lengthBefore: Int?) -> Int {
    guard let outside else {
      EditWork.pass()
      return metric.measure(text)
    }
    // Saturating: `.custom` weights may add up to Int.max (TextMetric).
    let around: Int
    if let lengthBefore {
      around = TextMetric.saturatingDifference(lengthBefore, metric.measure(before[outside]))
    } else {
      EditWork.pass()
      around = TextMetric.saturatingSum(
        metric.measure(before[..<outside.lowerBound]), metric.measure(before[outside.upperBound...]))
    }
    return TextMetric.saturatingSum(around, metric.measure(text))
  }

  /// - Parameters:
  ///   - before: the text before the edit, to tell an unchanged neighbour
  ///     from one the edit split; nil when the edit rewrote the text around
  ///     it (a normalized number), so that both neighbours are judged.
  ///   - replaced: the replaced range of `before`.
  ///   - text: the resulting text when the caller has built it already.
  init(
    prefix: Substring, inserted: Substring, suffix: Substring, before: String?, replaced: Range<String.Index>?,
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
    // (A window starts at a boundary, after an even number of a run's
    // indicators, so counting within it keeps the parity.)
    func indicatorsBefore(_ i: String.Index, in text: String) -> Int { text.regionalIndicators(endingAt: i) }
    var mayRepair = false
    if upper < text.endIndex, RegionalIndicator.contains(text.unicodeScalars[upper]) {
      if let before, let replaced {
        mayRepair = indicatorsBefore(upper, in: text) % 2 != indicatorsBefore(replaced.upperBound, in: before) % 2
      } else {
        mayRepair = true
      }
    }
    while mayRepair, end < text.endIndex, RegionalIndicator.contains(text.unicodeScalars[end]) {
      EditWork.step()
      end = text.index(characterAfter: end)
    }
    range = start..<end
    if let before, let replaced { replacedEndsWithZWJ = before.endsWithZWJ(before: replaced.upperBound) }
  }

  /// The Characters whose emoji the edit may change: ``range``, and the
  /// unchanged Character on either side of it when a ZWJ ends the Character
  /// before the boundary between them, in the text before the edit or
  /// after it. An emoji ZWJ sequence (UTS #51 ED-16) runs across such a
  /// boundary (UAX #29 GB11 keeps it in one Character only before an
  /// Extended_Pictographic), so the edit can change the emoji of a
  /// neighbour it leaves as it was: replacing the 👩 of `🇪‍👩` leaves the
  /// `🇪‍` before it a lone regional indicator, an emoji of no version;
  /// deleting `👩‍` from `👩‍🇪` leaves the `🇪` after it one.
  var emojiRange: Range<String.Index> {
    var (start, end) = (range.lowerBound, range.upperBound)
    // The text before `range` is the same before and after the edit.
    if start > text.startIndex, text.endsWithZWJ(before: start) { start = text.index(characterBefore: start) }
    // After it, the text before the edit ended with the replaced range
    // where the result ends with the edit's own text.
    if end < text.endIndex, text.endsWithZWJ(before: end) || end == edit.upperBound && replacedEndsWithZWJ {
      end = text.index(characterAfter: end)
    }
    return start..<end
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
  /// mode), and in the length of the whole resulting text, `pieces`.
  /// Empty means the edit leaves no violation that was not there before.
  ///
  /// Cost: the touched Characters, plus one byte pass over the pieces for a
  /// second "." or a decimal number.
  ///
  /// `length` is the resulting text's length, nil when no limit needs it;
  /// `lengthBefore` the text's length before the edit when it is known,
  /// which an edit may leave over the limit as long as it is no longer
  /// (shortening an over-long text is always possible).
  func violations(
    in touched: TouchedCharacters, of pieces: EditPieces, isDeletion: Bool, length: Int?, lengthBefore: Int?
  ) -> ViolationList {
    var violations = ViolationList()
    let text = touched.text
    let range = touched.range

    // Emoji: a match counts when it overlaps a touched Character, or a
    // neighbour whose emoji the edit changed across a ZWJ (`emojiRange`),
    // or spans the place of the edit (a ZWJ chain joined across a
    // deletion). The scan starts one Character before, so a sequence
    // starting there and reaching into the touched ones is seen whole.
    if blocksEmoji {
      let range = touched.emojiRange
      let scanStart = range.lowerBound > text.startIndex ? text.index(characterBefore: range.lowerBound) : range.lowerBound
      let scanEnd = range.upperBound < text.endIndex ? text.index(characterAfter: range.upperBound) : range.upperBound
      let scanned = text[scanStart..<scanEnd]
      for match in scanned.hasEmojiMatch(policy: emojiPolicy) ? Array(scanned.emojiMatches(policy: emojiPolicy)) : [] {
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
      if let violation = guardViolation(of: text[index..<next]) { violations.add(violation) }
      if let violation = violation(of: text[index..<next]) { violations.add(violation) }
      index = next
    }

    if allowsOnlyOneDecimalPoint, text[range].contains("."),
      pieces.utf8.lazy.filter({ $0 == UInt8(ascii: ".") }).count > 1  // one byte pass
    {
      violations.add(.secondDecimalPoint)
    }

    // A deletion may leave "00" or ".5" until the next edit (documented on
    // NumericMode): it never adds a digit.
    if decimalLimits != nil, !isDeletion {
      for found in self.violations(inDecimal: pieces.utf8) { violations.add(found) }
    }

    for found in lengthViolations(length: length, lengthBefore: lengthBefore).items { violations.add(found) }
    return violations
  }

  /// What the length breaks: an edit must not lengthen a text that is over
  /// the limit; one that leaves it over (but no longer) is fine.
  func lengthViolations(length: Int?, lengthBefore: Int?) -> ViolationList {
    var violations = ViolationList()
    if let limit = maxLength, let length, length > limit, length > (lengthBefore ?? limit) {
      violations.add(.tooLong(limit: limit, length: length))
    }
    return violations
  }

  /// The decimal-form violations of a text (leading ".", redundant leading
  /// zero, too many digits on either side), ignoring other Characters.
  func violations(inDecimal utf8: some Sequence<UInt8>) -> [InputViolation] {
    guard let limits = decimalLimits else { return [] }
    var found: [InputViolation] = []
    var integerDigits = 0, fractionDigits = 0, leadingZero = false, pastPoint = false, first = true
    for byte in utf8 {
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
