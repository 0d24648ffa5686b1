import ArgumentParser
import TextGauge

/// A metric's name on the command line (`--metric gb18030`).
enum MetricName: String, CaseIterable, ExpressibleByArgument {
  case characters, scalars, utf16, utf8, gb18030, width
}

/// `--ambiguous narrow|wide`: how --metric width counts East Asian ambiguous characters.
enum AmbiguousName: String, CaseIterable, ExpressibleByArgument {
  case narrow, wide

  var ambiguous: AmbiguousWidth { self == .wide ? .wide : .narrow }
}

/// A GB 18030 edition on the command line (`--edition 2005`).
enum EditionName: String, CaseIterable, ExpressibleByArgument {
  case gb2000 = "2000"
  case gb2005 = "2005"
  case gb2022 = "2022"

  var edition: GB18030.Edition {
    switch self {
    case .gb2000: .gb2000
    case .gb2005: .gb2005
    case .gb2022: .gb2022
    }
  }
}

/// `--metric`, `--edition` and `--ambiguous`, shared by every subcommand that measures text.
struct MetricOptions: ParsableArguments {
  @Option(help: "How to count: characters (grapheme clusters), scalars, utf16, utf8, gb18030 (bytes; Chinese counts 2) or width (display columns; Chinese and emoji count 2).")
  var metric: MetricName = .gb18030

  @Option(help: "The GB 18030 edition for --metric gb18030: 2000, 2005 or 2022.")
  var edition: EditionName = .gb2022

  @Option(help: "For --metric width: whether East Asian ambiguous characters (°, Ω, ①) take 1 column (narrow) or 2 (wide).")
  var ambiguous: AmbiguousName = .narrow

  /// The chosen metric.
  var textMetric: TextMetric { Self.textMetric(metric, edition: edition.edition, ambiguous: ambiguous.ambiguous) }

  static func textMetric(_ name: MetricName, edition: GB18030.Edition, ambiguous: AmbiguousWidth = .narrow) -> TextMetric {
    switch name {
    case .characters: .characters
    case .scalars: .unicodeScalars
    case .utf16: .utf16
    case .utf8: .utf8
    case .gb18030: .gb18030(edition)
    case .width: .displayWidth(ambiguous: ambiguous)
    }
  }
}
