import CTextGauge
import CTextGaugeUTF8
import TestSupport
import TextGaugeC
import Testing

/// The AVX2 UTF-8 check of the columns and long texts (CTextGaugeUTF8)
/// against the standard library's decoder (`String(validating:as:)`), with
/// the edges of Unicode §3.9 Table 3-7 at every place its 32-byte blocks
/// can meet them, and the column functions' statuses over it. On a
/// processor without AVX2 the check answers -1 and the Swift check runs.
@Suite("The vector UTF-8 check equals the standard library's decoder")
struct VectorUTF8CheckTests {
  static let edges = UTF8Edges.sequences

  /// The check's answer for `bytes`, or nil where it does not run.
  static func vector(_ bytes: [UInt8]) -> Bool? {
    let answer = bytes.withUnsafeBufferPointer { tgi_utf8_well_formed($0.baseAddress, $0.count) }
    return answer < 0 ? nil : answer == 1
  }

  /// Adds `bytes` to `failures` when the check answers and differs from
  /// the standard library.
  static func check(_ bytes: [UInt8], _ failures: inout [[UInt8]]) {
    guard let answer = vector(bytes) else { return }
    if answer != (String(validating: bytes, as: UTF8.self) != nil) { failures.append(bytes) }
  }

  /// Each edge at every offset of texts of mixed scalars of 0 to 100 bytes
  /// (every place in a block, across a block's edge, in the first block and
  /// the last one, which the check copies), and at the end of texts of
  /// every length around two blocks.
  @Test func tableEdgesAtEveryOffset() {
    var failures: [[UInt8]] = []
    let context = Array("ab中文😀é, x".utf8)
    let filler = Array((0..<8).flatMap { _ in context }.prefix(100))
    for edge in Self.edges {
      for length in [0, 31, 32, 35, 63, 64, 65, 100] {
        for offset in 0...length {
          Self.check(Array(filler[..<offset]) + edge + Array(filler[offset..<length]), &failures)
        }
      }
      for length in 0...80 {
        Self.check(Array(repeating: 0x61, count: length) + edge, &failures)
        Self.check(Array(String(repeating: "中", count: length / 3).utf8) + edge, &failures)
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// Every lead and second byte, followed by the continuation bytes the
  /// lead asks for after its second, in ASCII text at places in a block,
  /// across a block's edge and in the last block: Table 3-7's first two
  /// columns.
  @Test func everyLeadAndSecondByte() {
    var failures: [[UInt8]] = []
    UTF8Edges.forEachLeadAndSecondByte(at: [0, 30, 31, 62, 70, 95], length: 100) { Self.check($0, &failures) }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// Seeded random texts up to 400 bytes of scalars of every length, ASCII
  /// runs long enough to skip whole blocks, emoji, and Table 3-7's edges.
  @Test func randomTexts() {
    var failures: [[UInt8]] = []
    var generator = SplitMix64(seed: 0x5EC7_0A77)
    let scalars = ["a", "é", "ж", "中", "가", "😀", "👍🏽", "🇨🇳", "\u{10FFFF}", "\u{FFFD}", "\u{D7FF}", "\u{E000}", "\u{80}"]
    for _ in 0..<6_000 {
      var bytes: [UInt8] = []
      let length = generator.next(below: 400)
      let badPieces = generator.next(below: 3)
      var bad = 0
      while bytes.count < length {
        switch generator.next(below: 10) {
        case 0, 1, 2, 3, 4: bytes += Array(generator.pick(scalars).utf8)
        case 5, 6: bytes += [UInt8](repeating: 0x61, count: generator.next(below: 70))
        default:
          if bad < badPieces {
            bytes += generator.pick(Self.edges)
            bad += 1
          } else {
            bytes += Array("中文".utf8)
          }
        }
      }
      Self.check(bytes, &failures)
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// A column with one ill-formed row among long well-formed ones: the
  /// column function reports that row, whichever check runs, and nothing
  /// else is ill-formed.
  @Test func columnsReportTheIllFormedRow() {
    let good = Array(String(repeating: "中文 abc 😀👍🏽 ", count: 6).utf8)
    for badRow in [0, 1, 7, 299] {
      for edge in [[UInt8(0xED), 0xA0, 0x80], [0xF0, 0x9F, 0x98], [0x80], [0xC0, 0x80]] {
        var data: [UInt8] = []
        var offsets: [Int32] = [0]
        for row in 0..<300 {
          data += row == badRow ? Array(good.prefix(40)) + edge + Array(good.prefix(30)) : good
          offsets.append(Int32(data.count))
        }
        var out = [Int64](repeating: 0, count: 300)
        var errorRow = -1
        let status = TextGaugeC.tg_measure_column(
          offsets, data, nil, 0, 300, Int32(TG_METRIC_WIDTH.rawValue), &out, &errorRow)
        #expect(status == TG_ERR_INVALID_UTF8 && errorRow == badRow, "row \(badRow), \(edge)")
        #expect(out.allSatisfy { $0 == 0 })
      }
    }
  }
}
