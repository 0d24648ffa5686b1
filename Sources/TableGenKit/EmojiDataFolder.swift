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
  public var version: EmojiVersion
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
  public init(url: URL, path: String) throws {
    var files: [UCDFile] = []
    for name in Self.fileNames {
      files.append(try UCDFile(contentsOf: url.appendingPathComponent(name), path: "\(path)/\(name)"))
    }
    try self.init(files: files, path: path)
    try verifyChecksums(at: url.appendingPathComponent("SHA256SUMS"), path: "\(path)/SHA256SUMS")
  }

  /// Assembles a folder from parsed files (in `fileNames` order).
  public init(files: [UCDFile], path: String) throws {
    precondition(files.count == Self.fileNames.count)
    let first = files[0]
    for file in files.dropFirst() where file.version != first.version {
      throw TableGenError(
        path: file.path, line: nil,
        "version \(file.version) disagrees with \(first.path) (version \(first.version))")
    }
    guard let version = EmojiVersion(first.version) else {
      throw TableGenError(path: first.path, "unreadable version '\(first.version)'")
    }
    let folderName = path.split(separator: "/").last.map(String.init) ?? path
    if let folderVersion = EmojiVersion(folderName), folderVersion != version {
      throw TableGenError(
        path: first.path, "files say version \(version) but the folder is named \(folderName)")
    }
    self.path = path
    self.version = version
    (emojiData, emojiSequences, emojiZWJSequences, emojiTest, emojiVariationSequences) =
      (files[0], files[1], files[2], files[3], files[4])
  }

  /// Fails when SHA256SUMS is missing, lacks a file, or names another digest.
  private func verifyChecksums(at url: URL, path: String) throws {
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw TableGenError(path: path, "missing: write it with Scripts/update-unicode-data.sh")
    }
    var recorded: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      guard parts.count == 2 else { continue }
      recorded[parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " *"))] = String(parts[0])
    }
    for (name, file) in zip(Self.fileNames, files) {
      guard let digest = recorded[name] else {
        throw TableGenError(path: path, "no checksum for \(name)")
      }
      guard digest == file.sha256 else {
        throw TableGenError(path: file.path, "sha256 \(file.sha256) differs from SHA256SUMS (\(digest))")
      }
    }
  }
}
