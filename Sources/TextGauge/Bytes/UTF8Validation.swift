// Where UTF-8 stops being well-formed (Unicode §3.9, Table 3-7).

extension UTF8Bytes {

  /// The offset of the first byte where `bytes` stops being well-formed
  /// UTF-8 (Unicode §3.9, Table 3-7), or nil when all of it is: the start of
  /// the first maximal ill-formed subpart, the same offset a decoder that
  /// replaces errors with U+FFFD reports.
  ///
  /// Vectorized over ``UTF8Block``s; a block that does not validate is
  /// decoded scalar by scalar to find the exact offset.
  ///
  /// ```swift
  /// [0x61, 0xE4, 0xB8, 0x41].withUnsafeBufferPointer(UTF8Bytes.firstIllFormedOffset)  // 1
  /// ```
  package static func firstIllFormedOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let count = bytes.count
    var offset = 0
    while offset < count {
      while offset + UTF8Block.reach <= count {
        let block = UTF8Block(base, at: offset)
        if block.isASCII {
          offset += UTF8Block.width
          // An ASCII run, the commonest well-formed text: 32 bytes a step.
          while offset + 2 * UTF8Block.width <= count {
            let raw = UnsafeRawPointer(base + offset)
            let (low, high) = unsafeBitCast(
              raw.loadUnaligned(as: UTF8Block.Lanes.self)
                | raw.loadUnaligned(fromByteOffset: UTF8Block.width, as: UTF8Block.Lanes.self),
              to: (UInt64, UInt64).self)
            guard (low | high) & 0x8080_8080_8080_8080 == 0 else { break }
            offset += 2 * UTF8Block.width
          }
        } else if let spill = block.wellFormedSpill(base) {
          offset += UTF8Block.width + spill
        } else {
          break
        }
      }
      // The tail, or a block that did not validate: one block's worth of
      // scalars, then back to blocks.
      let stop = min(count, offset + UTF8Block.reach)
      while offset < stop {
        let (scalar, length, _) = decode(base, at: offset, count: count)
        // U+FFFD itself is EF BF BD; an ill-formed subpart starting with EF
        // is at most two bytes long.
        if scalar == 0xFFFD, length != 3 || base[offset] != 0xEF { return offset }
        offset += length
      }
    }
    return nil
  }
}
