import Foundation
import Testing
import TestSupport
import TextGauge
@testable import TextGaugeInput

/// Chinese name fields: the Han class is Script=Han, generated from
/// Scripts.txt; interpuncts are a class of their own; the recipe of DefiningInputRules.md.
@Suite struct NameFieldTests {
  /// Script=Han read from Scripts.txt of the tables' UCD folder, with a
  /// parser of its own (not the generator's).
  static func hanFromScriptsFile() throws -> Set<UInt32> {
    let version = UnicodeProperties.version
    let folder = try #require(ucdFilesFolder("\(version.major).\(version.minor)"))
    let url = folder.appendingPathComponent("Scripts.txt")
    let text = try String(contentsOf: url, encoding: .utf8)
    #expect(text.contains("# EOF"))
    var han = Set<UInt32>()
    for line in text.split(separator: "\n") {
      let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count == 2, fields[1] == "Han" else { continue }
      let bounds = fields[0].components(separatedBy: "..").compactMap { UInt32($0, radix: 16) }
      for value in bounds[0]...bounds[bounds.count - 1] { han.insert(value) }
    }
    return han
  }

  @Test(.needsUnicodeFiles) func hanClassIsScriptHanForEveryCodePoint() throws {
    let han = try Self.hanFromScriptsFile()
    #expect(han.contains(0x3005) && han.contains(0x3007))
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.isHanScript != han.contains(value) { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(5).map { String($0, radix: 16) })")
  }

  @Test func iterationMarkAndIdeographicZeroPassAHanField() {
    let rules = InputRules(allowedCharacters: .hanIdeographs)
    #expect(rules.violations(in: "佐々木").isEmpty)
    #expect(rules.violations(in: "王〇一").isEmpty)
  }

  @Test func everyInterpunctFormAnInputMethodTypesPasses() {
    let name: AllowedCharacters = [.hanIdeographs, .interpuncts]
    for dot in ["\u{00B7}", "\u{30FB}", "\u{2027}", "\u{FF65}", "\u{0387}"] {
      #expect(InputRules(allowedCharacters: name).violations(in: "玛丽\(dot)居里").isEmpty, "\(scalarDump(dot))")
    }
    for other: String in [".", "。", "•", "-", "\u{2022}"] {
      #expect(!AllowedCharacters.interpuncts.allows(other), "\(other.debugDescription)")
    }
  }

  // The recipe of DefiningInputRules.md, "A Chinese name field".
  static let chineseName = InputRules(
    maxLength: 20, metric: .gb18030(.gb2022), allowsEmoji: false, allowedCharacters: [.hanIdeographs, .interpuncts])

  static func dotsSeparateParts(_ name: String) -> Bool {
    let parts = Array(name.graphemeClusters).split(omittingEmptySubsequences: false) { AllowedCharacters.interpuncts.allows($0) }
    return parts.allSatisfy { !$0.isEmpty }
  }

  @Test func chineseNameRecipeAcceptsTransliteratedAndCompoundNames() {
    #expect(Self.chineseName.violations(in: "阿卜杜·热合曼").isEmpty)
    #expect(Self.chineseName.violations(in: "司马懿").isEmpty)
    #expect(Self.dotsSeparateParts("阿卜杜·热合曼") && Self.dotsSeparateParts("司马懿"))
    #expect(Self.chineseName.sanitized("王🏻小明") == "王小明")
    #expect(Self.chineseName.violations(in: "王a").map(\.violation) == [.disallowedCharacter("a")])
  }

  @Test func chineseNameRecipeReportsLeadingTrailingAndDoubledDots() {
    #expect(!Self.dotsSeparateParts("·玛丽"))
    #expect(!Self.dotsSeparateParts("玛丽·"))
    #expect(!Self.dotsSeparateParts("玛丽··居里"))
    #expect(!Self.dotsSeparateParts("玛丽・·居里"))
  }
}
