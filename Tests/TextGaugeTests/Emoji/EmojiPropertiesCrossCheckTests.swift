import CICU
import TableGenChecks
import TableGenKit
import Testing

@testable import TextGauge

/// Exhaustive cross-checks of the scalar property tables: every one of the
/// 1,114,112 code points, against ICU and the Swift standard library.
@Suite struct EmojiPropertiesCrossCheckTests {
  static let allProperties: [(EmojiProperty, EmojiProperties)] = [
    (.emoji, .emoji), (.emojiPresentation, .emojiPresentation), (.emojiModifier, .emojiModifier),
    (.emojiModifierBase, .emojiModifierBase), (.emojiComponent, .emojiComponent),
    (.extendedPictographic, .extendedPictographic),
  ]

  @Test func runtimeBitsMatchTheGenerator() {
    for (property, option) in Self.allProperties {
      #expect(option.rawValue == property.bit, "\(property.ucdName)")
    }
  }

  /// Tables built from the data of ICU's own Unicode version (15.0 for ICU
  /// 72), searched by the runtime's binary search, equal ICU exactly.
  @Test(.enabled(if: TestData.icuMatchingVersion != nil, "needs the system ICU and the Data/emoji folder of its Unicode version"))
  func exactAgainstICUAtItsOwnVersion() throws {
    let version = try #require(TestData.icuMatchingVersion)
    let folder = try TestData.emojiFolder(version)
    let runs = try EmojiPropertyModel(parsing: folder.emojiData).runs()
    var mismatches = 0
    runs.withUnsafeBufferPointer { table in
      for codePoint in UInt32(0)...0x10FFFF {
        let ours = EmojiProperties.lookup(codePoint, inRuns: table)
        for (property, option) in Self.allProperties
        where ours.contains(option) != SystemICU.hasProperty(codePoint, property) {
          mismatches += 1
          if mismatches <= 10 { Issue.record("U+\(hex(codePoint)) \(property.ucdName)") }
        }
      }
    }
    #expect(mismatches == 0)
    print("icu-exact: Emoji \(version) tables vs ICU \(SystemICU.icuVersion): 6 properties x 1114112 code points, \(mismatches) mismatches")
  }

  /// The shipped tables against ICU for every code point, through the public
  /// lookup with its fast paths. Every mismatch must be a code point ICU does
  /// not know yet (DerivedAge.txt dates it after ICU's version), or a
  /// property Unicode changed since ICU's version (the data of ICU's
  /// version, shipped in Data/, agrees with ICU there).
  @Test(
    .needsUnicodeFiles,
    .enabled(if: TestData.icuMatchingVersion != nil, "needs the system ICU and the Data/emoji folder of its Unicode version"))
  func versionAwareAgainstICU() throws {
    let baselineVersion = try #require(TestData.icuMatchingVersion)
    let baseline = try EmojiPropertyModel(parsing: try TestData.emojiFolder(baselineVersion).emojiData)
    let age = try TestData.ageModel()
    let icuVersion = SystemICU.unicodeVersion
    var newer = 0
    var changedByUnicode = 0
    var unexplained: [String] = []
    for codePoint in UInt32(0)...0x10FFFF {
      let ours = EmojiProperties.lookup(codePoint)
      for (property, option) in Self.allProperties {
        let icu = SystemICU.hasProperty(codePoint, property)
        guard ours.contains(option) != icu else { continue }
        if let assigned = age.age(of: codePoint), assigned > icuVersion {
          newer += 1
        } else if (baseline.properties(of: codePoint) & property.bit != 0) == icu {
          changedByUnicode += 1
        } else {
          unexplained.append("U+\(hex(codePoint)) \(property.ucdName)")
        }
      }
    }
    #expect(unexplained == [])
    // Emoji 16.0 removed Extended_Pictographic from 689 symbols (★ U+2605
    // among them), 660 of which ICU 72 knows.
    #expect(EmojiProperties(Unicode.Scalar(0x2605)!).isExtendedPictographic == false)
    #expect(SystemICU.hasProperty(0x2605, .extendedPictographic) || SystemICU.unicodeVersion >= ReleaseVersion(major: 16, minor: 0))
    print("icu-version-aware: Emoji \(UnicodeVersion.tables) vs ICU \(SystemICU.unicodeVersion): \(newer) mismatches on code points newer than ICU, \(changedByUnicode) property changes since Emoji \(baselineVersion), \(unexplained.count) unexplained")
  }

  @Test(.enabled(
    if: GraphemeTestData.toolchainPropertiesVersion
      == ReleaseVersion(UnicodeVersion.tables),
    "the standard library's Unicode version differs from the tables'"))
  func exactAgainstTheStandardLibrary() {
    var mismatches: [String] = []
    for codePoint in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(codePoint) else { continue }
      let ours = scalar.emojiProperties
      let stdlib = scalar.properties
      let pairs = [
        ("Emoji", ours.isEmoji, stdlib.isEmoji),
        ("Emoji_Presentation", ours.isEmojiPresentation, stdlib.isEmojiPresentation),
        ("Emoji_Modifier", ours.isEmojiModifier, stdlib.isEmojiModifier),
        ("Emoji_Modifier_Base", ours.isEmojiModifierBase, stdlib.isEmojiModifierBase),
      ]
      for (name, a, b) in pairs where a != b { mismatches.append("U+\(hex(codePoint)) \(name)") }
    }
    #expect(mismatches == [])
  }
}
