import ArgumentParser
import TextGauge
import TextGaugePolicy

/// `textgauge measure`: the length of a text in one metric, or in all of them.
struct MeasureCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "measure",
    abstract: "Prints the length of the text in one metric (--metric), or in all of them (--json).",
    discussion: """
      Reads TEXT, --file PATH or standard input (UTF-8; the whole input is one text
      unless --lines, and a final LF or CR LF of a file or standard input is not part
      of it). With --json, prints every metric as one JSON object, with the keys
      characters, scalars, utf16, utf8, gb18030, width, zishu, weighted and edition
      (and line, with --lines). A whole input is read in pieces: memory stays bounded
      however large it is, except that --metric zishu, --metric weighted and --json
      hold a line without spaces whole, and --ignore-escapes holds a line whole.
      Examples:
        textgauge measure 中文abc😀                → 11
        textgauge measure --metric utf16 中文abc😀 → 7
        textgauge measure --metric width 中文abc😀 → 9
        textgauge measure --metric zishu 'iPhone 15 发布了' → 5
        textgauge measure --metric weighted '日本語 https://example.com' → 30
        echo 中文abc😀 | textgauge measure         → 11

      \(ExitStatus.help)
      """)

  @OptionGroup var metric: MetricOptions
  @OptionGroup var input: InputOptions

  @Flag(help: "Print every metric as a JSON object (one per line with --lines, with \"line\").")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Measure each limit of a field policy: a preset (textgauge policy list) or a JSON file (schema 1); prints each limit's metric, value and maximum.",
      valueName: "name|file"),
    completion: .file(extensions: ["json"]))
  var policy: String?

  @Option(help: ArgumentHelp("With --policy gb18030 or zishu: the preset's maximum.", valueName: "max"))
  var max: Int?

  func validate() throws {
    try metric.validate(allMetrics: json)
    if max != nil, policy == nil { throw ValidationError("--max applies only with --policy (gb18030 or zishu)") }
    if policy != nil, metric.ignoreEscapes { throw ValidationError("--ignore-escapes and --policy: give one") }
  }

  func run() throws {
    if let name = policy {
      let json = json
      try reportingErrors { output in
        let policy = try FieldPolicyOption.load(name, maximum: max)
        try input.forEachUnit(output) { unit in Self.report(policy, unit, json: json, output) }
      }
      return
    }
    // Option values read once: each read of a property wrapper costs a
    // generic metadata look-up, per line with --lines.
    let (json, name, edition, ambiguous) = (json, metric.metric, metric.edition, metric.ambiguous.ambiguous)
    try reportingErrors { output in
      if input.lines {
        try input.forEachUnit(output) { unit in metric.withText(of: unit) { unit in
          if json {
            Self.jsonLine(Totals(unit, edition: edition, ambiguous: ambiguous), line: unit.line, edition: edition, output)
          } else {
            output.write(Self.measure(unit, name, edition: edition, ambiguous: ambiguous))
            output.write(byte: 0x0A)
          }
        } }
        return
      }
      // The whole input, piece by piece, each cut where what follows cannot
      // change its measure: metrics of scalars and code units anywhere;
      // Characters and widths (sums over Characters) before the last
      // Character; words (字数, and --json, which has it) at a word boundary;
      // the weighted length there too: a URL, an emoji and a Character in NFC
      // never hold an ASCII space or a line break, a URL may follow one as it
      // may start a text, and the Twitter weights are whole units, so the
      // pieces' lengths add up; escape sequences (which may hold spaces)
      // after a line break.
      // The metric kernel says which cut each metric allows; --json
      // measures every metric, so its cut is the one all of them allow.
      let measured = json ? MetricName.allCases : [name]
      let metrics = measured.map { MetricOptions.textMetric($0, edition: edition, ambiguous: ambiguous) }
      let cut: (UnsafeBufferPointer<UInt8>) -> Int
      if metric.ignoreEscapes {
        cut = PieceReader.afterLastLineBreak
      } else if !metrics.allSatisfy(\.addsUpOverCharacters) {
        cut = PieceReader.beforeLastWordStart
      } else if !metrics.allSatisfy(\.weighsScalars) {
        cut = PieceReader.beforeLastCharacter
      } else {
        cut = { $0.count }
      }
      var totals = Totals()
      try input.forEachPiece(cut: cut) { bytes in
        metric.withText(of: InputOptions.Unit(line: nil, bytes: bytes)) { unit in
          if json {
            totals.add(Totals(unit, edition: edition, ambiguous: ambiguous))
          } else {
            totals.add(name, Self.measure(unit, name, edition: edition, ambiguous: ambiguous))
          }
        }
      }
      if json {
        Self.jsonLine(totals, line: nil, edition: edition, output)
      } else {
        output.write(totals[name])
        output.write(byte: 0x0A)
      }
    }
  }

  /// Each limit of `policy` for the unit: `metric value ≤ max` lines
  /// (`>` when over, `≥ min` for a minimum), or one JSON object
  /// `{"ok":…,"limits":[{"metric":…,"value":…,"max":…,"fits":…}]}`.
  static func report(_ policy: FieldPolicy, _ unit: InputOptions.Unit, json: Bool, _ output: OutputBuffer) {
    let measured = policy.measurements(of: unit.text)
    guard json else {
      for measurement in measured {
        var line = (unit.line.map { "line \($0), " } ?? "") + "\(measurement.limit.metric.name) \(measurement.value)"
        if let maximum = measurement.limit.maximum { line += measurement.value > maximum ? " > \(maximum)" : " ≤ \(maximum)" }
        if let minimum = measurement.limit.minimum { line += measurement.value < minimum ? " < \(minimum)" : " ≥ \(minimum)" }
        output.line(line)
      }
      return
    }
    var fields: [String] = []
    if let line = unit.line { fields.append("\"line\":\(line)") }
    fields.append("\"ok\":\(measured.allSatisfy(\.fits))")
    let limits = measured.map { measurement in
      var parts = ["\"metric\":\(jsonString(measurement.limit.metric.name))", "\"value\":\(measurement.value)"]
      if let maximum = measurement.limit.maximum { parts.append("\"max\":\(maximum)") }
      if let minimum = measurement.limit.minimum { parts.append("\"min\":\(minimum)") }
      parts.append("\"fits\":\(measurement.fits)")
      return "{" + parts.joined(separator: ",") + "}"
    }
    fields.append("\"limits\":[" + limits.joined(separator: ",") + "]")
    output.line("{" + fields.joined(separator: ",") + "}")
  }

  /// Every metric of a text, or the sum over pieces of one (fields, not an
  /// array: no allocation per line with --lines --json).
  struct Totals {
    var characters = 0, scalars = 0, utf16 = 0, utf8 = 0, gb18030 = 0, width = 0, zishu = 0, weighted = 0

    init() {}

    init(_ unit: InputOptions.Unit, edition: GB18030.Edition, ambiguous: AmbiguousWidth) {
      for name in MetricName.allCases {
        self[name] = MeasureCommand.measure(unit, name, edition: edition, ambiguous: ambiguous)
      }
    }

    subscript(name: MetricName) -> Int {
      get {
        switch name {
        case .characters: characters
        case .scalars: scalars
        case .utf16: utf16
        case .utf8: utf8
        case .gb18030: gb18030
        case .width: width
        case .zishu: zishu
        case .weighted: weighted
        }
      }
      set {
        switch name {
        case .characters: characters = newValue
        case .scalars: scalars = newValue
        case .utf16: utf16 = newValue
        case .utf8: utf8 = newValue
        case .gb18030: gb18030 = newValue
        case .width: width = newValue
        case .zishu: zishu = newValue
        case .weighted: weighted = newValue
        }
      }
    }

    mutating func add(_ name: MetricName, _ value: Int) { self[name] += value }

    mutating func add(_ other: Totals) {
      for name in MetricName.allCases { self[name] += other[name] }
    }
  }

  /// The length of the unit in `name`, from its bytes (checked UTF-8):
  /// the metric's kernel. Characters are UAX #29's of the tables' Unicode
  /// version.
  static func measure(
    _ unit: InputOptions.Unit, _ name: MetricName, edition: GB18030.Edition, ambiguous: AmbiguousWidth
  ) -> Int {
    MetricOptions.textMetric(name, edition: edition, ambiguous: ambiguous).measure(wellFormedUTF8: unit.bytes)
  }

  private static func jsonLine(_ totals: Totals, line: Int?, edition: GB18030.Edition, _ output: OutputBuffer) {
    output.write(byte: 0x7B)  // {
    if let line {
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
      output.write(totals[name])
      output.write(byte: 0x2C)
    }
    output.write(literal: "\"edition\":\"")
    output.write(edition.year)
    output.write(literal: "\"}\n")
  }
}
