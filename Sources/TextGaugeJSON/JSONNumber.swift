/// A JSON number: its literal text, kept so that a document is written back
/// as it was read, with the values a decoder asks for.
///
/// Numbers are equal when their text is: `1`, `1.0` and `1e0` are three
/// numbers of the same value.
///
/// ```swift
/// let number = JSONNumber(text: "12")!
/// number.int  // Optional(12)
/// number.double  // Optional(12.0)
/// JSONNumber(text: "1.5e3")!.int  // nil: not an integer literal
/// JSONNumber(text: "01")  // nil: a leading zero
/// ```
public struct JSONNumber: Sendable, Hashable {
  /// The literal, as RFC 8259 §6 spells numbers:
  /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
  public var text: String
  /// The value when the literal is an integer (no fraction, no exponent)
  /// within `Int`; `-0` is 0. Nil for `1.0`, `1e2` and
  /// `99999999999999999999`.
  public var int: Int?
  /// The nearest `Double`, or nil when the value's magnitude is beyond
  /// `Double`'s (`1e400`); a tiny value rounds to zero. Read from ``text``
  /// when asked, not when parsed: a policy's numbers are all integers, and
  /// the WebAssembly core then links no decimal-to-binary conversion
  /// (wasi-libc's `strtod`, 7 KB).
  public var double: Double? { Double(text).flatMap { $0.isFinite ? $0 : nil } }

  /// The number spelled `text`, or nil when `text` is not exactly one JSON
  /// number (no spaces, no `+1`, no `.5`, no leading zero, no `NaN`).
  ///
  /// ```swift
  /// JSONNumber(text: "-0.25")?.double  // Optional(-0.25)
  /// JSONNumber(text: " 1")  // nil
  /// ```
  public init?(text: String) {
    guard case .number(let number)? = try? JSONParser.parse(text), number.text == text else { return nil }
    self = number
  }

  /// An integer, written in decimal.
  ///
  /// ```swift
  /// JSONNumber(-7).text  // "-7"
  /// ```
  public init(_ value: Int) {
    self.init(checkedText: String(value), isInteger: true)
  }

  /// A finite `Double`, written as Swift's `description` writes it (the
  /// shortest text that reads back as the same value); nil for NaN and the
  /// infinities, which JSON cannot write.
  ///
  /// ```swift
  /// JSONNumber(0.1)?.text  // Optional("0.1")
  /// JSONNumber(1e100)?.text  // Optional("1e+100")
  /// JSONNumber(.infinity)  // nil
  /// ```
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    self.init(checkedText: value.description, isInteger: false)
  }

  /// A number whose `text` is known to follow the grammar; `isInteger` says
  /// whether it has neither fraction nor exponent.
  init(checkedText text: String, isInteger: Bool) {
    self.text = text
    self.int = isInteger ? Int(text) : nil
  }
}

extension JSONNumber: CustomStringConvertible {
  /// The literal text.
  ///
  /// ```swift
  /// JSONNumber(3).description  // "3"
  /// ```
  public var description: String { text }
}
