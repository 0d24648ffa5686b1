import Testing
import TestSupport

/// `--metric width`, `--ambiguous` and `truncate --ellipsis`, run as the built executable.
@Suite("CLI display width", .enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct DisplayWidthCLITests {
  static func run(_ arguments: [String], stdin: [UInt8] = []) throws -> CommandResult {
    try TestSupport.run(#require(BuiltExecutable.url(named: "textgauge")), arguments, stdin: stdin)
  }

  @Test(arguments: [
    (["measure", "--metric", "width", "中文abc😀"], "9\n"),
    (["measure", "--metric", "width", "±1°"], "3\n"),
    (["measure", "--metric", "width", "--ambiguous", "wide", "±1°"], "5\n"),
    (["measure", "--metric", "width", "👨‍👩‍👧‍👦 e\u{301}"], "4\n"),
    (["truncate", "--max", "6", "--metric", "width", "中文abc😀"], "中文ab\n"),
    (["truncate", "--max", "7", "--metric", "width", "--ellipsis", "…", "中文字符串"], "中文字…\n"),
    (["truncate", "--max", "7", "--metric", "width", "--ambiguous", "wide", "--ellipsis", "…", "中文字符串"], "中文…\n"),
    (["truncate", "--max", "10", "--metric", "width", "--ellipsis", "…", "中文字符串"], "中文字符串\n"),
    (["truncate", "--max", "10", "--ellipsis", "...", "中文abc😀"], "中文abc...\n"),
    (["check", "--max", "4", "--metric", "width", "中文"], ""),
    (["check", "--max", "4", "--metric", "width", "中文a"], "offset 2 (byte 6, UTF-16 2): limits[0] (width): 5 > 4\n"),
    (["sanitize", "--max", "5", "--metric", "width", "中文字符"], "中文\n"),
    (["sanitize", "--max", "3", "--metric", "width", "--ambiguous", "wide", "a°b"], "a°\n"),
  ])
  func widthArguments(arguments: [String], expected: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == (expected.hasPrefix("offset") ? 1 : 0), "\(result.error)")
    #expect(result.output == expected)
  }

  @Test func linesInColumns() throws {
    let input = Array("中文字符串\nabc\n".utf8)
    #expect(try Self.run(["measure", "--metric", "width", "--lines"], stdin: input).output == "10\n3\n")
    #expect(try Self.run(["truncate", "--max", "4", "--metric", "width", "--ellipsis", "…", "--lines"], stdin: input).output
      == "中…\nabc\n")
  }

  @Test func badAmbiguousIsAUsageError() throws {
    #expect(try Self.run(["measure", "--metric", "width", "--ambiguous", "half", "x"]).status == 64)
  }
}
