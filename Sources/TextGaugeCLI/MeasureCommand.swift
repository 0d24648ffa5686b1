import ArgumentParser
import TextGauge

/// `textgauge measure`: the length of a text in one metric, or in all of them.
struct MeasureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract: "Prints the length of the text (default: GB 18030-2022 bytes, Chinese counts 2).",
    discussion: """
      Reads TEXT, --file PATH or standard input (UTF-8; the whole input is one text,
      trailing newline included, unless --lines). With --json, prints every metric
      as one JSON object: {"characters":6,"scalars":6,"utf16":7,"utf8":13,"gb18030":11,"width":9,"edition":"2022"}.
      Examples:
        textgauge measure 中文abc😀                → 11
        textgauge measure --metric utf16 中文abc😀 → 7
        textgauge measure --metric width 中文abc😀 → 9
      """)

  @OptionGroup var metric: MetricOptions
  @OptionGroup var input: InputOptions

  @Flag(help: "Print every metric as a JSON object (one per line with --lines, with \"line\").")
  var json = false

  func run() throws {
    try reportingErrors {
      for unit in try input.read() {
        print(json ? jsonLine(unit) : String(metric.textMetric.measure(unit.text)))
      }
    }
  }

  private func jsonLine(_ unit: InputOptions.Unit) -> String {
    var fields: [String] = []
    if let line = unit.line { fields.append("\"line\":\(line)") }
    let edition = metric.edition
    for name in MetricName.allCases {
      let value = MetricOptions.textMetric(name, edition: edition.edition, ambiguous: metric.ambiguous.ambiguous)
        .measure(unit.text)
      fields.append("\"\(name.rawValue)\":\(value)")
    }
    fields.append("\"edition\":\"\(edition.rawValue)\"")
    return "{" + fields.joined(separator: ",") + "}"
  }
}
