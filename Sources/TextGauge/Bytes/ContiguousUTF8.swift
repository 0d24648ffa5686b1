// A text's UTF-8 as one buffer, for the byte loops of every metric.

extension StringProtocol {
  /// Calls `body` with the text's UTF-8: in place for native strings, a
  /// copy for the rest (a bridged `NSString`).
  @inline(__always)
  package func withUTF8Buffer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    #if hasFeature(Embedded)
    var result: R?
    readUTF8 { result = body($0) }
    return result!
    #else
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return withUTF8Copy(body)
    #endif
  }

  #if hasFeature(Embedded)
  /// `withUTF8Buffer`'s one reader of the storage per kind of text: the
  /// standard library's `withContiguousStorageIfAvailable` is compiled once
  /// per result type (a Substring's through the generic `Slice`), this once
  /// per String and Substring. Embedded Swift's strings are native UTF-8
  /// (no bridging), so the storage is always there. String and Substring are
  /// the only conforming types (StringProtocol's documentation: "Do not
  /// declare new conformances").
  @inline(never)
  package func readUTF8(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if Self.self == Substring.self {
      let text = unsafeBitCast(self, to: Substring.self)
      let start = text.base.utf8.distance(from: text.base.startIndex, to: text.startIndex)
      let end = start + text.utf8.count
      text.base.readUTF8 { body(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    } else {
      _ = unsafeBitCast(self, to: String.self).utf8.withContiguousStorageIfAvailable(body)
    }
  }
  #endif

  /// `withUTF8Buffer` for a text without contiguous UTF-8: out of line, so
  /// that the copy costs the native path nothing.
  @inline(never)
  func withUTF8Copy<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    Array(utf8).withUnsafeBufferPointer(body)
  }
}
