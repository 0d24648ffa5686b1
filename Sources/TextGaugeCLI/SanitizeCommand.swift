import ArgumentParser
import TextGaugeInput
import TextGaugePolicy

/// `textgauge sanitize`: the text with what the rules forbid removed.
struct SanitizeCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sanitize",
    abstract: "Print the text with disallowed characters and emoji removed and cut to fit the input rules.",
    discussion: """
      What pasting the text into an empty field with these rules would keep. \
      With --lines each line is sanitized on its own. A decimal number with too many \
      integer digits prints as an empty line (it is never cut). A TEXT that starts \
      with - goes after --: textgauge sanitize --decimal 9,2 -- -5.

      \(ExitStatus.help)
      """)

  @OptionGroup var rules: RulesOptions
  @OptionGroup var input: InputOptions

  func run() throws {
    try reportingErrors { output in
      let rules = try rules.fieldPolicy().rules
      try input.forEachUnit(output) { unit in
        output.line(rules.sanitized(unit.text))
      }
    }
  }
}
