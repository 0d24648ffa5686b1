import Foundation

/// A folder's `SHA256SUMS` (`sha256sum` output: `<hex>  <name>` per line),
/// which every file the generator reads is checked against before use.
public struct Checksums: Sendable {
  /// How messages name the SHA256SUMS file.
  public var path: String
  /// Digest per file name, and the line it is on.
  public var digests: [String: (digest: String, line: Int)]

  /// Reads `SHA256SUMS` in `folder`; `path` names the folder in messages.
  public init(folder: URL, path: String) throws {
    let sumsPath = "\(path)/SHA256SUMS"
    guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent("SHA256SUMS").path),
      let text = String(data: data, encoding: .utf8)
    else {
      throw TableGenError(path: sumsPath, "missing: write it with Scripts/update-unicode-data.sh")
    }
    try self.init(text: text, path: sumsPath)
  }

  public init(text: String, path: String) throws {
    self.path = path
    digests = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty {
      let parts = line.split(separator: " ", maxSplits: 1)
      let name = parts.count == 2 ? parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " *")) : ""
      guard parts.count == 2, parts[0].count == 64, parts[0].allSatisfy(\.isHexDigit), !name.isEmpty else {
        throw TableGenError(path: path, line: index + 1, "expected '<sha256>  <file name>'")
      }
      guard digests[name] == nil else {
        throw TableGenError(path: path, line: index + 1, "\(name) listed twice")
      }
      digests[name] = (parts[0].lowercased(), index + 1)
    }
  }

  /// The names listed, sorted.
  public var names: [String] { digests.keys.sorted() }

  /// Fails unless `name` is listed with exactly `sha256`; `filePath` names
  /// the file in the message.
  public func verify(_ name: String, sha256: String, filePath: String) throws {
    guard let entry = digests[name] else { throw TableGenError(path: path, "no checksum for \(name)") }
    guard entry.digest == sha256 else {
      throw TableGenError(path: filePath, "sha256 \(sha256) differs from SHA256SUMS (\(entry.digest))")
    }
  }

  /// Reads `name` from `folder` as a UCD-format file, checked against these sums.
  /// A file SHA256SUMS does not list is refused before it is read.
  public func read(_ name: String, in folder: URL, folderPath: String, versioned: Bool = true) throws -> UCDFile {
    guard digests[name] != nil else { throw TableGenError(path: path, "no checksum for \(name)") }
    let file = try UCDFile(
      contentsOf: folder.appendingPathComponent(name), path: "\(folderPath)/\(name)", versioned: versioned)
    try verify(name, sha256: file.sha256, filePath: file.path)
    return file
  }
}
