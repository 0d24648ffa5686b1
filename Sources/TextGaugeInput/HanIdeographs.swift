/// The code points with the Unicode property `Unified_Ideograph`
/// (PropList.txt, Unicode 17.0): the CJK Unified Ideographs block, its
/// extensions A…J, and the twelve unified ideographs among the CJK
/// Compatibility Ideographs. Inclusive ranges, sorted.
///
/// Written out here rather than read from the standard library's
/// `properties.isUnifiedIdeograph`, whose data depends on the OS release
/// the app runs on; the tests compare the two for every code point the
/// standard library knows.
private let unifiedIdeographRanges: [ClosedRange<UInt32>] = [
  0x3400...0x4DBF,    // Extension A
  0x4E00...0x9FFF,    // CJK Unified Ideographs
  0xFA0E...0xFA0F, 0xFA11...0xFA11, 0xFA13...0xFA14, 0xFA1F...0xFA1F,
  0xFA21...0xFA21, 0xFA23...0xFA24, 0xFA27...0xFA29,  // unified ones among the compatibility ideographs
  0x20000...0x2A6DF,  // Extension B
  0x2A700...0x2B81D,  // Extensions C and D
  0x2B820...0x2CEAD,  // Extension E
  0x2CEB0...0x2EBE0,  // Extension F
  0x2EBF0...0x2EE5D,  // Extension I
  0x30000...0x3134A,  // Extension G
  0x31350...0x33479,  // Extensions H and J
]

extension Unicode.Scalar {
  /// Has `Unified_Ideograph` (Unicode 17.0): a Han ideograph.
  var isHanUnifiedIdeograph: Bool {
    let value = value
    // Fast paths: below U+3400 nothing; the main block directly.
    if value < 0x3400 { return false }
    if value >= 0x4E00, value <= 0x9FFF { return true }
    for range in unifiedIdeographRanges where range.contains(value) { return true }
    return false
  }

  /// A standardized or ideographic variation selector (U+FE00…U+FE0F,
  /// U+E0100…U+E01EF), which may follow a Han ideograph in one Character.
  var isVariationSelector: Bool {
    (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
  }
}
