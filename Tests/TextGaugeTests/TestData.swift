import Foundation
import TableGenKit
import TestSupport

/// Where the package's data lives.
enum TestData {
  static let layout = PackageLayout(root: packageRoot)

  /// The emoji data folder of `version` (`Data/emoji/15.0`), read and checked.
  static func emojiFolder(_ version: String) throws -> EmojiDataFolder {
    try EmojiDataFolder(url: layout.emojiFolder(version: version), path: "Data/emoji/\(version)")
  }

  /// The version folder matching the system ICU's Unicode version, if shipped.
  static var icuMatchingVersion: String? {
    let version = SystemICU.unicodeVersion.description
    return (try? layout.emojiVersions())?.contains(version) == true ? version : nil
  }
}
