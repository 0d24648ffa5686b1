import Foundation
import Testing

@testable import TableGenKit
import TestSupport

/// Strict parsing: every malformed input stops the generator with
/// `path:line: message`.
@Suite struct ParserErrorTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var body: String
    var line: Int
    var message: String
    var testDescription: String { label }
  }

  // Data lines start on line 5 of the fixture (after a 4-line header).
  static let cases: [Case] = [
    Case(label: "one field", body: "1F600", line: 5, message: "expected 2 fields separated by ';', found 1"),
    Case(label: "three fields", body: "1F600 ; Emoji ; extra", line: 5, message: "expected 2 fields separated by ';', found 3"),
    Case(label: "unknown property", body: "1F600 ; Emoji_Presentaton", line: 5, message: "unknown property 'Emoji_Presentaton'"),
    Case(label: "not hex", body: "1F6G0 ; Emoji", line: 5, message: "malformed code point '1F6G0'"),
    Case(label: "above 10FFFF", body: "0023 ; Emoji\n110000 ; Emoji", line: 6, message: "code point 110000 is above 10FFFF"),
    Case(label: "reversed range", body: "1F64F..1F600 ; Emoji", line: 5, message: "reversed range 1F64F..1F600"),
    Case(label: "three dots", body: "1F600...1F64F ; Emoji", line: 5, message: "malformed code point '.1F64F'"),
    Case(
      label: "duplicate entry", body: "1F600..1F64F ; Emoji\n1F610 ; Emoji", line: 6,
      message: "duplicate entry: U+1F610 already has Emoji (first on line 5)"),
  ]

  @Test(arguments: cases)
  func malformedEmojiData(_ testCase: Case) throws {
    let error = tableGenError {
      _ = try EmojiPropertyModel(parsing: try parse(fixture("emoji-data.txt", body: testCase.body)))
    }
    #expect(error == TableGenError(path: "Data/emoji/17.0/emoji-data.txt", line: testCase.line, testCase.message))
    #expect(error?.description == "Data/emoji/17.0/emoji-data.txt:\(testCase.line): \(testCase.message)")
  }

  @Test func sameCodePointUnderTwoPropertiesIsNoDuplicate() throws {
    let model = try EmojiPropertyModel(
      parsing: try parse(fixture("emoji-data.txt", body: "1F600 ; Emoji\n1F600 ; Emoji_Presentation")))
    #expect(model.properties(of: 0x1F600) == EmojiProperty.emoji.bit | EmojiProperty.emojiPresentation.bit)
  }

  @Test func truncatedFileIsRefused() {
    let text = "# emoji-data.txt\n# Version: 17.0\n0023 ; Emoji\n"
    #expect(tableGenError { _ = try parse(text) }?.description
      == "Data/emoji/17.0/emoji-data.txt: no #EOF line: the file is truncated")
  }

  @Test func missingVersionIsRefused() {
    let text = "# emoji-data.txt\n0023 ; Emoji\n#EOF\n"
    #expect(tableGenError { _ = try parse(text) }?.description
      == "Data/emoji/17.0/emoji-data.txt:1: no '# Version:' line in the header")
  }

  @Test func olderHeaderFormStillGivesTheVersion() throws {
    let text = "# emoji-data.txt\n# Used with Emoji Version 15.0 and subsequent minor revisions (if any)\n#EOF\n"
    #expect(try parse(text, path: "x").releaseVersion == ReleaseVersion(major: 15, minor: 0))
  }

  @Test func versionMismatchBetweenFilesIsRefused() throws {
    let files = try EmojiDataFolder.fileNames.map { name in
      try parse(fixture(name, version: name == "emoji-test.txt" ? fixtureOtherVersion : fixtureVersion, body: ""),
                path: "Data/emoji/17.0/\(name)")
    }
    let error = tableGenError { _ = try EmojiDataFolder(files: files, path: "Data/emoji/17.0") }
    #expect(error?.description
      == "Data/emoji/17.0/emoji-test.txt:3: version 16.0 disagrees with Data/emoji/17.0/emoji-data.txt (version 17.0)")
  }

  @Test func folderNameMustMatchTheFiles() throws {
    let files = try EmojiDataFolder.fileNames.map { name in
      try parse(fixture(name, version: fixtureVersion, body: ""), path: "Data/emoji/16.0/\(name)")
    }
    let error = tableGenError { _ = try EmojiDataFolder(files: files, path: "Data/emoji/16.0") }
    #expect(error?.description
      == "Data/emoji/16.0/emoji-data.txt: files say version 17.0 but the folder is named 16.0")
  }

  @Test(.needsUnicodeFiles) func checksumMismatchIsRefused() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = newestEmojiFolder
    for name in EmojiDataFolder.fileNames {
      try FileManager.default.copyItem(
        at: source.appendingPathComponent(name), to: directory.appendingPathComponent(name))
    }
    try FileManager.default.copyItem(
      at: newestEmojiPinnedFolder.appendingPathComponent("SHA256SUMS"),
      to: directory.appendingPathComponent("SHA256SUMS"))
    // Append a comment line after #EOF's blank line would be "text after #EOF";
    // instead flip the checksum recorded for one file.
    let sums = directory.appendingPathComponent("SHA256SUMS")
    var text = try String(contentsOf: sums, encoding: .utf8)
    let actual = sha256Hex(Array(try Data(contentsOf: directory.appendingPathComponent("emoji-data.txt"))))
    let flipped = (actual.first == "0" ? "1" : "0") + actual.dropFirst()
    text = text.replacingOccurrences(of: actual, with: flipped)
    try text.write(to: sums, atomically: true, encoding: .utf8)
    let error = tableGenError { _ = try EmojiDataFolder(url: directory, path: "Data/emoji/any") }
    #expect(error?.path == "Data/emoji/any/emoji-data.txt")
    #expect(error?.message == "sha256 \(actual) differs from SHA256SUMS (\(flipped))")
  }
}
