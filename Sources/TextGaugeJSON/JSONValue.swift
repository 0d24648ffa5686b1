/// A JSON value (RFC 8259): what ``JSONParser`` reads and ``JSONWriter``
/// writes. Objects keep their members in document order, and numbers keep
/// their literal text, so that a document read and written again is the same
/// document.
///
/// Two values are equal when they are written the same way: objects compare
/// their members in order (`{"a":1,"b":2}` is not `{"b":2,"a":1}`) and
/// numbers their text (`1.0` is not `1`). Strings compare as Swift's
/// `String`s do, by canonical equivalence; their scalars are kept as read.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"schema": 1, "fields": ["name"]}"#)
/// let expected = JSONValue.object(JSONObject([
///   JSONMember(key: "schema", value: 1),
///   JSONMember(key: "fields", value: ["name"]),
/// ]))
/// value == expected  // true
/// ```
public enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, with its literal text: `1`, `-0.5`, `1e3`.
  case number(JSONNumber)
  /// A string, its escapes decoded.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, its members in document order.
  case object(JSONObject)
}

extension JSONValue: CustomStringConvertible {
  /// The value as compact JSON.
  ///
  /// ```swift
  /// let value: JSONValue = ["a": [1, true, nil]]
  /// value.description  // {"a":[1,true,null]}
  /// ```
  public var description: String { JSONWriter.string(self, pretty: false) }
}
