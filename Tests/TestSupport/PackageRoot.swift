import Foundation
import TableGenKit

/// The package root, found from this file's path (Tests/TestSupport/…), so
/// that tests read the pinned folders of `Data/` at run time.
///
/// ```swift
/// let url = packageRoot.appendingPathComponent("Data/gb18030/editions.txt")
/// ```
public let packageRoot: URL = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The package's layout with the data root tablegen would use here:
/// `TEXTGAUGE_DATA_ROOT`, else `../shared` beside the package. Tests find
/// Unicode's files through it, as tablegen does, and verify their sums.
///
/// ```swift
/// let files = testLayout.filesFolder(of: packageRoot.appendingPathComponent("Data/ucd/18.0"))
/// ```
public let testLayout = PackageLayout(root: packageRoot, environment: ProcessInfo.processInfo.environment)

/// Which optional inputs this machine has. A test that needs one is a skip
/// the test framework reports when it is absent, with the reason:
///
/// ```swift
/// // Reads emoji-test.txt: skipped on a clone with no data root.
/// @Test(.needsUnicodeFiles)
/// ```
public enum TestInputs {
  /// Unicode's emoji and UCD files of the tables' version are under the
  /// data root (`newestEmojiFolder` and the UCD folder of its version).
  public static let unicodeFiles: Bool = {
    guard let missing = try? testLayout.missingDefaultData() else { return false }
    return !missing.contains { $0.hasPrefix("Data/emoji") || $0.hasPrefix("Data/ucd") }
  }()

  /// The CLDR annotations and Unihan files are under the data root.
  public static let cldrAndUnihan: Bool = {
    guard let missing = try? testLayout.missingDefaultData() else { return false }
    return missing.isEmpty
  }()
}

/// The newest version folder under `path` (`Data/emoji`, `Data/ucd`), versions
/// compared numerically (`9.0` < `15.1` < `17.0`), or nil when it has none.
/// The one place tests learn which data version is the newest: no test names one.
///
/// ```swift
/// let ucd = newestVersionFolder("Data/ucd")!.lastPathComponent   // the tables' UCD version
/// ```
public func newestVersionFolder(_ path: String) -> URL? {
  (try? testLayout.versionFolders(in: packageRoot.appendingPathComponent(path)))?.last?.url
}

/// The newest version folder of `Data/emoji`, which pins the data the
/// shipped tables are generated from.
public let newestEmojiPinnedFolder: URL = {
  guard let folder = newestVersionFolder("Data/emoji") else { preconditionFailure("no version folder in Data/emoji") }
  return folder
}()

/// Where the files of ``newestEmojiPinnedFolder`` are (under the data
/// root); the pinned folder itself when they are missing, so that a test
/// that reads them without `TestInputs.unicodeFiles` fails naming it.
public let newestEmojiFolder: URL = testLayout.filesFolder(of: newestEmojiPinnedFolder) ?? newestEmojiPinnedFolder

/// The version of the newest emoji data, such as `18.0`, as `Data/emoji` names it.
public var newestEmojiVersion: String { newestEmojiPinnedFolder.lastPathComponent }

/// `emoji-test.txt` of the newest emoji data.
public var newestEmojiTestFile: URL { newestEmojiFolder.appendingPathComponent("emoji-test.txt") }

/// Where the files of the `Data/ucd` folder of `version` are: under the
/// data root, or beside their sums for a folder from a registry package.
///
/// ```swift
/// let scripts = ucdFilesFolder(newestEmojiVersion)?.appendingPathComponent("Scripts.txt")
/// ```
public func ucdFilesFolder(_ version: String) -> URL? {
  guard let release = ReleaseVersion(version), let pinned = try? testLayout.ucdFolder(version: release) else {
    return nil
  }
  return testLayout.filesFolder(of: pinned)
}
