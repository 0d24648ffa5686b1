/// The byte loop of grapheme segmentation: walks the Character boundaries
/// (UAX #29 extended grapheme clusters, the tables' Unicode version) of
/// well-formed UTF-8 in one pass, without allocating. Every Character
/// operation of TextGauge (counting, the end of the n-th Character, the
/// boundary at or before an offset, the next boundary) is one call.
enum GraphemeClusterScanner {
  /// From `start`, a boundary, the Characters of the well-formed UTF-8
  /// `base[0..<count]` one after the other: stops at the boundary that
  /// ends the `limit`-th of them, or at the last boundary at or before
  /// `cut`, whichever comes first. Returns how many Characters lie between
  /// `start` and that boundary, and its offset. `limit: .max, cut: count`
  /// counts them all; `limit: 1` finds the next boundary; `cut: offset`
  /// rounds an offset down to a boundary.
  ///
  /// Over ASCII it takes up to eight bytes a step: an ASCII byte starts a
  /// Character unless it follows Prepend (GB9b) or is LF after CR (GB3),
  /// and no ASCII character is Extend, ZWJ, SpacingMark, InCB=Consonant or
  /// Extended_Pictographic.
  ///
  /// `bounded: false` (a literal, so that the checks fold away) promises
  /// `limit == .max` and `cut >= count`: the count of every Character, with
  /// runs of three-byte scalars of property 0 (Han, kana, CJK punctuation)
  /// counted in a loop of their own.
  @inline(__always)
  static func scan(
    _ base: UnsafePointer<UInt8>, count: Int, from start: Int, limit: Int, cut: Int, bounded: Bool = true
  ) -> (characters: Int, end: Int) {
    guard start < count, limit > 0 else { return (0, start) }
    var state = GraphemeBreakState()
    let (first, firstLength) = GraphemeBreakProperty.at(base, start, count: count)
    state.start(first)
    var offset = start + firstLength
    var characters = 0
    var last = start
    while offset < count {
      let lead = base[offset]
      let value: UInt8
      let length: Int
      if lead < 0x80 {
        if state.previous != graphemeBreakPrepend, state.previous != graphemeBreakCR {
          // The ASCII bytes before the first CR or non-ASCII byte of the
          // next eight: each starts a Character (the zero-byte test on
          // word ^ 0D0D… is exact for the first CR). Fewer than eight
          // left (a short text's tail): the same, a byte at a time.
          var run = 0
          if offset + 8 <= count {
            let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
            let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
            let stops = (word | ((crs &- 0x0101_0101_0101_0101) & ~crs)) & 0x8080_8080_8080_8080
            run = stops.trailingZeroBitCount >> 3  // 8 when there is none
          } else {
            while offset + run < count, base[offset + run] < 0x80, base[offset + run] != 0x0D { run += 1 }
          }
          if bounded { run = min(run, limit - characters, cut - offset + 1) }
          if run > 0 {
            characters += run
            offset += run
            if !bounded, run == 8 {
              // Whole words of ASCII without CR, one test each.
              while offset + 8 <= count {
                let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
                let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
                guard (word | ((crs &- 0x0101_0101_0101_0101) & ~crs)) & 0x8080_8080_8080_8080 == 0 else { break }
                characters += 8
                offset += 8
              }
            }
            last = offset - 1
            state.startAfterASCII(GraphemeBreakProperty.twoLevel(Int(base[last])))
            if bounded, characters == limit { return (characters, last) }
            continue
          }
        }
        (value, length) = (GraphemeBreakProperty.twoLevel(Int(lead)), 1)
      } else if lead >= 0xE0, lead < 0xF0 {
        (value, length) = (GraphemeBreakProperty.threeByte(base, offset), 3)
        if !bounded, value == 0, state.previous != graphemeBreakPrepend {
          // Each starts a Character (GB999), and so does each three-byte
          // scalar of property 0 after it.
          characters += 1
          offset += 3
          while offset < count, base[offset] >= 0xE0, base[offset] < 0xF0,
            GraphemeBreakProperty.threeByte(base, offset) == 0
          {
            characters += 1
            offset += 3
          }
          state.start(0)
          continue
        }
      } else if lead >= 0xF0 {
        (value, length) = (GraphemeBreakProperty.fourByte(base, offset), 4)
      } else {
        (value, length) = (GraphemeBreakProperty.twoByte(base, offset), 2)
      }
      if state.isBoundary(before: value) {
        if bounded, offset > cut { return (characters, last) }
        characters += 1
        last = offset
        if bounded, characters == limit { return (characters, last) }
      }
      offset += length
    }
    // The end of the text ends the last Character.
    if count <= cut {
      characters += 1
      last = count
    }
    return (characters, last)
  }
}

extension GraphemeClusterScanner {
  /// The last scalar boundary at or before `offset` (a scalar boundary
  /// below `count`) that is a Character boundary whatever comes before it:
  /// before CR or Control (GB5: no rule keeps them), or before a scalar
  /// whose property byte is 0 (Other, no InCB value, not ExtPict) that does
  /// not follow Prepend: every rule that keeps a scalar with the one before
  /// it needs that scalar to be Extend, ZWJ, SpacingMark, Hangul, a
  /// consonant, a pictograph or an indicator, or the one before to be
  /// Prepend (GB9b) or CR before LF (GB3). A pictograph that does not follow
  /// a ZWJ (GB11) or Prepend starts a Character too, so a text of emoji
  /// restarts at its previous emoji, not at its start. 0 when there is none.
  static func restartPoint(_ base: UnsafePointer<UInt8>, count: Int, atOrBefore offset: Int) -> Int {
    var position = offset
    var (value, _) = GraphemeBreakProperty.at(base, position, count: count)
    while position > 0 {
      var previous = position - 1
      while base[previous] & 0xC0 == 0x80 { previous -= 1 }
      let (previousValue, _) = GraphemeBreakProperty.at(base, previous, count: count)
      let current = value & graphemeBreakClassMask
      let previousClass = previousValue & graphemeBreakClassMask
      if current == graphemeBreakCR || current == graphemeBreakControl
        || (value == 0 && previousClass != graphemeBreakPrepend)
        || (value == graphemeExtendedPictographicBit && previousClass != graphemeBreakPrepend
          && previousClass != graphemeBreakZWJ)
      {
        return position
      }
      position = previous
      value = previousValue
    }
    return 0
  }
}

extension UTF8Bytes {
  /// The number of Characters (extended grapheme clusters, UAX #29, as the
  /// tables' Unicode version defines them) of the well-formed UTF-8 `bytes`.
  ///
  /// ```swift
  /// Array("🇦🇧🇨a\r\ne\u{301}".utf8).withUnsafeBufferPointer(UTF8Bytes.graphemeClusterCount)  // 5
  /// ```
  package static func graphemeClusterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    return GraphemeClusterScanner.scan(base, count: bytes.count, from: 0, limit: .max, cut: bytes.count, bounded: false)
      .characters
  }

  /// The offset of the boundary that ends the first `characters`
  /// Characters of the well-formed UTF-8 `bytes` (`bytes.count` when it has
  /// fewer), and how many Characters that is.
  package static func graphemeClusterPrefix(_ bytes: UnsafeBufferPointer<UInt8>, characters: Int) -> (characters: Int, end: Int) {
    guard let base = bytes.baseAddress else { return (0, 0) }
    return GraphemeClusterScanner.scan(base, count: bytes.count, from: 0, limit: characters, cut: bytes.count)
  }

  /// The last Character boundary at or before `offset` of the well-formed
  /// UTF-8 `bytes`; an offset inside a scalar counts from that scalar's
  /// start. Reads back to the nearest position that is a boundary whatever
  /// precedes it, then forward to `offset`: a prefix cut near the end of a
  /// long text reads only its last few Characters.
  package static func graphemeClusterBoundary(_ bytes: UnsafeBufferPointer<UInt8>, atOrBefore offset: Int) -> Int {
    guard let base = bytes.baseAddress, offset < bytes.count else { return min(offset, bytes.count) }
    var offset = offset
    while offset > 0, base[offset] & 0xC0 == 0x80 { offset -= 1 }  // at most three continuation bytes
    let start = GraphemeClusterScanner.restartPoint(base, count: bytes.count, atOrBefore: offset)
    return GraphemeClusterScanner.scan(base, count: bytes.count, from: start, limit: .max, cut: offset).end
  }

  /// The boundary after the Character that starts at `offset` (a boundary)
  /// of the well-formed UTF-8 `bytes`.
  package static func graphemeClusterEnd(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    return GraphemeClusterScanner.scan(base, count: bytes.count, from: offset, limit: 1, cut: bytes.count).end
  }
}
