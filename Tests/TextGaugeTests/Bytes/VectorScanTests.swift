import Testing
import TextGauge
import TestSupport

/// The vectorized scan (16-byte blocks) against the scalar definitions, on
/// every code point and on seeded random buffers at every alignment and
/// length around the block width, well-formed and ill-formed.
@Suite("Vectorized scan equals the scalar loop")
struct VectorScanTests {
  typealias Edition = GB18030.Edition

  /// The GB 18030 length of `bytes` by definition: decode (ill-formed bytes
  /// as U+FFFD, like `String(decoding:as:)`), then sum the per-scalar counts.
  static func reference(_ bytes: some Collection<UInt8>, _ edition: Edition) -> Int {
    String(decoding: bytes, as: UTF8.self).unicodeScalars.reduce(0) { $0 + GB18030.byteCount(of: $1, edition: edition) }
  }

  /// Scalars at the edges the vector path decides by bytes: ASCII, the
  /// two-byte UTF-8 range, the hanzi block U+4E00…U+9FA5 and its three-byte
  /// leads E4 and E9, the edition differences, U+FFFD, supplementary scalars.
  static let edges: [UInt32] = [
    0x00, 0x41, 0x7F, 0x80, 0xA7, 0xA9, 0xE9, 0x7FF, 0x800, 0x1E3F, 0x200C, 0x200D, 0x200E, 0x20AC, 0x20E2, 0x20E3, 0x20E4, 0x3000, 0x4DFF, 0x4E00,
    0x4E2D, 0x4FFF, 0x5000, 0x8FFF, 0x9000, 0x9F7F, 0x9F80, 0x9FA5, 0x9FA6, 0x9FB4, 0x9FBF, 0xA000, 0xD7FF,
    0xE000, 0xE78D, 0xE7C7, 0xFDFF, 0xFE00, 0xFE0F, 0xFE10, 0xFF0C, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x20B9F, 0x10FFFF,
  ]

  static func randomScalar(_ generator: inout SplitMix64) -> Unicode.Scalar {
    switch generator.next(below: 4) {
    case 0: return Unicode.Scalar(UInt32(edges[generator.next(below: edges.count)]))!
    case 1: return Unicode.Scalar(UInt8(generator.next(below: 0x80)))
    case 2: return Unicode.Scalar(UInt32(0x4E00 + generator.next(below: 0x5200)))!
    default:
      while true {
        if let scalar = Unicode.Scalar(UInt32(generator.next(below: 0x110000))) { return scalar }
      }
    }
  }

  static func randomWellFormed(_ generator: inout SplitMix64, bytes: Int) -> [UInt8] {
    var result: [UInt8] = []
    while result.count < bytes { result += Array(String(randomScalar(&generator)).utf8) }
    return result
  }

  /// Runs `body` on `bytes` placed at every offset 0..<16 of a larger
  /// buffer, so that blocks meet the text at every alignment.
  static func atEveryAlignment(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    for shift in 0..<16 {
      let padded = [UInt8](repeating: 0x61, count: shift) + bytes + [0xE4, 0xB8, 0xAD]
      padded.withUnsafeBufferPointer { buffer in
        body(UnsafeBufferPointer(rebasing: buffer[shift..<(shift + bytes.count)]))
      }
    }
  }

  /// `UTF8Bytes.highBitCount` counts the bytes of a high-bit mask, as a
  /// population count does, for every mask of one bit per byte.
  @Test func highBitCountIsThePopulationCountOfAHighBitMask() {
    for bits in 0..<256 {
      var mask: UInt64 = 0
      for byte in 0..<8 where bits >> byte & 1 == 1 { mask |= 0x80 << (8 * UInt64(byte)) }
      #expect(UTF8Bytes.highBitCount(mask) == mask.nonzeroBitCount, "\(String(mask, radix: 16))")
    }
  }

  @Test(arguments: Edition.allCases)
  func everyScalarInBlocksCountsAsItsOwnLength(edition: Edition) {
    var scalars = String.UnicodeScalarView()
    var expected = 0
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      scalars.append(scalar)
      expected += GB18030.byteCount(of: scalar, edition: edition)
    }
    for shift in 0..<4 {
      let text = String(repeating: "a", count: shift) + String(scalars)
      #expect(GB18030.byteCount(of: text, edition: edition) == expected + shift)
      #expect(TextMetric.gb18030(edition).measure(text) == expected + shift)
    }
  }

  @Test func randomWellFormedBuffersAtEveryAlignmentAndLength() {
    var generator = SplitMix64(seed: 0x5EED_18030)
    for length in 0...70 {
      for _ in 0..<12 {
        let bytes = Self.randomWellFormed(&generator, bytes: length)
        let text = String(decoding: bytes, as: UTF8.self)
        let expected = Edition.allCases.map { Self.reference(bytes, $0) }
        Self.atEveryAlignment(bytes) { buffer in
          for (index, edition) in Edition.allCases.enumerated() {
            #expect(GB18030.byteCount(decoding: buffer, as: UTF8.self, edition: edition) == expected[index], "\(bytes)")
            #expect(GB18030.byteCount(wellFormedUTF8: buffer, edition: edition) == expected[index], "\(bytes)")
          }
          #expect(UTF8Bytes.utf16Count(buffer) == text.utf16.count)
          #expect(UTF8Bytes.utf16Count(buffer, wellFormed: true) == text.utf16.count)
          #expect(UTF8Bytes.scalarCount(buffer, wellFormed: true) == text.unicodeScalars.count)
          #expect(UTF8Bytes.firstIllFormedOffset(buffer) == nil)
        }
        #expect(TextMetric.utf16.measure(text) == text.utf16.count)
        #expect(TextMetric.unicodeScalars.measure(text) == text.unicodeScalars.count)
      }
    }
  }

  /// Well-formed text is counted 32 bytes per step (two 16-byte halves at a
  /// fixed stride), with per-lane counters of leads summed every 126 steps,
  /// 127 for the cycle that ends with the text's last step (masked, ending
  /// two bytes before the end: texts of 4,034…4,065 bytes have one full
  /// cycle, 8,066…8,097 two): runs of scalars that load one lane in every
  /// half (a lead, then ASCII to 16 bytes: the lane counts 2 per step, 254
  /// per cycle), runs that leave a lead open in every step, and lengths
  /// around the 32-byte step, its 34-byte reach and those cycles, at every
  /// alignment of the step.
  @Test func fixedStrideStepsAndCounterCycles() {
    let pad = String(repeating: "a", count: 13)
    let pieces = [
      "😀", "中", "a😀", "，", "©", "\u{9FA5}", "\u{9F00}", "\u{3004}", "\u{FF01}", "\u{FF40}", "…", "\u{FE0F}", "\u{200D}", "é中",
      "中" + pad, "©a" + pad, "\u{3004}" + pad, "é" + pad + "a",
    ]
    let lengths = [
      31, 32, 33, 34, 35, 63, 64, 65, 66, 67, 990, 991, 992, 993, 994, 1_023, 1_024, 1_025, 1_026, 1_984, 1_985, 2_000,
      4_033, 4_034, 4_035, 4_063, 4_064, 4_065, 4_066, 4_067, 4_098, 4_100, 8_065, 8_066, 8_096, 8_097, 8_098, 8_130,
    ]
    for piece in pieces {
      for length in lengths {
        var text = ""
        while text.utf8.count < length { text += piece }
        for shift in 0..<4 {
          let shifted = String(repeating: "a", count: shift) + text
          for edition in Edition.allCases {
            #expect(GB18030.byteCount(of: shifted, edition: edition) == Self.reference(Array(shifted.utf8), edition), "\(piece) × \(length) after \(shift)")
          }
        }
      }
    }
    var generator = SplitMix64(seed: 0x32_18030)
    for length in [960, 991, 992, 993, 1_024, 1_990, 2_050, 4_034, 4_065, 4_066, 8_097, 8_098] {
      let bytes = Self.randomWellFormed(&generator, bytes: length)
      let expected = Edition.allCases.map { Self.reference(bytes, $0) }
      Self.atEveryAlignment(bytes) { buffer in
        for (index, edition) in Edition.allCases.enumerated() {
          #expect(GB18030.byteCount(wellFormedUTF8: buffer, edition: edition) == expected[index])
        }
      }
    }
  }

  /// The cycle that ends with the text's last step counts 127 steps: with
  /// leads on a lane of every half (a two-byte scalar repeated loads every
  /// other lane), its counter would reach 254 in 127 steps of the loop, and
  /// the last step can add 2 more; the loop stops at 126 steps when the last
  /// step joins its cycle. Every length around one and two cycles, at every
  /// phase of the leads.
  @Test func lastCycleCountersAtEveryPhase() {
    let pad = String(repeating: "a", count: 13)
    for piece in ["©", "é", "\u{7FF}", "中" + pad, "©a" + pad, "\u{FE0F}" + pad] {
      for length in Array(4_030...4_100) + Array(8_062...8_132) {
        var text = ""
        while text.utf8.count < length { text += piece }
        let expected = Edition.allCases.map { Self.reference(Array(text.utf8), $0) }
        for shift in 0..<16 {
          let shifted = String(repeating: "a", count: shift) + text
          for (index, edition) in Edition.allCases.enumerated() {
            #expect(GB18030.byteCount(of: shifted, edition: edition) == expected[index] + shift, "\(piece.prefix(1)) × \(length) after \(shift)")
          }
        }
      }
    }
  }

  /// The last step of well-formed text ends two bytes before the end and
  /// masks off the 1 to 32 lanes earlier steps counted; a two-byte scalar
  /// in the last two bytes is weighed alone; text shorter than a step is
  /// counted over a zero-padded copy. Every length to 100 and around the
  /// counter cycle, ending in each kind of scalar, at every alignment.
  @Test func lastStepAndLastScalar() {
    let endings = ["a", "é", "©", "ü", "中", "，", "\u{3004}", "😀", "\u{FE0F}", "\u{1E3F}", "\u{FE10}", "\u{E7C7}"]
    let filler = Array("中文，很好abc😀é©…\u{3004}".unicodeScalars)
    for ending in endings {
      for length in Array(0...100) + Array(4_030...4_070) {
        var text = String.UnicodeScalarView()
        var textBytes = 0
        while textBytes + ending.utf8.count < length {
          let scalar = filler[textBytes % filler.count]
          text.append(scalar)
          textBytes += UTF8.width(scalar)
        }
        let bytes = Array((String(text) + ending).utf8)
        let expected = Edition.allCases.map { Self.reference(bytes, $0) }
        Self.atEveryAlignment(bytes) { buffer in
          for (index, edition) in Edition.allCases.enumerated() {
            #expect(GB18030.byteCount(wellFormedUTF8: buffer, edition: edition) == expected[index], "\(ending) at \(bytes.count)")
          }
        }
      }
    }
  }

  /// Each cycle of well-formed text runs in the plain or the emoji mode,
  /// chosen from the cycle before: text switching between emoji chat and
  /// Chinese prose, every scalar around the symbols the emoji mode decides
  /// (U+2680…U+2BFF) between glue, and runs that load one lane with glue or
  /// symbols in every half through whole cycles of the emoji mode, at every
  /// alignment, in each edition.
  @Test func plainAndEmojiModeCycles() {
    let chat = "👨‍👩‍👧 1️⃣ ❤️ hi ✌🏽 ©️ #️⃣ \u{FE0E}\u{FE0F}\u{200D}\u{20E3}\u{200C} ok 👍 "
    let prose = "中文的标点，句号。“引号”《书名》……★①→é©\u{3004}\u{9FA5}\u{FE10}\u{1E3F}\u{E7C7}abc "
    func run(_ piece: String, bytes: Int) -> String {
      var text = ""
      while text.utf8.count < bytes { text += piece }
      return text
    }
    let pad = String(repeating: "a", count: 13)
    let texts = [
      run(chat, bytes: 9_000) + run(prose, bytes: 9_000) + run(chat, bytes: 5_000) + run(prose, bytes: 300),
      run(prose, bytes: 5_000) + run(chat, bytes: 13_000) + "中",
      run("\u{FE0F}" + pad, bytes: 12_300), run("\u{200D}" + pad, bytes: 12_300), run("\u{20E3}" + pad, bytes: 12_300),
      run("\u{FE0F}" + pad + "\u{200D}" + pad + "\u{2764}" + pad, bytes: 12_300),
      run("\u{2680}" + pad, bytes: 12_300), run("\u{2BFF}" + pad, bytes: 12_300),
      run(chat, bytes: 9_000) + (0x25C0...0x2C40).map { "\u{FE0F}" + String(Unicode.Scalar($0)!) + "a" }.joined(),
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      let expected = Edition.allCases.map { Self.reference(bytes, $0) }
      Self.atEveryAlignment(bytes) { buffer in
        for (index, edition) in Edition.allCases.enumerated() {
          #expect(GB18030.byteCount(wellFormedUTF8: buffer, edition: edition) == expected[index], "\(text.prefix(8)) × \(bytes.count)")
        }
      }
      for shift in 0..<4 {
        let shifted = String(repeating: "a", count: shift) + text
        #expect(GB18030.byteCount(of: shifted) == Self.reference(Array(shifted.utf8), .gb2022))
      }
    }
  }

  @Test func randomIllFormedBuffersAtEveryAlignmentAndLength() {
    var generator = SplitMix64(seed: 0xBAD_18030)
    let bad: [UInt8] = [0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xE0, 0xE4, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF]
    for length in 1...70 {
      for _ in 0..<12 {
        var bytes = Self.randomWellFormed(&generator, bytes: length)
        for _ in 0...generator.next(below: 3) {
          bytes[generator.next(below: bytes.count)] = bad[generator.next(below: bad.count)]
        }
        let expected = Edition.allCases.map { Self.reference(bytes, $0) }
        let firstBad = Self.firstIllFormedOffset(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        Self.atEveryAlignment(bytes) { buffer in
          for (index, edition) in Edition.allCases.enumerated() {
            #expect(GB18030.byteCount(decoding: buffer, as: UTF8.self, edition: edition) == expected[index], "\(bytes)")
          }
          #expect(UTF8Bytes.firstIllFormedOffset(buffer) == firstBad, "\(bytes)")
          #expect(UTF8Bytes.utf16Count(buffer) == text.utf16.count, "\(bytes)")
          #expect(UTF8Bytes.scalarCount(buffer) == text.unicodeScalars.count, "\(bytes)")
        }
      }
    }
  }

  /// The offset of the first ill-formed byte by the standard library's decoder.
  static func firstIllFormedOffset(_ bytes: [UInt8]) -> Int? {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  @Test func prefixAndFitsStopWhereTheScalarWalkStops() {
    var generator = SplitMix64(seed: 0xC0DE_18030)
    let metrics: [(TextMetric, (Unicode.Scalar) -> Int)] = [
      (.gb18030(.gb2022), { GB18030.byteCount(of: $0) }), (.gb18030(.gb2000), { GB18030.byteCount(of: $0, edition: .gb2000) }),
      (.utf16, { UTF16.width($0) }), (.utf8, { UTF8.width($0) }), (.unicodeScalars, { _ in 1 }),
    ]
    for length in 0...70 {
      for _ in 0..<6 {
        let text = String(decoding: Self.randomWellFormed(&generator, bytes: length), as: UTF8.self)
        for (metric, weight) in metrics {
          let total = text.unicodeScalars.reduce(0) { $0 + weight($1) }
          #expect(metric.measure(text) == total)
          let budget = generator.next(below: total + 2)
          #expect(metric.fits(text, budget: budget) == (total <= budget))
          // The scalar walk's cut, rounded down to a Character boundary.
          var sum = 0
          var cut = text.unicodeScalars.endIndex
          for index in text.unicodeScalars.indices {
            sum += weight(text.unicodeScalars[index])
            if sum > budget { cut = index; break }
          }
          let expected = text[..<text.index(cut, offsetBy: 0)]
          #expect(metric.prefix(text, fitting: budget) == expected, "\(Array(text.unicodeScalars)) \(budget)")
        }
      }
    }
  }

  @Test func bytePrimitives() {
    let text = Array("abcdefghij中文klmnopqrstuvwxyz😀".utf8)
    text.withUnsafeBufferPointer { buffer in
      let base = buffer.baseAddress!
      #expect(UTF8Bytes.asciiRunEnd(base, from: 0, count: buffer.count) == 10)
      #expect(UTF8Bytes.asciiRunEnd(base, from: 16, count: buffer.count) == 32)
      #expect(UTF8Bytes.asciiRunEnd(base, from: 32, count: 32) == 32)
      #expect(UTF8Bytes.decode(base, at: 10, count: buffer.count) == (0x4E2D, 3, 3))
      #expect(UTF8Bytes.decode(base, at: 32, count: buffer.count) == (0x1F600, 4, 4))
      #expect(UTF8Bytes.decode(base, at: 32, count: 35) == (0xFFFD, 3, 3))  // truncated 😀: one U+FFFD
      #expect(UTF8Bytes.utf16Count(buffer) == 30)  // 10 + 2 + 16 + 2
      #expect(UTF8Bytes.bigEndianWord(base, at: 32) == 0xF09F_9880)
      // Past the end, the missing low bytes are 0.
      #expect(UTF8Bytes.bigEndianWord(in: buffer, at: 32) == 0xF09F_9880)
      #expect(UTF8Bytes.bigEndianWord(in: buffer, at: 34) == 0x9880_0000)
      #expect(UTF8Bytes.bigEndianWord(in: buffer, at: 36) == 0)
      #expect(UTF8Bytes.bigEndianWord(in: buffer, at: 9) == 0x6AE4_B8AD)
    }
    let starts: [UInt32] = [0x00A9, 0x00AE, 0x203C, 0x2049]
    starts.withUnsafeBufferPointer { buffer in
      #expect(UTF8Bytes.partitionPoint(buffer) { $0 < 0x00AE } == 1)
      #expect(UTF8Bytes.partitionPoint(buffer) { $0 <= 0x00AE } == 2)
      #expect(UTF8Bytes.partitionPoint(buffer) { $0 < 0 } == 0)
      #expect(UTF8Bytes.partitionPoint(buffer) { $0 <= 0x10FFFF } == 4)
    }
    [UInt8]().withUnsafeBufferPointer { #expect(UTF8Bytes.firstIllFormedOffset($0) == nil) }
    [0x61, 0xE4, 0xB8, 0x41].withUnsafeBufferPointer { #expect(UTF8Bytes.firstIllFormedOffset($0) == 1) }
    Array("\u{FFFD}".utf8).withUnsafeBufferPointer { #expect(UTF8Bytes.firstIllFormedOffset($0) == nil) }
  }
}
