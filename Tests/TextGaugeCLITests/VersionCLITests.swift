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
    try #require(lines.count == 4, "\(result.output)")
    #expect(lines[0].wholeMatch(of: /textgauge [0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.]+)?/) != nil)
    // Each data line follows the data, not a literal: the newest Data/ucd and
    // Data/emoji folders, and Data/gb18030's provenance line and checksums.
    let ucd = try #require(newestVersionFolder("Data/ucd")).lastPathComponent
    #expect(lines[1].hasPrefix("Unicode data: \(ucd).0 ") || lines[1].hasPrefix("Unicode data: \(ucd) "), "\(lines[1])")
    #expect(lines[2].hasPrefix("Unicode emoji data: \(UnicodeVersion.tables) "))
    #expect(UnicodeVersion.tables.description == newestEmojiVersion)
    let gb18030 = packageRoot.appendingPathComponent("Data/gb18030")
    let sums = try String(contentsOf: gb18030.appendingPathComponent("SHA256SUMS"), encoding: .utf8)
    func prefix(_ file: String) throws -> String {
      let line = try #require(sums.split(separator: "\n").first { $0.hasSuffix(" \(file)") || $0.hasSuffix("*\(file)") })
      return String(line.prefix(8))
    }
    let editions = try String(contentsOf: gb18030.appendingPathComponent("editions.txt"), encoding: .utf8)
    let appliesTo = try #require(editions.split(separator: "\n").first { $0.hasPrefix("# Applies to: ") })
    let provenance = appliesTo.dropFirst("# Applies to: ".count).prefix { $0 != "(" }.trimmingCharacters(in: .whitespaces)
    #expect(lines[3] == """
      GB 18030 data: \(provenance) (sha256 \(try prefix("GB18030.charmap"))), \
      editions.txt (sha256 \(try prefix("editions.txt"))); editions 2000, 2005, 2022 (default 2022)
      """)
  }
}
