/// The property byte UAX #29's grapheme rules read for each scalar:
/// Grapheme_Cluster_Break, Indic_Conjunct_Break and Extended_Pictographic
/// of the tables' Unicode version, packed as the generated constants say
/// (`Generated/GraphemeBreakTables.swift`; the layout is the generator's).
enum GraphemeBreakProperty {
  /// The property byte of `codePoint`.
  @inline(__always)
  static func of(_ codePoint: UInt32) -> UInt8 { GraphemeBreakTable.value(of: codePoint) }

  /// The property byte of a code point below the two-level limit.
  @inline(__always)
  static func twoLevel(_ codePoint: Int) -> UInt8 {
    GraphemeBreakTable.entry(
      block: codePoint >> Int(GraphemeBreakTable.blockShift), slot: codePoint & Int(GraphemeBreakTable.blockMask))
  }

  /// The property byte of the three-byte scalar at `offset`, from its
  /// bytes: block and slot of the two-level table without decoding.
  @inline(__always)
  static func threeByte(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt8 {
    GraphemeBreakTable.threeByte(base, offset)
  }

  /// The property byte of the scalar at `offset` of well-formed UTF-8 (a
  /// `String`'s storage: the scalar's bytes are all there and need no
  /// checking) and its length in bytes.
  @inline(__always)
  static func at(_ base: UnsafePointer<UInt8>, _ offset: Int, count: Int) -> (value: UInt8, length: Int) {
    let lead = base[offset]
    if lead < 0x80 { return (twoLevel(Int(lead)), 1) }
    if lead < 0xE0 { return (twoByte(base, offset), 2) }
    if lead < 0xF0 { return (threeByte(base, offset), 3) }
    return (fourByte(base, offset), 4)
  }

  /// The property byte of the two-byte scalar at `offset`.
  @inline(__always)
  static func twoByte(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt8 {
    GraphemeBreakTable.twoByte(base, offset)
  }

  /// The property byte of the four-byte scalar at `offset`.
  @inline(__always)
  static func fourByte(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt8 {
    let codePoint = UInt32(base[offset] & 0x07) << 18 | UInt32(base[offset &+ 1] & 0x3F) << 12
      | UInt32(base[offset &+ 2] & 0x3F) << 6 | UInt32(base[offset &+ 3] & 0x3F)
    return of(codePoint)
  }
}
