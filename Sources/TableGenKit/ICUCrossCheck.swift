import CICU

/// The system ICU's identity, as the cross-checks report it.
public enum SystemICU {
  /// ICU's Unicode version, e.g. 15.0.
  public static var unicodeVersion: EmojiVersion {
    let version = cicu_unicode_version()
    return EmojiVersion(major: Int(version.major), minor: Int(version.minor))
  }

  /// ICU's own version, e.g. "72.1".
  public static var icuVersion: String {
    let version = cicu_icu_version()
    return "\(version.major).\(version.minor)"
  }

  /// Whether ICU's Unicode version knows `codePoint` as assigned.
  public static func isAssigned(_ codePoint: UInt32) -> Bool {
    let age = cicu_char_age(codePoint)
    return age.major != 0 || age.minor != 0
  }

  public static func hasProperty(_ codePoint: UInt32, _ property: EmojiProperty) -> Bool {
    cicu_has_property(codePoint, cicu_code_point_property(rawValue: UInt32(property.rawValue)))
  }
}

/// The result of comparing one table against ICU for every code point.
public struct CrossCheckReport: Sendable {
  public var properties: Int
  public var codePoints: Int
  /// (code point, property) pairs where the table and ICU disagree, among
  /// the code points ICU knows.
  public var mismatches: [(codePoint: UInt32, property: EmojiProperty)]
  /// Code points assigned after ICU's Unicode version, left out.
  public var excludedNewer: Int
  public var icuUnicodeVersion: EmojiVersion
  /// The data version the mismatches were explained with (ICU's own version's
  /// emoji-data.txt), if it was at hand.
  public var baselineVersion: EmojiVersion?
  /// The mismatches where the baseline data agrees with ICU: properties that
  /// Unicode changed between ICU's version and the tables' (Emoji 16.0, for
  /// one, removed Extended_Pictographic from 689 symbols such as U+2605 ★).
  public var explained: Int
  /// Mismatches no data change explains: a bug in the tables or in ICU.
  public var unexplained: [(codePoint: UInt32, property: EmojiProperty)]

  /// `icu-crosscheck: 6 properties x 1114112 code points, 0 mismatches, ...`
  public var summaryLine: String {
    "icu-crosscheck: \(properties) properties x \(codePoints) code points, \(mismatches.count) mismatches, \(excludedNewer) code points newer than ICU \(icuUnicodeVersion) excluded"
  }

  /// How the mismatches are accounted for, when there are any.
  public var explanationLine: String? {
    guard !mismatches.isEmpty else { return nil }
    guard let baselineVersion else {
      return "icu-crosscheck: no Data/emoji/\(icuUnicodeVersion) to explain the \(mismatches.count) mismatches below with: \(unexplained.count) unexplained"
    }
    return "icu-crosscheck: of the \(mismatches.count) mismatches below, \(explained) are property changes since Emoji \(baselineVersion), whose data agrees with ICU; \(unexplained.count) unexplained"
  }
}

public enum ICUCrossCheck {
  /// Compares the emoji property runs (as emitted) with ICU's
  /// `u_hasBinaryProperty` for all 1,114,112 code points and six properties.
  ///
  /// When the tables are newer than ICU's Unicode version, a code point ICU
  /// reports as unassigned (`u_charAge` 0.0) but the Swift standard library
  /// (Unicode 17.0 in Swift 6.3) dates is newer than ICU: it is excluded and
  /// counted, since ICU cannot know its properties.
  ///
  /// `baseline`, the emoji-data.txt model of ICU's own Unicode version, tells
  /// which mismatches are Unicode's own property changes.
  public static func emojiProperties(
    runs: [UInt32], tablesVersion: EmojiVersion, baseline: (version: EmojiVersion, model: EmojiPropertyModel)?
  ) -> CrossCheckReport {
    let icuVersion = SystemICU.unicodeVersion
    var mismatches: [(codePoint: UInt32, property: EmojiProperty)] = []
    var unexplained: [(codePoint: UInt32, property: EmojiProperty)] = []
    var excluded = 0
    var runIndex = 0
    for codePoint in UInt32(0)...0x10FFFF {
      while runIndex + 1 < runs.count, runs[runIndex + 1] >> 8 <= codePoint { runIndex += 1 }
      let mask = UInt8(runs[runIndex] & 0xFF)
      if tablesVersion > icuVersion, isNewer(codePoint) {
        excluded += 1
        continue
      }
      for property in EmojiProperty.allCases {
        let icu = SystemICU.hasProperty(codePoint, property)
        guard (mask & property.bit != 0) != icu else { continue }
        mismatches.append((codePoint, property))
        let baselineHas = baseline.map { $0.model.properties(of: codePoint) & property.bit != 0 }
        if baselineHas != icu { unexplained.append((codePoint, property)) }
      }
    }
    return CrossCheckReport(
      properties: EmojiProperty.allCases.count, codePoints: 0x110000, mismatches: mismatches,
      excludedNewer: excluded, icuUnicodeVersion: icuVersion, baselineVersion: baseline?.version,
      explained: mismatches.count - unexplained.count, unexplained: unexplained)
  }

  /// Assigned in the standard library's Unicode version but not in ICU's.
  static func isNewer(_ codePoint: UInt32) -> Bool {
    guard let scalar = Unicode.Scalar(codePoint), scalar.properties.age != nil else { return false }
    return !SystemICU.isAssigned(codePoint)
  }
}
