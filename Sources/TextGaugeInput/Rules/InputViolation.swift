import TextGauge

/// Why an edit was rejected or adjusted, or what is wrong with a text.
///
/// Each case carries what an app needs for its message, e.g. the limit and
/// the measured length for "最多输入20个字":
///
/// ```swift
/// let rules = InputRules(maxLength: 20, metric: .gb18030(.gb2022))
/// let text = "一二三四五六七八九十"   // 20 bytes: full
/// for reason in rules.evaluate(text, replacingUTF16Location: 10, length: 0, with: "好").violations {
///   if case .tooLong(let limit, let length) = reason {
///     print("最多输入\(limit / 2)个字", length)   // 最多输入10个字 22
///   }
/// }
/// ```
public enum InputViolation: Sendable, Hashable {
  /// The text would be longer than `limit` under the rules' metric;
  /// `length` is what it would have measured.
  case tooLong(limit: Int, length: Int)
  /// An emoji (under the rules' ``InputRules/emojiPolicy``) in a field that
  /// does not allow emoji; the payload is the emoji's Character(s).
  case emoji(String)
  /// An emoji newer than ``InputRules/maxEmojiVersion``, with its version
  /// (nil when the tables do not know it: an unassigned pictograph).
  case emojiTooNew(String, version: UnicodeVersion?)
  /// A Character outside the allowed characters (or, in a numeric mode, not
  /// an ASCII digit or the decimal point). The payload is that Character as
  /// the tables' Unicode version defines it (UAX #29, an element of
  /// `graphemeClusters` in TextGauge), as a `String`: a Swift `Character`
  /// could not hold a cluster that the standard library of an older OS
  /// splits, and a `String` owns its text, as ``emoji(_:)``'s does.
  ///
  /// ```swift
  /// InputRules(allowedCharacters: .asciiLetters).violations(in: "ab1").map(\.violation)
  /// // [.disallowedCharacter("1")]
  /// ```
  case disallowedCharacter(String)
  /// A "." where the text already has one (decimal mode, or the
  /// ``AllowedCharacters/decimalPad`` class).
  case secondDecimalPoint
  /// A decimal number starting with "."; edits turn it into "0.".
  case leadingDecimalPoint
  /// A decimal number whose integer part has a redundant leading zero
  /// ("00", "007"); edits remove it.
  case redundantLeadingZero
  /// More integer digits than a decimal field allows.
  case tooManyIntegerDigits(limit: Int, count: Int)
  /// More fraction digits than a decimal field allows.
  case tooManyFractionDigits(limit: Int, count: Int)
  /// "…" (U+2026, what autocorrect makes of "...") in a numeric field.
  case ellipsisInNumber
  /// The edit's range does not describe a part of the text.
  case invalidRange(InvalidTextRange)
  /// The text measures more than the maximum of
  /// ``InputRules/limits``[`index`]; `length` is what it measures.
  ///
  /// ```swift
  /// var rules = InputRules()
  /// rules.limits = [LengthLimit(.utf8, maximum: 4)]
  /// rules.violations(in: "中文").map(\.violation)   // [.overLimit(index: 0, limit: 4, length: 6)]
  /// ```
  case overLimit(index: Int, limit: Int, length: Int)
  /// The text measures less than the minimum of
  /// ``InputRules/limits``[`index`]. Reported for whole texts
  /// (``InputRules/violations(in:)``), never for an edit: a field is typed
  /// from empty.
  case underLimit(index: Int, minimum: Int, length: Int)
  /// A scalar that a guard of ``InputRules/guards`` blocks.
  case blockedScalar(Unicode.Scalar, ScalarGuard)
  /// A Character of more scalars than ``TextGuards/maxScalarsPerCharacter``
  /// allows (zalgo text, a ZWJ bomb); the payload is the Character.
  case tooManyScalars(String, count: Int, limit: Int)
}

/// What is wrong with an edit's range.
///
/// ```swift
/// let rules = InputRules(maxLength: 10)
/// rules.evaluate("👍", replacingUTF16Location: 1, length: 0, with: "a")
/// // .reject([.invalidRange(.splitsSurrogatePair(utf16Offset: 1))])
/// ```
public enum InvalidTextRange: Error, Sendable, Hashable {
  /// A negative location or length (NSRange values come from UIKit as Int;
  /// `NSNotFound` is out of bounds).
  case negative(location: Int, length: Int)
  /// The range ends beyond the text's `utf16Count` code units.
  case outOfBounds(location: Int, length: Int, utf16Count: Int)
  /// A bound falls between the two halves of a surrogate pair.
  case splitsSurrogatePair(utf16Offset: Int)
  /// A `String.Index` bound is past the end of the text or inside a
  /// Unicode scalar (an index from another string, or a UTF-8 offset in the
  /// middle of a scalar).
  case invalidIndex
}
