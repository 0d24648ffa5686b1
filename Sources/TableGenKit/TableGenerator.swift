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
  /// The UCD files beside the emoji data (`Data/ucd/<newest>`), for the
  /// display width tables; nil skips them.
  public var ucd: UCDFolder?

  public init(folder: EmojiDataFolder, ucd: UCDFolder? = nil) {
    self.folder = folder
    self.ucd = ucd
  }

  /// Reads and checks the data folder at `url` (`path` names it in headers).
  public init(dataFolder url: URL, path: String) throws {
    self.folder = try EmojiDataFolder(url: url, path: path)
    self.ucd = try UCDFolder.beside(emojiFolder: url, path: path)
  }

  /// Every generated file, in memory, in a fixed order.
  public func makeFiles() throws -> [GeneratedFile] {
    let properties = try EmojiPropertyModel(parsing: folder.emojiData)
    return [
      EmojiPropertyTables.emit(properties, from: folder),
      try EmojiSequenceTables.emit(try EmojiSequenceModel(folder: folder), from: folder),
      GB18030Tables.emit(try GB18030Model.fromSystemICU()),
    ] + (try ucd.map { [DisplayWidthTables.emit(try DisplayWidthModel(ucd: $0, emojiProperties: properties.properties), from: $0, emoji: folder)] } ?? [])
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

/// What `tablegen` prints of the ICU cross-checks, and whether they failed.
public struct ICUCrossCheckSummary: Sendable {
  /// Detail lines first; the last line is always the code point summary,
  /// `icu-crosscheck: 6 properties x 1114112 code points, …`.
  public var lines: [String]
  /// An unexplained code point mismatch or any sequence mismatch.
  public var failed: Bool
}

extension TableGenerator {
  /// Runs every cross-check against the system ICU: the code point
  /// properties of these tables, explained by the data of ICU's own version
  /// when `layout` has it (`Data/emoji/15.0` for ICU 72), and the sequence
  /// sets of that version against `u_stringHasBinaryProperty`.
  public func crossCheckAgainstICU(layout: PackageLayout?) throws -> ICUCrossCheckSummary {
    var baseline: EmojiDataFolder?
    let icuVersion = SystemICU.unicodeVersion.description
    if let layout, try layout.emojiVersions().contains(icuVersion) {
      baseline = try EmojiDataFolder(
        url: layout.emojiFolder(version: icuVersion), path: "Data/emoji/\(icuVersion)")
    }
    var lines: [String] = []
    let sequences = try baseline.map(EmojiSequenceCrossCheck.run)
    if let sequences {
      lines += sequences.mismatches.prefix(20).map { "  sequence mismatch: \($0)" }
      lines.append(sequences.summaryLine)
    } else {
      lines.append("icu-crosscheck: no Data/emoji/\(icuVersion) for ICU's Unicode version: sequences not checked")
    }
    let report = try crossCheck(baseline: baseline)
    lines += report.unexplained.prefix(20).map { "  unexplained mismatch: U+\(hex($0.codePoint)) \($0.property.ucdName)" }
    if let explanation = report.explanationLine { lines.append(explanation) }
    lines.append(report.summaryLine)
    let eastAsianWidth = try ucd.map { try EastAsianWidthCrossCheck.run(generator: self, ucd: $0, layout: layout) }
    lines += eastAsianWidth?.lines ?? []
    return ICUCrossCheckSummary(
      lines: lines,
      failed: !report.unexplained.isEmpty || sequences?.mismatches.isEmpty == false || eastAsianWidth?.failed == true)
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
