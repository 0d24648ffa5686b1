import ArgumentParser
import TextGauge
import TextGaugeInput
import TextGaugePolicy

/// `textgauge check`: does the text satisfy the input rules? One shape
/// for every violation, the library's (`PolicyViolation`), with or
/// without `--policy`.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check text against input rules: exit 0 if it satisfies them, 1 if not.",
    discussion: """
      The options make a field policy (or tighten --policy's), and each violation is \
      printed as the library words it, one per line: "offset N (byte B, UTF-16 U): \
      RULE: …", where N counts Characters and RULE is the rule's path in the policy's \
      JSON (limits[0] for --max, emoji.allowed for --no-emoji, allowedClasses for \
      --allow, numeric for --digits and --decimal, guards.NAME); with --lines \
      "line L, offset …". With --json, one object per text (with --lines per line, \
      with "line": L): {"ok":…,"violations":[{"rule":…,"kind":…,…,"offset":\
      {"utf8":…,"utf16":…,"scalars":…,"characters":…},"message":…}]}, the shape of \
      the conformance vectors and of the C and Python libraries. The whole input is \
      read into memory (the rules need all of it: a length, a number); use --lines \
      to stream a large input.
      Examples:
        echo abc | textgauge check --allow lower          (exit status 0)
        textgauge check --max 4 --metric width 中文a
          → offset 2 (byte 6, UTF-16 2): limits[0] (width): 5 > 4

      \(ExitStatus.help)
      """)

  @OptionGroup var rules: RulesOptions
  @OptionGroup var input: InputOptions

  @Flag(help: "Print the result as JSON.")
  var json = false

  func run() throws {
    var allOK = true
    let json = json
    try reportingErrors { output in
      let policy = try rules.fieldPolicy()
      let engine = policy.rules
      // A policy of one maximum and nothing else (`--max` alone) judges no
      // Character: a text that fits has no violation, which the byte scan
      // answers without the walk.
      let lengthLimit = engine.checksCharacters || !engine.limits.isEmpty ? nil : engine.maxLength
      try input.forEachUnit(output) { unit in
        let violations: [PolicyViolation]
        if let lengthLimit, engine.metric.fits(wellFormedUTF8: unit.bytes, budget: lengthLimit) {
          violations = []
        } else {
          violations = policy.violations(in: unit.text)
        }
        allOK = allOK && violations.isEmpty
        Self.report(violations, line: unit.line, json: json, output)
      }
    }
    if !allOK { throw ExitCode(1) }
  }

  /// A policy's violations: `offset N (byte B, UTF-16 U): rule: …` lines,
  /// or one JSON object with each violation's rule, kind, payload and
  /// offsets in Characters, UTF-8, UTF-16 and scalars.
  static func report(_ violations: [PolicyViolation], line: Int?, json: Bool, _ output: OutputBuffer) {
    guard json else {
      for found in violations {
        let place = "offset \(found.offset.characters) (byte \(found.offset.utf8), UTF-16 \(found.offset.utf16))"
        output.line((line.map { "line \($0), " } ?? "") + place + ": " + found.message)
      }
      return
    }
    writeJSON(violations.map(\.json), line: line, output)
  }

  /// `{"line":L,"ok":…,"violations":[…]}` and a line feed, the violations
  /// already written as JSON objects.
  static func writeJSON(_ violations: [String], line: Int?, _ output: OutputBuffer) {
    output.write(byte: 0x7B)
    if let line {
      output.write(literal: "\"line\":")
      output.write(line)
      output.write(byte: 0x2C)
    }
    output.write(violations.isEmpty ? "\"ok\":true,\"violations\":[" : "\"ok\":false,\"violations\":[")
    output.write(violations.joined(separator: ","))
    output.write(literal: "]}\n")
  }
}
