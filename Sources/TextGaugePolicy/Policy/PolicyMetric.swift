import TextGauge

/// A metric a field policy can name: the `TextMetric` cases that are data
/// (no closure), so that a policy can be written down, compared and sent to
/// another implementation. Its ``name`` is the JSON and command-line
/// spelling (`--metric`), generated with ``names`` and ``init(name:)`` from
/// the vocabulary (Vocabulary/vocabulary.json).
///
/// ```swift
/// PolicyMetric.gb18030(.gb2022).textMetric.measure("中文abc")   // 7
/// PolicyMetric(name: "width") == .displayWidth(.narrow)         // true
/// ```
public enum PolicyMetric: Sendable, Hashable {
  /// Characters (UAX #29 extended grapheme clusters): `TextMetric.characters`.
  case characters
  /// Unicode scalars.
  case unicodeScalars
  /// UTF-16 code units.
  case utf16
  /// UTF-8 bytes.
  case utf8
  /// GB 18030 bytes in an edition ("Chinese 2, English 1").
  case gb18030(GB18030.Edition)
  /// Display columns (UAX #11), ambiguous characters narrow or wide.
  case displayWidth(AmbiguousWidth)
  /// 字数, the word count of Chinese writing platforms.
  case chineseWordCount
  /// A weighted length (twitter-text's model), with its weights.
  case weighted(WeightedLength)

  /// The metric that measures.
  ///
  /// ```swift
  /// PolicyMetric.utf8.textMetric.measure("中")   // 3
  /// ```
  public var textMetric: TextMetric {
    switch self {
    case .characters: .characters
    case .unicodeScalars: .unicodeScalars
    case .utf16: .utf16
    case .utf8: .utf8
    case .gb18030(let edition): .gb18030(edition)
    case .displayWidth(let ambiguous): .displayWidth(ambiguous: ambiguous)
    case .chineseWordCount: .chineseWordCount
    case .weighted(let weights): .weighted(weights)
    }
  }
}
