import Foundation

/// A CLDR release's emoji annotations in CLDR's JSON form (the
/// unicode-org/cldr-json packages `cldr-annotations-full` and
/// `cldr-annotations-derived-full`): `annotations/<locale>.json` and
/// `annotationsDerived/<locale>.json` per supported locale, and the
/// packages' `package.json`, which alone name the version.
///
/// The files are not in the repository (they are a public snapshot, read
/// from a folder outside it); their checksums are, in
/// `Data/cldr/<version>/SHA256SUMS`, and every file is verified against
/// those before it is parsed.
public struct CLDRAnnotationFolder: Sendable {
  /// The locales TextGauge names emoji in, in the order the tables list
  /// them: English first (the fallback's language), then Chinese.
  public static let locales = ["en", "zh", "zh-Hant", "yue", "yue-Hans"]
  static let packageFile = "cldr-annotations-full.package.json"
  static let derivedPackageFile = "cldr-annotations-derived-full.package.json"

  /// One locale's entries: key (an emoji without U+FE0F, as CLDR keys
  /// them) → short name (`tts`) and keywords (`default`).
  public struct Locale: Sendable {
    public var identifier: String
    public var names: [String: String]
    public var keywords: [String: [String]]
    /// The two files read.
    public var inputs: [ReadFile]
  }

  /// A file read, for the generated header.
  public struct ReadFile: GeneratorInput, Sendable {
    public var path: String
    public var sha256: String
  }

  /// The CLDR version (`48.0.0`), from the packages' `version`.
  public var version: String
  public var locales: [Locale]
  public var packageFiles: [ReadFile]

  /// Reads the folder at `url` (`path` names it in messages), verifying
  /// every file against `checksums` (the committed `SHA256SUMS`).
  public init(url: URL, path: String, checksums: Checksums) throws {
    var packages: [ReadFile] = []
    var versions: [String] = []
    for name in [Self.packageFile, Self.derivedPackageFile] {
      let (bytes, file) = try Self.read(name, in: url, path: path, checksums: checksums)
      packages.append(file)
      guard let object = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any],
        let version = object["version"] as? String
      else { throw TableGenError(path: file.path, "no \"version\" in the package file") }
      versions.append(version)
    }
    guard versions[0] == versions[1] else {
      throw TableGenError(path: path, "the two packages name versions \(versions[0]) and \(versions[1])")
    }
    version = versions[0]
    packageFiles = packages
    locales = try Self.locales.map { identifier in
      var names: [String: String] = [:]
      var keywords: [String: [String]] = [:]
      var inputs: [ReadFile] = []
      for (folder, outer) in [("annotations", "annotations"), ("annotationsDerived", "annotationsDerived")] {
        let (bytes, file) = try Self.read("\(folder)/\(identifier).json", in: url, path: path, checksums: checksums)
        inputs.append(file)
        guard let root = try? JSONSerialization.jsonObject(with: bytes) as? [String: Any],
          let body = root[outer] as? [String: Any], let entries = body["annotations"] as? [String: Any]
        else { throw TableGenError(path: file.path, "expected {\"\(outer)\": {\"annotations\": {…}}}") }
        for (key, value) in entries {
          guard let entry = value as? [String: Any] else { throw TableGenError(path: file.path, "\(key): not an object") }
          if names[key] != nil || keywords[key] != nil {
            throw TableGenError(path: file.path, "\(key) is in both files of \(identifier)")
          }
          if let tts = entry["tts"] as? [String] {
            guard tts.count == 1 else { throw TableGenError(path: file.path, "\(key): tts has \(tts.count) names") }
            names[key] = tts[0]
          }
          if let words = entry["default"] as? [String] { keywords[key] = words }
        }
      }
      return Locale(identifier: identifier, names: names, keywords: keywords, inputs: inputs)
    }
  }

  static func read(_ name: String, in url: URL, path: String, checksums: Checksums) throws -> (Data, ReadFile) {
    let filePath = "\(path)/\(name)"
    guard let bytes = FileManager.default.contents(atPath: url.appendingPathComponent(name).path) else {
      throw TableGenError(path: filePath, "cannot read")
    }
    let sha = sha256Hex([UInt8](bytes))
    try checksums.verify(name, sha256: sha, filePath: filePath)
    return (bytes, ReadFile(path: filePath, sha256: sha))
  }
}
