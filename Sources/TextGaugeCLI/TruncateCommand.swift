import ArgumentParser
import TextGauge

/// `textgauge truncate`: the longest prefix within a budget, never cutting a
/// Character in half.
struct TruncateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "truncate",
    abstract: "Prints the longest prefix of the text that fits --max in the metric, never splitting a character.",
    discussion: """
      The prefix ends on a grapheme cluster boundary: an emoji sequence, a flag or a
      letter with its accents is kept whole or dropped whole.
      With --ellipsis, a text that does not fit is cut shorter to leave room for the
      ellipsis within --max; a text that fits is printed unchanged.
      Examples:
        textgauge truncate --max 10 中文abc😀                          → 中文abc
        textgauge truncate --max 7 --metric width --ellipsis … 中文字符串 → 中文字…

      \(ExitStatus.help)
      """)

  @Option(parsing: .unconditional, help: "The budget, in units of --metric (0 or more).")
  var max: Int

  @Option(help: ArgumentHelp("Append TEXT (e.g. …) to a cut text, within --max.", valueName: "TEXT"))
  var ellipsis: String?

  @OptionGroup var metric: MetricOptions
  @OptionGroup var input: InputOptions

  func validate() throws {
    if max < 0 { throw ValidationError("--max must be 0 or more") }
    try metric.validate(allMetrics: false)
  }

  func run() throws {
    try reportingErrors { output in
      try input.forEachUnit(output) { unit in metric.withText(of: unit) { unit in
        let prefix = ellipsis.map { metric.textMetric.truncated(unit.text, fitting: max, ellipsis: $0) }
          ?? String(metric.textMetric.prefix(unit.text, fitting: max))
        // One LF after each text (the input's final line break is not part
        // of the text).
        output.line(prefix)
      } }
    }
  }
}
