import Foundation

/// The package root, found from this file's path (Tests/TestSupport/…), so
/// that tests read Unicode's data files from `Data/` at run time.
///
/// ```swift
/// let url = packageRoot.appendingPathComponent("Data/emoji/17.0/emoji-test.txt")
/// ```
public let packageRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
