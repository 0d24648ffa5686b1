import Foundation
import Testing
import TestSupport

/// `textgauge check` and `textgauge sanitize`, run as the built executable.
@Suite("CLI check and sanitize", .enabled(if: InputCLI.url != nil))
struct CheckSanitizeCLITests {
  static let cases: [(arguments: [String], status: Int32, expected: String)] = [
    (["check", "--max", "5", "hello"], 0, ""),
    (["check", "--max", "3", "--no-emoji", "ab😀cd"], 1,
     "offset 2 (byte 2, UTF-16 2): emoji.allowed: emoji 😀 (U+1F600)\noffset 2 (byte 2, UTF-16 2): limits[0] (gb18030): 8 > 3\n"),
    (["check", "--max", "3", "--metric", "characters", "--no-emoji", "ab😀cd"], 1,
     "offset 2 (byte 2, UTF-16 2): emoji.allowed: emoji 😀 (U+1F600)\noffset 3 (byte 6, UTF-16 4): limits[0] (characters): 5 > 3\n"),
    (["check", "--max", "4", "--metric", "utf16", "ab😀"], 0, ""),
    (["check", "--no-emoji", "é 한 © 1 #"], 0, ""),
    (["check", "--max", "20", "--metric", "gb18030", "一二三四五六七八九𠀋"], 1,
     "offset 9 (byte 27, UTF-16 9): limits[0] (gb18030): 22 > 20\n"),
    (["check", "--max", "20", "--metric", "gb18030", "一二三四五六七八𠀋"], 0, ""),
    (["check", "--decimal", "9,2", "007.125"], 1,
     "offset 0 (byte 0, UTF-16 0): numeric: redundant leading zero\noffset 6 (byte 6, UTF-16 6): numeric: 3 fraction digits > 2\n"),
    (["check", "--digits", "12…"], 1, "offset 2 (byte 2, UTF-16 2): numeric: … (U+2026) in a number\n"),
    (["check", "--allow", "lower,digits", "ab1-"], 1, "offset 3 (byte 3, UTF-16 3): allowedClasses: character U+002D not allowed\n"),
    (["check", "--allow", "han,punct", "中文, ok"], 1,
     "offset 4 (byte 8, UTF-16 4): allowedClasses: character U+006F not allowed\n"
       + "offset 5 (byte 9, UTF-16 5): allowedClasses: character U+006B not allowed\n"),
    // One shape with and without --policy: the library's (PolicyViolation.json).
    (["check", "--max", "3", "--metric", "characters", "--json", "--no-emoji", "ab😀cd"], 1,
     #"{"ok":false,"violations":[{"rule":"emoji.allowed","kind":"emoji","text":"😀","offset":{"utf8":2,"utf16":2,"scalars":2,"characters":2},"message":"emoji.allowed: emoji 😀 (U+1F600)"},"#
       + #"{"rule":"limits[0]","kind":"overLimit","limit":3,"length":5,"offset":{"utf8":6,"utf16":4,"scalars":3,"characters":3},"message":"limits[0] (characters): 5 > 3"}]}"# + "\n"),
    (["check", "--json", "--decimal", "2,2", "123"], 1,
     #"{"ok":false,"violations":[{"rule":"numeric","kind":"tooManyIntegerDigits","limit":2,"count":3,"offset":{"utf8":2,"utf16":2,"scalars":2,"characters":2},"message":"numeric: 3 integer digits > 2"}]}"# + "\n"),
    (["check", "--json", "fine"], 0, #"{"ok":true,"violations":[]}"# + "\n"),
    (["check", "--json", "--allow", "lower", "a\"\\\u{1}"], 1,
     #"{"ok":false,"violations":[{"rule":"allowedClasses","kind":"disallowedCharacter","text":"\"","offset":{"utf8":1,"utf16":1,"scalars":1,"characters":1},"message":"allowedClasses: character U+0022 not allowed"},"#
       + #"{"rule":"allowedClasses","kind":"disallowedCharacter","text":"\\","offset":{"utf8":2,"utf16":2,"scalars":2,"characters":2},"message":"allowedClasses: character U+005C not allowed"},"#
       + #"{"rule":"allowedClasses","kind":"disallowedCharacter","text":"\u0001","offset":{"utf8":3,"utf16":3,"scalars":3,"characters":3},"message":"allowedClasses: character U+0001 not allowed"}]}"# + "\n"),
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
      {"line":2,"ok":false,"violations":[{"rule":"allowedClasses","kind":"disallowedCharacter","text":"A","offset":{"utf8":0,"utf16":0,"scalars":0,"characters":0},"message":"allowedClasses: character U+0041 not allowed"}]}

      """)
    let ok = try InputCLI.run(["check", "--max", "3", "--lines", "--json"], stdin: Array("abc\nde\n".utf8))
    #expect(ok.status == 0)
    #expect(ok.output == "{\"line\":1,\"ok\":true,\"violations\":[]}\n{\"line\":2,\"ok\":true,\"violations\":[]}\n")
  }

  @Test func linesAsText() throws {
    let result = try InputCLI.run(["check", "--max", "2", "--lines"], stdin: Array("ab\nabc\n".utf8))
    #expect(result.status == 1)
    #expect(result.output == "line 2, offset 2 (byte 2, UTF-16 2): limits[0] (gb18030): 3 > 2\n")
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
