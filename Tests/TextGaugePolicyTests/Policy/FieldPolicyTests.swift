import Foundation
import Testing
import TestSupport
import TextGauge
import TextGaugeConformance
import TextGaugeInput
@testable import TextGaugePolicy

/// A field policy as a value and as JSON: decoding with errors that name
/// the path, round trips, presets, and one judgement for whole texts, edits,
/// pastes and cuts.
@Suite struct FieldPolicyTests {
  @Test(arguments: PolicyPreset.allCases)
  func everyPresetRoundTripsThroughJSON(_ preset: PolicyPreset) throws {
    let policy = try preset.policy(maximum: preset.requiresMaximum ? 20 : nil)
    #expect(try FieldPolicy(json: policy.json()) == policy)
    #expect(try FieldPolicy(json: policy.json(pretty: false)) == policy)
    #expect(policy.summary == preset.source)
  }

  @Test func everyFieldRoundTrips() throws {
    let weights = try WeightedLength(
      scale: 10, defaultWeight: 20, ranges: [WeightedLength.Range("\u{0}"..."\u{7F}", weight: 10)], emojiWeight: 20,
      urlLength: nil)
    let policy = FieldPolicy(
      summary: "every field",
      limits: [
        PolicyLimit(.gb18030(.gb2005), maximum: 20, minimum: 4), PolicyLimit(.displayWidth(.wide), maximum: 30),
        PolicyLimit(.weighted(weights), maximum: 10), PolicyLimit(.chineseWordCount, minimum: 1),
        PolicyLimit(.utf16, maximum: 5), PolicyLimit(.unicodeScalars, maximum: 5), PolicyLimit(.characters, maximum: 5),
        PolicyLimit(.utf8, maximum: 5),
      ],
      allowedClasses: [.asciiLowercase, .hanIdeographs, .interpuncts], allowedScalars: ["_"..."_", "\u{4E00}"..."\u{9FFF}"],
      allowsEmoji: true, emojiPolicy: .standard, maxEmojiVersion: UnicodeVersion(major: 13, minor: 1),
      guards: TextGuards(
        maxScalarsPerCharacter: 8, rejectsBidiControls: true, rejectsInvisibleCharacters: true, rejectsUnassigned: true,
        rejectsPrivateUse: true, fitsUTF8mb3: true))
    #expect(try FieldPolicy(json: policy.json()) == policy)
    let numeric = FieldPolicy(numericMode: .decimal(maxIntegerDigits: 9, maxFractionDigits: 2))
    #expect(try FieldPolicy(json: numeric.json()) == numeric)
    #expect(try FieldPolicy(json: FieldPolicy(numericMode: .digits).json()) == FieldPolicy(numericMode: .digits))
  }

  /// Each bad document: one error naming the JSON path (or the line and
  /// column) and the reason.
  @Test(arguments: [
    (#"{"limits": []}"#, #"$: missing key "schema""#),
    (#"{"schema": 2}"#, "$.schema: schema 2 is not supported; this library reads schema 1"),
    (#"{"schema": 1, "limit": []}"#, #"$: unknown key "limit"; the keys are schema, summary, limits, allowedClasses, allowedScalars, emoji, numeric, guards"#),
    (#"{"schema": 1, "limits": [{"metric": "bytes", "max": 3}]}"#, #"$.limits[0].metric: unknown metric "bytes"; the metrics are characters, scalars, utf16, utf8, gb18030, width, zishu, weighted"#),
    (#"{"schema": 1, "limits": [{"metric": "utf8"}]}"#, #"$.limits[0]: a limit needs "max", "min" or both"#),
    (#"{"schema": 1, "limits": [{"metric": "utf8", "max": 3, "min": 5}]}"#, "$.limits[0]: minimum 5 is above maximum 3"),
    (#"{"schema": 1, "limits": [{"metric": "utf8", "max": -1}]}"#, "$.limits[0].max: -1 is negative; use 0 or more"),
    (#"{"schema": 1, "limits": [{"metric": "utf8", "max": "ten"}]}"#, nil),
    (#"{"schema": 1, "limits": [{"metric": "utf8", "max": 3, "edition": 2005}]}"#, #"$.limits[0].edition: applies only to metric "gb18030", not "utf8""#),
    (#"{"schema": 1, "limits": [{"metric": "gb18030", "max": 3, "edition": 2010}]}"#, "$.limits[0].edition: unknown edition 2010; the editions are 2000, 2005, 2022"),
    (#"{"schema": 1, "limits": [{"metric": "weighted", "max": 3, "weights": {"ranges": [{"first": "U+0000", "last": "U+00FF", "weight": 1}, {"first": "U+0080", "last": "U+0100", "weight": 2}]}}]}"#, "$.limits[0].weights.ranges[1]: range U+0080..U+0100 overlaps U+0000..U+00FF"),
    (#"{"schema": 1, "allowedClasses": ["lower", "emoji"]}"#, #"$.allowedClasses[1]: unknown class "emoji"; the classes are lower, upper, digits, decimal, punct, han, interpunct, space"#),
    (#"{"schema": 1, "allowedScalars": ["ab"]}"#, #"$.allowedScalars[0]: expected one character, "U+XXXX" or "U+XXXX..U+YYYY" (upper-case hexadecimal), found "ab""#),
    (#"{"schema": 1, "allowedScalars": ["U+9FFF..U+4E00"]}"#, "$.allowedScalars[0]: range U+9FFF..U+4E00 ends before it starts"),
    (#"{"schema": 1, "emoji": {"allowed": false, "maxVersion": "15.0"}}"#, "$.emoji.maxVersion: maxVersion applies only when emoji are allowed"),
    (#"{"schema": 1, "emoji": {"maxVersion": "fifteen"}}"#, #"$.emoji.maxVersion: "fifteen" is not an emoji version such as "15.0""#),
    (#"{"schema": 1, "numeric": {"mode": "decimal", "maxIntegerDigits": 0, "maxFractionDigits": 2}}"#, "$.numeric.maxIntegerDigits: 0 is below 1"),
    (#"{"schema": 1, "numeric": {"mode": "digits"}, "allowedClasses": ["lower"]}"#, "$.allowedClasses: a numeric mode decides the allowed characters; remove allowedClasses or numeric"),
    (#"{"schema": 1, "guards": {"maxScalarsPerCharacter": 0}}"#, "$.guards.maxScalarsPerCharacter: 0 is below 1; every Character has a scalar"),
    (#"{"schema": 1, "guards": {"bidi": true}}"#, #"$.guards: unknown key "bidi"; the keys are maxScalarsPerCharacter, bidiControls, invisible, unassigned, privateUse, utf8mb3, twitterInvalid"#),
    ("{\"schema\": 1,\n \"limits\": [}", "line 2, column 13 (byte 26): expected a value, found '}'"),
    // As strict as the schema: null is no key's type; scalars are U+ and
    // upper-case hexadecimal, a scalar value; a weight range's bounds are
    // scalars, not characters or ranges.
    (#"{"schema": 1, "summary": null}"#, "$.summary: expected a string, found null"),
    (#"{"schema": 1, "limits": null}"#, "$.limits: expected an array, found null"),
    (#"{"schema": 1, "limits": [{"metric": "utf8", "max": null, "min": 1}]}"#, "$.limits[0].max: expected a whole number, found null"),
    (#"{"schema": 1, "limits": [{"metric": "gb18030", "edition": null, "max": 1}]}"#, "$.limits[0].edition: expected a whole number, found null"),
    (#"{"schema": 1, "emoji": null}"#, "$.emoji: expected an object, found null"),
    (#"{"schema": 1, "emoji": {"allowed": null}}"#, "$.emoji.allowed: expected true or false, found null"),
    (#"{"schema": 1, "allowedScalars": ["U+-000"]}"#, #"$.allowedScalars[0]: expected one character, "U+XXXX" or "U+XXXX..U+YYYY" (upper-case hexadecimal), found "U+-000""#),
    (#"{"schema": 1, "allowedScalars": ["U++05F"]}"#, #"$.allowedScalars[0]: expected one character, "U+XXXX" or "U+XXXX..U+YYYY" (upper-case hexadecimal), found "U++05F""#),
    (#"{"schema": 1, "allowedScalars": ["U+00e9"]}"#, #"$.allowedScalars[0]: expected one character, "U+XXXX" or "U+XXXX..U+YYYY" (upper-case hexadecimal), found "U+00e9""#),
    (#"{"schema": 1, "allowedScalars": ["U+D800..U+E000"]}"#, #"$.allowedScalars[0]: expected one character, "U+XXXX" or "U+XXXX..U+YYYY" (upper-case hexadecimal), found "U+D800..U+E000""#),
    (#"{"schema": 1, "limits": [{"metric": "weighted", "max": 1, "weights": {"ranges": [{"first": "a", "last": "U+0041", "weight": 1}]}}]}"#, #"$.limits[0].weights.ranges[0].first: expected a scalar "U+XXXX" (upper-case hexadecimal), found "a""#),
    (#"{"schema": 1, "limits": [{"metric": "weighted", "max": 1, "weights": {"ranges": [{"first": "U+0041..U+FFFF", "last": "U+FFFF", "weight": 1}]}}]}"#, #"$.limits[0].weights.ranges[0].first: expected a scalar "U+XXXX" (upper-case hexadecimal), found "U+0041..U+FFFF""#),
    (#"{"schema": 1, "limits": [{"metric": "utf8", "max": 9223372036854775808}]}"#, "$.limits[0].max: expected a whole number from -9223372036854775808 to 9223372036854775807, found 9223372036854775808"),
    (#"{"schema": 1, "limits": [{"metric": "utf8", "max": 1.0}]}"#, "$.limits[0].max: expected a whole number, found 1.0"),
  ] as [(String, String?)])
  func badDocumentsGetOneErrorWithItsPath(_ document: String, _ message: String?) {
    #expect {
      _ = try FieldPolicy(json: document)
    } throws: { error in
      guard let error = error as? PolicyError else { return false }
      if let message { return error.description == message }
      // A wrong type: the path and the JSON layer's reason.
      return error.location == "$.limits[0].max" && !error.reason.isEmpty
    }
  }

  /// A policy's JSON is at most 16 MiB, refused before it is parsed.
  @Test func documentsOverTheCapAreRefusedUnread() {
    let padded = Array(#"{"schema": 1}"#.utf8) + [UInt8](repeating: 0x20, count: FieldPolicy.maximumJSONBytes)
    #expect(throws: Never.self) { try FieldPolicy(jsonBytes: padded.prefix(FieldPolicy.maximumJSONBytes)) }
    #expect {
      try FieldPolicy(jsonBytes: padded)
    } throws: { error in
      (error as? PolicyError)?.description
        == "the policy is 16777229 bytes; a policy's JSON is at most 16777216 bytes (16 MiB)"
    }
  }

  /// A Character outside allowedScalars is reported under allowedScalars
  /// when the policy has no classes, under allowedClasses when it has.
  @Test func characterRulesNameTheRuleThatRestricts() throws {
    let scalarsOnly = try FieldPolicy(json: #"{"schema": 1, "allowedScalars": ["U+0061..U+007A"]}"#)
    #expect(scalarsOnly.violations(in: "a-b").map(\.rule) == ["allowedScalars"])
    #expect(scalarsOnly.violations(in: "a-b").map(\.message) == ["allowedScalars: character U+002D not allowed"])
    let both = try FieldPolicy(json: #"{"schema": 1, "allowedClasses": ["digits"], "allowedScalars": ["_"]}"#)
    #expect(both.violations(in: "1_a").map(\.rule) == ["allowedClasses"])
    let classesOnly = try FieldPolicy(json: #"{"schema": 1, "allowedClasses": ["digits"]}"#)
    #expect(classesOnly.violations(in: "1a").map(\.rule) == ["allowedClasses"])
  }

  @Test func presetsFollowTheirPublishedRules() throws {
    let x = try FieldPolicy.preset("x")
    // twitter-text v3: CJK 2, an emoji sequence 2, a URL 23.
    #expect(x.accepts(String(repeating: "中", count: 140)))
    #expect(x.violations(in: String(repeating: "中", count: 141)).map(\.message) == ["limits[0] (weighted): 282 > 280"])
    #expect(x.accepts(String(repeating: "👨‍👩‍👧‍👦", count: 140)))
    let bluesky = try FieldPolicy.preset("bluesky-post")
    #expect(bluesky.accepts(String(repeating: "a", count: 300)))
    #expect(bluesky.violations(in: String(repeating: "👨‍👩‍👧‍👦", count: 121)).map(\.rule) == ["limits[1]"])
    let mysql = try FieldPolicy.preset("mysql-utf8mb3")
    #expect(mysql.violations(in: "中文😀").map(\.offset) == [TextOffset(utf8: 6, utf16: 2, scalars: 2, characters: 2)])
    #expect(try FieldPolicy.preset("gb18030", maximum: 20).accepts("一二三四五六七八九十"))
    #expect(try !FieldPolicy.preset("zishu", maximum: 4).accepts("iPhone 15 发布了"))
    #expect(throws: PolicyError.self) { try FieldPolicy.preset("gb18030") }
    #expect(throws: PolicyError.self) { try FieldPolicy.preset("x", maximum: 100) }
  }

  /// The policy's JSON is valid under the committed JSON Schema, checked by
  /// Python's `jsonschema` (an independent validator) when it is installed.
  @Test(.enabled(if: JSONSchemaPython.isAvailable, JSONSchemaPython.skipReason))
  func presetsAndExamplesValidateAgainstTheSchema() throws {
    var documents = ConformanceVectors.policies.map { $0.policy.json(pretty: false) }
    documents.append(#"{"schema": 1, "limits": [{"metric": "utf8", "edition": 2005, "max": 3}]}"#)
    let verdicts = try JSONSchemaPython.verdicts(of: documents.map { Array($0.utf8) })
    try #require(verdicts.count == documents.count)
    for index in documents.indices.dropLast() {
      #expect(verdicts[index] == "valid", "\(documents[index])")
    }
    // What the reader refuses, the schema refuses too.
    #expect(verdicts[documents.count - 1] == "invalid")
  }

  @Test func aCutSatisfiesTheTightestLimitAndNeverSplitsACharacter() throws {
    let policy = try FieldPolicy.preset("bluesky-post")
    let families = String(repeating: "👨‍👩‍👧‍👦", count: 200)
    #expect(policy.prefix(families) == String(repeating: "👨‍👩‍👧‍👦", count: 120)[...])
    #expect(policy.sanitized(families) == String(repeating: "👨‍👩‍👧‍👦", count: 120))
    #expect(policy.prefix(String(repeating: "ab", count: 200)).count == 300)
  }

  /// One verdict whichever entry point asks: the policy's violations, the
  /// engine's rules, an edit that types the text into an empty field and
  /// a paste of it.
  @Test func oneJudgementForTextsEditsAndPastes() {
    let check = PropertyCheck(seed: 0x38_90_11, cases: 200)
    let policies = ConformanceVectors.policies.map(\.policy)
    let failure = check.failure(generate: { HardPieces.generate(&$0, maxCount: 10) }) { pieces in
      let text = pieces.joined()
      for policy in policies {
        let ok = policy.violations(in: text).allSatisfy { if case .underLimit = $0.violation { true } else { false } }
        if ok != policy.rules.violations(in: text).allSatisfy({ if case .underLimit = $0.violation { true } else { false } }) {
          return "violations(in:) disagree on \(scalarDump(text))"
        }
        let pasted = policy.sanitized(text)
        let left = policy.violations(in: pasted).filter { if case .underLimit = $0.violation { false } else { true } }
        if !left.isEmpty { return "sanitized \(scalarDump(text)) to \(scalarDump(pasted)), which breaks \(left.map(\.rule))" }
        if ok, pasted != text { return "sanitized changed the accepted \(scalarDump(text)) to \(scalarDump(pasted))" }
        if !policy.violations(in: String(policy.prefix(text))).allSatisfy({ !$0.rule.hasPrefix("limits") || $0.kind == "underLimit" }) {
          return "prefix of \(scalarDump(text)) breaks a limit"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
