// The ASCII skip of the byte core: most text is ASCII between the scalars
// a scanner looks for.

extension UTF8Bytes {

  /// The offset of the first non-ASCII byte at or after `offset` (or
  /// `count`), testing eight bytes per step.
  ///
  /// ```swift
  /// // "abc中" = 61 62 63 E4 B8 AD
  /// Array("abc中".utf8).withUnsafeBufferPointer { UTF8Bytes.asciiRunEnd($0.baseAddress!, from: 0, count: 6) }  // 3
  /// ```
  @inline(__always)
  package static func asciiRunEnd(_ base: UnsafePointer<UInt8>, from offset: Int, count: Int) -> Int {
    var offset = offset
    while offset + 8 <= count {
      let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080
      if word != 0 { return offset + word.trailingZeroBitCount >> 3 }  // little-endian: first byte lowest
      offset += 8
    }
    while offset < count, base[offset] < 0x80 { offset += 1 }
    return offset
  }

  /// The number of bytes of `word` whose high bit is set, for a word with
  /// no other bit set (a mask of `0x80` per byte): the bits moved to each
  /// byte's bottom and summed into the top byte by one multiplication. A
  /// general population count is a dozen instructions where the CPU
  /// baseline has no `popcnt` (x86-64 v1).
  ///
  /// ```swift
  /// UTF8Bytes.highBitCount(0x8000_0000_0000_8080)  // 3
  /// ```
  @inline(__always)
  package static func highBitCount(_ word: UInt64) -> Int {
    Int(truncatingIfNeeded: ((word &>> 7) &* 0x0101_0101_0101_0101) &>> 56)
  }

  /// The high bit of each byte of `word` that is printable ASCII (`20`…`7E`),
  /// for the bytes below `80`: `b + 60` has its high bit set when
  /// `b >= 20`, `b + 01` when `b == 7F`. A byte of `80` or more gives no
  /// meaningful bit, but the sums carry only into later (higher) bytes, so
  /// every ASCII byte before the first non-ASCII one is exact.
  ///
  /// ```swift
  /// // 09 20 41 7F, little-endian: a tab, a space, "A", DEL
  /// UTF8Bytes.printableASCIIBits(0x7F41_2009) == 0x0080_8000  // true
  /// ```
  @inline(__always)
  package static func printableASCIIBits(_ word: UInt64) -> UInt64 {
    (word &+ 0x6060_6060_6060_6060) & ~(word &+ 0x0101_0101_0101_0101) & 0x8080_8080_8080_8080
  }
}
