import Foundation
import Testing

@testable import TableGenKit
import TestSupport

/// The grapheme break stages: parsing the three inputs into property
/// bytes, their errors, and the emitted tables read back.
@Suite struct GraphemeBreakModelTests {
  static let graphemeBreakPath = "Data/ucd/\(fixtureFolderVersion)/auxiliary/GraphemeBreakProperty.txt"
  static let corePath = "Data/ucd/\(fixtureFolderVersion)/DerivedCoreProperties.txt"

  func model(graphemeBreak: String, core: String, emoji: String) throws -> GraphemeBreakModel {
    try GraphemeBreakModel(
      graphemeBreak: parse(ucdFixture("GraphemeBreakProperty.txt", body: graphemeBreak), path: Self.graphemeBreakPath),
      coreProperties: parse(ucdFixture("DerivedCoreProperties.txt", body: core), path: Self.corePath),
      emojiData: parse(fixture("emoji-data.txt", body: emoji)),
      version: ReleaseVersion(fixtureFolderVersion)!)
  }

  static let core = """
    0915..0939    ; InCB; Consonant # Lo  [37] DEVANAGARI LETTER KA..DEVANAGARI LETTER HA
    094D          ; InCB; Linker # Mn       DEVANAGARI SIGN VIRAMA
    200D          ; InCB; Extend # Cf       ZERO WIDTH JOINER
    0915          ; Alphabetic # Lo       DEVANAGARI LETTER KA
    """

  @Test func parsesTheThreePropertiesIntoOneByte() throws {
    let model = try model(
      graphemeBreak: """
        000D          ; CR # Cc       <control-000D>
        200D          ; ZWJ # Cf       ZERO WIDTH JOINER
        094D          ; Extend # Mn       DEVANAGARI SIGN VIRAMA
        1F1E6..1F1FF  ; Regional_Indicator # So  [26] REGIONAL INDICATOR SYMBOL LETTER A..Z
        AC00          ; LV # Lo       HANGUL SYLLABLE GA
        """,
      core: Self.core,
      emoji: "1F600 ; Extended_Pictographic # E1.0 [1] (😀) grinning face\n1F600 ; Emoji # E1.0 [1] (😀) grinning face")
    #expect(model.value(of: 0x41) == 0)  // Other, no InCB, no ExtPict: the fast path's 0
    #expect(model.graphemeBreak(of: 0x0D) == .cr)
    #expect(model.graphemeBreak(of: 0x1F1E9) == .regionalIndicator)
    #expect(model.graphemeBreak(of: 0xAC00) == .lv)
    #expect(model.graphemeBreak(of: 0x094D) == .extend && model.conjunctBreak(of: 0x094D) == .linker)
    #expect(model.graphemeBreak(of: 0x0915) == .other && model.conjunctBreak(of: 0x0915) == .consonant)
    #expect(model.graphemeBreak(of: 0x200D) == .zwj && model.conjunctBreak(of: 0x200D) == .extend)
    #expect(model.isExtendedPictographic(0x1F600) && !model.isExtendedPictographic(0x1F601))
    #expect(GraphemeBreakModel.label(model.value(of: 0x094D)) == "Extend, InCB=Linker")
    #expect(GraphemeBreakModel.label(model.value(of: 0x1F600)) == "Other, ExtPict")
    // Unicode's comment of the record that starts at a code point.
    #expect(model.comments[0x1F1E6] == "So [26] REGIONAL INDICATOR SYMBOL LETTER A..Z")
  }

  @Test func errorsNameTheFileAndLine() throws {
    let unknown = tableGenError {
      _ = try model(graphemeBreak: "0041 ; Letter # Lu A", core: Self.core, emoji: "1F600 ; Extended_Pictographic")
    }
    #expect(unknown?.description == "\(Self.graphemeBreakPath):5: unknown Grapheme_Cluster_Break value 'Letter'")
    let twice = tableGenError {
      _ = try model(graphemeBreak: "0300 ; Extend\n0300 ; Extend", core: Self.core, emoji: "1F600 ; Extended_Pictographic")
    }
    #expect(twice?.description == "\(Self.graphemeBreakPath):6: duplicate entry: U+0300 listed twice")
    let conjunct = tableGenError {
      _ = try model(graphemeBreak: "0300 ; Extend", core: "0300 ; InCB; Joiner", emoji: "1F600 ; Extended_Pictographic")
    }
    #expect(conjunct?.description == "\(Self.corePath):5: unknown Indic_Conjunct_Break value 'Joiner'")
    let noPictographs = tableGenError {
      _ = try model(graphemeBreak: "0300 ; Extend", core: Self.core, emoji: "1F600 ; Emoji")
    }
    #expect(noPictographs?.description.hasSuffix("no Extended_Pictographic records") == true)
  }

  /// The emitted two-level table and runs, read back the way the runtime
  /// reads them, give every code point's byte of the shipped data's model.
  @Test(.needsUnicodeFiles) func emittedTablesGiveBackTheModel() throws {
    let generator = try newestGenerator()
    let model = try GraphemeBreakModel(ucd: generator.ucd, emojiData: generator.folder.emojiData)
    for value in GraphemeBreakModel.Break.allCases {
      #expect((0...0x10FFFF).contains { model.graphemeBreak(of: UInt32($0)) == value }, "\(value.ucdName) is in the data")
    }
    // The run-time ASCII paths rely on this: every ASCII character is
    // Other, CR, LF or Control, with no InCB value and no ExtPict.
    for codePoint in UInt32(0)..<0x80 {
      #expect([.other, .cr, .lf, .control].contains(model.graphemeBreak(of: codePoint)), "U+\(hex(codePoint))")
      #expect(model.value(of: codePoint) & ~GraphemeBreakModel.breakMask == 0, "U+\(hex(codePoint))")
    }
    let file = CodePointTableFile.emit(model)
    #expect(file.contents.contains("\(model.files[0].path)  \(model.files[0].sha256)"))
    func array(_ name: String) -> [UInt32] {
      let declaration = file.contents.range(of: "let \(name): [")!.upperBound
      let start = file.contents[declaration...].range(of: "= [\n")!.upperBound
      let body = file.contents[start..<file.contents[start...].range(of: "\n]\n")!.lowerBound]
      return body.split(separator: "\n").flatMap { line in
        line.split(separator: "//")[0].split(separator: ",").compactMap {
          UInt32($0.trimmingCharacters(in: .whitespaces).dropFirst(2), radix: 16)
        }
      }
    }
    let index = array("graphemeBreakIndex"), blocks = array("graphemeBreakBlocks"), runs = array("graphemeBreakRuns")
    let limit = model.codePointTable.twoLevelLimit
    #expect(index.count == Int(limit) >> 6)
    var run = 0
    for codePoint in UInt32(0)...0x10FFFF {
      while run + 1 < runs.count, runs[run + 1] >> 8 <= codePoint { run += 1 }
      let fromRuns = UInt8(runs[run] & 0xFF)
      let expected = model.value(of: codePoint)
      if fromRuns != expected { Issue.record("runs: U+\(hex(codePoint))"); break }
      if codePoint < limit, UInt8(blocks[Int(index[Int(codePoint >> 6)]) << 6 | Int(codePoint & 63)]) != expected {
        Issue.record("two-level: U+\(hex(codePoint))")
        break
      }
    }
  }
}
