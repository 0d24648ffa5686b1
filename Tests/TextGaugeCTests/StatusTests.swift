import CTextGauge
import TextGaugeC
import Testing

/// The C ABI's statuses, from Swift: the header's codes and their texts,
/// and the status each kind of bad call gets.
@Suite struct StatusTests {
  @Test func everyCodeHasItsOneLineText() {
    let codes = [TG_OK, TG_ERR_INVALID_UTF8, TG_ERR_ARGUMENT, TG_ERR_POLICY, TG_ERR_MEMORY]
    let texts = codes.map { String(cString: TextGaugeC.tg_error_string($0)) }
    #expect(texts[0] == "ok")
    #expect(Set(texts).count == codes.count)
    #expect(texts.allSatisfy { !$0.isEmpty && !$0.contains("\n") })
    #expect(String(cString: TextGaugeC.tg_error_string(99)) == "unknown error code")
    #expect(String(cString: TextGaugeC.tg_error_string(-1)) == "unknown error code")
  }

  @Test func badCallsGetTheirStatus() {
    var out = 0
    let illFormed: [CChar] = [0x61, CChar(bitPattern: 0xFF)]
    #expect(illFormed.withUnsafeBufferPointer { TextGaugeC.tg_measure($0.baseAddress, 2, Int32(TG_METRIC_UTF8.rawValue), &out) } == TG_ERR_INVALID_UTF8)
    #expect(TextGaugeC.tg_measure(nil, 3, Int32(TG_METRIC_UTF8.rawValue), &out) == TG_ERR_ARGUMENT)
    #expect("a".withCString { TextGaugeC.tg_measure($0, 1, 99, &out) } == TG_ERR_ARGUMENT)
    #expect("a".withCString { TextGaugeC.tg_measure($0, 1, Int32(TG_METRIC_WEIGHTED.rawValue), nil) } == TG_ERR_ARGUMENT)
    #expect("a".withCString { TextGaugeC.tg_emoji_count($0, 1, 7, &out) } == TG_ERR_ARGUMENT)
    var policy: OpaquePointer?
    var message: UnsafeMutablePointer<CChar>?
    #expect(TextGaugeC.tg_policy_preset("no-such-preset", -1, &policy, &message) == TG_ERR_POLICY)
    #expect(policy == nil)
    #expect(message.map { String(cString: $0) }?.contains("no-such-preset") == true)
    TextGaugeC.tg_string_free(message)
    #expect(TextGaugeC.tg_measure(nil, 0, Int32(TG_METRIC_CHARACTERS.rawValue), &out) == TG_OK && out == 0)
  }
}
