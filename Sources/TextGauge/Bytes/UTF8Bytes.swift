/// The byte core: the UTF-8 primitives every TextGauge target builds on, so
/// that decoding, the ASCII skip, validation and searching are written once
/// and a faster version of one speeds up all of its users.
///
/// `package` visibility: usable from every target of this package
/// (TextGaugeInput, TextGaugeStickers, the command line), not from apps.
///
/// | Primitive | What it gives | Use it for |
/// |---|---|---|
/// | ``decode(_:at:count:)`` | one scalar at an offset, ill-formed bytes read as U+FFFD by maximal subparts | any byte loop that needs scalar values |
/// | ``threeByteBlockAndSlot(_:at:)`` | a three-byte scalar's block of 64 and slot, from its bytes | two-level table look-ups over CJK runs (emoji scanner, display width) |
/// | ``asciiRunEnd(_:from:count:)`` | the end of the ASCII run at an offset, eight bytes per step | skipping text that cannot hold what you look for |
/// | ``UTF8Block`` | 16 bytes as `SIMD16<UInt8>` with the bytes after them, validated as well-formed in one step | vectorized counting (``ScalarWeightScanner``) |
/// | ``firstIllFormedOffset(_:)`` | where a buffer stops being well-formed UTF-8 | validating input before making a `String` |
/// | ``utf16Count(_:wellFormed:)``, ``scalarCount(_:wellFormed:)`` | UTF-16 code units and scalars of UTF-8 text, vectorized | UTF-16 offsets (UIKit, `NSRange`, JSON `utf16*` keys), scalar offsets |
/// | ``utf16Prefix(_:units:wellFormed:)`` | the bytes that hold a number of UTF-16 code units, vectorized | a UTF-16 offset (an `NSRange` location) to a UTF-8 offset |
/// | ``regionalIndicatorsBefore(_:end:)`` | the length of the run of regional indicators ending at an offset | flag pairing (UAX #29 GB12/GB13) without grapheme breaking |
/// | ``partitionPoint(_:_:)`` | binary search over a sorted buffer | table look-ups (ranges, sequence tries, names) |
///
/// Adopting it: a scanner that walks `withContiguousStorageIfAvailable` bytes
/// calls ``decode(_:at:count:)`` where it decodes today, and
/// ``asciiRunEnd(_:from:count:)`` where it skips ASCII with its own
/// `loadUnaligned`; a UTF-16 offset is ``utf16Count(_:wellFormed:)`` of the bytes before
/// it (a `String`'s UTF-8 is always well-formed: pass `wellFormed: true`);
/// each hand-written binary search becomes one ``partitionPoint(_:_:)``
/// call with a predicate. All of them are `@inline(__always)` or small, so
/// the generic callers are specialized and nothing is boxed.
package enum UTF8Bytes {
  // MARK: Decoding one scalar

  /// The scalar at `offset` of the `count` bytes at `base`: its value, the
  /// bytes it occupies, and its well-formed UTF-8 length (1 to 4).
  ///
  /// Ill-formed bytes decode as `String(decoding:as: UTF8.self)` decodes
  /// them: each maximal subpart of an ill-formed sequence (Unicode §3.9,
  /// "U+FFFD Substitution of Maximal Subparts") is one U+FFFD, whose
  /// well-formed length is 3.
  ///
  /// ```swift
  /// // "a中" = 61 E4 B8 AD
  /// UTF8Bytes.decode(base, at: 1, count: 4)  // (0x4E2D, 3, 3)
  /// // 61 FF: (0xFFFD, 1, 3) at offset 1
  /// ```
  @inline(__always)
  package static func decode(
    _ base: UnsafePointer<UInt8>, at offset: Int, count: Int
  ) -> (scalar: UInt32, length: Int, utf8Length: Int) {
    let lead = base[offset]
    if lead < 0x80 { return (UInt32(lead), 1, 1) }
    if lead < 0xE0 {
      if lead >= 0xC2, offset + 1 < count, base[offset + 1] & 0xC0 == 0x80 {
        return (UInt32(lead & 0x1F) << 6 | UInt32(base[offset + 1] & 0x3F), 2, 2)
      }
    } else if lead < 0xF0 {
      if offset + 2 < count, base[offset + 1] & 0xC0 == 0x80, base[offset + 2] & 0xC0 == 0x80 {
        let value = UInt32(lead & 0x0F) << 12 | UInt32(base[offset + 1] & 0x3F) << 6
          | UInt32(base[offset + 2] & 0x3F)
        // Table 3-7: not overlong (E0 80…9F), not a surrogate (ED A0…BF).
        if value >= 0x800, value & 0xF800 != 0xD800 { return (value, 3, 3) }
      }
    } else if offset + 3 < count, base[offset + 1] & 0xC0 == 0x80,
      base[offset + 2] & 0xC0 == 0x80, base[offset + 3] & 0xC0 == 0x80
    {
      let value = UInt32(lead & 0x07) << 18 | UInt32(base[offset + 1] & 0x3F) << 12
        | UInt32(base[offset + 2] & 0x3F) << 6 | UInt32(base[offset + 3] & 0x3F)
      // Table 3-7: not overlong (F0 80…8F), not above U+10FFFF (F4 90…, F5…).
      if lead <= 0xF4, value >= 0x10000, value <= 0x10FFFF { return (value, 4, 4) }
    }
    return (0xFFFD, illFormedSequenceLength(base, at: offset, count: count), 3)
  }

  /// The length of the maximal subpart of the ill-formed sequence at
  /// `offset`: the longest prefix of a well-formed sequence (Unicode
  /// Table 3-7), at least one byte.
  @inline(never)
  package static func illFormedSequenceLength(_ base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> Int {
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    let trailing: Int
    switch base[offset] {
    case 0xC2...0xDF: trailing = 1
    case 0xE0: trailing = 2; lower = 0xA0
    case 0xE1...0xEC, 0xEE, 0xEF: trailing = 2
    case 0xED: trailing = 2; upper = 0x9F
    case 0xF0: trailing = 3; lower = 0x90
    case 0xF1...0xF3: trailing = 3
    case 0xF4: trailing = 3; upper = 0x8F
    default: return 1
    }
    var length = 1
    while length <= trailing, offset + length < count {
      let byte = base[offset + length]
      let (low, high) = length == 1 ? (lower, upper) : (0x80, 0xBF)
      guard byte >= low, byte <= high else { break }
      length += 1
    }
    return min(length, trailing)
  }

  /// Where the three-byte scalar at `offset` (well-formed: checked by the
  /// caller) sits in a two-level table of blocks of 64 code points: its
  /// block, `scalar >> 6`, from the lead's low four bits and the second
  /// byte's six, and its slot, `scalar & 63`, the third byte's six: the
  /// table look-up of CJK text without decoding.
  ///
  /// ```swift
  /// // 中 U+4E2D = E4 B8 AD
  /// UTF8Bytes.threeByteBlockAndSlot(base, at: 0)  // (0x138, 0x2D)
  /// ```
  @inline(__always)
  package static func threeByteBlockAndSlot(_ base: UnsafePointer<UInt8>, at offset: Int) -> (block: Int, slot: Int) {
    (Int(base[offset] & 0x0F) << 6 | Int(base[offset &+ 1] & 0x3F), Int(base[offset &+ 2] & 0x3F))
  }

  // MARK: ASCII

  /// The offset of the first non-ASCII byte at or after `offset` (or
  /// `count`), testing eight bytes per step.
  ///
  /// ```swift
  /// // "abc中" = 61 62 63 E4 B8 AD
  /// UTF8Bytes.asciiRunEnd(base, from: 0, count: 6)  // 3
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

  // MARK: Regional indicators

  /// The number of regional indicators (U+1F1E6…U+1F1FF, `F0 9F 87 A6…BF`)
  /// that end at byte `end` of the well-formed UTF-8 at `base`, counted
  /// back two at a time. UAX #29 GB12/GB13 pair indicators from the start of
  /// their run, so this count's parity decides the pairing at `end`.
  ///
  /// ```swift
  /// // "a🇦🇧" = 61 F0 9F 87 A6 F0 9F 87 A7
  /// UTF8Bytes.regionalIndicatorsBefore(base, end: 9)  // 2
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
    while offset >= 4, base[offset - 4] == 0xF0, base[offset - 3] == 0x9F, base[offset - 2] == 0x87,
      base[offset - 1] &- 0xA6 < 26
    {
      offset -= 4
    }
    return (end - offset) / 4
  }

  // MARK: Validation

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

  // MARK: UTF-16

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
  /// UTF8Bytes.utf16Prefix(buffer, units: 3)  // (3, 5)
  /// UTF8Bytes.utf16Prefix(buffer, units: 2)  // (1, 1): offset 2 splits 😀
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

  // MARK: Sorted search

  /// The first index of `elements` whose element does not satisfy
  /// `isBefore`, for a buffer partitioned so that every element satisfying
  /// it comes first (a sorted table and `isBefore = { $0 < key }` gives the
  /// lower bound; `{ $0 <= key }` the upper bound). `elements.count` when
  /// all satisfy it. O(log n), no allocation.
  ///
  /// ```swift
  /// let starts: [UInt32] = [0x00A9, 0x00AE, 0x203C]
  /// starts.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { $0 <= 0x00AE } }  // 2
  /// ```
  @inline(__always)
  package static func partitionPoint<Element>(
    _ elements: UnsafeBufferPointer<Element>, _ isBefore: (Element) -> Bool
  ) -> Int {
    // The partition point lies in `base ... base + count`; each step halves
    // `count` whatever the comparison says, so the loop runs a fixed number
    // of times for a given size, and the comparison picks the half without
    // a branch to mispredict: `base` moves by `half` or 0, masked by the
    // comparison's bit (a plain `? :` is compiled back into a branch).
    var base = 0
    var count = elements.count
    guard count > 0 else { return 0 }
    while count > 1 {
      let half = count >> 1
      let before = Int(truncatingIfNeeded: unsafeBitCast(isBefore(elements[base &+ half]), to: UInt8.self))
      base &+= half & (0 &- before)
      count &-= half
    }
    return isBefore(elements[base]) ? base &+ 1 : base
  }
}

/// Sixteen bytes of UTF-8 as one vector, with the three vectors that start
/// one, two and three bytes later, so that every byte can be judged with the
/// bytes after it in one step. Loaded at `offset` when `offset + reach`
/// bytes are available.
///
/// A block is about the scalars whose first byte lies in its 16 bytes; the
/// last of them may end up to three bytes later (its *spill*).
///
/// Lane masks are `SIMD16<UInt8>` vectors of 0xFF (set) and 0x00 lanes,
/// combined with `&`, `|` and `~`, and every comparison is against a
/// splatted vector: those lower to single SSE2/NEON instructions, whereas
/// `SIMDMask` helpers (`replacing(with:where:)`, `any`, `wrappedSum`) and
/// comparisons with a scalar operand are lane-by-lane loops in Swift 6.
package struct UTF8Block {
  /// Bytes per block.
  package static let width = 16
  /// Bytes a block reads: its own and the three after.
  package static let reach = width + 3

  package typealias Lanes = SIMD16<UInt8>

  package let offset: Int
  /// The bytes at `offset`…`offset + 15`.
  package let bytes: Lanes
  /// The bytes one, two and three positions later.
  package let next1: Lanes
  package let next2: Lanes
  package let next3: Lanes

  @inline(__always)
  package init(_ base: UnsafePointer<UInt8>, at offset: Int) {
    let raw = UnsafeRawPointer(base + offset)
    self.offset = offset
    bytes = raw.loadUnaligned(as: Lanes.self)
    next1 = raw.loadUnaligned(fromByteOffset: 1, as: Lanes.self)
    next2 = raw.loadUnaligned(fromByteOffset: 2, as: Lanes.self)
    next3 = raw.loadUnaligned(fromByteOffset: 3, as: Lanes.self)
  }

  // MARK: Lane masks (0xFF or 0x00 per lane)

  @inline(__always) package static func splat(_ byte: UInt8) -> Lanes { Lanes(repeating: byte) }
  @inline(__always) package static func mask(_ mask: SIMDMask<SIMD16<Int8>>) -> Lanes {
    unsafeBitCast(mask, to: Lanes.self)
  }
  /// Lanes where `vector` is at least `byte`.
  @inline(__always) package static func atLeast(_ vector: Lanes, _ byte: UInt8) -> Lanes {
    mask(vector .>= splat(byte))
  }
  /// Lanes where `vector` is below `byte`.
  @inline(__always) package static func below(_ vector: Lanes, _ byte: UInt8) -> Lanes {
    mask(vector .< splat(byte))
  }
  /// Lanes where `vector` is `byte`.
  @inline(__always) package static func equal(_ vector: Lanes, _ byte: UInt8) -> Lanes {
    mask(vector .== splat(byte))
  }
  /// Lanes holding a continuation byte (80…BF).
  @inline(__always) package static func continuation(_ vector: Lanes) -> Lanes {
    equal(vector & splat(0xC0), 0x80)
  }

  /// Whether all 16 bytes are ASCII.
  @inline(__always)
  package var isASCII: Bool {
    let (low, high) = unsafeBitCast(bytes, to: (UInt64, UInt64).self)
    return (low | high) & 0x8080_8080_8080_8080 == 0
  }

  /// Lanes holding ASCII.
  @inline(__always) package var ascii: Lanes { Self.below(bytes, 0x80) }
  /// Lanes holding the first byte of a two-, three- or four-byte scalar.
  @inline(__always) package var leads: Lanes { Self.atLeast(bytes, 0xC0) }
  /// Lanes holding the first byte of a three- or four-byte scalar.
  @inline(__always) package var leads3or4: Lanes { Self.atLeast(bytes, 0xE0) }
  /// Lanes holding the first byte of a four-byte scalar.
  @inline(__always) package var leads4: Lanes { Self.atLeast(bytes, 0xF0) }
  /// Lanes holding the first byte of a scalar (ASCII or a lead).
  @inline(__always) package var scalarStarts: Lanes { ~Self.continuation(bytes) }

  /// When the block, starting on a scalar boundary, is well-formed UTF-8
  /// (every scalar that starts in it, including the bytes the last one
  /// spills past the block): how many bytes it spills, 0 to 3, so that the
  /// next block starts at `offset + width + spill`. Nil when it is not.
  ///
  /// Checks Unicode Table 3-7 per lane: no C0, C1 or F5…FF; every lead
  /// followed by its continuation bytes; the second byte's narrower range
  /// after E0, ED, F0, F4; and no continuation byte that no lead in the
  /// block owns (counted: owned continuation bytes in the block are the
  /// leads' trailing bytes minus the spill).
  @inline(__always)
  package func wellFormedSpill(_ base: UnsafePointer<UInt8>) -> Int? {
    let leads = self.leads, leads3or4 = self.leads3or4, leads4 = self.leads4
    var bad = Self.equal(bytes, 0xC0) | Self.equal(bytes, 0xC1) | Self.atLeast(bytes, 0xF5)
    bad |= leads & ~Self.continuation(next1)
    bad |= leads3or4 & ~Self.continuation(next2)
    bad |= leads4 & ~Self.continuation(next3)
    bad |= Self.equal(bytes, 0xE0) & Self.below(next1, 0xA0)
    bad |= Self.equal(bytes, 0xED) & Self.atLeast(next1, 0xA0)
    bad |= Self.equal(bytes, 0xF0) & Self.below(next1, 0x90)
    bad |= Self.equal(bytes, 0xF4) & Self.atLeast(next1, 0x90)
    if Self.any(bad) { return nil }
    let spill = self.spill(base)
    let one = Self.splat(1)
    let owned = Self.sum((leads & one) &+ (leads3or4 & one) &+ (leads4 & one)) - spill
    return owned == Self.count(Self.continuation(bytes)) ? spill : nil
  }

  /// How many bytes the last scalar starting in the block, known to be
  /// well-formed (a `String`'s storage), spills past it: 0 to 3.
  @inline(__always)
  package func spill(_ base: UnsafePointer<UInt8>) -> Int {
    let end = base + offset + Self.width
    let spill: Int
    if end[-1] >= 0xC0 {
      spill = end[-1] >= 0xF0 ? 3 : end[-1] >= 0xE0 ? 2 : 1
    } else if end[-2] >= 0xE0 {
      spill = end[-2] >= 0xF0 ? 2 : 1
    } else if end[-3] >= 0xF0 {
      spill = 1
    } else {
      spill = 0
    }
    return spill
  }

  /// Whether any lane of `mask` is set.
  @inline(__always)
  package static func any(_ mask: Lanes) -> Bool {
    let (low, high) = unsafeBitCast(mask, to: (UInt64, UInt64).self)
    return low | high != 0
  }

  /// The sum of the lanes of `vector`, which must be at most 255.
  @inline(__always)
  package static func sum(_ vector: Lanes) -> Int {
    // Multiplying by 0x0101…01 adds every byte into the top one; no partial
    // sum exceeds 255, so no carry crosses a byte.
    let (low, high) = unsafeBitCast(vector, to: (UInt64, UInt64).self)
    return Int((low &* 0x0101_0101_0101_0101) >> 56 + (high &* 0x0101_0101_0101_0101) >> 56)
  }

  /// The number of set lanes of `mask`.
  @inline(__always)
  package static func count(_ mask: Lanes) -> Int { sum(mask & splat(1)) }

  /// Calls `body` with the offset (in the text) of each set lane of `mask`,
  /// in order: for the few lanes a vector cannot decide.
  @inline(__always)
  package func forEachLane(of mask: Lanes, _ body: (Int) -> Void) {
    let (low, high) = unsafeBitCast(mask, to: (UInt64, UInt64).self)
    var bits = low & 0x8080_8080_8080_8080
    while bits != 0 {
      body(offset + bits.trailingZeroBitCount >> 3)
      bits &= bits &- 1
    }
    bits = high & 0x8080_8080_8080_8080
    while bits != 0 {
      body(offset + 8 + bits.trailingZeroBitCount >> 3)
      bits &= bits &- 1
    }
  }
}

// MARK: Fixed-stride helpers

extension UTF8Block {
  package typealias SignedLanes = SIMD16<Int8>

  /// The sum of all lanes of `vector`, each up to 255 (the full range: for
  /// per-lane counters summed over many blocks). Adds byte pairs into
  /// 16-bit lanes first, then each 64-bit half by one multiply.
  @inline(__always)
  package static func wideSum(_ vector: Lanes) -> Int {
    let wide = unsafeBitCast(vector, to: SIMD8<UInt16>.self)
    let pairs = (wide & SIMD8<UInt16>(repeating: 0x00FF)) &+ (wide &>> SIMD8<UInt16>(repeating: 8))
    // Each 16-bit lane is at most 510, four of them at most 2,040: no carry
    // crosses a lane.
    let (low, high) = unsafeBitCast(pairs, to: (UInt64, UInt64).self)
    let ones: UInt64 = 0x0001_0001_0001_0001
    return Int((low &* ones) >> 48 + (high &* ones) >> 48)
  }
}
