import Foundation
import Testing

/// The `tablegen` executable end to end: exit statuses and messages.
@Suite struct TablegenCommandTests {
  static let binary = packageRoot.appendingPathComponent(".build/debug/tablegen")

  func run(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = Self.binary
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs .build/debug/tablegen (swift build)"))
  func checkPassesOnCommittedTablesAndReportsSizes() throws {
    let result = try run(["--check", "--skip-icu"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("emojiPropertyRuns:"))
    #expect(result.stdout.contains("generated files are current"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs .build/debug/tablegen (swift build)"))
  func fifteenIntoAnotherFolderCrossChecksExactly() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try run(["--data", "Data/emoji/15.0", "--output", output.path])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains(
      "icu-crosscheck: 6 properties x 1114112 code points, 0 mismatches, 0 code points newer than ICU 15.0 excluded"))
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("EmojiPropertyTables.swift").path))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary.path), "needs .build/debug/tablegen (swift build)"))
  func missingDataFolderFailsWithStatusOne() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try run(["--data", output.appendingPathComponent("nowhere").path, "--output", output.path, "--skip-icu"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("emoji-data.txt: cannot read"))
  }
}
