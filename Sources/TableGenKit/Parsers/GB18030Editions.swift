/// The editions of GB 18030 whose byte lengths TextGauge tables, as the
/// length columns of `Data/gb18030/editions.txt` (named apart from the
/// runtime's `GB18030.Edition`, the public type of the same editions).
///
/// Every edition encodes each Unicode scalar in 1, 2 or 4 bytes: ASCII in one,
/// the two-byte set (GBK's repertoire plus the user-defined areas mapped to
/// the Private Use Area) in two, everything else in four. The editions differ
/// only in which code points belong to the two-byte set; which ones is data,
/// `Data/gb18030/editions.txt` (``GB18030EditionTable``).
public enum GB18030EditionColumn: String, CaseIterable, Sendable, Comparable {
  case gb2000 = "2000"
  case gb2005 = "2005"
  case gb2022 = "2022"

  /// The year of the edition. The emitter names each edition's table by it
  /// (`gb18030TwoByteIndex2005`), through which the runtime's
  /// `GB18030.Edition` reaches it; a test checks both sides list the same
  /// years.
  public var year: Int {
    switch self {
    case .gb2000: 2000
    case .gb2005: 2005
    case .gb2022: 2022
    }
  }

  /// `GB 18030-2005`.
  public var name: String { "GB 18030-\(year)" }

  public static func < (a: GB18030EditionColumn, b: GB18030EditionColumn) -> Bool { a.year < b.year }

  /// Which edition an encoder implements, from its lengths for U+1E3F and
  /// U+FE10 (the first code point each revision moved): 4/4 is 2000, 2/4 is
  /// 2005, 2/2 is 2022. For the cross-checks, which meet encoders of any
  /// edition.
  public static func detect(lengthOf length: (UInt32) -> Int?) -> GB18030EditionColumn? {
    switch (length(0x1E3F), length(0xFE10)) {
    case (4, 4): return .gb2000
    case (2, 4): return .gb2005
    case (2, 2): return .gb2022
    default: return nil
    }
  }
}

/// One line of `editions.txt`: code points and their length in each edition.
public struct GB18030EditionRow: Sendable, Equatable {
  public var codePoints: ClosedRange<UInt32>
  public var lengths: [GB18030EditionColumn: Int]
  /// The line's comment: why these code points are listed.
  public var note: String
  public var line: Int
}

/// `Data/gb18030/editions.txt`: every code point whose length in some
/// edition is not the one the charmap gives it, with its length in each
/// edition. Parsed strictly: three lengths of 2 or 4, BMP code points only
/// where a length is 2, no surrogates, no code point twice.
public struct GB18030EditionTable: Sendable {
  public var file: UCDFile
  public var rows: [GB18030EditionRow]
  /// The charmap the rows apply to, from the header's `# Applies to:` line
  /// up to its first parenthesis (`GB18030.charmap from glibc
  /// 2.36`); nil without one.
  public var appliesTo: String?

  public init(parsing file: UCDFile) throws {
    self.file = file
    var rows: [GB18030EditionRow] = []
    var seen: [(range: ClosedRange<UInt32>, line: Int)] = []
    for record in file.records {
      try file.expectFields(record, count: 1 + GB18030EditionColumn.allCases.count)
      let range = try file.codePointRange(record.fields[0], in: record)
      if range.overlaps(0xD800...0xDFFF) { throw file.error(record, "surrogates have no GB 18030 code") }
      if let earlier = seen.first(where: { $0.range.overlaps(range) }) {
        throw file.error(record, "\(record.fields[0]) overlaps line \(earlier.line)")
      }
      seen.append((range, record.line))
      var lengths: [GB18030EditionColumn: Int] = [:]
      for (edition, text) in zip(GB18030EditionColumn.allCases, record.fields.dropFirst()) {
        guard let length = Int(text), length == 2 || length == 4 else {
          throw file.error(record, "length '\(text)' for \(edition.name) is not 2 or 4")
        }
        // GB 18030 §6.3: two-byte codes cover BMP code points only.
        if length == 2, range.upperBound > 0xFFFF || range.lowerBound < 0x80 {
          throw file.error(record, "\(record.fields[0]) cannot take two bytes")
        }
        lengths[edition] = length
      }
      rows.append(GB18030EditionRow(codePoints: range, lengths: lengths, note: record.comment, line: record.line))
    }
    self.rows = rows
    appliesTo = file.commentLines.lazy.compactMap { comment -> String? in
      guard comment.text.hasPrefix("Applies to:") else { return nil }
      let text = comment.text.dropFirst("Applies to:".count)
      let end = text.firstIndex(of: "(") ?? text.endIndex
      var value = text[..<end].trimmingCharacters(in: .whitespaces)
      if value.hasSuffix(".") { value.removeLast() }
      return value.isEmpty ? nil : value
    }.first
  }
}
