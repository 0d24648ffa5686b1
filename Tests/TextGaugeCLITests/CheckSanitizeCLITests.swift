import Foundation
import Testing
import TestSupport

/// `textgauge check` and `textgauge sanitize`, run as the built executable.
@Suite("CLI check and sanitize", .enabled(if: InputCLI.url != nil))
struct CheckSanitizeCLITests {
  static let cases: [(arguments: [String], status: Int32, expected: String)] = [
    (["check", "--max", "5", "hello"], 0, ""),
    (["check", "--max", "3", "--no-emoji", "ab😀cd"], 1, "offset 2: emoji 😀 (U+1F600) not allowed\noffset 2: too long: 8 > 3\n"),
    (["check", "--max", "3", "--metric", "characters", "--no-emoji", "ab😀cd"], 1,
     "offset 2: emoji 😀 (U+1F600) not allowed\noffset 3: too long: 5 > 3\n"),
    (["check", "--max", "4", "--metric", "utf16", "ab😀"], 0, ""),
    (["check", "--no-emoji", "é 한 © 1 #"], 0, ""),
    (["check", "--max", "20", "--metric", "gb18030", "一二三四五六七八九𠀋"], 1, "offset 9: too long: 22 > 20\n"),
    (["check", "--max", "20", "--metric", "gb18030", "一二三四五六七八𠀋"], 0, ""),
    (["check", "--decimal", "9,2", "007.125"], 1,
     "offset 0: redundant leading zero\noffset 6: too many fraction digits: 3 > 2\n"),
    (["check", "--digits", "12…"], 1, "offset 2: … (U+2026) in a number\n"),
    (["check", "--allow", "lower,digits", "ab1-"], 1, "offset 3: character '-' (U+002D) not allowed\n"),
    (["check", "--allow", "han,punct", "中文, ok"], 1,
     "offset 4: character 'o' (U+006F) not allowed\noffset 5: character 'k' (U+006B) not allowed\n"),
    (["check", "--max", "3", "--metric", "characters", "--json", "--no-emoji", "ab😀cd"], 1,
     #"{"ok":false,"violations":[{"kind":"emoji","text":"😀","offset":2,"utf16Offset":2},{"kind":"tooLong","limit":3,"length":5,"offset":3,"utf16Offset":4}]}"# + "\n"),
    (["check", "--json", "--decimal", "2,2", "123"], 1,
     #"{"ok":false,"violations":[{"kind":"tooManyIntegerDigits","limit":2,"count":3,"offset":2,"utf16Offset":2}]}"# + "\n"),
    (["check", "--json", "fine"], 0, #"{"ok":true,"violations":[]}"# + "\n"),
    (["check", "--json", "--allow", "lower", "a\"\\\u{1}"], 1,
     #"{"ok":false,"violations":[{"kind":"disallowedCharacter","text":"\"","offset":1,"utf16Offset":1},"#
       + #"{"kind":"disallowedCharacter","text":"\\","offset":2,"utf16Offset":2},"#
       + #"{"kind":"disallowedCharacter","text":"\u0001","offset":3,"utf16Offset":3}]}"# + "\n"),
    (["sanitize", "--no-emoji", "hi👍🏽there"], 0, "hithere\n"),
    (["sanitize", "--decimal", "9,2", " 1,234.56 "], 0, "1234.56\n"),
    (["sanitize", "--max", "20", "--metric", "gb18030", "--no-emoji", "一二三四五六七八九a𠀋b😀"], 0, "一二三四五六七八九a\n"),
    (["sanitize", "--max", "4", "--metric", "utf16", "ab👍🏽"], 0, "ab\n"),
    (["sanitize", "--allow", "upper", "Hello World"], 0, "HW\n"),
  ]

  @Test(arguments: cases)
  func textArguments(arguments: [String], status: Int32, expected: String) throws {
    let result = try InputCLI.run(arguments)
    #expect(result.status == status, "\(result.error)")
    #expect(result.output == expected)
  }

  @Test func linesWithJSON() throws {
    let result = try InputCLI.run(["check", "--allow", "lower", "--lines", "--json"], stdin: Array("abc\nAbc\n".utf8))
    #expect(result.status == 1)
    #expect(result.output == """
      {"line":1,"ok":true,"violations":[]}
      {"line":2,"ok":false,"violations":[{"kind":"disallowedCharacter","text":"A","offset":0,"utf16Offset":0}]}

      """)
    let ok = try InputCLI.run(["check", "--max", "3", "--lines", "--json"], stdin: Array("abc\nde\n".utf8))
    #expect(ok.status == 0)
    #expect(ok.output == "{\"line\":1,\"ok\":true,\"violations\":[]}\n{\"line\":2,\"ok\":true,\"violations\":[]}\n")
  }

  @Test func linesAsText() throws {
    let result = try InputCLI.run(["check", "--max", "2", "--lines"], stdin: Array("ab\nabc\n".utf8))
    #expect(result.status == 1)
    #expect(result.output == "line 2, offset 2: too long: 3 > 2\n")
    let sanitized = try InputCLI.run(["sanitize", "--digits", "--lines"], stdin: Array("１2\n(3) 4\n3.4\n".utf8))
    // A point would make another number of the digits: the line is rejected.
    #expect(sanitized.output == "12\n34\n\n")
  }

  @Test func fileInputAndErrors() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("textgauge-check-\(getpid()).txt")
    try Data("😀".utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try InputCLI.run(["check", "--no-emoji", "--file", url.path]).status == 1)
    #expect(try InputCLI.run(["check", "--file", url.path]).status == 0)
    #expect(try InputCLI.run(["check"], stdin: [0x61, 0xFF]).status == 2)  // invalid UTF-8
    #expect(try InputCLI.run(["check", "--digits", "--decimal", "9,2", "1"]).status == 64)
    #expect(try InputCLI.run(["check", "--allow", "lower,emoji", "a"]).status == 64)
    #expect(try InputCLI.run(["check", "--decimal", "9", "1"]).status == 64)
    #expect(try InputCLI.run(["check", "--max", "-1", "a"]).status == 64)
  }
}

enum InputCLI {
  /// The `textgauge` that `swift build` made.
  static let url = BuiltExecutable.url(named: "textgauge")

  static func run(_ arguments: [String], stdin: [UInt8] = []) throws -> CommandResult {
    try TestSupport.run(#require(url), arguments, stdin: stdin)
  }
}
