import Foundation

/// The files of `Data/gb18030`: glibc's charmap and the edition table,
/// checked against the folder's SHA256SUMS.
public struct GB18030DataFolder: Sendable {
  public var charmap: GB18030Charmap
  public var editions: GB18030EditionTable

  /// Reads `GB18030.charmap` and `editions.txt` from `url`; `path` names the
  /// folder in messages and headers.
  public init(url: URL, path: String) throws {
    let sums = try Checksums(folder: url, path: path)
    let charmapPath = "\(path)/GB18030.charmap"
    guard let data = FileManager.default.contents(atPath: url.appendingPathComponent("GB18030.charmap").path) else {
      throw TableGenError(path: charmapPath, "cannot read")
    }
    charmap = try GB18030Charmap(bytes: [UInt8](data), path: charmapPath)
    try sums.verify("GB18030.charmap", sha256: charmap.sha256, filePath: charmapPath)
    editions = try GB18030EditionTable(
      parsing: sums.read("editions.txt", in: url, folderPath: path, versioned: false))
  }
}

/// GB 18030 byte lengths of every code point in each edition, as the sets of
/// code points that take two bytes (ASCII takes one, everything else four).
///
/// Every code point has its charmap length in all three editions, unless
/// editions.txt lists it: then it has the length that file gives per
/// edition.
public struct GB18030Model: Sendable {
  /// The two-byte set of each edition as sorted, disjoint, non-adjacent ranges.
  public var twoByteRanges: [GB18030EditionColumn: [ClosedRange<UInt32>]]

  /// Builds the editions. Fails, naming the file and line, when the charmap
  /// maps ASCII to more than one byte or a non-ASCII code point to one, maps
  /// a supplementary code point to two bytes without editions.txt correcting
  /// it, leaves a BMP code point unmapped that editions.txt does not list, or
  /// when an editions.txt line changes nothing.
  public init(charmap: GB18030Charmap, editions: GB18030EditionTable) throws {
    var listed = [Bool](repeating: false, count: 0x110000)
    var isTwoByte = [GB18030EditionColumn: [Bool]]()
    for edition in GB18030EditionColumn.allCases { isTwoByte[edition] = [Bool](repeating: false, count: 0x10000) }
    for row in editions.rows {
      var changes = false
      for codePoint in row.codePoints {
        listed[Int(codePoint)] = true
        let base = Int(charmap.lengths[Int(codePoint)])
        for edition in GB18030EditionColumn.allCases {
          let length = row.lengths[edition]!
          if length != base { changes = true }
          if length == 2 { isTwoByte[edition]![Int(codePoint)] = true }
        }
      }
      guard changes else {
        throw TableGenError(
          path: editions.file.path, line: row.line,
          "every edition has the length \(charmap.path) gives; remove the line")
      }
    }
    for codePoint in 0..<0x110000 where !listed[codePoint] && !(0xD800...0xDFFF).contains(codePoint) {
      let length = charmap.lengths[codePoint]
      let ok: Bool
      switch length {
      // GB 18030 §6.3.3 maps U+10000…U+10FFFF to the four-byte codes
      // 0x90308130…0xE3329A35 in order: glibc lists only the assigned ones.
      case 0: ok = codePoint >= 0x10000
      case 1: ok = codePoint < 0x80
      case 2: ok = codePoint >= 0x80 && codePoint <= 0xFFFF
      case 4: ok = codePoint >= 0x80
      default: ok = false
      }
      guard ok else {
        throw TableGenError(
          path: charmap.path,
          "U+\(hex(UInt32(codePoint))): \(length == 0 ? "not mapped" : "\(length) bytes"), and not listed in \(editions.file.path)")
      }
      if length == 2 {
        for edition in GB18030EditionColumn.allCases { isTwoByte[edition]![codePoint] = true }
      }
    }
    twoByteRanges = isTwoByte.mapValues(Compression.ranges)
  }

  /// The byte length of `codePoint` (not a surrogate) in `edition`.
  public func length(of codePoint: UInt32, in edition: GB18030EditionColumn) -> Int {
    if codePoint < 0x80 { return 1 }
    let ranges = twoByteRanges[edition]!
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].upperBound < codePoint { low = middle + 1 } else { high = middle }
    }
    return low < ranges.count && ranges[low].contains(codePoint) ? 2 : 4
  }
}
