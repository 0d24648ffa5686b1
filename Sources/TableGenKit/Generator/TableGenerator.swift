import Foundation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The whole generator: every table family is a parse → model → compress →
/// emit step over the pinned files of `Data/`: one emoji version folder, the
/// UCD folder of the same Unicode version (PropList.txt, Scripts.txt, the
/// display width inputs; DerivedAge.txt for the cross-checks), and `Data/gb18030`. Nothing else
/// is read (no ICU, no standard library property), so the output is a
/// function of those files alone. `tablegen` only parses arguments and
/// calls this.
public struct TableGenerator: Sendable {
  public var folder: EmojiDataFolder
  public var ucd: UCDFolder
  public var gb18030: GB18030DataFolder
  /// `Data/tld`, the top-level domains of the weighted-length metric's URL
  /// recognition; nil generates no URL table (a fixture of emoji data only).
  public var topLevelDomains: TopLevelDomainFolder?
  /// The newest `Data/shortcodes/emoji-<version>`, the PyPI package emoji's
  /// GitHub/Slack-style aliases; nil generates no alias table.
  public var emojiAliases: EmojiAliasFolder?
  /// The CLDR annotations and Unihan files; nil generates no annotation
  /// table (they live outside the repository: the committed one is kept).
  public var annotations: EmojiAnnotationSources?

  public init(
    folder: EmojiDataFolder, ucd: UCDFolder, gb18030: GB18030DataFolder, topLevelDomains: TopLevelDomainFolder? = nil
  ) {
    self.folder = folder
    self.ucd = ucd
    self.gb18030 = gb18030
    self.topLevelDomains = topLevelDomains
  }

  /// Reads and checks the emoji data folder pinned at `url` (`path` names
  /// it in headers and messages), the UCD folder of its version in
  /// `layout` (or `ucdFolder` when given) and `layout`'s GB 18030 folder;
  /// a pinned folder's files come from `layout.filesFolder(of:)`. With
  /// `newestUCDIfMissing` an older emoji folder (kept for the cross-checks)
  /// without a UCD folder of its own is paired with the newest one: such a
  /// pair can be cross-checked, but ``makeFiles(_:)`` refuses it.
  public init(
    dataFolder url: URL, path: String, layout: PackageLayout, ucdFolder: URL? = nil,
    newestUCDIfMissing: Bool = false
  ) throws {
    let folder = try EmojiDataFolder(url: url, path: path, files: layout.requireFilesFolder(of: url))
    var ucdURL = try ucdFolder ?? layout.ucdFolder(version: folder.version)
    if ucdURL == nil, newestUCDIfMissing { ucdURL = try layout.versionFolders(in: layout.ucdDataRoot).last?.url }
    guard let ucdURL else {
      throw TableGenError(
        path: layout.displayPath(layout.ucdDataRoot),
        "no folder for Unicode \(folder.version), the version of \(path): run Scripts/update-unicode-data.sh \(folder.version)")
    }
    self.init(
      folder: folder, ucd: try layout.readUCDFolder(ucdURL),
      gb18030: try GB18030DataFolder(url: layout.gb18030DataRoot, path: layout.displayPath(layout.gb18030DataRoot)),
      topLevelDomains: try TopLevelDomainFolder(
        url: layout.topLevelDomainRoot, path: layout.displayPath(layout.topLevelDomainRoot)))
    emojiAliases = try EmojiAliasFolder.locate(layout: layout)
  }

  /// The models of every input, each file parsed once; the emitters and the
  /// cross-checks share them.
  public struct Models: Sendable {
    public var properties: EmojiPropertyModel
    public var sequences: EmojiSequenceModel
    public var gb18030: GB18030Model
    public var propList: BinaryProperties
    /// Scripts.txt of the same UCD folder (the Script property, UAX #24).
    public var scripts: BinaryProperties
    /// Default_Ignorable_Code_Point of DerivedCoreProperties.txt.
    public var coreProperties: BinaryProperties
    /// DerivedGeneralCategory.txt (General_Category, UAX #44 §5.7.1).
    public var generalCategory: BinaryProperties
    /// East_Asian_Width, General_Category, Default_Ignorable_Code_Point and
    /// Hangul_Syllable_Type with the emoji properties: the width classes.
    public var width: DisplayWidthModel
    /// Grapheme_Cluster_Break, Indic_Conjunct_Break and
    /// Extended_Pictographic: UAX #29 grapheme clusters; nil for a UCD
    /// folder without the UAX #29 files (an older version kept only for the
    /// cross-checks), whose generation then has no grapheme tables.
    public var graphemeBreak: GraphemeBreakModel?
    /// Word_Break with the word properties of the 字数 metric; nil likewise.
    public var words: WordBreakModel?
    /// The top-level domains; nil without `Data/tld`.
    public var topLevelDomains: TopLevelDomainModel?
    /// Names, keywords and the search index; nil without the CLDR and
    /// Unihan folders.
    public var annotations: EmojiAnnotationModel?
    /// The emoji package's aliases; nil without `Data/shortcodes`.
    public var emojiAliases: EmojiAliasModel? = nil
  }

  /// Parses every input into its model.
  public func models() throws -> Models {
    let properties = try EmojiPropertyModel(parsing: folder.emojiData)
    let sequences = try EmojiSequenceModel(folder: folder)
    return Models(
      properties: properties,
      sequences: sequences,
      gb18030: try GB18030Model(charmap: gb18030.charmap, editions: gb18030.editions),
      propList: try BinaryProperties(parsing: ucd.read("PropList.txt")),
      scripts: try BinaryProperties(parsing: ucd.read("Scripts.txt")),
      coreProperties: try BinaryProperties(
        parsing: ucd.read("DerivedCoreProperties.txt"), only: ["Default_Ignorable_Code_Point"]),
      generalCategory: try BinaryProperties(parsing: ucd.read("DerivedGeneralCategory.txt")),
      width: try DisplayWidthModel(ucd: ucd, emojiProperties: properties.properties(of:)),
      graphemeBreak: ucd.checksums.digests[GraphemeBreakModel.graphemeBreakFileName] == nil
        ? nil : try GraphemeBreakModel(ucd: ucd, emojiData: folder.emojiData),
      words: ucd.checksums.digests[WordBreakModel.fileNames[0]] == nil
        ? nil : try WordBreakModel(ucd: ucd, emojiProperties: properties.properties(of:)),
      topLevelDomains: try topLevelDomains.map(TopLevelDomainModel.init(folder:)),
      annotations: annotations.map {
        EmojiAnnotationModel(sequences: sequences, cldr: $0.cldr, unihan: $0.unihan)
      },
      emojiAliases: try emojiAliases.map { try EmojiAliasModel(folder: $0, sequences: sequences) })
  }

  /// Every generated file, in memory, in a fixed order. Throws unless the
  /// UCD and the emoji data are of one Unicode version, so that the one
  /// emitted `tablesVersion` names every table truly.
  public func makeFiles(_ models: Models? = nil) throws -> [GeneratedFile] {
    try requireOneVersion()
    let models = try models ?? self.models()
    return [
      CodePointTableFile.emit(models.properties),
      try EmojiSequenceTables.emit(models.sequences, from: folder),
      GB18030Tables.emit(models.gb18030, from: gb18030),
      UnicodePropertyTables.emit(
        try UnicodePropertyTables.tables(
          propList: models.propList, scripts: models.scripts, coreProperties: models.coreProperties,
          generalCategory: models.generalCategory),
        ucd: ucd),
      CodePointTableFile.emit(models.width, alsoReading: [folder.emojiData]),
    ] + (models.graphemeBreak.map { [CodePointTableFile.emit($0)] } ?? [])
      + (models.words.map { [CodePointTableFile.emit($0, alsoReading: [folder.emojiData])] } ?? [])
      + topLevelDomainFiles(models.topLevelDomains)
      + annotationFiles(models.annotations)
      + (zip(models.emojiAliases.map { [$0] } ?? [], emojiAliases.map { [$0] } ?? []).map(EmojiAliasTables.emit))
  }
}

extension TableGenerator {
  /// The annotation tables and their search index, when the CLDR and
  /// Unihan folders were read.
  func annotationFiles(_ model: EmojiAnnotationModel?) -> [GeneratedFile] {
    guard let model, let annotations else { return [] }
    let inputs: [any GeneratorInput] =
      [folder.emojiTest] + annotations.cldr.packageFiles + annotations.cldr.locales.flatMap(\.inputs) + annotations.unihan.inputs
    return [
      EmojiAnnotationTables.emit(model, cldr: annotations.cldr, unihan: annotations.unihan, emojiTest: folder.emojiTest),
      EmojiSearchIndexTables.emit(model, inputs: inputs),
    ]
  }

  /// The top-level domain table, when `Data/tld` was read.
  func topLevelDomainFiles(_ model: TopLevelDomainModel?) -> [GeneratedFile] {
    guard let model, let topLevelDomains else { return [] }
    return [TopLevelDomainTables.emit(model, from: topLevelDomains)]
  }

  /// The UCD folder and the emoji folder must name one release: the runtime
  /// has one version for all its tables (`UnicodeVersion.tables`), and since
  /// Unicode 11.0 the emoji data of a release bears the release's number
  /// (UTS #51, Versioning).
  func requireOneVersion() throws {
    guard ucd.version != folder.version else { return }
    throw TableGenError(
      path: ucd.path,
      "UCD \(ucd.version) and emoji data \(folder.version) (\(folder.path)) differ: the tables need the UCD and emoji data of one version")
  }
}

/// Writing and checking generated files on disk.
public enum GeneratedFiles {
  /// The targets tables are generated into, the core first.
  public static let targets = ["TextGauge", EmojiAnnotationTables.target, EmojiAliasTables.target]

  /// Writes each file into its target's `Generated/` folder of `layout`.
  public static func write(_ files: [GeneratedFile], layout: PackageLayout) throws {
    for target in targets(of: files) {
      try write(files.filter { $0.target == target }, to: layout.generatedDirectory(of: target))
    }
  }

  /// The paths, relative to the package, of the files whose text in their
  /// target's `Generated/` folder of `layout` differs from `files`.
  public static func stale(_ files: [GeneratedFile], layout: PackageLayout) -> [String] {
    targets(of: files).flatMap { target in
      stale(files.filter { $0.target == target }, in: layout.generatedDirectory(of: target))
        .map { "Sources/\(target)/Generated/\($0)" }
    }
  }

  /// The targets of `files`, in their first file's order.
  public static func targets(of files: [GeneratedFile]) -> [String] {
    files.reduce(into: []) { targets, file in
      if !targets.contains(file.target) { targets.append(file.target) }
    }
  }

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
