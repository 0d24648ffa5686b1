import Foundation

/// The CLDR and Unihan files the annotation tables come from. They are
/// public snapshots read from the data root (`PackageLayout.dataRoot`:
/// `cldr/<version>/` and `unicode/<version>/Unihan/`); the repository pins
/// them by checksum (`Data/cldr/<version>/SHA256SUMS`,
/// `Data/unihan/<version>/SHA256SUMS`). `Scripts/fetch-cldr-unihan.sh`
/// fetches the official release files into that layout and checks them.
public struct EmojiAnnotationSources: Sendable {
  public var cldr: CLDRAnnotationFolder
  public var unihan: UnihanFolder

  /// The two folders read and checked, or nil and the reason when either
  /// is missing (a malformed or mismatched file is an error, not a skip).
  public static func locate(layout: PackageLayout) throws -> (sources: EmojiAnnotationSources?, missing: String?) {
    guard let cldrPinned = try layout.versionFolders(in: layout.cldrDataRoot).last,
      let unihanPinned = try layout.versionFolders(in: layout.unihanDataRoot).last
    else { return (nil, "no Data/cldr or Data/unihan checksums") }
    for pinned in [cldrPinned.url, unihanPinned.url] where layout.filesFolder(of: pinned) == nil {
      return (nil, "no files for \(layout.displayPath(pinned))")
    }
    let cldrPath = layout.displayPath(cldrPinned.url)
    let cldrFolder = try CLDRAnnotationFolder(
      url: layout.requireFilesFolder(of: cldrPinned.url), path: cldrPath,
      checksums: try Checksums(folder: cldrPinned.url, path: cldrPath))
    guard ReleaseVersion(cldrFolder.version) == cldrPinned.version else {
      throw TableGenError(path: cldrPath, "the files say CLDR \(cldrFolder.version), but the folder pins \(cldrPinned.version)")
    }
    let unihanPath = layout.displayPath(unihanPinned.url)
    let unihanFolder = try UnihanFolder(
      url: layout.requireFilesFolder(of: unihanPinned.url), path: unihanPath,
      checksums: try Checksums(folder: unihanPinned.url, path: unihanPath),
      version: unihanPinned.version)
    return (EmojiAnnotationSources(cldr: cldrFolder, unihan: unihanFolder), nil)
  }
}
