/// A per-scalar weight that `ScalarWeightScanner` sums: the length of a scalar
/// in some encoding. Generic rather than a closure so that each metric's
/// loop is specialized and its weights inlined. Every ASCII scalar must weigh
/// 1: the scanner counts runs of ASCII eight bytes at a time.
protocol ScalarWeight {
  /// The weight of `scalar`, whose UTF-8 form is `utf8Length` bytes
  /// (1 for ASCII, passed as a constant so that fast paths fold away).
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int
}

/// Counts Unicode scalars.
struct ScalarCountWeight: ScalarWeight {
  init() {}
  @inline(__always)
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int { 1 }
}

/// UTF-16 code units: 2 for supplementary scalars (4 UTF-8 bytes), else 1.
struct UTF16LengthWeight: ScalarWeight {
  init() {}
  @inline(__always)
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int { utf8Length == 4 ? 2 : 1 }
}

/// UTF-8 bytes.
struct UTF8LengthWeight: ScalarWeight {
  init() {}
  @inline(__always)
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int { utf8Length }
}

/// Sums scalar weights over UTF-8 bytes, decoding by hand.
///
/// Ill-formed UTF-8 is read the way `String(decoding:as: UTF8.self)` reads it:
/// each maximal subpart of an ill-formed sequence (Unicode §3.9, "U+FFFD
/// Substitution of Maximal Subparts") counts as one U+FFFD. Well-formed text,
/// which is all a `String` can hold, never reaches that path.
enum ScalarWeightScanner {
  /// Sums weights from the start of `bytes` while the total stays within
  /// `limit`. Returns the total and the offset of the first scalar not
  /// counted (`bytes.count` when everything fit): that offset is always on a
  /// scalar boundary.
  @inline(__always)
  static func scan<W: ScalarWeight>(
    _ bytes: UnsafeBufferPointer<UInt8>, _ weigher: W, limit: Int
  ) -> (total: Int, end: Int) {
    guard let base = bytes.baseAddress else { return (0, 0) }
    let count = bytes.count
    var offset = 0
    var total = 0
    while offset < count {
      let lead = base[offset]
      if lead < 0x80 {
        // ASCII weighs 1 in every metric: take eight bytes at once while
        // they are all ASCII and fit.
        if offset + 8 <= count, total + 8 <= limit {
          let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
          if word & 0x8080_8080_8080_8080 == 0 {
            total += 8
            offset += 8
            continue
          }
        }
        let weight = weigher.weight(UInt32(lead), utf8Length: 1)
        if total + weight > limit { break }
        total += weight
        offset += 1
        continue
      }
      var scalar: UInt32 = 0xFFFD
      var length = 0
      var utf8Length = 3  // U+FFFD's, for ill-formed input
      if lead < 0xE0 {
        if lead >= 0xC2, offset + 1 < count, base[offset + 1] & 0xC0 == 0x80 {
          scalar = UInt32(lead & 0x1F) << 6 | UInt32(base[offset + 1] & 0x3F)
          length = 2
          utf8Length = 2
        }
      } else if lead < 0xF0 {
        if offset + 2 < count, base[offset + 1] & 0xC0 == 0x80, base[offset + 2] & 0xC0 == 0x80 {
          let value = UInt32(lead & 0x0F) << 12 | UInt32(base[offset + 1] & 0x3F) << 6
            | UInt32(base[offset + 2] & 0x3F)
          // Not overlong, not a surrogate.
          if value >= 0x800, value & 0xF800 != 0xD800 {
            scalar = value
            length = 3
            utf8Length = 3
          }
        }
      } else if offset + 3 < count, base[offset + 1] & 0xC0 == 0x80,
        base[offset + 2] & 0xC0 == 0x80, base[offset + 3] & 0xC0 == 0x80
      {
        let value = UInt32(lead & 0x07) << 18 | UInt32(base[offset + 1] & 0x3F) << 12
          | UInt32(base[offset + 2] & 0x3F) << 6 | UInt32(base[offset + 3] & 0x3F)
        if lead <= 0xF4, value >= 0x10000, value <= 0x10FFFF {
          scalar = value
          length = 4
          utf8Length = 4
        }
      }
      if length == 0 {
        length = illFormedSequenceLength(base, at: offset, count: count)
      }
      let weight = weigher.weight(scalar, utf8Length: utf8Length)
      if total + weight > limit { break }
      total += weight
      offset += length
    }
    return (total, offset)
  }

  /// The length of the maximal subpart of the ill-formed sequence at
  /// `offset`: the longest prefix of a well-formed sequence (Unicode
  /// Table 3-7), at least one byte.
  @inline(never)
  static func illFormedSequenceLength(_ base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> Int {
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
}

extension StringProtocol {
  /// Sums `weigher` over the text's scalars while the total stays within
  /// `limit`: the total, and the index of the first scalar not counted (nil
  /// when the whole text fit). Uses the contiguous UTF-8 of native strings;
  /// walks the scalars otherwise.
  @inline(__always)
  func scanScalarWeights<W: ScalarWeight>(_ weigher: W, limit: Int) -> (total: Int, stop: String.Index?) {
    if let (total, end, count) = utf8.withContiguousStorageIfAvailable({ bytes -> (Int, Int, Int) in
      let (total, end) = ScalarWeightScanner.scan(bytes, weigher, limit: limit)
      return (total, end, bytes.count)
    }) {
      return (total, end == count ? nil : utf8.index(utf8.startIndex, offsetBy: end))
    }
    var total = 0
    var index = unicodeScalars.startIndex
    while index < unicodeScalars.endIndex {
      let scalar = unicodeScalars[index]
      let weight = weigher.weight(scalar.value, utf8Length: UTF8.width(scalar))
      if total + weight > limit { return (total, index) }
      total += weight
      index = unicodeScalars.index(after: index)
    }
    return (total, nil)
  }
}
