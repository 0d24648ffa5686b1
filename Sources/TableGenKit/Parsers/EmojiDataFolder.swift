import Foundation

/// The five Unicode emoji data files of one version (`Data/emoji/<version>`),
/// read, checked against the folder's SHA256SUMS and against each other's
/// `# Version:` header.
public struct EmojiDataFolder: Sendable {
  /// The files every version folder holds (UTS #51 §1.4 and Annex B).
  public static let fileNames = [
    "emoji-data.txt", "emoji-sequences.txt", "emoji-zwj-sequences.txt",
    "emoji-test.txt", "emoji-variation-sequences.txt",
  ]

  /// How generated headers name the folder (`Data/emoji/17.0`).
  public var path: String
  public var version: ReleaseVersion
  public var emojiData: UCDFile
  public var emojiSequences: UCDFile
  public var emojiZWJSequences: UCDFile
  public var emojiTest: UCDFile
  public var emojiVariationSequences: UCDFile

  /// All five files, in `fileNames` order.
  public var files: [UCDFile] {
    [emojiData, emojiSequences, emojiZWJSequences, emojiTest, emojiVariationSequences]
  }

  /// Reads the folder at `url`; `path` names it in messages and headers.
  /// With `files`, the five files are read from there and verified against
  /// the `SHA256SUMS` of `url` (a pinned `Data/emoji` folder whose files
  /// live under the data root, `PackageLayout.filesFolder(of:)`).
  public init(url: URL, path: String, files filesURL: URL? = nil) throws {
    var files: [UCDFile] = []
    for name in Self.fileNames {
      files.append(try UCDFile(contentsOf: (filesURL ?? url).appendingPathComponent(name), path: "\(path)/\(name)"))
    }
    try self.init(files: files, path: path)
    let sums = try Checksums(folder: url, path: path)
    for (name, file) in zip(Self.fileNames, files) {
      try sums.verify(name, sha256: file.sha256, filePath: file.path)
    }
  }

  /// Assembles a folder from parsed files (in `fileNames` order).
  public init(files: [UCDFile], path: String) throws {
    precondition(files.count == Self.fileNames.count)
    let first = files[0]
    // Versions compare as versions: Unicode writes `18.0.0` in the UCD copy
    // of emoji-data.txt and `18.0` in the emoji folder, the same version.
    for file in files.dropFirst() where file.releaseVersion != first.releaseVersion {
      throw TableGenError(
        path: file.path, line: file.versionLine,
        "version \(file.version) disagrees with \(first.path) (version \(first.version))")
    }
    guard let version = ReleaseVersion(first.version) else {
      throw TableGenError(path: first.path, "unreadable version '\(first.version)'")
    }
    let folderName = path.split(separator: "/").last.map(String.init) ?? path
    if let folderVersion = ReleaseVersion(folderName), folderVersion != version {
      throw TableGenError(
        path: first.path, "files say version \(version) but the folder is named \(folderName)")
    }
    self.path = path
    self.version = version
    (emojiData, emojiSequences, emojiZWJSequences, emojiTest, emojiVariationSequences) =
      (files[0], files[1], files[2], files[3], files[4])
  }
}
