import Foundation
import Testing
import TestSupport
import TextGaugeConformance
import TextGaugeJSON

/// Conformance/vectors.json: the committed file is what the implementation
/// writes today, and its counts are the standard library's.
@Suite struct ConformanceVectorsTests {
  @Test func conformanceVectorsAreCurrent() throws {
    let committed = try String(
      contentsOf: packageRoot.appendingPathComponent("\(ConformanceVectors.folder)/\(ConformanceVectors.fileName)"),
      encoding: .utf8)
    #expect(committed == ConformanceVectors.text(), "Conformance/vectors.json is stale: run swift run textgauge-conformance")
  }

  /// The vectors' counts in the units every language has, against the
  /// standard library's own views.
  @Test func conformanceVectorsCountWhatTheStandardLibraryCounts() throws {
    let document = try JSONParser.parse(ConformanceVectors.text())
    guard case .object(let root) = document, case .array(let cases)? = root["cases"] else {
      Issue.record("no cases")
      return
    }
    #expect(cases.count == ConformanceVectors.cases.count)
    for value in cases {
      guard case .object(let object) = value, case .string(let text)? = object["text"],
        case .object(let metrics)? = object["metrics"]
      else { continue }
      #expect(metrics["utf8"] == .number(JSONNumber(text.utf8.count)))
      #expect(metrics["utf16"] == .number(JSONNumber(text.utf16.count)))
      #expect(metrics["scalars"] == .number(JSONNumber(text.unicodeScalars.count)))
    }
  }
}
