import Foundation

/// One data line of a Unicode data file: the `;`-separated fields before the
/// `#`, trimmed, and the comment after it, with the line number for errors.
public struct UCDRecord: Sendable {
  public var line: Int
  public var fields: [String]
  public var comment: String
}

/// A Unicode data file in the UCD format (UAX #44 §4.2): `#` comments,
/// `;`-separated fields, code points in hex. Parsing is strict: every problem
/// is a `TableGenError` naming the file and line.
public struct UCDFile: Sendable {
  /// The path used in messages and generated headers (relative to the package).
  public var path: String
  public var sha256: String
  /// The version from the header as written: `# Version: 17.0`, in older
  /// emoji files `# Used with Emoji Version 15.0 and subsequent minor
  /// revisions`, in UCD files the first line `# PropList-17.0.0.txt`. Empty
  /// for a file read with `versioned: false`.
  public var version: String
  /// The line `version` was read from.
  public var versionLine = 1
  /// `version` as a version (17.0 = 17.0.0).
  public var releaseVersion: ReleaseVersion? { ReleaseVersion(version) }
  public var records: [UCDRecord]
  /// Lines that are only a comment (`# group: Smileys & Emotion`): text after
  /// the `#`, trimmed, with line numbers. emoji-test.txt keeps data in them.
  public var commentLines: [(line: Int, text: String)] = []

  /// Reads `url`; `path` is how messages and headers name it.
  public init(contentsOf url: URL, path: String, versioned: Bool = true) throws {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw TableGenError(path: path, "cannot read: \(error.localizedDescription)")
    }
    try self.init(bytes: [UInt8](data), path: path, versioned: versioned)
  }

  /// Parses `bytes`. A file of Unicode's (`versioned`) must name its version
  /// in the header; every file must end with `#EOF` (emoji files) or
  /// `# EOF` (UCD files), so a truncated copy is refused.
  public init(bytes: [UInt8], path: String, versioned: Bool = true) throws {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw TableGenError(path: path, "not valid UTF-8")
    }
    self.path = path
    self.sha256 = sha256Hex(bytes)
    var version: String?
    var records: [UCDRecord] = []
    var commentLines: [(line: Int, text: String)] = []
    var sawEOF = false
    for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let lineNumber = index + 1
      let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
      if sawEOF, !line.allSatisfy(\.isWhitespace) {
        throw TableGenError(path: path, line: lineNumber, "text after #EOF")
      }
      if line.hasPrefix("#") {
        if line.hasPrefix("#EOF") || line.hasPrefix("# EOF") { sawEOF = true }
        if version == nil {
          version = Self.headerVersion(line, isFirst: lineNumber == 1)
          if version != nil { versionLine = lineNumber }
        }
        commentLines.append((lineNumber, line.dropFirst().trimmingCharacters(in: .whitespaces)))
        continue
      }
      let hash = line.firstIndex(of: "#") ?? line.endIndex
      let data = line[..<hash]
      if data.allSatisfy(\.isWhitespace) { continue }
      let fields = data.split(separator: ";", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }
      let comment = hash < line.endIndex
        ? line[line.index(after: hash)...].trimmingCharacters(in: .whitespaces) : ""
      records.append(UCDRecord(line: lineNumber, fields: fields, comment: comment))
    }
    guard sawEOF else {
      throw TableGenError(path: path, "no #EOF line: the file is truncated")
    }
    if versioned, version == nil {
      throw TableGenError(path: path, line: 1, "no '# Version:' line in the header")
    }
    self.version = version ?? ""
    self.records = records
    self.commentLines = commentLines
  }

  private static func headerVersion(_ line: Substring, isFirst: Bool) -> String? {
    // UAX #44 §4.2.1: a UCD file's first line names it with its version,
    // `# PropList-17.0.0.txt`.
    if isFirst, line.hasPrefix("# "), line.hasSuffix(".txt"), let dash = line.lastIndex(of: "-") {
      let number = line[line.index(after: dash)..<line.index(line.endIndex, offsetBy: -4)]
      if ReleaseVersion(number) != nil { return String(number) }
    }
    for marker in ["# Version:", "# Used with Emoji Version"] where line.hasPrefix(marker) {
      let rest = line.dropFirst(marker.count).drop(while: { $0 == " " })
      let number = rest.prefix(while: { $0.isNumber || $0 == "." })
      return number.isEmpty ? nil : String(number)
    }
    return nil
  }

  /// The error for `record` with `message`, in `path:line: message` form.
  public func error(_ record: UCDRecord, _ message: String) -> TableGenError {
    TableGenError(path: path, line: record.line, message)
  }

  /// Checks that `record` has exactly `count` fields.
  public func expectFields(_ record: UCDRecord, count: Int) throws {
    guard record.fields.count == count else {
      throw error(record, "expected \(count) fields separated by ';', found \(record.fields.count)")
    }
  }

  /// Parses one code point written in hex (`1F600`).
  public func codePoint(_ text: String, in record: UCDRecord) throws -> UInt32 {
    guard (4...6).contains(text.count), text.allSatisfy(\.isHexDigit),
      let value = UInt32(text, radix: 16)
    else { throw error(record, "malformed code point '\(text)'") }
    guard value <= 0x10FFFF else {
      throw error(record, "code point \(text) is above 10FFFF")
    }
    return value
  }

  /// Parses `XXXX` or `XXXX..YYYY`.
  public func codePointRange(_ text: String, in record: UCDRecord) throws -> ClosedRange<UInt32> {
    let parts = text.components(separatedBy: "..")
    switch parts.count {
    case 1:
      let value = try codePoint(parts[0], in: record)
      return value...value
    case 2:
      let low = try codePoint(parts[0], in: record)
      let high = try codePoint(parts[1], in: record)
      guard low <= high else { throw error(record, "reversed range \(text)") }
      return low...high
    default:
      throw error(record, "malformed code point range '\(text)'")
    }
  }

  /// Parses a space-separated code point sequence (`1F468 200D 1F469`).
  public func codePointSequence(_ text: String, in record: UCDRecord) throws -> [UInt32] {
    let parts = text.split(separator: " ", omittingEmptySubsequences: true)
    guard !parts.isEmpty else { throw error(record, "empty code point sequence") }
    return try parts.map { try codePoint(String($0), in: record) }
  }
}
