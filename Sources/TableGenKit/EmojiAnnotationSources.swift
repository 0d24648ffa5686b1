import Foundation

/// Where `tablegen` finds the CLDR and Unihan files the annotation tables
/// come from. They are public snapshots kept outside the repository; the
/// repository commits their checksums (`Data/cldr/<version>/SHA256SUMS`,
/// `Data/unihan/<version>/SHA256SUMS`). Each folder is, in order: the
/// command line's (`--cldr`, `--unihan`), the environment's
/// (`TEXTGAUGE_CLDR`, `TEXTGAUGE_UNIHAN`), or the documented place beside
/// the package, `../shared/cldr/<version>` and
/// `../shared/unicode/<version>/Unihan` (as in CI, where a copy of
/// `shared/` sits beside the clone; `Scripts/fetch-cldr-unihan.sh` fetches
/// the official release files into that layout and checks them).
public struct EmojiAnnotationSources: Sendable {
  public var cldr: CLDRAnnotationFolder
  public var unihan: UnihanFolder

  /// The two folders read and checked, or nil and the reason when either
  /// is missing (a malformed or mismatched file is an error, not a skip).
  public static func locate(
    layout: PackageLayout, cldr: String? = nil, unihan: String? = nil, environment: [String: String] = [:]
  ) throws -> (sources: EmojiAnnotationSources?, missing: String?) {
    guard let cldrPinned = try layout.versionFolders(in: layout.cldrDataRoot).last,
      let unihanPinned = try layout.versionFolders(in: layout.unihanDataRoot).last
    else { return (nil, "no Data/cldr or Data/unihan checksums") }
    let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    let shared = layout.root.deletingLastPathComponent().appendingPathComponent("shared")
    let cldrURL = (cldr ?? environment["TEXTGAUGE_CLDR"]).map { URL(fileURLWithPath: $0, relativeTo: cwd) }
      ?? shared.appendingPathComponent("cldr/\(cldrPinned.url.lastPathComponent)")
    let unihanURL = (unihan ?? environment["TEXTGAUGE_UNIHAN"]).map { URL(fileURLWithPath: $0, relativeTo: cwd) }
      ?? shared.appendingPathComponent("unicode/\(unihanPinned.url.lastPathComponent)/Unihan")
    for url in [cldrURL, unihanURL] where !FileManager.default.fileExists(atPath: url.path) {
      return (nil, "no \(layout.displayPath(url))")
    }
    let cldrFolder = try CLDRAnnotationFolder(
      url: cldrURL, path: layout.displayPath(cldrURL),
      checksums: try Checksums(folder: cldrPinned.url, path: layout.displayPath(cldrPinned.url)))
    guard ReleaseVersion(cldrFolder.version) == cldrPinned.version else {
      throw TableGenError(
        path: layout.displayPath(cldrURL), "CLDR \(cldrFolder.version), but Data/cldr pins \(cldrPinned.version)")
    }
    let unihanFolder = try UnihanFolder(
      url: unihanURL, path: layout.displayPath(unihanURL),
      checksums: try Checksums(folder: unihanPinned.url, path: layout.displayPath(unihanPinned.url)),
      version: unihanPinned.version)
    return (EmojiAnnotationSources(cldr: cldrFolder, unihan: unihanFolder), nil)
  }
}
