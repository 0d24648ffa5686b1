import Foundation
import Testing
import TestSupport
import TextGauge

/// `textgauge --version`: the package version and the data versions of the
/// tables it was built with.
@Suite("CLI --version", .enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct VersionCLITests {
  @Test func versionNamesTheDataOfTheLinkedTables() throws {
    let result = try TestSupport.run(#require(BuiltExecutable.url(named: "textgauge")), ["--version"])
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n").map(String.init)
    try #require(lines.count == 3, "\(result.output)")
    #expect(lines[0].wholeMatch(of: /textgauge [0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?/) != nil)
    let emoji = EmojiProperties.unicodeVersion
    #expect(lines[1].hasPrefix("Unicode emoji data: \(emoji.major).\(emoji.minor) "))
    #expect(lines[2] == "GB 18030 tables: editions 2000, 2005, 2022 (default 2022)")
  }
}
