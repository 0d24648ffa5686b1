/// A rule that cannot be met, found by ``InputRules/validated()``: which
/// field, and why.
///
/// ```swift
/// do {
///   _ = try InputRules(maxLength: -1).validated()
/// } catch {
///   print(error)   // maxLength: -1 is negative; use 0 or more, or nil for no limit
/// }
/// ```
public struct InvalidInputRules: Error, Sendable, Hashable, CustomStringConvertible {
  /// The property of ``InputRules`` at fault (`"maxLength"`, `"numericMode"`).
  public var field: String
  /// What is wrong with it.
  public var reason: String

  /// An invalid rule.
  public init(field: String, reason: String) {
    self.field = field
    self.reason = reason
  }

  public var description: String { "\(field): \(reason)" }
}

extension InputRules {
  /// The rules, checked for settings that cannot be met or contradict each
  /// other; throws naming the first such field. For rules read from a
  /// configuration file: `try InputRules(...).validated()`.
  ///
  /// ```swift
  /// try InputRules(maxLength: 20).validated()                                      // fine
  /// try InputRules(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: -2)).validated()
  /// // throws numericMode: maxFractionDigits -2 is negative
  /// try InputRules(allowedCharacters: .asciiLetters, numericMode: .digits).validated()
  /// // throws allowedCharacters: a numeric mode decides the allowed characters
  /// ```
  ///
  /// Rules that are not validated still never trap; their meaning is:
  /// - a negative ``maxLength`` rejects every insertion (deletions pass);
  /// - `.decimal(maxIntegerDigits: 0, …)` is meaningful and means 1: the
  ///   "0" of "0.5" (a field for fractions below one); `validated()`
  ///   accepts it; a negative count is treated as 0 (integer digits: 1);
  /// - ``allowedCharacters`` and ``customAllowedCharacter`` are ignored in
  ///   a numeric mode, and ``cutsSurplusPastedFractionDigits`` outside
  ///   decimal mode.
  public func validated() throws(InvalidInputRules) -> InputRules {
    if let maxLength, maxLength < 0 {
      throw InvalidInputRules(
        field: "maxLength", reason: "\(maxLength) is negative; use 0 or more, or nil for no limit")
    }
    if case .decimal(let integerDigits, let fractionDigits) = numericMode {
      if integerDigits < 0 {
        throw InvalidInputRules(field: "numericMode", reason: "maxIntegerDigits \(integerDigits) is negative")
      }
      if fractionDigits < 0 {
        throw InvalidInputRules(field: "numericMode", reason: "maxFractionDigits \(fractionDigits) is negative")
      }
    }
    if numericMode != nil, allowedCharacters != nil {
      throw InvalidInputRules(field: "allowedCharacters", reason: "a numeric mode decides the allowed characters")
    }
    if numericMode != nil, customAllowedCharacter != nil {
      throw InvalidInputRules(field: "customAllowedCharacter", reason: "a numeric mode decides the allowed characters")
    }
    if cutsSurplusPastedFractionDigits, decimalLimits == nil {
      throw InvalidInputRules(
        field: "cutsSurplusPastedFractionDigits", reason: "applies only to numericMode .decimal")
    }
    return self
  }
}
