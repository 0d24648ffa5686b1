import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole generator: every table family is a parse → model → compress →
/// emit step over the pinned files of `Data/`: one emoji version folder, the
/// UCD folder of the same Unicode version (PropList.txt, the display width
/// inputs; DerivedAge.txt for the cross-checks), and `Data/gb18030`. Nothing else
/// is read (no ICU, no standard library property), so the output is a
/// function of those files alone. `tablegen` only parses arguments and
/// calls this.
public struct TableGenerator: Sendable {
  public var folder: EmojiDataFolder
  public var ucd: UCDFolder
  public var gb18030: GB18030DataFolder
  /// The UCD folder the grapheme break properties come from: `ucd`, or for
  /// an older folder without UAX #29's files the newest that has them.
  public var graphemeUCD: UCDFolder

  public init(folder: EmojiDataFolder, ucd: UCDFolder, gb18030: GB18030DataFolder, graphemeUCD: UCDFolder? = nil) {
    self.folder = folder
    self.ucd = ucd
    self.gb18030 = gb18030
    self.graphemeUCD = graphemeUCD ?? ucd
  }

  /// Reads and checks the emoji data folder at `url` (`path` names it in
  /// headers and messages), the UCD folder of its version in `layout` (or
  /// `ucdFolder` when given) and `layout`'s GB 18030 folder. With
  /// `newestUCDIfMissing` an older emoji folder (kept for the cross-checks)
  /// without a UCD folder of its own is paired with the newest one, and
  /// one whose UCD folder lacks UAX #29's files takes the grapheme break
  /// properties from the newest folder that has them.
  public init(
    dataFolder url: URL, path: String, layout: PackageLayout, ucdFolder: URL? = nil,
    newestUCDIfMissing: Bool = false
  ) throws {
    let folder = try EmojiDataFolder(url: url, path: path)
    var ucdURL = try ucdFolder ?? layout.ucdFolder(version: folder.version)
    if ucdURL == nil, newestUCDIfMissing { ucdURL = try layout.versionFolders(in: layout.ucdDataRoot).last?.url }
    guard let ucdURL else {
      throw TableGenError(
        path: layout.displayPath(layout.ucdDataRoot),
        "no folder for Unicode \(folder.version), the version of \(path): run Scripts/update-unicode-data.sh \(folder.version)")
    }
    let ucd = try UCDFolder(url: ucdURL, path: layout.displayPath(ucdURL))
    var graphemeUCD: UCDFolder?
    if newestUCDIfMissing, ucd.checksums.digests[GraphemeBreakModel.graphemeBreakFileName] == nil {
      for candidate in try layout.versionFolders(in: layout.ucdDataRoot).reversed() {
        let folder = try UCDFolder(url: candidate.url, path: layout.displayPath(candidate.url))
        if folder.checksums.digests[GraphemeBreakModel.graphemeBreakFileName] != nil {
          graphemeUCD = folder
          break
        }
      }
    }
    self.init(
      folder: folder, ucd: ucd,
      gb18030: try GB18030DataFolder(url: layout.gb18030DataRoot, path: layout.displayPath(layout.gb18030DataRoot)),
      graphemeUCD: graphemeUCD)
  }

  /// The models of every input, each file parsed once; the emitters and the
  /// cross-checks share them.
  public struct Models: Sendable {
    public var properties: EmojiPropertyModel
    public var sequences: EmojiSequenceModel
    public var gb18030: GB18030Model
    public var propList: BinaryProperties
    /// East_Asian_Width, General_Category, Default_Ignorable_Code_Point and
    /// Hangul_Syllable_Type with the emoji properties: the width classes.
    public var width: DisplayWidthModel
    /// Grapheme_Cluster_Break, Indic_Conjunct_Break and
    /// Extended_Pictographic: UAX #29 grapheme clusters.
    public var graphemeBreak: GraphemeBreakModel
  }

  /// Parses every input into its model.
  public func models() throws -> Models {
    let properties = try EmojiPropertyModel(parsing: folder.emojiData)
    return Models(
      properties: properties,
      sequences: try EmojiSequenceModel(folder: folder),
      gb18030: try GB18030Model(charmap: gb18030.charmap, editions: gb18030.editions),
      propList: try BinaryProperties(parsing: ucd.read("PropList.txt")),
      width: try DisplayWidthModel(ucd: ucd, emojiProperties: properties.properties(of:)),
      graphemeBreak: try GraphemeBreakModel(ucd: graphemeUCD, emojiData: folder.emojiData))
  }

  /// Every generated file, in memory, in a fixed order.
  public func makeFiles(_ models: Models? = nil) throws -> [GeneratedFile] {
    let models = try models ?? self.models()
    return [
      EmojiPropertyTables.emit(models.properties, from: folder),
      try EmojiSequenceTables.emit(models.sequences, from: folder),
      GB18030Tables.emit(models.gb18030, from: gb18030),
      UnicodePropertyTables.emit(
        unifiedIdeograph: try models.propList.property("Unified_Ideograph"), from: models.propList, ucd: ucd),
      DisplayWidthTables.emit(models.width, emojiData: folder.emojiData),
      GraphemeBreakTables.emit(models.graphemeBreak),
    ]
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
