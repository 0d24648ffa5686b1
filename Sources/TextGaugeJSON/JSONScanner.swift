import TextGauge

/// The state machine behind ``JSONParser``: one pass over the bytes with an
/// explicit stack of open arrays and objects (so that depth costs heap, not
/// the thread's stack), each error made here with its reason and offset.
struct JSONScanner {
  let bytes: UnsafeBufferPointer<UInt8>
  /// The first byte that is not well-formed UTF-8, from
  /// `UTF8Bytes.firstIllFormedOffset`; an error found at or after it is
  /// reported as that byte instead, so errors come in document order.
  let firstIllFormed: Int?
  var index = 0
  var open: [OpenContainer] = []

  init(bytes: UnsafeBufferPointer<UInt8>, firstIllFormed: Int?) {
    self.bytes = bytes
    self.firstIllFormed = firstIllFormed
  }

  /// An array or object being read, with what it holds so far.
  struct OpenContainer {
    var isObject: Bool
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// The key of the member whose value is being read.
    var key = ""
    /// The keys so far, each at its member's position, once there are
    /// enough of them that a linear search for duplicates would cost more
    /// than hashing.
    var keyIndex: [String: Int]? = nil
  }

  /// Objects up to this many members look for a duplicate key linearly.
  static let linearKeySearchLimit = 8

  // MARK: The document

  /// The document's value, then nothing but whitespace.
  mutating func document() throws(JSONError) -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      throw failure("a byte order mark (EF BB BF) starts the document; JSON text has none (RFC 8259 §8.1)", at: 0)
    }
    skipWhitespace()
    next: while true {
      var value: JSONValue
      // A value starts at `index`.
      switch peek {
      case UInt8(ascii: "["):
        try push(isObject: false)
        skipWhitespace()
        guard peek == UInt8(ascii: "]") else { continue next }
        index += 1
        value = .array(open.removeLast().elements)
      case UInt8(ascii: "{"):
        try push(isObject: true)
        skipWhitespace()
        guard peek == UInt8(ascii: "}") else {
          guard peek == UInt8(ascii: "\"") else { throw unexpected("a string key in double quotes or '}'") }
          try memberKey()
          continue next
        }
        index += 1
        value = .object(JSONObject(open.removeLast().members))
      default:
        value = try scalar()
      }
      // A value ends at `index`: add it to its container, and close every
      // container that ends after it.
      while true {
        skipWhitespace()
        guard !open.isEmpty else {
          guard index == bytes.count else { throw unexpected("the end of the document after its value") }
          return value
        }
        let last = open.count - 1
        if open[last].isObject {
          open[last].members.append(JSONMember(key: open[last].key, value: value))
          switch peek {
          case UInt8(ascii: ","):
            let comma = index
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "}") { throw failure("trailing comma before '}'", at: comma) }
            guard peek == UInt8(ascii: "\"") else { throw unexpected("a string key in double quotes after ','") }
            try memberKey()
            continue next
          case UInt8(ascii: "}"):
            index += 1
            value = .object(JSONObject(open.removeLast().members))
          default:
            throw unexpected("',' or '}' after an object member")
          }
        } else {
          open[last].elements.append(value)
          switch peek {
          case UInt8(ascii: ","):
            let comma = index
            index += 1
            skipWhitespace()
            if peek == UInt8(ascii: "]") { throw failure("trailing comma before ']'", at: comma) }
            continue next
          case UInt8(ascii: "]"):
            index += 1
            value = .array(open.removeLast().elements)
          default:
            throw unexpected("',' or ']' after an array element")
          }
        }
      }
    }
  }

  /// The byte at `index`, or nil at the end.
  var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

  /// Skips RFC 8259's whitespace: space, tab, LF, CR.
  mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  /// Opens an array or object at `index`, refusing one deeper than
  /// `JSONParser.maximumDepth`.
  mutating func push(isObject: Bool) throws(JSONError) {
    guard open.count < JSONParser.maximumDepth else {
      throw failure("arrays and objects nested deeper than \(JSONParser.maximumDepth)", at: index)
    }
    open.append(OpenContainer(isObject: isObject))
    index += 1
  }

  /// Reads a member's key (at its `"`), refusing a duplicate, and the `:`
  /// after it, leaving `index` at the member's value.
  mutating func memberKey() throws(JSONError) {
    let start = index
    let key = try string()
    let last = open.count - 1
    if Self.isDuplicate(key, in: &open[last]) {
      throw failure("duplicate key \(JSONStringEscaping.excerpt(key))", at: start, path: pathOfLastContainer())
    }
    open[last].key = key
    skipWhitespace()
    guard peek == UInt8(ascii: ":") else { throw unexpected("':' after an object key") }
    index += 1
    skipWhitespace()
  }

  /// Whether `container` already has a member named `key`; records `key`.
  static func isDuplicate(_ key: String, in container: inout OpenContainer) -> Bool {
    let position = container.members.count
    if container.keyIndex != nil { return !container.keyIndex!.insertNew(key, at: position) }
    if container.members.contains(where: { $0.key == key }) { return true }
    if position >= Self.linearKeySearchLimit {
      var index = [String: Int](positionsOf: container.members)
      _ = index.insertNew(key, at: position)
      container.keyIndex = index
    }
    return false
  }

  /// The path of the innermost open container: the key or index each outer
  /// one is reading.
  func pathOfLastContainer() -> JSONPath {
    JSONPath(
      open.dropLast().map { container in
        container.isObject ? .key(container.key) : .index(container.elements.count)
      })
  }

  // MARK: Scalars

  /// A string, number, `true`, `false` or `null` at `index`.
  mutating func scalar() throws(JSONError) -> JSONValue {
    switch peek {
    case UInt8(ascii: "\""): return .string(try string())
    case let byte? where byte == UInt8(ascii: "-") || byte.isDigit: return .number(try number())
    case let byte? where byte.isASCIILetter: return try literal()
    case UInt8(ascii: "+"): throw failure("a number cannot start with '+'", at: index)
    case UInt8(ascii: "."): throw failure("a number must have a digit before its decimal point", at: index)
    case UInt8(ascii: "'"): throw failure("strings are written in double quotes, not single quotes", at: index)
    default: throw unexpected("a value")
    }
  }

  /// `true`, `false` or `null`, refusing another word (`True`, `NaN`).
  mutating func literal() throws(JSONError) -> JSONValue {
    let start = index
    while let byte = peek, byte.isASCIILetter || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "_") {
      index += 1
    }
    let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    switch word {
    case "true": return .bool(true)
    case "false": return .bool(false)
    case "null": return .null
    case "NaN", "Infinity": throw failure("\(word) is not a JSON number; JSON has no NaN or Infinity", at: start)
    default:
      // ASCII letters, digits and `_`: 32 scalars are 32 Characters.
      let shown = word.utf8.count > 32 ? String(word.unicodeScalars.prefix(32)) + "…" : word
      throw failure("unknown literal '\(shown)'; the literals are true, false and null", at: start)
    }
  }

  /// A number at `index` (`-` or a digit), as RFC 8259 §6 spells it.
  mutating func number() throws(JSONError) -> JSONNumber {
    let start = index
    var isInteger = true
    if peek == UInt8(ascii: "-") { index += 1 }
    guard let first = peek, first.isDigit else {
      if peek == UInt8(ascii: "I") { throw failure("-Infinity is not a JSON number; JSON has no NaN or Infinity", at: start) }
      throw unexpected("a digit after '-'")
    }
    index += 1
    if first == UInt8(ascii: "0") {
      if let byte = peek, byte.isDigit { throw failure("a number cannot have a leading zero", at: index - 1) }
    } else {
      skipDigits()
    }
    if peek == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard let byte = peek, byte.isDigit else { throw unexpected("a digit after the decimal point") }
      skipDigits()
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      isInteger = false
      index += 1
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
      guard let byte = peek, byte.isDigit else { throw unexpected("a digit in the exponent") }
      skipDigits()
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    return JSONNumber(checkedText: text, isInteger: isInteger)
  }

  mutating func skipDigits() {
    while let byte = peek, byte.isDigit { index += 1 }
  }

  /// A string at `index` (its `"`), its escapes decoded; `index` ends after
  /// the closing `"`.
  mutating func string() throws(JSONError) -> String {
    let quote = index
    index += 1
    // Bytes of a string with escapes; nil while there are none, when the
    // string is the bytes between the quotes.
    var decoded: [UInt8]? = nil
    var runStart = index
    while true {
      while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
        index += 1
      }
      if let bad = firstIllFormed, bad >= runStart, bad < index || index == bytes.count {
        throw failure("", at: bad)
      }
      let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
      guard index < bytes.count else { throw failure("unterminated string", at: quote) }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        index += 1
        guard var decoded else { return String(decoding: run, as: UTF8.self) }
        decoded += run
        return String(decoding: decoded, as: UTF8.self)
      }
      if byte < 0x20 {
        throw failure("control character \(Self.scalarName(UInt32(byte))) in a string; it must be escaped", at: index)
      }
      // A backslash.
      if decoded == nil { decoded = [] }
      decoded! += run
      try escape(into: &decoded!, quote: quote)
      runStart = index
    }
  }

  /// Decodes the escape at `index` (its `\`) into `output`.
  mutating func escape(into output: inout [UInt8], quote: Int) throws(JSONError) {
    let backslash = index
    guard index + 1 < bytes.count else { throw failure("unterminated string", at: quote) }
    let letter = bytes[index + 1]
    index += 2
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(letter)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      let unit = try hexUnit(escapeAt: backslash)
      var scalar = UInt32(unit)
      switch unit {
      case 0xD800...0xDBFF:
        // A high surrogate: a `\u` escape of a low one must follow.
        let second = index
        var low: UInt16 = 0
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
          index += 2
          low = try hexUnit(escapeAt: second)
        }
        guard (0xDC00...0xDFFF).contains(low) else { throw loneSurrogate(unit, at: backslash) }
        scalar = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(low - 0xDC00)
      case 0xDC00...0xDFFF:
        throw loneSurrogate(unit, at: backslash)
      default:
        break
      }
      output += UTF8.encode(Unicode.Scalar(scalar)!)!
    default:
      let shown = Self.isPrintableASCII(letter) ? "'\\\(Character(Unicode.Scalar(letter)))'" : "\\ before \(describe(at: backslash + 1))"
      throw failure(
        "invalid escape \(shown) in a string; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: backslash,
        scanned: backslash + 1)
    }
  }

  /// A `\u` escape of a surrogate (`unit`, at `offset`) that is not half of
  /// a pair (RFC 8259 section 7 writes a scalar beyond the BMP as a high
  /// then a low surrogate).
  func loneSurrogate(_ unit: UInt16, at offset: Int) -> JSONError {
    let rule = unit < 0xDC00
      ? "a high surrogate must be followed by a \\u escape of a low surrogate"
      : "a low surrogate must follow a \\u escape of a high surrogate"
    return failure("lone surrogate \\u\(Self.hex4(unit)) in a string: " + rule, at: offset)
  }

  /// The four hexadecimal digits at `index`, after the `\u` at `escapeAt`.
  mutating func hexUnit(escapeAt escape: Int) throws(JSONError) -> UInt16 {
    var unit: UInt16 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = Self.hexValue(byte) else {
        throw failure("expected four hexadecimal digits after \\u, found \(describe(at: index))", at: escape, scanned: index)
      }
      unit = unit << 4 | UInt16(digit)
      index += 1
    }
    return unit
  }

  // MARK: Errors

  /// An error at `offset`, unless the bytes stop being UTF-8 at or before
  /// the last byte read (`scanned`, by default `offset`): then that is the
  /// error.
  func failure(_ reason: String, at offset: Int, scanned: Int? = nil, path: JSONPath? = nil) -> JSONError {
    if let bad = firstIllFormed, bad <= max(offset, scanned ?? offset) {
      let length = UTF8Bytes.illFormedSequenceLength(bytes.baseAddress!, at: bad, count: bytes.count)
      let shown = bytes[bad..<bad + length].map { Self.hex2($0) }.joined(separator: " ")
      return error("invalid UTF-8: the byte\(length == 1 ? "" : "s") \(shown) do\(length == 1 ? "es" : "") not form a character", at: bad)
    }
    return error(reason, at: offset, path: path)
  }

  func error(_ reason: String, at offset: Int, path: JSONPath? = nil) -> JSONError {
    let (line, column) = JSONTextPosition.lineAndColumn(of: offset, in: bytes)
    return JSONError(reason: reason, byteOffset: offset, line: line, column: column, path: path)
  }

  /// "expected `what`, found …" at `index`; "comments are not allowed" when
  /// a comment starts there.
  func unexpected(_ what: String) -> JSONError {
    if peek == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
      return failure("comments are not allowed in JSON", at: index)
    }
    return failure("expected \(what), found \(describe(at: index))", at: index)
  }

  /// The character at `offset` for a message: `'x'` for printable ASCII,
  /// `U+000A` for a character that JSONStringEscaping escapes (a control
  /// character, U+2028, U+2029: a message is one line), `'é' (U+00E9)` for
  /// other scalars, `the end of the document` past the end.
  func describe(at offset: Int) -> String {
    guard offset < bytes.count else { return "the end of the document" }
    let byte = bytes[offset]
    if Self.isPrintableASCII(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
    if byte < 0x80 { return Self.scalarName(UInt32(byte)) }
    let (scalar, _, _) = UTF8Bytes.decode(bytes.baseAddress!, at: offset, count: bytes.count)
    if JSONStringEscaping.escapes(Unicode.Scalar(scalar)!) { return Self.scalarName(scalar) }
    return "'\(Character(Unicode.Scalar(scalar)!))' (\(Self.scalarName(scalar)))"
  }

  static func isPrintableASCII(_ byte: UInt8) -> Bool { (0x20...0x7E).contains(byte) }

  /// `U+000A`.
  static func scalarName(_ scalar: UInt32) -> String { "U+" + hexDigits(scalar) }

  /// `D83D`.
  static func hex4(_ unit: UInt16) -> String { hexDigits(UInt32(unit)) }

  /// `FF`.
  static func hex2(_ byte: UInt8) -> String {
    let hex = String(byte, radix: 16, uppercase: true)
    return byte < 0x10 ? "0" + hex : hex
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
