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
  /// `flagged` returns false the pass stops and returns nil. VS15 or VS16
  /// right after an Emoji character is not flagged: a presentation
  /// sequence (UTS #51 ED-8a, ED-9a), which no guard refuses.
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
    guard !bytes.isEmpty else { return CharacterTally() }
    // The tables' raw views, held across the loop (a look-up through the
    // static arrays costs their accessors on every scalar).
    return GraphemeBreakTable.withViews { graphemeTable in
      DisplayWidthTable.withViews { widthTable in
        guardCandidateBMPBits.withUnsafeBufferPointer { candidates in
          // Two copies of the loop, with and without columns, so that the
          // one without holds no width state.
          ambiguous == nil
            ? tally(
              bytes, ambiguous: nil, flagsGuardCandidates: flagsGuardCandidates, flagsOutsideBMP: flagsOutsideBMP,
              flagged: flagged, graphemeTable: graphemeTable, widthTable: widthTable, candidates: candidates,
              countsColumns: false)
            : tally(
              bytes, ambiguous: ambiguous, flagsGuardCandidates: flagsGuardCandidates, flagsOutsideBMP: flagsOutsideBMP,
              flagged: flagged, graphemeTable: graphemeTable, widthTable: widthTable, candidates: candidates,
              countsColumns: true)
        }
      }
    }
  }

  /// The columns of the Character `start..<end` of `bytes` that the pass
  /// cannot read from its first scalar's width byte alone: a scalar alone
  /// as the scan counts a scalar with nothing around it; an emoji sequence
  /// that the scan's own steps decide from the bytes
  /// (`emojiSequenceColumns`); anything else (a base with marks, a Hangul
  /// syllable of jamo, a sequence the scanner decides) measured as a text
  /// of its own. Out of line and given its values, so that the loop's
  /// state is not captured and stays in registers.
  @inline(never)
  static func columns(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, scalars: Int, first: UInt32, firstWidth: UInt8,
    ambiguousMask: UInt8
  ) -> Int {
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
    } else if let width = emojiSequenceColumns(
      bytes, start, end, first: first, firstWidth: firstWidth, ambiguousMask: ambiguousMask)
    {
      return width
    }
    return DisplayWidth.scan(
      UnsafeBufferPointer(rebasing: bytes[start..<end]), ambiguousWide: ambiguousMask != 0, limit: .max
    ).total
  }

  /// The columns of the Character `start..<end` of `bytes`, of several
  /// scalars, when it is one unit that the width scan decides from the
  /// bytes at `start`: a listed keycap (UTS #51 ED-14c,
  /// `EmojiSequenceData.keycapEnd`), a listed flag (ED-14, `flagEnd`: the
  /// Character's first indicator starts its pair, UAX #29 GB12, GB13), or
  /// an emoji candidate's unit (`DisplayWidth.candidateUnit`: a modifier
  /// sequence, a presentation or tag sequence, a ZWJ chain of pictographs).
  /// Nil when the unit found does not end where the Character does, or
  /// none is found: the caller then measures the Character alone.
  ///
  /// Read in the whole text rather than in the Character alone: each step
  /// looks past its unit only to see that nothing there may continue a
  /// sequence (`EmojiSyntax.mayContinueSequence`), and a step that finds a
  /// continuer there finds no unit, so one that ends at `end` ends there
  /// in the Character alone too, with the same width.
  @inline(__always)
  static func emojiSequenceColumns(
    _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, first: UInt32, firstWidth: UInt8,
    ambiguousMask: UInt8
  ) -> Int? {
    let unitEnd: Int?
    var width = 2
    if first < 0x80 {
      guard EmojiSyntax.isKeycapBase(UInt8(truncatingIfNeeded: first)) else { return nil }
      unitEnd = EmojiSequenceData.builtIn.keycapEnd(at: start, in: bytes)
    } else if firstWidth & displayWidthEmojiCandidateBit == 0 {
      return nil
    } else if RegionalIndicator.contains(first) {
      unitEnd = EmojiSequenceData.builtIn.flagEnd(at: start, in: bytes)
    } else {
      var chainsRejectedThrough = 0
      let length = first < 0x800 ? 2 : first < 0x1_0000 ? 3 : 4
      guard
        let unit = DisplayWidth.candidateUnit(
          at: start, scalar: first, length: length, value: firstWidth, ambiguousMask: ambiguousMask, in: bytes,
          chainsRejectedThrough: &chainsRejectedThrough)
      else { return nil }
      unitEnd = unit.end
      width = unit.width
    }
    return unitEnd == end ? width : nil
  }

  /// The entry of `codePoint` in a table through its views: two reads
  /// below the two-level limit, the table's own search above it.
  @inline(__always)
  static func entry<Table: CodePointTable>(_ codePoint: UInt32, _ views: CodePointTableViews<Table>) -> UInt8 {
    codePoint < Table.twoLevelLimit
      ? views.entry(block: Int(codePoint >> Table.blockShift), slot: Int(codePoint & Table.blockMask))
      : Table.aboveTwoLevel(codePoint)
  }

  /// From the three-byte scalar of grapheme property 0 at `i` (a
  /// Character of its own so far, width byte `width`, no guard's
  /// candidate), the run of such scalars after it: each ends the Character
  /// before it (GB999), which is then a scalar alone of `width & 3`
  /// columns. Stops before a scalar of another kind, and after a special
  /// width byte or a candidate, which the caller's general path then ends.
  /// Returns the last scalar's offset (the Character under way), the
  /// Characters ended, their columns, the last scalar's width byte and
  /// whether it is a candidate. Out of line, so that its few values stay
  /// in registers.
  @inline(never)
  static func threeByteRun(
    _ base: UnsafePointer<UInt8>, count: Int, from i: Int, width: UInt8, special: UInt8,
    graphemeTable: CodePointTableViews<GraphemeBreakTable>, widthTable: CodePointTableViews<DisplayWidthTable>,
    candidates: UnsafeBufferPointer<UInt64>?
  ) -> (last: Int, run: Int, columns: Int, width: UInt8, flagged: Bool) {
    threeByteRun(
      base, count: count, from: i, width: width, special: special, measuresColumns: true,
      graphemeTable: graphemeTable, widthTable: widthTable, candidates: candidates)
  }

  /// ``threeByteRun(_:count:from:width:special:graphemeTable:widthTable:candidates:)``
  /// without columns: no width byte is read, and 0 columns and width
  /// byte 0 are returned.
  @inline(never)
  static func threeByteRunWithoutColumns(
    _ base: UnsafePointer<UInt8>, count: Int, from i: Int, graphemeTable: CodePointTableViews<GraphemeBreakTable>,
    widthTable: CodePointTableViews<DisplayWidthTable>, candidates: UnsafeBufferPointer<UInt64>?
  ) -> (last: Int, run: Int, columns: Int, width: UInt8, flagged: Bool) {
    threeByteRun(
      base, count: count, from: i, width: 0, special: 0, measuresColumns: false, graphemeTable: graphemeTable,
      widthTable: widthTable, candidates: candidates)
  }

  /// The loop of both runs, inlined into each with `measuresColumns` a
  /// constant, so that neither tests it per scalar.
  @inline(__always)
  static func threeByteRun(
    _ base: UnsafePointer<UInt8>, count: Int, from i: Int, width: UInt8, special: UInt8, measuresColumns: Bool,
    graphemeTable: CodePointTableViews<GraphemeBreakTable>, widthTable: CodePointTableViews<DisplayWidthTable>,
    candidates: UnsafeBufferPointer<UInt64>?
  ) -> (last: Int, run: Int, columns: Int, width: UInt8, flagged: Bool) {
    var at = i
    var run = 0
    var columns = 0
    var width = width
    // A copy of the loop per case of `candidates`, so that it tests no
    // optional. True when it stopped after a candidate.
    @inline(__always)
    func scan(_ isCandidate: (_ block: Int, _ slot: Int) -> Bool) -> Bool {
      while at &+ 3 < count, base[at &+ 3] & 0xF0 == 0xE0 {
        let (block, slot) = UTF8Bytes.threeByteBlockAndSlot(base, at: at &+ 3)
        guard graphemeTable.entry(block: block, slot: slot) == 0 else { return false }
        run &+= 1
        at &+= 3
        if measuresColumns {
          columns &+= Int(width & 3)
          width = widthTable.entry(block: block, slot: slot)
        }
        if isCandidate(block, slot) { return true }
        if measuresColumns, width & special != 0 { return false }
      }
      return false
    }
    let flagged =
      if let candidates { scan { candidates[$0] &>> UInt64($1) & 1 != 0 } } else { scan { _, _ in false } }
    return (at, run, columns, width, flagged)
  }

  /// Whether the scalar that ends at `offset` (above 0) of well-formed
  /// UTF-8 is an Emoji character (UTS #51 ED-3). Read back from the bytes
  /// only at a presentation selector, so that the loop keeps no previous
  /// scalar.
  @inline(never)
  static func followsEmoji(_ base: UnsafePointer<UInt8>, at offset: Int) -> Bool {
    var start = offset &- 1
    while base[start] & 0xC0 == 0x80 { start &-= 1 }  // at most three continuation bytes
    return EmojiProperties.lookup(UTF8Bytes.decodeWellFormed(base, at: start).scalar).contains(.emoji)
  }

  /// The Character under way in the pass: where it starts, its scalars,
  /// its first scalar and that scalar's width byte, and whether it holds a
  /// candidate of the guards.
  struct Pending {
    var start = 0
    var scalars = 1
    var first: UInt32 = 0
    var firstWidth: UInt8 = 0
    var isFlagged = false
  }

  /// Ends the Character `pending` at `end` in `tally`: false when `flagged`
  /// refused it. Its state is passed in and out rather than captured, so
  /// that the loop keeps it in registers.
  @inline(__always)
  static func finishCharacter(
    _ pending: Pending, at end: Int, into tally: inout CharacterTally, bytes: UnsafeBufferPointer<UInt8>,
    measuresColumns: Bool, special: UInt8, ambiguousMask: UInt8, flagged: (_ start: Int, _ end: Int) -> Bool
  ) -> Bool {
    tally.characters &+= 1
    if pending.scalars > tally.mostScalarsPerCharacter { tally.mostScalarsPerCharacter = pending.scalars }
    if measuresColumns {
      tally.columns &+= pending.scalars == 1 && pending.firstWidth & special == 0
        ? Int(pending.firstWidth & 3)
        : columns(
          bytes, pending.start, end, scalars: pending.scalars, first: pending.first, firstWidth: pending.firstWidth,
          ambiguousMask: ambiguousMask)
    }
    return !pending.isFlagged || flagged(pending.start, end)
  }

  @inline(__always)
  static func tally(
    _ bytes: UnsafeBufferPointer<UInt8>, ambiguous: AmbiguousWidth?, flagsGuardCandidates: Bool,
    flagsOutsideBMP: Bool, flagged: (_ start: Int, _ end: Int) -> Bool,
    graphemeTable: CodePointTableViews<GraphemeBreakTable>, widthTable: CodePointTableViews<DisplayWidthTable>,
    candidates: UnsafeBufferPointer<UInt64>, countsColumns measuresColumns: Bool
  ) -> CharacterTally? {
    var tally = CharacterTally()
    let base = bytes.baseAddress!
    let count = bytes.count
    let ambiguousMask: UInt8 = ambiguous == .wide ? displayWidthAmbiguousBit : 0
    // Width bytes whose columns are not their low bits alone.
    let special = displayWidthEmojiCandidateBit | displayWidthSyllableMask &<< displayWidthSyllableShift
      | ambiguousMask
    var state = GraphemeBreakState()
    var pending = Pending()
    // Ends the Character under way at `end`: false when `flagged` refused
    // it. The tally is passed, not captured (see `finishCharacter`).
    @inline(__always)
    func finish(_ pending: Pending, at end: Int, _ tally: inout CharacterTally) -> Bool {
      finishCharacter(
        pending, at: end, into: &tally, bytes: bytes, measuresColumns: measuresColumns, special: special,
        ambiguousMask: ambiguousMask, flagged: flagged)
    }

    var i = 0
    while i < count {
      let lead = base[i]
      if lead < 0x80, count >= 8,
        i == 0 || (state.previous != graphemeBreakPrepend && state.previous != graphemeBreakCR)
      {
        // The ASCII bytes from here to the first CR or non-ASCII byte of
        // the next eight (the zero-byte test on word ^ 0D0D… is exact for
        // the first CR), after a scalar that does not hold them (Prepend,
        // GB9b; CR, GB3): each starts a Character, and all but the last
        // end theirs too, since no ASCII character extends one. Within
        // eight bytes of the end, the text's last eight, shifted down (the
        // zeros shifted in are past `count`).
        let word: UInt64
        if i &+ 8 <= count {
          word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
        } else {
          let tail = UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self)
          word = tail &>> UInt64(8 &* (i &+ 8 &- count))
        }
        let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
        let stops = (word | ((crs &- 0x0101_0101_0101_0101) & ~crs)) & 0x8080_8080_8080_8080
        let run = min(stops.trailingZeroBitCount &>> 3, count &- i)
        if run > 0 {
          if i > 0, !finish(pending, at: i, &tally) { return nil }
          tally.characters &+= run &- 1
          tally.scalars &+= run
          tally.utf16 &+= run
          if tally.mostScalarsPerCharacter == 0 { tally.mostScalarsPerCharacter = 1 }
          let lastShift = UInt64(8 &* (run &- 1))
          let last = UInt32(UInt8(truncatingIfNeeded: word &>> lastShift))
          state.startAfterASCII(entry(last, graphemeTable))
          pending = Pending(start: i &+ run &- 1, first: last)
          if measuresColumns {
            // The printable ones of the Characters ended (little-endian;
            // a carry of the bytes above them never reaches them).
            let printable = UTF8Bytes.printableASCIIBits(word)
            let ended: UInt64 = (1 &<< lastShift) &- 1
            tally.columns &+= UTF8Bytes.highBitCount(printable & ended)
            // The last one's width byte, from the same bits: an ASCII
            // scalar's is 1 when printable, 0 for a control, with no other
            // bit (never ambiguous nor a Hangul part, UAX #11 Na or N; the
            // emoji candidate bit is for non-ASCII scalars only, a keycap
            // being judged from its bytes, `emojiSequenceColumns`).
            pending.firstWidth = UInt8(truncatingIfNeeded: printable &>> (lastShift &+ 7)) & 1
          }
          i &+= run
          continue
        }
      }
      // The scalar: its grapheme property, width byte (for a Character's
      // first scalar) and whether a guard may refuse it. A three-byte
      // scalar (CJK) is looked up by its bytes, without decoding.
      let value: UInt32
      let length: Int
      let property: UInt8
      var candidate = false
      if lead & 0xF0 == 0xE0 {
        let (block, slot) = UTF8Bytes.threeByteBlockAndSlot(base, at: i)
        value = UInt32(block &<< 6 | slot)
        length = 3
        property = graphemeTable.entry(block: block, slot: slot)
        if flagsGuardCandidates { candidate = candidates[block] &>> UInt64(slot) & 1 != 0 }
        if property == 0, i == 0 || state.previous != graphemeBreakPrepend {
          // A run of three-byte scalars of property 0 (Han, kana, CJK
          // punctuation), in a loop of its own: each starts a Character
          // (GB999), and ends the one before it, which is then a scalar
          // alone. Its columns are its width byte's low bits unless the
          // byte is special; a special one or a guard's candidate leaves
          // the loop, and the general path ends its Character.
          if i > 0, !finish(pending, at: i, &tally) { return nil }
          let width = widthTable.entry(block: block, slot: slot)
          let (at, run, runColumns, lastWidth, flaggedHere) =
            candidate || (measuresColumns && width & special != 0)
            ? (i, 0, 0, width, candidate)
            : measuresColumns
              ? threeByteRun(
                base, count: count, from: i, width: width, special: special, graphemeTable: graphemeTable,
                widthTable: widthTable, candidates: flagsGuardCandidates ? candidates : nil)
              : threeByteRunWithoutColumns(
                base, count: count, from: i, graphemeTable: graphemeTable, widthTable: widthTable,
                candidates: flagsGuardCandidates ? candidates : nil)
          // `run` Characters ended; the scalar at `at` is under way.
          tally.characters &+= run
          tally.scalars &+= run &+ 1
          tally.utf16 &+= run &+ 1
          if measuresColumns { tally.columns &+= runColumns }
          if tally.mostScalarsPerCharacter == 0 { tally.mostScalarsPerCharacter = 1 }
          state.start(0)
          pending = Pending(
            start: at, first: UTF8Bytes.decodeWellFormedBMP(base, at: at),
            firstWidth: lastWidth,  // read only when columns are counted
            isFlagged: flaggedHere)
          i = at &+ 3
          continue
        }
      } else {
        (value, length) = UTF8Bytes.decodeWellFormed(base, at: i)
        property = entry(value, graphemeTable)
        if flagsGuardCandidates, lead >= 0xC2 {
          candidate = value <= 0xFFFF
            ? candidates[Int(value &>> 6)] &>> UInt64(value & 63) & 1 != 0
            // An emoji (Emoji=Yes: assigned, neither default-ignorable
            // nor private use) is answered by one read of its table, not
            // by the three searches of the guards' ranges.
            : flagsOutsideBMP
              || (!EmojiProperties.lookup(value).contains(.emoji) && UnicodeProperties.isGuardCandidate(value))
        }
      }
      // VS15 or VS16 right after an Emoji character makes a presentation
      // sequence (emoji-variation-sequences.txt; UTS #51 ED-8a, ED-9a),
      // which no guard refuses (the invisible guard exempts it, and it is
      // assigned, in the BMP, neither private use nor a bidi control): not
      // flagged, so that "#️⃣" or "❤️" is not judged whole.
      if candidate, i > 0, value &- EmojiSyntax.textPresentationSelector <= 1, followsEmoji(base, at: i) {
        candidate = false
      }
      let boundary: Bool
      if i == 0 {
        state.start(property)
        boundary = true
      } else {
        boundary = state.isBoundary(before: property)
      }
      if boundary {
        if i > 0, !finish(pending, at: i, &tally) { return nil }
        pending = Pending(start: i, first: value, isFlagged: candidate)
        if measuresColumns { pending.firstWidth = entry(value, widthTable) }
      } else {
        pending.scalars &+= 1
        if candidate { pending.isFlagged = true }
      }
      tally.scalars &+= 1
      tally.utf16 &+= length &>> 2 &+ 1
      i &+= length
    }
    return finish(pending, at: count, &tally) ? tally : nil
  }
}
