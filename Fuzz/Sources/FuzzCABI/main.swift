import CTextGauge
import Foundation
import FuzzDriver
import TextGaugeC

// The functions are called through TextGaugeC (their Swift definitions);
// CTextGauge declares the same names for C and gives the structs.

/// One input through the C entry points (textgauge.h), as C calls them:
/// the first byte picks a budget, the rest is the text. Ill-formed UTF-8
/// must give TG_ERR_INVALID_UTF8 from every text function; well-formed
/// text a length in every metric, a prefix within each budget on a
/// Character boundary, as many matches as the count, and a verdict,
/// sanitized text and violations from every preset, all freed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let budget = Int64(data[0])
  let text = UnsafeRawPointer(data + 1).assumingMemoryBound(to: CChar.self)
  let length = size - 1
  var wellFormed: Int32 = 0
  var badOffset = 0
  precondition(TextGaugeC.tg_utf8_check(text, length, &wellFormed, &badOffset) == 0, "tg_utf8_check failed")
  var out = 0
  if wellFormed == 0 {
    precondition(badOffset < length, "ill-formed at \(badOffset) of \(length)")
    for metric in Int32(0)...10 {
      precondition(TextGaugeC.tg_measure(text, length, metric, &out) == 1, "metric \(metric) took ill-formed UTF-8")
    }
    precondition(TextGaugeC.tg_emoji_count(text, length, 0, &out) == 1, "emoji count took ill-formed UTF-8")
    return 0
  }
  for metric in Int32(0)...10 {
    var total = 0
    var cut = 0
    precondition(TextGaugeC.tg_measure(text, length, metric, &total) == 0, "metric \(metric)")
    precondition(TextGaugeC.tg_prefix(text, length, metric, budget, &cut) == 0, "prefix \(metric)")
    var cutLength = 0
    _ = TextGaugeC.tg_measure(text, cut, metric, &cutLength)
    precondition(cut <= length && cutLength <= max(Int(budget), 0), "prefix \(cut) measures \(cutLength) > \(budget)")
    var all = 0, head = 0, tail = 0
    _ = TextGaugeC.tg_measure(text, length, 0, &all)
    _ = TextGaugeC.tg_measure(text, cut, 0, &head)
    _ = TextGaugeC.tg_measure(text + cut, length - cut, 0, &tail)
    precondition(head + tail == all, "metric \(metric): prefix \(cut) splits a Character")
    if Int64(total) <= budget { precondition(cut == length, "metric \(metric): fits but cut") }
  }
  for policy in Int32(0)...2 {
    var count = 0
    var matches: UnsafeMutablePointer<tg_emoji_match>?
    var found = 0
    precondition(TextGaugeC.tg_emoji_count(text, length, policy, &count) == 0)
    precondition(TextGaugeC.tg_emoji_matches(text, length, policy, &matches, &found) == 0)
    precondition(found == count, "\(found) matches, count \(count)")
    for i in 0..<found {
      precondition(matches![i].start < matches![i].end && matches![i].end <= length, "match outside the text")
    }
    TextGaugeC.tg_emoji_matches_free(matches, found)
  }
  for index in 0..<TextGaugeC.tg_preset_count() {
    var policy: OpaquePointer?
    precondition(TextGaugeC.tg_policy_preset(TextGaugeC.tg_preset_name(index), TextGaugeC.tg_preset_requires_maximum(index) == 1 ? budget : -1, &policy, nil) == 0)
    var violations: UnsafeMutablePointer<tg_violation>?
    var count = 0
    var accepts: Int32 = -1
    precondition(TextGaugeC.tg_policy_check(policy, text, length, &violations, &count) == 0)
    precondition(TextGaugeC.tg_policy_accepts(policy, text, length, &accepts) == 0 && (accepts == 1) == (count == 0))
    for i in 0..<count { precondition(violations![i].offset_utf8 <= length, "violation outside the text") }
    TextGaugeC.tg_violations_free(violations, count)
    var sanitized: UnsafeMutablePointer<CChar>?
    var sanitizedLength = 0
    precondition(TextGaugeC.tg_policy_sanitize(policy, text, length, &sanitized, &sanitizedLength) == 0)
    var again: Int32 = 0
    precondition(TextGaugeC.tg_policy_accepts(policy, sanitized, sanitizedLength, &again) == 0 && again == 1, "sanitized rejected")
    TextGaugeC.tg_string_free(sanitized)
    TextGaugeC.tg_policy_free(policy)
  }
  return 0
}

exit(textgauge_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { fuzzOneInput($0, $1) })
