// The Character operations of TextGauge's metrics over a `StringProtocol`:
// counting, the end of the first n Characters, rounding an index down to a
// Character boundary. Each is one pass of `GraphemeClusterScanner` over the
// text's UTF-8 (Segmentation/), so every boundary TextGauge decides is a
// Character as the tables' Unicode version defines it (UAX #29), not as the
// standard library of the device does.

extension StringProtocol {
  /// Calls `body` with the text's UTF-8: in place for native strings, a
  /// copy for the rest (a bridged `NSString`).
  @inline(__always)
  package func withUTF8Buffer<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(utf8).withUnsafeBufferPointer(body)
  }

  /// The number of Characters (UAX #29 extended grapheme clusters of the
  /// tables' Unicode version): ``GraphemeClusterView/count``.
  package var characterCount: Int { withUTF8Buffer(UTF8Bytes.graphemeClusterCount) }

  /// The end of the first `characters` Characters (`endIndex` when the
  /// text has fewer), and how many that is.
  package func characterPrefix(_ characters: Int) -> (characters: Int, end: Index) {
    let (counted, end) = withUTF8Buffer { UTF8Bytes.graphemeClusterPrefix($0, characters: characters) }
    return (counted, utf8.index(startIndex, offsetBy: end))
  }

  /// The last Character boundary at or before `index`, an index of the
  /// text's scalars.
  package func characterBoundary(atOrBefore index: Index) -> Index {
    let offset = utf8.distance(from: startIndex, to: index)
    let boundary = withUTF8Buffer { UTF8Bytes.graphemeClusterBoundary($0, atOrBefore: offset) }
    return utf8.index(startIndex, offsetBy: boundary)
  }
}
