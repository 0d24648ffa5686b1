import Foundation
import Testing
import TestSupport

/// `textgauge measure` and `textgauge truncate`, run as the built executable.
@Suite("CLI measure and truncate", .enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct MeasureTruncateCLITests {
  static func run(_ arguments: [String], stdin: [UInt8] = []) throws -> CommandResult {
    try TestSupport.run(#require(BuiltExecutable.url(named: "textgauge")), arguments, stdin: stdin)
  }

  @Test(arguments: [
    (["measure", "中文abc😀"], "11\n"),
    (["measure", "--metric", "characters", "中文abc😀"], "6\n"),
    (["measure", "--metric", "scalars", "👨‍👩‍👧"], "5\n"),
    (["measure", "--metric", "utf16", "中文abc😀"], "7\n"),
    (["measure", "--metric", "utf8", "中文abc😀"], "13\n"),
    (["measure", "--edition", "2005", "\u{FE10}"], "4\n"),
    (["measure", "--edition", "2022", "\u{FE10}"], "2\n"),
    (["measure", "--edition", "2000", "\u{1E3F}"], "4\n"),
    (["measure", "中文", "abc"], "8\n"),  // several TEXT arguments are joined with a space
    (["measure", "--metric", "weighted", "日本語 https://example.com 😷"], "33\n"),
    (["truncate", "--max", "26", "--metric", "weighted", "ab https://example.com/x cd"], "ab https://example.com/x\n"),
    (["truncate", "--max", "25", "--metric", "weighted", "ab https://example.com/x cd"], "ab https://example.c\n"),  // the longest prefix that fits: not a URL, 20
    (["truncate", "--max", "28", "--metric", "weighted", "--ellipsis", "…", "ab https://example.com/x cd"], "ab https://example.com/x…\n"),
    (["measure", "--json", "中文abc😀"], "{\"characters\":6,\"scalars\":6,\"utf16\":7,\"utf8\":13,\"gb18030\":11,\"width\":9,\"zishu\":4,\"weighted\":9,\"edition\":\"2022\"}\n"),
    (["truncate", "--max", "10", "中文abc😀"], "中文abc\n"),
    (["truncate", "--max", "19", "👨‍👩‍👧中"], "\n"),
    (["truncate", "--max", "0", "abc"], "\n"),
    (["truncate", "--max", "2", "--metric", "characters", "🇨🇳🇺🇸🇫🇷"], "🇨🇳🇺🇸\n"),
    (["truncate", "--max", "9", "--metric", "utf16", "ab👨‍👩‍👧"], "ab\n"),
  ])
  func textArguments(arguments: [String], expected: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == expected)
  }

  @Test func linesFromStandardInput() throws {
    let input = Array("a\n中文abc😀\r\n👨‍👩‍👧\n".utf8)
    #expect(try Self.run(["measure", "--lines"], stdin: input).output == "1\n11\n20\n")
    #expect(try Self.run(["measure", "--lines", "--json", "--metric", "utf8", "--edition", "2005"], stdin: Array("中\n😀".utf8)).output
      == "{\"line\":1,\"characters\":1,\"scalars\":1,\"utf16\":1,\"utf8\":3,\"gb18030\":2,\"width\":2,\"zishu\":1,\"weighted\":2,\"edition\":\"2005\"}\n"
      + "{\"line\":2,\"characters\":1,\"scalars\":1,\"utf16\":2,\"utf8\":4,\"gb18030\":4,\"width\":2,\"zishu\":1,\"weighted\":2,\"edition\":\"2005\"}\n")
    #expect(try Self.run(["truncate", "--max", "5", "--lines"], stdin: Array("中文abc😀\n👨‍👩‍👧x\nab\n".utf8)).output
      == "中文a\n\nab\n")
  }

  /// Without --lines, one final LF or CR LF ends the text (`echo` adds
  /// one); any other line break, and a second one, is text.
  @Test func finalLineBreakOfStandardInputEndsTheText() throws {
    #expect(try Self.run(["measure"], stdin: Array("中文abc😀\n".utf8)).output == "11\n")
    #expect(try Self.run(["measure", "--metric", "utf8"], stdin: Array("ab\r\n".utf8)).output == "2\n")
    #expect(try Self.run(["measure", "--metric", "utf8"], stdin: Array("ab\n\n".utf8)).output == "3\n")
    #expect(try Self.run(["measure", "--metric", "utf8"], stdin: Array("ab\r".utf8)).output == "3\n")
    #expect(try Self.run(["measure", "--metric", "utf8"], stdin: Array("\n".utf8)).output == "0\n")
    #expect(try Self.run(["measure", "--json"], stdin: Array("中文abc😀\r\n".utf8)).output
      == "{\"characters\":6,\"scalars\":6,\"utf16\":7,\"utf8\":13,\"gb18030\":11,\"width\":9,\"zishu\":4,\"weighted\":9,\"edition\":\"2022\"}\n")
    // A TEXT argument is taken as given.
    #expect(try Self.run(["measure", "--metric", "utf8", "ab\n"]).output == "3\n")
  }

  /// Each output text is followed by exactly one LF, whatever it ends with.
  @Test func exactlyOneLineBreakAfterEachText() throws {
    let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("textgauge-nl-\(getpid()).tsv")
    try Data("[笑哭]\txiaoku\n".utf8).write(to: catalog)
    defer { try? FileManager.default.removeItem(at: catalog) }
    for command in [
      ["truncate", "--max", "100"], ["sanitize"], ["shortcodes"], ["stickers", "--catalog", catalog.path],
    ] {
      #expect(try Self.run(command, stdin: Array("abc\n".utf8)).output == "abc\n", "\(command)")
      #expect(try Self.run(command, stdin: Array("abc\r\n".utf8)).output == "abc\n", "\(command)")
      #expect(try Self.run(command + ["abc\n"]).output == "abc\n\n", "\(command)")
      #expect(try Self.run(command + ["--lines"], stdin: Array("a\nb\n".utf8)).output == "a\nb\n", "\(command)")
    }
  }

  @Test func file() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("textgauge-measure-\(getpid()).txt")
    try Data("中文abc😀".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try Self.run(["measure", "--file", url.path]).output == "11\n")
    #expect(try Self.run(["truncate", "--max", "3", "--file", url.path]).output == "中\n")
  }

  @Test func invalidUTF8IsExitStatus2NamingTheOffset() throws {
    for command in [["measure"], ["truncate", "--max", "3"]] {
      let result = try Self.run(command, stdin: [0x61, 0xE4, 0xB8, 0x41])
      #expect(result.status == 2)
      #expect(result.output == "")
      #expect(result.error.contains("invalid UTF-8 at byte offset 1"))
    }
  }

  @Test func badOptionsAreUsageErrors() throws {
    #expect(try Self.run(["measure", "--metric", "bytes", "x"]).status == 64)
    #expect(try Self.run(["measure", "--edition", "2010", "x"]).status == 64)
    #expect(try Self.run(["truncate", "x"]).status == 64)  // --max is required
    #expect(try Self.run(["truncate", "--max", "-1", "x"]).status == 64)
  }
}
