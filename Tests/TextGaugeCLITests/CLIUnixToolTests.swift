import Foundation
import Testing
import TestSupport
import TextGauge

/// The command as a Unix tool: failed writes, closed pipes, `--file -`,
/// usage errors naming the option, exit statuses in the help, and whole
/// inputs read in pieces that give the same results as one text.
@Suite("CLI as a Unix tool", .enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct CLIUnixToolTests {
  static var textgauge: URL { BuiltExecutable.url(named: "textgauge")! }

  static func run(_ arguments: [String], stdin: [UInt8] = []) throws -> CommandResult {
    try TestSupport.run(textgauge, arguments, stdin: stdin)
  }

  static func shell(_ script: String) throws -> CommandResult {
    try TestSupport.run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, textgauge.path])
  }

  static func temporaryFile(_ bytes: [UInt8], _ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("textgauge-unix-\(getpid())-\(name)")
    try Data(bytes).write(to: url)
    return url
  }

  /// Every subcommand, whole and with --lines, JSON where it has it, and
  /// help and version: each writes something, so /dev/full fails it.
  static func commands() throws -> [[String]] {
    let catalog = try temporaryFile(Array("[笑哭]\txiaoku\n".utf8), "catalog.tsv")
    let lines = try temporaryFile(Array("ok 😀 [笑哭]\nb\n".utf8), "lines.txt")
    var commands: [[String]] = [["--version"], ["--help"], ["measure", "--help"], ["help", "check"]]
    for base in [
      ["scan"], ["scan", "--json"], ["measure"], ["measure", "--json"], ["truncate", "--max", "3"],
      ["check", "--no-emoji"], ["check", "--no-emoji", "--json"], ["sanitize", "--max", "3"], ["shortcodes"],
      ["shortcodes", "--decode"], ["stickers", "--catalog", catalog.path],
    ] {
      commands.append(base + ["ok 😀 [笑哭]"])
      commands.append(base + ["--lines", "--file", lines.path])
    }
    return commands
  }

  @Test func aFailedWriteIsExitStatus74WithOneLine() throws {
    guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
    for command in try Self.commands() {
      let quoted = command.map { "'\($0)'" }.joined(separator: " ")
      let result = try Self.shell("\"$0\" \(quoted) > /dev/full")
      #expect(result.status == 74, "\(command)")
      #expect(result.error == "textgauge: cannot write standard output: No space left on device\n", "\(command)")
    }
  }

  @Test func aClosedPipeEndsQuietly() throws {
    // 200,000 lines, far more than the pipe holds: head closes it early.
    let result = try Self.shell(
      #"i=0; while [ $i -lt 2000 ]; do echo 'ok 😀 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28'; i=$((i+1)); done > "${TMPDIR:-/tmp}/tg-pipe-$$"; for k in 1 2 3 4 5 6 7; do cat "${TMPDIR:-/tmp}/tg-pipe-$$"; done | "$0" scan --lines --json | head -1; rm -f "${TMPDIR:-/tmp}/tg-pipe-$$""#)
    #expect(result.error == "")
    #expect(result.output.hasPrefix("{\"text\":\"😀\""))
  }

  @Test func metricOptionsApplyToEveryMetricOfJSON() throws {
    let result = try Self.run(["measure", "--json", "--edition", "2005", "--ambiguous", "wide", "°"])
    #expect(result.status == 0, "\(result.error)")
    #expect(result.output.contains("\"width\":2,") && result.output.contains("\"edition\":\"2005\""), "\(result.output)")
  }

  @Test func fileDashIsStandardInput() throws {
    #expect(try Self.run(["measure", "--file", "-"], stdin: Array("中文abc😀\n".utf8)).output == "11\n")
    #expect(try Self.run(["measure", "--lines", "--file", "-"], stdin: Array("a\n中\n".utf8)).output == "1\n2\n")
  }

  @Test(arguments: [
    (["check", "--digits", "--allow", "lower", "1"], "--allow with --digits or --decimal: "),
    (["check", "--decimal", "9,2", "--allow", "digits", "1"], "--allow with --digits or --decimal: "),
    (["sanitize", "--emoji-policy", "standard", "x"], "--emoji-policy applies only with --no-emoji or --max-emoji-version"),
    (["check", "--allow", "lower,bogus", "x"], "unknown class 'bogus'; the classes are lower, upper, digits, decimal, punct, han, interpunct, space"),
    (["check", "--decimal", "9", "1"], "'--decimal <INT,FRAC>': expected INT,FRAC"),
    (["sanitize", "--decimal", "9,2", "-5"], "write -- before a TEXT that starts with -"),
    (["measure", "--metric", "width", "--edition", "2005", "x"], "--edition applies only with --metric gb18030"),
    (["truncate", "--max", "3", "--ambiguous", "wide", "x"], "--ambiguous applies only with --metric width"),
    (["check", "--max", "3", "--metric", "utf8", "--edition", "2000", "x"], "--edition applies only with --metric gb18030"),
  ])
  func contradictoryOrWrongOptionsAreUsageErrorsNamingTheOption(arguments: [String], message: String) throws {
    // (measure --json reports every metric, so --edition and --ambiguous apply to it:
    // checked in metricOptionsApplyToEveryMetricOfJSON.)
    let result = try Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.output == "")
    #expect(result.error.hasPrefix("textgauge: ") && result.error.contains(message), "\(result.error)")
    #expect(result.error.filter { $0 == "\n" }.count == 1)
  }

  @Test func aTextStartingWithADashGoesAfterTwoDashes() throws {
    #expect(try Self.run(["sanitize", "--decimal", "9,2", "--", "-5"]).status == 0)
    #expect(try Self.run(["measure", "--metric", "utf8", "--", "-5"]).output == "2\n")
  }

  @Test func everyHelpHasTheExitStatusesAndSaysEachDefaultOnce() throws {
    for subcommand in [[], ["scan"], ["measure"], ["truncate"], ["stickers"], ["shortcodes"], ["check"], ["sanitize"]] {
      let help = try Self.run(subcommand + ["--help"]).output
      #expect(help.contains("Exit status:"), "\(subcommand)")
      for status in ["0 ", "1 ", "2 ", "64 ", "74 "] { #expect(help.contains("\n  \(status)"), "\(subcommand): \(status)") }
      #expect(!help.contains("(default)"), "\(subcommand): a default said twice")
    }
  }

  /// A whole input is read in pieces (256 KB, cut between Characters for
  /// `measure`, before an ASCII byte for `scan`): the results are those of
  /// one text, here several MB of hard pieces with no line break at all.
  @Test func piecesOfAWholeInputAddUpToTheWholeText() throws {
    var random = SplitMix64(seed: 24)
    var text = ""
    while text.utf8.count < 3 << 20 { text += HardPieces.piece(&random) }
    text = text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\r", with: " ")
    let file = try Self.temporaryFile(Array(text.utf8), "pieces.txt")
    defer { try? FileManager.default.removeItem(at: file) }
    let measured = try Self.run(["measure", "--json", "--file", file.path]).output
    let expected = "{\"characters\":\(TextMetric.characters.measure(text)),\"scalars\":\(text.unicodeScalars.count),\"utf16\":\(text.utf16.count),"
      + "\"utf8\":\(text.utf8.count),\"gb18030\":\(TextMetric.gb18030(.gb2022).measure(text)),"
      + "\"width\":\(TextMetric.displayWidth().measure(text)),\"zishu\":\(TextMetric.chineseWordCount.measure(text)),"
      + "\"weighted\":\(TextMetric.weighted(.twitter).measure(text)),"
      + "\"edition\":\"2022\"}\n"
    #expect(measured == expected)
    for metric in ["characters", "width", "utf16", "zishu", "weighted"] {
      let one = try Self.run(["measure", "--metric", metric], stdin: Array(text.utf8)).output
      #expect(one == "\(try Self.run(["measure", "--metric", metric, "--file", file.path]).output)")
    }
    let scan = try Self.run(["scan", "--json", "--file", file.path])
    let lines = scan.output.split(separator: "\n")
    let matches = text.emojiMatches(policy: .standard).map { $0 }
    #expect(lines.count == matches.count)
    if let last = matches.last, let line = lines.last {
      #expect(line.hasSuffix("\"utf8End\":\(text.utf8[..<last.range.upperBound].count),\"utf16Start\":\(text.utf16[..<last.range.lowerBound].count),\"utf16End\":\(text.utf16[..<last.range.upperBound].count)}"))
    }
  }

  /// A piece ends where the last Character of the bytes read starts, even
  /// when the read ends inside a scalar or the text is one long chain: a
  /// regional indicator and ZWJ, again and again (a Character each, one
  /// emoji match), and a pictograph and ZWJ, again and again (one Character).
  @Test(arguments: ["\u{1F1E8}\u{200D}", "\u{1F600}\u{200D}", "\u{1F44D}\u{1F3FD}"])
  func longChainsAcrossPieces(unit: String) throws {
    let text = String(repeating: unit, count: 150_000)
    for (metric, expected) in [
      ("width", TextMetric.displayWidth().measure(text)), ("characters", TextMetric.characters.measure(text)),
    ] {
      let result = try Self.run(["measure", "--metric", metric], stdin: Array(text.utf8))
      #expect(result.output == "\(expected)\n" && result.error.isEmpty, "\(metric): \(result.error)")
    }
  }

  /// An invalid byte deep in a whole input is reported at its offset.
  @Test func invalidUTF8DeepInAWholeInputNamesItsOffset() throws {
    let bytes = Array(repeating: UInt8(ascii: "a"), count: 1 << 20) + [0xFF] + Array("b".utf8)
    for command in [["measure"], ["scan"], ["check", "--max", "3"]] {
      let result = try Self.run(command, stdin: bytes)
      #expect(result.status == 2)
      #expect(result.error == "textgauge: standard input: invalid UTF-8 at byte offset \(1 << 20)\n", "\(command)")
    }
  }
}
