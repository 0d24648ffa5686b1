import Foundation
import Testing
import TestSupport

/// The `tablegen` executable end to end: exit statuses and messages.
@Suite struct TablegenCommandTests {
  static let binary = BuiltExecutable.url(named: "tablegen")

  func run(_ arguments: [String]) throws -> CommandResult {
    try TestSupport.run(#require(Self.binary), arguments, currentDirectory: packageRoot)
  }

  @Test(.enabled(if: binary != nil, "needs tablegen built (swift build)"))
  func checkPassesOnCommittedTablesAndReportsSizes() throws {
    let result = try run(["--check", "--skip-icu"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("emojiPropertyRuns:"))
    #expect(result.output.contains("generated files are current"))
  }

  @Test(.enabled(if: binary != nil, "needs tablegen built (swift build)"))
  func fifteenIntoAnotherFolderCrossChecksExactly() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try run(["--data", "Data/emoji/15.0", "--output", output.path])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains(
      "icu-crosscheck: 6 properties x 1114112 code points, 0 mismatches, 0 code points newer than ICU 15.0 excluded"))
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("EmojiPropertyTables.swift").path))
  }

  @Test(.enabled(if: binary != nil, "needs tablegen built (swift build)"))
  func missingDataFolderFailsWithStatusOne() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try run(["--data", output.appendingPathComponent("nowhere").path, "--output", output.path, "--skip-icu"])
    #expect(result.status == 1)
    #expect(result.error.contains("emoji-data.txt: cannot read"))
  }
}
