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

  /// A long column's errors wherever its runs of non-null rows are cut:
  /// an ill-formed row, a scalar split between two rows (each row
  /// ill-formed though the bytes together are not), offsets out of order,
  /// and null rows holding ill-formed bytes, which are never read. Each
  /// case through both offset widths: the status, the first bad row, and
  /// `out` untouched on an error (textgauge.h).
  @Test func columnErrorsAcrossRuns() {
    let rows = 700
    let good = Array("中文 ab 😀 ".utf8)
    let sentinel: Int64 = -77
    /// Runs a column of `rows` rows of `good`, changed by `edit` (which may
    /// change the data and offsets), with `nulls` null; returns the status,
    /// `errorRow` and `out` of each offset width.
    func run(
      nulls: Set<Int> = [], _ edit: (inout [UInt8], inout [Int]) -> Void
    ) -> [(Int32, Int, [Int64])] {
      var data: [UInt8] = []
      var offsets = [0]
      for _ in 0..<rows {
        data += good
        offsets.append(data.count)
      }
      edit(&data, &offsets)
      var validity = [UInt8](repeating: 0xFF, count: (rows + 7) / 8)
      for row in nulls { validity[row >> 3] &= ~(1 << UInt8(row & 7)) }
      let metric = Int32(TG_METRIC_WIDTH.rawValue)
      var small = (Int32(-1), -1, [Int64](repeating: sentinel, count: rows))
      var large = small
      validity.withUnsafeBufferPointer { validity in
        // No validity buffer when no row is null, as Arrow allows.
        let validity = nulls.isEmpty ? nil : validity.baseAddress
        small.0 = TextGaugeC.tg_measure_column(
          offsets.map { Int32($0) }, data, validity, 0, rows, metric, &small.2, &small.1)
        large.0 = TextGaugeC.tg_measure_column_large(
          offsets.map { Int64($0) }, data, validity, 0, rows, metric, &large.2, &large.1)
      }
      return [small, large]
    }
    let untouched = [Int64](repeating: sentinel, count: rows)
    for bad in [0, 1, 255, 256, 257, 511, 600, 699] {
      // An ill-formed row: a surrogate's encoding in its middle.
      for (status, errorRow, out) in run({ data, offsets in data[offsets[bad] + 3..<offsets[bad] + 6] = [0xED, 0xA0, 0x80] }) {
        #expect(status == TG_ERR_INVALID_UTF8 && errorRow == bad && out == untouched, "ill-formed row \(bad)")
      }
      // The next row's 中 split after its first byte: both rows
      // ill-formed, the bytes together well-formed.
      if bad < rows - 1 {
        for (status, errorRow, out) in run({ _, offsets in offsets[bad + 1] += 1 }) {
          #expect(status == TG_ERR_INVALID_UTF8 && errorRow == bad && out == untouched, "split at row \(bad)")
        }
      }
      // Offsets out of order.
      if bad > 0 {
        for (status, errorRow, out) in run({ _, offsets in offsets[bad] = offsets[bad - 1] - 1 }) {
          #expect(status == TG_ERR_ARGUMENT && errorRow == bad - 1 && out == untouched, "order at row \(bad)")
        }
      }
      // Null rows holding ill-formed bytes: a lone continuation byte, a
      // lead byte at the end.
      var nulls: Set<Int> = [bad]
      if bad < rows - 1 { nulls.insert(bad + 1) }
      for (status, _, out) in run(nulls: nulls, { data, offsets in
        data[offsets[bad]] = 0x80
        data[offsets[bad + 1] - 1] = 0xE4
      }) {
        let widths = (0..<rows).map { nulls.contains($0) ? -1 : Int64(11) }
        #expect(status == TG_OK && out == widths, "null rows at \(bad)")
      }
      // The same, and an ill-formed row after them.
      let later = min(bad + 300, rows - 1)
      if !nulls.contains(later) {
        for (status, errorRow, out) in run(nulls: nulls, { data, offsets in
          data[offsets[bad]] = 0x80
          data[offsets[later] + 1] = 0xFF
        }) {
          #expect(status == TG_ERR_INVALID_UTF8 && errorRow == later && out == untouched, "after nulls at \(bad)")
        }
      }
      // A null row ending inside 中, the row after it starting inside it:
      // that row is ill-formed, though the bytes together are not.
      if bad < rows - 1 {
        for (status, errorRow, out) in run(nulls: [bad], { _, offsets in offsets[bad + 1] += 1 }) {
          #expect(status == TG_ERR_INVALID_UTF8 && errorRow == bad + 1 && out == untouched, "after null row \(bad)")
        }
      }
    }
  }
}
