/// Regional indicators, U+1F1E6…U+1F1FF (`F0 9F 87 A6…BF` in UTF-8): the
/// one home of their test, for scalars and for bytes. UTS #51 ED-14 makes a
/// flag of two of them; UAX #29 GB12/GB13 pair them from the start of their
/// run, so whether one starts a flag depends on how many come before it.
package enum RegionalIndicator {
  /// U+1F1E6 REGIONAL INDICATOR SYMBOL LETTER A.
  package static let first: UInt32 = 0x1F1E6
  /// Letters A…Z.
  package static let count: UInt32 = 26
  /// The last byte of U+1F1E6 in UTF-8 (`F0 9F 87 A6`); the other 25 follow it.
  static let firstLastByte: UInt8 = 0xA6

  /// Whether `scalar` is a regional indicator.
  ///
  /// ```swift
  /// RegionalIndicator.contains(0x1F1E8)  // true (🇨)
  /// RegionalIndicator.contains(0x1F1E5)  // false
  /// ```
  @inline(__always)
  package static func contains(_ scalar: UInt32) -> Bool { scalar &- first < count }

  /// Whether `scalar` is a regional indicator.
  @inline(__always)
  package static func contains(_ scalar: Unicode.Scalar) -> Bool { contains(scalar.value) }

  /// The letter of an indicator's last UTF-8 byte, 0 (A) … 25 (Z): the
  /// index of a flag table.
  @inline(__always)
  package static func letter(lastByte: UInt8) -> Int { Int(lastByte &- firstLastByte) }

  /// Whether the four bytes before `end` (at least 4) of the UTF-8 at
  /// `base` are a regional indicator, `F0 9F 87 A6…BF`.
  @inline(__always)
  static func endsAt(_ end: Int, in base: UnsafePointer<UInt8>) -> Bool {
    base[end &- 4] == 0xF0 && base[end &- 3] == 0x9F && base[end &- 2] == 0x87
      && base[end &- 1] &- firstLastByte < UInt8(count)
  }
}

extension UTF8Bytes {
  /// The number of regional indicators (U+1F1E6…U+1F1FF, `F0 9F 87 A6…BF`)
  /// that end at byte `end` of the well-formed UTF-8 at `base`, counted
  /// back two at a time. UAX #29 GB12/GB13 pair indicators from the start of
  /// their run, so this count's parity decides the pairing at `end`.
  ///
  /// ```swift
  /// // "a🇦🇧" = 61 F0 9F 87 A6 F0 9F 87 A7
  /// Array("a🇦🇧".utf8).withUnsafeBufferPointer { UTF8Bytes.regionalIndicatorsBefore($0.baseAddress!, end: 9) }  // 2
  /// ```
  package static func regionalIndicatorsBefore(_ base: UnsafePointer<UInt8>, end: Int) -> Int {
    var offset = end
    // Four indicators a step: each byte minus F0 9F 87 A6 is below 1 1 1 26
    // (one subtraction and one unsigned compare per 16 bytes).
    let pattern = UTF8Block.Lanes(0xF0, 0x9F, 0x87, 0xA6, 0xF0, 0x9F, 0x87, 0xA6, 0xF0, 0x9F, 0x87, 0xA6, 0xF0, 0x9F, 0x87, 0xA6)
    let bounds = UTF8Block.Lanes(1, 1, 1, 26, 1, 1, 1, 26, 1, 1, 1, 26, 1, 1, 1, 26)
    while offset >= UTF8Block.width {
      let lanes = UnsafeRawPointer(base + offset - UTF8Block.width).loadUnaligned(as: UTF8Block.Lanes.self)
      let outside = UTF8Block.mask((lanes &- pattern) .>= bounds)
      if UTF8Block.any(outside) { break }
      offset -= UTF8Block.width
    }
    // Two indicators are F0 9F 87 xx F0 9F 87 yy with xx, yy in A6…BF.
    while offset >= 8 {
      let word = UnsafeRawPointer(base + offset - 8).loadUnaligned(as: UInt64.self)
      guard word & 0x00FF_FFFF_00FF_FFFF == 0x0087_9FF0_0087_9FF0,
        (word >> 24) & 0xFF &- 0xA6 < 26, word >> 56 &- 0xA6 < 26
      else { break }
      offset -= 8
    }
    while offset >= 4, RegionalIndicator.endsAt(offset, in: base) { offset -= 4 }
    return (end - offset) / 4
  }
}
