import Foundation

/// Where the generator's inputs and outputs live in the package, and where
/// the published files that `Data/` pins by checksum are found. The only
/// place these paths are written down.
///
/// `Data/<kind>/<version>/` always holds a `SHA256SUMS`. Where the files
/// come from a registry package they are committed beside it; the files
/// Unicode publishes (the emoji data, the UCD, CLDR's annotations, Unihan)
/// are not: they are read from the *data root*, a folder laid out as
/// `emoji/<version>/`, `unicode/<version>/` (with `auxiliary/` and
/// `Unihan/`) and `cldr/<version>/`, and verified against the pinned sums.
///
/// ```swift
/// let layout = PackageLayout(root: packageRoot)              // data root: ../shared
/// let pinned = try layout.newestEmojiFolder()                 // Data/emoji/18.0
/// let files = layout.filesFolder(of: pinned)                  // ../shared/emoji/18.0, or nil
/// ```
public struct PackageLayout: Sendable {
  public var root: URL
  /// The folder of the published files (`--data-root`,
  /// `TEXTGAUGE_DATA_ROOT`, else `../shared` beside the package).
  public var dataRoot: URL

  /// The environment variable that names the data root.
  public static let dataRootVariable = "TEXTGAUGE_DATA_ROOT"

  /// `dataRoot` nil: `TEXTGAUGE_DATA_ROOT` from `environment`, else the
  /// folder `shared` beside the package.
  public init(root: URL, dataRoot: URL? = nil, environment: [String: String] = [:]) {
    self.root = root.standardizedFileURL
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    self.dataRoot = (dataRoot
      ?? environment[Self.dataRootVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, relativeTo: cwd) }
      ?? self.root.deletingLastPathComponent().appendingPathComponent("shared")).standardizedFileURL
  }

  /// `Data/emoji`: one folder per emoji version (`Data/emoji/17.0`).
  public var emojiDataRoot: URL { root.appendingPathComponent("Data/emoji") }

  /// `Sources/TextGauge/Generated`: the core's generated Swift tables.
  public var generatedDirectory: URL { generatedDirectory(of: "TextGauge") }

  /// `Sources/<target>/Generated`: the generated Swift tables of `target`.
  public func generatedDirectory(of target: String) -> URL {
    root.appendingPathComponent("Sources/\(target)/Generated")
  }

  /// Every target's folder of generated tables, the core's first.
  public var generatedDirectories: [URL] {
    GeneratedFiles.targets.map(generatedDirectory(of:))
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

  /// Where the files of the pinned folder `pinned` are: `pinned` itself
  /// when it holds the first file its `SHA256SUMS` lists (files from a
  /// registry package, or any folder given by hand) or has no
  /// `SHA256SUMS` at all, else the data root's
  /// folder of the same kind and version (`Data/emoji/18.0` →
  /// `emoji/18.0`, `Data/ucd/18.0` → `unicode/18.0.0`, `Data/cldr/48.0.0`
  /// → `cldr/48.0.0`, `Data/unihan/18.0.0` → `unicode/18.0.0/Unihan`;
  /// versions compare as versions). Nil when neither has them.
  public func filesFolder(of pinned: URL) -> URL? {
    let fileManager = FileManager.default
    // A folder without sums is one given by hand: its reader refuses it, naming what is missing.
    guard let first = Self.firstListedFile(in: pinned) else { return fileManager.fileExists(atPath: pinned.path) ? pinned : nil }
    if fileManager.fileExists(atPath: pinned.appendingPathComponent(first).path) { return pinned }
    let kind = pinned.standardizedFileURL.deletingLastPathComponent().lastPathComponent
    guard let version = ReleaseVersion(pinned.standardizedFileURL.lastPathComponent),
      let place = Self.dataRootFolders[kind]
    else { return nil }
    let parent = dataRoot.appendingPathComponent(place.folder)
    let names = (try? fileManager.contentsOfDirectory(atPath: parent.path)) ?? []
    guard let name = names.sorted().first(where: { ReleaseVersion($0) == version }) else { return nil }
    var url = parent.appendingPathComponent(name)
    if let tail = place.tail { url.appendPathComponent(tail) }
    return fileManager.fileExists(atPath: url.appendingPathComponent(first).path) ? url : nil
  }

  /// The pinned folders the shipped tables are generated from (the newest
  /// emoji folder, the UCD folder of its version, the newest CLDR and
  /// Unihan folders) whose files are neither beside their sums nor under
  /// the data root, as messages name them (`Data/emoji/18.0`).
  public func missingDefaultData() throws -> [String] {
    let emoji = try newestEmojiFolder()
    var pinned = [emoji]
    if let version = ReleaseVersion(emoji.lastPathComponent), let ucd = try ucdFolder(version: version) {
      pinned.append(ucd)
    }
    pinned += try [cldrDataRoot, unihanDataRoot].compactMap { try versionFolders(in: $0).last?.url }
    return pinned.filter { filesFolder(of: $0) == nil }.map(displayPath)
  }

  /// `filesFolder(of:)`, or an error naming the pinned folder and where
  /// its files were looked for.
  public func requireFilesFolder(of pinned: URL) throws -> URL {
    guard let url = filesFolder(of: pinned) else {
      throw TableGenError(
        path: displayPath(pinned),
        "its files are not here nor under the data root \(dataRoot.path) (--data-root or \(Self.dataRootVariable); see Data/README.md)")
    }
    return url
  }

  /// The emoji data folder pinned at `pinned`, its files read from
  /// `filesFolder(of:)` and verified against `pinned`'s sums; messages and
  /// generated headers name `pinned`.
  public func readEmojiFolder(_ pinned: URL) throws -> EmojiDataFolder {
    try EmojiDataFolder(url: pinned, path: displayPath(pinned), files: requireFilesFolder(of: pinned))
  }

  /// The UCD folder pinned at `pinned`, likewise.
  public func readUCDFolder(_ pinned: URL) throws -> UCDFolder {
    try UCDFolder(url: pinned, path: displayPath(pinned), files: requireFilesFolder(of: pinned))
  }

  /// Where each kind of pinned folder (`Data/<kind>/<version>`) is under
  /// the data root: the release layouts of Unicode (`emoji/18.0/`,
  /// `unicode/18.0.0/`, `unicode/18.0.0/Unihan/`) and of CLDR (`cldr/48.0.0/`).
  static let dataRootFolders: [String: (folder: String, tail: String?)] = [
    "emoji": ("emoji", nil), "ucd": ("unicode", nil), "cldr": ("cldr", nil), "unihan": ("unicode", "Unihan"),
  ]

  /// The first file name `SHA256SUMS` in `folder` lists, in file order.
  static func firstListedFile(in folder: URL) -> String? {
    (try? Checksums(folder: folder, path: folder.path))?.digests.min { $0.value.line < $1.value.line }?.key
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
