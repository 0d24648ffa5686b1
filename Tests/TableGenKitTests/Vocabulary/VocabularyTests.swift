import Foundation
import TableGenKit
import Testing
import TestSupport

/// Vocabulary/vocabulary.json and what tablegen generates from it: every
/// output is current (no data root needed), and a metric declared there
/// reaches every language without another hand edit.
@Suite struct VocabularyTests {
  static let url = packageRoot.appendingPathComponent(Vocabulary.path)

  @Test func everyOutputIsCurrent() throws {
    let vocabulary = try Vocabulary(contentsOf: Self.url)
    let files = try VocabularyFiles.files(vocabulary, root: packageRoot)
    #expect(VocabularyFiles.stale(files, root: packageRoot) == [], "run `swift run tablegen` and commit the result")
    #expect(files.count == 8)
  }

  /// What CONTRIBUTING's "Adding a metric" promises: one declaration, and
  /// the C header's enum, the C mapping, Swift's names, the command line's
  /// value and help, Python's and JavaScript's names and the document's
  /// lists all have it.
  @Test func aThrowawayMetricReachesEveryLanguage() throws {
    var json = try String(contentsOf: Self.url, encoding: .utf8)
    let declaration = """
      {"name": "demo-bytes", "swift": "demoBytes", "policyMetric": ".demoBytes", "help": "demo-bytes (a throwaway)",
       "counts": "nothing real", "variants": [{"name": "demo-bytes", "c": "TG_METRIC_DEMO_BYTES", "value": 11,
       "textMetric": ".demoBytes", "comment": "a throwaway metric"}]},
      {
        "name": "characters"
      """
    json = json.replacingOccurrences(of: "{\n      \"name\": \"characters\"", with: declaration)
    let vocabulary = try Vocabulary(json: Data(json.utf8))
    #expect(vocabulary.metrics.first?.name == "demo-bytes")
    let files = try VocabularyFiles.files(vocabulary, root: packageRoot)
    func text(_ suffix: String) throws -> String { try #require(files.first { $0.path.hasSuffix(suffix) }).contents }
    #expect(try text("textgauge.h").contains("TG_METRIC_DEMO_BYTES = 11"))
    #expect(try text("TextGaugeC/Generated/Vocabulary.swift").contains("case 11: self = .demoBytes  // TG_METRIC_DEMO_BYTES"))
    #expect(try text("TextGaugePolicy/Generated/Vocabulary.swift").contains("case \"demo-bytes\": self = .demoBytes"))
    #expect(try text("TextGaugePolicy/Generated/Vocabulary.swift").contains("(\"demo-bytes\", 11, .demoBytes)"))
    let commandLine = try text("TextGaugeCLI/Generated/Vocabulary.swift")
    #expect(commandLine.contains("case demoBytes, characters"))
    #expect(commandLine.contains("How to count: demo-bytes (a throwaway), characters"))
    #expect(try text("_vocabulary.py").contains("\"demo-bytes\": 11"))
    #expect(try text("js/src/vocabulary.js").contains("\"demo-bytes\": 11"))
    #expect(try text("js/src/vocabulary.d.ts").contains("export type Metric = \"characters\" | "))
    #expect(try text("js/src/vocabulary.d.ts").contains("\"demo-bytes\""))
    #expect(try text("CommandLine.md").contains("--metric demo-bytes|characters|"))
  }

  /// The violation kinds and the guards reach Swift's switches, Python and
  /// the document from the vocabulary, and the schema's `guards` keys are
  /// the vocabulary's (the schema is hand-written: Schemas/).
  @Test func violationKindsAndGuardsReachEveryLanguage() throws {
    let vocabulary = try Vocabulary(contentsOf: Self.url)
    let files = try VocabularyFiles.files(vocabulary, root: packageRoot)
    func text(_ suffix: String) throws -> String { try #require(files.first { $0.path.hasSuffix(suffix) }).contents }
    let policy = try text("TextGaugePolicy/Generated/Vocabulary.swift")
    #expect(policy.contains("case .tooLong, .overLimit: \"overLimit\""))
    #expect(policy.contains("case .outsideBMP: \"utf8mb3\""))
    #expect(try text("_vocabulary.py").contains("GUARDS: tuple[str, ...] = (\"bidiControls\", \"invisible\""))
    #expect(try text("CommandLine.md").contains("| `blockedScalar` | `scalar`; a guard | `{rule}: {scalar}` |"))
    #expect(policy.contains(#"case .tooLong, .overLimit: "\(rule) (\(metric)): \(length) > \(limit)""#))
    let schema = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: packageRoot.appendingPathComponent("Schemas/field-policy.schema.json")))
        as? [String: Any])
    let properties = (schema["properties"] as? [String: Any])?["guards"] as? [String: Any]
    let keys = Set(((properties?["properties"] as? [String: Any]) ?? [:]).keys).subtracting(["maxScalarsPerCharacter"])
    #expect(keys == Set(vocabulary.guards.map(\.name)))
  }

  /// A violation kind's wording is declared once: a throwaway kind's
  /// message reaches the Swift that words it (and so C, Python and
  /// JavaScript, which take the message from it), the kinds' lists and the
  /// document's table.
  @Test func aThrowawayKindsWordingReachesEveryOutput() throws {
    var json = try String(contentsOf: Self.url, encoding: .utf8)
    let declaration = #"""
      {"name": "demoKind", "swift": ["demoKind"], "fields": "`count`, `limit`", "message": "{rule}: {count} \"demos\" > {limit}"},
          {"name": "invalidRange"
      """#
    json = json.replacingOccurrences(of: #"{"name": "invalidRange""#, with: declaration)
    let vocabulary = try Vocabulary(json: Data(json.utf8))
    #expect(vocabulary.violationKinds.map(\.name).contains("demoKind"))
    let files = try VocabularyFiles.files(vocabulary, root: packageRoot)
    func text(_ suffix: String) throws -> String { try #require(files.first { $0.path.hasSuffix(suffix) }).contents }
    let policy = try text("TextGaugePolicy/Generated/Vocabulary.swift")
    #expect(policy.contains(#"case .demoKind: "\(rule): \(count) \"demos\" > \(limit)""#))
    #expect(policy.contains(#"case .demoKind: "demoKind""#))
    #expect(try text("_vocabulary.py").contains(#""demoKind", "invalidRange")"#))
    #expect(try text("CommandLine.md").contains(#"| `demoKind` | `count`, `limit` | `{rule}: {count} "demos" > {limit}` |"#))
  }

  /// A message may fill in only what the wording knows, and every brace
  /// must open and close a name: anything else is refused, naming the file.
  @Test(arguments: ["{rule}: {size}", "{rule}: {count", "{rule}: count}"])
  func aMessageWithAnUnknownOrBrokenPlaceholderIsRefused(message: String) throws {
    let json = try String(contentsOf: Self.url, encoding: .utf8)
      .replacingOccurrences(of: #""message": "{rule}: {scalar}""#, with: #""message": "\#(message)""#)
    #expect {
      try Vocabulary(json: Data(json.utf8))
    } throws: { error in
      "\(error)".contains(Vocabulary.path) && "\(error)".contains("'blockedScalar'")
    }
  }

  @Test func aValueDeclaredTwiceIsRefusedNamingTheFile() throws {
    let json = try String(contentsOf: Self.url, encoding: .utf8)
      .replacingOccurrences(of: "\"TG_METRIC_WEIGHTED\", \"value\": 10", with: "\"TG_METRIC_WEIGHTED\", \"value\": 9")
    #expect {
      try Vocabulary(json: Data(json.utf8))
    } throws: { error in
      "\(error)".contains(Vocabulary.path) && "\(error)".contains("'9' is declared twice")
    }
  }

  /// The C header's blocks are filled in place: the hand-written text
  /// around them stays, and a header without the markers is an error.
  @Test func theHeaderKeepsItsHandWrittenText() throws {
    let vocabulary = try Vocabulary(contentsOf: Self.url)
    let header = try String(contentsOf: packageRoot.appendingPathComponent("Sources/CTextGauge/include/textgauge.h"), encoding: .utf8)
    let files = try VocabularyFiles.files(vocabulary, root: packageRoot)
    #expect(files.first { $0.path.hasSuffix("textgauge.h") }?.contents == header)
    #expect(header.contains("int tg_measure(const char *text, size_t length, int metric, size_t *out);"))
  }
}
