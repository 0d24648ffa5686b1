import Testing
import TextGaugeJSON

/// Typed reading names the path and the reason of every refusal.
@Suite("JSON: reader")
struct JSONReaderTests {
  static let policy = #"""
    {
      "schema": 1,
      "limits": [
        {"metric": "characters", "max": 10},
        {"metric": "width", "max": "ten", "note": null}
      ],
      "flags": {"emoji": true, "a b": false}
    }
    """#

  /// The message of the error `body` throws.
  func message(_ body: () throws -> Void) -> String? {
    do {
      try body()
      return nil
    } catch let error as JSONError {
      return error.description
    } catch {
      return "not a JSONError: \(error)"
    }
  }

  @Test func readsTypedValuesWithPaths() throws {
    let root = try JSONReader(JSONParser.parse(Self.policy)).object(allowedKeys: ["schema", "limits", "flags"])
    #expect(try root.required("schema").int() == 1)
    let limits = try root.required("limits").array()
    #expect(limits.map(\.path.description) == ["$.limits[0]", "$.limits[1]"])
    let first = try limits[0].object(allowedKeys: ["metric", "max", "note"])
    #expect(try first.required("metric").string() == "characters")
    #expect(try first.required("max").int() == 10)
    #expect(first.optional("note") == nil)
    let second = try limits[1].object(allowedKeys: ["metric", "max", "note"])
    #expect(second.optional("note") == nil)
    #expect(second.contains("note"))
    #expect(!first.contains("note"))
    #expect(try second.required("note").isNull)
    let flags = try root.required("flags").object()
    #expect(flags.entries.map(\.key) == ["emoji", "a b"])
    #expect(flags.entries.map(\.reader.path.description) == ["$.flags.emoji", #"$.flags["a b"]"#])
    #expect(try flags.entries[1].reader.bool() == false)
  }

  @Test func errorsNameThePathAndReason() throws {
    let value = try JSONParser.parse(Self.policy)
    let root = try JSONReader(value).object(allowedKeys: ["schema", "limits", "flags"])
    let limits = try root.required("limits").array()
    #expect(
      message { _ = try limits[1].object(allowedKeys: ["metric", "max", "note"]).required("max").int() }
        == #"$.limits[1].max: expected a whole number, found "ten""#)
    #expect(
      message { _ = try limits[0].object(allowedKeys: ["metric", "note"]) }
        == #"$.limits[0]: unknown key "max"; the keys are metric, note"#)
    #expect(message { _ = try limits[0].object(allowedKeys: []) } == #"$.limits[0]: unknown key "metric"; this object takes none"#)
    #expect(
      message { _ = try limits[0].object(allowedKeys: ["metric", "max", "min"]).required("min") }
        == #"$.limits[0]: missing key "min""#)
    #expect(message { _ = try root.required("schema").string() } == "$.schema: expected a string, found 1")
    #expect(message { _ = try root.required("limits").object() } == "$.limits: expected an object, found an array")
    #expect(message { _ = try root.required("flags").array() } == "$.flags: expected an array, found an object")
    #expect(message { _ = try root.required("flags").bool() } == "$.flags: expected true or false, found an object")
    #expect(message { _ = try root.required("schema").bool() } == "$.schema: expected true or false, found 1")
    #expect(
      message { _ = try limits[1].object().required("note").string() } == "$.limits[1].note: expected a string, found null")
    #expect(message { _ = try JSONReader("x").double() } == #"$: expected a number, found "x""#)
    #expect(message { _ = try JSONReader("x").number() } == #"$: expected a number, found "x""#)
    #expect(message { _ = try root.required("flags").object().required("emoji").int() } == "$.flags.emoji: expected a whole number, found true")
  }

  @Test func wholeNumbersAreIntegerLiterals() throws {
    #expect(try JSONReader(JSONParser.parse("-0")).int() == 0)
    #expect(try JSONReader(JSONParser.parse("9223372036854775807")).int() == Int.max)
    #expect(message { _ = try JSONReader(JSONParser.parse("1.0")).int() } == "$: expected a whole number, found 1.0")
    #expect(message { _ = try JSONReader(JSONParser.parse("1e2")).int() } == "$: expected a whole number, found 1e2")
    #expect(
      message { _ = try JSONReader(JSONParser.parse("9223372036854775808")).int() }
        == "$: expected a whole number from -9223372036854775808 to 9223372036854775807, found 9223372036854775808")
    #expect(try JSONReader(JSONParser.parse("1e2")).double() == 100)
    #expect(message { _ = try JSONReader(JSONParser.parse("1e999")).double() } == "$: expected a number within Double's range, found 1e999")
    #expect(try JSONReader(JSONParser.parse("1.50")).number().text == "1.50")
  }

  @Test func expectedAndFound() {
    let max = JSONReader("ten", path: JSONPath.root.appending(key: "limits").appending(index: 0).appending(key: "max"))
    #expect(max.expected("a whole number ≥ 0").description == #"$.limits[0].max: expected a whole number ≥ 0, found "ten""#)
    #expect(max.error("too long").description == "$.limits[0].max: too long")
    #expect(max.error("too long") == JSONError(reason: "too long", path: max.path))
    #expect(JSONReader(.string(String(repeating: "a", count: 41))).found == "\"" + String(repeating: "a", count: 40) + "…\"")
    #expect(JSONReader(.string("a\"\n")).found == #""a\"\n""#)
    #expect(JSONReader(.number(JSONNumber(text: String(repeating: "1", count: 50))!)).found == String(repeating: "1", count: 40) + "…")
    #expect(JSONReader(nil).found == "null")
    #expect(JSONReader(false).found == "false")
    #expect(JSONReader([]).found == "an array")
    #expect(JSONReader([:]).found == "an object")
    #expect(JSONReader(nil).isNull)
    #expect(!JSONReader(0).isNull)
  }

  /// Values built in code may repeat a key; the reader refuses them too.
  @Test func duplicateKeysBuiltInCode() {
    let object = JSONValue.object(JSONObject([JSONMember(key: "a", value: 1), JSONMember(key: "a", value: 2)]))
    #expect(message { _ = try JSONReader(object).object() } == #"$: duplicate key "a""#)
    #expect(message { _ = try JSONReader(object).object(allowedKeys: ["a"]) } == #"$: duplicate key "a""#)
  }

  @Test func largeObjectsLookUpByKey() throws {
    let members = (0..<50).map { JSONMember(key: "k\($0)", value: .number(JSONNumber($0))) }
    let object = JSONObjectReader(JSONObject(members), path: JSONPath.root.appending(key: "map"))
    #expect(try object.required("k37").int() == 37)
    #expect(try object.required("k37").path.description == "$.map.k37")
    #expect(object.optional("k50") == nil)
    #expect(message { _ = try object.required("k50") } == #"$.map: missing key "k50""#)
    #expect(object.error("bad").description == "$.map: bad")
  }

  @Test func paths() {
    #expect(JSONPath.root.description == "$")
    let path = JSONPath.root.appending(key: "limits").appending(index: 1).appending(key: "max")
    #expect(path.description == "$.limits[1].max")
    #expect(path.components == [.key("limits"), .index(1), .key("max")])
    #expect(JSONPath([.key("_a1")]).description == "$._a1")
    for key in ["a b", "1a", "", "é", "a-b", "a.b", "a\"b", "$"] {
      #expect(JSONPath.root.appending(key: key).description == "$[\(JSONWriter.string(.string(key), pretty: false))]")
    }
    #expect(JSONPath.root.appending(key: "a\nb").description == #"$["a\nb"]"#)
  }

  @Test func errorDescriptions() {
    #expect(JSONError(reason: "r", path: .root).description == "$: r")
    #expect(JSONError(reason: "r", byteOffset: 4, line: 2, column: 1).description == "line 2, column 1 (byte 4): r")
    #expect(
      JSONError(reason: "r", byteOffset: 4, line: 2, column: 1, path: JSONPath.root.appending(index: 3)).description
        == "line 2, column 1 (byte 4): $[3]: r")
  }
}
