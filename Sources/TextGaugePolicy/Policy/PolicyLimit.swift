import TextGauge
import TextGaugeInput

/// One length limit of a ``FieldPolicy``: a metric, a maximum, a minimum.
///
/// ```swift
/// let post = PolicyLimit(.characters, maximum: 300)
/// post.maximum   // 300
/// ```
public struct PolicyLimit: Sendable, Hashable {
  /// How the text is measured.
  public var metric: PolicyMetric
  /// The most the text may measure, or nil.
  public var maximum: Int?
  /// The least the text must measure, or nil (judged on whole texts only).
  public var minimum: Int?

  /// A limit; give a maximum, a minimum or both.
  ///
  /// ```swift
  /// PolicyLimit(.utf8, maximum: 3000)
  /// ```
  public init(_ metric: PolicyMetric, maximum: Int? = nil, minimum: Int? = nil) {
    self.metric = metric
    self.maximum = maximum
    self.minimum = minimum
  }

  /// The engine's limit.
  var lengthLimit: LengthLimit { LengthLimit(metric.textMetric, maximum: maximum, minimum: minimum) }
}
