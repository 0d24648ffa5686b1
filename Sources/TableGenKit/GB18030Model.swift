import CICU

/// GB 18030 byte lengths of every code point in each edition, as the sets of
/// code points that take two bytes (ASCII takes one, everything else four).
///
/// Built from one source that implements one edition (ICU's "gb18030"
/// converter in `tablegen`), checked code point by code point, and the other
/// editions derived from it by ``GB18030Edition/differences``.
public struct GB18030Model: Sendable {
  /// The edition the source implements (detected, see ``GB18030Edition/detect(lengthOf:)``).
  public var sourceEdition: GB18030Edition
  /// What the lengths came from, e.g. `ICU 72.1 "gb18030" converter`.
  public var source: String
  /// The two-byte set of each edition as sorted, disjoint, non-adjacent ranges.
  public var twoByteRanges: [GB18030Edition: [ClosedRange<UInt32>]]

  /// Parses lengths: `length(codePoint)` for every code point 0…10FFFF but the
  /// surrogates must be 1 (exactly for U+0000…U+007F), 2 (only in the BMP) or
  /// 4; nil or anything else is an error naming the code point.
  public init(source: String, length: (UInt32) -> Int?) throws {
    func fail(_ codePoint: UInt32, _ message: String) -> TableGenError {
      TableGenError(path: source, "U+\(hex(codePoint)): \(message)")
    }
    guard let edition = GB18030Edition.detect(lengthOf: length) else {
      throw TableGenError(
        path: source,
        "implements no known GB 18030 edition: U+1E3F has \(length(0x1E3F).map(String.init) ?? "no") bytes, U+FE10 \(length(0xFE10).map(String.init) ?? "no")")
    }
    var isTwoByte = [Bool](repeating: false, count: 0x10000)
    for codePoint in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(codePoint) {
      let bytes = length(codePoint)
      switch bytes {
      case 1 where codePoint < 0x80: break
      case 2 where codePoint <= 0xFFFF && codePoint >= 0x80: isTwoByte[Int(codePoint)] = true
      case 4 where codePoint >= 0x80: break
      default:
        throw fail(codePoint, bytes.map { "\($0) bytes" } ?? "not encodable")
      }
    }
    // The source must agree with its edition on every documented difference,
    // except that a strict 2022 source may give the former PUA code points
    // their four-byte round-trip codes where TextGauge counts the fallback.
    for difference in GB18030Edition.differences {
      for range in difference.codePoints {
        for codePoint in range {
          let expected = difference.length(in: edition)
          let actual = isTwoByte[Int(codePoint)] ? 2 : 4
          let strictPUA = edition == .gb2022 && difference.codePoints == GB18030Edition.formerPrivateUseCodePoints
          if actual != expected, !strictPUA {
            throw fail(codePoint, "\(actual) bytes, but \(edition.name) (\(difference.note)) has \(expected)")
          }
        }
      }
    }
    self.sourceEdition = edition
    self.source = source
    self.twoByteRanges = [:]
    for target in GB18030Edition.allCases {
      twoByteRanges[target] = Self.ranges(Self.derive(isTwoByte, to: target))
    }
  }

  /// Applies every documented difference: each listed code point gets its
  /// length in `edition`, whatever the source said.
  static func derive(_ isTwoByte: [Bool], to edition: GB18030Edition) -> [Bool] {
    var result = isTwoByte
    for difference in GB18030Edition.differences {
      for range in difference.codePoints {
        for codePoint in range { result[Int(codePoint)] = difference.length(in: edition) == 2 }
      }
    }
    return result
  }

  /// Compresses a BMP membership array into ranges.
  static func ranges(_ isMember: [Bool]) -> [ClosedRange<UInt32>] {
    var ranges: [ClosedRange<UInt32>] = []
    var start: Int?
    for index in 0...isMember.count {
      let member = index < isMember.count && isMember[index]
      if member, start == nil { start = index }
      if !member, let first = start {
        ranges.append(UInt32(first)...UInt32(index - 1))
        start = nil
      }
    }
    return ranges
  }

  /// The byte length of `codePoint` (not a surrogate) in `edition`.
  public func length(of codePoint: UInt32, in edition: GB18030Edition) -> Int {
    if codePoint < 0x80 { return 1 }
    let ranges = twoByteRanges[edition]!
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound < codePoint { low = middle + 1 } else { high = middle }
    }
    return low < ranges.count && ranges[low].contains(codePoint) ? 2 : 4
  }

  /// Reads every code point's length from the system ICU's "gb18030" converter.
  public static func fromSystemICU() throws -> GB18030Model {
    guard let converter = cicu_gb18030_open() else {
      throw TableGenError(path: "ICU", "cannot open the \"gb18030\" converter")
    }
    defer { cicu_gb18030_close(converter) }
    return try GB18030Model(source: "ICU \(SystemICU.icuVersion) \"gb18030\" converter") { codePoint in
      let bytes = cicu_gb18030_code_point_length(converter, codePoint)
      return bytes < 0 ? nil : Int(bytes)
    }
  }
}
