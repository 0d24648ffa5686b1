// UTF-16 code units and scalars of UTF-8 text, vectorized: the offsets
// UIKit, NSRange and JSON `utf16*` keys speak in.

extension UTF8Bytes {

  /// The number of UTF-16 code units of the well-formed UTF-8 in `bytes`:
  /// one per scalar, two for a supplementary scalar (a four-byte sequence).
  /// Ill-formed bytes count as the U+FFFD they decode to (one unit each),
  /// unless `wellFormed` promises there are none (a `String`'s storage,
  /// bytes already checked), which skips validating them again.
  ///
  /// ```swift
  /// Array("a中😀".utf8).withUnsafeBufferPointer { UTF8Bytes.utf16Count($0) }  // 4
  /// ```
  package static func utf16Count(_ bytes: UnsafeBufferPointer<UInt8>, wellFormed: Bool = false) -> Int {
    if wellFormed, bytes.count < shortRun { return shortRunCounts(bytes).utf16 }
    return wellFormed
      ? ScalarWeightScanner.scan(bytes, UTF16LengthWeight(), limit: .max, wellFormed: true).total
      : ScalarWeightScanner.scan(bytes, UTF16LengthWeight(), limit: .max).total
  }

  /// The longest prefix of `bytes` (whole scalars) that takes at most
  /// `units` UTF-16 code units: its UTF-16 count and its length in bytes.
  /// A UTF-16 offset to a UTF-8 offset: when `utf16Count == units` the
  /// offset is `utf8Count`; when it is `units - 1` and bytes remain, the
  /// offset falls inside the surrogate pair of the next (four-byte) scalar;
  /// when `utf8Count == bytes.count` and `utf16Count < units`, the offset
  /// is past the end and `utf16Count` is the whole text's. Vectorized like
  /// ``utf16Count(_:wellFormed:)``; stops at the offset, so mapping an
  /// offset near the start reads only the bytes before it.
  ///
  /// ```swift
  /// // "a😀b": 61 F0 9F 98 80 62, UTF-16 units 1 + 2 + 1
  /// Array("a😀b".utf8).withUnsafeBufferPointer { UTF8Bytes.utf16Prefix($0, units: 3) }  // (3, 5)
  /// Array("a😀b".utf8).withUnsafeBufferPointer { UTF8Bytes.utf16Prefix($0, units: 2) }  // (1, 1): offset 2 splits 😀
  /// ```
  package static func utf16Prefix(
    _ bytes: UnsafeBufferPointer<UInt8>, units: Int, wellFormed: Bool = false
  ) -> (utf16Count: Int, utf8Count: Int) {
    guard wellFormed, let base = bytes.baseAddress else {
      let (total, end) = ScalarWeightScanner.scan(bytes, UTF16LengthWeight(), limit: units)
      return (total, end)
    }
    // Well-formed: a scalar's units count at its lead byte (one per byte
    // that is not a continuation byte, one more per four-byte lead), so the
    // steps need not end on scalar boundaries and no spill is computed.
    let count = bytes.count
    let one = UTF8Block.splat(1)
    @inline(__always) func unitsAt(_ offset: Int) -> UTF8Block.Lanes {
      let lanes = UnsafeRawPointer(base + offset).loadUnaligned(as: UTF8Block.Lanes.self)
      return (~UTF8Block.continuation(lanes) & one) &+ (UTF8Block.atLeast(lanes, 0xF0) & one)
    }
    var total = 0
    var offset = 0
    // 64 bytes a step while far from the target (at most 2 units a byte,
    // at most 8 per lane: the lane sums cannot carry).
    while offset + 64 <= count, total + 128 <= units {
      total += UTF8Block.sum(unitsAt(offset) &+ unitsAt(offset + 16) &+ unitsAt(offset + 32) &+ unitsAt(offset + 48))
      offset += 64
    }
    while offset + UTF8Block.width <= count {
      let step = UTF8Block.sum(unitsAt(offset))
      guard total + step <= units else { break }
      total += step
      offset += UTF8Block.width
    }
    // Byte by byte to the target: the continuation bytes of a scalar
    // already counted, then whole scalars.
    while offset < count {
      let lead = base[offset]
      if lead & 0xC0 == 0x80 {
        offset += 1
        continue
      }
      let weight = lead >= 0xF0 ? 2 : 1
      guard total + weight <= units else { break }
      total += weight
      offset += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
    return (total, offset)
  }

  /// The number of scalars of the UTF-8 in `bytes` (an ill-formed subpart
  /// counts as the one U+FFFD it decodes to; `wellFormed` as for
  /// ``utf16Count(_:wellFormed:)``).
  ///
  /// ```swift
  /// Array("a中😀".utf8).withUnsafeBufferPointer { UTF8Bytes.scalarCount($0) }  // 3
  /// ```
  package static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>, wellFormed: Bool = false) -> Int {
    if wellFormed, bytes.count < shortRun { return shortRunCounts(bytes).scalars }
    return wellFormed
      ? ScalarWeightScanner.scan(bytes, ScalarCountWeight(), limit: .max, wellFormed: true).total
      : ScalarWeightScanner.scan(bytes, ScalarCountWeight(), limit: .max).total
  }

  /// The scalars and UTF-16 code units of the well-formed UTF-8 in `bytes`
  /// (a `String`'s, or validated), counted together: one byte loop over a
  /// short run such as the text between two emoji, and
  /// ``scalarCount(_:wellFormed:)`` and ``utf16Count(_:wellFormed:)`` over a
  /// long one.
  ///
  /// ```swift
  /// Array("a中😀".utf8).withUnsafeBufferPointer { UTF8Bytes.scalarAndUTF16Count(wellFormed: $0) }  // (3, 4)
  /// ```
  @inline(__always)
  package static func scalarAndUTF16Count(wellFormed bytes: UnsafeBufferPointer<UInt8>) -> (scalars: Int, utf16: Int) {
    bytes.count < shortRun
      ? shortRunCounts(bytes) : (scalarCount(bytes, wellFormed: true), utf16Count(bytes, wellFormed: true))
  }

  /// Below this many bytes of well-formed UTF-8 (a Character, the text
  /// between two emoji), a byte loop counts scalars and UTF-16 units for
  /// less than setting up the vector scan.
  static let shortRun = 64

  /// The scalars and UTF-16 units of a short run of well-formed UTF-8:
  /// every byte but a continuation byte starts a scalar, and a four-byte
  /// lead (F0…F4) starts one of two UTF-16 code units.
  @inline(__always)
  static func shortRunCounts(_ bytes: UnsafeBufferPointer<UInt8>) -> (scalars: Int, utf16: Int) {
    var scalars = 0, supplementary = 0
    for byte in bytes {
      scalars &+= byte & 0xC0 != 0x80 ? 1 : 0
      supplementary &+= byte >= 0xF0 ? 1 : 0
    }
    return (scalars, scalars &+ supplementary)
  }
}
