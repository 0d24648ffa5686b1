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
  let next1: Lanes
  let next2: Lanes
  let next3: Lanes

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

  @inline(__always) static func splat(_ byte: UInt8) -> Lanes { Lanes(repeating: byte) }
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
  @inline(__always) var leads3or4: Lanes { Self.atLeast(bytes, 0xE0) }
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
  func wellFormedSpill(_ base: UnsafePointer<UInt8>) -> Int? {
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
  func forEachLane(of mask: Lanes, _ body: (Int) -> Void) {
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
  typealias SignedLanes = SIMD16<Int8>

  /// The sum of all lanes of `vector`, each up to 255 (the full range: for
  /// per-lane counters summed over many blocks). Adds byte pairs into
  /// 16-bit lanes first, then each 64-bit half by one multiply.
  @inline(__always)
  static func wideSum(_ vector: Lanes) -> Int {
    let wide = unsafeBitCast(vector, to: SIMD8<UInt16>.self)
    let pairs = (wide & SIMD8<UInt16>(repeating: 0x00FF)) &+ (wide &>> SIMD8<UInt16>(repeating: 8))
    // Each 16-bit lane is at most 510, four of them at most 2,040: no carry
    // crosses a lane.
    let (low, high) = unsafeBitCast(pairs, to: (UInt64, UInt64).self)
    let ones: UInt64 = 0x0001_0001_0001_0001
    return Int((low &* ones) >> 48 + (high &* ones) >> 48)
  }
}
