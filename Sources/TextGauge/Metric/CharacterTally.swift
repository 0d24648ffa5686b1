// One pass over a text's Characters that answers several metrics at once,
// for a field policy's check (TextGaugeInput): Characters, scalars, UTF-16
// units and display columns counted together, each Character's scalars
// counted, and the Characters holding a scalar a guard may refuse handed to
// the caller. A check of three limits and the guards is then one pass, not
// one per limit plus a guard pass.
//
// Columns are summed Character by Character: display width adds up over
// Character boundaries (`TextMetric.addsUpOverCharacters`), so the sum of
// each Character's width, measured as a text of its own, is the text's.

/// What ``CharacterTally/tally(_:ambiguous:flagsGuardCandidates:flagsOutsideBMP:flagged:)``
/// counts in one pass.
package struct CharacterTally: Sendable, Hashable {
  /// Characters (UAX #29 extended grapheme clusters, the tables' version).
  package var characters = 0
  /// Unicode scalars.
  package var scalars = 0
  /// UTF-16 code units.
  package var utf16 = 0
  /// Display columns, when asked for (`TextMetric.displayWidth`).
  package var columns = 0
  /// The most scalars in one Character.
  package var mostScalarsPerCharacter = 0

  package init() {}

  /// The value of `metric` when the tally holds it: Characters, scalars,
  /// UTF-16 units, UTF-8 bytes (`utf8Count`), or columns with the
  /// ambiguous width the tally measured.
  package func value(of metric: TextMetric, utf8Count: Int, ambiguous: AmbiguousWidth?) -> Int? {
    switch metric {
    case .characters: characters
    case .unicodeScalars: scalars
    case .utf16: utf16
    case .utf8: utf8Count
    case .displayWidth(let width): width == ambiguous ? columns : nil
    case .gb18030, .chineseWordCount, .custom, .weighted: nil
    }
  }

  /// Counts the well-formed UTF-8 `bytes` in one pass: Characters, scalars,
  /// UTF-16 units, the most scalars of one Character and, when `ambiguous`
  /// is not nil, display columns. With `flagsGuardCandidates`, each
  /// Character holding a scalar some guard may refuse
  /// (`UnicodeProperties.isGuardCandidate`, or above U+FFFF with
  /// `flagsOutsideBMP`) is passed to `flagged` as its UTF-8 offsets; when
  /// `flagged` returns false the pass stops and returns nil.
  ///
  /// ```swift
  /// Array("中a👍🏽".utf8).withUnsafeBufferPointer {
  ///   CharacterTally.tally($0, ambiguous: .narrow, flagsGuardCandidates: false, flagsOutsideBMP: false) { _, _ in true }
  /// }   // characters 3, scalars 4, utf16 6, columns 5, most scalars 2
  /// ```
  package static func tally(
    _ bytes: UnsafeBufferPointer<UInt8>, ambiguous: AmbiguousWidth?, flagsGuardCandidates: Bool,
    flagsOutsideBMP: Bool, flagged: (_ start: Int, _ end: Int) -> Bool
  ) -> CharacterTally? {
    var tally = CharacterTally()
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return tally }
    let count = bytes.count
    let measuresColumns = ambiguous != nil
    let ambiguousWide = ambiguous == .wide
    let ambiguousMask: UInt8 = ambiguousWide ? displayWidthAmbiguousBit : 0
    var state = GraphemeBreakState()
    // The Character under way: where it starts, its scalars, its first
    // scalar and that scalar's width byte, and whether it holds a
    // candidate of the guards.
    var start = 0
    var scalars = 0
    var first: UInt32 = 0
    var firstWidth: UInt8 = 0
    var isFlagged = false

    // Ends the Character under way at `end`: false when `flagged` refused it.
    @inline(__always)
    func finish(_ end: Int) -> Bool {
      tally.characters &+= 1
      if scalars > tally.mostScalarsPerCharacter { tally.mostScalarsPerCharacter = scalars }
      if measuresColumns {
        tally.columns &+= columns(start, end)
      }
      return !isFlagged || flagged(start, end)
    }
    // The columns of the Character `start..<end`: a scalar alone from its
    // width byte, as the scan counts a scalar with nothing around it;
    // anything else (an emoji sequence, a base with marks, a Hangul
    // syllable of jamo) measured as a text of its own.
    @inline(__always)
    func columns(_ start: Int, _ end: Int) -> Int {
      if scalars == 1 {
        if firstWidth & displayWidthEmojiCandidateBit == 0 {
          var part = 0
          return DisplayWidth.columns(firstWidth, ambiguousMask: ambiguousMask)
            &+ DisplayWidth.jamoColumns(firstWidth, after: &part)
        }
        if !RegionalIndicator.contains(first),
          let width = DisplayWidth.loneElementColumns(first, value: firstWidth, ambiguousMask: ambiguousMask)
        {
          return width
        }
      }
      return DisplayWidth.scan(
        UnsafeBufferPointer(rebasing: bytes[start..<end]), ambiguousWide: ambiguousWide, limit: .max
      ).total
    }

    var i = 0
    while i < count {
      let lead = base[i]
      if lead < 0x80 {
        // Eight ASCII bytes, no CR, after a scalar that does not hold them
        // (Prepend, GB9b; CR, GB3): each starts a Character, and the first
        // seven end theirs too, since no ASCII character extends one.
        if i &+ 8 <= count, i == 0 || (state.previous != graphemeBreakPrepend && state.previous != graphemeBreakCR) {
          let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
          let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
          if (word | ((crs &- 0x0101_0101_0101_0101) & ~crs)) & 0x8080_8080_8080_8080 == 0 {
            if i > 0, !finish(i) { return nil }
            tally.characters &+= 7
            tally.scalars &+= 8
            tally.utf16 &+= 8
            if tally.mostScalarsPerCharacter == 0 { tally.mostScalarsPerCharacter = 1 }
            if measuresColumns {
              tally.columns &+= UTF8Bytes.highBitCount(
                UTF8Bytes.printableASCIIBits(word) & 0x0080_8080_8080_8080)  // the first seven (little-endian)
            }
            let last = UInt8(truncatingIfNeeded: word &>> 56)
            state.startAfterASCII(GraphemeBreakProperty.twoLevel(Int(last)))
            start = i &+ 7
            scalars = 1
            first = UInt32(last)
            firstWidth = DisplayWidthTable.value(of: first)
            isFlagged = false
            i &+= 8
            continue
          }
        }
      }
      let (value, length) = UTF8Bytes.decodeWellFormed(base, at: i)
      let property = GraphemeBreakProperty.of(value)
      let candidate = flagsGuardCandidates && lead >= 0xC2
        && (UnicodeProperties.isGuardCandidate(value) || (flagsOutsideBMP && value > 0xFFFF))
      let boundary: Bool
      if i == 0 {
        state.start(property)
        boundary = true
      } else {
        boundary = state.isBoundary(before: property)
      }
      if boundary {
        if i > 0, !finish(i) { return nil }
        start = i
        scalars = 1
        first = value
        if measuresColumns { firstWidth = DisplayWidthTable.value(of: value) }
        isFlagged = candidate
      } else {
        scalars &+= 1
        if candidate { isFlagged = true }
      }
      tally.scalars &+= 1
      tally.utf16 &+= length == 4 ? 2 : 1
      i &+= length
    }
    return finish(count) ? tally : nil
  }
}
