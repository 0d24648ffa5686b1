import Foundation
import Testing
import TestSupport
import TextGauge
import TextGaugeConformance
import TextGaugeInput
import TextGaugePolicy

/// `textgauge check|measure|sanitize --policy` and `textgauge policy`: the
/// library's verdict, offsets and JSON; clear errors and no output when a
/// command fails.
@Suite(.enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct PolicyCLITests {
  static func textgauge(_ arguments: [String], stdin: [UInt8] = []) throws -> CommandResult {
    try run(#require(BuiltExecutable.url(named: "textgauge")), arguments, stdin: stdin)
  }

  static func temporaryFile(_ contents: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).json").path
    try contents.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  @Test func checkPrintsEachViolationWithItsRuleAndOffsets() throws {
    let text = String(repeating: "👨‍👩‍👧‍👦", count: 121)
    let result = try Self.textgauge(["check", "--policy", "bluesky-post", text])
    #expect(result.status == 1)
    #expect(result.output == "offset 120 (byte 3000, UTF-16 1320): limits[1] (utf8): 3025 > 3000\n")
    let json = try Self.textgauge(["check", "--policy", "mysql-utf8mb3", "--json", "a😀"])
    #expect(json.status == 1)
    let expected = try FieldPolicy.preset("mysql-utf8mb3").violations(in: "a😀").map(\.json)
    #expect(json.output == "{\"ok\":false,\"violations\":[\(expected.joined(separator: ","))]}\n")
    #expect(try Self.textgauge(["check", "--policy", "x", "hello"]).status == 0)
  }

  /// The CLI answers what the library answers, for every vector's text and
  /// policy.
  @Test func checkAgreesWithTheLibraryOnTheVectors() throws {
    var files: [String: String] = [:]
    defer { for path in files.values { try? FileManager.default.removeItem(atPath: path) } }
    for (name, policy) in ConformanceVectors.policies { files[name] = try Self.temporaryFile(policy.json()) }
    let texts = ConformanceVectors.cases.map(\.text).filter { !$0.contains("\n") && !$0.contains("\r") && !$0.isEmpty }
    for (name, policy) in ConformanceVectors.policies {
      let result = try Self.textgauge(
        ["check", "--policy", files[name]!, "--lines", "--json"], stdin: Array(texts.joined(separator: "\n").utf8))
      let lines = result.output.split(separator: "\n")
      #expect(lines.count == texts.count)
      for (line, text) in zip(lines, texts) {
        let violations = policy.violations(in: text).map(\.json).joined(separator: ",")
        #expect(line.contains("\"violations\":[\(violations)]"), "\(name): \(scalarDump(text))")
      }
    }
  }

  @Test func measureAndSanitizeFollowThePolicy() throws {
    let measured = try Self.textgauge(["measure", "--policy", "bluesky-post", "--json", "中文"])
    #expect(measured.output
      == #"{"ok":true,"limits":[{"metric":"characters","value":2,"max":300,"fits":true},{"metric":"utf8","value":6,"max":3000,"fits":true}]}"# + "\n")
    #expect(try Self.textgauge(["measure", "--policy", "gb18030", "--max", "4", "中文a"]).output == "gb18030 5 > 4\n")
    #expect(try Self.textgauge(["sanitize", "--policy", "mysql-utf8mb3", "ok👍中𠀋"]).output == "ok中\n")
    #expect(try Self.textgauge(["sanitize", "--policy", "gb18030", "--max", "5", "中文abc"]).output == "中文a\n")
  }

  @Test func optionsTightenThePolicyOrAreRefusedNamingBoth() throws {
    let tightened = try Self.textgauge(["check", "--policy", "bluesky-post", "--no-emoji", "a😀"])
    #expect(tightened.status == 1)
    #expect(tightened.output.contains("emoji.allowed"))
    let file = try Self.temporaryFile(#"{"schema": 1, "numeric": {"mode": "digits"}}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let refused = try Self.textgauge(["check", "--policy", file, "--decimal", "9,2", "1"])
    #expect(refused.status == 64)
    #expect(refused.output.isEmpty)
    #expect(refused.error == "textgauge: --decimal and --policy \(file) both set the numeric mode; give one\n")
  }

  @Test func policyListAndShow() throws {
    let list = try Self.textgauge(["policy", "list"])
    #expect(list.status == 0)
    #expect(list.output.split(separator: "\n").map { $0.prefix { $0 != ":" && $0 != " " } }
      == PolicyPreset.allCases.map { $0.rawValue[...] })
    let show = try Self.textgauge(["policy", "show", "bluesky-post"])
    #expect(show.output == (try FieldPolicy.preset("bluesky-post").json()) + "\n")
    #expect(try FieldPolicy(json: show.output) == FieldPolicy.preset("bluesky-post"))
  }

  /// A bad policy is a usage error naming the file, the JSON path and the
  /// reason (64); an unreadable file is bad input (2); nothing is printed.
  @Test func badPoliciesFailWithOneLineAndNoOutput() throws {
    let file = try Self.temporaryFile(#"{"schema": 1, "limits": [{"metric": "utf8", "max": 3, "min": 5}]}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }
    for command in ["check", "measure", "sanitize"] {
      let result = try Self.textgauge([command, "--policy", file, "abc"])
      #expect(result.status == 64)
      #expect(result.output.isEmpty)
      #expect(result.error == "textgauge: \(file): $.limits[0]: minimum 5 is above maximum 3\n")
    }
    let unknown = try Self.textgauge(["check", "--policy", "tweet", "abc"])
    #expect(unknown.status == 64)
    #expect(unknown.error.hasPrefix("textgauge: --policy tweet: unknown preset \"tweet\"; the presets are x, bluesky-post"))
    let missing = try Self.textgauge(["check", "--policy", "/nonexistent/policy.json", "abc"])
    #expect(missing.status == 2)
    #expect(missing.output.isEmpty)
    #expect(missing.error.hasPrefix("textgauge: cannot read /nonexistent/policy.json"))
    let needsMax = try Self.textgauge(["check", "--policy", "gb18030", "abc"])
    #expect(needsMax.status == 64)
  }

  /// `--policy` names one thing: a name is a preset, a path with a `/` or
  /// a `.` a file; a preset's name that is also a file in the working
  /// directory is a usage error, never the file read in the preset's place.
  @Test func policyNamesAPresetOrAFileNeverBoth() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"schema": 1, "limits": [{"metric": "utf8", "max": 1}]}"#
      .write(to: folder.appendingPathComponent("x"), atomically: true, encoding: .utf8)
    let binary = try #require(BuiltExecutable.url(named: "textgauge"))
    let both = try run(binary, ["check", "--policy", "x", "hello"], currentDirectory: folder)
    #expect(both.status == 64)
    #expect(both.output.isEmpty)
    #expect(both.error == "textgauge: --policy x names the preset and a file of that name here: write ./x for the file\n")
    let file = try run(binary, ["check", "--policy", "./x", "hello"], currentDirectory: folder)
    #expect(file.status == 1, "\(file.error)")
    #expect(file.output.contains("limits[0]"))
    let preset = try run(binary, ["check", "--policy", "x", "hello"])
    #expect(preset.status == 0, "\(preset.error)")
  }

  /// A policy file over 16 MiB, or one that never ends, is one line and
  /// exit 64, read no further than the cap.
  @Test func oversizedAndEndlessPolicyFilesFailWithOneLine() throws {
    let endless = try Self.textgauge(["check", "--policy", "/dev/zero", "x"])
    #expect(endless.status == 64)
    #expect(endless.output.isEmpty)
    #expect(endless.error == "textgauge: /dev/zero: a policy file is at most 16777216 bytes (16 MiB); this one is longer\n")
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let padded = Array(#"{"schema": 1}"#.utf8) + [UInt8](repeating: 0x20, count: FieldPolicy.maximumJSONBytes)
    try Data(padded).write(to: URL(fileURLWithPath: path))
    let large = try Self.textgauge(["policy", "show", path])
    #expect(large.status == 64)
    #expect(large.error == "textgauge: \(path): a policy file is at most 16777216 bytes (16 MiB); this one is longer\n")
    // At the cap exactly, it is read.
    try Data(padded.prefix(FieldPolicy.maximumJSONBytes)).write(to: URL(fileURLWithPath: path))
    #expect(try Self.textgauge(["policy", "show", "--compact", path]).output == #"{"schema":1}"# + "\n")
  }

  /// Whatever a bad policy holds, its message is one line, and what it
  /// quotes of the file is escaped and cut after 40 scalars.
  @Test func policyErrorsAreOneLineAndQuoteLittle() throws {
    let hugeKey = String(repeating: "k", count: 1 << 20)
    let cases: [(String, String)] = [
      (#"{"schema": 1, "\#(hugeKey)": 1}"#, #"$: unknown key ""# + String(repeating: "k", count: 40) + #"…"; the keys are"#),
      (#"{"schema": 1, "limits": [{"metric": "a\nb\u2028c\u0085", "max": 1}]}"#, #"$.limits[0].metric: unknown metric "a\nb\u2028c\u0085"; the metrics"#),
      ("{\"schema\": 1, \"summary\": \"" + String(repeating: "s", count: 100_000) + "\n\u{2028}\"}",
       "line 1, column 100027 (byte 100026): control character U+000A in a string"),
      ("{\"schema\": 1, \"\(hugeKey)\": {\"a\": 1, \"a\": 2}}", #"): duplicate key "a""#),
      (#"{"schema": 1, "allowedScalars": ["\u2028\u2029"]}"#, #"$.allowedScalars[0]: expected one character, "U+XXXX" or "U+XXXX..U+YYYY" (upper-case hexadecimal), found "\u2028\u2029""#),
    ]
    for (document, quoted) in cases {
      let file = try Self.temporaryFile(document)
      defer { try? FileManager.default.removeItem(atPath: file) }
      let result = try Self.textgauge(["check", "--policy", file, "x"])
      #expect(result.status == 64)
      #expect(result.error.filter(\.isNewline).count == 1 && result.error.hasSuffix("\n"), "\(result.error.prefix(300))")
      #expect(result.error.utf8.count < 1000, "\(result.error.prefix(300))")
      #expect(result.error.contains(quoted), "\(result.error.prefix(300))")
    }
    // A file name with a line feed is escaped too.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("policy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let odd = folder.appendingPathComponent("a\nb.json").path
    try #"{"schema": 2}"#.write(toFile: odd, atomically: true, encoding: .utf8)
    let result = try Self.textgauge(["check", "--policy", odd, "x"])
    #expect(result.error == "textgauge: \(folder.path)/a\\nb.json: $.schema: schema 2 is not supported; this library reads schema 1\n")
    let unknown = try Self.textgauge(["check", "--policy", "tweet\u{2028}x", "abc"])
    #expect(unknown.error.filter(\.isNewline).count == 1, "\(unknown.error)")
    // Arguments other commands and the option parser repeat, too.
    let usage = try Self.textgauge(["check", "--max", "1\n2", "x"])
    #expect(usage.status == 64)
    #expect(usage.error == "textgauge: The value '1\\n2' is invalid for '--max <max>'\n")
    let locale = try Self.textgauge(["scan", "--locale", "fr\nx", "😀"])
    #expect(locale.error.hasPrefix("textgauge: --locale: unknown emoji locale 'fr\\nx': supported are en"))
    let emoji = try Self.textgauge(["emoji", "info", String(repeating: "a", count: 100_000) + "\n"])
    #expect(emoji.error == "textgauge: not an RGI emoji: " + String(repeating: "a", count: 256) + "…\n")
  }

  /// A character outside allowedScalars, in a policy without classes, is
  /// reported under allowedScalars.
  @Test func allowedScalarsViolationsNameTheirRule() throws {
    let file = try Self.temporaryFile(#"{"schema": 1, "allowedScalars": ["U+0061..U+007A", "_"]}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let result = try Self.textgauge(["check", "--policy", file, "ab-c"])
    #expect(result.status == 1)
    #expect(result.output == "offset 2 (byte 2, UTF-16 2): allowedScalars: character U+002D not allowed\n")
  }

  /// One verdict for one text: a leading U+FEFF in a TEXT argument is text
  /// (as the library and the C API take it); in a file, a leading BOM is
  /// the encoding's signature, so the file that holds the same text starts
  /// with a BOM and then U+FEFF.
  @Test func aLeadingFEFFIsTextInAnArgument() throws {
    let file = try Self.temporaryFile(#"{"schema": 1, "guards": {"invisible": true}}"#)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let text = "\u{FEFF}a"
    let expected = try FieldPolicy(json: #"{"schema": 1, "guards": {"invisible": true}}"#).violations(in: text)
    #expect(expected.map(\.rule) == ["guards.invisible"])
    let line = "{\"ok\":false,\"violations\":[\(expected.map(\.json).joined(separator: ","))]}\n"
    let argument = try Self.textgauge(["check", "--policy", file, "--json", text])
    #expect(argument.status == 1)
    #expect(argument.output == line)
    let input = try Self.temporaryFile("\u{FEFF}" + text)
    defer { try? FileManager.default.removeItem(atPath: input) }
    #expect(try Self.textgauge(["check", "--policy", file, "--json", "--file", input]).output == line)
    #expect(try Self.textgauge(["check", "--policy", file, "--json"], stdin: Array(("\u{FEFF}" + text).utf8)).output == line)
    #expect(try Self.textgauge(["measure", "--metric", "utf8", text]).output == "4\n")
  }
}
