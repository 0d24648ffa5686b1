import CICU
import Foundation
#if canImport(Glibc)
  import Glibc
#endif
import Testing
import TextGauge

/// Each edition's table against independent GB 18030 implementations, for
/// every code point 0…10FFFF but the surrogates. Data/gb18030/README.md
/// explains every difference asserted here.
@Suite("GB18030 cross-checks")
struct GB18030CrossCheckTests {
  typealias Edition = GB18030.Edition

  /// Every scalar's length in an edition, by code point (0 for surrogates).
  static func table(_ edition: Edition) -> [Int8] {
    (UInt32(0)...0x10FFFF).map { codePoint in
      Unicode.Scalar(codePoint).map { Int8(GB18030.byteCount(of: $0, edition: edition)) } ?? 0
    }
  }

  /// The code points where `lengths` (nil: not encodable) differ from the
  /// edition's table.
  static func differences(_ edition: Edition, from length: (UInt32) -> Int?) -> [UInt32] {
    let table = table(edition)
    return (UInt32(0)...0x10FFFF).filter { codePoint in
      !(0xD800...0xDFFF).contains(codePoint) && length(codePoint) != Int(table[Int(codePoint)])
    }
  }

  /// The edition whose table an implementation agrees with on the code
  /// points the editions disagree on (U+1E3F, U+E7C7, U+FE10).
  static func edition(of length: (UInt32) -> Int?) -> Edition? {
    Edition.allCases.first { edition in
      [0x1E3F, 0xE7C7, 0xFE10].allSatisfy {
        length($0) == GB18030.byteCount(of: Unicode.Scalar($0)!, edition: edition)
      }
    }
  }

  static let formerPUA: [UInt32] = Array(0xE78D...0xE796) + [0xE81E, 0xE826, 0xE82B, 0xE82C, 0xE832, 0xE843, 0xE854, 0xE864]

  // MARK: ICU

  @Test(.enabled(if: cicu_available(), "no ICU: none could be loaded, or TEXTGAUGE_ICU=off"))
  func icuConverterAgreesWithItsEdition() throws {
    let converter = try #require(cicu_gb18030_open())
    defer { cicu_gb18030_close(converter) }
    let length = { (codePoint: UInt32) -> Int? in
      let bytes = cicu_gb18030_code_point_length(converter, codePoint)
      return bytes < 0 ? nil : Int(bytes)
    }
    let version = cicu_icu_version()
    let edition = try #require(Self.edition(of: length))
    if version.major == 72 { #expect(edition == .gb2005) }
    print("GB18030 cross-check: ICU \(version.major).\(version.minor) implements \(edition)")
    #expect(Self.differences(edition, from: length) == [])
  }

  @Test(.enabled(if: cicu_available(), "no ICU: none could be loaded, or TEXTGAUGE_ICU=off"))
  func mixedCorpusTotalsEqualICU() throws {
    let converter = try #require(cicu_gb18030_open())
    defer { cicu_gb18030_close(converter) }
    let edition = try #require(
      Self.edition(of: { Int(cicu_gb18030_code_point_length(converter, $0)) }), "ICU implements no known edition")
    let corpus = [
      "中华人民共和国成立于一九四九年。", "㐀㐁㒵䶵", "𠀀𠀋𪜀𫝀𰀀", "😀👨‍👩‍👧🇨🇳🏳️‍🌈1️⃣👍🏽",
      "Crème brûlée, naïve, façade, Ångström, pinyin nǚ lǜ ḿ", "ＡＢＣ０１２！？（）｛｝～￥",
      "「引号」『书名』——……、。，；：", "ASCII only, 0123456789 ~!@#$%^&*()", "€£¥©®™§°±×÷",
      "\u{FE10}\u{FE19}\u{9FB4}\u{E78D}\u{E7C7}\u{1E3F}", "한국어 日本語 ひらがな カタカナ Ελληνικά Русский",
    ]
    var all = ""
    for text in corpus + [corpus.joined(separator: "\n")] {
      let units = Array(text.utf16)
      let icu = Int(cicu_gb18030_utf16_length(converter, units, Int32(units.count)))
      #expect(icu > 0)
      #expect(GB18030.byteCount(of: text, edition: edition) == icu, "\(text)")
      #expect(units.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF16.self, edition: edition) } == icu)
      #expect(Array(text.utf8).withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF8.self, edition: edition) } == icu)
      all += text
    }
    #expect(GB18030.byteCount(of: all.dropFirst(3), edition: edition)
      == GB18030.byteCount(of: all, edition: edition) - 6)  // 中华人 are 2 bytes each
  }

  // MARK: glibc

  #if canImport(Glibc)

  /// glibc's iconv "GB18030" length of one code point; nil when it refuses.
  final class Iconv {
    let descriptor: iconv_t
    init?() {
      let descriptor = iconv_open("GB18030", "UTF-32LE")
      guard let descriptor, descriptor != iconv_t(bitPattern: -1) else { return nil }
      self.descriptor = descriptor
    }
    deinit { iconv_close(descriptor) }

    func length(_ codePoint: UInt32) -> Int? {
      var input = codePoint.littleEndian
      var output = [CChar](repeating: 0, count: 16)
      return withUnsafeMutableBytes(of: &input) { inputBytes in
        output.withUnsafeMutableBufferPointer { outputBuffer in
          var inPointer: UnsafeMutablePointer<CChar>? = inputBytes.baseAddress!.assumingMemoryBound(to: CChar.self)
          var inLeft = 4
          var outPointer: UnsafeMutablePointer<CChar>? = outputBuffer.baseAddress
          var outLeft = 16
          iconv(descriptor, nil, nil, nil, nil)  // reset the shift state
          // size_t imports as Int: iconv reports failure (EILSEQ) as -1.
          guard iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft) != -1 else { return nil }
          return 16 - outLeft
        }
      }
    }
  }

  static var glibcVersion: (major: Int, minor: Int) {
    // confstr(_CS_GNU_LIBC_VERSION) gives "glibc 2.36".
    var buffer = [CChar](repeating: 0, count: 64)
    _ = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
    let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    let text = String(decoding: bytes, as: UTF8.self).split(separator: " ").last ?? ""
    let parts = text.split(separator: ".").compactMap { Int($0) }
    return (parts[0], parts.count > 1 ? parts[1] : 0)
  }

  /// glibc before 2.38 mapped the 2022 edition's 36 round-trip changes (since
  /// 2012) but refuses the 18 former PUA code points, and maps six
  /// Extension B ideographs to the two-byte codes 0xFE51, 0xFE52, 0xFE53,
  /// 0xFE6C, 0xFE76, 0xFE91, refusing the PUA code points those had.
  /// glibc 2.38 (BZ #30243) implements the strict 2022 table: the former PUA
  /// code points take the four-byte codes.
  static func expectedGlibcDifferences(_ version: (major: Int, minor: Int)) -> [UInt32] {
    if version.major == 2, version.minor < 38 {
      return (formerPUA + [0xE816, 0xE817, 0xE818, 0xE831, 0xE83B, 0xE855]
        + [0x20087, 0x20089, 0x200CC, 0x215D7, 0x2298F, 0x241FE]).sorted()
    }
    return formerPUA
  }

  @Test func glibcIconvImplements2022WithKnownDifferences() throws {
    let iconv = try #require(Iconv())
    let edition = Self.edition(of: iconv.length)
    let version = Self.glibcVersion
    print("GB18030 cross-check: glibc \(version.major).\(version.minor) iconv implements \(edition.map { "\($0)" } ?? "no edition")")
    #expect(edition == .gb2022)
    let differences = Self.differences(.gb2022, from: iconv.length)
    #expect(differences == Self.expectedGlibcDifferences(version))
    // How they differ, before 2.38: refused (nil) or two bytes for Extension B.
    if version.major == 2, version.minor < 38 {
      for codePoint in differences {
        #expect(iconv.length(codePoint) == (codePoint > 0xFFFF ? 2 : nil))
      }
    }
  }

  #else
    @Test(.disabled("no glibc here: its iconv is the oracle of this check"))
    func glibcIconvImplements2022WithKnownDifferences() {}
  #endif

  // MARK: Foundation

  @Test func foundationAgreesWithItsEdition() throws {
    let encoding = String.Encoding(rawValue: 0x8000_0632)  // kCFStringEncodingGB_18030_2000
    let length = { (codePoint: UInt32) -> Int? in
      let bytes = String(Unicode.Scalar(codePoint)!).lengthOfBytes(using: encoding)
      return bytes == 0 ? nil : bytes
    }
    let edition = try #require(Self.edition(of: length), "Foundation implements no known edition")
    print("GB18030 cross-check: Foundation's GB 18030 encoding implements \(edition)")
    // Whatever edition this Foundation implements, its table agrees on every
    // code point, including the 18 former PUA code points, which a 2022
    // Foundation (ICU 73+) encodes by fallback in two bytes, as TextGauge
    // counts them.
    #expect(Self.differences(edition, from: length) == [])
    if edition == .gb2022 {
      #expect(Self.differences(.gb2005, from: length) == Array(0x9FB4...0x9FBB) + Array(0xFE10...0xFE19))
    }
  }
}
