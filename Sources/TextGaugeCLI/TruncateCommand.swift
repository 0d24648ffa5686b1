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
      Example: textgauge truncate --max 10 中文abc😀 → 中文abc
      """)

  @Option(parsing: .unconditional, help: "The budget, in units of --metric (0 or more).")
  var max: Int

  @OptionGroup var metric: MetricOptions
  @OptionGroup var input: InputOptions

  func validate() throws {
    if max < 0 { throw ValidationError("--max must be 0 or more") }
  }

  func run() throws {
    try reportingErrors { output in
      try input.forEachUnit(output) { unit in
        let prefix = metric.textMetric.prefix(unit.text, fitting: max)
        output.write(String(prefix))
        // A whole input that ends with its line break keeps it: no extra one.
        // Lines (--lines) always end with LF, even one whose text ends with a
        // lone CR.
        if unit.line != nil || prefix.last?.isNewline != true { output.write(byte: 0x0A) }
      }
    }
  }
}
