import Foundation

/// One data line of an `emoji-test.txt` (UTS #51 §4, "Emoji Test Data"),
/// parsed independently of TableGenKit so that the tests never check the
/// generator against itself.
///
/// ```swift
/// let file = try EmojiTestFile(folder: newestEmojiFolder)
/// let rgi = file.lines.filter(\.isRGI)   // fully-qualified and component
/// ```
public struct EmojiTestLine: Sendable {
  /// The line's number in the file, from 1.
  public var lineNumber: Int
  public var scalars: [Unicode.Scalar]
  /// `fully-qualified`, `minimally-qualified`, `unqualified` or `component`.
  public var status: String
  /// The version the comment gives (`E1.0` → `1.0`).
  public var version: String
  /// The CLDR short name in the comment.
  public var name: String
  /// The `# group:` and `# subgroup:` lines above it.
  public var group: String
  public var subgroup: String

  /// The sequence as a string.
  public var text: String { String(String.UnicodeScalarView(scalars)) }
  /// In the RGI_Emoji set: fully-qualified or a component (UTS #51 ED-27).
  public var isRGI: Bool { status == "fully-qualified" || status == "component" }
}

/// A whole `emoji-test.txt`, read at run time and checked to be complete.
public struct EmojiTestFile: Sendable {
  public var lines: [EmojiTestLine]
  /// Every line of the file, comments included.
  public var totalLines: Int
  /// The file ends with its `#EOF` line (not cut short).
  public var hasEOF: Bool
  /// The sum of the closing "Status Counts" comments (`# fully-qualified : 3953`):
  /// a complete file has exactly this many data lines.
  public var declaredCount: Int

  /// The RGI lines (fully-qualified and component) in file order.
  public var rgi: [EmojiTestLine] { lines.filter(\.isRGI) }

  /// Reads `emoji-test.txt` of `folder` (by default the newest `Data/emoji` folder).
  public init(folder: URL = newestEmojiFolder) throws {
    let text = try String(contentsOf: folder.appendingPathComponent("emoji-test.txt"), encoding: .utf8)
    self.init(parsing: text)
  }

  /// Parses the text of an `emoji-test.txt`: `code points ; status # emoji Ev.v name`.
  public init(parsing text: String) {
    let rawLines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [EmojiTestLine] = []
    var group = "", subgroup = ""
    var declared = 0
    let statuses: Set<String> = ["fully-qualified", "minimally-qualified", "unqualified", "component"]
    for (index, line) in rawLines.enumerated() {
      if line.hasPrefix("# "), let colon = line.firstIndex(of: ":"),
        statuses.contains(line.dropFirst(2)[..<colon].trimmingCharacters(in: .whitespaces)),
        let count = Int(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
      {
        declared += count
      }
      if line.hasPrefix("# group: ") { group = String(line.dropFirst("# group: ".count)) }
      if line.hasPrefix("# subgroup: ") { subgroup = String(line.dropFirst("# subgroup: ".count)) }
      guard !line.hasPrefix("#"), !line.isEmpty, let hash = line.firstIndex(of: "#") else { continue }
      let fields = line[..<hash].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count == 2 else { continue }
      // `# 😀 E1.0 grinning face`: the emoji, the version, then the name.
      let comment = line[line.index(after: hash)...].trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 2)
      let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
      lines.append(EmojiTestLine(
        lineNumber: index + 1, scalars: scalars, status: fields[1],
        version: comment.count > 1 ? String(comment[1].dropFirst()) : "",
        name: comment.count > 2 ? String(comment[2]) : "", group: group, subgroup: subgroup))
    }
    self.lines = lines
    self.totalLines = rawLines.count
    self.hasEOF = rawLines.contains { $0.hasPrefix("#EOF") }
    self.declaredCount = declared
  }

  /// The newest emoji-test.txt, read once; empty (no lines, no `#EOF`)
  /// without the data root, so that a test that reads it without
  /// `TestInputs.unicodeFiles` fails on its expectations instead of
  /// stopping the whole run.
  public static let newest: EmojiTestFile = (try? EmojiTestFile()) ?? EmojiTestFile(parsing: "")
}
