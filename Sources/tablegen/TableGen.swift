import ArgumentParser
import Foundation
import TableGenKit

@main
struct TableGen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "tablegen",
    abstract: "Generates TextGauge's Swift tables from the Unicode emoji data in Data/.",
    discussion: """
      With no options: reads the newest version in Data/emoji, writes
      Sources/TextGauge/Generated, cross-checks the tables against the system
      ICU and prints a summary. Exit status 1 on malformed data, stale tables
      (--check) or an ICU mismatch.
      """)

  @Option(help: "A data folder holding the five emoji files and SHA256SUMS (default: the newest in Data/emoji).")
  var data: String?

  @Option(help: "Where to write the generated Swift files (default: Sources/TextGauge/Generated).")
  var output: String?

  @Flag(help: "Generate in memory and fail, naming each file, if the committed tables are stale.")
  var check = false

  @Flag(help: "Skip the cross-check against the system ICU.")
  var skipICU = false

  func run() throws {
    do {
      try generate()
    } catch let error as TableGenError {
      FileHandle.standardError.write(Data("tablegen: \(error)\n".utf8))
      throw ExitCode(1)
    }
  }

  private func generate() throws {
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let layout = try? PackageLayout.locate(from: cwd)
    func required() throws -> PackageLayout { try layout ?? PackageLayout.locate(from: cwd) }
    let dataURL = try data.map { URL(fileURLWithPath: $0, relativeTo: cwd) } ?? required().newestEmojiFolder()
    let outputURL = try output.map { URL(fileURLWithPath: $0, relativeTo: cwd) } ?? required().generatedDirectory
    let dataPath = (layout ?? PackageLayout(root: cwd)).displayPath(dataURL)
    /// A path as the user reads it: relative inside the package, else absolute.
    func shown(_ url: URL) -> String {
      let root = (layout?.root ?? cwd).standardizedFileURL.path + "/"
      let path = url.standardizedFileURL.path
      return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    let generator = try TableGenerator(dataFolder: dataURL, path: dataPath)
    let files = try generator.makeFiles()

    print("tablegen: Unicode Emoji \(generator.folder.version) from \(dataPath)")
    for file in files {
      for table in file.tables {
        print("  \(file.name): \(table.name): \(table.entries) entries, \(table.bytes) bytes")
      }
    }
    let total = files.flatMap(\.tables).reduce(0) { $0 + $1.bytes }
    print("  total: \(total) bytes of tables")

    if check {
      let stale = GeneratedFiles.stale(files, in: outputURL)
      for name in stale {
        FileHandle.standardError.write(Data("tablegen: stale: \(shown(outputURL.appendingPathComponent(name)))\n".utf8))
      }
      if !stale.isEmpty {
        FileHandle.standardError.write(Data("tablegen: run `swift run tablegen` and commit the result\n".utf8))
        throw ExitCode(1)
      }
      print("tablegen: \(files.count) generated files are current")
    } else {
      try GeneratedFiles.write(files, to: outputURL)
      print("tablegen: wrote \(files.count) files to \(shown(outputURL))")
    }

    if !skipICU {
      let crossCheck = try generator.crossCheckAgainstICU(layout: layout)
      crossCheck.lines.forEach { print($0) }
      if crossCheck.failed { throw ExitCode(1) }
    }
  }
}
