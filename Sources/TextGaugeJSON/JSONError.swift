/// What is wrong with a JSON document, and where.
///
/// ``JSONParser`` reports a syntax error with its byte offset and the line
/// and column of that byte; a decoder (``JSONReader``) reports the
/// ``JSONPath`` of the value it refuses. A duplicate key has both.
///
/// ```swift
/// do {
///   _ = try JSONParser.parse("{\n  \"a\": 1\n  \"b\": 2\n}")
/// } catch {
///   print(error)  // line 3, column 3 (byte 13): expected ',' or '}' after an object member, found '"'
/// }
/// ```
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The value the error is about, for decoding errors and duplicate keys.
  public var path: JSONPath? { get { stored.fields.path } set { stored.fields.path = newValue } }
  /// The offset, in bytes from 0, of the byte where the document goes
  /// wrong, for syntax errors (the end of the document is its byte count).
  public var byteOffset: Int? { get { stored.fields.byteOffset } set { stored.fields.byteOffset = newValue } }
  /// The line of ``byteOffset``, from 1; LF, CR LF and a lone CR end a line.
  public var line: Int? { get { stored.fields.line } set { stored.fields.line = newValue } }
  /// The column of ``byteOffset``, from 1, counted in Unicode scalars from
  /// the start of its line (a tab is one column).
  public var column: Int? { get { stored.fields.column } set { stored.fields.column = newValue } }
  /// What is wrong, as a sentence fragment without the place:
  /// `duplicate key "max"`.
  public var reason: String { get { stored.fields.reason } set { stored.fields.reason = newValue } }

  /// The fields behind one reference (``ErrorFields``): errors are equal,
  /// and hash, as their fields.
  private var stored: ErrorFields<Fields>

  private struct Fields: Sendable, Hashable {
    var path: JSONPath?
    var byteOffset: Int?
    var line: Int?
    var column: Int?
    var reason: String
  }

  /// An error about the value at `path`: what a decoder throws.
  ///
  /// ```swift
  /// JSONError(reason: "expected a string, found 3", path: .root.appending(key: "name")).description
  /// // $.name: expected a string, found 3
  /// ```
  public init(reason: String, path: JSONPath) {
    stored = ErrorFields(Fields(path: path, reason: reason))
  }

  /// An error at a place in a document's text, with an optional path.
  ///
  /// ```swift
  /// JSONError(reason: "trailing comma before ']'", byteOffset: 3, line: 1, column: 4).description
  /// // line 1, column 4 (byte 3): trailing comma before ']'
  /// ```
  public init(reason: String, byteOffset: Int, line: Int, column: Int, path: JSONPath? = nil) {
    stored = ErrorFields(Fields(path: path, byteOffset: byteOffset, line: line, column: column, reason: reason))
  }

  /// The place, then the reason: `line 3, column 14 (byte 41): expected ','
  /// or '}' after an object member, found '"'`, `$.limits[0].max: expected
  /// a whole number, found "ten"`, or both for a duplicate key:
  /// `line 4, column 5 (byte 60): $.limits[0]: duplicate key "max"`.
  public var description: String {
    var text = ""
    if let line, let column, let byteOffset {
      text += "line \(line), column \(column) (byte \(byteOffset)): "
    } else if let byteOffset {
      text += "byte \(byteOffset): "
    }
    if let path { text += "\(path): " }
    return text + reason
  }
}
