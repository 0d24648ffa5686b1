import Foundation
import TableGenChecks
import TableGenKit
import Testing
@testable import TextGauge
import TestSupport

/// The matcher, run over tables built in memory from the Data/emoji folder of
/// the system ICU's own Unicode version (15.0 for ICU 72), agrees exactly
/// with ICU's `u_stringHasBinaryProperty` for RGI_Emoji and its six
/// sub-properties. Skipped without ICU or without that folder.
@Suite(.enabled(
  if: TestData.icuMatchingVersion != nil,
  "needs the system ICU and the Data/emoji folder of its Unicode version"))
struct EmojiSequenceICUTests {
  /// Tables built from ICU's version by the generator's own model and compression.
  static func tablesOfICUsVersion() throws -> (EmojiSequenceData, EmojiSequenceModel) {
    let folder = try TestData.emojiFolder(#require(TestData.icuMatchingVersion))
    let model = try EmojiSequenceModel(folder: folder)
    let tables = try EmojiSequenceData.generated(from: folder)
    return (tables, model)
  }

  /// Our answer: the standard scanner finds exactly one match covering the
  /// whole string; it is RGI, of this kind.
  static func ours(_ scalars: [UInt32], tables: EmojiSequenceData) -> EmojiKind? {
    var text = String(String.UnicodeScalarView(scalars.map { Unicode.Scalar($0)! }))
    text.makeContiguousUTF8()
    return text.utf8.withContiguousStorageIfAvailable { bytes -> EmojiKind? in
      var scanner = EmojiScanner(policy: .standard, data: tables)
      guard let match = scanner.next(in: bytes, from: 0), match.start == 0, match.end == bytes.count,
        match.isRGI
      else { return nil }
      return match.kind
    }!
  }

  /// Mismatches for one string, described.
  static func mismatches(_ scalars: [UInt32], tables: EmojiSequenceData) -> [String] {
    let kind = ours(scalars, tables: tables)
    var result: [String] = []
    for property in EmojiStringProperty.allCases {
      // The runtime's kind of the generator's code, by the generated table.
      let mine = property.kind.map { kind == emojiKindsByCode[$0.rawValue] } ?? (kind != nil)
      if mine != SystemICU.hasProperty(scalars, property) {
        result.append("\(scalars.map { String($0, radix: 16) }) \(property.name): ours \(mine)")
      }
    }
    return result
  }

  @Test func everyListedSequenceAgreesWithICU() throws {
    let (tables, model) = try Self.tablesOfICUsVersion()
    var all = model.entries.map(\.scalars) + model.rgi.keys.sorted { $0.lexicographicallyPrecedes($1) }
    all += all.map { $0 + [0xFE0F] } + all.map { Array($0.dropLast()) }.filter { !$0.isEmpty }
    var failures: [String] = []
    for scalars in all { failures += Self.mismatches(scalars, tables: tables) }
    #expect(all.count > 15_000)
    #expect(failures.isEmpty, "\(failures.count) mismatches, first: \(failures.prefix(10))")
  }

  @Test func randomSequencesAgreeWithICU() throws {
    let (tables, model) = try Self.tablesOfICUsVersion()
    let listed = model.entries.map(\.scalars)
    var bases: [UInt32] = [0x1F600, 0x1F44D, 0x1F468, 0x1F469, 0x1F9D1, 0x2764, 0x00A9, 0x263A, 0x1F3F4, 0x1F3F3,
                           0x26A7, 0x1F525, 0x1F91D, 0x1F415, 0x1FAE0, 0x1FAE8, 0x2695, 0x1F441, 0x1F5E8, 0x26BD, 0x231A]
    bases += listed.compactMap { $0.count == 1 ? $0[0] : nil }.enumerated().filter { $0.offset % 37 == 0 }.map(\.element)
    let parts: [[UInt32]] = [
      bases, Array(0x1F3FB...0x1F3FF), [0x200D], [0xFE0E, 0xFE0F], [0x1F1E8, 0x1F1F3, 0x1F1FA, 0x1F1F8, 0x1F1E6],
      [0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE0073, 0xE0063, 0xE0074, 0xE0077, 0xE006C, 0xE007F],
      [0x23, 0x2A, 0x30, 0x31, 0x39, 0x20E3], [0x4E2D, 0x6587], [0x61, 0x20],
    ]
    var random = SplitMix64(seed: 0x5EED_E3_0151)
    var failures: [String] = []
    let count = 200_000
    for round in 0..<count {
      var scalars: [UInt32]
      if round % 2 == 0 {
        // A listed sequence with one part inserted, removed or replaced.
        scalars = listed[random.next(below: listed.count)]
        let part = parts[random.next(below: parts.count)]
        let value = part[random.next(below: part.count)]
        let position = random.next(below: scalars.count + 1)
        switch random.next(below: 3) {
        case 0: scalars.insert(value, at: position)
        case 1: if position < scalars.count, scalars.count > 1 { scalars.remove(at: position) }
        default: if position < scalars.count { scalars[position] = value }
        }
      } else {
        scalars = (0..<(1 + random.next(below: 7))).map { _ in
          let part = parts[random.next(below: parts.count)]
          return part[random.next(below: part.count)]
        }
      }
      failures += Self.mismatches(scalars, tables: tables)
    }
    #expect(failures.isEmpty, "\(failures.count) mismatches in \(count) sequences, first: \(failures.prefix(10))")
  }
}
