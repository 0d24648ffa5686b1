import ArgumentParser
import TextGauge
import TextGaugePolicy

/// `--ambiguous narrow|wide`: how --metric width counts East Asian ambiguous characters.
enum AmbiguousName: String, CaseIterable, ExpressibleByArgument {
  case narrow, wide

  var ambiguous: AmbiguousWidth { self == .wide ? .wide : .narrow }
}

/// A GB 18030 edition on the command line (`--edition 2005`): its year.
extension GB18030.Edition: ExpressibleByArgument {
  public init?(argument: String) {
    guard let year = Int(argument), String(year) == argument else { return nil }
    self.init(year: year)
  }

  public static var allValueStrings: [String] { allCases.map { String($0.year) } }

  public static var defaultCompletionKind: CompletionKind { .list(allValueStrings) }

  public var defaultValueDescription: String { String(year) }
}

/// `--metric`, `--edition` and `--ambiguous`, shared by every subcommand that measures text.
struct MetricOptions: ParsableArguments {
  @Option(help: ArgumentHelp(MetricName.help))
  var metric: MetricName = .gb18030

  @Option(
    name: .customLong("edition"),
    help: ArgumentHelp("The GB 18030 edition for --metric gb18030: 2000, 2005 or 2022 (default: 2022).", valueName: "edition"))
  var editionChoice: GB18030.Edition?

  /// `--edition`, 2022 when not given.
  var edition: GB18030.Edition { editionChoice ?? .gb2022 }

  @Option(
    name: .customLong("ambiguous"),
    help: ArgumentHelp(
      "For --metric width: whether East Asian ambiguous characters (°, Ω, ①) take 1 column (narrow) or 2 (wide) (default: narrow).",
      valueName: "ambiguous"))
  var ambiguousChoice: AmbiguousName?

  /// `--ambiguous`, narrow when not given.
  var ambiguous: AmbiguousName { ambiguousChoice ?? .narrow }

  /// Refuses `--edition` and `--ambiguous` where the metric does not read
  /// them, naming the option (a usage error, exit 64). `allMetrics`: the
  /// command reports every metric (`measure --json`), which reads both.
  func validate(allMetrics: Bool) throws {
    if editionChoice != nil, !allMetrics, metric != .gb18030 {
      throw ValidationError("--edition applies only with --metric gb18030")
    }
    if ambiguousChoice != nil, !allMetrics, metric != .width {
      throw ValidationError("--ambiguous applies only with --metric width")
    }
  }

  @Flag(help: "Measure the text without its terminal escape sequences (ECMA-48: CSI such as colors, OSC such as hyperlinks, up to ST or BEL, and other ESC sequences); truncate prints it without them.")
  var ignoreEscapes = false

  /// `unit`, or with --ignore-escapes the unit without its escape sequences.
  func withText(of unit: InputOptions.Unit, _ body: (InputOptions.Unit) throws -> Void) rethrows {
    guard ignoreEscapes else { return try body(unit) }
    let stripped = unit.text.removingEscapeSequences()
    var storage = stripped
    try storage.withUTF8 { try body(InputOptions.Unit(line: unit.line, bytes: $0, string: stripped)) }
  }

  /// The chosen metric, as a field policy names it, with `--edition` and
  /// `--ambiguous`.
  var policyMetric: PolicyMetric { Self.policyMetric(metric, edition: edition, ambiguous: ambiguous.ambiguous) }

  /// The chosen metric.
  var textMetric: TextMetric { policyMetric.textMetric }

  /// The metric `name` names (the vocabulary's), its parameter the one given.
  static func policyMetric(_ name: MetricName, edition: GB18030.Edition, ambiguous: AmbiguousWidth = .narrow) -> PolicyMetric {
    let named = name.defaultMetric
    switch named {
    case .gb18030: return .gb18030(edition)
    case .displayWidth: return .displayWidth(ambiguous)
    default: return named
    }
  }

  static func textMetric(_ name: MetricName, edition: GB18030.Edition, ambiguous: AmbiguousWidth = .narrow) -> TextMetric {
    policyMetric(name, edition: edition, ambiguous: ambiguous).textMetric
  }
}
