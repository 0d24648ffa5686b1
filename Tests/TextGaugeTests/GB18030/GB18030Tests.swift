import Testing
import TextGauge
import TestSupport

@Suite("GB18030 byte counts")
struct GB18030Tests {
  typealias Edition = GB18030.Edition

  @Test func scalarsTakeOneTwoOrFourBytes() {
    #expect(GB18030.byteCount(of: "a" as Unicode.Scalar) == 1)
    #expect(GB18030.byteCount(of: "\u{7F}" as Unicode.Scalar) == 1)
    #expect(GB18030.byteCount(of: "\u{80}" as Unicode.Scalar) == 4)
    #expect(GB18030.byteCount(of: "中" as Unicode.Scalar) == 2)
    #expect(GB18030.byteCount(of: "\u{4E00}" as Unicode.Scalar) == 2)
    #expect(GB18030.byteCount(of: "\u{9FA5}" as Unicode.Scalar) == 2)
    #expect(GB18030.byteCount(of: "\u{9FA6}" as Unicode.Scalar) == 4)
    #expect(GB18030.byteCount(of: "\u{3400}" as Unicode.Scalar) == 4)  // Extension A
    #expect(GB18030.byteCount(of: "\u{2000B}" as Unicode.Scalar) == 4)  // 𠀋 Extension B
    #expect(GB18030.byteCount(of: "©" as Unicode.Scalar) == 4)
    #expect(GB18030.byteCount(of: "§" as Unicode.Scalar) == 2)
    #expect(GB18030.byteCount(of: "ü" as Unicode.Scalar) == 2)  // pinyin
    #expect(GB18030.byteCount(of: "é" as Unicode.Scalar) == 2)  // pinyin
    #expect(GB18030.byteCount(of: "ñ" as Unicode.Scalar) == 4)
    #expect(GB18030.byteCount(of: "\u{3000}" as Unicode.Scalar) == 2)  // ideographic space
    #expect(GB18030.byteCount(of: "，" as Unicode.Scalar) == 2)  // U+FF0C fullwidth comma
    #expect(GB18030.byteCount(of: "\u{20AC}" as Unicode.Scalar) == 2)  // €
    #expect(GB18030.byteCount(of: "\u{FFFD}" as Unicode.Scalar) == 4)
    #expect(GB18030.byteCount(of: "\u{200D}" as Unicode.Scalar) == 4)  // ZWJ
    #expect(GB18030.byteCount(of: "\u{1F600}" as Unicode.Scalar) == 4)
    #expect(GB18030.byteCount(of: "\u{10FFFF}" as Unicode.Scalar) == 4)
    #expect(GB18030.byteCount(of: "\u{E000}" as Unicode.Scalar) == 2)  // user-defined area
  }

  @Test func editionsDifferExactlyWhereDocumented() {
    func lengths(_ codePoint: UInt32) -> [Int] {
      Edition.allCases.map { GB18030.byteCount(of: Unicode.Scalar(codePoint)!, edition: $0) }
    }
    #expect(Edition.allCases == [.gb2000, .gb2005, .gb2022])
    #expect(lengths(0x1E3F) == [4, 2, 2])
    #expect(lengths(0xE7C7) == [2, 4, 4])
    for codePoint in Array(0xFE10...0xFE19) + Array(0x9FB4...0x9FBB) {
      #expect(lengths(UInt32(codePoint)) == [4, 4, 2], "U+\(String(codePoint, radix: 16))")
    }
    let formerPUA: [UInt32] = Array(0xE78D...0xE796) + [0xE81E, 0xE826, 0xE82B, 0xE82C, 0xE832, 0xE843, 0xE854, 0xE864]
    #expect(formerPUA.count == 18)
    for codePoint in formerPUA { #expect(lengths(codePoint) == [2, 2, 2]) }

    // Everywhere else the editions agree.
    var differing: [UInt32] = []
    for codePoint in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(codePoint) else { continue }
      let counts = Edition.allCases.map { GB18030.byteCount(of: scalar, edition: $0) }
      if counts[0] != counts[1] || counts[1] != counts[2] { differing.append(codePoint) }
    }
    #expect(differing == [0x1E3F] + Array(0x9FB4...0x9FBB) + [0xE7C7] + Array(0xFE10...0xFE19))
  }

  @Test func editionsByYear() {
    #expect(GB18030.Edition.allCases.map(\.year) == [2000, 2005, 2022])
    for edition in GB18030.Edition.allCases { #expect(GB18030.Edition(year: edition.year) == edition) }
    #expect(GB18030.Edition(year: 2010) == nil)
  }

  @Test func defaultEditionIs2022() {
    #expect(GB18030.byteCount(of: "\u{FE10}" as Unicode.Scalar) == 2)
    #expect(GB18030.byteCount(of: "\u{FE10}\u{9FB4}") == 4)
    #expect(GB18030.byteCount(of: "\u{FE10}\u{9FB4}", edition: .gb2005) == 8)
  }

  @Test func textCounts() {
    #expect(GB18030.byteCount(of: "") == 0)
    #expect(GB18030.byteCount(of: "中文abc😀") == 11)
    #expect(GB18030.byteCount(of: "𠀋") == 4)
    #expect(GB18030.byteCount(of: "©") == 4)
    #expect(GB18030.byteCount(of: "👨‍👩‍👧") == 20)
    #expect(GB18030.byteCount(of: "e\u{301}") == 5)  // e + combining acute (4 bytes)
    #expect(GB18030.byteCount(of: "Hello, world! 0123456789") == 24)
    let text = "前缀中文abc😀"
    #expect(GB18030.byteCount(of: text.dropFirst(2)) == 11)  // Substring
    #expect(GB18030.byteCount(of: text) == 15)
  }

  @Test func textCountIsTheSumOverScalars() {
    let samples = [
      "中华人民共和国", "ＡＢＣ！？", "Ünïcödé façade", "㐀㐁𠀀𪜀", "🇨🇳🏳️‍🌈1️⃣", "\u{1E3F}\u{E7C7}\u{FE10}",
      String(repeating: "abcdefgh", count: 5) + "中",
    ]
    for text in samples {
      for edition in Edition.allCases {
        let sum = text.unicodeScalars.reduce(0) { $0 + GB18030.byteCount(of: $1, edition: edition) }
        #expect(GB18030.byteCount(of: text, edition: edition) == sum, "\(text)")
        #expect(TextMetric.gb18030(edition).measure(text) == sum)
      }
    }
  }

  @Test func utf8BufferReadsIllFormedInputLikeStringDecoding() {
    func count(_ bytes: [UInt8]) -> Int { bytes.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF8.self) } }
    #expect(count([]) == 0)
    #expect(count(Array("中文abc".utf8)) == 7)
    #expect(count([0x61, 0xFF]) == 5)
    #expect(count([0xE4, 0xB8]) == 4)  // truncated 中: one U+FFFD
    #expect(count([0xE0, 0x80, 0x80]) == 12)  // overlong: three U+FFFD
    #expect(count([0xED, 0xA0, 0x80]) == 12)  // encoded surrogate: three U+FFFD
    #expect(count([0xF0, 0x9F, 0x98]) == 4)  // truncated 😀

    // Random byte strings biased towards UTF-8 lead and trail bytes.
    var generator = SplitMix64(seed: 18030)
    let alphabet: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE4, 0xB8, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
    for _ in 0..<20_000 {
      let length = Int(generator.next() % 12)
      let bytes = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
      for edition in Edition.allCases {
        let decoded = String(decoding: bytes, as: UTF8.self)
        let viaBuffer = bytes.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF8.self, edition: edition) }
        #expect(viaBuffer == GB18030.byteCount(of: decoded, edition: edition), "\(bytes)")
      }
    }
  }

  @Test func utf16BufferCountsLoneSurrogatesAsReplacement() {
    func count(_ units: [UInt16], _ edition: Edition = .gb2022) -> Int {
      units.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF16.self, edition: edition) }
    }
    #expect(count([]) == 0)
    #expect(count(Array("中a😀".utf16)) == 7)
    #expect(count([0xD83D]) == 4)  // lone high surrogate at the end
    #expect(count([0xD83D, 0x61]) == 5)  // lone high surrogate before "a"
    #expect(count([0xDE00, 0xD83D]) == 8)  // low then high: two lone surrogates
    #expect(count([0xFE10], .gb2005) == 4)
    #expect(count([0xFE10]) == 2)
    let samples: [[UInt16]] = [
      [0xD800, 0xDC00, 0xDC00], [0x4E2D, 0xD83D, 0xD83D, 0xDE00], [0xDBFF], Array("👨‍👩‍👧©𠀋".utf16),
    ]
    for units in samples {
      #expect(count(units) == GB18030.byteCount(of: String(decoding: units, as: UTF16.self)))
    }
  }
}
