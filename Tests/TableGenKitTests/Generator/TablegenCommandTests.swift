import Foundation
import TableGenChecks
import TableGenKit
import Testing
import TestSupport

/// The `tablegen` executable end to end: exit statuses and messages.
@Suite struct TablegenCommandTests {
  static let binary = BuiltExecutable.url(named: "tablegen")

  /// The Data/emoji folder of the system ICU's Unicode version, if ICU is
  /// there and the files of that folder and of its UCD folder are here.
  static let icuFolder: (ReleaseVersion, URL)? = {
    guard SystemICU.isAvailable else { return nil }
    let version = SystemICU.unicodeVersion
    guard let emoji = try? layout.emojiFolder(version: version), let ucd = try? layout.ucdFolder(version: version),
      layout.filesFolder(of: emoji) != nil, layout.filesFolder(of: ucd) != nil
    else { return nil }
    return (version, emoji)
  }()

  /// tablegen's one line when it had no files to regenerate from, if it
  /// printed one.
  static func dataSkipLine(_ output: String) -> Substring? {
    output.split(separator: "\n").first { $0.hasPrefix("tablegen: SKIPPED: no files for ") }
  }

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

  /// `--check` passes: with Unicode's files it regenerates and compares
  /// every table; without them it says so in one line that names every
  /// table it kept, and the tests agree with it on whether the files are here.
  @Test(.enabled(if: binary != nil, "needs tablegen built (swift build)"))
  func checkPassesOnCommittedTablesAndReportsSizes() throws {
    let result = try run(["--check", "--skip-icu"])
    #expect(result.status == 0, "\(result.error)")
    if let skipped = Self.dataSkipLine(result.output) {
      #expect(!TestInputs.unicodeFiles)
      #expect(result.output == skipped + "\n")
      let tables = try layout.generatedDirectories.flatMap { try FileManager.default.contentsOfDirectory(atPath: $0.path) }
      for table in tables where table.hasSuffix(".swift") { #expect(skipped.contains(table), "\(table)") }
    } else {
      #expect(TestInputs.unicodeFiles)
      #expect(result.output.contains("emojiPropertyRuns:"))
      #expect(result.output.contains("generated files are current"))
    }
  }

  /// Without a data root, the README's first command keeps every table and
  /// says so in one line; nothing in the package changes.
  @Test(.enabled(if: binary != nil, "needs tablegen built (swift build)"))
  func withoutTheDataRootEveryTableIsKeptInOneLine() throws {
    let empty = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: empty) }
    let result = try TestSupport.run(
      #require(Self.binary), [], currentDirectory: packageRoot, environment: ["TEXTGAUGE_DATA_ROOT": empty.path])
    #expect(result.status == 0, "\(result.error)")
    let line = try #require(Self.dataSkipLine(result.output), "\(result.output)")
    #expect(result.output == line + "\n")
    #expect(line.contains("Data/emoji/\(newestEmojiVersion)"))
    #expect(line.contains(empty.standardizedFileURL.path))
    #expect(result.error.isEmpty)
  }

  /// A pinned file whose bytes differ from the committed sum is refused in
  /// one line naming it.
  @Test(.enabled(if: binary != nil && TestInputs.unicodeFiles, "needs tablegen built and Unicode's files under the data root"))
  func aFileWhoseSumDiffersIsRefusedNamingIt() throws {
    let root = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let emoji = root.appendingPathComponent("emoji/\(newestEmojiVersion)")
    try FileManager.default.createDirectory(at: emoji, withIntermediateDirectories: true)
    for name in EmojiDataFolder.fileNames {
      try FileManager.default.copyItem(at: newestEmojiFolder.appendingPathComponent(name), to: emoji.appendingPathComponent(name))
    }
    let test = emoji.appendingPathComponent("emoji-test.txt")
    var text = try String(contentsOf: test, encoding: .utf8)
    text = text.replacingOccurrences(of: "# subgroup: face-smiling", with: "# subgroup: face-smiling!")
    try text.write(to: test, atomically: true, encoding: .utf8)
    let version = try #require(ReleaseVersion(newestEmojiVersion))
    let pinnedUCD = try #require(try layout.ucdFolder(version: version))
    let unicode = try #require(layout.filesFolder(of: pinnedUCD))
    try FileManager.default.createDirectory(at: root.appendingPathComponent("unicode"), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("unicode/\(unicode.lastPathComponent)"), withDestinationURL: unicode)
    let output = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let result = try run(["--data-root", root.path, "--output", output.path, "--skip-icu"])
    #expect(result.status == 1)
    let lines = result.error.split(separator: "\n")
    #expect(lines.count == 1, "\(result.error)")
    #expect(lines.first?.hasPrefix("tablegen: Data/emoji/\(newestEmojiVersion)/emoji-test.txt: sha256 ") == true, "\(result.error)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).isEmpty)
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
    #expect(result.error.hasPrefix("tablegen: \(output.standardizedFileURL.path)/nowhere: its files are not here nor under the data root"),
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
    if: binary != nil && SystemICU.isAvailable && (try? layout.emojiVersions().last) != SystemICU.unicodeVersion
      && TestInputs.unicodeFiles,
    "needs tablegen built, an ICU of another Unicode version than the newest data, and Unicode's files under the data root"))
  func requireExactFailsAcrossVersions() throws {
    let result = try run(["cross-check", "--require-exact"])
    #expect(result.status == 1)
    #expect(result.output.contains("0 unexplained"))
    #expect(result.error.contains("--require-exact: ICU \(SystemICU.unicodeVersion) and the tables"), "\(result.error)")
  }
}
