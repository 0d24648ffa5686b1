import Foundation
import Testing
import TableGenKit
import TestSupport

let layout = testLayout

/// The version synthetic fixture files claim (any version works: the parser
/// tests are about the format, not about the shipped data).
let fixtureVersion = "17.0"
/// A different fixture version, for the version disagreement errors.
let fixtureOtherVersion = "16.0"

/// The newest emoji data folder (the shipped tables' data) and its version.
func newestFolder() throws -> EmojiDataFolder {
  try layout.readEmojiFolder(newestEmojiPinnedFolder)
}

/// The generator over the newest emoji data (as `swift run tablegen` runs it).
func newestGenerator() throws -> TableGenerator {
  let url = newestEmojiPinnedFolder
  return try TableGenerator(dataFolder: url, path: layout.displayPath(url), layout: layout)
}

/// A minimal valid emoji data file of `name` claiming `version`, with `body`
/// as its data lines.
func fixture(_ name: String, version: String = fixtureVersion, body: String) -> String {
  """
  # \(name)
  # Date: 2025-01-01, 00:00:00 GMT
  # Version: \(version)
  #
  \(body)
  #EOF

  """
}

/// Parses `text` as a UCD file named like the real one.
func parse(_ text: String, path: String = "Data/emoji/17.0/emoji-data.txt") throws -> UCDFile {
  try UCDFile(bytes: Array(text.utf8), path: path)
}

/// The error `body` throws, as `TableGenError`, or nil.
func tableGenError(_ body: () throws -> Void) -> TableGenError? {
  do {
    try body()
    return nil
  } catch let error as TableGenError {
    return error
  } catch {
    return TableGenError(path: "?", "unexpected \(error)")
  }
}

/// A fresh empty temporary directory.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("textgauge-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}
