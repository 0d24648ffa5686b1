import TextGauge

/// Reads JSON documents (RFC 8259), strictly: a document that is not
/// exactly JSON is refused with a ``JSONError`` that says why and where.
///
/// - No trailing commas, comments, single quotes, unquoted keys, leading
///   zeros, `+1`, `.5`, `NaN` or `Infinity`; `true`, `false` and `null` in
///   lower case only.
/// - Strings: control characters must be escaped; `\u` escapes of a
///   surrogate pair combine into one scalar, and a lone surrogate is refused.
/// - An object with two members of the same key is refused, naming the
///   object's path. Keys compare as Swift's `String`s do: two spellings of
///   the same text (`\u00e9` and `e\u0301`, canonically equivalent) are the
///   same key, as they look the same.
/// - The bytes must be UTF-8, without a byte order mark; the first
///   ill-formed byte is reported with its offset.
/// - Any value may be the document, a scalar too (`3`, `"a"`).
/// - Arrays and objects nest at most ``maximumDepth`` deep; deeper documents
///   are refused (the parser keeps its own stack, so no input can overflow
///   the thread's).
///
/// Parsing takes time linear in the document's length.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"max": 10}"#)  // {"max":10}
/// do {
///   _ = try JSONParser.parse("[1, 2,]")
/// } catch {
///   print(error)  // line 1, column 6 (byte 5): trailing comma before ']'
/// }
/// ```
public enum JSONParser {
  /// The deepest nesting of arrays and objects a document may have: `[[1]]`
  /// is 2 deep.
  ///
  /// ```swift
  /// JSONParser.maximumDepth  // 512
  /// ```
  public static let maximumDepth = 512

  /// The value of the document in `bytes`, which must be UTF-8.
  ///
  /// ```swift
  /// let value = try JSONParser.parse(Array(#"[true, null]"#.utf8))  // [true,null]
  /// ```
  public static func parse(_ bytes: some Collection<UInt8>) throws(JSONError) -> JSONValue {
    let result = bytes.withContiguousStorageIfAvailable { buffer in
      Result { () throws(JSONError) in try parse(buffer: buffer, wellFormed: false) }
    }
    if let result { return try result.get() }
    let copy = Array(bytes)
    return try copy.withUnsafeBufferPointer { buffer in
      Result { () throws(JSONError) in try parse(buffer: buffer, wellFormed: false) }
    }.get()
  }

  /// The value of the document `text`.
  ///
  /// ```swift
  /// let value = try JSONParser.parse(#"{"name": "\u4E2D"}"#)  // {"name":"中"}
  /// ```
  public static func parse(_ text: String) throws(JSONError) -> JSONValue {
    var text = text
    return try text.withUTF8 { buffer in
      Result { () throws(JSONError) in try parse(buffer: buffer, wellFormed: true) }
    }.get()
  }

  /// Parses `buffer`; `wellFormed` when it is known to be UTF-8 (a String's).
  static func parse(buffer: UnsafeBufferPointer<UInt8>, wellFormed: Bool) throws(JSONError) -> JSONValue {
    let firstIllFormed = wellFormed ? nil : UTF8Bytes.firstIllFormedOffset(buffer)
    var scanner = JSONScanner(bytes: buffer, firstIllFormed: firstIllFormed)
    return try scanner.document()
  }
}
