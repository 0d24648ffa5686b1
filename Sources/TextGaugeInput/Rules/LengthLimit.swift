import TextGauge

/// A length limit in one metric: a maximum, a minimum, or both. An
/// ``InputRules`` value holds any number in ``InputRules/limits``, and every
/// one must hold at once: Bluesky's post record allows 300 Characters *and*
/// 3,000 UTF-8 bytes.
///
/// ```swift
/// var post = InputRules()
/// post.limits = [LengthLimit(.characters, maximum: 300), LengthLimit(.utf8, maximum: 3000)]
/// post.violations(in: String(repeating: "👨‍👩‍👧‍👦", count: 200)).map(\.violation)
/// // [.overLimit(index: 1, limit: 3000, length: 5000)]
/// ```
public struct LengthLimit: Sendable {
  /// How the text is measured.
  public var metric: TextMetric
  /// The most the text may measure, or nil. Edits are cut to fit it; a
  /// negative maximum rejects every insertion.
  public var maximum: Int?
  /// The least the text must measure, or nil. Only whole texts are judged
  /// against it (``InputRules/violations(in:)``): a field is typed from
  /// empty, so no edit is refused for leaving the text short.
  public var minimum: Int?

  /// A limit.
  ///
  /// ```swift
  /// let nickname = LengthLimit(.gb18030, maximum: 20, minimum: 4)
  /// ```
  public init(_ metric: TextMetric, maximum: Int? = nil, minimum: Int? = nil) {
    self.metric = metric
    self.maximum = maximum
    self.minimum = minimum
  }
}
