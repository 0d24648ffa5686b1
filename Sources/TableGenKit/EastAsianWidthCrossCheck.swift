import Foundation
import CICU

/// Compares East_Asian_Width of every code point in the UCD files with the
/// system ICU's `UCHAR_EAST_ASIAN_WIDTH`.
///
/// ICU implements an older Unicode (ICU 72: 15.0), so differences are
/// expected; each one must be explained:
/// - **newer than ICU**: DerivedAge.txt of the tables' version says the code
///   point was assigned after ICU's Unicode version, or is unassigned (then
///   both sides only apply a default);
/// - **a change in Unicode's data**: the EastAsianWidth.txt of ICU's own
///   version (`Data/ucd/<ICU's version>`, when shipped) gives ICU's value.
///
/// Anything else is unexplained and fails the check. Without that baseline
/// folder, every difference on an old code point is unexplained.
public enum EastAsianWidthCrossCheck {
  /// The report: detail lines, then one summary line; `failed` when any
  /// difference is unexplained.
  public struct Report: Sendable {
    public var lines: [String]
    public var failed: Bool
  }

  /// ICU's East_Asian_Width of `codePoint`, spelt as in EastAsianWidth.txt.
  public static func icuValue(_ codePoint: UInt32) -> String {
    switch cicu_east_asian_width_of(codePoint) {
    case CICU_EAW_AMBIGUOUS: "A"
    case CICU_EAW_HALFWIDTH: "H"
    case CICU_EAW_FULLWIDTH: "F"
    case CICU_EAW_NARROW: "Na"
    case CICU_EAW_WIDE: "W"
    default: "N"
    }
  }

  /// Runs the check. `ucd` is the tables' folder; `baseline` the folder of
  /// ICU's Unicode version, if shipped.
  public static func run(model: DisplayWidthModel, ucd: UCDFolder, baseline: UCDFolder?) throws -> Report {
    let icu = SystemICU.unicodeVersion
    guard icu.major > 0 else {
      return Report(
        lines: ["eaw-crosscheck: SKIPPED: no system ICU (install libicu-dev); East_Asian_Width not cross-checked"],
        failed: false)
    }
    let ages = try assignedVersions(ucd.derivedAge)
    var baselineValues: [String]?
    if let baseline {
      baselineValues = try DisplayWidthModel.eastAsianWidthValues(baseline.eastAsianWidth)
    }
    var newer = 0
    var changes: [(codePoint: UInt32, ours: String, icu: String)] = []
    var unexplained: [(codePoint: UInt32, ours: String, icu: String)] = []
    for codePoint in UInt32(0)...0x10FFFF {
      let ours = model.eastAsianWidth[Int(codePoint)]
      let theirs = icuValue(codePoint)
      guard ours != theirs else { continue }
      if ages[Int(codePoint)].map({ $0 > icu }) ?? true {
        newer += 1
      } else if baselineValues?[Int(codePoint)] == theirs {
        changes.append((codePoint, ours, theirs))
      } else {
        unexplained.append((codePoint, ours, theirs))
      }
    }
    var lines: [String] = []
    for group in ranges(unexplained).prefix(20) {
      lines.append("  unexplained East_Asian_Width mismatch: \(group.span) \(group.ours) here, \(group.icu) in ICU")
    }
    let baselineName = baseline?.path ?? "Data/ucd/\(icu)"
    for group in ranges(changes).prefix(40) {
      lines.append("  Unicode change since \(icu): \(group.span) \(group.icu) → \(group.ours)")
    }
    lines.append(
      "eaw-crosscheck: East_Asian_Width x 1114112 code points against ICU \(SystemICU.icuVersion) (Unicode \(icu)): "
        + "\(newer + changes.count + unexplained.count) mismatches, \(newer) on code points newer than ICU or unassigned, "
        + "\(changes.count) Unicode changes confirmed by \(baseline == nil ? "nothing (no \(baselineName))" : baselineName), "
        + "\(unexplained.count) unexplained")
    return Report(lines: lines, failed: !unexplained.isEmpty)
  }

  /// Per code point, the version that assigned it (nil: unassigned), from DerivedAge.txt.
  public static func assignedVersions(_ file: UCDFile) throws -> [EmojiVersion?] {
    var ages = [EmojiVersion?](repeating: nil, count: 0x110000)
    for record in file.records {
      try file.expectFields(record, count: 2)
      let range = try file.codePointRange(record.fields[0], in: record)
      guard let version = EmojiVersion(record.fields[1]) else {
        throw file.error(record, "malformed age '\(record.fields[1])'")
      }
      for c in range { ages[Int(c)] = version }
    }
    return ages
  }

  /// Consecutive code points with the same pair of values, as `U+XXXX..U+YYYY`.
  static func ranges(_ items: [(codePoint: UInt32, ours: String, icu: String)]) -> [(span: String, ours: String, icu: String)] {
    var result: [(first: UInt32, last: UInt32, ours: String, icu: String)] = []
    for item in items {
      if let last = result.last, last.last + 1 == item.codePoint, last.ours == item.ours, last.icu == item.icu {
        result[result.count - 1].last = item.codePoint
      } else {
        result.append((item.codePoint, item.codePoint, item.ours, item.icu))
      }
    }
    return result.map { group in
      let span = group.first == group.last ? "U+\(hex(group.first))" : "U+\(hex(group.first))..U+\(hex(group.last))"
      return (span, group.ours, group.icu)
    }
  }
}

extension EastAsianWidthCrossCheck {
  /// The check for `generator`'s tables, with `Data/ucd/<ICU's version>`
  /// as the baseline when `layout` has it.
  public static func run(generator: TableGenerator, ucd: UCDFolder, layout: PackageLayout?) throws -> Report {
    let model = try DisplayWidthModel(
      ucd: ucd, emojiProperties: try EmojiPropertyModel(parsing: generator.folder.emojiData).properties)
    var baseline: UCDFolder?
    let icu = SystemICU.unicodeVersion.description
    if let layout {
      let url = layout.root.appendingPathComponent("Data/ucd/\(icu)")
      if FileManager.default.fileExists(atPath: url.path) {
        baseline = try UCDFolder(url: url, path: "Data/ucd/\(icu)")
      }
    }
    return try run(model: model, ucd: ucd, baseline: baseline)
  }
}
