import Foundation
import TableGenChecks
import TableGenKit
import TestSupport

/// Where the package's data lives, and which versions the tests compare.
/// No test names a version: they take it from the data.
enum TestData {
  static let layout = PackageLayout(root: packageRoot)

  /// The emoji data folder of `version`, read and checked.
  static func emojiFolder(_ version: ReleaseVersion) throws -> EmojiDataFolder {
    let url = try requireURL(layout.emojiFolder(version: version), "Data/emoji has no \(version)")
    return try EmojiDataFolder(url: url, path: layout.displayPath(url))
  }

  /// The newest emoji data folder: the one the shipped tables come from.
  static func newestEmojiFolder() throws -> EmojiDataFolder {
    let url = TestSupport.newestEmojiFolder
    return try EmojiDataFolder(url: url, path: layout.displayPath(url))
  }

  /// The UCD folder of the tables' version.
  static func tablesUCDFolder() throws -> UCDFolder {
    let version = try newestEmojiFolder().version
    let url = try requireURL(layout.ucdFolder(version: version), "Data/ucd has no \(version)")
    return try UCDFolder(url: url, path: layout.displayPath(url))
  }

  /// DerivedAge.txt of the UCD folder of the tables' version.
  static func ageModel() throws -> AgeModel {
    try AgeModel(parsing: tablesUCDFolder().read("DerivedAge.txt"))
  }

  /// The version folder matching the system ICU's Unicode version, if ICU is
  /// there and the folder is shipped.
  static var icuMatchingVersion: ReleaseVersion? {
    guard SystemICU.isAvailable else { return nil }
    let version = SystemICU.unicodeVersion
    return (try? layout.emojiVersions())?.contains(version) == true ? version : nil
  }
}

/// `url`, or an error saying what is missing.
func requireURL(_ url: URL?, _ message: String) throws -> URL {
  guard let url else { throw TableGenError(path: "Data", message) }
  return url
}
