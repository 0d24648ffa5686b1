import Foundation
import Testing
import TestSupport

/// `--ignore-escapes`: measuring and truncating terminal text without its
/// escape sequences, run as the built executable.
@Suite("CLI --ignore-escapes", .enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct EscapeSequenceCLITests {
  @Test(arguments: [
    (["measure", "--metric", "width"], "10\n"),
    (["measure", "--metric", "width", "--ignore-escapes"], "3\n"),
    (["measure", "--metric", "characters", "--ignore-escapes"], "3\n"),
    (["truncate", "--metric", "width", "--ignore-escapes", "--max", "2"], "re\n"),
  ])
  func escapes(arguments: [String], expected: String) throws {
    let result = try TestSupport.run(
      #require(BuiltExecutable.url(named: "textgauge")), arguments, stdin: Array("\u{1B}[31mred\u{1B}[0m".utf8))
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output == expected)
  }
}
