import CICU
import TableGenKit

/// Compares East_Asian_Width of every code point in the UCD files with the
/// system ICU's `UCHAR_EAST_ASIAN_WIDTH`, whatever ICU's Unicode version.
///
/// Each difference must be explained, as for the emoji properties:
/// - **newer than ICU**: DerivedAge.txt of the tables' version dates the
///   code point after ICU's Unicode version, or leaves it unassigned (then
///   both sides only apply a default);
/// - **a change in Unicode's data**: the EastAsianWidth.txt of the newest
///   `Data/ucd` folder not newer than ICU's version (the baseline; ICU's own
///   version when shipped, `Data/ucd/15.0` for ICU 72) gives ICU's value;
/// - **assigned after the baseline**: with a baseline older than ICU, a code
///   point DerivedAge.txt dates after the baseline but not after ICU.
///
/// Anything else is unexplained and fails the check. Without a baseline
/// folder, every difference on a code point ICU knows is unexplained.
/// ``TableGenerator/crossCheck(layout:models:)`` runs it, and skips it with
/// the other ICU checks where ICU is absent.
public enum EastAsianWidthCrossCheck {
  /// The report: detail lines, then one summary line; `failed` when any
  /// difference is unexplained.
  public struct Report: Sendable {
    public var lines: [String]
    public var failed: Bool
    /// Every difference, explained or not.
    public var mismatches = 0
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

  /// Runs the check of `model` (the tables' data). `age` is DerivedAge.txt
  /// of the tables' version; `baseline` the folder of the newest `Data/ucd`
  /// version not newer than ICU's, if any. Call only where ICU is available.
  public static func run(model: DisplayWidthModel, age: AgeModel, baseline: UCDFolder?) throws -> Report {
    let icu = SystemICU.unicodeVersion
    let baselineValues = try baseline.map { try DisplayWidthModel.eastAsianWidthValues($0.read("EastAsianWidth.txt")) }
    var newer = 0
    var byAge = 0
    var changes: [(codePoint: UInt32, ours: String, icu: String)] = []
    var unexplained: [(codePoint: UInt32, ours: String, icu: String)] = []
    for codePoint in UInt32(0)...0x10FFFF {
      let ours = model.eastAsianWidth[Int(codePoint)]
      let theirs = icuValue(codePoint)
      guard ours != theirs else { continue }
      let assigned = age.age(of: codePoint)
      if assigned.map({ $0 > icu }) ?? true {
        newer += 1
      } else if baselineValues?[Int(codePoint)] == theirs {
        changes.append((codePoint, ours, theirs))
      } else if let baseline, baseline.version < icu, let assigned, assigned > baseline.version {
        byAge += 1
      } else {
        unexplained.append((codePoint, ours, theirs))
      }
    }
    var lines: [String] = []
    for group in ranges(unexplained).prefix(20) {
      lines.append("  unexplained East_Asian_Width mismatch: \(group.span) \(group.ours) here, \(group.icu) in ICU")
    }
    let since = baseline.map { "\($0.version)" } ?? "\(icu)"
    for group in ranges(changes).prefix(40) {
      lines.append("  East_Asian_Width change since \(since): \(group.span) \(group.icu) → \(group.ours)")
    }
    let confirmedBy = baseline?.path ?? "nothing (no Data/ucd folder of version \(icu) or older)"
    let age = byAge > 0 ? ", \(byAge) on code points assigned after \(since) (DerivedAge.txt)" : ""
    lines.append(
      "icu-crosscheck: East_Asian_Width x 1114112 code points, Unicode \(model.version) against ICU's \(icu): "
        + "\(newer + byAge + changes.count + unexplained.count) mismatches, \(newer) on code points newer than ICU or unassigned, "
        + "\(changes.count) Unicode changes confirmed by \(confirmedBy)\(age), \(unexplained.count) unexplained")
    return Report(
      lines: lines, failed: !unexplained.isEmpty, mismatches: newer + byAge + changes.count + unexplained.count)
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
