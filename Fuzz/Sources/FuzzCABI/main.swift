import CTextGauge
import Foundation
import FuzzDriver
import TextGaugeC

// The functions are called through TextGaugeC (their Swift definitions);
// CTextGauge declares the same names for C and gives the structs.

/// The input as an Arrow string column through every `tg_*_column`, in
/// both offset widths: the selector byte cuts it into rows (at each line
/// feed, or every 1–8 bytes, so that a cut may fall inside a scalar),
/// makes every third row null, or puts row 1's offsets out of order. Each
/// row's value must be what the per-text function gives that row, a null
/// row's -1; a column must fail at its first bad row: with
/// TG_ERR_INVALID_UTF8 naming it when it is ill-formed, with
/// TG_ERR_ARGUMENT when its offsets are out of order.
func fuzzColumns(_ text: UnsafePointer<CChar>, _ length: Int, selector: UInt8) {
  let bytes = UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self)
  var offsets = [0]
  if selector & 0x80 == 0 {
    for i in 0..<length where bytes[i] == 0x0A { offsets.append(i + 1) }
  } else {
    let step = Int(selector & 7) + 1
    while offsets.last! + step < length { offsets.append(offsets.last! + step) }
  }
  if offsets.last! != length || offsets.count == 1 { offsets.append(length) }
  let rows = offsets.count - 1
  let nulls = selector & 0x40 != 0
  let validity: [UInt8] = (0..<(rows + 7) / 8).map { byte in
    (0..<8).reduce(UInt8(0)) { bits, bit in nulls && (byte * 8 + bit) % 3 == 1 ? bits : bits | 1 << bit }
  }
  let disordered = !nulls && selector & 0x20 != 0 && rows >= 2
  if disordered { offsets.swapAt(1, 2) }
  func row(_ i: Int) -> (UnsafePointer<CChar>, Int) { (text + offsets[i], offsets[i + 1] - offsets[i]) }
  // The rows are judged in order: with offsets out of order at row 1, an
  // ill-formed row 0 is the first failure, unless its end is past the
  // column's last offset, which is an argument error of its own.
  let judged = disordered ? (offsets[1] <= offsets[rows] ? 1 : 0) : rows
  let firstIllFormed = (0..<judged).first { i in
    guard !(nulls && i % 3 == 1) else { return false }
    var wellFormed: Int32 = 0
    var bad = 0
    let (start, count) = row(i)
    _ = TextGaugeC.tg_utf8_check(start, count, &wellFormed, &bad)
    return wellFormed == 0
  }
  let offsets32 = offsets.map(Int32.init)
  let offsets64 = offsets.map(Int64.init)
  let data = bytes
  // One column function in both widths: its status, error row and values
  // against `expected` (per row, for a well-formed non-null one).
  func check(
    _ name: String,
    _ narrow: (UnsafePointer<Int32>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int>) -> Int32,
    _ wide: (UnsafePointer<Int64>, UnsafeMutablePointer<Int64>, UnsafeMutablePointer<Int>) -> Int32,
    expected: (UnsafePointer<CChar>, Int) -> Int64
  ) {
    for large in [false, true] {
      var out = [Int64](repeating: -7, count: rows)
      var errorRow = -1
      let status = large
        ? offsets64.withUnsafeBufferPointer { wide($0.baseAddress!, &out, &errorRow) }
        : offsets32.withUnsafeBufferPointer { narrow($0.baseAddress!, &out, &errorRow) }
      // On an error, out is untouched (textgauge.h).
      if status != TG_OK { precondition(out.allSatisfy { $0 == -7 }, "\(name): out written on error \(status)") }
      if let firstIllFormed {
        precondition(status == TG_ERR_INVALID_UTF8 && errorRow == firstIllFormed,
                     "\(name): status \(status), error row \(errorRow), first ill-formed row \(firstIllFormed)")
      } else if disordered {
        precondition(status == TG_ERR_ARGUMENT, "\(name): offsets out of order gave \(status)")
      } else {
        precondition(status == TG_OK, "\(name): status \(status) on a well-formed column")
        for i in 0..<rows {
          let (start, count) = row(i)
          let value = nulls && i % 3 == 1 ? -1 : expected(start, count)
          precondition(out[i] == value, "\(name): row \(i) is \(out[i]), the text alone \(value)")
        }
      }
    }
  }
  validity.withUnsafeBufferPointer { validityBuffer in
    let validity = nulls ? validityBuffer.baseAddress : nil
    for metric in Int32(0)...10 {
      check("tg_measure_column \(metric)",
            { TextGaugeC.tg_measure_column($0, data, validity, 0, rows, metric, $1, $2) },
            { TextGaugeC.tg_measure_column_large($0, data, validity, 0, rows, metric, $1, $2) }) { start, count in
        var value = 0
        precondition(TextGaugeC.tg_measure(start, count, metric, &value) == TG_OK)
        return Int64(value)
      }
    }
    for policy in Int32(0)...2 {
      check("tg_emoji_count_column \(policy)",
            { TextGaugeC.tg_emoji_count_column($0, data, validity, 0, rows, policy, $1, $2) },
            { TextGaugeC.tg_emoji_count_column_large($0, data, validity, 0, rows, policy, $1, $2) }) { start, count in
        var value = 0
        precondition(TextGaugeC.tg_emoji_count(start, count, policy, &value) == TG_OK)
        return Int64(value)
      }
      check("tg_emoji_newest_version_column \(policy)",
            { TextGaugeC.tg_emoji_newest_version_column($0, data, validity, 0, rows, policy, $1, $2) },
            { TextGaugeC.tg_emoji_newest_version_column_large($0, data, validity, 0, rows, policy, $1, $2) }) {
        start, count in
        var value: Int32 = 0
        precondition(TextGaugeC.tg_emoji_newest_version(start, count, policy, &value) == TG_OK)
        return Int64(value)
      }
    }
    for index in 0..<TextGaugeC.tg_preset_count() where TextGaugeC.tg_preset_requires_maximum(index) == 0 {
      var policy: OpaquePointer?
      precondition(TextGaugeC.tg_policy_preset(TextGaugeC.tg_preset_name(index), -1, &policy, nil) == TG_OK)
      check("tg_policy_accepts_column \(index)",
            { TextGaugeC.tg_policy_accepts_column(policy, $0, data, validity, 0, rows, $1, $2) },
            { TextGaugeC.tg_policy_accepts_column_large(policy, $0, data, validity, 0, rows, $1, $2) }) {
        start, count in
        var accepts: Int32 = -1
        precondition(TextGaugeC.tg_policy_accepts(policy, start, count, &accepts) == TG_OK)
        return Int64(accepts)
      }
      TextGaugeC.tg_policy_free(policy)
    }
  }
}

/// Emoji names and search through the C ABI, on well-formed input: the
/// text as an emoji to name in every supported locale and in a locale read
/// from the input's first bytes, and as a query in each of those with skin
/// tones folded, and in the one `selector` picks expanded too. A name is
/// given only to one RGI emoji, in any of its qualified forms (one match
/// over the whole text where text-default characters count); every
/// search result is an RGI emoji with a name (checked for the first
/// `namedResults`), none twice, and folding skin tones never gives more
/// results; an unsupported locale is TG_ERR_ARGUMENT, nothing written; all
/// freed. One letter finds thousands of emoji: naming every one in every
/// locale, both ways, would take over libFuzzer's 10 s timeout in the sanitized build.
func fuzzNames(_ text: UnsafePointer<CChar>, _ length: Int, selector: UInt8) {
  let namedResults = 32
  var locales: [String?] = [nil]
  for index in 0..<TextGaugeC.tg_emoji_locale_count() {
    locales.append(String(cString: TextGaugeC.tg_emoji_locale_name(index)!))
  }
  precondition(TextGaugeC.tg_emoji_locale_name(TextGaugeC.tg_emoji_locale_count()) == nil, "a locale past the end")
  // A locale spelled by the input: its bytes up to the first NUL or line
  // feed, at most 16 (any language tag, or garbage).
  let head = UnsafeRawBufferPointer(start: text, count: min(length, 16)).prefix { $0 != 0 && $0 != 0x0A }
  locales.append(String(decoding: head, as: UTF8.self))
  let expandedLocale = Int(selector) % locales.count
  for (localeIndex, locale) in locales.enumerated() {
    let status: Int32 = withOptionalCString(locale) { locale in
      var name: UnsafeMutablePointer<CChar>? = UnsafeMutablePointer(bitPattern: 7)
      let status = TextGaugeC.tg_emoji_name(text, length, locale, &name)
      if status != TG_OK {
        precondition(status == TG_ERR_ARGUMENT && locale != nil, "tg_emoji_name: status \(status)")
        return status
      }
      if let name {
        var matches: UnsafeMutablePointer<tg_emoji_match>?
        var found = 0
        // A name is given to an unqualified form too (`🏝` without U+FE0F,
        // as CLDR keys it), which only the policy that counts text-default
        // characters finds as an emoji.
        precondition(
          TextGaugeC.tg_emoji_matches(text, length, Int32(TG_EMOJI_INCLUDING_TEXT_DEFAULT.rawValue), &matches, &found)
            == TG_OK)
        precondition(found == 1 && matches![0].start == 0 && matches![0].end == length,
                     "tg_emoji_name named a text that is not one emoji")
        TextGaugeC.tg_emoji_matches_free(matches, found)
        precondition(strlen(name) > 0, "an empty name")
        TextGaugeC.tg_string_free(name)
      }
      return status
    }
    var foldedCount = -1
    for expand in Int32(0)...(localeIndex == expandedLocale ? 1 : 0) {
      withOptionalCString(locale) { locale in
        var results: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var count = -1
        let searched = TextGaugeC.tg_emoji_search(text, length, locale, expand, &results, &count)
        precondition(searched == status, "tg_emoji_search: status \(searched), tg_emoji_name \(status)")
        guard searched == TG_OK else { return }
        var seen = Set<String>()
        for index in 0..<count {
          let emoji = results![index]!
          precondition(seen.insert(String(cString: emoji)).inserted, "a search result twice")
          guard index < namedResults else { continue }
          var name: UnsafeMutablePointer<CChar>?
          precondition(TextGaugeC.tg_emoji_name(emoji, strlen(emoji), nil, &name) == TG_OK && name != nil,
                       "a search result without a name")
          TextGaugeC.tg_string_free(name)
        }
        // A folded result is a base that matched or one of whose variants
        // did: each stands for at least one expanded result of its own.
        if expand == 0 {
          foldedCount = count
        } else {
          precondition(foldedCount <= count, "\(foldedCount) results folded, \(count) expanded")
        }
        TextGaugeC.tg_emoji_search_free(results, count)
      }
    }
  }
}

/// `body` with `string` as a NUL-terminated C string, or NULL for nil.
func withOptionalCString<Result>(_ string: String?, _ body: (UnsafePointer<CChar>?) -> Result) -> Result {
  guard let string else { return body(nil) }
  return string.withCString { body($0) }
}

/// One input through the C entry points (textgauge.h), as C calls them:
/// the first byte picks a budget, the rest is the text. Ill-formed UTF-8
/// must give TG_ERR_INVALID_UTF8 from every text function; well-formed
/// text a length in every metric, a prefix within each budget on a
/// Character boundary, as many matches as the count, and a verdict,
/// sanitized text that only a minimum refuses and violations from every
/// preset, all freed; names and search as `fuzzNames` says.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let budget = Int64(data[0])
  let text = UnsafeRawPointer(data + 1).assumingMemoryBound(to: CChar.self)
  let length = size - 1
  fuzzColumns(text, length, selector: data[0])
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
  fuzzNames(text, length, selector: data[0])
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
    // A paste keeps nothing a maximum, a character rule or a guard refuses;
    // a minimum (the x preset's characters >= 1) removal cannot meet.
    var left: UnsafeMutablePointer<tg_violation>?
    var leftCount = 0
    precondition(TextGaugeC.tg_policy_check(policy, sanitized, sanitizedLength, &left, &leftCount) == 0)
    for i in 0..<leftCount {
      precondition(String(cString: left![i].kind) == "underLimit", "sanitized text refused: \(String(cString: left![i].message))")
    }
    TextGaugeC.tg_violations_free(left, leftCount)
    TextGaugeC.tg_string_free(sanitized)
    TextGaugeC.tg_policy_free(policy)
  }
  return 0
}

exit(textgauge_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv) { fuzzOneInput($0, $1) })
