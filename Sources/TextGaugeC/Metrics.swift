import TextGauge

// Lengths, prefixes, width and GB 18030 over checked UTF-8: each call is
// the metric's kernel (`TextMetric.scan(wellFormedUTF8:limit:)`) on the
// caller's bytes, with no String made.

extension TextMetric {
  /// The metric of a `tg_metric` value (textgauge.h), by value, not by
  /// any declaration order.
  init(cValue: Int32) throws(TGFailure) {
    switch cValue {
    case 0: self = .characters
    case 1: self = .unicodeScalars
    case 2: self = .utf16
    case 3: self = .utf8
    case 4: self = .gb18030(.gb2022)
    case 5: self = .gb18030(.gb2005)
    case 6: self = .gb18030(.gb2000)
    case 7: self = .displayWidth(ambiguous: .narrow)
    case 8: self = .displayWidth(ambiguous: .wide)
    case 9: self = .chineseWordCount
    case 10: self = .weighted(.twitter)
    default: throw .argument
    }
  }
}

@_cdecl("tg_measure")
public func tg_measure(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ metric: Int32, _ out: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    let metric = try TextMetric(cValue: metric)
    out.pointee = metric.measure(wellFormedUTF8: try wellFormed(text, length))
  }
}

@_cdecl("tg_prefix")
public func tg_prefix(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ metric: Int32, _ budget: Int64,
  _ outBytes: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(outBytes)
    let metric = try TextMetric(cValue: metric)
    guard budget >= 0 else { throw .argument }
    let bytes = try wellFormed(text, length)
    out.pointee = prefixLength(bytes, metric: metric, budget: Int(budget))
  }
}

/// The byte length of the longest prefix within `budget`, on a Character
/// boundary: where the kernel stops, moved back to a boundary for the
/// metrics whose unit is smaller than a Character (as `TextMetric.prefix`).
func prefixLength(_ bytes: UnsafeBufferPointer<UInt8>, metric: TextMetric, budget: Int) -> Int {
  let end = metric.scan(wellFormedUTF8: bytes, limit: budget).end
  if end == bytes.count { return end }
  return UTF8Bytes.graphemeClusterBoundary(bytes, atOrBefore: end)
}

@_cdecl("tg_width")
public func tg_width(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ ambiguousWide: Int32, _ out: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    let metric = TextMetric.displayWidth(ambiguous: ambiguousWide != 0 ? .wide : .narrow)
    out.pointee = metric.measure(wellFormedUTF8: try wellFormed(text, length))
  }
}

@_cdecl("tg_gb18030_length")
public func tg_gb18030_length(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ year: Int32, _ out: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    guard let edition = GB18030.Edition(year: Int(year)) else { throw .argument }
    out.pointee = GB18030.byteCount(wellFormedUTF8: try wellFormed(text, length), edition: edition)
  }
}
