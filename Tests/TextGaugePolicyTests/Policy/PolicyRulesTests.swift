import Testing
import TextGauge
import TextGaugeInput
import TextGaugePolicy

/// A policy's engine (`rules`) is built once, not per check: it must follow
/// every way a policy is made or changed.
@Suite struct PolicyRulesTests {
  @Test func theRulesFollowTheFieldsHoweverThePolicyIsMade() throws {
    let decoded = try FieldPolicy(json: #"{"schema": 1, "limits": [{"metric": "utf8", "max": 3}], "emoji": {"allowed": false}}"#)
    #expect(decoded.rules.maxLength == 3)
    #expect(!decoded.rules.allowsEmoji)
    #expect(decoded.violations(in: "ab😀").map(\.rule) == ["emoji.allowed", "limits[0]"])

    var changed = decoded
    changed.limits = [PolicyLimit(.characters, maximum: 10)]
    changed.allowsEmoji = true
    changed.guards = TextGuards(fitsUTF8mb3: true)
    #expect(changed.rules.maxLength == 10)
    #expect(changed.violations(in: "ab😀").map(\.rule) == ["guards.utf8mb3"])
    changed.limits[0].maximum = 1
    #expect(changed.violations(in: "ab").map(\.rule) == ["limits[0]"])
    // Equal policies are equal whatever their rules were built from.
    var same = changed
    same.allowsEmoji = false
    same.allowsEmoji = true
    #expect(same == changed)
  }
}
