import Foundation

/// Four Unihan properties (UAX #38) in unicodetools' one-file-per-property
/// form: `kMandarin.txt`, `kCantonese.txt`, `kTraditionalVariant.txt`,
/// `kSimplifiedVariant.txt`, each line `CODEPOINT<TAB>VALUE` or
/// `FIRST..LAST<TAB>VALUE`, with no header and no `#EOF`.
///
/// Like the CLDR files they are read from a folder outside the repository
/// and verified against the committed `Data/unihan/<version>/SHA256SUMS`;
/// the files name no version, so the version is that folder's name.
public struct UnihanFolder: Sendable {
  public static let fileNames = ["kMandarin.txt", "kSimplifiedVariant.txt", "kTraditionalVariant.txt", "kCantonese.txt"]

  /// The Unicode version, from the committed folder's name.
  public var version: ReleaseVersion
  /// kMandarin: each code point's readings, as written (tone marks, NFC);
  /// the first is preferred for zh-Hans, a second for zh-Hant (UAX #38).
  public var mandarin: [UInt32: [String]]
  /// kCantonese: each code point's Jyutping readings, each lowercase
  /// letters and a tone number 1–6 (UAX #38; one reading a code point in
  /// Unihan 18.0, several accepted).
  public var cantonese: [UInt32: [String]]
  /// kSimplifiedVariant and kTraditionalVariant: each code point's variants.
  public var simplified: [UInt32: [UInt32]]
  public var traditional: [UInt32: [UInt32]]
  public var inputs: [CLDRAnnotationFolder.ReadFile]

  public init(url: URL, path: String, checksums: Checksums, version: ReleaseVersion) throws {
    self.version = version
    var inputs: [CLDRAnnotationFolder.ReadFile] = []
    var values: [[UInt32: [String]]] = []
    for name in Self.fileNames {
      let (bytes, file) = try CLDRAnnotationFolder.read(name, in: url, path: path, checksums: checksums)
      inputs.append(file)
      guard let text = String(data: bytes, encoding: .utf8) else { throw TableGenError(path: file.path, "not UTF-8") }
      var map: [UInt32: [String]] = [:]
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
        let fields = line.split(separator: "\t")
        let bounds = fields.first?.split(separator: ".", omittingEmptySubsequences: true).compactMap { UInt32($0, radix: 16) }
        guard fields.count == 2, let bounds, bounds.count == 1 || bounds.count == 2, bounds[0] <= bounds.last!,
          bounds.last! <= 0x10FFFF
        else { throw TableGenError(path: file.path, line: index + 1, "expected CODEPOINT[..LAST]<TAB>VALUE") }
        let value = fields[1].split(separator: " ").map(String.init)
        for scalar in bounds[0]...bounds.last! {
          guard map[scalar] == nil else {
            throw TableGenError(path: file.path, line: index + 1, "U+\(String(scalar, radix: 16, uppercase: true)) listed twice")
          }
          map[scalar] = value
        }
      }
      values.append(map)
    }
    mandarin = values[0]
    func variants(_ map: [UInt32: [String]], _ file: String) throws -> [UInt32: [UInt32]] {
      try map.mapValues { list in
        try list.map { item in
          guard item.hasPrefix("U+"), let scalar = UInt32(item.dropFirst(2), radix: 16) else {
            throw TableGenError(path: "\(path)/\(file)", "'\(item)' is not U+XXXX")
          }
          return scalar
        }
      }
    }
    for (scalar, readings) in values[3] {
      for reading in readings where !Self.isJyutping(reading) {
        throw TableGenError(path: "\(path)/\(Self.fileNames[3])", "U+\(String(scalar, radix: 16, uppercase: true)): '\(reading)' is not Jyutping (letters, a tone 1–6)")
      }
    }
    cantonese = values[3]
    simplified = try variants(values[1], Self.fileNames[1])
    traditional = try variants(values[2], Self.fileNames[2])
    self.inputs = inputs
  }

  /// Whether `reading` is one Jyutping syllable as kCantonese writes it:
  /// lowercase ASCII letters, then a tone number 1–6 (UAX #38).
  static func isJyutping(_ reading: String) -> Bool {
    let bytes = Array(reading.utf8)
    guard bytes.count >= 2, let tone = bytes.last, (0x31...0x36).contains(tone) else { return false }
    return bytes.dropLast().allSatisfy { (0x61...0x7A).contains($0) }
  }
}
