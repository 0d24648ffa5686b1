/// The property byte UAX #29's grapheme rules read for each scalar:
/// Grapheme_Cluster_Break, Indic_Conjunct_Break and Extended_Pictographic
/// of the tables' Unicode version, packed as the generated constants say
/// (`Generated/GraphemeBreakTables.swift`; the layout is the generator's).
enum GraphemeBreakProperty {
  /// The property byte of `codePoint`.
  @inline(__always)
  static func of(_ codePoint: UInt32) -> UInt8 {
    if codePoint < graphemeBreakTwoLevelLimit {
      // Two-level table: the block, then the slot in it (geometry generated).
      let block = Int(graphemeBreakIndex[Int(codePoint >> graphemeBreakBlockShift)])
      return graphemeBreakBlocks[block << graphemeBreakBlockShift | Int(codePoint & graphemeBreakBlockMask)]
    }
    return aboveTwoLevel(codePoint)
  }

  /// Binary search over the runs from the one holding the two-level limit
  /// (tags, variation selectors supplement, CJK extensions: rare in text).
  @inline(never)
  static func aboveTwoLevel(_ codePoint: UInt32) -> UInt8 {
    graphemeBreakRuns.withUnsafeBufferPointer { runs in
      let key = codePoint << 8 | 0xFF
      let first = Int(graphemeBreakFirstRunAboveTwoLevel)
      let low = first + UTF8Bytes.partitionPoint(UnsafeBufferPointer(rebasing: runs[first...])) { $0 <= key } - 1
      return UInt8(truncatingIfNeeded: runs[low])
    }
  }

  /// The property byte of the scalar at `offset` of well-formed UTF-8 and
  /// its length in bytes. A three-byte scalar (CJK, kana, most symbols) is
  /// looked up from its bytes without decoding.
  @inline(__always)
  static func at(_ base: UnsafePointer<UInt8>, _ offset: Int, count: Int) -> (value: UInt8, length: Int) {
    let lead = base[offset]
    if lead < 0x80 { return (of(UInt32(lead)), 1) }
    if lead >= 0xE0, lead < 0xF0 {
      let (block, slot) = UTF8Bytes.threeByteBlockAndSlot(base, at: offset)
      return (graphemeBreakBlocks[Int(graphemeBreakIndex[block]) << graphemeBreakBlockShift | slot], 3)
    }
    let (scalar, length, _) = UTF8Bytes.decode(base, at: offset, count: count)
    return (of(scalar), length)
  }
}
