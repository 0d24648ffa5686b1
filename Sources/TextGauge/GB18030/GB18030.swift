/// GB 18030 byte lengths: the "Chinese counts 2, English 1" measure of
/// Chinese products, computed from tables instead of by encoding the text.
///
/// GB 18030 encodes every Unicode scalar in 1, 2 or 4 bytes: ASCII in one
/// byte, the two-byte set (GBK's hanzi, punctuation, fullwidth forms and
/// user-defined areas, about 24,000 code points, all in the BMP) in two, and
/// everything else — CJK Extension A and B, emoji, most accented Latin — in
/// four. The three editions differ in a few code points only:
///
/// | Code points | 2000 | 2005 | 2022 |
/// |---|---|---|---|
/// | U+1E3F ḿ | 4 | 2 | 2 |
/// | U+E7C7 (PUA) | 2 | 4 | 4 |
/// | U+FE10…U+FE19 vertical forms, U+9FB4…U+9FBB radicals | 4 | 4 | 2 |
///
/// The 18 private-use code points GB 18030-2022 replaced by U+FE10…U+FE19 and
/// U+9FB4…U+9FBB (U+E78D…U+E796, U+E81E, U+E826, U+E82B, U+E82C, U+E832,
/// U+E843, U+E854, U+E864) count 2 in every edition: ICU 73+, Java, the WHATWG
/// Encoding Standard and Foundation still encode them as the two-byte codes
/// they had in 2005 (the strict 2022 table gives them four-byte codes).
///
/// ```swift
/// GB18030.byteCount(of: "中文abc😀")             // 11: 2 + 2 + 1 + 1 + 1 + 4
/// GB18030.byteCount(of: "\u{FE10}", edition: .gb2005)  // 4
/// GB18030.byteCount(of: "\u{FE10}")              // 2 (GB 18030-2022, the default)
/// ```
public enum GB18030 {
  /// An edition of GB 18030. GB 18030-2022 has been mandatory in China since
  /// 2023-08-01 and is the default everywhere in TextGauge.
  ///
  /// ```swift
  /// GB18030.byteCount(of: "\u{1E3F}", edition: .gb2000)  // 4
  /// GB18030.byteCount(of: "\u{1E3F}", edition: .gb2005)  // 2
  /// ```
  public enum Edition: Sendable, Hashable, CaseIterable {
    /// GB 18030-2000.
    case gb2000
    /// GB 18030-2005: what ICU up to 72, glibc's tables before 2012 and most
    /// older software implement.
    case gb2005
    /// GB 18030-2022, the current edition.
    case gb2022

    /// The year of the edition, as in its name (GB 18030-2005).
    ///
    /// ```swift
    /// GB18030.Edition.gb2005.year   // 2005
    /// ```
    public var year: Int {
      switch self {
      case .gb2000: 2000
      case .gb2005: 2005
      case .gb2022: 2022
      }
    }

    /// The edition of `year` (2000, 2005 or 2022), or nil for any other year.
    ///
    /// ```swift
    /// GB18030.Edition(year: 2022)   // .gb2022
    /// GB18030.Edition(year: 2010)   // nil
    /// ```
    public init?(year: Int) {
      guard let edition = Self.allCases.first(where: { $0.year == year }) else { return nil }
      self = edition
    }
  }

  /// What the tables were generated from (the generated `gb18030DataSource`):
  /// the charmap's provenance and the inputs' SHA-256 prefixes, for
  /// `textgauge --version`.
  package static var dataSource: String { gb18030DataSource }

  /// The number of bytes `scalar` takes in GB 18030: 1, 2 or 4.
  ///
  /// ```swift
  /// GB18030.byteCount(of: "a" as Unicode.Scalar)         // 1
  /// GB18030.byteCount(of: "中" as Unicode.Scalar)        // 2
  /// GB18030.byteCount(of: "\u{20B9F}" as Unicode.Scalar) // 4 (𠮟, Extension B)
  /// ```
  public static func byteCount(of scalar: Unicode.Scalar, edition: Edition = .gb2022) -> Int {
    GB18030Count.with(edition) { $0.weight(scalar.value, utf8Length: UTF8.width(scalar)) }
  }

  /// The number of bytes `text` takes in GB 18030: the sum over its scalars.
  ///
  /// Native strings are measured over their UTF-8 storage without decoding
  /// into `Unicode.Scalar` values or encoding anything.
  ///
  /// ```swift
  /// GB18030.byteCount(of: "中文abc😀")                 // 11
  /// GB18030.byteCount(of: "👨‍👩‍👧")                     // 20: three emoji and two ZWJs, 4 bytes each
  /// GB18030.byteCount(of: "中文abc😀".dropFirst(2))    // 7 (a Substring)
  /// ```
  @_specialize(where Text == String)
  @_specialize(where Text == Substring)
  public static func byteCount<Text: StringProtocol>(of text: Text, edition: Edition = .gb2022) -> Int {
    // Native strings: straight to the non-generic buffer loop, which is
    // specialized here, whatever module the caller is in.
    text.withUTF8Buffer { byteCount(wellFormedUTF8: $0, edition: edition) }
  }

  /// The number of bytes the UTF-8 code units in `utf8` take in GB 18030
  /// once decoded, for text not (yet) in a `String`: a network buffer, a file
  /// mapped in memory.
  ///
  /// The labels are those of `String(decoding:as:)`, and so is the reading:
  /// ill-formed UTF-8 counts as `String(decoding: utf8, as: UTF8.self)` would
  /// decode it, each maximal ill-formed subsequence one U+FFFD, 4 bytes.
  ///
  /// ```swift
  /// let bytes: [UInt8] = Array("中文abc".utf8)
  /// bytes.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF8.self) }  // 7
  /// [0x61, 0xFF].withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF8.self) }  // 5: "a" + U+FFFD
  /// ```
  public static func byteCount(
    decoding utf8: UnsafeBufferPointer<UInt8>, as encoding: UTF8.Type, edition: Edition = .gb2022
  ) -> Int {
    GB18030Count.with(edition) { $0.total(decoding: utf8) }
  }

  /// The GB 18030 length of UTF-8 known to be well-formed (a `String`'s
  /// storage, or bytes checked with ``UTF8Bytes/firstIllFormedOffset(_:)``):
  /// `byteCount(decoding:as:edition:)` without validating the bytes again.
  package static func byteCount(wellFormedUTF8 utf8: UnsafeBufferPointer<UInt8>, edition: Edition = .gb2022) -> Int {
    GB18030Count.with(edition) { $0.total(wellFormed: utf8) }
  }

  /// The number of bytes the UTF-16 code units in `utf16` take in GB 18030
  /// once decoded, for text from UTF-16 APIs (`NSString`, Windows,
  /// JavaScript bridges).
  ///
  /// A lone surrogate — half a pair, which no encoder can encode — counts as
  /// U+FFFD, 4 bytes, the way `String(decoding: utf16, as: UTF16.self)` would
  /// read it. So the result always equals the count of the decoded string.
  ///
  /// ```swift
  /// let units: [UInt16] = Array("中a😀".utf16)           // 4 code units
  /// units.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF16.self) }  // 7
  /// [0xD83D].withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF16.self) }  // 4: lone surrogate → U+FFFD
  /// ```
  public static func byteCount(
    decoding utf16: UnsafeBufferPointer<UInt16>, as encoding: UTF16.Type, edition: Edition = .gb2022
  ) -> Int {
    GB18030Count.with(edition) { weigher in
      var total = 0
      var index = 0
      let count = utf16.count
      while index < count {
        let unit = utf16[index]
        index += 1
        if unit < 0x80 {
          total += 1
        } else if unit & 0xF800 != 0xD800 {
          total += weigher.weight(UInt32(unit), utf8Length: 3)
        } else {
          // A surrogate pair is a supplementary scalar, 4 bytes. So is a lone
          // surrogate, read as U+FFFD: skip the low half only when it is there.
          if unit < 0xDC00, index < count, utf16[index] & 0xFC00 == 0xDC00 { index += 1 }
          total += 4
        }
      }
      return total
    }
  }
}
