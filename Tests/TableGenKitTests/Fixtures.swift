import Foundation
import TableGenKit
import TestSupport

let layout = PackageLayout(root: packageRoot)

/// A minimal valid emoji data file of `name` claiming `version`, with `body`
/// as its data lines.
func fixture(_ name: String, version: String = "17.0", body: String) -> String {
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
