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
  /// Over ASCII it takes eight bytes a step: an ASCII byte starts a
  /// Character unless it follows Prepend (GB9b) or is LF after CR (GB3),
  /// and no ASCII character is Extend, ZWJ, SpacingMark, InCB=Consonant or
  /// Extended_Pictographic.
  static func scan(
    _ base: UnsafePointer<UInt8>, count: Int, from start: Int, limit: Int, cut: Int
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
      if lead < 0x80, offset + 8 <= count, state.previous != graphemeBreakPrepend,
        state.previous != graphemeBreakCR, limit - characters >= 8, offset + 7 <= cut
      {
        let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
        // All ASCII and no CR (exact zero-byte test on word ^ 0D0D…).
        let crs = word ^ 0x0D0D_0D0D_0D0D_0D0D
        if (word | ((crs &- 0x0101_0101_0101_0101) & ~crs)) & 0x8080_8080_8080_8080 == 0 {
          // Eight boundaries, each ending a Character.
          characters += 8
          last = offset + 7
          offset += 8
          state.start(GraphemeBreakProperty.of(UInt32(word >> 56)))
          if characters == limit { return (characters, last) }
          continue
        }
      }
      let (value, length) = GraphemeBreakProperty.at(base, offset, count: count)
      if state.isBoundary(before: value) {
        if offset > cut { return (characters, last) }
        characters += 1
        last = offset
        if characters == limit { return (characters, last) }
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

extension UTF8Bytes {
  /// The number of Characters (extended grapheme clusters, UAX #29, as the
  /// tables' Unicode version defines them) of the well-formed UTF-8 `bytes`.
  ///
  /// ```swift
  /// Array("🇦🇧🇨a\r\ne\u{301}".utf8).withUnsafeBufferPointer(UTF8Bytes.graphemeClusterCount)  // 5
  /// ```
  package static func graphemeClusterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    return GraphemeClusterScanner.scan(base, count: bytes.count, from: 0, limit: .max, cut: bytes.count).characters
  }

  /// The offset of the boundary that ends the first `characters`
  /// Characters of the well-formed UTF-8 `bytes` (`bytes.count` when it has
  /// fewer), and how many Characters that is.
  package static func graphemeClusterPrefix(_ bytes: UnsafeBufferPointer<UInt8>, characters: Int) -> (characters: Int, end: Int) {
    guard let base = bytes.baseAddress else { return (0, 0) }
    return GraphemeClusterScanner.scan(base, count: bytes.count, from: 0, limit: characters, cut: bytes.count)
  }

  /// The last Character boundary at or before `offset` of the well-formed
  /// UTF-8 `bytes`.
  package static func graphemeClusterBoundary(_ bytes: UnsafeBufferPointer<UInt8>, atOrBefore offset: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    return GraphemeClusterScanner.scan(base, count: bytes.count, from: 0, limit: .max, cut: offset).end
  }

  /// The boundary after the Character that starts at `offset` (a boundary)
  /// of the well-formed UTF-8 `bytes`.
  package static func graphemeClusterEnd(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    return GraphemeClusterScanner.scan(base, count: bytes.count, from: offset, limit: 1, cut: bytes.count).end
  }
}
