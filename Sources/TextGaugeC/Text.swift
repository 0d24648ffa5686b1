import TextGauge

// The boundary: every text crossing into the library is checked here, once,
// so the kernels below it only ever see well-formed UTF-8 (they take
// `wellFormedUTF8:` buffers and do not validate again).

/// The bytes of a `(text, length)` argument pair, checked: NULL only with
/// length 0, well-formed UTF-8 (Unicode §3.9, Table 3-7).
@inline(__always)
func wellFormed(_ text: UnsafePointer<CChar>?, _ length: Int) throws(TGFailure) -> UnsafeBufferPointer<UInt8> {
  let bytes = try buffer(text, length)
  guard UTF8Bytes.firstIllFormedOffset(bytes) == nil else { throw .invalidUTF8 }
  return bytes
}

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
