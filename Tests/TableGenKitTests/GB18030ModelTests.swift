import CICU
import Testing
import TableGenKit

@Suite("GB18030 model and tables")
struct GB18030ModelTests {
  /// A small made-up 2005 two-byte set that has every documented difference
  /// in it: U+1E3F, the PUA block U+E000…U+E865 without U+E7C7.
  static let synthetic2005: [ClosedRange<UInt32>] = [
    0xA4...0xA4, 0x1E3F...0x1E3F, 0x3000...0x3003, 0x4E00...0x9FA5, 0xE000...0xE7C6, 0xE7C8...0xE865, 0xFF01...0xFF5E,
  ]

  /// Lengths as a source implementing `edition` reports them, derived by hand.
  static func source(_ edition: GB18030Edition, strictPUA: Bool = false) -> (UInt32) -> Int? {
    { codePoint in
      if codePoint < 0x80 { return 1 }
      if (0xD800...0xDFFF).contains(codePoint) { return nil }
      switch (edition, codePoint) {
      case (.gb2000, 0x1E3F): return 4
      case (.gb2000, 0xE7C7): return 2
      case (.gb2022, 0xFE10...0xFE19), (.gb2022, 0x9FB4...0x9FBB): return 2
      case (.gb2022, _) where strictPUA
        && GB18030Edition.formerPrivateUseCodePoints.contains(where: { $0.contains(codePoint) }):
        return 4
      default: return synthetic2005.contains { $0.contains(codePoint) } ? 2 : 4
      }
    }
  }

  static let expected2000: [ClosedRange<UInt32>] = [
    0xA4...0xA4, 0x3000...0x3003, 0x4E00...0x9FA5, 0xE000...0xE865, 0xFF01...0xFF5E,
  ]
  static let expected2022: [ClosedRange<UInt32>] = [
    0xA4...0xA4, 0x1E3F...0x1E3F, 0x3000...0x3003, 0x4E00...0x9FA5, 0x9FB4...0x9FBB, 0xE000...0xE7C6,
    0xE7C8...0xE865, 0xFE10...0xFE19, 0xFF01...0xFF5E,
  ]

  @Test(arguments: GB18030Edition.allCases)
  func derivesTheSameEditionsFromAnySourceEdition(_ sourceEdition: GB18030Edition) throws {
    let model = try GB18030Model(source: "test", length: Self.source(sourceEdition))
    #expect(model.sourceEdition == sourceEdition)
    #expect(model.twoByteRanges[.gb2000] == Self.expected2000)
    #expect(model.twoByteRanges[.gb2005] == Self.synthetic2005)
    #expect(model.twoByteRanges[.gb2022] == Self.expected2022)
  }

  @Test func acceptsAStrict2022SourceAndCountsTheFormerPUAAsTwo() throws {
    let model = try GB18030Model(source: "strict", length: Self.source(.gb2022, strictPUA: true))
    #expect(model.sourceEdition == .gb2022)
    #expect(model.twoByteRanges[.gb2022] == Self.expected2022)
    #expect(model.length(of: 0xE78D, in: .gb2022) == 2)
    #expect(model.length(of: 0xFE10, in: .gb2022) == 2)
    #expect(model.length(of: 0xFE10, in: .gb2005) == 4)
    #expect(model.length(of: 0x1E3F, in: .gb2000) == 4)
    #expect(model.length(of: 0x41, in: .gb2000) == 1)
    #expect(model.length(of: 0x1F600, in: .gb2000) == 4)
  }

  @Test func detectsEditionsFromTheProbes() {
    #expect(GB18030Edition.detect(lengthOf: Self.source(.gb2000)) == .gb2000)
    #expect(GB18030Edition.detect(lengthOf: Self.source(.gb2005)) == .gb2005)
    #expect(GB18030Edition.detect(lengthOf: Self.source(.gb2022)) == .gb2022)
    #expect(GB18030Edition.detect(lengthOf: { $0 == 0xFE10 ? 2 : 4 }) == nil)
  }

  @Test func rejectsImpossibleLengths() {
    let base = Self.source(.gb2005)
    #expect(throws: TableGenError(path: "bad", "U+4E01: 3 bytes")) {
      try GB18030Model(source: "bad") { $0 == 0x4E01 ? 3 : base($0) }
    }
    #expect(throws: TableGenError(path: "bad", "U+0041: 2 bytes")) {
      try GB18030Model(source: "bad") { $0 == 0x41 ? 2 : base($0) }
    }
    #expect(throws: TableGenError(path: "bad", "U+1F600: 2 bytes")) {
      try GB18030Model(source: "bad") { $0 == 0x1F600 ? 2 : base($0) }
    }
    #expect(throws: TableGenError(path: "bad", "U+E000: not encodable")) {
      try GB18030Model(source: "bad") { $0 == 0xE000 ? nil : base($0) }
    }
    // A 2005 source that disagrees with 2005 on a documented difference.
    #expect(throws: TableGenError.self) {
      try GB18030Model(source: "bad") { $0 == 0xE7C7 ? 2 : base($0) }
    }
    #expect(throws: TableGenError.self) {
      try GB18030Model(source: "bad") { $0 == 0x1E3F ? 4 : ($0 == 0xFE10 ? 2 : base($0)) }
    }
  }

  @Test func emitsDeterministicPackedTables() throws {
    let model = try GB18030Model(source: "test source", length: Self.source(.gb2005))
    let file = GB18030Tables.emit(model)
    #expect(file == GB18030Tables.emit(try GB18030Model(source: "test source", length: Self.source(.gb2005))))
    #expect(file.name == "GB18030Tables.swift")
    #expect(file.contents.contains("// Source: test source, every code point U+0000...U+10FFFF;"))
    #expect(file.contents.contains("// it implements GB 18030-2005."))
    #expect(file.contents.contains("let gb18030TwoByteIndex2022: [UInt8] = ["))
    #expect(file.contents.contains("let gb18030TwoByteWords: [UInt64] = ["))
    #expect(file.contents.contains("0xFFFFFFFFFFFFFFFF, // all 64\n"))
    let words = file.tables.last!
    #expect(file.tables.map(\.bytes) == [1024, 1024, 1024, words.entries * 8])
  }

  @Test func bitmapsHoldExactlyEachEditionsTwoByteSet() throws {
    let model = try GB18030Model(source: "test source", length: Self.source(.gb2005))
    let editions = GB18030Edition.allCases
    let table = TwoLevelTable(blocksOfTheBMP: editions.flatMap { GB18030Tables.words(model, $0) })
    for (number, edition) in editions.enumerated() {
      for codePoint in UInt32(0x80)...0xFFFF {
        let word = table.blocks[table.index[number * 1024 + Int(codePoint >> 6)]]
        let bit = word >> UInt64(codePoint & 63) & 1 == 1
        if bit != (model.length(of: codePoint, in: edition) == 2) {
          Issue.record("U+\(hex(codePoint)) in \(edition.name)")
          return
        }
      }
    }
  }

  @Test func systemICUImplements2005WithTheKnownTwoByteSet() throws {
    let model = try GB18030Model.fromSystemICU()
    if cicu_icu_version().major == 72 { #expect(model.sourceEdition == .gb2005) }
    let ranges2005 = try #require(model.twoByteRanges[.gb2005])
    #expect(ranges2005.count == 206)
    #expect(ranges2005.contains(0x4E00...0x9FA5))
    #expect(ranges2005.reduce(0) { $0 + $1.count } == 23940)
    #expect(model.twoByteRanges[.gb2022]!.reduce(0) { $0 + $1.count } == 23958)
    #expect(model.twoByteRanges[.gb2000]!.reduce(0) { $0 + $1.count } == 23940)
  }
}
