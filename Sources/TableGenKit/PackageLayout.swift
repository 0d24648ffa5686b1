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

  /// The emoji versions in `Data/emoji`, oldest first (`["15.0", "17.0"]`).
  public func emojiVersions() throws -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: emojiDataRoot.path)) ?? []
    let versions = names.filter { EmojiVersion($0) != nil }
    return versions.sorted { EmojiVersion($0)! < EmojiVersion($1)! }
  }

  /// The folder of the newest emoji version in `Data/emoji`.
  public func newestEmojiFolder() throws -> URL {
    guard let newest = try emojiVersions().last else {
      throw TableGenError(path: displayPath(emojiDataRoot), "no version folders (such as 17.0)")
    }
    return emojiDataRoot.appendingPathComponent(newest)
  }

  /// The folder of `version` in `Data/emoji`.
  public func emojiFolder(version: String) -> URL {
    emojiDataRoot.appendingPathComponent(version)
  }

  /// `url` relative to the package root when inside it, else its last two
  /// components: generated headers never carry absolute paths.
  public func displayPath(_ url: URL) -> String {
    let path = url.standardizedFileURL.path
    let rootPath = root.path.hasSuffix("/") ? root.path : root.path + "/"
    if path.hasPrefix(rootPath) { return String(path.dropFirst(rootPath.count)) }
    return url.pathComponents.suffix(2).joined(separator: "/")
  }
}

/// An emoji version such as 17.0, ordered numerically (15.1 < 16.0 < 17.0).
public struct EmojiVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  public var major: Int
  public var minor: Int

  public init?(_ text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, let major = Int(parts[0]), let minor = Int(parts[1]),
      major >= 0, minor >= 0
    else { return nil }
    self.major = major
    self.minor = minor
  }

  public init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  public static func < (a: EmojiVersion, b: EmojiVersion) -> Bool {
    (a.major, a.minor) < (b.major, b.minor)
  }

  public var description: String { "\(major).\(minor)" }
}
