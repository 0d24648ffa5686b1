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
      let textMetric = metric.textMetric
      try input.forEachUnit(output) { unit in metric.withText(of: unit) { unit in
        // One LF after each text (the input's final line break is not part
        // of the text).
        if let ellipsis {
          output.line(textMetric.truncated(unit.text, fitting: max, ellipsis: ellipsis))
          return
        }
        // The prefix printed from the input's bytes, as `prefix(_:fitting:)`
        // cuts it: where the scan stops, or the Character boundary (UAX #29)
        // at or before it; no `String` of the text or of the prefix.
        let end = textMetric.scan(wellFormedUTF8: unit.bytes, limit: Swift.max(max, 0)).end
        let cut = end == unit.bytes.count ? end : UTF8Bytes.graphemeClusterBoundary(unit.bytes, atOrBefore: end)
        output.write(UnsafeBufferPointer(rebasing: unit.bytes[..<cut]))
        output.write(byte: 0x0A)
      } }
    }
  }
}
