/// A rule that cannot be met, found by ``InputRules/validated()``: one case
/// per cause, each naming the values at fault. Its description names the
/// property of ``InputRules`` and says what is wrong, in one line.
///
/// ```swift
/// do {
///   _ = try InputRules(maxLength: -1).validated()
/// } catch {
///   print(error)   // maxLength: -1 is negative; use 0 or more, or nil for no limit
/// }
/// ```
public enum InvalidInputRules: Error, Sendable, Hashable, CustomStringConvertible {
  /// ``InputRules/maxLength`` is negative (the limit).
  case negativeMaxLength(Int)
  /// ``NumericMode/decimal(maxIntegerDigits:maxFractionDigits:)`` with a
  /// negative integer digit count (the count).
  case negativeIntegerDigits(Int)
  /// ``NumericMode/decimal(maxIntegerDigits:maxFractionDigits:)`` with a
  /// negative fraction digit count (the count).
  case negativeFractionDigits(Int)
  /// ``InputRules/allowedCharacters`` set with a numeric mode, which
  /// decides the allowed characters itself.
  case allowedCharactersInNumericMode
  /// ``InputRules/isAllowed`` set with a numeric mode, which decides the
  /// allowed characters itself.
  case isAllowedInNumericMode
  /// ``InputRules/cutsSurplusPastedFractionDigits`` set outside
  /// ``NumericMode/decimal(maxIntegerDigits:maxFractionDigits:)``.
  case fractionCuttingOutsideDecimalMode
  /// ``InputRules/limits``[`index`] has a negative maximum or minimum.
  case negativeLimit(index: Int, value: Int)
  /// ``InputRules/limits``[`index`] has a minimum above its maximum, which
  /// no text meets.
  case minimumAboveMaximum(index: Int, minimum: Int, maximum: Int)
  /// ``InputRules/allowedScalars`` set with a numeric mode.
  case allowedScalarsInNumericMode
  /// ``TextGuards/maxScalarsPerCharacter`` below 1, which rejects every
  /// Character.
  case maxScalarsPerCharacterBelowOne(Int)

  /// The property of ``InputRules`` at fault (`"maxLength"`,
  /// `"numericMode"`), as a configuration file or a command-line tool
  /// names it.
  ///
  /// ```swift
  /// InvalidInputRules.negativeFractionDigits(-2).property   // "numericMode"
  /// ```
  public var property: String {
    switch self {
    case .negativeMaxLength: "maxLength"
    case .negativeIntegerDigits, .negativeFractionDigits: "numericMode"
    case .allowedCharactersInNumericMode: "allowedCharacters"
    case .isAllowedInNumericMode: "isAllowed"
    case .fractionCuttingOutsideDecimalMode: "cutsSurplusPastedFractionDigits"
    case .negativeLimit(let index, _), .minimumAboveMaximum(let index, _, _): "limits[\(index)]"
    case .allowedScalarsInNumericMode: "allowedScalars"
    case .maxScalarsPerCharacterBelowOne: "guards.maxScalarsPerCharacter"
    }
  }

  /// What is wrong with ``property``.
  ///
  /// ```swift
  /// InvalidInputRules.negativeFractionDigits(-2).reason   // "maxFractionDigits -2 is negative"
  /// ```
  public var reason: String {
    switch self {
    case .negativeMaxLength(let limit): "\(limit) is negative; use 0 or more, or nil for no limit"
    case .negativeIntegerDigits(let count): "maxIntegerDigits \(count) is negative"
    case .negativeFractionDigits(let count): "maxFractionDigits \(count) is negative"
    case .allowedCharactersInNumericMode, .isAllowedInNumericMode: "a numeric mode decides the allowed characters"
    case .fractionCuttingOutsideDecimalMode: "applies only to numericMode .decimal"
    case .negativeLimit(_, let value): "\(value) is negative; use 0 or more"
    case .minimumAboveMaximum(_, let minimum, let maximum): "minimum \(minimum) is above maximum \(maximum)"
    case .allowedScalarsInNumericMode: "a numeric mode decides the allowed characters"
    case .maxScalarsPerCharacterBelowOne(let value): "\(value) is below 1; every Character has a scalar"
    }
  }

  /// `property: reason`, e.g. `maxLength: -1 is negative; use 0 or more,
  /// or nil for no limit`.
  public var description: String { "\(property): \(reason)" }
}

extension InputRules {
  /// The rules, checked for settings that cannot be met or contradict each
  /// other; throws the first such cause. For rules read from a
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
  /// - ``allowedCharacters`` and ``isAllowed`` are ignored in
  ///   a numeric mode, and ``cutsSurplusPastedFractionDigits`` outside
  ///   decimal mode.
  public func validated() throws(InvalidInputRules) -> InputRules {
    if let maxLength, maxLength < 0 {
      throw .negativeMaxLength(maxLength)
    }
    if case .decimal(let integerDigits, let fractionDigits) = numericMode {
      if integerDigits < 0 {
        throw .negativeIntegerDigits(integerDigits)
      }
      if fractionDigits < 0 {
        throw .negativeFractionDigits(fractionDigits)
      }
    }
    if numericMode != nil, allowedCharacters != nil {
      throw .allowedCharactersInNumericMode
    }
    if numericMode != nil, isAllowed != nil {
      throw .isAllowedInNumericMode
    }
    if cutsSurplusPastedFractionDigits, decimalLimits == nil {
      throw .fractionCuttingOutsideDecimalMode
    }
    if numericMode != nil, !allowedScalars.isEmpty {
      throw .allowedScalarsInNumericMode
    }
    for (index, limit) in limits.enumerated() {
      for value in [limit.maximum, limit.minimum].compactMap({ $0 }) where value < 0 {
        throw .negativeLimit(index: index, value: value)
      }
      if let minimum = limit.minimum, let maximum = limit.maximum, minimum > maximum {
        throw .minimumAboveMaximum(index: index, minimum: minimum, maximum: maximum)
      }
    }
    if let maxScalars = guards.maxScalarsPerCharacter, maxScalars < 1 {
      throw .maxScalarsPerCharacterBelowOne(maxScalars)
    }
    return self
  }
}
