import Foundation

/// The package root, found from this file's path (Tests/TestSupport/…), so
/// that tests read Unicode's data files from `Data/` at run time.
///
/// ```swift
/// let url = packageRoot.appendingPathComponent("Data/gb18030/editions.txt")
/// ```
public let packageRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The newest version folder of `Data/emoji` (versions compared numerically:
/// `9.0` < `15.1` < `17.0`): the data the shipped tables are generated from.
/// Tests read it instead of naming a version.
public let newestEmojiFolder: URL = {
  let root = packageRoot.appendingPathComponent("Data/emoji")
  let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
  func version(_ name: String) -> [Int]? {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(parts.count), !parts.contains(nil) else { return nil }
    return parts.map { $0! } + Array(repeating: 0, count: 3 - parts.count)
  }
  let newest = names.compactMap { name in version(name).map { (name, $0) } }
    .max { $0.1.lexicographicallyPrecedes($1.1) }
  precondition(newest != nil, "no version folder in Data/emoji")
  return root.appendingPathComponent(newest!.0)
}()

/// `emoji-test.txt` of the newest emoji data folder.
public var newestEmojiTestFile: URL { newestEmojiFolder.appendingPathComponent("emoji-test.txt") }
