/// The editions of GB 18030 whose byte lengths TextGauge tables, and the
/// documented differences between them (Data/gb18030/README.md lists each
/// with its source).
///
/// Every edition encodes each Unicode scalar in 1, 2 or 4 bytes: ASCII in one,
/// the two-byte set (GBK's repertoire plus the user-defined areas mapped to
/// the Private Use Area) in two, everything else in four. The editions differ
/// only in which code points belong to the two-byte set.
public enum GB18030Edition: String, CaseIterable, Sendable, Comparable {
  case gb2000 = "2000"
  case gb2005 = "2005"
  case gb2022 = "2022"

  /// `GB 18030-2005`.
  public var name: String { "GB 18030-\(rawValue)" }

  public static func < (a: GB18030Edition, b: GB18030Edition) -> Bool { a.rawValue < b.rawValue }
}

/// One documented difference: code points whose byte length is not the same
/// in every edition, with the length in each.
public struct GB18030Difference: Sendable, Equatable {
  public var codePoints: [ClosedRange<UInt32>]
  public var lengths: [GB18030Edition: Int]
  /// What changed, for the README and error messages.
  public var note: String

  public func length(in edition: GB18030Edition) -> Int { lengths[edition]! }
}

extension GB18030Edition {
  /// The code points whose mapping differs between editions, with each
  /// edition's byte length. Every other code point has the same length in all
  /// three. (The last row's lengths agree; it is listed because the editions'
  /// mapping tables do not, so a source may report 4 there.)
  ///
  /// - 2000 → 2005: GB 18030-2005 maps 0xA8BC to U+1E3F (ḿ, encoded in
  ///   Unicode 3.0) instead of the PUA code point U+E7C7, and moves U+E7C7 to
  ///   the four-byte code 0x8135F437 that U+1E3F had.
  /// - 2005 → 2022: GB 18030-2022 maps 18 two-byte codes to the standard code
  ///   points Unicode 4.1 added for them: 0xA6D9–0xA6F3 to the vertical forms
  ///   U+FE10–U+FE19 and 0xFE59–0xFEA0 to the CJK radicals U+9FB4–U+9FBB.
  ///   Those code points leave the four-byte area for two bytes.
  /// - The 18 PUA code points those codes mapped to before (U+E78D–U+E796,
  ///   U+E81E, U+E826, U+E82B, U+E82C, U+E832, U+E843, U+E854, U+E864): the
  ///   2022 table round-trips them with the four-byte codes the standard code
  ///   points gave up, but ICU 73+, Java 21, the WHATWG Encoding Standard and
  ///   Foundation encode them, by fallback, as the two-byte codes they always
  ///   had (UTC recommendation L2/23-003r). TextGauge counts them as 2 in
  ///   every edition: an encoder that people actually run produces 2 bytes,
  ///   and text written under 2005 keeps its length under 2022.
  public static let differences: [GB18030Difference] = [
    GB18030Difference(
      codePoints: [0x1E3F...0x1E3F], lengths: [.gb2000: 4, .gb2005: 2, .gb2022: 2],
      note: "0xA8BC maps to U+1E3F from 2005 on (U+E7C7 in 2000)"),
    GB18030Difference(
      codePoints: [0xE7C7...0xE7C7], lengths: [.gb2000: 2, .gb2005: 4, .gb2022: 4],
      note: "U+E7C7 takes U+1E3F's four-byte code 0x8135F437 from 2005 on"),
    GB18030Difference(
      codePoints: [0xFE10...0xFE19], lengths: [.gb2000: 4, .gb2005: 4, .gb2022: 2],
      note: "vertical forms: 0xA6D9..0xA6F3 map to U+FE10..U+FE19 from 2022 on"),
    GB18030Difference(
      codePoints: [0x9FB4...0x9FBB], lengths: [.gb2000: 4, .gb2005: 4, .gb2022: 2],
      note: "CJK radicals: 0xFE59..0xFEA0 map to U+9FB4..U+9FBB from 2022 on"),
    GB18030Difference(
      codePoints: formerPrivateUseCodePoints,
      lengths: [.gb2000: 2, .gb2005: 2, .gb2022: 2],
      note: "the 18 PUA code points 2022 replaced: 2 bytes by fallback (strict 2022 table: 4)"),
  ]

  /// The 18 private-use code points GB 18030-2005 mapped the codes to that
  /// GB 18030-2022 maps to U+FE10–U+FE19 and U+9FB4–U+9FBB.
  public static let formerPrivateUseCodePoints: [ClosedRange<UInt32>] = [
    0xE78D...0xE796, 0xE81E...0xE81E, 0xE826...0xE826, 0xE82B...0xE82C,
    0xE832...0xE832, 0xE843...0xE843, 0xE854...0xE854, 0xE864...0xE864,
  ]

  /// Which edition a source implements, from its lengths for U+1E3F and
  /// U+FE10 (the first code point each revision moved): 4/4 is 2000, 2/4 is
  /// 2005, 2/2 is 2022.
  public static func detect(lengthOf length: (UInt32) -> Int?) -> GB18030Edition? {
    switch (length(0x1E3F), length(0xFE10)) {
    case (4, 4): return .gb2000
    case (2, 4): return .gb2005
    case (2, 2): return .gb2022
    default: return nil
    }
  }
}
