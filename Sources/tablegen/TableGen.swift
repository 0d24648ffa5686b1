import ArgumentParser
import Foundation
import TableGenChecks
import TableGenKit

@main
struct TableGen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tablegen",
    abstract: "Generates TextGauge's Swift tables from the pinned files in Data/.",
    discussion: """
      With no subcommand: reads the newest version in Data/emoji, the UCD
      folder of the same version, Data/gb18030 and the rest of Data/,
      writes each table into the Generated/ folder of the target that reads
      it (Sources/TextGauge/Generated, the names' and search's in
      Sources/TextGaugeNames/Generated, the aliases in
      Sources/TextGaugeStickers/Generated), then runs the cross-checks
      against the oracles on this machine (ICU, loaded at run time: --icu
      PATH or TEXTGAUGE_ICU=PATH, else the system's libicuuc;
      TEXTGAUGE_ICU=off skips), skipping those that are absent. Unicode's
      files are read from the data root (--data-root) and verified against
      the checksums Data/ pins; without them the committed tables are kept,
      as one SKIPPED line says. The tables depend on those files alone.
      Exit status 1 on malformed data, a checksum that differs, stale
      tables (--check) or an unexplained cross-check mismatch.
      """,
    subcommands: [Generate.self, CrossCheck.self],
    defaultSubcommand: Generate.self)
}

/// The data and output options both subcommands share.
struct DataOptions: ParsableArguments {
  @Option(help: "An emoji data folder holding the five emoji files and SHA256SUMS (default: the newest in Data/emoji).")
  var data: String?

  @Option(help: "A UCD folder (default: the Data/ucd folder of the emoji data's version; with --data, the newest if that version has none, which only cross-check accepts: generating needs the UCD and emoji data of one version).")
  var ucd: String?

  @Option(help: ArgumentHelp(
    "The ICU library the cross-checks load, e.g. a libicuuc.so.78 (default: TEXTGAUGE_ICU, else the system's newest libicuuc.so.<major>); off to skip them.",
    valueName: "path"))
  var icu: String?

  @Option(help: ArgumentHelp(
    "The folder of the published files Data/ pins by checksum, laid out as emoji/<v>/, unicode/<v>/ (with auxiliary/ and Unihan/) and cldr/<v>/ (default: TEXTGAUGE_DATA_ROOT, else ../shared beside the package); without it the committed tables are kept.",
    valueName: "path"))
  var dataRoot: String?

  /// Sets TEXTGAUGE_ICU from --icu: CICU reads it when it first loads ICU.
  func configureICU() throws {
    if let icu {
      #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        setenv("TEXTGAUGE_ICU", icu, 1)
      #else
        #error("tablegen passes --icu to the ICU loader through setenv, which this platform lacks")
      #endif
      // Asked for by name: a library that does not load is an error, not a skip.
      guard icu == "off" || SystemICU.isAvailable else {
        throw TableGenError(path: icu, "--icu: \(SystemICU.unavailableReason)")
      }
    }
  }

  /// The generator over the chosen folders, and how paths are shown; nil,
  /// after one `SKIPPED` line naming what is missing, when the data root
  /// lacks the files of the default folders (a folder named with --data or
  /// --ucd that cannot be read is an error).
  func generator() throws -> (TableGenerator, PackageLayout?, shown: (URL) -> String)? {
    try configureICU()
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let environment = ProcessInfo.processInfo.environment
    let found = (try? PackageLayout.locate(from: cwd)).map {
      PackageLayout(root: $0.root, dataRoot: dataRoot.map { URL(fileURLWithPath: $0, relativeTo: cwd) }, environment: environment)
    }
    let layout = try found ?? PackageLayout.locate(from: cwd)
    if data == nil, ucd == nil {
      let missing = try layout.missingDefaultData()
      // Every table but the annotations needs the emoji and UCD files.
      if missing.contains(where: { $0.hasPrefix("Data/emoji") || $0.hasPrefix("Data/ucd") }) {
        print("tablegen: SKIPPED: no files for \(missing.joined(separator: ", ")) under the data root \(layout.dataRoot.path) (--data-root, \(PackageLayout.dataRootVariable); Data/README.md): kept every committed table, none regenerated or cross-checked: \(committedTableNames(layout).joined(separator: ", "))")
        return nil
      }
    }
    let dataURL = try data.map { URL(fileURLWithPath: $0, relativeTo: cwd) } ?? layout.newestEmojiFolder()
    let ucdURL = ucd.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
    let generator = try TableGenerator(
      dataFolder: dataURL, path: layout.displayPath(dataURL), layout: layout, ucdFolder: ucdURL,
      newestUCDIfMissing: data != nil)
    var withAnnotations = generator
    if data == nil, ucd == nil {
      let (sources, missing) = try EmojiAnnotationSources.locate(layout: layout)
      withAnnotations.annotations = sources
      if let missing {
        print("tablegen: SKIPPED annotations: \(missing) under the data root \(layout.dataRoot.path) (the CLDR and Unihan files, see Data/README.md): kept the committed \(EmojiAnnotationTables.fileName) and \(EmojiSearchIndexTables.fileName)")
      }
    }
    return (withAnnotations, found, layout.displayPath)
  }

  /// The vocabulary's outputs: written where they differ (each named), or
  /// with `check` compared, failing with each stale one named. Returns
  /// their number.
  func vocabulary(check: Bool) throws -> Int {
    let root = try PackageLayout.locate(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).root
    let vocabulary = try Vocabulary(contentsOf: root.appendingPathComponent(Vocabulary.path))
    let files = try VocabularyFiles.files(vocabulary, root: root)
    if check {
      let stale = VocabularyFiles.stale(files, root: root)
      guard stale.isEmpty else {
        for path in stale { FileHandle.standardError.write(Data("tablegen: stale: \(path) (from \(Vocabulary.path))\n".utf8)) }
        FileHandle.standardError.write(Data("tablegen: run `swift run tablegen` and commit the result\n".utf8))
        throw ExitCode(1)
      }
    } else {
      for path in try VocabularyFiles.write(files, root: root) { print("tablegen: wrote \(path) from \(Vocabulary.path)") }
    }
    return files.count
  }

  /// The generated files in the package, sorted.
  func committedTableNames(_ layout: PackageLayout) -> [String] {
    let names = layout.generatedDirectories.flatMap {
      (try? FileManager.default.contentsOfDirectory(atPath: $0.path)) ?? []
    }
    return names.filter { $0.hasSuffix(".swift") }.sorted()
  }
}

/// Runs `body`, turning a `TableGenError` into `path:line: message` and exit 1.
func reportingErrors(_ body: () throws -> Void) throws {
  do {
    try body()
  } catch let error as TableGenError {
    FileHandle.standardError.write(Data("tablegen: \(error)\n".utf8))
    throw ExitCode(1)
  }
}

/// Prints the cross-check lines; exit 1 on an unexplained mismatch, or with
/// `requireExact` on any mismatch or a check that did not run against an
/// oracle of the tables' own version (a missing ICU stays a skip).
func runCrossChecks(
  _ generator: TableGenerator, layout: PackageLayout?, models: TableGenerator.Models? = nil,
  requireExact: Bool = false
) throws {
  let summary = try generator.crossCheck(layout: layout, models: models)
  summary.lines.forEach { print($0) }
  if summary.failed { throw ExitCode(1) }
  if requireExact, SystemICU.isAvailable {
    guard summary.exact else {
      FileHandle.standardError.write(Data(
        "tablegen: --require-exact: ICU \(SystemICU.unicodeVersion) and the tables (\(generator.folder.version)) do not agree exactly on every check\n".utf8))
      throw ExitCode(1)
    }
    print("icu-crosscheck: exact: 0 mismatches on every check, tables and ICU both Unicode \(generator.folder.version)")
  }
}

/// `--require-exact`, shared by both subcommands.
struct ExactOption: ParsableArguments {
  @Flag(help: "Fail unless ICU implements the tables' Unicode version and every cross-check finds 0 mismatches.")
  var requireExact = false
}

struct Generate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Regenerate the tables (the default), then run the cross-checks.")

  @OptionGroup var options: DataOptions

  @Option(help: "One folder to write every generated Swift file to (default: each into Sources/<target that reads it>/Generated).")
  var output: String?

  @Flag(help: "Generate in memory and fail, naming each file, if the committed tables are stale.")
  var check = false

  @Flag(name: [.customLong("skip-cross-check"), .customLong("skip-icu")], help: "Do not run the cross-checks.")
  var skipCrossCheck = false

  @OptionGroup var exact: ExactOption

  func run() throws {
    try reportingErrors {
      // The vocabulary needs no data: it is generated (or checked) on every
      // run into the package, silently when nothing changes.
      let vocabularyOutputs = output == nil ? try options.vocabulary(check: check) : nil
      guard let (generator, layout, shown) = try options.generator() else { return }
      let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
      let outputURL = output.map { URL(fileURLWithPath: $0, relativeTo: cwd) }
      let packageLayout = try layout ?? PackageLayout.locate(from: cwd)
      let models = try generator.models()
      let files = try generator.makeFiles(models)

      if let annotations = generator.annotations {
        print("tablegen: CLDR \(annotations.cldr.version) annotations (\(annotations.cldr.packageFiles[0].path)), Unihan \(annotations.unihan.version) (\(annotations.unihan.inputs[0].path))")
      }
      print("tablegen: Unicode Emoji \(generator.folder.version) from \(generator.folder.path), UCD \(generator.ucd.version) from \(generator.ucd.path), GB 18030 from \(generator.gb18030.charmap.path)")
      for file in files {
        for table in file.tables {
          print("  \(file.name): \(table.name): \(table.entries) entries, \(table.bytes) bytes")
        }
      }
      let total = files.flatMap(\.tables).reduce(0) { $0 + $1.bytes }
      print("  total: \(total) bytes of tables")
      let annotationNames = [EmojiAnnotationTables.fileName, EmojiSearchIndexTables.fileName]
      let annotationFiles = files.filter { annotationNames.contains($0.name) }
      if !annotationFiles.isEmpty {
        let bytes = annotationFiles.flatMap(\.tables).reduce(0) { $0 + $1.bytes }
        let parts = annotationFiles.map { "\($0.name) \($0.tables.reduce(0) { $0 + $1.bytes })" }
        print("  annotations: \(bytes) bytes of tables (\(parts.joined(separator: " + ")))")
      }

      if check {
        let stale = outputURL.map { url in GeneratedFiles.stale(files, in: url).map { shown(url.appendingPathComponent($0)) } }
          ?? GeneratedFiles.stale(files, layout: packageLayout)
        for path in stale {
          FileHandle.standardError.write(Data("tablegen: stale: \(path)\n".utf8))
        }
        if !stale.isEmpty {
          FileHandle.standardError.write(Data("tablegen: run `swift run tablegen` and commit the result\n".utf8))
          throw ExitCode(1)
        }
        print("tablegen: \(files.count) generated files are current")
        if let vocabularyOutputs {
          print("tablegen: \(vocabularyOutputs) outputs of \(Vocabulary.path) are current")
        }
      } else {
        if let outputURL {
          try GeneratedFiles.write(files, to: outputURL)
          print("tablegen: wrote \(files.count) files to \(shown(outputURL))")
        } else {
          try GeneratedFiles.write(files, layout: packageLayout)
          let folders = GeneratedFiles.targets(of: files).map { "Sources/\($0)/Generated" }
          print("tablegen: wrote \(files.count) files to \(folders.joined(separator: ", "))")
        }
      }
      if !skipCrossCheck {
        try runCrossChecks(generator, layout: layout, models: models, requireExact: exact.requireExact)
      }
    }
  }
}

struct CrossCheck: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cross-check",
    abstract: "Only the cross-checks: the tables of the data against ICU, whatever its version; skipped, saying so, without ICU.")

  @OptionGroup var options: DataOptions
  @OptionGroup var exact: ExactOption

  func run() throws {
    try reportingErrors {
      // Without ICU there is nothing to compare with, and no data to read.
      try options.configureICU()
      if let skipped = CrossCheckSummary.withoutICU {
        skipped.lines.forEach { print($0) }
        return
      }
      guard let (generator, layout, _) = try options.generator() else { return }
      try runCrossChecks(generator, layout: layout, requireExact: exact.requireExact)
    }
  }
}
