import Testing
import TextGaugeJSON

/// Each way a document can fail to be JSON, with its exact message and
/// place.
@Suite("JSON: syntax errors")
struct JSONSyntaxErrorTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var document: String
    var message: String
    var testDescription: String { document.debugDescription }
  }

  static let cases: [Case] = [
    // Values.
    Case(document: "", message: "line 1, column 1 (byte 0): expected a value, found the end of the document"),
    Case(document: "  \n ", message: "line 2, column 2 (byte 4): expected a value, found the end of the document"),
    Case(document: "}", message: "line 1, column 1 (byte 0): expected a value, found '}'"),
    Case(document: "[1,,2]", message: "line 1, column 4 (byte 3): expected a value, found ','"),
    Case(document: "True", message: "line 1, column 1 (byte 0): unknown literal 'True'; the literals are true, false and null"),
    Case(document: "[nul]", message: "line 1, column 2 (byte 1): unknown literal 'nul'; the literals are true, false and null"),
    Case(document: "truex", message: "line 1, column 1 (byte 0): unknown literal 'truex'; the literals are true, false and null"),
    Case(document: "NaN", message: "line 1, column 1 (byte 0): NaN is not a JSON number; JSON has no NaN or Infinity"),
    Case(document: "[Infinity]", message: "line 1, column 2 (byte 1): Infinity is not a JSON number; JSON has no NaN or Infinity"),
    Case(document: "-Infinity", message: "line 1, column 1 (byte 0): -Infinity is not a JSON number; JSON has no NaN or Infinity"),
    Case(document: "'a'", message: "line 1, column 1 (byte 0): strings are written in double quotes, not single quotes"),
    Case(document: "\u{1}", message: "line 1, column 1 (byte 0): expected a value, found U+0001"),
    Case(document: "é", message: "line 1, column 1 (byte 0): expected a value, found 'é' (U+00E9)"),
    // Numbers.
    Case(document: "01", message: "line 1, column 1 (byte 0): a number cannot have a leading zero"),
    Case(document: "[-012]", message: "line 1, column 3 (byte 2): a number cannot have a leading zero"),
    Case(document: "+1", message: "line 1, column 1 (byte 0): a number cannot start with '+'"),
    Case(document: ".5", message: "line 1, column 1 (byte 0): a number must have a digit before its decimal point"),
    Case(document: "-", message: "line 1, column 2 (byte 1): expected a digit after '-', found the end of the document"),
    Case(document: "- 1", message: "line 1, column 2 (byte 1): expected a digit after '-', found ' '"),
    Case(document: "1.", message: "line 1, column 3 (byte 2): expected a digit after the decimal point, found the end of the document"),
    Case(document: "1.e5", message: "line 1, column 3 (byte 2): expected a digit after the decimal point, found 'e'"),
    Case(document: "1e", message: "line 1, column 3 (byte 2): expected a digit in the exponent, found the end of the document"),
    Case(document: "1e+", message: "line 1, column 4 (byte 3): expected a digit in the exponent, found the end of the document"),
    Case(document: "0x10", message: "line 1, column 2 (byte 1): expected the end of the document after its value, found 'x'"),
    // Arrays.
    Case(document: "[1,]", message: "line 1, column 3 (byte 2): trailing comma before ']'"),
    Case(document: "[1 2]", message: "line 1, column 4 (byte 3): expected ',' or ']' after an array element, found '2'"),
    Case(document: "[1", message: "line 1, column 3 (byte 2): expected ',' or ']' after an array element, found the end of the document"),
    Case(document: "[", message: "line 1, column 2 (byte 1): expected a value, found the end of the document"),
    // Objects.
    Case(document: #"{"a":1,}"#, message: "line 1, column 7 (byte 6): trailing comma before '}'"),
    Case(document: "{a:1}", message: "line 1, column 2 (byte 1): expected a string key in double quotes or '}', found 'a'"),
    Case(document: #"{"a":1,b:2}"#, message: "line 1, column 8 (byte 7): expected a string key in double quotes after ',', found 'b'"),
    Case(document: #"{"a" 1}"#, message: "line 1, column 6 (byte 5): expected ':' after an object key, found '1'"),
    Case(document: "{\n  \"a\": 1\n  \"b\": 2\n}", message: #"line 3, column 3 (byte 13): expected ',' or '}' after an object member, found '"'"#),
    Case(document: #"{"a":1"#, message: "line 1, column 7 (byte 6): expected ',' or '}' after an object member, found the end of the document"),
    Case(document: #"{"a":}"#, message: "line 1, column 6 (byte 5): expected a value, found '}'"),
    Case(document: #"{"max":1,"max":2}"#, message: #"line 1, column 10 (byte 9): $: duplicate key "max""#),
    Case(
      document: "{\"limits\": [{\"max\": 1},\r\n {\"max\": 2, \"max\": 3}]}",
      message: #"line 2, column 13 (byte 37): $.limits[1]: duplicate key "max""#),
    Case(document: #"{"a b": {"x": [[], {"": 1, "": 2}]}}"#, message: #"line 1, column 28 (byte 27): $["a b"].x[1]: duplicate key """#),
    // Comments and what follows the value.
    Case(document: "// note\n1", message: "line 1, column 1 (byte 0): comments are not allowed in JSON"),
    Case(document: "[1 /* one */]", message: "line 1, column 4 (byte 3): comments are not allowed in JSON"),
    Case(document: "1 2", message: "line 1, column 3 (byte 2): expected the end of the document after its value, found '2'"),
    Case(document: "{} {}", message: "line 1, column 4 (byte 3): expected the end of the document after its value, found '{'"),
    // Strings.
    Case(document: #""abc"#, message: "line 1, column 1 (byte 0): unterminated string"),
    Case(document: #"["a\"]"#, message: "line 1, column 2 (byte 1): unterminated string"),
    Case(document: #""a\"#, message: "line 1, column 1 (byte 0): unterminated string"),
    Case(document: "\"a\nb\"", message: "line 1, column 3 (byte 2): control character U+000A in a string; it must be escaped"),
    Case(document: "\"\t\"", message: "line 1, column 2 (byte 1): control character U+0009 in a string; it must be escaped"),
    Case(
      document: #""\x""#,
      message: #"line 1, column 2 (byte 1): invalid escape '\x' in a string; the escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#),
    Case(
      document: #""\'""#,
      message: #"line 1, column 2 (byte 1): invalid escape '\'' in a string; the escapes are \" \\ \/ \b \f \n \r \t \uXXXX"#),
    Case(
      document: #""\u12G4""#,
      message: #"line 1, column 2 (byte 1): expected four hexadecimal digits after \u, found 'G'"#),
    Case(
      document: #""\u12"#,
      message: #"line 1, column 2 (byte 1): expected four hexadecimal digits after \u, found the end of the document"#),
    Case(
      document: #"["\uD83D"]"#,
      message:
        #"line 1, column 3 (byte 2): lone surrogate \uD83D in a string: a high surrogate must be followed by a \u escape of a low surrogate"#),
    Case(
      document: #""\uD83Dx""#,
      message:
        #"line 1, column 2 (byte 1): lone surrogate \uD83D in a string: a high surrogate must be followed by a \u escape of a low surrogate"#),
    Case(
      document: #""\uD83D\u0041""#,
      message:
        #"line 1, column 2 (byte 1): lone surrogate \uD83D in a string: a high surrogate must be followed by a \u escape of a low surrogate"#),
    Case(
      document: #""\uD83D\uD83D""#,
      message:
        #"line 1, column 2 (byte 1): lone surrogate \uD83D in a string: a high surrogate must be followed by a \u escape of a low surrogate"#),
    Case(
      document: #""x\udc00""#,
      message:
        #"line 1, column 3 (byte 2): lone surrogate \uDC00 in a string: a low surrogate must follow a \u escape of a high surrogate"#),
    Case(
      document: #""\uD83D\u12""#,
      message: #"line 1, column 8 (byte 7): expected four hexadecimal digits after \u, found '"'"#),
    // Columns count scalars; lines end at LF, CR LF and CR.
    Case(document: "[\"中文\", }]", message: "line 1, column 8 (byte 11): expected a value, found '}'"),
    Case(document: "[1,\r2,\r\n3,\n\n x]", message: "line 5, column 2 (byte 13): unknown literal 'x'; the literals are true, false and null"),
    // Depth.
    Case(
      document: String(repeating: "[", count: 513) + String(repeating: "]", count: 513),
      message: "line 1, column 513 (byte 512): arrays and objects nested deeper than 512"),
    Case(
      document: String(repeating: #"{"a":"#, count: 513),
      message: "line 1, column 2561 (byte 2560): arrays and objects nested deeper than 512"),
  ]

  @Test(arguments: cases)
  func messageAndPlace(_ test: Case) {
    #expect(throws: JSONError.self) { try JSONParser.parse(test.document) }
    do {
      _ = try JSONParser.parse(test.document)
    } catch {
      #expect(error.description == test.message)
      // The bytes give the same error as the String.
      #expect(throws: error) { try JSONParser.parse(Array(test.document.utf8)) }
    }
  }

  @Test func fieldsOfASyntaxError() {
    #expect(throws: JSONError(reason: "trailing comma before ']'", byteOffset: 8, line: 2, column: 7)) {
      try JSONParser.parse("[\n  1, 2,\n]")
    }
  }

  @Test func duplicateKeyHasItsPath() throws {
    let error = #expect(throws: JSONError.self) { try JSONParser.parse(#"{"limits": [{"max": 1, "max": 2}]}"#) }
    #expect(error?.path == JSONPath.root.appending(key: "limits").appending(index: 0))
    #expect(error?.reason == #"duplicate key "max""#)
    #expect(error?.byteOffset == 23)
  }

  @Test func duplicateKeysInLargeObjects() {
    let keys = (0..<100).map { "\"k\($0)\": \($0)" }
    #expect(throws: Never.self) { try JSONParser.parse("{" + keys.joined(separator: ",") + "}") }
    let message = #expect(throws: JSONError.self) {
      try JSONParser.parse("{" + keys.joined(separator: ",") + #", "k42": 0}"#)
    }
    #expect(message?.reason == #"duplicate key "k42""#)
    #expect(message?.path == .root)
  }

  @Test func depthLimitIsExact() throws {
    let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
    #expect(throws: Never.self) { try JSONParser.parse(deepest) }
    // Far deeper than any stack: refused, not a crash.
    #expect(throws: JSONError.self) { try JSONParser.parse(String(repeating: "[", count: 1_000_000)) }
  }

  // MARK: Bytes

  struct ByteCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var message: String
    var testDescription: String { bytes.map { String($0, radix: 16) }.joined(separator: " ") }
  }

  static let byteCases: [ByteCase] = [
    ByteCase(bytes: Array(#"["a"#.utf8) + [0xFF] + Array(#""]"#.utf8),
      message: "line 1, column 4 (byte 3): invalid UTF-8: the byte FF does not form a character"),
    ByteCase(bytes: Array(#"["中"#.utf8) + [0xE4, 0xB8] + Array(#""]"#.utf8),
      message: "line 1, column 4 (byte 5): invalid UTF-8: the bytes E4 B8 do not form a character"),
    // Surrogates encoded in UTF-8 (CESU) are not UTF-8.
    ByteCase(bytes: [0x22, 0xED, 0xA0, 0xBD, 0x22],
      message: "line 1, column 2 (byte 1): invalid UTF-8: the byte ED does not form a character"),
    // Overlong.
    ByteCase(bytes: [0x22, 0xC0, 0xA2, 0x22],
      message: "line 1, column 2 (byte 1): invalid UTF-8: the byte C0 does not form a character"),
    // Outside a string, and at the end of an unterminated string.
    ByteCase(bytes: [0x5B, 0x31, 0x2C, 0x80, 0x5D],
      message: "line 1, column 4 (byte 3): invalid UTF-8: the byte 80 does not form a character"),
    ByteCase(bytes: [0x22, 0x61, 0xF0, 0x9F, 0x98],
      message: "line 1, column 3 (byte 2): invalid UTF-8: the bytes F0 9F 98 do not form a character"),
    // An escape before an ill-formed byte.
    ByteCase(bytes: [0x22, 0x5C, 0xFF, 0x22],
      message: "line 1, column 3 (byte 2): invalid UTF-8: the byte FF does not form a character"),
    // A syntax error first is reported first.
    ByteCase(bytes: Array("[1,,".utf8) + [0xFF],
      message: "line 1, column 4 (byte 3): expected a value, found ','"),
    // A byte order mark.
    ByteCase(bytes: [0xEF, 0xBB, 0xBF, 0x31],
      message: "line 1, column 1 (byte 0): a byte order mark (EF BB BF) starts the document; JSON text has none (RFC 8259 §8.1)"),
  ]

  @Test(arguments: byteCases)
  func invalidBytes(_ test: ByteCase) {
    do {
      let value = try JSONParser.parse(test.bytes)
      Issue.record("parsed as \(value)")
    } catch {
      #expect(error.description == test.message)
    }
  }
}

extension JSONSyntaxErrorTests {
  /// Keys compare as Swift's Strings do: canonically equivalent keys (é
  /// precomposed and decomposed) look the same and are the same key.
  @Test func canonicallyEquivalentKeysAreDuplicates() {
    let error = #expect(throws: JSONError.self) { try JSONParser.parse(#"{"\u00e9": 1, "e\u0301": 2}"#) }
    #expect(error?.reason == "duplicate key \"e\u{301}\"")
  }
}
