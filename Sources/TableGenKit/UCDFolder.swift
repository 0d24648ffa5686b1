import Foundation

/// The Unicode Character Database files of one version (`Data/ucd/<version>`)
/// that the display width tables read, checked against the folder's
/// SHA256SUMS and against each other's version line
/// (`# EastAsianWidth-17.0.0.txt`).
public struct UCDFolder: Sendable {
  /// The files the width stage reads (UAX #44 §5.1 names them).
  public static let fileNames = [
    "EastAsianWidth.txt", "DerivedGeneralCategory.txt", "DerivedCoreProperties.txt",
    "HangulSyllableType.txt", "DerivedAge.txt",
  ]

  /// How generated headers name the folder (`Data/ucd/17.0`).
  public var path: String
  /// The version the files name, e.g. `17.0.0`.
  public var version: String
  public var eastAsianWidth: UCDFile
  public var derivedGeneralCategory: UCDFile
  public var derivedCoreProperties: UCDFile
  public var hangulSyllableType: UCDFile
  public var derivedAge: UCDFile

  /// The files the width table is built from (DerivedAge only explains
  /// oracle differences), in `fileNames` order.
  public var widthInputs: [UCDFile] {
    [eastAsianWidth, derivedGeneralCategory, derivedCoreProperties, hangulSyllableType]
  }

  /// Reads the folder at `url`; `path` names it in messages and headers.
  public init(url: URL, path: String) throws {
    var files: [UCDFile] = []
    for name in Self.fileNames {
      files.append(try UCDFile(contentsOf: url.appendingPathComponent(name), path: "\(path)/\(name)"))
    }
    let first = files[0]
    for file in files.dropFirst() where file.version != first.version {
      throw TableGenError(
        path: file.path, line: 1, "version \(file.version) disagrees with \(first.path) (version \(first.version))")
    }
    let folderName = path.split(separator: "/").last.map(String.init) ?? path
    guard first.version == folderName || first.version.hasPrefix(folderName + ".") else {
      throw TableGenError(path: first.path, line: 1, "files say version \(first.version) but the folder is named \(folderName)")
    }
    self.path = path
    self.version = first.version
    (eastAsianWidth, derivedGeneralCategory, derivedCoreProperties, hangulSyllableType, derivedAge) =
      (files[0], files[1], files[2], files[3], files[4])
    try verifyChecksums(url.appendingPathComponent("SHA256SUMS"), files: files)
  }

  /// The newest folder in the `ucd` folder that sits beside the `emoji`
  /// folder holding `emojiFolder` (`Data/emoji/17.0` → `Data/ucd/17.0`), or
  /// nil when there is no `ucd` folder there.
  public static func beside(emojiFolder url: URL, path: String) throws -> UCDFolder? {
    let root = url.standardizedFileURL.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("ucd")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    let versions = names.compactMap { name in EmojiVersion(name).map { ($0, name) } }.sorted { $0.0 < $1.0 }
    guard let newest = versions.last?.1 else { return nil }
    var parent = path.split(separator: "/").dropLast(2).joined(separator: "/")
    parent = parent.isEmpty ? "" : parent + "/"
    return try UCDFolder(url: root.appendingPathComponent(newest), path: "\(parent)ucd/\(newest)")
  }

  /// Fails when SHA256SUMS is missing, lacks a file, or names another digest.
  private func verifyChecksums(_ url: URL, files: [UCDFile]) throws {
    let sumsPath = "\(path)/SHA256SUMS"
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw TableGenError(path: sumsPath, "missing: write it with Scripts/update-unicode-data.sh")
    }
    var recorded: [String: String] = [:]
    for line in text.split(separator: "\n") {
      let parts = line.split(separator: " ", maxSplits: 1)
      guard parts.count == 2 else { continue }
      recorded[parts[1].trimmingCharacters(in: CharacterSet(charactersIn: " *"))] = String(parts[0])
    }
    for (name, file) in zip(Self.fileNames, files) {
      guard let digest = recorded[name] else { throw TableGenError(path: sumsPath, "no checksum for \(name)") }
      guard digest == file.sha256 else {
        throw TableGenError(path: file.path, "sha256 \(file.sha256) differs from SHA256SUMS (\(digest))")
      }
    }
  }
}
