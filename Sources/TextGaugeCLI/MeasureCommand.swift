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
      as one JSON object, with the keys characters, scalars, utf16, utf8, gb18030,
      width, zishu and edition (and line, with --lines).
      Examples:
        textgauge measure 中文abc😀                → 11
        textgauge measure --metric utf16 中文abc😀 → 7
        textgauge measure --metric width 中文abc😀 → 9
        textgauge measure --metric zishu 'iPhone 15 发布了' → 5
      """)

  @OptionGroup var metric: MetricOptions
  @OptionGroup var input: InputOptions

  @Flag(help: "Print every metric as a JSON object (one per line with --lines, with \"line\").")
  var json = false

  func run() throws {
    // Option values read once: each read of a property wrapper costs a
    // generic metadata look-up, per line with --lines.
    let (json, name, edition, ambiguous) = (json, metric.metric, metric.edition, metric.ambiguous.ambiguous)
    try reportingErrors { output in
      try input.forEachUnit(output) { unit in try metric.withText(of: unit) { unit in
        if json {
          Self.jsonLine(unit, edition: edition, ambiguous: ambiguous, output)
        } else {
          output.write(Self.measure(unit, name, edition: edition, ambiguous: ambiguous))
          output.write(byte: 0x0A)
        }
      } }
    }
  }

  /// The length of the unit, from its bytes except for Characters (which
  /// need grapheme breaking over a String).
  static func measure(
    _ unit: InputOptions.Unit, _ name: MetricName, edition: GB18030.Edition, ambiguous: AmbiguousWidth
  ) -> Int {
    switch name {
    case .characters: unit.text.count
    // Units are checked UTF-8: counted without validating again.
    case .scalars: UTF8Bytes.scalarCount(unit.bytes, wellFormed: true)
    case .utf16: UTF8Bytes.utf16Count(unit.bytes, wellFormed: true)
    case .utf8: unit.bytes.count
    case .gb18030: GB18030.byteCount(wellFormedUTF8: unit.bytes, edition: edition)
    case .width: TextMetric.displayWidth(ambiguous: ambiguous).measure(unit.text)
    case .zishu: ChineseWordCount.scan(unit.bytes, limit: .max).total
    }
  }

  private static func jsonLine(
    _ unit: InputOptions.Unit, edition: GB18030.Edition, ambiguous: AmbiguousWidth, _ output: OutputBuffer
  ) {
    output.write(byte: 0x7B)  // {
    if let line = unit.line {
      output.write(literal: "\"line\":")
      output.write(line)
      output.write(byte: 0x2C)
    }
    // Written piece by piece: an interpolated key per metric would build a
    // String per metric per line.
    for name in MetricName.allCases {
      output.write(byte: 0x22)
      output.write(name.rawValue)
      output.write(literal: "\":")
      output.write(measure(unit, name, edition: edition, ambiguous: ambiguous))
      output.write(byte: 0x2C)
    }
    output.write(literal: "\"edition\":\"")
    output.write(edition.year)
    output.write(literal: "\"}\n")
  }
}
