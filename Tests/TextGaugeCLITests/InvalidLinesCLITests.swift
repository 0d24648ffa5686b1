import Testing
import TestSupport

/// `--invalid fail|skip|replace` with `--lines` (Docs/CommandLine.md,
/// "Ill-formed lines"), and the one rule for lines: LF or CR LF ends a
/// line, a lone CR is text.
@Suite("CLI --invalid and line breaks", .enabled(if: InputCLI.url != nil))
struct InvalidLinesCLITests {
  /// Line 2 holds FF FE (two maximal subparts), line 4 a truncated 中 (one).
  static let input: [UInt8] = Array("ok\n".utf8) + [0xFF, 0xFE] + Array("ab\nabc\n".utf8) + [0xE4, 0xB8, 0x0A]

  @Test func failStopsAtTheFirstIllFormedLineAfterTheLinesBefore() throws {
    let result = try InputCLI.run(["measure", "--lines", "--metric", "characters"], stdin: Self.input)
    #expect(result.status == 2)
    #expect(result.output == "2\n")
    #expect(result.error == "textgauge: standard input: line 2: invalid UTF-8 at byte offset 3\n")
  }

  @Test func skipLeavesTheLinesOutAndCountsThem() throws {
    let result = try InputCLI.run(
      ["measure", "--lines", "--json", "--metric", "characters", "--invalid", "skip"], stdin: Self.input)
    #expect(result.status == 0)
    #expect(result.output.split(separator: "\n").map { $0.prefix(9) } == [#"{"line":1"#, #"{"line":3"#])
    #expect(result.error == "textgauge: standard input: 2 lines of ill-formed UTF-8 skipped (--invalid skip), the first line 2\n")
  }

  @Test func replaceJudgesEachMaximalSubpartAsOneReplacementCharacter() throws {
    let result = try InputCLI.run(["measure", "--lines", "--metric", "characters", "--invalid", "replace"], stdin: Self.input)
    #expect(result.status == 0)
    #expect(result.output == "2\n4\n3\n1\n")
    #expect(result.error.hasSuffix("2 lines of ill-formed UTF-8 judged with U+FFFD (--invalid replace), the first line 2\n"))
    // check keeps its own exit status: line 2, U+FFFD U+FFFD ab (10 GB 18030
    // bytes, U+FFFD 4 of them), breaks --max 4 after its first Character.
    let check = try InputCLI.run(["check", "--lines", "--max", "4", "--invalid", "replace"], stdin: Self.input)
    #expect(check.status == 1)
    #expect(check.output == "line 2, offset 1 (byte 3, UTF-16 1): limits[0] (gb18030): 10 > 4\n")
  }

  @Test func invalidOtherThanFailNeedsLines() throws {
    let result = try InputCLI.run(["measure", "--invalid", "replace"], stdin: Self.input)
    #expect(result.status == 64)
    #expect(result.error.contains("--invalid replace applies only with --lines"))
  }

  @Test func aLoneCRIsTextAndCRLFEndsALine() throws {
    let result = try InputCLI.run(["measure", "--lines", "--metric", "characters"], stdin: Array("a\rb中\r\nc\r".utf8))
    #expect(result.output == "4\n2\n")
  }
}
