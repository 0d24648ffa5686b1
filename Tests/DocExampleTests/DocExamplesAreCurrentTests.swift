import Foundation
import Testing
import TestSupport

/// GeneratedDocExamples.swift is what the extractor makes of the current
/// documentation: an example changed without regenerating fails here,
/// naming the block and the command to run.
@Suite("Documentation examples")
struct DocExamplesAreCurrentTests {
  @Test func generatedExamplesMatchTheDocumentation() throws {
    let expected = try DocExampleSources.generated(root: packageRoot)
    let committed = try String(
      contentsOf: packageRoot.appendingPathComponent(DocExampleSources.generatedPath), encoding: .utf8)
    guard committed != expected else { return }
    let tests = { (text: String) in Set(text.components(separatedBy: "\n@Test(").dropFirst()) }
    let changed = tests(expected).symmetricDifference(tests(committed))
      .compactMap { $0.split(separator: "\"").first.map(String.init) }
    Issue.record(
      "\(DocExampleSources.generatedPath) is stale (\(Set(changed).sorted().joined(separator: ", "))): run \(DocExampleSources.command)")
  }

  /// Result comments become checks; prose stays prose.
  @Test func resultCommentsAreRecognised() {
    #expect(DocExampleExtractor.resultToken("11: Chinese counts 2") == "11")
    #expect(DocExampleExtractor.resultToken("17.0") == "17.0")
    #expect(DocExampleExtractor.resultToken("\"中文abc\": never half a character") == "\"中文abc\"")
    #expect(DocExampleExtractor.resultToken("[\"🫩\", \"🐦‍🔥\"] (16.0, 15.1)") == "[\"🫩\", \"🐦‍🔥\"]")
    #expect(DocExampleExtractor.resultToken(".adjusted(text: \"ab\", caretUTF16Offset: 2, violations: [])") != nil)
    #expect(DocExampleExtractor.resultToken("true (\"🎉 🎉\" is false)") == "true")
    #expect(DocExampleExtractor.resultToken("the tables' version") == nil)
    #expect(DocExampleExtractor.resultToken("or .displayWidth(ambiguous: .wide)") == nil)
    #expect(DocExampleExtractor.resultToken("GB 18030-2022") == nil)
    #expect(DocExample.matches("adjusted(text: \"1\", caret: 1)", ".adjusted(text: \"1\", …)"))
    #expect(!DocExample.matches("reject([])", ".adjusted(…)"))
  }
}
