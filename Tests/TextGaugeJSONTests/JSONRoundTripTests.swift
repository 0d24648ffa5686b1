import Testing
import TestSupport
import TextGaugeJSON

/// Valid documents parse to the values they spell, and write back so that
/// they parse to the same value again.
@Suite("JSON: valid documents and round trips")
struct JSONRoundTripTests {
  /// RFC 8259 §13's two examples, verbatim.
  static let rfcObject = """
    {
      "Image": {
          "Width":  800,
          "Height": 600,
          "Title":  "View from 15th Floor",
          "Thumbnail": {
              "Url":    "http://www.example.com/image/481989943",
              "Height": 125,
              "Width":  100
          },
          "Animated" : false,
          "IDs": [116, 943, 234, 38793]
        }
    }
    """

  static let rfcArray = """
    [
      {
         "precision": "zip",
         "Latitude":  37.7668,
         "Longitude": -122.3959,
         "Address":   "",
         "City":      "SAN FRANCISCO",
         "State":     "CA",
         "Zip":       "94107",
         "Country":   "US"
      },
      {
         "precision": "zip",
         "Latitude":  37.371991,
         "Longitude": -122.026020,
         "Address":   "",
         "City":      "SUNNYVALE",
         "State":     "CA",
         "Zip":       "94085",
         "Country":   "US"
      }
    ]
    """

  @Test func rfc8259ObjectExample() throws {
    let value = try JSONParser.parse(Self.rfcObject)
    let image = try JSONReader(value).object(allowedKeys: ["Image"]).required("Image").object()
    #expect(try image.required("Width").int() == 800)
    #expect(try image.required("Title").string() == "View from 15th Floor")
    #expect(try image.required("Animated").bool() == false)
    #expect(try image.required("IDs").array().map { try $0.int() } == [116, 943, 234, 38793])
    #expect(image.object.keys == ["Width", "Height", "Title", "Thumbnail", "Animated", "IDs"])
    try expectRoundTrip(value)
  }

  @Test func rfc8259ArrayExample() throws {
    let value = try JSONParser.parse(Self.rfcArray)
    let places = try JSONReader(value).array()
    #expect(places.count == 2)
    let longitude = try places[1].object().required("Longitude").number()
    // The literal is kept: the trailing zero survives a round trip.
    #expect(longitude.text == "-122.026020")
    #expect(longitude.double == -122.02602)
    #expect(longitude.int == nil)
    #expect(JSONWriter.string(value, pretty: false).contains(#""Longitude":-122.026020"#))
    try expectRoundTrip(value)
  }

  /// RFC 8259 §13's scalar documents, and other small ones.
  @Test(arguments: [
    ("\"Hello world!\"", JSONValue.string("Hello world!")),
    ("42", 42),
    ("true", true),
    ("false", false),
    ("null", nil),
    (" \t\r\n[ ] ", []),
    ("{}", [:]),
    ("-0", .number(JSONNumber(text: "-0")!)),
    (#"{"a":[1,{"b":null}],"":"x"}"#, ["a": [1, ["b": nil]], "": "x"]),
  ] as [(String, JSONValue)])
  func scalarsAndSmallDocuments(_ text: String, _ expected: JSONValue) throws {
    let value = try JSONParser.parse(text)
    #expect(value == expected)
    try expectRoundTrip(value)
  }

  @Test func escapesDecode() throws {
    let value = try JSONParser.parse(#""\" \\ \/ \b \f \n \r \t \u0041 \u00e9 \u4E2D \uD83D\uDE02 \u0000 \u2028""#)
    #expect(value == .string("\" \\ / \u{8} \u{C} \n \r \t A é 中 😂 \u{0} \u{2028}"))
    try expectRoundTrip(value)
  }

  @Test func nonASCIIKeysAndValues() throws {
    let value = try JSONParser.parse(#"{"名前": "中文😂", "e\u0301": "x"}"#)
    #expect(value == ["名前": "中文😂", "e\u{301}": "x"])
    guard case .object(let object) = value else { return }
    // Keys keep their scalars.
    #expect(object.members.map { Array($0.key.unicodeScalars) } == [["名", "前"], ["e", "\u{301}"]])
    #expect(JSONWriter.string(value, pretty: false) == "{\"名前\":\"中文😂\",\"e\u{301}\":\"x\"}")
    try expectRoundTrip(value)
  }

  @Test func numbersKeepTheirText() throws {
    let texts = ["0", "-0", "1", "-1", "0.5", "-0.0", "1e3", "1E+03", "2.50e-7", "123456789012345678901234567890",
      "9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e400", "1e-400"]
    for text in texts {
      let value = try JSONParser.parse("[\(text)]")
      guard case .array(let elements) = value, case .number(let number)? = elements.first else {
        Issue.record("\(text) did not parse as a number")
        continue
      }
      #expect(number.text == text)
      #expect(JSONWriter.string(value, pretty: false) == "[\(text)]")
    }
  }

  @Test func numberValues() {
    #expect(JSONNumber(text: "9223372036854775807")?.int == Int.max)
    #expect(JSONNumber(text: "-9223372036854775808")?.int == Int.min)
    #expect(JSONNumber(text: "9223372036854775808")?.int == nil)
    #expect(JSONNumber(text: "-0")?.int == 0)
    #expect(JSONNumber(text: "1.0")?.int == nil)
    #expect(JSONNumber(text: "1e2")?.int == nil)
    #expect(JSONNumber(text: "1e2")?.double == 100)
    #expect(JSONNumber(text: "1e400")?.double == nil)
    #expect(JSONNumber(text: "-1e400")?.double == nil)
    #expect(JSONNumber(text: "1e-400")?.double == 0)
    #expect(JSONNumber(text: "0.1")?.double == 0.1)
    for invalid in ["", " 1", "1 ", "01", "+1", ".5", "1.", "1e", "NaN", "-", "0x1", "\"1\"", "[1]"] {
      #expect(JSONNumber(text: invalid) == nil, "\(invalid)")
    }
    #expect(JSONNumber(12).text == "12")
    #expect(JSONNumber(12).int == 12)
    #expect(JSONNumber(0.1)?.text == "0.1")
    #expect(JSONNumber(-1e100)?.text == "-1e+100")
    #expect(JSONNumber(Double.nan) == nil)
    #expect(JSONNumber(-Double.infinity) == nil)
    // Every finite Double is written as a JSON number that reads back as itself.
    var random = SplitMix64(seed: 7)
    for _ in 0..<2000 {
      let double = Double(bitPattern: random.next())
      guard let number = JSONNumber(double) else {
        #expect(!double.isFinite)
        continue
      }
      #expect(JSONNumber(text: number.text) == number)
      #expect(number.double == double)
    }
  }

  @Test func compactAndPrettyOutput() {
    let value: JSONValue = [
      "schema": 1, "fields": ["名前", "a\nb"], "rules": [:], "list": [], "nested": [[1, 2], ["k": false]], "none": nil,
    ]
    #expect(
      JSONWriter.string(value, pretty: false)
        == #"{"schema":1,"fields":["名前","a\nb"],"rules":{},"list":[],"nested":[[1,2],{"k":false}],"none":null}"#)
    #expect(
      JSONWriter.string(value, pretty: true) == """
        {
          "schema": 1,
          "fields": [
            "名前",
            "a\\nb"
          ],
          "rules": {},
          "list": [],
          "nested": [
            [
              1,
              2
            ],
            {
              "k": false
            }
          ],
          "none": null
        }
        """)
    #expect(JSONWriter.string(3, pretty: true) == "3")
    #expect(JSONWriter.string("x", pretty: true) == #""x""#)
  }

  @Test func stringEscaping() {
    let text = "\"\\/\u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F}\u{7F}\u{80}\u{85}\u{9F}\u{A0} é中😂 \u{2028}\u{2029}\u{2027}\u{202A}€"
    #expect(
      JSONWriter.string(.string(text), pretty: false)
        == #""\"\\/\u0000\u0001\b\t\n\f\r\u001f\u007f\u0080\u0085\u009f"# + "\u{A0} é中😂 " + #"\u2028\u2029"#
        + "\u{2027}\u{202A}€\"")
    // Partial matches of a C1 control's bytes (C2 A0, C2 BF).
    #expect(JSONWriter.string(.string("\u{A0}\u{BF}\u{C2}"), pretty: false) == "\"\u{A0}\u{BF}\u{C2}\"")
    #expect(JSONWriter.string(["a\"b": 1], pretty: false) == #"{"a\"b":1}"#)
    // Trailing partial matches of U+2028's bytes.
    #expect(JSONWriter.string(.string("x\u{2000}"), pretty: false) == "\"x\u{2000}\"")
  }

  @Test func objectsKeepTheirOrder() throws {
    let value = try JSONParser.parse(#"{"b": 1, "a": 2, "c": 3}"#)
    #expect(JSONWriter.string(value, pretty: false) == #"{"b":1,"a":2,"c":3}"#)
    #expect(value != (try JSONParser.parse(#"{"a": 2, "b": 1, "c": 3}"#)))
    guard case .object(let object) = value else { return }
    #expect(object["a"] == 2)
    #expect(object["z"] == nil)
    #expect(object.keys == ["b", "a", "c"])
  }

  @Test func descriptions() {
    let value: JSONValue = ["a": [1, true, nil]]
    #expect(value.description == #"{"a":[1,true,null]}"#)
    #expect(JSONNumber(3).description == "3")
  }

  @Test func largeDocumentsParseInLinearTime() throws {
    // A million-element array, a million-byte string with escapes, and a
    // wide object: each would take minutes if anything were quadratic.
    let array = "[" + Array(repeating: "1", count: 1_000_000).joined(separator: ",") + "]"
    guard case .array(let elements) = try JSONParser.parse(array) else { Issue.record("not an array"); return }
    #expect(elements.count == 1_000_000)
    let string = "\"" + String(repeating: "ab\\n中", count: 250_000) + "\""
    guard case .string(let decoded) = try JSONParser.parse(string) else { Issue.record("not a string"); return }
    #expect(decoded.utf8.count == 1_500_000)
    let object = "{" + (0..<100_000).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}"
    guard case .object(let members) = try JSONParser.parse(object) else { Issue.record("not an object"); return }
    #expect(members.members.count == 100_000)
    let number = String(repeating: "9", count: 1_000_000)
    #expect(try JSONParser.parse(number) == .number(JSONNumber(text: number)!))
  }
}

/// Writes `value` compact and pretty, and expects each to parse to `value`.
func expectRoundTrip(_ value: JSONValue, sourceLocation: SourceLocation = #_sourceLocation) throws {
  for pretty in [false, true] {
    let text = JSONWriter.string(value, pretty: pretty)
    #expect(try JSONParser.parse(text) == value, "pretty: \(pretty): \(text)", sourceLocation: sourceLocation)
    #expect(try JSONParser.parse(Array(text.utf8)) == value, sourceLocation: sourceLocation)
  }
}
