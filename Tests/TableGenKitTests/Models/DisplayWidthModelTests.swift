import Foundation
import Testing

@testable import TableGenKit
import TestSupport

/// The versions the fixture folders claim: any versions do, as long as
/// they differ from each other where a test needs a disagreement.
let fixtureFolderVersion = "17.0"
let fixtureFileVersion = "17.0.0"
let fixtureOtherFileVersion = "16.0.0"

/// A UCD file as Unicode writes them: the name line, data, `# EOF`.
func ucdFixture(_ name: String, version: String = fixtureFileVersion, body: String) -> String {
  """
  # \(name.dropLast(4))-\(version).txt
  # Date: 2025-01-01, 00:00:00 GMT
  #
  # @missing: 0000..10FFFF; N
  \(body)

  # EOF

  """
}

@Suite struct DisplayWidthModelTests {
  /// Writes a UCD folder named `version` with `bodies` (file name → data
  /// lines) and a matching SHA256SUMS, under a fresh directory.
  func writeFolder(_ bodies: [String: String], version: String = fixtureFolderVersion, fileVersion: String = fixtureFileVersion) throws -> URL {
    let root = try temporaryDirectory().appendingPathComponent(version)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    var sums = ""
    for name in DisplayWidthModel.fileNames {
      let text = ucdFixture(name, version: fileVersion, body: bodies[name] ?? "")
      try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
      sums += "\(sha256Hex(Array(text.utf8)))  \(name)\n"
    }
    try sums.write(to: root.appendingPathComponent("SHA256SUMS"), atomically: true, encoding: .utf8)
    return root
  }

  let valid = [
    "EastAsianWidth.txt": "4E00..9FFF ; W # Lo CJK\n00B0 ; A # So DEGREE SIGN",
    "DerivedGeneralCategory.txt": "0300..036F ; Mn # Mn\n0000..001F ; Cc # Cc\n200D ; Cf # Cf",
    "DerivedCoreProperties.txt": "FE00..FE0F ; Default_Ignorable_Code_Point # Mn\n0041 ; Alphabetic # L",
    "HangulSyllableType.txt": "1160..11A7 ; V # Lo\n11A8..11FF ; T # Lo\n1100..115F ; L # Lo",
    "PropList.txt": "0600..0605 ; Prepended_Concatenation_Mark # Cf\n0020 ; White_Space # Zs",
  ]

  @Test func rulesInOrder() throws {
    let folder = try UCDFolder(url: try writeFolder(valid), path: "fixture/ucd/17.0")
    #expect(folder.version == ReleaseVersion(major: 17, minor: 0))
    let model = try DisplayWidthModel(ucd: folder) { $0 == 0x1F600 || $0 == 0x23 ? EmojiProperty.emoji.bit : 0 }
    #expect(model.value(of: 0x4E2D) == 2)
    #expect(model.value(of: 0x00B0) == 1 | DisplayWidthModel.ambiguousBit)
    #expect(model.value(of: 0x0301) == 0)
    #expect(model.value(of: 0x000A) == 0)
    #expect(model.value(of: 0x200D) == 0)
    #expect(model.value(of: 0xFE0F) == 0)
    // V and T: 0 columns, with their syllable part for the standalone rule.
    typealias Part = DisplayWidthModel.SyllablePart
    #expect(model.value(of: 0x1161) == Part.vowel.rawValue << DisplayWidthModel.syllableShift)
    #expect(model.value(of: 0x11A8) == Part.trailing.rawValue << DisplayWidthModel.syllableShift)
    #expect(model.value(of: 0x1160) == Part.vowel.rawValue << DisplayWidthModel.syllableShift)  // not ignorable in this fixture
    // L: its East_Asian_Width (N in this fixture).
    #expect(model.value(of: 0x1100) == 1 | Part.leading.rawValue << DisplayWidthModel.syllableShift)
    #expect(model.value(of: 0x0600) == 1)  // Prepended_Concatenation_Mark: visible though Cf
    #expect(model.value(of: 0x0041) == 1)
    #expect(model.value(of: 0x1F600) == 1 | DisplayWidthModel.emojiCandidateBit)
    #expect(model.value(of: 0x23) == 1)  // ASCII is never a candidate: the scan checks keycaps itself
    #expect(Compression.runs(model.values).first == 0x00)
  }

  /// A V stands alone unless an L, LV, V or the filler precedes it; a T unless
  /// a V, T, LV, LVT or the filler does (UAX #29 GB6–GB8).
  @Test func standaloneJamo() {
    typealias Part = DisplayWidthModel.SyllablePart
    #expect(Part.vowel.standsAlone(after: .none))
    #expect(!Part.vowel.standsAlone(after: .leading))
    #expect(!Part.vowel.standsAlone(after: .lv))
    #expect(Part.vowel.standsAlone(after: .lvt))
    #expect(Part.trailing.standsAlone(after: .leading))
    #expect(!Part.trailing.standsAlone(after: .lvt))
    #expect(!Part.vowelFiller.standsAlone(after: .none))  // invisible alone
    #expect(!Part.leading.standsAlone(after: .none))
    let word = DisplayWidthModel.standaloneJamo
    for part in Part.allCases {
      for previous in Part.allCases {
        let bit = word >> (UInt64(part.rawValue) * 8 + UInt64(previous.rawValue)) & 1
        #expect((bit == 1) == part.standsAlone(after: previous))
      }
    }
  }

  @Test func malformedLinesNameFileAndLine() throws {
    var bad = valid
    bad["EastAsianWidth.txt"] = "4E00..9FFF ; W\n00B0 ; Q"
    let folder = try UCDFolder(url: try writeFolder(bad), path: "fixture/ucd/17.0")
    let error = tableGenError { _ = try DisplayWidthModel(ucd: folder) { _ in 0 } }
    #expect(error?.description == "fixture/ucd/17.0/EastAsianWidth.txt:6: unknown East_Asian_Width value 'Q'")

    bad = valid
    bad["HangulSyllableType.txt"] = "1160 ; X"
    let hangul = try UCDFolder(url: try writeFolder(bad), path: "fixture/ucd/17.0")
    #expect(tableGenError { _ = try DisplayWidthModel(ucd: hangul) { _ in 0 } }?.description
      == "fixture/ucd/17.0/HangulSyllableType.txt:5: unknown Hangul_Syllable_Type 'X'")

    bad = valid
    bad["DerivedGeneralCategory.txt"] = "0300..02FF ; Mn"
    let reversed = try UCDFolder(url: try writeFolder(bad), path: "fixture/ucd/17.0")
    #expect(tableGenError { _ = try DisplayWidthModel(ucd: reversed) { _ in 0 } }?.description
      == "fixture/ucd/17.0/DerivedGeneralCategory.txt:5: reversed range 0300..02FF")
  }

  /// Every file goes through the folder's reader: another version or an
  /// edited file is refused before any table is built.
  @Test func versionsAndChecksumsAreChecked() throws {
    let root = try writeFolder(valid)
    let hangul = root.appendingPathComponent("HangulSyllableType.txt")
    try ucdFixture("HangulSyllableType.txt", version: fixtureOtherFileVersion, body: "").write(to: hangul, atomically: true, encoding: .utf8)
    let folder = try UCDFolder(url: root, path: "fixture/ucd/17.0")
    #expect(tableGenError { _ = try DisplayWidthModel(ucd: folder) { _ in 0 } }?.description.hasPrefix(
      "fixture/ucd/17.0/HangulSyllableType.txt: sha256 ") == true)

    let other = try writeFolder(valid, fileVersion: fixtureOtherFileVersion)
    let older = try UCDFolder(url: other, path: "fixture/ucd/17.0")
    #expect(tableGenError { _ = try DisplayWidthModel(ucd: older) { _ in 0 } }?.description
      == "fixture/ucd/17.0/EastAsianWidth.txt:1: version 16.0.0 disagrees with the folder fixture/ucd/17.0 (version 17.0)")
  }

  /// The width tables come from the UCD folder of the emoji data's version,
  /// and their header names each input with its digest.
  @Test(.needsUnicodeFiles) func committedWidthTablesNameTheirInputs() throws {
    let generator = try newestGenerator()
    #expect(generator.ucd.version == generator.folder.version)
    let models = try generator.models()
    let file = try #require(try generator.makeFiles(models).first { $0.name == DisplayWidthModel.fileName })
    for input in models.width.files + [generator.folder.emojiData] {
      #expect(file.contents.split(separator: "\n").contains { $0.contains(input.path) && $0.hasSuffix(input.sha256) },
        "\(input.path)")
    }
    #expect(file.contents.contains("let displayWidthBlockShift: UInt32 = \(CodePointTable.utf8ContinuationBits)\n"))
  }
}
