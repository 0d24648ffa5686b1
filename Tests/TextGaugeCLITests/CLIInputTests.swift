import Foundation
import Testing
import TestSupport
import TextGauge

/// How every subcommand reads its input (TEXT, --file, standard input,
/// --lines) and fails on bad input or options: exit status 2 or 64, one
/// line on standard error, nothing on standard output unless --lines had
/// already printed earlier lines.
@Suite("CLI input, errors and streaming", .enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct CLIInputTests {
  static var textgauge: URL { BuiltExecutable.url(named: "textgauge")! }

  static func run(_ arguments: [String], stdin: [UInt8] = []) throws -> CommandResult {
    try TestSupport.run(textgauge, arguments, stdin: stdin)
  }

  /// Runs textgauge through the shell, for arguments that are not valid
  /// UTF-8 (a Swift `String` argument cannot carry them).
  static func runShell(_ script: String) throws -> CommandResult {
    try TestSupport.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, textgauge.path])
  }

  static func temporaryFile(_ bytes: [UInt8], _ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("textgauge-\(getpid())-\(name)")
    try Data(bytes).write(to: url)
    return url
  }

  /// Every subcommand, with the options it needs.
  static func subcommands() throws -> [[String]] {
    let catalog = try temporaryFile(Array("[笑哭]\txiaoku\n".utf8), "catalog.tsv")
    return [
      ["scan"], ["scan", "--json"], ["measure"], ["measure", "--json"], ["truncate", "--max", "3"],
      ["check", "--max", "3"], ["check", "--no-emoji", "--json"], ["sanitize", "--max", "3"], ["shortcodes"],
      ["stickers", "--catalog", catalog.path],
    ]
  }

  /// One line on standard error, starting "textgauge: ".
  static func isOneLineError(_ result: CommandResult) -> Bool {
    result.error.hasPrefix("textgauge: ") && result.error.filter { $0 == "\n" }.count == 1
  }

  @Test func invalidUTF8InATextArgumentIsExitStatus2NamingTheArgumentAndOffset() throws {
    let result = try Self.runShell(#""$0" measure "$(printf 'a\377b')""#)
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.error == "textgauge: argument 2: invalid UTF-8 at byte offset 1\n")
    let second = try Self.runShell(#""$0" scan ok "$(printf '\344\270')""#)
    #expect(second.status == 2)
    #expect(second.error == "textgauge: argument 3: invalid UTF-8 at byte offset 0\n")
  }

  @Test(arguments: [
    (["truncate", "--max", "-1", "x"], "textgauge: --max must be 0 or more\n"),
    (["check", "--max", "-1", "x"], "textgauge: --max must be 0 or more\n"),
    (["sanitize", "--max", "-5", "x"], "textgauge: --max must be 0 or more\n"),
    (["check", "--decimal", "-1,2", "1"], "textgauge: --decimal -1,2: INT must be 1 or more (\"0.5\" has one integer digit)\n"),
    (["check", "--decimal", "2,-1", "1"], "textgauge: --decimal 2,-1: FRAC must be 0 or more\n"),
  ])
  func negativeNumbersAreParsedAsValuesAndRejectedWithAClearLine(arguments: [String], message: String) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(result.error == message)
  }

  @Test func decimalWithNoIntegerDigitsIsRejected() throws {
    let result = try Self.run(["check", "--decimal", "0,2", "0.5"])
    #expect(result.status == 64)
    #expect(result.error == "textgauge: --decimal 0,2: INT must be 1 or more (\"0.5\" has one integer digit)\n")
  }

  @Test(arguments: [
    ["truncate", "--max", "99999999999999999999", "x"], ["measure", "--metric", "bytes", "x"],
    ["measure", "--edition", "2010", "x"], ["check", "--decimal", "x", "1"], ["check", "--allow", "nope", "x"],
    ["truncate", "x"], ["measure", "--file", "a", "b"], ["scan", "--policy", "nope", "x"], ["nosuchcommand"],
  ])
  func malformedOptionsAreExitStatus64WithOneLine(arguments: [String]) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(Self.isOneLineError(result), "\(result.error)")
  }

  @Test func hugeBudgetsWork() throws {
    #expect(try Self.run(["truncate", "--max", "9223372036854775807", "中文"]).output == "中文\n")
    let check = try Self.run(["check", "--max", "9223372036854775807", "--no-emoji", "abc"])
    #expect(check.status == 0, "\(check.error)")
  }

  @Test func fileErrorsSayWhy() throws {
    let missing = try Self.run(["measure", "--file", "/nonexistent/textgauge.txt"])
    #expect(missing.status == 2)
    #expect(missing.error == "textgauge: cannot read /nonexistent/textgauge.txt: No such file or directory\n")
    let directory = try Self.run(["measure", "--file", "/tmp"])
    #expect(directory.status == 2)
    #expect(directory.error == "textgauge: cannot read /tmp: Is a directory\n")
    let catalog = try Self.run(["stickers", "--catalog", "/tmp", "x"])
    #expect(catalog.error == "textgauge: cannot read /tmp: Is a directory\n")
    if geteuid() != 0 {  // root reads anything
      let locked = try Self.temporaryFile(Array("x".utf8), "locked.txt")
      try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
      #expect(try Self.run(["measure", "--file", locked.path]).error.hasSuffix(": Permission denied\n"))
    }
  }

  @Test func linesSplitOnLFAndCRLFAndKeepEveryOtherByte() throws {
    // A lone CR, also at the very end, is text: "b\rc\r" is four bytes.
    #expect(try Self.run(["measure", "--lines", "--metric", "utf8"], stdin: Array("a\r\nb\rc\r".utf8)).output == "1\n4\n")
    #expect(try Self.run(["measure", "--lines"], stdin: Array("a\n".utf8)).output == "1\n")
    #expect(try Self.run(["measure", "--lines"], stdin: Array("\n".utf8)).output == "0\n")
    #expect(try Self.run(["measure", "--lines"], stdin: Array("a\n\nb".utf8)).output == "1\n0\n1\n")
    #expect(try Self.run(["measure", "--lines"], stdin: []).output == "")
    #expect(try Self.run(["measure", "--lines", "--metric", "utf8"], stdin: Array("\r".utf8)).output == "1\n")
    #expect(try Self.run(["measure", "--lines", "--metric", "utf8"], stdin: Array("\r\n\r\n".utf8)).output == "0\n0\n")
    #expect(try Self.run(["truncate", "--max", "9", "--lines"], stdin: Array("a\rb\r".utf8)).output == "a\rb\r\n")
  }

  @Test func byteOrderMarkIsSkippedAtTheStartOfEveryInput() throws {
    let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
    #expect(try Self.run(["measure"], stdin: bom + Array("中".utf8)).output == "2\n")
    #expect(try Self.run(["measure", "--lines"], stdin: bom + Array("中\n\u{FEFF}a\n".utf8)).output == "2\n5\n")
    #expect(try Self.run(["measure", "--lines"], stdin: bom).output == "")
    let file = try Self.temporaryFile(bom + Array("ab".utf8), "bom.txt")
    #expect(try Self.run(["measure", "--file", file.path]).output == "2\n")
    // A TEXT argument is text, not an encoded stream: its U+FEFF counts.
    #expect(try Self.run(["measure", "\u{FEFF}ab"]).output == "6\n")
    #expect(try Self.run(["measure", "a\u{FEFF}b"]).output == "6\n")  // inside the text: U+FEFF, 4 bytes
    let catalog = try Self.temporaryFile(bom + Array("[笑哭]\txiaoku\n".utf8), "bom-catalog.tsv")
    #expect(try Self.run(["stickers", "--catalog", catalog.path, "[笑哭]"]).output == "⟦xiaoku⟧\n")
    // Offsets in errors count the BOM.
    #expect(try Self.run(["measure"], stdin: bom + [0xFF]).error == "textgauge: standard input: invalid UTF-8 at byte offset 3\n")
  }

  @Test func withLinesEarlierLinesStandBeforeAnInvalidLine() throws {
    let result = try Self.run(["measure", "--lines"], stdin: Array("ok\n中\n".utf8) + [0x61, 0xFF, 0x0A] + Array("z\n".utf8))
    #expect(result.status == 2)
    #expect(result.output == "2\n2\n")
    #expect(result.error == "textgauge: standard input: line 3: invalid UTF-8 at byte offset 8\n")
  }

  @Test func everySubcommandHandlesEmptyInvalidAndUnreadableInput() throws {
    let invalid: [UInt8] = [0x61, 0xE4, 0xB8, 0x0A]
    for command in try Self.subcommands() {
      for lines in [[], ["--lines"]] {
        let empty = try Self.run(command + lines, stdin: [])
        #expect(empty.status == 0, "\(command + lines): \(empty.error)")
        let bad = try Self.run(command + lines, stdin: invalid)
        #expect(bad.status == 2, "\(command + lines)")
        #expect(bad.output == "", "\(command + lines)")
        #expect(Self.isOneLineError(bad) && bad.error.contains("invalid UTF-8 at byte offset 1"), "\(bad.error)")
        for file in ["/tmp", "/nonexistent/x"] {
          let unreadable = try Self.run(command + lines + ["--file", file])
          #expect(unreadable.status == 2, "\(command + lines) \(file)")
          #expect(unreadable.output == "")
          #expect(Self.isOneLineError(unreadable), "\(unreadable.error)")
        }
      }
    }
  }

  @Test func malformedCatalogsAreExitStatus2WithOneLine() throws {
    let cases: [([UInt8], String)] = [
      (Array("[a]\txx\n".utf8) + [0xFF, 0x0A], "invalid UTF-8 at byte offset 7"),
      (Array("no tab here\n".utf8), ":1: expected token<TAB>identifier, found no TAB"),
    ]
    for (index, (bytes, message)) in cases.enumerated() {
      let catalog = try Self.temporaryFile(bytes, "bad-catalog-\(index).tsv")
      let result = try Self.run(["stickers", "--catalog", catalog.path, "x"])
      #expect(result.status == 2)
      #expect(result.output == "")
      #expect(Self.isOneLineError(result) && result.error.contains(message), "\(result.error)")
    }
    let empty = try Self.temporaryFile([], "empty-catalog.tsv")
    #expect(try Self.run(["stickers", "--catalog", empty.path, "[x]"]).output == "[x]\n")
  }

  /// `scan --json --lines` works from the scanner's raw matches and counts
  /// offsets over bytes: every object must equal what `emojiMatches` gives
  /// in process, on every line of emoji-test.txt (each holds its emoji in
  /// context), under each policy.
  @Test(.needsUnicodeFiles, arguments: ["standard", "renders-as-emoji", "including-text-default"])
  func scanJSONAgreesWithTheLibrarysMatches(policyName: String) throws {
    let url = newestEmojiTestFile
    let policy: EmojiPolicy = ["standard": .standard, "renders-as-emoji": .rendersAsEmoji][policyName] ?? .includingTextDefault
    let result = try Self.run(["scan", "--json", "--lines", "--policy", policyName, "--file", url.path])
    #expect(result.status == 0)
    var actual = result.output.split(separator: "\n").makeIterator()
    let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    var compared = 0
    for (index, line) in lines.enumerated() {
      let text = String(line)
      for match in text.emojiMatches(policy: policy) {
        guard let json = actual.next(),
              let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        else {
          Issue.record("missing output for line \(index + 1)")
          return
        }
        let expected: [String: String] = [
          "text": match.string, "kind": match.kind.cliName, "status": match.status.cliName,
          "rgi": "\(match.isRGI)", "version": match.version?.description ?? "nil", "name": match.name ?? "nil",
          "start": "\(text.unicodeScalars[..<match.range.lowerBound].count)",
          "end": "\(text.unicodeScalars[..<match.range.upperBound].count)",
          "utf8Start": "\(text.utf8[..<match.range.lowerBound].count)",
          "utf8End": "\(text.utf8[..<match.range.upperBound].count)",
          "utf16Start": "\(text.utf16[..<match.range.lowerBound].count)",
          "utf16End": "\(text.utf16[..<match.range.upperBound].count)",
          "line": "\(index + 1)",
        ]
        for (key, value) in expected {
          let got = object[key].map { $0 is NSNull ? "nil" : ($0 as? Bool).map { "\($0)" } ?? "\($0)" } ?? "absent"
          #expect(got == value, "line \(index + 1), \(key)")
        }
        compared += 1
      }
    }
    #expect(actual.next() == nil)
    #expect(compared > 4_000)
  }

  @Test func linesAcrossReadChunksAndLongerThanTheBufferKeepOrderAndNumbers() throws {
    // 200,000 short lines (several 64 KB reads, lines cut at chunk ends) and
    // one line of 300 KB (longer than a chunk).
    var input: [UInt8] = []
    var expected = ""
    for index in 0..<200_000 {
      let line = index % 7 == 0 ? "中文\(index)" : "a😀\(index)"
      input += Array(line.utf8) + (index % 3 == 0 ? [0x0D, 0x0A] : [0x0A])
      let digits = String(index).count
      expected += "\(index % 7 == 0 ? 4 + digits : 5 + digits)\n"
    }
    input += Array(String(repeating: "中", count: 100_000).utf8)
    expected += "200000\n"
    // Large inputs go through files: the test helper writes all of standard
    // input before it reads standard output.
    let file = try Self.temporaryFile(input, "many-lines.txt")
    let result = try Self.run(["measure", "--lines", "--file", file.path])
    #expect(result.status == 0)
    #expect(result.output == expected)

    let emoji = try Self.temporaryFile(Array(String(repeating: "x👍🏽\n", count: 30_000).utf8), "emoji-lines.txt")
    let scan = try Self.run(["scan", "--json", "--lines", "--file", emoji.path])
    let lines = scan.output.split(separator: "\n")
    #expect(lines.count == 30_000)
    #expect(lines.enumerated().allSatisfy { $0.element.hasSuffix(",\"line\":\($0.offset + 1)}") })
  }

  /// A line of a megabyte or more is moved into the `String` a command
  /// takes (`LineReader.Line`), not copied: what followed it in the
  /// reader's block (a CR LF, the next lines, a last line without LF) is
  /// kept, and the whole input from standard input is moved likewise.
  @Test func longLinesMovedIntoTheirTextKeepWhatFollows() throws {
    let long = String(repeating: "x", count: (1 << 20) + 5)
    let input = Array(("\u{FEFF}" + long + "\r\n中文\n\nlast").utf8)
    let sanitized = try Self.run(["sanitize", "--max", "3", "--lines"], stdin: input)
    #expect(sanitized.status == 0)
    #expect(sanitized.output == "xxx\n中\n\nlas\n")
    let checked = try Self.run(["check", "--max", "3", "--metric", "characters", "--lines"], stdin: input)
    #expect(checked.status == 1)
    #expect(checked.output.split(separator: "\n").map { $0.prefix(7) } == ["line 1,", "line 4,"])
    let whole = try Self.run(["sanitize", "--max", "3"], stdin: Array((long + "\n").utf8))
    #expect(whole.output == "xxx\n")
  }
}
