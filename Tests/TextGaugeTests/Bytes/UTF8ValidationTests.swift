import Testing
import TextGauge
import TestSupport

/// `UTF8Bytes.firstIllFormedOffset` against the standard library's decoder
/// (`String(validating:as:)` for whether a text is well-formed, `UTF8`'s
/// decoder for where it stops), on texts long enough for its 16-byte
/// blocks, with the edges of Unicode §3.9 Table 3-7 at every place a block
/// can meet them.
@Suite("UTF-8 validation equals the standard library's decoder")
struct UTF8ValidationTests {
  static let edges = UTF8Edges.sequences

  /// Whether `firstIllFormedOffset` answers as the standard library's
  /// decoder does (the offset where it first reports an error), which
  /// `String(validating:as:)` confirms; else `bytes` is added to `failures`.
  static func check(_ bytes: [UInt8], _ failures: inout [[UInt8]]) {
    let expected = VectorScanTests.firstIllFormedOffset(bytes)
    let offset = bytes.withUnsafeBufferPointer(UTF8Bytes.firstIllFormedOffset)
    if offset != expected || (expected == nil) != (String(validating: bytes, as: UTF8.self) != nil) {
      failures.append(bytes)
    }
  }

  /// Each edge at every offset of a text of 64 bytes of mixed scalars (so
  /// at every place in a block, across a block's edge and the three bytes
  /// a block reads before it), and at the end of texts of every length
  /// around the block width.
  @Test func tableEdgesAtEveryOffset() {
    var failures: [[UInt8]] = []
    let context = Array("ab中文😀é, x".utf8)
    let filler = Array((0..<8).flatMap { _ in context }.prefix(64))
    for edge in Self.edges {
      for offset in 0...filler.count {
        Self.check(Array(filler[..<offset]) + edge + Array(filler[offset...]), &failures)
      }
      for length in 0...48 {
        Self.check(Array(repeating: 0x61, count: length) + edge, &failures)
        Self.check(Array(String(repeating: "中", count: length).utf8) + edge, &failures)
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// Every lead byte and second byte (80…FF, then 00…FF), followed by the
  /// continuation bytes the lead asks for after its second (none after C2…DF,
  /// one after E0…EF, two after F0…F4), in ASCII text at places in a block
  /// and across its edge: the whole of Table 3-7's first two columns.
  @Test func everyLeadAndSecondByte() {
    var failures: [[UInt8]] = []
    UTF8Edges.forEachLeadAndSecondByte(at: [14, 30], length: 40) { Self.check($0, &failures) }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// The same in texts too short for a block and the bytes before it (under
  /// 22 bytes), which are checked byte by byte (`isWellFormedShort`): every
  /// lead and second byte after no ASCII and after five, and each edge
  /// between scalars of every length.
  @Test func shortTexts() {
    var failures: [[UInt8]] = []
    UTF8Edges.forEachLeadAndSecondByte(at: [0, 5], length: 8) { Self.check($0, &failures) }
    let pieces = ["", "a", "é", "中", "😀", "中文"].map { Array($0.utf8) }
    for edge in Self.edges {
      for before in pieces {
        for after in pieces { Self.check(before + edge + after, &failures) }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }

  /// Seeded random texts up to 300 bytes from pieces that meet blocks
  /// everywhere: scalars of every length, ASCII runs long enough to be
  /// skipped 32 bytes a step, and the edges of Table 3-7.
  @Test func randomTextsFromWellFormedAndIllFormedPieces() {
    var failures: [[UInt8]] = []
    var generator = SplitMix64(seed: 0x7AB1E_37)
    for _ in 0..<4_000 {
      var bytes: [UInt8] = []
      let length = generator.next(below: 300)
      // Mostly texts with one or two bad pieces, some wholly well-formed.
      let badPieces = generator.next(below: 4)
      var bad = 0
      while bytes.count < length {
        switch generator.next(below: 10) {
        case 0, 1, 2, 3: bytes += Array(String(VectorScanTests.randomScalar(&generator)).utf8)
        case 4, 5: bytes += [UInt8](repeating: 0x61, count: generator.next(below: 40))
        case 6: bytes += Array("中文".utf8)
        case 7: bytes += Array("👍🏽".utf8)
        default:
          if bad < badPieces {
            bytes += Self.edges[generator.next(below: Self.edges.count)]
            bad += 1
          } else {
            bytes += Array("é".utf8)
          }
        }
      }
      Self.check(bytes, &failures)
    }
    #expect(failures.isEmpty, "\(failures.prefix(3))")
  }
}
