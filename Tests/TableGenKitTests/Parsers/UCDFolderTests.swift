import Foundation
import Testing
import TableGenKit

/// The UCD folder reader (checksums, version agreement), the PropList-form
/// parser and DerivedAge.txt.
@Suite struct UCDFolderTests {
  /// A UCD folder named `folder` holding `files` (name, text), with SHA256SUMS.
  func makeFolder(_ folder: String, _ files: [(String, String)]) throws -> URL {
    let url = try temporaryDirectory().appendingPathComponent(folder)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    var sums = ""
    for (name, text) in files {
      try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
      sums += "\(sha256Hex(Array(text.utf8)))  \(name)\n"
    }
    try sums.write(to: url.appendingPathComponent("SHA256SUMS"), atomically: true, encoding: .utf8)
    return url
  }

  @Test func readsAFileOfTheFoldersVersionAndRefusesAnother() throws {
    let url = try makeFolder("9.0", [
      ("PropList.txt", "# PropList-9.0.0.txt\n4E00..9FFF ; Unified_Ideograph # Lo\n3400..4DBF ; Unified_Ideograph\n# EOF\n"),
      ("DerivedAge.txt", "# DerivedAge-8.0.0.txt\n0041 ; 1.1\n# EOF\n"),
    ])
    defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
    let folder = try UCDFolder(url: url, path: "u/9.0")
    #expect(folder.version == ReleaseVersion(major: 9, minor: 0))
    let properties = try BinaryProperties(parsing: folder.read("PropList.txt"))
    #expect(try properties.property("Unified_Ideograph") == [0x3400...0x4DBF, 0x4E00...0x9FFF])
    #expect(tableGenError { _ = try folder.read("DerivedAge.txt") }?.description
      == "u/9.0/DerivedAge.txt:1: version 8.0.0 disagrees with the folder u/9.0 (version 9.0)")
    #expect(tableGenError { _ = try folder.read("EastAsianWidth.txt") }?.description
      == "u/9.0/SHA256SUMS: no checksum for EastAsianWidth.txt")
  }

  @Test func overlappingEntriesOfOnePropertyAreRefused() throws {
    let file = try UCDFile(
      bytes: Array("# PropList-9.0.0.txt\n0041..005A ; Alpha\n0050 ; Alpha\n0050 ; Other\n# EOF\n".utf8), path: "p")
    #expect(tableGenError { _ = try BinaryProperties(parsing: file) }?.description
      == "p:3: duplicate entry: Alpha already covers part of 0050..0050 (line 2)")
  }

  @Test(.needsUnicodeFiles) func shippedDataAgesAndIdeographs() throws {
    let url = try #require(try layout.versionFolders(in: layout.ucdDataRoot).last).url
    let folder = try layout.readUCDFolder(url)
    let age = try AgeModel(parsing: folder.read("DerivedAge.txt"))
    #expect(age.age(of: 0x41) == ReleaseVersion(major: 1, minor: 1))
    #expect(age.age(of: 0x1F600) == ReleaseVersion(major: 6, minor: 1))
    #expect(age.age(of: 0x10FFFF) == ReleaseVersion(major: 2, minor: 0))  // a noncharacter, assigned
    #expect(age.age(of: 0xE0080) == nil)
    let ideographs = try BinaryProperties(parsing: folder.read("PropList.txt")).property("Unified_Ideograph")
    #expect(ideographs.contains(0x4E00...0x9FFF) && ideographs.contains(0x20000...0x2A6DF))
    #expect(!ideographs.contains { $0.contains(0x3000) })
  }
}
