import TextGauge

#if canImport(CTextGaugeUTF8)
  import CTextGaugeUTF8
#endif

// The boundary: every text crossing into the library is checked here, once,
// so the kernels below it only ever see well-formed UTF-8 (they take
// `wellFormedUTF8:` buffers and do not validate again).

/// The bytes of a `(text, length)` argument pair, checked: NULL only with
/// length 0, well-formed UTF-8 (Unicode §3.9, Table 3-7).
@inline(__always)
func wellFormed(_ text: UnsafePointer<CChar>?, _ length: Int) throws(TGFailure) -> UnsafeBufferPointer<UInt8> {
  let bytes = try buffer(text, length)
  guard isWellFormedUTF8(bytes) else { throw .invalidUTF8 }
  return bytes
}

/// Whether `bytes` are well-formed UTF-8 (Unicode §3.9, Table 3-7). From
/// `vectorCheckMinimum` bytes on, the AVX2 check of CTextGaugeUTF8 where
/// the processor has AVX2, about four times the speed of
/// `UTF8Bytes.firstIllFormedOffset` on text that is not ASCII; that check
/// otherwise (and where CTextGaugeUTF8 is not built: WebAssembly).
@inline(__always)
func isWellFormedUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
  #if canImport(CTextGaugeUTF8)
    if bytes.count >= vectorCheckMinimum, let base = bytes.baseAddress {
      let answer = tgi_utf8_well_formed(base, bytes.count)
      if answer >= 0 { return answer == 1 }
    }
  #endif
  return UTF8Bytes.firstIllFormedOffset(bytes) == nil
}

/// The length from which `isWellFormedUTF8` calls the vector check: below
/// it, its copies of the first and last block cost more than the Swift
/// check, which reads a short ASCII text eight bytes a step.
let vectorCheckMinimum = 64

/// The bytes of a `(text, length)` pair, not yet validated.
@inline(__always)
func buffer(_ text: UnsafePointer<CChar>?, _ length: Int) throws(TGFailure) -> UnsafeBufferPointer<UInt8> {
  // size_t arrives as Int: a length over Int.max is negative here.
  guard length >= 0 else { throw .argument }
  guard let text else {
    guard length == 0 else { throw .argument }
    return UnsafeBufferPointer(start: nil, count: 0)
  }
  return UnsafeBufferPointer(start: UnsafeRawPointer(text).assumingMemoryBound(to: UInt8.self), count: length)
}

/// A non-NULL out-parameter.
@inline(__always)
func required<T>(_ pointer: UnsafeMutablePointer<T>?) throws(TGFailure) -> UnsafeMutablePointer<T> {
  guard let pointer else { throw .argument }
  return pointer
}

/// A String of bytes known to be well-formed (no repair happens).
@inline(__always)
func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
  String(decoding: bytes, as: UTF8.self)
}

@_cdecl("tg_utf8_check")
public func tg_utf8_check(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ wellFormedOut: UnsafeMutablePointer<Int32>?,
  _ offset: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(wellFormedOut)
    let bytes = try buffer(text, length)
    if let bad = UTF8Bytes.firstIllFormedOffset(bytes) {
      out.pointee = 0
      offset?.pointee = bad
    } else {
      out.pointee = 1
    }
  }
}
