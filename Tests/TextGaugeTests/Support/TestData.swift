import Foundation
import TableGenChecks
import TableGenKit
import TestSupport

/// Where the package's data lives, and which versions the tests compare.
/// No test names a version: they take it from the data.
enum TestData {
  /// The package's layout with the tests' data root (`testLayout`).
  static let layout = testLayout

  /// The emoji data folder of `version`, read and checked.
  static func emojiFolder(_ version: ReleaseVersion) throws -> EmojiDataFolder {
    try layout.readEmojiFolder(requireURL(layout.emojiFolder(version: version), "Data/emoji has no \(version)"))
  }

  /// The newest emoji data folder: the one the shipped tables come from.
  static func newestEmojiFolder() throws -> EmojiDataFolder {
    try layout.readEmojiFolder(newestEmojiPinnedFolder)
  }

  /// The UCD folder of the tables' version.
  static func tablesUCDFolder() throws -> UCDFolder {
    let version = try newestEmojiFolder().version
    return try layout.readUCDFolder(requireURL(layout.ucdFolder(version: version), "Data/ucd has no \(version)"))
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
    guard let pinned = try? layout.emojiFolder(version: version), layout.filesFolder(of: pinned) != nil else { return nil }
    return version
  }
}

/// `url`, or an error saying what is missing.
func requireURL(_ url: URL?, _ message: String) throws -> URL {
  guard let url else { throw TableGenError(path: "Data", message) }
  return url
}
