import Foundation
import Testing
import TestSupport

/// `textgauge measure` and `truncate` with `--metric characters` over the
/// lines of Unicode's GraphemeBreakTest.txt of the tables' version: the
/// command line counts and cuts Characters as the data defines them.
@Suite("CLI Characters against GraphemeBreakTest", .needsUnicodeFiles, .enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct GraphemeCLITests {
  /// The test cases that fit on one input line (no CR or LF).
  static func singleLineCases() throws -> [GraphemeBreakTestFile.Case] {
    let file = try GraphemeBreakTestFile(version: newestEmojiVersion)
    return file.cases.filter { !$0.text.unicodeScalars.contains { $0 == "\r" || $0 == "\n" } }
  }

  static func run(_ arguments: [String], _ cases: [GraphemeBreakTestFile.Case]) throws -> [Substring] {
    let input = Array(cases.map(\.text).joined(separator: "\n").utf8)
    let result = try TestSupport.run(#require(BuiltExecutable.url(named: "textgauge")), arguments, stdin: input)
    #expect(result.status == 0, "\(result.error)")
    return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  }

  @Test func measureCountsEveryLine() throws {
    let cases = try Self.singleLineCases()
    #expect(cases.count > 500)
    let lines = try Self.run(["measure", "--lines", "--metric", "characters"], cases)
    #expect(lines.count == cases.count)
    for (testCase, line) in zip(cases, lines) {
      #expect(Int(line) == testCase.clusters.count, "GraphemeBreakTest line \(testCase.line): \(scalarDump(testCase.text))")
    }
  }

  @Test func truncateKeepsTheFirstCharacterWhole() throws {
    let cases = try Self.singleLineCases()
    let lines = try Self.run(["truncate", "--lines", "--metric", "characters", "--max", "1"], cases)
    #expect(lines.count == cases.count)
    for (testCase, line) in zip(cases, lines) {
      #expect(line.unicodeScalars.elementsEqual(testCase.clusters[0]), "GraphemeBreakTest line \(testCase.line): \(scalarDump(testCase.text))")
    }
  }
}
