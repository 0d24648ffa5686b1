import CTextGauge
import Foundation
import TestSupport
import TextGaugeC
import TextGaugePolicy
import Testing

/// The C ABI (textgauge.h) called from Swift, as a C caller calls it, on
/// the conformance vectors: every case's length in every `tg_metric`, and
/// every policy's verdict, violations (rule, kind, four offsets, message)
/// and sanitized text through `tg_policy_from_json`. `Tests/C` runs the same
/// vectors from C, under AddressSanitizer and valgrind; these run in
/// `swift test`, on every machine.
@Suite struct ConformanceThroughCTests {
  struct Vectors: Decodable {
    struct Violation: Decodable, Equatable {
      struct Offset: Decodable, Equatable { var utf8, utf16, scalars, characters: Int }
      var rule: String
      var kind: String
      var offset: Offset
      var message: String
    }
    struct Verdict: Decodable { var ok: Bool; var violations: [Violation]; var sanitized: String }
    struct Case: Decodable { var name: String; var text: String; var metrics: [String: Int]; var verdicts: [String: Verdict] }
    var cases: [Case]
  }

  /// Conformance/vectors.json, read once.
  static let file: Data = {
    // swiftlint:disable:next force_try
    try! Data(contentsOf: packageRoot.appendingPathComponent("Conformance/vectors.json"))
  }()

  // swiftlint:disable:next force_try
  static let vectors: Vectors = try! JSONDecoder().decode(Vectors.self, from: file)

  /// Each vectors policy's JSON form, as the vectors file holds it.
  static let policies: [String: String] = {
    // swiftlint:disable:next force_try
    let object = try! JSONSerialization.jsonObject(with: file) as! [String: Any]
    let policies = object["policies"] as! [String: Any]
    return policies.mapValues { policy in
      // swiftlint:disable:next force_try
      String(decoding: try! JSONSerialization.data(withJSONObject: policy), as: UTF8.self)
    }
  }()

  @Test func everyMetricOfEveryCase() throws {
    let values = Dictionary(uniqueKeysWithValues: MetricVariants.all.map { ($0.name, $0.cValue) })
    for testCase in Self.vectors.cases {
      var text = testCase.text
      try text.withUTF8 { bytes in
        let base = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
        for (name, expected) in testCase.metrics {
          let metric = try #require(values[name], "metric \(name) has no tg_metric value")
          var out = -1
          #expect(TextGaugeC.tg_measure(base, bytes.count, metric, &out) == TG_OK)
          #expect(out == expected, "\(testCase.name): \(name)")
        }
      }
    }
  }

  @Test func everyVerdictOfEveryPolicy() throws {
    var handles: [String: OpaquePointer] = [:]
    defer { handles.values.forEach { TextGaugeC.tg_policy_free($0) } }
    for (name, json) in Self.policies {
      var policy: OpaquePointer?
      var message: UnsafeMutablePointer<CChar>?
      var source = json
      let status = source.withUTF8 { bytes in
        TextGaugeC.tg_policy_from_json(UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self), bytes.count, &policy, &message)
      }
      #expect(status == TG_OK, "\(name): \(message.map { String(cString: $0) } ?? "")")
      TextGaugeC.tg_string_free(message)
      handles[name] = try #require(policy)
    }
    for testCase in Self.vectors.cases {
      for (name, expected) in testCase.verdicts {
        let policy = try #require(handles[name])
        let (accepts, found, sanitized) = Self.verdict(policy, testCase.text)
        #expect(accepts == expected.ok, "\(testCase.name), \(name)")
        #expect(found == expected.violations, "\(testCase.name), \(name)")
        #expect(sanitized == expected.sanitized, "\(testCase.name), \(name)")
      }
    }
  }
  /// What the C ABI says of `text` under `policy`: accepted, the violations,
  /// the sanitized text.
  static func verdict(_ policy: OpaquePointer, _ text: String) -> (Bool?, [Vectors.Violation], String?) {
    let bytes: [CChar] = text.utf8.map { CChar(bitPattern: $0) } + [0]
    let length = bytes.count - 1
    return bytes.withUnsafeBufferPointer { buffer in verdict(policy, buffer.baseAddress!, length) }
  }

  static func verdict(_ policy: OpaquePointer, _ base: UnsafePointer<CChar>, _ length: Int) -> (Bool?, [Vectors.Violation], String?) {
    var accepts: Int32 = -1
    let accepted: Int32 = TextGaugeC.tg_policy_accepts(policy, base, length, &accepts)
    guard accepted == TG_OK else { return (nil, [], nil) }
    var violations: UnsafeMutablePointer<tg_violation>? = nil
    var count: Int = 0
    let checked: Int32 = TextGaugeC.tg_policy_check(policy, base, length, &violations, &count)
    guard checked == TG_OK else { return (nil, [], nil) }
    var found: [Vectors.Violation] = []
    for index in 0..<count {
      found.append(violation(violations![index]))
    }
    TextGaugeC.tg_violations_free(violations, count)
    var sanitized: UnsafeMutablePointer<CChar>? = nil
    var sanitizedLength: Int = 0
    let cleaned: Int32 = TextGaugeC.tg_policy_sanitize(policy, base, length, &sanitized, &sanitizedLength)
    guard cleaned == TG_OK, let sanitized else { return (accepts == 1, found, nil) }
    let kept = String(decoding: UnsafeRawBufferPointer(start: UnsafeRawPointer(sanitized), count: sanitizedLength), as: UTF8.self)
    TextGaugeC.tg_string_free(sanitized)
    return (accepts == 1, found, kept)
  }

  static func violation(_ v: tg_violation) -> Vectors.Violation {
    let offset = Vectors.Violation.Offset(
      utf8: v.offset_utf8, utf16: v.offset_utf16, scalars: v.offset_scalars, characters: v.offset_characters)
    return Vectors.Violation(
      rule: String(cString: v.rule), kind: String(cString: v.kind), offset: offset, message: String(cString: v.message))
  }
}
