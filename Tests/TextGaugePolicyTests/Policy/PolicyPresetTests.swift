import Testing
import TextGauge
import TextGaugeInput
@testable import TextGaugePolicy

/// Each preset is a JSON document read by the policy reader: the policies
/// it makes are those of the public rules, built here field by field.
@Suite struct PolicyPresetTests {
  /// The preset's policy built from its fields, with `maximum` for those
  /// that take one.
  static func built(_ preset: PolicyPreset, maximum: Int) -> FieldPolicy {
    switch preset {
    case .x:
      FieldPolicy(
        summary: preset.source,
        limits: [PolicyLimit(.weighted(.twitter), maximum: 280), PolicyLimit(.characters, minimum: 1)],
        guards: TextGuards(rejectsTwitterInvalidCharacters: true))
    case .blueskyPost:
      FieldPolicy(
        summary: preset.source, limits: [PolicyLimit(.characters, maximum: 300), PolicyLimit(.utf8, maximum: 3000)])
    case .mysqlUTF8mb3:
      FieldPolicy(summary: preset.source, guards: TextGuards(fitsUTF8mb3: true))
    case .gb18030:
      FieldPolicy(summary: preset.source, limits: [PolicyLimit(.gb18030(.gb2022), maximum: maximum)])
    case .zishu:
      FieldPolicy(summary: preset.source, limits: [PolicyLimit(.chineseWordCount, maximum: maximum)])
    }
  }

  @Test(arguments: PolicyPreset.allCases)
  func aPresetIsThePolicyOfItsRule(_ preset: PolicyPreset) throws {
    let texts = ["", "a", "中文😀", String(repeating: "中", count: 141), "a\u{FEFF}", "see https://example.com/a 👨‍👩‍👧"]
    for maximum in preset.requiresMaximum ? [0, 1, 20, 140, Int.max] : [0] {
      let policy = try preset.policy(maximum: preset.requiresMaximum ? maximum : nil)
      let expected = Self.built(preset, maximum: maximum)
      #expect(policy == expected)
      #expect(policy.jsonValue == expected.jsonValue)
      for text in texts {
        #expect(policy.violations(in: text) == expected.violations(in: text))
        #expect(policy.prefix(text) == expected.prefix(text))
      }
    }
  }
}
