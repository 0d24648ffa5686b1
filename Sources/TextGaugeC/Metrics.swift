import TextGauge

// Lengths, prefixes, width and GB 18030 over checked UTF-8: each call is
// the metric's kernel (`TextMetric.scan(wellFormedUTF8:limit:)`) on the
// caller's bytes, with no String made.

/// The length of checked UTF-8 in `metric`. Printable ASCII (U+0020–U+007E)
/// is one column a byte in every width mode (East_Asian_Width Na, no
/// sequence of it forms an emoji): a nickname's width is its byte count,
/// without setting up the width tables.
@inline(__always)
func measure(_ bytes: UnsafeBufferPointer<UInt8>, _ metric: TextMetric) -> Int {
  if case .displayWidth = metric, isPrintableASCII(bytes) { return bytes.count }
  return metric.measure(wellFormedUTF8: bytes)
}

/// Whether every byte is printable ASCII, eight a step.
@inline(__always)
func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  guard let base = bytes.baseAddress else { return true }
  let count = bytes.count
  var offset = 0
  while offset + 8 <= count {
    let word = UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self)
    // Any non-ASCII byte fails the first test; then every byte is exact.
    guard word & 0x8080_8080_8080_8080 == 0,
      UTF8Bytes.printableASCIIBits(word) == 0x8080_8080_8080_8080
    else { return false }
    offset += 8
  }
  while offset < count {
    guard base[offset] &- 0x20 < 0x5F else { return false }
    offset += 1
  }
  return true
}

@_cdecl("tg_measure")
public func tg_measure(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ metric: Int32, _ out: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    let metric = try TextMetric(cValue: metric)
    out.pointee = measure(try wellFormed(text, length), metric)
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
    // Where Int is 32 bits (WebAssembly), a budget past Int.max is no
    // budget at all: clamped, not trapped.
    out.pointee = prefixLength(bytes, metric: metric, budget: Int(clamping: budget))
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
    out.pointee = measure(try wellFormed(text, length), metric)
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
