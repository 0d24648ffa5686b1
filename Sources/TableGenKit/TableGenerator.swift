import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole generator: every table family is a parse → model → compress →
/// emit step over one emoji data folder. `tablegen` only parses arguments
/// and calls this.
public struct TableGenerator: Sendable {
  public var folder: EmojiDataFolder

  public init(folder: EmojiDataFolder) { self.folder = folder }

  /// Reads and checks the data folder at `url` (`path` names it in headers).
  public init(dataFolder url: URL, path: String) throws {
    self.folder = try EmojiDataFolder(url: url, path: path)
  }

  /// Every generated file, in memory, in a fixed order.
  public func makeFiles() throws -> [GeneratedFile] {
    let properties = try EmojiPropertyModel(parsing: folder.emojiData)
    return [
      EmojiPropertyTables.emit(properties, from: folder),
      try EmojiSequenceTables.emit(try EmojiSequenceModel(folder: folder), from: folder),
      GB18030Tables.emit(try GB18030Model.fromSystemICU()),
    ]
  }

  /// Compares the generated tables with the system ICU. `baseline` is the
  /// data folder of ICU's own Unicode version (`Data/emoji/15.0` for ICU 72),
  /// which explains the mismatches that are Unicode's own changes.
  public func crossCheck(baseline: EmojiDataFolder?) throws -> CrossCheckReport {
    let properties = try EmojiPropertyModel(parsing: folder.emojiData)
    let baselineModel = try baseline.map { ($0.version, try EmojiPropertyModel(parsing: $0.emojiData)) }
    return ICUCrossCheck.emojiProperties(
      runs: properties.runs(), tablesVersion: folder.version, baseline: baselineModel)
  }
}

/// Writing and checking generated files on disk.
public enum GeneratedFiles {
  /// Writes each file through a temporary file and a rename, so that a reader
  /// never sees half a table. Call only after every file has been generated.
  public static func write(_ files: [GeneratedFile], to directory: URL) throws {
    let fileManager = FileManager.default
    try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
    for file in files {
      let destination = directory.appendingPathComponent(file.name)
      let temporary = directory.appendingPathComponent(".\(file.name).tmp")
      try Data(file.contents.utf8).write(to: temporary)
      // POSIX rename replaces the destination atomically.
      guard rename(temporary.path, destination.path) == 0 else {
        try? fileManager.removeItem(at: temporary)
        throw TableGenError(path: destination.path, "cannot replace: errno \(errno)")
      }
    }
  }

  /// The names of the files whose text on disk differs from `files`
  /// (missing files included).
  public static func stale(_ files: [GeneratedFile], in directory: URL) -> [String] {
    files.filter { file in
      let url = directory.appendingPathComponent(file.name)
      guard let data = FileManager.default.contents(atPath: url.path) else { return true }
      return data != Data(file.contents.utf8)
    }.map(\.name)
  }
}
