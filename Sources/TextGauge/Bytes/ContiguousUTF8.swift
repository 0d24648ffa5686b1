// A text's UTF-8 as one buffer, for the byte loops of every metric.

extension StringProtocol {
  /// Calls `body` with the text's UTF-8: in place for native strings, a
  /// copy for the rest (a bridged `NSString`).
  @inline(__always)
  package func withUTF8Buffer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return withUTF8Copy(body)
  }

  /// `withUTF8Buffer` for a text without contiguous UTF-8: out of line, so
  /// that the copy costs the native path nothing.
  @inline(never)
  func withUTF8Copy<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    Array(utf8).withUnsafeBufferPointer(body)
  }
}
