// The scan engine of display width over UTF-8: the width byte of each
// scalar from the generated table (`DisplayWidthTable`), the emoji
// sequences of UTS #51 and the Hangul syllable blocks on top. The public
// face is DisplayWidth.swift (a scalar) and Metric/TextDisplayWidth.swift
// (text, through `TextMetric.displayWidth`, whose kernel runs this scan).

/// The run-time half of display width: table lookup and the UTF-8 scan.
enum DisplayWidth {
  /// The width byte of a code point (bits as in the generated tables).
  @inline(__always)
  static func lookup(_ codePoint: UInt32) -> UInt8 { DisplayWidthTable.value(of: codePoint) }

  /// The width byte of a supplementary code point: one read in the blocks
  /// of emoji, else a search of the runs.
  @inline(__always)
  static func supplementary(_ codePoint: UInt32) -> UInt8 { DisplayWidthTable.aboveTwoLevel(codePoint) }

  @inline(__always)
  static func width(of value: UInt8, ambiguousWide: Bool) -> Int {
    Int(value & 3) + (ambiguousWide && value & displayWidthAmbiguousBit != 0 ? 1 : 0)
  }

  /// Sums the widths of `text` (valid UTF-8) while the total stays within
  /// `limit`: the total and the offset of the first unit not counted
  /// (`text.count` when everything fit). A unit is a scalar or a whole emoji,
  /// so the offset is never inside an emoji.
  ///
  /// Rules on top of each scalar's width:
  /// - An emoji as the `.rendersAsEmoji` policy finds it takes 2 columns:
  ///   UAX #11 (Recommendations) says emoji presentation sequences (UTS #51 ED-9a) behave
  ///   as East Asian Wide whatever the East_Asian_Width of their first
  ///   character, and UTS #51 shows every emoji sequence (ED-17) as one glyph.
  /// - A text presentation sequence (ED-8a, `⌚︎`) is not an emoji and keeps
  ///   its base's width: U+FE0E changes the glyph, not East_Asian_Width, and
  ///   a terminal still gives ⌚ (W) two cells; it is also never less than
  ///   its first scalar, as every Character.
  /// - A match whose ZWJ joins two Characters (UAX #29 GB11 keeps only
  ///   Extended_Pictographic Extend* ZWJ × Extended_Pictographic together,
  ///   so `🇨🇳‍😀` is two Characters) is measured Character by Character,
  ///   so that no Character counts less than its first scalar and a prefix
  ///   ending on a Character boundary measures what the scan counted.
  static func scan(_ text: UnsafeBufferPointer<UInt8>, ambiguousWide: Bool, limit: Int) -> (total: Int, end: Int) {
    // The scanner is made only if an emoji needs it (`LazyEmojiScanner`).
    LazyEmojiScanner.with(policy: .rendersAsEmoji) { scanner in
      scan(text, ambiguousWide: ambiguousWide, limit: limit, scanner: &scanner)
    }
  }

  /// `scan(_:ambiguousWide:limit:)` with the caller's scanner (tests read
  /// its steps).
  @inline(__always)
  static func scan(
    _ text: UnsafeBufferPointer<UInt8>, ambiguousWide: Bool, limit: Int, scanner: inout LazyEmojiScanner
  ) -> (total: Int, end: Int) {
    DisplayWidthTable.withViews { table in
      // No unit is wider than its UTF-8 (a scalar takes at most 2
      // columns and at least 1 byte per column, an emoji 2 columns and
      // at least 2 bytes), so a limit of at least the byte count is
      // never reached: that scan (`measure`) runs without the checks.
      limit >= text.count
        ? scan(text, ambiguousWide: ambiguousWide, limit: limit, bounded: false, scanner: &scanner, table: table)
        : scan(text, ambiguousWide: ambiguousWide, limit: limit, bounded: true, scanner: &scanner, table: table)
    }
  }

  // Embedded Swift (the WebAssembly module, built with -Osize) keeps one
  // copy of the scan for its five callers, about 8.5 KB each: there the
  // module's size is what counts, and `bounded` is tested at run time.
  #if hasFeature(Embedded)
    @inline(never)
  #else
    @inline(__always)
  #endif
  static func scan(
    _ text: UnsafeBufferPointer<UInt8>, ambiguousWide: Bool, limit: Int, bounded: Bool,
    scanner: inout LazyEmojiScanner, table: CodePointTableViews<DisplayWidthTable>
  ) -> (total: Int, end: Int) {
    guard let base = text.baseAddress else { return (0, 0) }
    let count = text.count
    // The ambiguous bit, moved to bit 0 where the context is East Asian: a
    // width byte's columns are then `value & 3 + (value & mask) >> shift`.
    let ambiguousMask: UInt8 = ambiguousWide ? displayWidthAmbiguousBit : 0
    // Offsets and totals never exceed the text's byte count: wrapping
    // arithmetic only drops the overflow checks.
    var i = 0
    // The columns left within `limit`: the total so far is `limit - room`.
    var room = limit
    // The Hangul syllable part of the scalar before (bits 4–6 of its width
    // byte; 0 after anything but a jamo or syllable that continues a block).
    var previousPart = 0
    // The end of the last flag decided inline: an indicator there starts a pair.
    var flagsThrough = -1
    // The end of the last ZWJ chain found to be no emoji the bytes decide
    // (`pictographicSequenceEnd(at:in:rejectedThrough:)`).
    var chainsRejectedThrough = 0
    while i < count {
      let byte = base[i]
      if byte < 0x80 {
        previousPart = 0
        // Eight ASCII bytes at once: 1 column per printable byte, 0 per
        // control. A keycap base (`#`, `*`, digits) right before non-ASCII
        // may start a keycap (ED-14c), so then it is left to the byte path.
        let high: UInt64 = 0x8080_8080_8080_8080
        if i &+ 8 <= count, !bounded || room >= 8 {
          let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
          if word & high == 0 {
            let printable = UTF8Bytes.printableASCIIBits(word)
            if i &+ 8 == count || base[i &+ 8] < 0x80 || !EmojiSyntax.isKeycapBase(UInt8(truncatingIfNeeded: word &>> 56)) {
              room &-= UTF8Bytes.highBitCount(printable)
              i &+= 8
            } else {
              room &-= UTF8Bytes.highBitCount(printable & 0x0080_8080_8080_8080)  // the first seven (little-endian)
              i &+= 7
            }
            continue
          }
          // ASCII then non-ASCII within the word (a word between emoji or
          // hanzi): the ASCII bytes at once, but for a last one that is a
          // keycap base; one ASCII byte alone (a space between emoji) is
          // cheaper on the byte path.
          let ascii = (word & high).trailingZeroBitCount &>> 3
          if ascii >= 2 {
            let last = UInt8(truncatingIfNeeded: word &>> (UInt64(ascii &- 1) &<< 3))
            let taken = EmojiSyntax.isKeycapBase(last) ? ascii &- 1 : ascii
            let printable = UTF8Bytes.printableASCIIBits(word)
            room &-= UTF8Bytes.highBitCount(printable & ((1 &<< (UInt64(taken) &<< 3)) &- 1))
            i &+= taken
            continue
          }
        } else if count >= 8, !bounded || room >= 8 {
          // The last 1 to 7 bytes, all ASCII (a line's last word): the text's
          // last eight bytes as one word, shifted past those already
          // counted. The zero bytes shifted in are controls, 0 columns, and
          // a keycap base last has nothing after it to make a keycap.
          let tail = UInt64(littleEndian: UnsafeRawPointer(base + (count &- 8)).loadUnaligned(as: UInt64.self))
          let word = tail &>> (UInt64(i &+ 8 &- count) &<< 3)
          if word & high == 0 {
            room &-= UTF8Bytes.highBitCount(UTF8Bytes.printableASCIIBits(word))
            i = count
            continue
          }
        }
        if byte >= 0x20, byte != 0x7F {
          // ED-14c: `#`, `*` and digits are emoji only as keycaps, followed
          // by U+FE0F (EF B8 8F) or U+20E3 (E2 83 A3); any other printable
          // byte is one column whatever follows.
          if EmojiSyntax.isKeycapBase(byte), i &+ 1 < count,
            base[i &+ 1] == EmojiSyntax.variationSelectorUTF8.0
              || base[i &+ 1] == EmojiSyntax.combiningEnclosingKeycapUTF8.0
          {
            // A listed keycap `1️⃣` with nothing after it: 2 columns, from the bytes.
            if !bounded || room >= 2, let end = EmojiSequenceData.builtIn.keycapEnd(at: i, in: text) {
              room &-= 2
              i = end
              continue
            }
            if let emoji = emojiSequence(
              at: i, scalar: UInt32(byte), length: 1, in: text, ambiguousWide: ambiguousWide, limit: room,
              scanner: &scanner, chainsRejectedThrough: &chainsRejectedThrough)
            {
              room &-= emoji.width
              if emoji.stopped { return (limit &- room, emoji.end) }
              i = emoji.end
              continue
            }
            // `#️` `*️` `0️`…`9️` without U+20E3: emoji-variation-sequences.txt
            // lists each base + U+FE0F as an emoji presentation sequence
            // (ED-9a), which UAX #11 makes wide, as `©️` is.
            if EmojiSyntax.hasEmojiPresentationSelector(at: i &+ 1, in: text) {
              if bounded, room < 2 { break }
              room &-= 2
              i &+= 4
              continue
            }
          }
          if bounded, room < 1 { break }
          room &-= 1
        }
        // C0 controls and DEL: 0 columns.
        i &+= 1
        continue
      }
      // An emoji of U+1F000…U+1FFFF (`F0 9F`: 😂, 👍🏽, 🏴󠁧󠁢󠁳󠁣󠁴󠁿, 🇨🇳) that the
      // bytes decide, 2 columns, without the call of `scalar(at:)`: a wide
      // one alone, the most common in chat (`😂` before a space or another
      // emoji), or with a skin tone (`👍🏽`), then one element
      // (`singleElementEnd`), a ZWJ chain or a listed flag
      // (`EmojiSequenceData.flagEnd`). The one-read table of
      // these blocks is indexed by the last two bytes' payloads. Before the
      // three-byte run: in emoji text, most scalars that are not ASCII are here.
      if byte == 0xF0, i &+ 4 <= count, !bounded || room >= 2 {
        let key = UTF8Bytes.bigEndianWord(base, at: i)
        if key >> 16 == 0xF09F {
          let c = UTF8Bytes.pictographScalar(key)
          let value = table.pictograph(c)
          // Alone: an emoji candidate of 2 columns, nothing after it that
          // may continue a sequence. A regional indicator is never taken
          // here: alone it takes 1 column (East_Asian_Width N), and pairs
          // with the next (UTS #51 ED-14).
          let next = UTF8Bytes.bigEndianWord(in: text, at: i &+ 4)
          if value & (displayWidthEmojiCandidateBit | 3) == displayWidthEmojiCandidateBit | 2 {
            if !EmojiSyntax.mayContinueSequenceWithoutBranches(utf8: next) {
              previousPart = 0
              // A space after it (between emoji, before a word) in the same
              // step: 1 column, and no sequence starts with it. Added, not
              // branched on: what follows the emoji is as random as the
              // text, and the loop's next test reads it anyway.
              var space = Int(unsafeBitCast(next >> 24 == 0x20, to: UInt8.self))
              if bounded { space &= Int(unsafeBitCast(room >= 3, to: UInt8.self)) }
              room &-= 2 &+ space
              i &+= 4 &+ space
              continue
            }
            // A skin tone after it (ED-13 `emoji_modifier_sequence`, `👍🏽`,
            // the next most common in chat), nothing after the two that may
            // continue a sequence: one element, 2 columns (`skinToneSequenceEnd`).
            if EmojiSyntax.isSkinTone(utf8: next),
              let end = skinToneSequenceEnd(base: c, skinToneAt: i &+ 4, in: text)
            {
              previousPart = 0
              room &-= 2
              i = end
              continue
            }
          }
          if value & displayWidthEmojiCandidateBit != 0 {
            // A ZWJ chain (`pictographicSequenceEnd`) where the general path
            // would also find it: `emojiSequence` tries the scanner's fast
            // path first, which ends where the chain does when both decide.
            let end: Int?
            if RegionalIndicator.contains(c) {
              // A flag, when the indicator at `i` starts its pair: nothing
              // before it is an indicator, or a flag of this path ends at `i`.
              let first = flagsThrough == i || i < 4 || !RegionalIndicator.endsAt(i, in: base)
              end = first ? EmojiSequenceData.builtIn.flagEnd(at: i, in: text) : nil
              if let end { flagsThrough = end }
            } else {
              // ZWJ right after it (`👩‍💻`, `🐕‍🦺`) or after its skin tone or
              // U+FE0F (`👩🏽‍💻`, `🏳️‍🌈`): a chain, or the scanner's; the walk
              // goes on from the second element, at one place in the scan.
              let markLength =
                next >> 8 == EmojiSyntax.zwjUTF8Word
                ? 0
                : EmojiSyntax.isSkinTone(utf8: next) ? 4 : next >> 8 == EmojiSyntax.emojiPresentationSelectorUTF8Word ? 3 : -1
              if markLength == 0
                || markLength > 0 && UTF8Bytes.bigEndianWord(in: text, at: i &+ 4 &+ markLength) >> 8 == EmojiSyntax.zwjUTF8Word
              {
                end = pictographicSequenceEnd(
                  at: i, joiningFirstElement: c, length: 4, markLength: markLength, in: text,
                  rejectedThrough: &chainsRejectedThrough)
              } else {
                end = singleElementEnd(at: i, scalar: c, length: 4, value: value, next: next, in: text)
                  ?? pictographicSequenceEnd(at: i, in: text, rejectedThrough: &chainsRejectedThrough)
              }
            }
            if let end {
              previousPart = 0
              room &-= 2
              i = end
              continue
            }
          }
        }
      }
      if byte & 0xF0 == 0xE0 {
        // A run of three-byte scalars (CJK text: hanzi, kana, Hangul,
        // punctuation, fullwidth forms) in a loop of its own. The two-level
        // table is indexed by the bytes themselves (lead and second byte
        // give the block, the third the slot), without decoding the
        // scalar and without a branch on what kind of character it is, which
        // mispredicts in mixed text. An emoji candidate leaves the loop.
        // This needs blocks of 64, the payload of one continuation byte:
        // the generator emits displayWidthBlockShift = 6 and refuses any
        // other geometry (CodePointTable.utf8ContinuationBits), and a
        // test checks the constant.
        // Most scalars of the run have no special bit: not an emoji
        // candidate, no Hangul syllable part, not ambiguous where that
        // matters. Their columns are the width byte's low bits and they end
        // any syllable block (a part-0 scalar is never a standalone jamo: the
        // generated displayWidthStandaloneJamo has no bit for part 0).
        let special = displayWidthEmojiCandidateBit | displayWidthSyllableMask &<< displayWidthSyllableShift
          | ambiguousMask
        var lead = byte
        repeat {
          let (block, slot) = UTF8Bytes.threeByteBlockAndSlot(base, at: i)
          let value = table.entry(block: block, slot: slot)
          let width: Int
          if value & special == 0 {
            width = Int(value & 3)
            previousPart = 0
          } else {
            if value & displayWidthEmojiCandidateBit != 0 { break }
            width = columns(value, ambiguousMask: ambiguousMask) &+ jamoColumns(value, after: &previousPart)
          }
          if bounded, width > room { return (limit &- room, i) }
          room &-= width
          i &+= 3
          guard i < count else { break }
          lead = base[i]
        } while lead & 0xF0 == 0xE0
        if i >= count || base[i] & 0xF0 != 0xE0 { continue }
        // The run stopped at an emoji candidate, here out of the run's loop,
        // whose registers it would take (`candidateUnit`).
        let (block, slot) = UTF8Bytes.threeByteBlockAndSlot(base, at: i)
        let value = table.entry(block: block, slot: slot)
        if let unit = candidateUnit(
          at: i, scalar: UInt32(block &<< 6 | slot), length: 3, value: value, ambiguousMask: ambiguousMask, in: text,
          chainsRejectedThrough: &chainsRejectedThrough)
        {
          if bounded, unit.width > room { return (limit &- room, i) }
          room &-= unit.width
          previousPart = 0
          i = unit.end
          continue
        }
      } else if byte < 0xE0 {
        // (A lead below E0 that is not ASCII starts a two-byte scalar: the
        // text is well-formed, so no continuation byte is read here.)
        // A run of two-byte scalars (Latin letters with accents, Greek,
        // Cyrillic, Hebrew, Arabic, combining marks) in a loop of its own,
        // the table indexed by the bytes as in the three-byte run: the lead's
        // low five bits are the block, the second byte the slot. None has a
        // Hangul syllable part; many are ambiguous (Greek and Cyrillic
        // letters, UAX #11), counted without a branch. An emoji candidate
        // (`©`, `®`) ends the run (`candidateUnit`).
        let special = displayWidthEmojiCandidateBit | displayWidthSyllableMask &<< displayWidthSyllableShift
        repeat {
          let (block, slot) = UTF8Bytes.twoByteBlockAndSlot(base, at: i)
          let value = table.entry(block: block, slot: slot)
          if value & special != 0 { break }
          let width = columns(value, ambiguousMask: ambiguousMask)
          if bounded, width > room { return (limit &- room, i) }
          room &-= width
          previousPart = 0
          i &+= 2
          guard i < count else { break }
        } while base[i] & 0xE0 == 0xC0
        if i >= count || base[i] & 0xE0 != 0xC0 { continue }
        // As after the three-byte run; one step for both, decoding either
        // form, costs a candidate 14 instructions more.
        let (block, slot) = UTF8Bytes.twoByteBlockAndSlot(base, at: i)
        let value = table.entry(block: block, slot: slot)
        if let unit = candidateUnit(
          at: i, scalar: UInt32(block &<< 6 | slot), length: 2, value: value, ambiguousMask: ambiguousMask, in: text,
          chainsRejectedThrough: &chainsRejectedThrough)
        {
          if bounded, unit.width > room { return (limit &- room, i) }
          room &-= unit.width
          previousPart = 0
          i = unit.end
          continue
        }
      }
      // Any other scalar, out of the loop: the four-byte scalars, the
      // emoji, and the scalars that leave a run.
      let step = scalar(
        at: i, in: text, ambiguousWide: ambiguousWide, limit: room, previousPart: previousPart,
        scanner: &scanner, chainsRejectedThrough: &chainsRejectedThrough)
      previousPart = step.part
      room &-= step.width
      if step.stopped { return (limit &- room, step.end) }
      i = step.end
    }
    return (limit &- room, i)
  }

  /// The columns of width byte `value`, its ambiguous bit counted when
  /// `ambiguousMask` is `displayWidthAmbiguousBit` (East Asian context).
  @inline(__always)
  static func columns(_ value: UInt8, ambiguousMask: UInt8) -> Int {
    Int(value & 3 &+ (value & ambiguousMask) &>> UInt8(displayWidthAmbiguousBit.trailingZeroBitCount))
  }

  /// The columns of emoji candidate `c` (width byte `value`) as one element
  /// alone: not a regional indicator (which pairs with the next, UTS #51
  /// ED-14), nothing after it that may continue a sequence
  /// (`EmojiSyntax.mayContinueSequence(utf8:)`). Nil when the scanner decides.
  /// - A wide one takes 2 columns whether or not it is an emoji.
  /// - A narrow `Emoji` character has text presentation by default (UTS #51
  ///   ED-4, no Emoji_Presentation, which East_Asian_Width gives W): alone,
  ///   `.rendersAsEmoji` finds no emoji in it, and it takes its own columns
  ///   (`™`, `©`; `™` 2 where ambiguous characters are wide).
  /// - A narrow one without `Emoji` is an `Extended_Pictographic` code point,
  ///   which shows as emoji when it is reserved for future emoji: nil.
  #if compiler(>=6.3)
  @inline(always)
  #else
  @inline(__always)
  #endif
  static func loneElementColumns(_ c: UInt32, value: UInt8, ambiguousMask: UInt8) -> Int? {
    if value & 3 == 2 { return 2 }
    guard EmojiProperties.lookup(c).contains(.emoji) else { return nil }
    return columns(value, ambiguousMask: ambiguousMask)
  }

  /// The width and end of the unit that emoji candidate `c` (`length`
  /// bytes at `i`, width byte `value`, not a regional indicator, which pairs
  /// with the next, ED-14) starts, when the bytes decide. Alone (`™`, `✨`
  /// before a space), its own columns (`loneElementColumns`); with U+FE0F,
  /// a skin tone or tags (`continuedElementEnd`: `☀️`, `✌🏾`), or as the
  /// first element of a ZWJ chain (`❤️‍🔥`), 2 columns. Nil leaves it to
  /// the scanner (`emojiSequence`). Where a run of two- or three-byte
  /// scalars stops, and in `scalar(at:)`.
  ///
  /// `@inline(always)` (SE-0496, Swift 6.3), as the element tests it calls
  /// (PictographicSequenceWidth.swift): `@inline(__always)` is a heuristic
  /// that the SIL inliner drops for a callee of more than 64 blocks once
  /// the caller has 64 (about 140 here, several hundred in the scan), which
  /// leaves it to LLVM's cost model: when that keeps it out of line, the
  /// emoji path pays a call and its register saves per candidate.
  /// Compilers before 6.3 get the heuristic.
  #if compiler(>=6.3)
  @inline(always)
  #else
  @inline(__always)
  #endif
  static func candidateUnit(
    at i: Int, scalar c: UInt32, length: Int, value: UInt8, ambiguousMask: UInt8, in text: UnsafeBufferPointer<UInt8>,
    chainsRejectedThrough: inout Int
  ) -> (width: Int, end: Int)? {
    let next = UTF8Bytes.bigEndianWord(in: text, at: i &+ length)
    if !EmojiSyntax.mayContinueSequence(utf8: next) {
      if let width = loneElementColumns(c, value: value, ambiguousMask: ambiguousMask) { return (width, i &+ length) }
    } else if let end = continuedElementEnd(at: i, scalar: c, length: length, next: next, in: text) {
      return (2, end)
    }
    // Not decided alone or with its selector, tone or tags: a ZWJ chain,
    // or a reserved pictograph alone, which the scanner decides.
    return pictographicSequenceEnd(at: i, in: text, rejectedThrough: &chainsRejectedThrough).map { (2, $0) }
  }

  /// The column a V or T jamo adds when it continues no syllable block: it
  /// is drawn alone on a filler, one column more than its width byte
  /// (DisplayWidthModel rule 3); 0 for every other scalar. `previousPart` is
  /// the Hangul syllable part of the scalar before (bits 4–6 of its width
  /// byte; 0 after anything but a jamo or syllable that continues a block),
  /// updated to this scalar's. Branch-free: the generated table answers for
  /// every (part, previous).
  @inline(__always)
  static func jamoColumns(_ value: UInt8, after previousPart: inout Int) -> Int {
    let part = Int(value &>> displayWidthSyllableShift & displayWidthSyllableMask)
    let alone = Int(truncatingIfNeeded: displayWidthStandaloneJamo &>> UInt64(part &<< 3 | previousPart)) & 1
    previousPart = part & (alone &- 1)
    return alone
  }

  /// The unit of the scan at `i` (not ASCII): the scalar there, or the
  /// emoji it starts. Its width, and where the scan goes on, or, when
  /// `stopped`, where it stops because the width would pass `limit`; and
  /// the Hangul syllable part to carry on (`jamoColumns`). Out of the scan's
  /// loop, whose registers stay with the ASCII and CJK runs.
  @inline(never)
  static func scalar(
    at i: Int, in text: UnsafeBufferPointer<UInt8>, ambiguousWide: Bool, limit: Int, previousPart: Int,
    scanner: inout LazyEmojiScanner, chainsRejectedThrough: inout Int
  ) -> (width: Int, end: Int, stopped: Bool, part: Int) {
    var part = previousPart
    let (c, length) = UTF8Bytes.decodeWellFormed(text.baseAddress!, at: i)
    let value = DisplayWidthTable.value(of: c)
    if value & displayWidthEmojiCandidateBit != 0 {
      part = 0
      // A unit the bytes decide (`candidateUnit`), without the scanner (the
      // common case in text); a regional indicator pairs with the next.
      if !RegionalIndicator.contains(c),
        let unit = candidateUnit(
          at: i, scalar: c, length: length, value: value,
          ambiguousMask: ambiguousWide ? displayWidthAmbiguousBit : 0, in: text,
          chainsRejectedThrough: &chainsRejectedThrough)
      {
        return unit.width <= limit ? (unit.width, unit.end, false, 0) : (0, i, true, 0)
      }
      if let emoji = emojiSequence(
        at: i, scalar: c, length: length, in: text, ambiguousWide: ambiguousWide, limit: limit, scanner: &scanner,
        chainsRejectedThrough: &chainsRejectedThrough)
      {
        return (emoji.width, emoji.end, emoji.stopped, 0)
      }
    }
    let width = columns(value, ambiguousMask: ambiguousWide ? displayWidthAmbiguousBit : 0)
      &+ jamoColumns(value, after: &part)
    return width <= limit ? (width, i &+ length, false, part) : (0, i, true, part)
  }

  /// The emoji sequence starting with scalar `c` (`length` bytes) at `i`, as
  /// the `.rendersAsEmoji` policy finds it: its width, and where the scan
  /// goes on, or, when `stopped`, where it stops because the width would
  /// pass `limit`. Nil when no emoji starts at `i`. Out of the scan's loop,
  /// which stays small for the text around emoji.
  @inline(never)
  static func emojiSequence(
    at i: Int, scalar c: UInt32, length: Int, in text: UnsafeBufferPointer<UInt8>, ambiguousWide: Bool, limit: Int,
    scanner lazy: inout LazyEmojiScanner, chainsRejectedThrough: inout Int
  ) -> (width: Int, end: Int, stopped: Bool)? {
    let scanner = lazy.scanner()
    // A lone emoji, a modifier or presentation sequence, a flag or a
    // keycap that the bytes decide (EmojiScanner.fastMatchEnd), or a chain of
    // pictographs joined by ZWJ with their skin tones and selectors
    // (pictographicSequenceEnd): one Character, 2 columns, listed or not.
    if let end = scanner.pointee.fastMatchEnd(at: i, in: text, scalar: c, length: length)
      ?? pictographicSequenceEnd(at: i, in: text, rejectedThrough: &chainsRejectedThrough)
    {
      return 2 <= limit ? (2, end, false) : (0, i, true)
    }
    guard let match = scanner.pointee.match(at: i, in: text) else { return nil }
    let (width, stop) = emojiWidth(match, text, ambiguousWide: ambiguousWide, limit: limit)
    return (width, stop ?? match.end, stop != nil)
  }

  /// The width of an emoji match: 2, or, when the match spans a Character
  /// boundary, the width of its Characters, each measured as a text of its
  /// own. `stop` is where the scan stops when the limit is reached inside.
  ///
  /// One Character at a time, in a loop: measuring the rest of the match
  /// as one text would find the rest of the chain again and go one level
  /// deeper for each Character (a stack as deep, and work as long, as the
  /// square of the chain, for `🇨‍🇨‍🇨‍…`). Each Character measured is
  /// short of the chain's next boundary, so its scan finds no match that
  /// spans one.
  @inline(never)
  static func emojiWidth(
    _ match: RawEmojiMatch, _ text: UnsafeBufferPointer<UInt8>, ambiguousWide: Bool, limit: Int
  ) -> (width: Int, stop: Int?) {
    guard match.kind == .zwj, characterBoundary(inZWJMatch: match, text) != nil else {
      return 2 <= limit ? (2, nil) : (0, match.start)
    }
    var total = 0
    var start = match.start
    while start < match.end {
      let end = start + UTF8Bytes.graphemeClusterEnd(UnsafeBufferPointer(rebasing: text[start..<match.end]), from: 0)
      let character = UnsafeBufferPointer(rebasing: text[start..<end])
      let (width, stop) = scan(character, ambiguousWide: ambiguousWide, limit: limit - total)
      total += width
      if stop < character.count { return (total, start + stop) }
      start = end
    }
    return (total, nil)
  }

  /// The first Character boundary inside an emoji ZWJ sequence match, if
  /// any: the match segmented as a text of its own (UAX #29 of the tables'
  /// version, Segmentation/). GB11 keeps only Extended_Pictographic Extend*
  /// ZWJ × Extended_Pictographic together, so flags, keycaps and lone
  /// modifiers as elements after a ZWJ start a Character.
  static func characterBoundary(inZWJMatch match: RawEmojiMatch, _ text: UnsafeBufferPointer<UInt8>) -> Int? {
    let end = UTF8Bytes.graphemeClusterEnd(UnsafeBufferPointer(rebasing: text[match.start..<match.end]), from: 0)
    return end < match.end - match.start ? match.start + end : nil
  }
}
