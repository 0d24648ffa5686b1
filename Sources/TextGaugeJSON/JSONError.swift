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
  public var path: JSONPath? {
    get { storage.path }
    set { storage = Storage(newValue, byteOffset, line, column, reason) }
  }
  /// The offset, in bytes from 0, of the byte where the document goes
  /// wrong, for syntax errors (the end of the document is its byte count).
  public var byteOffset: Int? {
    get { storage.byteOffset }
    set { storage = Storage(path, newValue, line, column, reason) }
  }
  /// The line of ``byteOffset``, from 1; LF, CR LF and a lone CR end a line.
  public var line: Int? {
    get { storage.line }
    set { storage = Storage(path, byteOffset, newValue, column, reason) }
  }
  /// The column of ``byteOffset``, from 1, counted in Unicode scalars from
  /// the start of its line (a tab is one column).
  public var column: Int? {
    get { storage.column }
    set { storage = Storage(path, byteOffset, line, newValue, reason) }
  }
  /// What is wrong, as a sentence fragment without the place:
  /// `duplicate key "max"`.
  public var reason: String {
    get { storage.reason }
    set { storage = Storage(path, byteOffset, line, column, newValue) }
  }

  /// The fields, behind one reference: an error is passed up through every
  /// `try` of a decoder, and on 32-bit WebAssembly the fields are twelve
  /// words, copied at each.
  private var storage: Storage

  private final class Storage: Sendable {
    let path: JSONPath?
    let byteOffset: Int?
    let line: Int?
    let column: Int?
    let reason: String

    init(_ path: JSONPath?, _ byteOffset: Int?, _ line: Int?, _ column: Int?, _ reason: String) {
      self.path = path
      self.byteOffset = byteOffset
      self.line = line
      self.column = column
      self.reason = reason
    }
  }

  /// An error about the value at `path`: what a decoder throws.
  ///
  /// ```swift
  /// JSONError(reason: "expected a string, found 3", path: .root.appending(key: "name")).description
  /// // $.name: expected a string, found 3
  /// ```
  public init(reason: String, path: JSONPath) {
    storage = Storage(path, nil, nil, nil, reason)
  }

  /// An error at a place in a document's text, with an optional path.
  ///
  /// ```swift
  /// JSONError(reason: "trailing comma before ']'", byteOffset: 3, line: 1, column: 4).description
  /// // line 1, column 4 (byte 3): trailing comma before ']'
  /// ```
  public init(reason: String, byteOffset: Int, line: Int, column: Int, path: JSONPath? = nil) {
    storage = Storage(path, byteOffset, line, column, reason)
  }

  /// Errors are equal when their fields are.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.path == rhs.path && lhs.byteOffset == rhs.byteOffset && lhs.line == rhs.line && lhs.column == rhs.column
      && lhs.reason == rhs.reason
  }

  /// Hashes the fields that ``==`` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    hasher.combine(byteOffset)
    hasher.combine(line)
    hasher.combine(column)
    hasher.combine(reason)
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
