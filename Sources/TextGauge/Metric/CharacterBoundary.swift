// Rounding an index of a `StringProtocol` down to a Character boundary, for
// the prefixes of every metric. One pass of `GraphemeClusterScanner` over the
// text's UTF-8 (Segmentation/), so every boundary TextGauge decides is a
// Character as the tables' Unicode version defines it (UAX #29), not as the
// standard library of the device does.

extension StringProtocol {
  /// The last Character boundary at or before `index`, an index of the
  /// text's scalars.
  package func characterBoundary(atOrBefore index: Index) -> Index {
    let offset = utf8.distance(from: startIndex, to: index)
    let boundary = withUTF8Buffer { UTF8Bytes.graphemeClusterBoundary($0, atOrBefore: offset) }
    return utf8.index(startIndex, offsetBy: boundary)
  }
}
