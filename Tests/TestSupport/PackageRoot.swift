import Foundation

/// The package root, found from this file's path (Tests/TestSupport/…), so
/// that tests read Unicode's data files from `Data/` at run time.
///
/// ```swift
/// let url = packageRoot.appendingPathComponent("Data/gb18030/editions.txt")
/// ```
public let packageRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The newest version folder under `path` (`Data/emoji`, `Data/ucd`), versions
/// compared numerically (`9.0` < `15.1` < `17.0`), or nil when it has none.
/// The one place tests learn which data version is the newest: no test names one.
///
/// ```swift
/// let ucd = newestVersionFolder("Data/ucd")!.lastPathComponent   // the tables' UCD version
/// ```
public func newestVersionFolder(_ path: String) -> URL? {
  let root = packageRoot.appendingPathComponent(path)
  let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
  func version(_ name: String) -> [Int]? {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
    guard (1...3).contains(parts.count), !parts.contains(nil) else { return nil }
    return parts.map { $0! } + Array(repeating: 0, count: 3 - parts.count)
  }
  let newest = names.compactMap { name in version(name).map { (name, $0) } }
    .max { $0.1.lexicographicallyPrecedes($1.1) }
  return newest.map { root.appendingPathComponent($0.0) }
}

/// The newest version folder of `Data/emoji`: the data the shipped tables
/// are generated from.
public let newestEmojiFolder: URL = {
  guard let folder = newestVersionFolder("Data/emoji") else { preconditionFailure("no version folder in Data/emoji") }
  return folder
}()

/// The version of ``newestEmojiFolder``, such as `18.0`, as its folder names it.
public var newestEmojiVersion: String { newestEmojiFolder.lastPathComponent }

/// `emoji-test.txt` of the newest emoji data folder.
public var newestEmojiTestFile: URL { newestEmojiFolder.appendingPathComponent("emoji-test.txt") }
