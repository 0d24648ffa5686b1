/// A JSON object: its members in document order.
///
/// ``JSONParser`` never makes an object with two members of the same key
/// (it refuses the document); one built in code may have them, and then
/// ``subscript(_:)`` finds the first and ``JSONReader/object(allowedKeys:)``
/// refuses it.
///
/// ```swift
/// let object = JSONObject([JSONMember(key: "max", value: 10)])
/// object["max"]  // Optional(10)
/// object.keys  // ["max"]
/// ```
public struct JSONObject: Sendable, Hashable {
  /// The members, in document order.
  public var members: [JSONMember]

  /// An object of `members`, in that order.
  ///
  /// ```swift
  /// let empty = JSONObject()  // {}
  /// ```
  public init(_ members: [JSONMember] = []) { self.members = members }

  /// The value of the first member named `key`, or nil when there is none.
  ///
  /// ```swift
  /// let object = JSONObject([JSONMember(key: "a b", value: true)])
  /// object["a b"]  // Optional(true)
  /// object["c"]  // nil
  /// ```
  public subscript(_ key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  /// The members' keys, in document order.
  ///
  /// ```swift
  /// JSONObject([JSONMember(key: "b", value: 1), JSONMember(key: "a", value: 2)]).keys  // ["b", "a"]
  /// ```
  public var keys: [String] { members.map { $0.key } }
}

/// One member of a ``JSONObject``: a key and its value.
///
/// ```swift
/// let member = JSONMember(key: "max", value: 10)  // "max": 10
/// ```
public struct JSONMember: Sendable, Hashable {
  /// The key, its escapes decoded.
  public var key: String
  /// The value.
  public var value: JSONValue

  /// A member named `key` holding `value`.
  ///
  /// ```swift
  /// let member = JSONMember(key: "schema", value: 1)
  /// ```
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
