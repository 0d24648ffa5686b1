import Foundation
import Testing
import TableGenKit
import TestSupport

@Suite("GB18030 data, model and tables")
struct GB18030ModelTests {
  /// A small charmap in glibc's format: ASCII, a few two-byte code points,
  /// U+1E3F and U+FE10 in two bytes (as glibc has them), a four-byte range.
  static let charmap = """
    <code_set_name> GB18030
    % comment
    CHARMAP
    \((0..<0x80).map { String(format: "<U%04X>     /x%02x", $0, $0) }.joined(separator: "\n"))
    <U00A4>     /xa1/xe8         CURRENCY SIGN
    <U1E3F>     /xa8/xbc         LATIN SMALL LETTER M WITH ACUTE
    <U4E00>..<U4E01> /xd2/xbb    <CJK>
    <UFE10>     /xa6/xd9         PRESENTATION FORM FOR VERTICAL COMMA
    <U00020000>..<U00020003> /x95/x32/x82/x36 <CJK>
    % the same line twice is accepted
    <U00020000>..<U00020003> /x95/x32/x82/x36 <CJK>
    END CHARMAP
    """

  static let editions = """
    # editions fixture
    1E3F ; 4 ; 2 ; 2 # 0xA8BC from 2005 on
    FE10 ; 4 ; 4 ; 2 # from 2022 on
    E7C7 ; 2 ; 4 ; 4 # the swap
    #EOF
    """

  /// The charmap with every other code point mapped to four bytes, as the
  /// real charmap maps the whole BMP.
  static func fullCharmap(_ extra: String = "") -> GB18030Charmap {
    var text = charmap
    text = text.replacingOccurrences(of: "END CHARMAP", with: "\(extra)<U0080>..<U00A3> /x81/x30/x81/x30 x\n<U00A5>..<U1E3E> /x81/x30/x84/x36 x\n<U1E40>..<U4DFF> /x81/x35/xf4/x38 x\n<U4E02>..<UD7FF> /x81/x39/xef/x30 x\n<UE000>..<UE7C6> /xaa/xa1 x\n<UE7C7> /x81/x35/xf4/x37 x\n<UE7C8>..<UFE0F> /x84/x31/x81/x30 x\n<UFE11>..<UFFFF> /x84/x31/x82/x30 x\nEND CHARMAP")
    return try! GB18030Charmap(bytes: Array(text.utf8), path: "test.charmap")
  }

  static func table(_ text: String = editions) throws -> GB18030EditionTable {
    try GB18030EditionTable(parsing: UCDFile(bytes: Array(text.utf8), path: "editions.txt", versioned: false))
  }

  @Test func charmapLengthsAndEditions() throws {
    let model = try GB18030Model(charmap: Self.fullCharmap(), editions: Self.table())
    #expect(model.length(of: 0x41, in: .gb2000) == 1)
    #expect(model.length(of: 0xA4, in: .gb2005) == 2)
    #expect(model.length(of: 0x1E3F, in: .gb2000) == 4)
    #expect(model.length(of: 0x1E3F, in: .gb2005) == 2)
    #expect(model.length(of: 0xFE10, in: .gb2005) == 4)
    #expect(model.length(of: 0xFE10, in: .gb2022) == 2)
    #expect(model.length(of: 0xE7C7, in: .gb2000) == 2)
    #expect(model.length(of: 0xE7C7, in: .gb2022) == 4)
    // Supplementary code points: four bytes whether listed or not (§6.3.3).
    #expect(model.length(of: 0x20001, in: .gb2022) == 4)
    #expect(model.length(of: 0x1F600, in: .gb2022) == 4)
  }

  @Test func refusesBadEditionLines() {
    func message(_ body: String) -> String? {
      tableGenError { _ = try Self.table("# x\n\(body)\n#EOF\n") }?.description
    }
    #expect(message("1E3F ; 4 ; 2") == "editions.txt:2: expected 4 fields separated by ';', found 3")
    #expect(message("1E3F ; 4 ; 3 ; 2") == "editions.txt:2: length '3' for GB 18030-2005 is not 2 or 4")
    #expect(message("20087 ; 2 ; 4 ; 4") == "editions.txt:2: 20087 cannot take two bytes")
    #expect(message("D800 ; 4 ; 4 ; 4") == "editions.txt:2: surrogates have no GB 18030 code")
    #expect(message("1E3F ; 4 ; 2 ; 2\n1E3F ; 4 ; 2 ; 2") == "editions.txt:3: 1E3F overlaps line 2")
    // A line that changes nothing is an error: the table lists differences only.
    let redundant = tableGenError {
      _ = try GB18030Model(charmap: Self.fullCharmap(), editions: Self.table("# x\n00A4 ; 2 ; 2 ; 2\n#EOF\n"))
    }
    #expect(redundant?.description == "editions.txt:2: every edition has the length test.charmap gives; remove the line")
  }

  @Test func refusesBadCharmaps() {
    func message(_ lines: String) -> String? {
      tableGenError {
        let text = "CHARMAP\n\(lines)\nEND CHARMAP\n"
        _ = try GB18030Model(charmap: GB18030Charmap(bytes: Array(text.utf8), path: "c"), editions: Self.table())
      }?.description
    }
    #expect(message("<U0041> /x41\n<U0041> /x42") == "c:3: U+0041 mapped twice, to different codes")
    #expect(message("<U41> /x41") == "c:2: malformed code point '<U41>'")
    #expect(message("<U0041> /x4") == "c:2: malformed byte sequence '/x4'")
    #expect(message("<U0042>..<U0041> /x41") == "c:2: reversed range <U0042>..<U0041>")
    #expect(message("<U0041> /x41") == "c: U+0000: not mapped, and not listed in editions.txt")
    #expect(tableGenError { _ = try GB18030Charmap(bytes: Array("CHARMAP\n".utf8), path: "c") }?.description
      == "c: no 'END CHARMAP' line: the file is truncated")
  }

  /// The shipped data: the counts Data/gb18030/README.md states.
  @Test func shippedDataGivesTheDocumentedTwoByteSets() throws {
    let data = try GB18030DataFolder(url: layout.gb18030DataRoot, path: "Data/gb18030")
    let model = try GB18030Model(charmap: data.charmap, editions: data.editions)
    let counts = GB18030EditionColumn.allCases.map { model.twoByteRanges[$0]!.reduce(0) { $0 + $1.count } }
    #expect(counts == [23940, 23940, 23958])
    #expect(model.twoByteRanges[.gb2005]!.count == 206)
    #expect(model.twoByteRanges[.gb2005]!.contains(0x4E00...0x9FA5))
    for codePoint: UInt32 in [0x20087, 0x20089, 0x200CC, 0x215D7, 0x2298F, 0x241FE] {
      #expect(model.length(of: codePoint, in: .gb2022) == 4)
    }
    for codePoint: UInt32 in [0xE78D, 0xE816, 0xE855, 0xE864] {
      #expect(GB18030EditionColumn.allCases.allSatisfy { model.length(of: codePoint, in: $0) == 2 })
    }
  }

  @Test func detectsEditionsFromTheProbes() {
    #expect(GB18030EditionColumn.detect(lengthOf: { [0x1E3F: 4, 0xFE10: 4][$0] }) == .gb2000)
    #expect(GB18030EditionColumn.detect(lengthOf: { [0x1E3F: 2, 0xFE10: 4][$0] }) == .gb2005)
    #expect(GB18030EditionColumn.detect(lengthOf: { [0x1E3F: 2, 0xFE10: 2][$0] }) == .gb2022)
    #expect(GB18030EditionColumn.detect(lengthOf: { $0 == 0xFE10 ? 2 : 4 }) == nil)
  }

  @Test func emitsDeterministicPackedTables() throws {
    let data = try GB18030DataFolder(url: layout.gb18030DataRoot, path: "Data/gb18030")
    let model = try GB18030Model(charmap: data.charmap, editions: data.editions)
    let file = GB18030Tables.emit(model, from: data)
    #expect(file == GB18030Tables.emit(model, from: data))
    #expect(file.name == "GB18030Tables.swift")
    #expect(file.contents.contains("//   Data/gb18030/editions.txt     \(data.editions.file.sha256)"))
    #expect(file.contents.contains("let gb18030TwoByteBlockShift: UInt32 = \(TwoLevelTable<UInt64>.blockShift)"))
    #expect(file.contents.contains("let gb18030TwoByteIndex2022: [UInt8] = ["))
    #expect(file.contents.contains("let gb18030TwoByteWords: [UInt64] = ["))
    #expect(file.contents.contains("0xFFFFFFFFFFFFFFFF, // all 64\n"))
    let words = file.tables.last!
    let perTable = TwoLevelTable<UInt64>.blocksPerTable
    #expect(file.tables.map(\.bytes) == [perTable, perTable, perTable, words.entries * 8])
  }

  @Test func bitmapsHoldExactlyEachEditionsTwoByteSet() throws {
    let data = try GB18030DataFolder(url: layout.gb18030DataRoot, path: "Data/gb18030")
    let model = try GB18030Model(charmap: data.charmap, editions: data.editions)
    let editions = GB18030EditionColumn.allCases
    typealias Table = TwoLevelTable<UInt64>
    let table = Table(blocksOfTheBMP: editions.flatMap { GB18030Tables.words(model, $0) })
    for (number, edition) in editions.enumerated() {
      for codePoint in 0x80...0xFFFF {
        let word = table.blocks[table.index[number * Table.blocksPerTable + codePoint >> Table.blockShift]]
        let bit = word >> UInt64(codePoint & Table.blockMask) & 1 == 1
        if bit != (model.length(of: UInt32(codePoint), in: edition) == 2) {
          Issue.record("U+\(hex(UInt32(codePoint))) in \(edition.name)")
          return
        }
      }
    }
  }
}
