import Foundation

/// Unicode's `GraphemeBreakTest.txt` (UAX #29 §3.1.1's test data): each line
/// a sequence of scalars with `÷` (break) and `×` (no break) between them.
/// Parsed independently of TableGenKit and of the runtime.
///
/// ```swift
/// let file = try GraphemeBreakTestFile(version: newestEmojiVersion)
/// let first = file.cases[0].expected   // the Characters Unicode gives its first line
/// ```
public struct GraphemeBreakTestFile: Sendable {
  /// One test line: the scalars and the expected Characters.
  public struct Case: Sendable {
    /// The line's number in the file, from 1.
    public var line: Int
    public var clusters: [[Unicode.Scalar]]
    public var text: String { clusters.map { String(String.UnicodeScalarView($0)) }.joined() }
    public var expected: [String] { clusters.map { String(String.UnicodeScalarView($0)) } }
  }

  /// The `Data/ucd` folder name it was read from (`17.0`).
  public var version: String
  /// The path to show, relative to the package root.
  public var path: String
  public var cases: [Case]
  /// The line count the header states (`# Lines: 766`), nil when it states none.
  public var statedLines: Int?
  /// The file ends with its `# EOF` line.
  public var hasEOF: Bool

  static let relativePath = "auxiliary/GraphemeBreakTest.txt"

  /// Reads `auxiliary/GraphemeBreakTest.txt` of the `Data/ucd` folder of
  /// `version`, from where its files are (``ucdFilesFolder(_:)``).
  public init(version: String) throws {
    let path = "Data/ucd/\(version)/\(Self.relativePath)"
    let folder = ucdFilesFolder(version) ?? packageRoot.appendingPathComponent("Data/ucd/\(version)")
    try self.init(
      parsing: String(contentsOf: folder.appendingPathComponent(Self.relativePath), encoding: .utf8),
      version: version, path: path)
  }

  /// Every version of `Data/ucd` whose files, here, have a
  /// GraphemeBreakTest.txt, in no particular order.
  public static func availableVersions() -> [String] {
    let root = packageRoot.appendingPathComponent("Data/ucd")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    return names.filter { name in
      ucdFilesFolder(name).map {
        FileManager.default.fileExists(atPath: $0.appendingPathComponent(relativePath).path)
      } ?? false
    }
  }

  public init(parsing text: String, version: String, path: String) {
    var cases: [Case] = []
    var stated: Int?
    var hasEOF = false
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      if raw.hasPrefix("# Lines:") { stated = Int(raw.dropFirst("# Lines:".count).trimmingCharacters(in: .whitespaces)) }
      if raw.hasPrefix("# EOF") { hasEOF = true }
      let data = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      guard data.contains("÷") else { continue }
      var clusters: [[Unicode.Scalar]] = []
      var current: [Unicode.Scalar] = []
      for token in data.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
        switch token {
        case "÷":
          if !current.isEmpty { clusters.append(current) }
          current = []
        case "×": break
        default: current.append(Unicode.Scalar(UInt32(token, radix: 16)!)!)
        }
      }
      cases.append(Case(line: index + 1, clusters: clusters))
    }
    self.version = version
    self.path = path
    self.cases = cases
    self.statedLines = stated
    self.hasEOF = hasEOF
  }
}
