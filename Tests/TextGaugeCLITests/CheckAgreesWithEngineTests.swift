import Testing
import TestSupport
import TextGauge
import TextGaugeInput

/// `textgauge check` gives every line the verdict of `InputRules` with the
/// same rules, whatever combination of options sets them (#38).
@Suite struct CheckAgreesWithEngineTests {
  /// An RGI emoji of the data newer than `version`, found by its match.
  static func emoji(newerThan version: UnicodeVersion) throws -> String {
    try #require(HardPieces.rgiEmoji.first { $0.emojiMatches().first?.isNewer(than: version) == true })
  }

  static let e15 = UnicodeVersion(major: 15, minor: 0)
  static let e13_1 = UnicodeVersion(major: 13, minor: 1)

  /// `--max` with `--max-emoji-version`: the length-only shortcut must not
  /// skip the emoji rule, with or without `--lines --json`.
  @Test(.enabled(if: InputCLI.url != nil))
  func checkWithAMaximumStillJudgesEmojiVersions() throws {
    let newer = try Self.emoji(newerThan: Self.e15)
    let text = "face with bags \(newer)"
    let options = ["--max", "80", "--metric", "width", "--max-emoji-version", "\(Self.e15)"]
    let alone = try InputCLI.run(["check"] + options + [text])
    #expect(alone.status == 1)
    #expect(alone.output.contains("emoji.maxVersion: emoji \(newer)"))
    let lines = try InputCLI.run(["check"] + options + ["--lines", "--json"], stdin: Array("\(text)\nok\n".utf8))
    #expect(lines.status == 1)
    #expect(lines.output.split(separator: "\n").map { $0.contains(#""ok":true"#) } == [false, true])
    // The shortcut still answers a length-only check.
    #expect(try InputCLI.run(["check", "--max", "80", "--metric", "width", text]).status == 0)
  }

  // MARK: Every pair of `textgauge check` rule options

  /// One rule option of `check`, in each spelling tried, with the rule it
  /// sets in the engine.
  struct CLIOption: Sendable, CustomTestStringConvertible {
    typealias Variant = (arguments: [String], set: @Sendable (inout InputRules) -> Void)
    var name: String
    var variants: [Variant]
    var testDescription: String { name }
  }

  static let cliOptions: [CLIOption] = [
    CLIOption(name: "--max", variants: [
      ("gb18030", TextMetric.gb18030(.gb2022)), ("width", .displayWidth()), ("characters", .characters),
      ("utf16", .utf16), ("utf8", .utf8), ("scalars", .unicodeScalars), ("zishu", .chineseWordCount),
    ].map { name, metric -> CLIOption.Variant in
      (["--max", "6", "--metric", name], { $0.maxLength = 6; $0.metric = metric })
    }),
    CLIOption(name: "--no-emoji", variants: [(["--no-emoji"], { $0.allowsEmoji = false })]),
    CLIOption(name: "--emoji-policy", variants: [
      ("standard", EmojiPolicy.standard), ("renders-as-emoji", .rendersAsEmoji),
      ("including-text-default", .includingTextDefault),
    ].map { name, policy -> CLIOption.Variant in (["--emoji-policy", name], { $0.emojiPolicy = policy }) }),
    CLIOption(name: "--max-emoji-version", variants: ([e13_1, e15] as [UnicodeVersion]).map { version -> CLIOption.Variant in
      (["--max-emoji-version", "\(version)"], { $0.maxEmojiVersion = version })
    }),
    CLIOption(name: "--allow", variants: [
      ("lower,digits", AllowedCharacters([.asciiLowercase, .asciiDigits])),
      ("han,interpunct,space", [.hanIdeographs, .interpuncts, .whitespace]),
      ("upper,punct,decimal", [.asciiUppercase, .englishPunctuation, .decimalPad]),
    ].map { names, classes -> CLIOption.Variant in (["--allow", names], { $0.allowedCharacters = classes }) }),
    CLIOption(name: "--digits", variants: [(["--digits"], { $0.numericMode = .digits })]),
    CLIOption(name: "--decimal", variants: [
      (["--decimal", "3,2"], { $0.numericMode = .decimal(maxIntegerDigits: 3, maxFractionDigits: 2) })
    ]),
  ]

  struct CLIPair: Sendable, CustomTestStringConvertible {
    var first: CLIOption
    var second: CLIOption
    var testDescription: String { "\(first.name) \(second.name)" }
  }

  static let cliPairs: [CLIPair] = cliOptions.indices.flatMap { i in
    cliOptions.indices.filter { $0 > i }.map { CLIPair(first: cliOptions[i], second: cliOptions[$0]) }
  }

  /// Lines to check: the reported cases, numbers, and seeded random hard
  /// pieces (without line breaks, which would split them).
  static let cliLines: [String] = {
    var random = SplitMix64(seed: 0x38_C1)
    let fixed = [
      "face with bags \((try? emoji(newerThan: e15)) ?? "")", "x" + HardPieces.futureEmoji,
      "\u{1F1EA}\u{200D}硑", "\u{1F1EA}\u{200D}\u{1F469}", "abc", "Abc", "中文·名字", "12", "007", "3.14159", ".5", "1.2.3",
      "", "© 2024 ❤", "😀", "hi 👋🏽", "１２３",
    ]
    let randomLines = (0..<120).map { _ in
      HardPieces.generate(&random, maxCount: 6).filter { !$0.contains("\n") && !$0.contains("\r") }.joined()
    }
    return fixed + randomLines
  }()

  /// `check --lines --json` with each pair of rule options gives each line
  /// the verdict of `InputRules.violations(in:)` with the same rules; a pair
  /// the command refuses exits 64. Each spelling of either option is tried
  /// once (paired in turn with the other's), one run each.
  @Test(.enabled(if: InputCLI.url != nil), arguments: cliPairs)
  func checkAgreesWithTheEngineForEveryPairOfOptions(pair: CLIPair) throws {
    let input = Array(Self.cliLines.joined(separator: "\n").utf8) + [0x0A]
    let runs = max(pair.first.variants.count, pair.second.variants.count)
    for run in 0..<runs {
      let first = pair.first.variants[run % pair.first.variants.count]
      let second = pair.second.variants[run % pair.second.variants.count]
      var rules = InputRules()
      first.set(&rules)
      second.set(&rules)
      let arguments = ["check", "--lines", "--json"] + first.arguments + second.arguments
      let result = try InputCLI.run(arguments, stdin: input)
      let names = Set([pair.first.name, pair.second.name])
      let refused =
        names == ["--digits", "--decimal"]
        || names.contains("--emoji-policy") && !names.contains("--no-emoji") && !names.contains("--max-emoji-version")
        || (try? rules.validated()) == nil
      if refused {
        #expect(result.status == 64, "\(arguments): \(result.error)")
        continue
      }
      let verdicts = result.output.split(separator: "\n").map { $0.contains(#""ok":true"#) }
      let expected = Self.cliLines.map { rules.violations(in: $0).isEmpty }
      #expect(verdicts.count == expected.count, "\(arguments): \(result.error)")
      for (index, line) in Self.cliLines.enumerated() where index < verdicts.count && verdicts[index] != expected[index] {
        Issue.record("\(arguments): line \(index + 1) \(scalarDump(line)): check says \(verdicts[index] ? "ok" : "not ok"), the engine \(rules.violations(in: line).map(\.violation))")
      }
      #expect(result.status == (expected.allSatisfy { $0 } ? 0 : 1), "\(arguments)")
    }
  }
}
