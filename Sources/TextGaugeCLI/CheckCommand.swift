import ArgumentParser
import TextGaugeInput

/// `textgauge check`: does the text satisfy the input rules?
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Check text against input rules: exit 0 if it satisfies them, 1 if not.",
    discussion: """
      Violations are printed one per line as "offset N: …" (N counts Characters), \
      with --lines as "line L, offset N: …". With --json, one object \
      {"ok":…,"violations":[{"kind":…,…,"offset":N,"utf16Offset":M}]}, with --lines one \
      per input line with "line": L.
      """)

  @OptionGroup var rules: RulesOptions
  @OptionGroup var input: InputOptions

  @Flag(help: "Print the result as JSON.")
  var json = false

  func run() throws {
    try reportingErrors {
      let rules = rules.rules
      var allOK = true
      for unit in try input.read() {
        let violations = rules.violations(in: unit.text)
        allOK = allOK && violations.isEmpty
        if json {
          var fields: [String] = []
          if let line = unit.line { fields.append("\"line\":\(line)") }
          fields.append("\"ok\":\(violations.isEmpty)")
          fields.append("\"violations\":[" + violations.map(\.json).joined(separator: ",") + "]")
          print("{" + fields.joined(separator: ",") + "}")
        } else {
          for violation in violations {
            print((unit.line.map { "line \($0), " } ?? "") + violation.message)
          }
        }
      }
      if !allOK { throw ExitCode(1) }
    }
  }
}
