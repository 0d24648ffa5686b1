import Foundation

/// One version folder of Unicode Character Database files (`Data/ucd/17.0`):
/// its SHA256SUMS, and every file read from it checked against that and
/// against the folder's version (`# PropList-17.0.0.txt` in folder `17.0`).
///
/// A stage that needs another UCD property reads one more file:
///
/// ```swift
/// let widths = try ucd.read("EastAsianWidth.txt")   // checked, parsed once
/// ```
public struct UCDFolder: Sendable {
  /// Where the files are read from.
  public var url: URL
  /// How messages and headers name the folder (`Data/ucd/17.0`).
  public var path: String
  public var version: ReleaseVersion
  public var checksums: Checksums

  /// The folder at `url`, its version its name; `path` names it in
  /// messages and headers. With `files`, the files are read from there and
  /// verified against the `SHA256SUMS` of `url` (a pinned `Data/ucd`
  /// folder whose files live under the data root).
  public init(url: URL, path: String, files: URL? = nil) throws {
    let name = url.standardizedFileURL.lastPathComponent
    guard let version = ReleaseVersion(name) else {
      throw TableGenError(path: path, "the folder name '\(name)' is not a Unicode version")
    }
    self.url = files ?? url
    self.path = path
    self.version = version
    self.checksums = try Checksums(folder: url, path: path)
  }

  /// Reads `name`, checked against SHA256SUMS and the folder's version.
  public func read(_ name: String) throws -> UCDFile {
    let file = try checksums.read(name, in: url, folderPath: path)
    guard file.releaseVersion == version else {
      throw TableGenError(
        path: file.path, line: file.versionLine,
        "version \(file.version) disagrees with the folder \(path) (version \(version))")
    }
    return file
  }
}

/// The binary properties of a UCD file in the PropList.txt form
/// (`code points ; Property_Name # comment`, UAX #44 §4.2), as sorted,
/// merged ranges per property name.
public struct BinaryProperties: Sendable {
  public var file: UCDFile
  public var ranges: [String: [ClosedRange<UInt32>]]

  /// `only`: the property names to read, for a file that also holds
  /// properties of other forms (DerivedCoreProperties.txt's `InCB; Linker`
  /// has three fields); nil reads every record.
  public init(parsing file: UCDFile, only names: Set<String>? = nil) throws {
    self.file = file
    var lists: [String: [(range: ClosedRange<UInt32>, line: Int)]] = [:]
    for record in file.records {
      if let names, record.fields.count < 2 || !names.contains(record.fields[1]) { continue }
      try file.expectFields(record, count: 2)
      let range = try file.codePointRange(record.fields[0], in: record)
      let name = record.fields[1]
      guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        throw file.error(record, "malformed property name '\(name)'")
      }
      lists[name, default: []].append((range, record.line))
    }
    ranges = [:]
    for (name, list) in lists {
      let sorted = list.sorted { $0.range.lowerBound < $1.range.lowerBound }
      for (previous, next) in zip(sorted, sorted.dropFirst()) where previous.range.overlaps(next.range) {
        throw TableGenError(
          path: file.path, line: next.line,
          "duplicate entry: \(name) already covers part of \(hex(next.range.lowerBound))..\(hex(next.range.upperBound)) (line \(previous.line))")
      }
      ranges[name] = Compression.merged(sorted.map(\.range))
    }
  }

  /// The ranges of `name`; an error naming the file when it lists none.
  public func property(_ name: String) throws -> [ClosedRange<UInt32>] {
    guard let list = ranges[name] else { throw TableGenError(path: file.path, "no \(name) entries") }
    return list
  }
}

/// DerivedAge.txt (UAX #44 §5.14, the Age property): the Unicode version
/// that assigned each code point; nil for unassigned ones.
public struct AgeModel: Sendable {
  public var file: UCDFile
  /// Sorted, disjoint ranges with their age.
  public var ranges: [(range: ClosedRange<UInt32>, age: ReleaseVersion)]

  public init(parsing file: UCDFile) throws {
    self.file = file
    var ranges: [(range: ClosedRange<UInt32>, age: ReleaseVersion, line: Int)] = []
    for record in file.records {
      try file.expectFields(record, count: 2)
      let range = try file.codePointRange(record.fields[0], in: record)
      guard let age = ReleaseVersion(record.fields[1]) else {
        throw file.error(record, "malformed age '\(record.fields[1])'")
      }
      ranges.append((range, age, record.line))
    }
    ranges.sort { $0.range.lowerBound < $1.range.lowerBound }
    for (a, b) in zip(ranges, ranges.dropFirst()) where a.range.overlaps(b.range) {
      throw TableGenError(path: file.path, line: b.line, "overlaps line \(a.line)")
    }
    self.ranges = ranges.map { ($0.range, $0.age) }
  }

  /// The age of `codePoint`, nil when DerivedAge.txt does not assign it.
  public func age(of codePoint: UInt32) -> ReleaseVersion? {
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].range.upperBound < codePoint { low = middle + 1 } else { high = middle }
    }
    return low < ranges.count && ranges[low].range.contains(codePoint) ? ranges[low].age : nil
  }
}
