/// A per-scalar weight that `ScalarWeightScanner` sums: the length of a scalar
/// in some encoding. Generic rather than a closure so that each metric's
/// loop is specialized and its weights inlined. Every ASCII scalar must weigh
/// 1: the scanner counts runs of ASCII without looking at them one by one.
protocol ScalarWeight {
  /// The weight of `scalar`, whose UTF-8 form is `utf8Length` bytes
  /// (1 for ASCII, passed as a constant so that fast paths fold away).
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int

  /// The total weight of the scalars that start in `block`, a well-formed
  /// block of the text at `base` (see ``UTF8Block/wellFormedSpill(_:)``):
  /// byte classes where they decide the weight, ``weight(_:utf8Length:)``
  /// for the lanes they do not. Must equal the sum of
  /// ``weight(_:utf8Length:)`` over those scalars.
  func weight(of block: UTF8Block, in base: UnsafePointer<UInt8>) -> Int
}

/// Counts Unicode scalars.
struct ScalarCountWeight: ScalarWeight {
  init() {}
  @inline(__always)
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int { 1 }
  @inline(__always)
  func weight(of block: UTF8Block, in base: UnsafePointer<UInt8>) -> Int {
    UTF8Block.count(block.scalarStarts)
  }
}

/// UTF-16 code units: 2 for supplementary scalars (4 UTF-8 bytes), else 1.
struct UTF16LengthWeight: ScalarWeight {
  init() {}
  @inline(__always)
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int { utf8Length == 4 ? 2 : 1 }
  @inline(__always)
  func weight(of block: UTF8Block, in base: UnsafePointer<UInt8>) -> Int {
    let one = UTF8Block.splat(1)
    return UTF8Block.sum((block.scalarStarts & one) &+ (block.leads4 & one))
  }
}

/// UTF-8 bytes.
struct UTF8LengthWeight: ScalarWeight {
  init() {}
  @inline(__always)
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int { utf8Length }
  @inline(__always)
  func weight(of block: UTF8Block, in base: UnsafePointer<UInt8>) -> Int {
    let one = UTF8Block.splat(1)
    return UTF8Block.sum(
      (block.scalarStarts & one) &+ (block.leads & one) &+ (block.leads3or4 & one) &+ (block.leads4 & one))
  }
}

#if hasFeature(Embedded)
/// Any of the weights above as the weight of each UTF-8 length (each of
/// them depends on the length alone): byte `n - 1` of `weights` is an
/// `n`-byte scalar's weight. Each is the one before or one more, so a
/// block weighs its scalar starts plus, for each length whose weight steps
/// up, the leads of sequences at least that long.
struct ScalarWeightByLength: ScalarWeight {
  let weights: UInt32

  @inline(__always)
  init<W: ScalarWeight>(_ weigher: W) {
    var weights: UInt32 = 0
    for length in 1...4 {
      weights |= UInt32(truncatingIfNeeded: weigher.weight(0, utf8Length: length)) &<< UInt32(8 &* (length &- 1))
    }
    self.weights = weights
  }

  @inline(__always)
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int {
    Int(truncatingIfNeeded: (weights &>> UInt32(truncatingIfNeeded: 8 &* (utf8Length &- 1))) & 0xFF)
  }

  @inline(__always)
  func weight(of block: UTF8Block, in base: UnsafePointer<UInt8>) -> Int {
    // Byte n: the weight of an (n + 1)-byte scalar less an n-byte one's.
    let steps = weights &- (weights &<< 8)
    func step(_ byte: UInt32) -> UTF8Block.Lanes { UTF8Block.splat(UInt8(truncatingIfNeeded: steps &>> (8 &* byte))) }
    return UTF8Block.sum(
      (block.scalarStarts & UTF8Block.splat(1)) &+ (block.leads & step(1)) &+ (block.leads3or4 & step(2))
        &+ (block.leads4 & step(3)))
  }
}
#endif

/// Sums scalar weights over UTF-8 bytes: 16 bytes at a time over
/// well-formed text (``UTF8Block``), scalar by scalar over the rest.
///
/// Ill-formed UTF-8 is read the way `String(decoding:as: UTF8.self)` reads it:
/// each maximal subpart of an ill-formed sequence (Unicode §3.9, "U+FFFD
/// Substitution of Maximal Subparts") counts as one U+FFFD. Well-formed text,
/// which is all a `String` can hold, never reaches that path. Both paths
/// give the same sums: a block is only counted as a vector when it is
/// well-formed, and a well-formed sequence decodes the same from any
/// starting point, so the two can hand over at any scalar boundary.
enum ScalarWeightScanner {
  /// Sums weights from the start of `bytes` while the total stays within
  /// `limit`. Returns the total and the offset of the first scalar not
  /// counted (`bytes.count` when everything fit): that offset is always on a
  /// scalar boundary.
  ///
  /// `wellFormed`: the bytes are known to be well-formed UTF-8 (a native
  /// `String`'s storage, which the standard library validates when the
  /// string is made), so blocks are not validated again.
  @inline(__always)
  static func scan<W: ScalarWeight>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ weigher: W, limit: Int, wellFormed: Bool = false
  ) -> (total: Int, end: Int) {
    #if hasFeature(Embedded)
    scanByLength(bytes, ScalarWeightByLength(weigher), limit: limit, wellFormed: wellFormed)
    #else
    sum(bytes, weigher, limit: limit, wellFormed: wellFormed)
    #endif
  }

  #if hasFeature(Embedded)
  /// The one loop of every weight in WebAssembly, where each generic is
  /// compiled once per type: the weights as ``ScalarWeightByLength``.
  @inline(never)
  static func scanByLength(
    _ bytes: UnsafeBufferPointer<UInt8>, _ weigher: ScalarWeightByLength, limit: Int, wellFormed: Bool
  ) -> (total: Int, end: Int) {
    sum(bytes, weigher, limit: limit, wellFormed: wellFormed)
  }
  #endif

  @inline(__always)
  static func sum<W: ScalarWeight>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ weigher: W, limit: Int, wellFormed: Bool
  ) -> (total: Int, end: Int) {
    guard let base = bytes.baseAddress else { return (0, 0) }
    let count = bytes.count
    var offset = 0
    var total = 0
    while offset < count {
      // Blocks, from a scalar boundary, while they are well-formed and fit.
      while offset + UTF8Block.reach <= count {
        let block = UTF8Block(base, at: offset)
        if block.isASCII {
          // ASCII weighs 1 in every metric.
          guard total + UTF8Block.width <= limit else { break }
          total += UTF8Block.width
          offset += UTF8Block.width
          continue
        }
        guard let spill = wellFormed ? block.spill(base) : block.wellFormedSpill(base) else { break }
        let weight = weigher.weight(of: block, in: base)
        guard total + weight <= limit else { break }
        total += weight
        offset += UTF8Block.width + spill
      }
      // Scalar by scalar: the last bytes, a block that is ill-formed or
      // would pass the limit; then blocks again.
      let stop = min(count, offset + UTF8Block.reach)
      while offset < stop {
        let (scalar, length, utf8Length) = UTF8Bytes.decode(base, at: offset, count: count)
        let weight = weigher.weight(scalar, utf8Length: utf8Length)
        if total + weight > limit { return (total, offset) }
        total += weight
        offset += length
      }
    }
    return (total, offset)
  }
}

extension StringProtocol {
  /// Sums `weigher` over the text's scalars while the total stays within
  /// `limit`: the total, and the index of the first scalar not counted (nil
  /// when the whole text fit). Reads the contiguous UTF-8 of native strings
  /// (a copy of the rest's).
  @inline(__always)
  func scanScalarWeights<W: ScalarWeight>(_ weigher: W, limit: Int) -> (total: Int, stop: String.Index?) {
    let (total, end, count) = withUTF8Buffer { bytes -> (Int, Int, Int) in
      let (total, end) = ScalarWeightScanner.scan(bytes, weigher, limit: limit, wellFormed: true)
      return (total, end, bytes.count)
    }
    return (total, end == count ? nil : utf8.index(utf8.startIndex, offsetBy: end))
  }
}
