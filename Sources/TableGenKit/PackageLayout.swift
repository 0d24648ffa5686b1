import Foundation

/// Where the generator's inputs and outputs live in the package. The only
/// place these paths are written down.
public struct PackageLayout: Sendable {
  public var root: URL

  public init(root: URL) { self.root = root.standardizedFileURL }

  /// `Data/emoji`: one folder per emoji version (`Data/emoji/17.0`).
  public var emojiDataRoot: URL { root.appendingPathComponent("Data/emoji") }

  /// `Sources/TextGauge/Generated`: the generated Swift tables.
  public var generatedDirectory: URL {
    root.appendingPathComponent("Sources/TextGauge/Generated")
  }

  /// Finds the package root: `directory` or the nearest parent holding both
  /// `Package.swift` and `Data/emoji`.
  public static func locate(from directory: URL) throws -> PackageLayout {
    var candidate = directory.standardizedFileURL
    let fileManager = FileManager.default
    while true {
      if fileManager.fileExists(atPath: candidate.appendingPathComponent("Package.swift").path),
        fileManager.fileExists(atPath: candidate.appendingPathComponent("Data/emoji").path)
      {
        return PackageLayout(root: candidate)
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path {
        throw TableGenError(
          path: directory.path,
          "not inside the TextGauge package (no Package.swift beside Data/emoji); run from the package or pass --data and --output")
      }
      candidate = parent
    }
  }

  /// `Data/ucd`: one folder per Unicode version (`Data/ucd/17.0`).
  public var ucdDataRoot: URL { root.appendingPathComponent("Data/ucd") }

  /// `Data/gb18030`: the GB 18030 charmap and the edition table.
  public var gb18030DataRoot: URL { root.appendingPathComponent("Data/gb18030") }

  /// `Data/tld`: the top-level domains of twitter-text's URL recognition.
  public var topLevelDomainRoot: URL { root.appendingPathComponent("Data/tld") }

  /// `Data/cldr/<version>` and `Data/unihan/<version>`: the checksums of
  /// the CLDR and Unihan files, which live outside the repository.
  public var cldrDataRoot: URL { root.appendingPathComponent("Data/cldr") }
  public var unihanDataRoot: URL { root.appendingPathComponent("Data/unihan") }

  /// The emoji versions in `Data/emoji`, oldest first.
  public func emojiVersions() throws -> [ReleaseVersion] {
    try versionFolders(in: emojiDataRoot).map(\.version)
  }

  /// The folder of the newest emoji version in `Data/emoji`.
  public func newestEmojiFolder() throws -> URL {
    guard let newest = try versionFolders(in: emojiDataRoot).last else {
      throw TableGenError(path: displayPath(emojiDataRoot), "no version folders (such as 17.0)")
    }
    return newest.url
  }

  /// The folder of `version` in `Data/emoji` (`18`, `18.0` and `18.0.0` find
  /// the same folder, whichever way it is spelled).
  public func emojiFolder(version: ReleaseVersion) throws -> URL? {
    try versionFolders(in: emojiDataRoot).first { $0.version == version }?.url
  }

  /// The folder of `version` in `Data/ucd`, if there is one.
  public func ucdFolder(version: ReleaseVersion) throws -> URL? {
    try versionFolders(in: ucdDataRoot).first { $0.version == version }?.url
  }

  /// The version folders under `directory`, oldest first. Two folders naming
  /// one version (`18.0` and `18.0.0`) are an error.
  public func versionFolders(in directory: URL) throws -> [(version: ReleaseVersion, url: URL)] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    let folders = names.sorted().compactMap { name in
      ReleaseVersion(name).map { (version: $0, url: directory.appendingPathComponent(name)) }
    }.sorted { $0.version < $1.version }
    for (a, b) in zip(folders, folders.dropFirst()) where a.version == b.version {
      throw TableGenError(
        path: displayPath(b.url), "names version \(b.version), as \(displayPath(a.url)) does: keep one")
    }
    return folders
  }

  /// `url` relative to the package root when inside it, else absolute: how
  /// messages name a path.
  public func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
    if path.hasPrefix(rootPath) { return String(path.dropFirst(rootPath.count)) }
    return path
  }
}
