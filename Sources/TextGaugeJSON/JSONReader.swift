/// Reads a ``JSONValue`` as the types a decoder wants, knowing its path:
/// every accessor that finds something else throws a ``JSONError`` naming
/// the path, what it expected and what it found.
///
/// ```swift
/// let document = try JSONParser.parse(#"{"schema": 1, "limits": [{"max": "ten"}]}"#)
/// let root = try JSONReader(document).object(allowedKeys: ["schema", "limits"])
/// let schema = try root.required("schema").int()  // 1
/// let limits = try root.required("limits").array()
/// do {
///   _ = try limits[0].object(allowedKeys: ["max"]).required("max").int()
/// } catch {
///   print(error)  // $.limits[0].max: expected a whole number, found "ten"
/// }
/// ```
public struct JSONReader: Sendable {
  // The accessors a decoder calls at each value (`array()`, `string()`,
  // `bool()`, and JSONObjectReader's `member(_:)` and `contains(_:)`) are
  // never inlined: where the decoder and this module are compiled as one
  // (the WebAssembly core), each inlined copy brought its switch, its
  // copies of the value and their releases to every read.

  /// The value read.
  public let value: JSONValue
  /// Where ``value`` is in its document.
  public let path: JSONPath

  /// A reader of `value`, found at `path` (the document's value by default).
  ///
  /// ```swift
  /// let reader = JSONReader(true)
  /// try reader.bool()  // true
  /// ```
  public init(_ value: JSONValue, path: JSONPath = .root) {
    self.value = value
    self.path = path
  }

  /// The members of an object, refusing any key outside `allowedKeys` (the
  /// first unknown key in document order, listing `allowedKeys` in their
  /// order), and a key that appears twice (which only a value built in code
  /// can have: ``JSONParser`` refuses it).
  ///
  /// ```swift
  /// let value = try JSONParser.parse(#"{"maxLenght": 3}"#)
  /// do {
  ///   _ = try JSONReader(value).object(allowedKeys: ["maxLength", "minLength"])
  /// } catch {
  ///   print(error)  // $: unknown key "maxLenght"; the keys are maxLength, minLength
  /// }
  /// ```
  public func object(allowedKeys: [String]) throws(JSONError) -> JSONObjectReader {
    let reader = try object()
    if let unknown = reader.object.members.first(where: { !allowedKeys.contains($0.key) }) {
      let keys = allowedKeys.isEmpty ? "this object takes none" : "the keys are " + allowedKeys.joined(separator: ", ")
      throw error("unknown key \(JSONStringEscaping.excerpt(unknown.key)); \(keys)")
    }
    return reader
  }

  /// The members of an object, whatever their keys: for maps, such as
  /// policies keyed by field name. Refuses a key that appears twice.
  ///
  /// ```swift
  /// let value = try JSONParser.parse(#"{"name": {}, "bio": {}}"#)
  /// try JSONReader(value).object().entries.map(\.key)  // ["name", "bio"]
  /// ```
  public func object() throws(JSONError) -> JSONObjectReader {
    guard case .object(let object) = value else { throw expected("an object") }
    var seen = [String: Int]()
    for (position, member) in object.members.enumerated() where !seen.insertNew(member.key, at: position) {
      throw error("duplicate key \(JSONStringEscaping.excerpt(member.key))")
    }
    return JSONObjectReader(object, path: path)
  }

  /// The elements of an array, each with its index in its path.
  ///
  /// ```swift
  /// let elements = try JSONReader(["a", "b"]).array()
  /// elements[1].path.description  // $[1]
  /// ```
  @inline(never)
  public func array() throws(JSONError) -> [JSONReader] {
    guard case .array(let elements) = value else { throw expected("an array") }
    return elements.enumerated().map { JSONReader($0.element, path: path.appending(index: $0.offset)) }
  }

  /// A string.
  ///
  /// ```swift
  /// try JSONReader("name").string()  // "name"
  /// do {
  ///   _ = try JSONReader(1).string()
  /// } catch {
  ///   print(error)  // $: expected a string, found 1
  /// }
  /// ```
  @inline(never)
  public func string() throws(JSONError) -> String {
    guard case .string(let string) = value else { throw expected("a string") }
    return string
  }

  /// A whole number within `Int`, written as an integer: `12`, `-3`, `0`.
  /// A fraction or exponent is refused even when the value is whole (`1.0`,
  /// `1e2`): a policy's counts are written as integers.
  ///
  /// ```swift
  /// try JSONReader(12).int()  // 12
  /// do {
  ///   _ = try JSONReader(1.5).int()
  /// } catch {
  ///   print(error)  // $: expected a whole number, found 1.5
  /// }
  /// ```
  public func int() throws(JSONError) -> Int {
    guard case .number(let number) = value else { throw expected("a whole number") }
    guard let int = number.int else {
      // Three searches for a Character, whose code the input rules'
      // searches share, rather than one closure of its own.
      let text = number.text
      if !(text.contains(Character(".")) || text.contains(Character("e")) || text.contains(Character("E"))) {
        throw expected("a whole number from \(Int.min) to \(Int.max)")
      }
      throw expected("a whole number")
    }
    return int
  }

  /// A number as the nearest `Double`; refuses one beyond `Double`'s range
  /// (`1e400`).
  ///
  /// ```swift
  /// try JSONReader(0.5).double()  // 0.5
  /// ```
  public func double() throws(JSONError) -> Double {
    guard case .number(let number) = value else { throw expected("a number") }
    guard let double = number.double else { throw expected("a number within Double's range") }
    return double
  }

  /// A number, with its literal text.
  ///
  /// ```swift
  /// try JSONReader(try JSONParser.parse("1.50")).number().text  // "1.50"
  /// ```
  public func number() throws(JSONError) -> JSONNumber {
    guard case .number(let number) = value else { throw expected("a number") }
    return number
  }

  /// `true` or `false`.
  ///
  /// ```swift
  /// try JSONReader(false).bool()  // false
  /// do {
  ///   _ = try JSONReader("yes").bool()
  /// } catch {
  ///   print(error)  // $: expected true or false, found "yes"
  /// }
  /// ```
  @inline(never)
  public func bool() throws(JSONError) -> Bool {
    guard case .bool(let bool) = value else { throw expected("true or false") }
    return bool
  }

  /// Whether the value is `null`.
  ///
  /// ```swift
  /// JSONReader(nil).isNull  // true
  /// ```
  public var isNull: Bool { value == .null }

  /// An error about this value: `reason` at ``path``.
  ///
  /// ```swift
  /// JSONReader(0).error("must be positive").description  // $: must be positive
  /// ```
  public func error(_ reason: String) -> JSONError {
    JSONError(reason: reason, path: path)
  }

  /// An error saying what was expected here and what was found:
  /// `expected what, found …` at ``path``.
  ///
  /// ```swift
  /// let max = JSONReader(-1, path: JSONPath.root.appending(key: "max"))
  /// max.expected("a whole number ≥ 0").description  // $.max: expected a whole number ≥ 0, found -1
  /// ```
  public func expected(_ what: String) -> JSONError {
    error("expected \(what), found \(found)")
  }

  /// The value as an error message shows it, on one line: a string as
  /// JSON, its control characters escaped and cut after 40 Unicode scalars
  /// with `…`; a number as written, cut after 40 digits with `…`; `true`,
  /// `false`, `null`; `an array` or `an object`.
  ///
  /// ```swift
  /// JSONReader("ten").found  // "\"ten\""
  /// JSONReader("a\nb").found  // "\"a\\nb\""
  /// JSONReader([1]).found  // an array
  /// ```
  public var found: String {
    switch value {
    case .array: return "an array"
    case .object: return "an object"
    case .string(let string): return JSONStringEscaping.excerpt(string)
    case .number(let number) where number.text.utf8.count > JSONStringEscaping.excerptScalars:
      // ASCII (RFC 8259 §6): the scalars are the Characters.
      return String(number.text.unicodeScalars.prefix(JSONStringEscaping.excerptScalars)) + "…"
    default: return JSONWriter.string(value, pretty: false)
    }
  }
}
