/// The members of an object being decoded (from
/// ``JSONReader/object(allowedKeys:)``), each read with its path.
///
/// ``optional(_:)`` treats an explicit `null` as absent, so that `"max":
/// null` and leaving `max` out mean the same; ``required(_:)`` returns a
/// `null` value for the caller to refuse (its accessors do).
///
/// ```swift
/// let value = try JSONParser.parse(#"{"min": 1, "max": null}"#)
/// let object = try JSONReader(value).object(allowedKeys: ["min", "max"])
/// try object.required("min").int()  // 1
/// object.optional("max")  // nil
/// do {
///   _ = try object.required("name")
/// } catch {
///   print(error)  // $: missing key "name"
/// }
/// ```
public struct JSONObjectReader: Sendable {
  /// The object.
  public let object: JSONObject
  /// Where the object is in its document.
  public let path: JSONPath
  /// Each key's member, for objects large enough that a linear search per
  /// key would add up.
  let index: [String: Int]?

  /// A reader of `object`, found at `path`. Prefer
  /// ``JSONReader/object(allowedKeys:)``, which checks the keys.
  ///
  /// ```swift
  /// let reader = JSONObjectReader(JSONObject([JSONMember(key: "a", value: 1)]))
  /// try reader.required("a").int()  // 1
  /// ```
  public init(_ object: JSONObject, path: JSONPath = .root) {
    self.object = object
    self.path = path
    if object.members.count > 8 {
      index = [String: Int](positionsOf: object.members)
    } else {
      index = nil
    }
  }

  /// The member `key`, which must be present (it may be `null`).
  ///
  /// ```swift
  /// let object = try JSONReader(["max": 3]).object(allowedKeys: ["min", "max"])
  /// try object.required("max").int()  // 3
  /// do {
  ///   _ = try object.required("min")
  /// } catch {
  ///   print(error)  // $: missing key "min"
  /// }
  /// ```
  public func required(_ key: String) throws(JSONError) -> JSONReader {
    guard let reader = member(key) else { throw error("missing key \(JSONStringEscaping.quoted(key))") }
    return reader
  }

  /// The member `key`, or nil when it is absent or `null`.
  ///
  /// ```swift
  /// let object = try JSONReader(["max": nil]).object(allowedKeys: ["min", "max"])
  /// object.optional("max")  // nil
  /// object.optional("min")  // nil
  /// ```
  public func optional(_ key: String) -> JSONReader? {
    guard let reader = member(key), !reader.isNull else { return nil }
    return reader
  }

  /// Whether the object has a member `key`, `null` or not.
  ///
  /// ```swift
  /// try JSONReader(["max": nil]).object().contains("max")  // true
  /// ```
  @inline(never)
  public func contains(_ key: String) -> Bool { member(key) != nil }

  /// Every member, in document order, each with a reader at its path.
  ///
  /// ```swift
  /// let object = try JSONReader(["name": 1, "bio": 2]).object()
  /// object.entries.map(\.reader.path.description)  // ["$.name", "$.bio"]
  /// ```
  public var entries: [(key: String, reader: JSONReader)] {
    object.members.map { ($0.key, JSONReader($0.value, path: path.appending(key: $0.key))) }
  }

  /// An error about the object: `reason` at ``path``.
  ///
  /// ```swift
  /// let object = try JSONReader(["min": 3, "max": 1]).object()
  /// object.error("min is above max").description  // $: min is above max
  /// ```
  public func error(_ reason: String) -> JSONError {
    JSONError(reason: reason, path: path)
  }

  /// The member `key`, `null` included, or nil when it is absent: for a
  /// strict format, where `"max": null` is a wrong type, not an absent key
  /// (a JSON Schema that gives the key a type refuses `null` too).
  ///
  /// ```swift
  /// let object = try JSONReader(["max": nil]).object(allowedKeys: ["min", "max"])
  /// object.member("max")?.isNull  // Optional(true)
  /// object.member("min")  // nil
  /// ```
  @inline(never)
  public func member(_ key: String) -> JSONReader? {
    let position: Int?
    if let index {
      position = index[key]
    } else {
      position = object.members.firstIndex { $0.key == key }
    }
    guard let position else { return nil }
    return JSONReader(object.members[position].value, path: path.appending(key: key))
  }
}

extension [String: Int] {
  /// Each key of `members` at the position of its first member.
  init(positionsOf members: [JSONMember]) {
    self.init()
    for (position, member) in members.enumerated() {
      _ = insertNew(member.key, at: position)
    }
  }

  /// Records `key` at `position` unless it is present; whether it was new.
  /// The keys the reader and the scanner look for duplicates among (RFC
  /// 8259 §4: a name should be unique) go through this one dictionary type
  /// and this one function, a lookup per key whatever the object's size.
  @inline(never)
  mutating func insertNew(_ key: String, at position: Int) -> Bool {
    guard self[key] == nil else { return false }
    self[key] = position
    return true
  }
}
