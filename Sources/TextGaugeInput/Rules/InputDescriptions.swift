import TextGauge

// How a decision and its violations print: as the Swift that would make them
// (`.reject([.tooLong(limit: 20, length: 22)])`), the form the
// documentation writes them in, rather than the module-qualified default.

extension InputViolation: CustomStringConvertible, CustomDebugStringConvertible {
  /// `.tooLong(limit: 20, length: 22)`, `.emoji("😀")`.
  ///
  /// ```swift
  /// print(InputViolation.tooLong(limit: 20, length: 22))   // .tooLong(limit: 20, length: 22)
  /// ```
  public var description: String {
    switch self {
    case .tooLong(let limit, let length): ".tooLong(limit: \(limit), length: \(length))"
    case .emoji(let text): ".emoji(\(text.debugDescription))"
    case .emojiTooNew(let text, let version):
      ".emojiTooNew(\(text.debugDescription), version: \(version.map { "\($0)" } ?? "nil"))"
    case .disallowedCharacter(let character): ".disallowedCharacter(\(character.debugDescription))"
    case .secondDecimalPoint: ".secondDecimalPoint"
    case .leadingDecimalPoint: ".leadingDecimalPoint"
    case .redundantLeadingZero: ".redundantLeadingZero"
    case .tooManyIntegerDigits(let limit, let count): ".tooManyIntegerDigits(limit: \(limit), count: \(count))"
    case .tooManyFractionDigits(let limit, let count): ".tooManyFractionDigits(limit: \(limit), count: \(count))"
    case .ellipsisInNumber: ".ellipsisInNumber"
    case .invalidRange(let range): ".invalidRange(\(range))"
    case .overLimit(let index, let limit, let length): ".overLimit(index: \(index), limit: \(limit), length: \(length))"
    case .underLimit(let index, let minimum, let length):
      ".underLimit(index: \(index), minimum: \(minimum), length: \(length))"
    case .blockedScalar(let scalar, let blocked):
      ".blockedScalar(\"\\u{\(String(scalar.value, radix: 16, uppercase: true))}\", .\(blocked.rawValue))"
    case .tooManyScalars(let character, let count, let limit):
      ".tooManyScalars(\(character.debugDescription), count: \(count), limit: \(limit))"
    }
  }

  public var debugDescription: String { description }
}

extension InvalidTextRange: CustomStringConvertible, CustomDebugStringConvertible {
  /// `.splitsSurrogatePair(utf16Offset: 1)`.
  public var description: String {
    switch self {
    case .negative(let location, let length): ".negative(location: \(location), length: \(length))"
    case .outOfBounds(let location, let length, let count):
      ".outOfBounds(location: \(location), length: \(length), utf16Count: \(count))"
    case .splitsSurrogatePair(let offset): ".splitsSurrogatePair(utf16Offset: \(offset))"
    case .invalidIndex: ".invalidIndex"
    }
  }

  public var debugDescription: String { description }
}

extension InputDecision: CustomStringConvertible, CustomDebugStringConvertible {
  /// `.accept`, `.reject([.emoji("😀")])`,
  /// `.adjusted(text: "abc", caretUTF16Offset: 3, violations: [.tooLong(limit: 3, length: 4)])`.
  ///
  /// ```swift
  /// print(InputRules(maxLength: 3).evaluate("abc", replacingUTF16Location: 3, length: 0, with: "d"))
  /// // .reject([.tooLong(limit: 3, length: 4)])
  /// ```
  public var description: String {
    switch self {
    case .accept: ".accept"
    case .reject(let violations): ".reject(\(violations))"
    case .adjusted(let text, let caret, let violations):
      ".adjusted(text: \(text.debugDescription), caretUTF16Offset: \(caret), violations: \(violations))"
    }
  }

  public var debugDescription: String { description }
}
