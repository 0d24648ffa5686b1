import CICU
import TableGenKit

/// ICU as an oracle: whether it is there, and its identity. CICU loads it at
/// run time: the library `TEXTGAUGE_ICU` names (`tablegen --icu PATH` sets
/// it), else the system's newest `libicuuc.so.<major>`.
public enum SystemICU {
  /// False where no ICU can be loaded (none installed, macOS without
  /// libicucore, a `TEXTGAUGE_ICU` path that is not libicuuc) or
  /// `TEXTGAUGE_ICU=off` is set: every check that needs ICU is then
  /// skipped, saying so.
  public static var isAvailable: Bool { cicu_available() }

  /// Why ICU is unavailable, for the skip line.
  public static var unavailableReason: String { String(cString: cicu_unavailable_reason()) }

  /// The library loaded, e.g. `libicuuc.so.72` or `TEXTGAUGE_ICU`'s path.
  public static var libraryPath: String { String(cString: cicu_library_path()) }

  /// ICU's Unicode version, e.g. 15.0.
  public static var unicodeVersion: ReleaseVersion {
    let version = cicu_unicode_version()
    return ReleaseVersion(major: Int(version.major), minor: Int(version.minor), update: Int(version.milli))
  }

  /// ICU's own version, e.g. "72.1".
  public static var icuVersion: String {
    let version = cicu_icu_version()
    return "\(version.major).\(version.minor)"
  }

  /// `ICU 78.3 (Unicode 17.0) from libicuuc-….so.78.3`: which oracle a run used.
  public static var identity: String {
    "ICU \(icuVersion) (Unicode \(unicodeVersion)) from \(libraryPath)"
  }

  public static func hasProperty(_ codePoint: UInt32, _ property: EmojiProperty) -> Bool {
    cicu_has_property(codePoint, cicuProperty(property))
  }

  /// The C enumerator of `property`, named case by case: the two enums are
  /// numbered independently.
  static func cicuProperty(_ property: EmojiProperty) -> cicu_code_point_property {
    switch property {
    case .emoji: CICU_EMOJI
    case .emojiPresentation: CICU_EMOJI_PRESENTATION
    case .emojiModifier: CICU_EMOJI_MODIFIER
    case .emojiModifierBase: CICU_EMOJI_MODIFIER_BASE
    case .emojiComponent: CICU_EMOJI_COMPONENT
    case .extendedPictographic: CICU_EXTENDED_PICTOGRAPHIC
    }
  }

  /// The byte length of `codePoint` in ICU's "gb18030" converter, nil when
  /// it cannot encode it.
  public static func gb18030Lengths() -> ((UInt32) -> Int?)? {
    guard let converter = cicu_gb18030_open() else { return nil }
    let box = ConverterBox(converter)
    return { codePoint in
      let bytes = cicu_gb18030_code_point_length(box.converter, codePoint)
      return bytes < 0 ? nil : Int(bytes)
    }
  }

  private final class ConverterBox {
    let converter: OpaquePointer
    init(_ converter: OpaquePointer) { self.converter = converter }
    deinit { cicu_gb18030_close(converter) }
  }
}

/// The result of comparing the emoji property tables with ICU for every code point.
public struct CrossCheckReport: Sendable {
  public var properties: Int
  public var codePoints: Int
  /// (code point, property) pairs where the table and ICU disagree, among
  /// the code points both versions know.
  public var mismatches: [(codePoint: UInt32, property: EmojiProperty)]
  /// Code points DerivedAge.txt dates after the older of ICU's and the
  /// tables' versions, left out: one side cannot know their properties.
  public var excludedNewer: Int
  public var icuUnicodeVersion: ReleaseVersion
  /// The data folder the mismatches were explained with: the newest
  /// `Data/emoji` version not newer than ICU's, if any.
  public var baselineVersion: ReleaseVersion?
  /// Mismatches where the baseline data agrees with ICU: properties Unicode
  /// changed since then (Emoji 16.0, for one, removed Extended_Pictographic
  /// from symbols such as U+2605 ★).
  public var explained: Int
  /// Mismatches on code points assigned after the baseline but not after
  /// ICU's version (no data of ICU's exact version to compare with).
  public var explainedByAge: Int
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
      return "icu-crosscheck: no Data/emoji folder of version \(icuUnicodeVersion) or older to explain the \(mismatches.count) mismatches below with: \(unexplained.count) unexplained"
    }
    let age = explainedByAge > 0 ? ", \(explainedByAge) on code points assigned after \(baselineVersion) (DerivedAge.txt)" : ""
    return "icu-crosscheck: of the \(mismatches.count) mismatches below, \(explained) are property changes since Emoji \(baselineVersion), whose data agrees with ICU\(age); \(unexplained.count) unexplained"
  }
}

public enum ICUCrossCheck {
  /// Compares the emoji property runs (as emitted) with ICU's
  /// `u_hasBinaryProperty` for all 1,114,112 code points and six properties.
  ///
  /// When ICU and the tables implement different versions, code points that
  /// `age` (DerivedAge.txt) dates after the older of the two are left out
  /// and counted. `baseline`, the emoji-data.txt model of the newest version
  /// in Data/emoji not newer than ICU's, tells which mismatches are
  /// Unicode's own property changes.
  public static func emojiProperties(
    runs: [UInt32], tablesVersion: ReleaseVersion, age: AgeModel,
    baseline: (version: ReleaseVersion, model: EmojiPropertyModel)?
  ) -> CrossCheckReport {
    let icuVersion = SystemICU.unicodeVersion
    let known = min(icuVersion, tablesVersion)
    var mismatches: [(codePoint: UInt32, property: EmojiProperty)] = []
    var unexplained: [(codePoint: UInt32, property: EmojiProperty)] = []
    var excluded = 0
    var byAge = 0
    var runIndex = 0
    for codePoint in UInt32(0)...0x10FFFF {
      while runIndex + 1 < runs.count, runs[runIndex + 1] >> 8 <= codePoint { runIndex += 1 }
      let mask = UInt8(runs[runIndex] & 0xFF)
      let assigned = age.age(of: codePoint)
      if icuVersion != tablesVersion, let assigned, assigned > known {
        excluded += 1
        continue
      }
      for property in EmojiProperty.allCases {
        let icu = SystemICU.hasProperty(codePoint, property)
        guard (mask & property.bit != 0) != icu else { continue }
        mismatches.append((codePoint, property))
        guard let baseline else {
          unexplained.append((codePoint, property))
          continue
        }
        if (baseline.model.properties(of: codePoint) & property.bit != 0) == icu { continue }
        if baseline.version < icuVersion, let assigned, assigned > baseline.version {
          byAge += 1
          continue
        }
        unexplained.append((codePoint, property))
      }
    }
    return CrossCheckReport(
      properties: EmojiProperty.allCases.count, codePoints: 0x110000, mismatches: mismatches,
      excludedNewer: excluded, icuUnicodeVersion: icuVersion, baselineVersion: baseline?.version,
      explained: mismatches.count - unexplained.count - byAge, explainedByAge: byAge, unexplained: unexplained)
  }

  /// Compares each edition's table with ICU's "gb18030" converter: ICU
  /// implements one edition (detected by its probes), whose table must
  /// agree with it on every code point but the surrogates.
  public static func gb18030(_ model: GB18030Model) -> (edition: GB18030EditionColumn?, differences: [UInt32]) {
    guard let length = SystemICU.gb18030Lengths() else { return (nil, []) }
    guard let edition = GB18030EditionColumn.detect(lengthOf: length) else { return (nil, [0x1E3F, 0xFE10]) }
    var differences: [UInt32] = []
    for codePoint in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(codePoint) {
      if length(codePoint) != model.length(of: codePoint, in: edition) { differences.append(codePoint) }
    }
    return (edition, differences)
  }
}
