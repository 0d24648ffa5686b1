// Swift literals for JSONValue, so that documents can be built in code the
// way they are written: `["schema": 1, "fields": ["name", "bio"]]`.

extension JSONValue: ExpressibleByNilLiteral {
  /// `null`.
  ///
  /// ```swift
  /// let value: JSONValue = nil  // null
  /// ```
  public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
  /// `true` or `false`.
  ///
  /// ```swift
  /// let value: JSONValue = true  // true
  /// ```
  public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
  /// An integer, written in decimal.
  ///
  /// ```swift
  /// let value: JSONValue = -12  // -12
  /// ```
  public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
  /// A finite number, written as Swift's `description` writes it.
  ///
  /// ```swift
  /// let value: JSONValue = 0.5  // 0.5
  /// ```
  public init(floatLiteral value: Double) {
    guard let number = JSONNumber(value) else { preconditionFailure("JSON has no NaN or Infinity") }
    self = .number(number)
  }
}

extension JSONValue: ExpressibleByStringLiteral {
  /// A string.
  ///
  /// ```swift
  /// let value: JSONValue = "name"  // "name"
  /// ```
  public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
  /// An array.
  ///
  /// ```swift
  /// let value: JSONValue = [1, "two", nil]  // [1,"two",null]
  /// ```
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
  /// An object, its members in the literal's order.
  ///
  /// ```swift
  /// let value: JSONValue = ["b": 1, "a": 2]  // {"b":1,"a":2}
  /// ```
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(JSONObject(elements.map { JSONMember(key: $0.0, value: $0.1) }))
  }
}
