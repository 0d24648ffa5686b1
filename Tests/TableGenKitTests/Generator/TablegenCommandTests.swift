import Foundation
import TableGenChecks
import TableGenKit
import Testing
import TestSupport

/// The `tablegen` executable end to end: exit statuses and messages.
@Suite struct TablegenCommandTests {
  static let binary = BuiltExecutable.url(named: "tablegen")

  /// The Data/emoji folder of the system ICU's Unicode version, if ICU is there.
  static let icuFolder: (ReleaseVersion, URL)? = {
    guard SystemICU.isAvailable else { return nil }
    let version = SystemICU.unicodeVersion
    return (try? layout.emojiFolder(version: version))?.map { (version, $0) } ?? nil
  }()

  /// Without ICU (TEXTGAUGE_ICU=off) the cross-checks say they are skipped,
  /// and the run succeeds.
  @Test(.enabled(if: binary != nil, "needs tablegen built (swift build)"))
  func withoutICUTheCrossCheckIsSkippedLoudly() throws {
    let result = try TestSupport.run(
      #require(Self.binary), ["cross-check"], currentDirectory: packageRoot, environment: ["TEXTGAUGE_ICU": "off"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == "icu-crosscheck: SKIPPED, no ICU to compare with: ICU turned off by TEXTGAUGE_ICU=off\n")
  }

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

  /// The data of ICU's own version, generated elsewhere, agrees with ICU
  /// exactly: no mismatch, nothing excluded.
  @Test(.enabled(
    if: binary != nil && icuFolder != nil,
    "needs tablegen built, the system ICU and the Data/emoji folder of its Unicode version"))
  func icusOwnVersionIntoAnotherFolderCrossChecksExactly() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let (version, url) = try #require(Self.icuFolder)
    let result = try run(["--data", layout.displayPath(url), "--output", output.path, "--require-exact"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("icu-crosscheck: exact: 0 mismatches on every check"))
    #expect(result.output.contains(
      "icu-crosscheck: 6 properties x 1114112 code points, 0 mismatches, 0 code points newer than ICU \(version) excluded"))
    #expect(result.output.contains("string properties, 0 mismatches"))
    #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("EmojiPropertyTables.swift").path))
  }

  @Test(.enabled(if: binary != nil, "needs tablegen built (swift build)"))
  func missingDataFolderFailsWithStatusOne() throws {
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try run(["--data", output.appendingPathComponent("nowhere").path, "--output", output.path, "--skip-icu"])
    #expect(result.status == 1)
    // A path outside the package is named in full, leading "/" included.
    #expect(result.error.contains("tablegen: \(output.standardizedFileURL.path)/nowhere/emoji-data.txt: cannot read"),
            "\(result.error)")
  }

  /// ICU named by path: a path that does not load is a skip, naming it,
  /// through the environment, and an error through `--icu`.
  @Test(.enabled(if: binary != nil, "needs tablegen built (swift build)"))
  func anICUPathThatDoesNotLoadIsASkipOrWithIcuAnError() throws {
    let missing = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: missing) }
    let path = missing.appendingPathComponent("libicuuc.so.99").path
    let skipped = try TestSupport.run(
      #require(Self.binary), ["cross-check"], currentDirectory: packageRoot, environment: ["TEXTGAUGE_ICU": path])
    #expect(skipped.status == 0, "\(skipped.error)")
    #expect(skipped.output.hasPrefix("icu-crosscheck: SKIPPED, no ICU to compare with: TEXTGAUGE_ICU=\(path) cannot be loaded"))
    #expect(skipped.output.split(separator: "\n").count == 1)
    let refused = try run(["cross-check", "--icu", path])
    #expect(refused.status == 1)
    #expect(refused.error.hasPrefix("tablegen: \(path): --icu: TEXTGAUGE_ICU=\(path) cannot be loaded"), "\(refused.error)")
  }

  /// `--require-exact` fails when ICU implements another Unicode version
  /// than the tables, even with every mismatch explained.
  @Test(.enabled(
    if: binary != nil && SystemICU.isAvailable && (try? layout.emojiVersions().last) != SystemICU.unicodeVersion,
    "needs tablegen built and an ICU of another Unicode version than the newest data"))
  func requireExactFailsAcrossVersions() throws {
    let result = try run(["cross-check", "--require-exact"])
    #expect(result.status == 1)
    #expect(result.output.contains("0 unexplained"))
    #expect(result.error.contains("--require-exact: ICU \(SystemICU.unicodeVersion) and the tables"), "\(result.error)")
  }
}
