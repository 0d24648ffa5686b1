import Testing
import TestSupport
import TextGauge

/// `textgauge check`, `sanitize` and `scan` on the fields the input tests
/// cover: a surname with a stray skin tone, a name with interpuncts, emoji
/// newer than a version.
@Suite struct CheckFieldCLITests {
  static let e15 = UnicodeVersion(major: 15, minor: 0)

  @Test func checkJSONNamesTheToneNotTheSurname() throws {
    let result = try InputCLI.run(["check", "--no-emoji", "--json", "王🏻"])
    #expect(result.status == 1)
    #expect(result.output.contains("\"text\":\"🏻\""))
    #expect(!result.output.contains("王"))
  }

  @Test func cliAllowsInterpunctsInANameField() throws {
    let ok = try InputCLI.run(["check", "--allow", "han,interpunct", "阿卜杜·热合曼"])
    #expect(ok.status == 0)
    let bad = try InputCLI.run(["check", "--allow", "han", "阿卜杜·热合曼"])
    #expect(bad.status == 1)
  }

  @Test(.enabled(if: InputCLI.url != nil))
  func cliChecksScansAndSanitizes() throws {
    let binary = try #require(InputCLI.url)
    let limit = "\(Self.e15)"
    let check = try run(binary, ["check", "--max-emoji-version", limit, "🫨🫩🐦‍🔥"])
    #expect(check.status == 1)
    #expect(check.output == """
      offset 1 (byte 4, UTF-16 2): emoji.maxVersion: emoji 🫩 (U+1FAE9) is Emoji 16.0, newer than 15.0
      offset 2 (byte 8, UTF-16 4): emoji.maxVersion: emoji 🐦‍🔥 (U+1F426 U+200D U+1F525) is Emoji 15.1, newer than 15.0

      """)
    #expect(try run(binary, ["check", "--max-emoji-version", limit, "🫨"]).status == 0)
    #expect(try run(binary, ["sanitize", "--max-emoji-version", limit, "a🫨🫩🐦‍🔥b"]).output == "a🫨b\n")
    let scan = try run(binary, ["scan", "--json", "--max-emoji-version", limit, "🫨🫩🐦‍🔥"])
    let versions = [UnicodeVersion(major: 16, minor: 0), UnicodeVersion(major: 15, minor: 1)]
    #expect(scan.output.split(separator: "\n").map { line in
      versions.contains { line.contains("\"version\":\"\($0)\"") }
    } == [true, true])
    #expect(try run(binary, ["check", "--max-emoji-version", "x", "a"]).status == 64)
  }
}
