import Foundation
import Testing
import TestSupport
import TextGauge
import TextGaugeJSON
@testable import TextGaugePolicy

/// The Python that runs Python's `jsonschema` (an independent JSON Schema
/// 2020-12 validator): `TEXTGAUGE_JSONSCHEMA_PYTHON`, else `python3`.
enum JSONSchemaPython {
  static let executable = ProcessInfo.processInfo.environment["TEXTGAUGE_JSONSCHEMA_PYTHON"] ?? "python3"

  /// Whether ``executable`` imports `jsonschema`.
  static let isAvailable: Bool = {
    let probe = try? run(URL(fileURLWithPath: "/usr/bin/env"), [executable, "-c", "import jsonschema"])
    return probe?.status == 0
  }()

  static let skipReason: Comment =
    "needs a Python with jsonschema: TEXTGAUGE_JSONSCHEMA_PYTHON or python3 (pip install jsonschema)"

  /// Each document's verdict under Schemas/field-policy.schema.json:
  /// `valid`, `invalid`, or `unreadable` when it is not UTF-8 JSON (as
  /// Python's `json` reads it, NaN and Infinity refused).
  static func verdicts(of documents: [[UInt8]]) throws -> [String] {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("textgauge-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    for (index, document) in documents.enumerated() {
      try Data(document).write(to: folder.appendingPathComponent("\(index).json"))
    }
    let script = """
      import json, sys, jsonschema
      schema = json.load(open(sys.argv[1], encoding="utf-8"))
      jsonschema.Draft202012Validator.check_schema(schema)
      validator = jsonschema.Draft202012Validator(schema)
      def refuse(name):
          raise ValueError(name)
      for index in range(int(sys.argv[3])):
          raw = open(sys.argv[2] + "/" + str(index) + ".json", "rb").read()
          try:
              document = json.loads(raw.decode("utf-8"), parse_constant=refuse)
          except ValueError:
              print("unreadable")
              continue
          print("valid" if validator.is_valid(document) else "invalid")
      """
    let schema = packageRoot.appendingPathComponent("Schemas/field-policy.schema.json").path
    let result = try run(
      URL(fileURLWithPath: "/usr/bin/env"), [executable, "-c", script, schema, folder.path, "\(documents.count)"])
    guard result.status == 0 else { throw SchemaCheckFailure(message: result.error) }
    return result.output.split(separator: "\n").map(String.init)
  }

  struct SchemaCheckFailure: Error { var message: String }
}

/// The reader (`FieldPolicy(jsonBytes:)`) and the schema agree on every
/// document of a generated corpus, valid and invalid, but for what the
/// schema's description lists as beyond JSON Schema: those the reader
/// refuses and the schema accepts, each named there.
@Suite struct SchemaAgreementTests {
  /// What a generated document is expected to get.
  enum Expectation: Equatable {
    /// The same answer from both.
    case agree
    /// Refused by the reader, accepted by the schema: one of the checks the
    /// schema's description lists, with words the description must hold.
    case readerOnly(String)
  }

  /// The checks the schema cannot express, as its description words them.
  static let duplicateKey = "(1) an object with a duplicate key"
  static let fractionForInteger = "(2) a whole number written with a fraction or an exponent"
  static let minimumAboveMaximum = "(3) a limit whose min is above its max"
  static let reversedRange = "(4) a range, in allowedScalars or in weights.ranges, whose first scalar is after its last"
  static let overlappingRanges = "(5) weights.ranges that overlap"
  static let loneSurrogate = "(6) a string holding an unpaired surrogate escape"

  @Test func theDescriptionListsEveryCheckBeyondTheSchema() throws {
    let schema = try FieldPolicy.schemaDocument()
    for phrase in [
      Self.duplicateKey, Self.fractionForInteger, Self.minimumAboveMaximum, Self.reversedRange, Self.overlappingRanges,
      Self.loneSurrogate,
    ] {
      #expect(schema.description.contains(phrase), "\(phrase)")
    }
  }

  @Test(.enabled(if: JSONSchemaPython.isAvailable, JSONSchemaPython.skipReason))
  func readerAndSchemaAgreeOnAGeneratedCorpus() throws {
    var random = SplitMix64(seed: 0x5C4E_3A11)
    var corpus: [(text: String, expected: Expectation)] = []
    for _ in 0..<700 { corpus.append(PolicyCorpus.document(&random)) }
    corpus += PolicyCorpus.fixed
    let verdicts = try JSONSchemaPython.verdicts(of: corpus.map { Array($0.text.utf8) })
    try #require(verdicts.count == corpus.count)
    var counts: [String: Int] = [:]
    for ((text, expected), verdict) in zip(corpus, verdicts) {
      let schemaAccepts = verdict == "valid"
      let readerError: PolicyError?
      do {
        _ = try FieldPolicy(jsonBytes: Array(text.utf8))
        readerError = nil
      } catch {
        readerError = error
      }
      let readerAccepts = readerError == nil
      switch expected {
      case .agree:
        #expect(
          readerAccepts == schemaAccepts,
          "reader \(readerError.map { "refuses: \($0)" } ?? "accepts"), schema \(verdict): \(text.prefix(600))")
        counts[readerAccepts ? "both accept" : "both refuse", default: 0] += 1
      case .readerOnly(let check):
        #expect(!readerAccepts && schemaAccepts, "\(check): reader \(readerError.map { "refuses: \($0)" } ?? "accepts"), schema \(verdict): \(text.prefix(600))")
        counts[check, default: 0] += 1
      }
      // Every message is one line, whatever the document quotes.
      if let readerError {
        #expect(!readerError.description.contains { $0.isNewline }, "\(readerError)")
      }
    }
    // The corpus covers both answers and every listed exception.
    #expect(counts["both accept", default: 0] > 100, "\(counts)")
    #expect(counts["both refuse", default: 0] > 200, "\(counts)")
    for check in [
      Self.duplicateKey, Self.fractionForInteger, Self.minimumAboveMaximum, Self.reversedRange, Self.overlappingRanges,
      Self.loneSurrogate,
    ] {
      #expect(counts[check, default: 0] > 0, "\(check) never generated: \(counts)")
    }
  }
}

extension FieldPolicy {
  /// Schemas/field-policy.schema.json, parsed.
  static func schemaDocument() throws -> (description: String, value: JSONValue) {
    let bytes = try Data(contentsOf: packageRoot.appendingPathComponent("Schemas/field-policy.schema.json"))
    let value = try JSONParser.parse(Array(bytes))
    guard case .object(let object) = value, case .string(let description)? = object["description"] else {
      throw JSONError(reason: "no description", path: .root)
    }
    return (description, value)
  }
}

/// A JSON document built so that it may break JSON's own rules where a
/// test wants it to: numbers as written, duplicate keys, raw text.
indirect enum Node {
  case raw(String)
  case string(String)
  case array([Node])
  case object([(key: String, value: Node)])

  static func int(_ value: Int) -> Node { .raw(String(value)) }

  var text: String {
    switch self {
    case .raw(let text): text
    case .string(let string): JSONStringEscaping.quoted(string)
    case .array(let elements): "[" + elements.map(\.text).joined(separator: ", ") + "]"
    case .object(let members):
      "{" + members.map { JSONStringEscaping.quoted($0.key) + ": " + $0.value.text }.joined(separator: ", ") + "}"
    }
  }

  /// The JSON type, for a replacement of another type.
  var type: String {
    switch self {
    case .raw(let text) where text == "true" || text == "false": "boolean"
    case .raw(let text) where text == "null": "null"
    case .raw: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

/// A place in a ``Node``: the key or index at each step.
enum Step { case key(String), index(Int) }

extension Node {
  /// Every value's path and the key it is under (nil for array elements
  /// and the root), outermost first.
  func slots(_ prefix: [Step] = [], key: String? = nil) -> [(path: [Step], key: String?, node: Node)] {
    var result = [(path: prefix, key: key, node: self)]
    switch self {
    case .array(let elements):
      for (index, element) in elements.enumerated() { result += element.slots(prefix + [.index(index)]) }
    case .object(let members):
      for member in members { result += member.value.slots(prefix + [.key(member.key)], key: member.key) }
    default: break
    }
    return result
  }

  /// The node with the value at `path` changed by `change`.
  func replacing(_ path: ArraySlice<Step>, _ change: (Node) -> Node) -> Node {
    guard let step = path.first else { return change(self) }
    switch (self, step) {
    case (.array(var elements), .index(let index)):
      elements[index] = elements[index].replacing(path.dropFirst(), change)
      return .array(elements)
    case (.object(var members), .key(let key)):
      let position = members.firstIndex { $0.key == key }!
      members[position].value = members[position].value.replacing(path.dropFirst(), change)
      return .object(members)
    default:
      return self
    }
  }

  var members: [(key: String, value: Node)]? {
    if case .object(let members) = self { members } else { nil }
  }
}

/// Generates policy documents: a valid policy, then at most one fault.
enum PolicyCorpus {
  static let metrics = ["characters", "scalars", "utf16", "utf8", "gb18030", "width", "zishu", "weighted"]
  static let classes = ["lower", "upper", "digits", "decimal", "punct", "han", "interpunct", "space"]
  static let counts = [0, 1, 2, 5, 20, 280, 3000, Int.max]
  /// Valid spellings of one scalar under `scalar`.
  static let scalarSpellings = [
    "U+0000", "U+0041", "U+005F", "U+00E9", "U+D7FF", "U+E000", "U+FFFF", "U+10000", "U+1F600", "U+FFFFF", "U+100000",
    "U+10FFFF",
  ]
  /// Spellings that are neither a scalar nor a range, for both a weight
  /// range's bound and an allowedScalars entry.
  static let badSpellings = [
    "U+-000", "U++05F", "u+0041", "U+00e9", "U+004G", "U+41", "U+041", "U+0000041", "U+00041", "U+0FFFF", "U+110000",
    "U+FFFFFF", "U+D800", "U+DBFF", "U+DC00", "U+DFFF", "U+0041 ", " U+0041", "U+0041\n", "U+0041..", "..U+0041",
    "U+0041...U+0042", "U+0041..U+0042..U+0043", "U+0041..U+D800", "U+0041..U+110000", "U+0041..u+0042",
    "U+0041-U+0042", "U+０041", "0041", "U+", "", "ab", "e\u{301}", "👍🏽", "\u{1F1E8}\u{1F1F3}", "U+0041\u{2028}",
  ]
  /// Spellings a weight range's bound refuses though allowedScalars takes them.
  static let badBounds = ["a", "_", "中", "😀", "U+0041..U+FFFF", "U+0000..U+0000"]

  static func summary(_ random: inout SplitMix64) -> Node {
    .string(random.pick(["", "nickname", "a \"quoted\" \\ note\n\t", "中文 😀 \u{2028}", "\u{0}\u{7F}\u{85}"]))
  }

  static func limit(_ random: inout SplitMix64) -> Node {
    let metric = random.pick(metrics)
    var members: [(key: String, value: Node)] = [("metric", .string(metric))]
    switch metric {
    case "gb18030" where random.oneIn(2): members.append(("edition", .int(random.pick([2000, 2005, 2022]))))
    case "width" where random.oneIn(2): members.append(("ambiguous", .string(random.pick(["narrow", "wide"]))))
    case "weighted" where random.oneIn(2): members.append(("weights", weights(&random)))
    default: break
    }
    let a = random.pick(counts)
    let b = random.pick(counts)
    switch random.next(below: 3) {
    case 0: members.append(("max", .int(a)))
    case 1: members.append(("min", .int(a)))
    default:
      members.append(("max", .int(max(a, b))))
      members.append(("min", .int(min(a, b))))
    }
    if random.oneIn(2) { members.shuffle(using: &random) }
    return .object(members)
  }

  static func weights(_ random: inout SplitMix64) -> Node {
    var members: [(key: String, value: Node)] = []
    if random.oneIn(2) { members.append(("scale", .int(random.pick([1, 100, Int.max])))) }
    if random.oneIn(2) { members.append(("defaultWeight", .int(random.pick(counts))))}
    if random.oneIn(2) {
      // Disjoint ranges, in any order.
      var bounds = Set<UInt32>()
      let count = random.next(below: 4)
      while bounds.count < 2 * count {
        let value = UInt32(random.next(below: 0x110000))
        if !(0xD800...0xDFFF).contains(value) { bounds.insert(value) }
      }
      let sorted = bounds.sorted()
      var ranges: [Node] = stride(from: 0, to: sorted.count, by: 2).map { index in
        .object([
          ("first", .string("U+" + hexDigits(sorted[index]))), ("last", .string("U+" + hexDigits(sorted[index + 1]))),
          ("weight", .int(random.pick(counts))),
        ])
      }
      ranges.shuffle(using: &random)
      members.append(("ranges", .array(ranges)))
    }
    if random.oneIn(2) { members.append(("emojiWeight", .int(random.pick(counts)))) }
    if random.oneIn(2) { members.append(("urlLength", .int(random.pick(counts)))) }
    return .object(members)
  }

  static func scalarOrRange(_ random: inout SplitMix64) -> Node {
    switch random.next(below: 4) {
    case 0: return .string(random.pick(["_", "a", "中", "😀", "\u{301}", "\n", "\"", "\u{0}", "\u{10FFFF}", "\u{2028}"]))
    case 1: return .string(random.pick(scalarSpellings))
    default:
      let pair = [random.pick(scalarSpellings), random.pick(scalarSpellings)].sorted {
        UInt32($0.dropFirst(2), radix: 16)! < UInt32($1.dropFirst(2), radix: 16)!
      }
      return .string(pair[0] + ".." + pair[1])
    }
  }

  /// A valid policy.
  static func validPolicy(_ random: inout SplitMix64) -> Node {
    var members: [(key: String, value: Node)] = [("schema", .int(1))]
    if random.oneIn(3) { members.append(("summary", summary(&random))) }
    if random.oneIn(3) == false {
      members.append(("limits", .array((0..<random.next(below: 4)).map { _ in limit(&random) })))
    }
    if random.oneIn(4) {
      members.append(
        ("numeric",
          random.oneIn(2)
            ? .object([("mode", .string("digits"))])
            : .object([
              ("mode", .string("decimal")), ("maxIntegerDigits", .int(random.pick([1, 9, Int.max]))),
              ("maxFractionDigits", .int(random.pick([0, 2, Int.max]))),
            ])))
    } else {
      if random.oneIn(2) {
        members.append(("allowedClasses", .array((0..<random.next(below: 4)).map { _ in .string(random.pick(classes)) })))
      }
      if random.oneIn(2) {
        members.append(("allowedScalars", .array((0..<random.next(below: 4)).map { _ in scalarOrRange(&random) })))
      }
    }
    if random.oneIn(2) {
      var emoji: [(key: String, value: Node)] = []
      let allowed = random.oneIn(3) ? nil : random.oneIn(2)
      if let allowed { emoji.append(("allowed", .raw(allowed ? "true" : "false"))) }
      if random.oneIn(2) {
        emoji.append(("policy", .string(random.pick(["standard", "renders-as-emoji", "including-text-default"]))))
      }
      if allowed != false, random.oneIn(2) {
        emoji.append(("maxVersion", .string(random.pick(["15.0", "1", "13.1", "4.0.1", "9999.9999.9999", "0"]))))
      }
      members.append(("emoji", .object(emoji)))
    }
    if random.oneIn(2) {
      var guards: [(key: String, value: Node)] = []
      if random.oneIn(2) { guards.append(("maxScalarsPerCharacter", .int(random.pick([1, 12, Int.max])))) }
      for key in ["bidiControls", "invisible", "unassigned", "privateUse", "utf8mb3"] where random.oneIn(2) {
        guards.append((key, .raw(random.oneIn(2) ? "true" : "false")))
      }
      members.append(("guards", .object(guards)))
    }
    if random.oneIn(3) { members.shuffle(using: &random) }
    return .object(members)
  }

  /// The slots holding a whole number, by key.
  static let countKeys: Set = ["max", "min", "defaultWeight", "weight", "emojiWeight", "urlLength", "maxFractionDigits"]
  static let positiveKeys: Set = ["scale", "maxIntegerDigits", "maxScalarsPerCharacter"]

  /// A valid policy with at most one fault, and what the reader and the
  /// schema should answer.
  static func document(_ random: inout SplitMix64) -> (text: String, expected: SchemaAgreementTests.Expectation) {
    let policy = validPolicy(&random)
    let slots = policy.slots()
    func pickSlot(_ keep: ((path: [Step], key: String?, node: Node)) -> Bool) -> (path: [Step], key: String?, node: Node)? {
      let matching = slots.filter(keep)
      return matching.isEmpty ? nil : random.pick(matching)
    }
    switch random.next(below: 16) {
    case 0, 1, 2:
      return (policy.text, .agree)
    case 3:
      // A value of another JSON type, or null.
      let slot = random.pick(slots)
      let others: [Node] = [.raw("null"), .raw("true"), .raw("7"), .string("7"), .array([]), .object([])]
      let replacement = random.pick(others.filter { $0.type != slot.node.type })
      return (policy.replacing(slot.path[...]) { _ in replacement }.text, .agree)
    case 4:
      // An unknown key in any object.
      guard let slot = pickSlot({ $0.node.members != nil }) else { return (policy.text, .agree) }
      let key = random.pick(["x", "Schema", "max_length", "limit", "", "schema ", "\u{212A}", String(repeating: "k", count: 5000)])
      guard !(slot.node.members!.contains { $0.key == key }) else { return (policy.text, .agree) }
      return (policy.replacing(slot.path[...]) { .object($0.members! + [(key, .raw("1"))]) }.text, .agree)
    case 5:
      // A required key left out.
      let required: Set = ["schema", "metric", "first", "last", "weight", "mode", "maxIntegerDigits", "maxFractionDigits"]
      guard let slot = pickSlot({ $0.key.map(required.contains) == true }) else { return (policy.text, .agree) }
      let key = slot.key!
      return (policy.replacing(slot.path.dropLast()) { .object($0.members!.filter { $0.key != key }) }.text, .agree)
    case 6:
      // A number out of range.
      guard let slot = pickSlot({ $0.key.map { countKeys.contains($0) || positiveKeys.contains($0) || $0 == "edition" || $0 == "schema" } == true })
      else { return (policy.text, .agree) }
      let key = slot.key!
      let bad: [String] =
        key == "edition" ? ["2010", "0", "-2022", "20220"]
        : key == "schema" ? ["2", "0", "-1", "10000000000000000000"]
        : positiveKeys.contains(key) ? ["0", "-1", "9223372036854775808", "100000000000000000000", "1e400"]
        : ["-1", "-9223372036854775809", "9223372036854775808", "18446744073709551616", "1e400", "-1e400"]
      return (policy.replacing(slot.path[...]) { _ in .raw(random.pick(bad)) }.text, .agree)
    case 7:
      // A bad code point spelling.
      guard let slot = pickSlot({ $0.key == "first" || $0.key == "last" || ($0.path.first.map { if case .key("allowedScalars") = $0 { true } else { false } } == true && $0.path.count == 2) })
      else {
        return (
          policy.replacing([]) {
            .object($0.members!.filter { $0.key != "numeric" && $0.key != "allowedScalars" } + [("allowedScalars", .array([.string(random.pick(badSpellings))]))])
          }.text, .agree
        )
      }
      let spelling = slot.key == nil ? random.pick(badSpellings) : random.pick(badSpellings + badBounds)
      return (policy.replacing(slot.path[...]) { _ in .string(spelling) }.text, .agree)
    case 8:
      // An unknown enum value, or a parameter on the wrong metric.
      let choices: [(key: String, values: [Node])] = [
        ("metric", [.string("bytes"), .string("Characters"), .string("utf-8"), .string("")]),
        ("policy", [.string("all"), .string("Standard")]),
        ("mode", [.string("hex"), .string("Digits")]),
        ("ambiguous", [.string("half"), .string("Wide")]),
        ("maxVersion", [.string("v15"), .string("15."), .string(".5"), .string("15.0.0.0"), .string("12345.0"), .string("15.0\n"), .string("1 5"), .string("١٥")]),
        ("edition", [.int(2010)]),
      ]
      guard let slot = pickSlot({ slot in choices.contains { $0.key == slot.key } }) else { return (policy.text, .agree) }
      let values = choices.first { $0.key == slot.key }!.values
      return (policy.replacing(slot.path[...]) { _ in random.pick(values) }.text, .agree)
    case 9:
      // A contradiction the schema states: a parameter of another metric,
      // maxVersion with allowed false, numeric with character rules.
      switch random.next(below: 3) {
      case 0:
        let metric = random.pick(metrics.filter { $0 != "gb18030" && $0 != "width" && $0 != "weighted" })
        let parameter: (String, Node) = random.pick([("edition", .int(2005)), ("ambiguous", .string("wide")), ("weights", .object([]))])
        return (
          policy.replacing([]) {
            .object($0.members!.filter { $0.key != "limits" } + [("limits", .array([.object([("metric", .string(metric)), parameter, ("max", .int(3))])]))])
          }.text, .agree)
      case 1:
        return (
          policy.replacing([]) {
            .object($0.members!.filter { $0.key != "emoji" } + [("emoji", .object([("allowed", .raw("false")), ("maxVersion", .string("15.0"))]))])
          }.text, .agree)
      default:
        return (
          policy.replacing([]) {
            .object($0.members!.filter { $0.key != "numeric" && $0.key != "allowedClasses" } + [
              ("numeric", .object([("mode", .string("digits"))])),
              random.oneIn(2) ? ("allowedClasses", .array([])) : ("allowedScalars", .array([.string("_")])),
            ])
          }.text, .agree)
      }
    case 10:
      // Not a policy object, or not JSON.
      let documents = [
        "[]", "1", "\"schema\"", "null", "", " ", "{\"schema\": 1,}", "{\"schema\": NaN}", "{\"schema\": 1} // c",
        "{'schema': 1}", "{\"schema\": 1}}", "\u{FEFF}{\"schema\": 1}", "{\"schema\": 01}", "{\"schema\": 1, \"summary\": \"a\u{1}\"}",
      ]
      return (random.pick(documents), .agree)
    case 11:
      // A duplicate key.
      guard let slot = pickSlot({ $0.node.members?.isEmpty == false }) else { return (policy.text, .agree) }
      let member = random.pick(slot.node.members!)
      return (
        policy.replacing(slot.path[...]) { node in
          var members = node.members!
          members.insert(member, at: random.next(below: members.count + 1))
          return .object(members)
        }.text, .readerOnly(SchemaAgreementTests.duplicateKey))
    case 12:
      // A whole number as 1.0 or 1e0.
      guard let slot = pickSlot({ $0.node.type == "number" }), case .raw(let digits) = slot.node, digits.count < 15
      else { return (policy.text, .agree) }
      let spelled = random.pick([digits + ".0", digits + "e0", digits + ".000E+0", digits == "0" ? "0.0e5" : digits + "0e-1"])
      return (policy.replacing(slot.path[...]) { _ in .raw(spelled) }.text, .readerOnly(SchemaAgreementTests.fractionForInteger))
    case 13:
      // min above max.
      let limit: Node = .object([("metric", .string(random.pick(metrics))), ("max", .int(3)), ("min", .int(random.pick([4, Int.max])))])
      return (
        policy.replacing([]) { .object($0.members!.filter { $0.key != "limits" } + [("limits", .array([limit]))]) }.text,
        .readerOnly(SchemaAgreementTests.minimumAboveMaximum))
    case 14:
      // A reversed or an overlapping range.
      if random.oneIn(2) {
        let reversed: Node = random.oneIn(2)
          ? .object([("allowedScalars", .array([.string("U+9FFF..U+4E00")]))])
          : .object([("limits", .array([.object([("metric", .string("weighted")), ("max", .int(1)), ("weights", .object([("ranges", .array([.object([("first", .string("U+0080")), ("last", .string("U+007F")), ("weight", .int(1))])]))]))])]))])
        return (
          policy.replacing([]) { node in
            .object(node.members!.filter { $0.key != "numeric" && $0.key != "allowedScalars" && $0.key != "limits" } + reversed.members!)
          }.text, .readerOnly(SchemaAgreementTests.reversedRange))
      }
      let ranges: Node = .array([
        .object([("first", .string("U+0000")), ("last", .string("U+00FF")), ("weight", .int(1))]),
        .object([("first", .string(random.pick(["U+00FF", "U+0080", "U+0000"]))), ("last", .string("U+0100")), ("weight", .int(2))]),
      ])
      let limit: Node = .object([("metric", .string("weighted")), ("max", .int(1)), ("weights", .object([("ranges", ranges)]))])
      return (
        policy.replacing([]) { .object($0.members!.filter { $0.key != "limits" } + [("limits", .array([limit]))]) }.text,
        .readerOnly(SchemaAgreementTests.overlappingRanges))
    default:
      // A string with an unpaired surrogate escape.
      return (
        policy.replacing([]) {
          .object($0.members!.filter { $0.key != "summary" } + [("summary", .raw(random.pick(["\"\\uD800\"", "\"a\\uDC00b\"", "\"\\uDBFF\\u0041\""])))])
        }.text, .readerOnly(SchemaAgreementTests.loneSurrogate))
    }
  }

  /// Documents the report that asked for the reader and the schema to
  /// agree named, each with its expected answer.
  static let fixed: [(text: String, expected: SchemaAgreementTests.Expectation)] = {
    func scalars(_ entry: String) -> String { #"{"schema": 1, "allowedScalars": [\#(JSONStringEscaping.quoted(entry))]}"# }
    func bound(_ first: String) -> String {
      #"{"schema": 1, "limits": [{"metric": "weighted", "max": 9, "weights": {"ranges": [{"first": \#(JSONStringEscaping.quoted(first)), "last": "U+10FFFF", "weight": 1}]}}]}"#
    }
    var documents: [(String, SchemaAgreementTests.Expectation)] = []
    for spelling in ["U+-000", "U++05F", "u+0041", "U+00e9", "U+D800", "U+110000", "U+0041\n"] {
      documents.append((scalars(spelling), .agree))
      documents.append((bound(spelling), .agree))
    }
    documents += [
      (bound("a"), .agree), (bound("U+0041..U+FFFF"), .agree), (scalars("a"), .agree), (scalars("U+0041"), .agree),
      (#"{"schema": 1, "summary": null}"#, .agree), (#"{"schema": 1, "limits": null}"#, .agree),
      (#"{"schema": 1, "limits": [{"metric": "utf8", "max": null, "min": 1}]}"#, .agree),
      (#"{"schema": 1, "limits": [{"metric": "gb18030", "edition": null, "max": 1}]}"#, .agree),
      (#"{"schema": 1, "emoji": null}"#, .agree), (#"{"schema": 1, "emoji": {"allowed": null}}"#, .agree),
      (#"{"schema": 1, "limits": [{"metric": "utf8", "max": 9223372036854775808}]}"#, .agree),
      (#"{"schema": 1, "limits": [{"metric": "utf8", "max": 9223372036854775807}]}"#, .agree),
      (#"{"schema": 1, "limits": [{"metric": "utf8", "max": 1.0}]}"#, .readerOnly(SchemaAgreementTests.fractionForInteger)),
      (#"{"schema": 1e0}"#, .readerOnly(SchemaAgreementTests.fractionForInteger)),
      (#"{"schema": 1, "schema": 1}"#, .readerOnly(SchemaAgreementTests.duplicateKey)),
      (scalars("U+9FFF..U+4E00"), .readerOnly(SchemaAgreementTests.reversedRange)),
    ]
    return documents
  }()
}
