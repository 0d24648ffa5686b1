import Foundation
import Testing
import TestSupport

/// `--metric zishu` (字数) in `measure`, `check` and `truncate`, run as the
/// built executable.
@Suite("CLI --metric zishu", .enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct ChineseWordCountCLITests {
  @Test(arguments: [
    (["measure", "--metric", "zishu", "iPhone 15 发布了"], 0, "5\n"),
    (["measure", "--metric", "zishu", "Hello world 你好！"], 0, "4\n"),
    (["measure", "--metric", "zishu", "圆周率约为3.14，约1,000个"], 0, "9\n"),
    (["check", "--max", "4", "--metric", "zishu", "Hello world 你好！"], 0, ""),
    (["check", "--max", "3", "--metric", "zishu", "Hello world 你好！"], 1, "offset 13 (byte 15, UTF-16 13): limits[0] (zishu): 4 > 3\n"),
    (["truncate", "--max", "3", "--metric", "zishu", "Hello world 你好！"], 0, "Hello world 你\n"),
    (["truncate", "--max", "1", "--metric", "zishu", "--ellipsis", "…", "iPhone 15"], 0, "iPhone …\n"),
  ])
  func zishu(arguments: [String], status: Int32, expected: String) throws {
    let result = try TestSupport.run(#require(BuiltExecutable.url(named: "textgauge")), arguments, stdin: [])
    #expect(result.status == status, "\(result.error)")
    #expect(result.output == expected)
  }

  @Test func linesFromStandardInput() throws {
    let input = Array("iPhone 15 发布了\n你好，世界\n\n".utf8)
    let result = try TestSupport.run(
      #require(BuiltExecutable.url(named: "textgauge")), ["measure", "--metric", "zishu", "--lines"], stdin: input)
    #expect(result.output == "5\n4\n0\n")
  }
}
