import TextGauge

/// GB18030.byteCount(decoding:as: UTF8.self) over arbitrary bytes, and byteCount(decoding:as: UTF16.self) over
/// the same bytes read as UTF-16 units, equal the counts of the decoded
/// Strings (and the sum over their scalars) in every edition.
public func checkGB18030(_ data: UnsafeBufferPointer<UInt8>) {
  let decoded = String(decoding: data, as: UTF8.self)
  let units = stride(from: 0, to: data.count - 1, by: 2).map { UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8 }
  let decoded16 = String(decoding: units, as: UTF16.self)
  for edition in GB18030.Edition.allCases {
    let buffer = GB18030.byteCount(decoding: data, as: UTF8.self, edition: edition)
    let string = GB18030.byteCount(of: decoded, edition: edition)
    let scalars = decoded.unicodeScalars.reduce(0) { $0 + GB18030.byteCount(of: $1, edition: edition) }
    require(buffer == string && string == scalars, "\(edition): UTF-8 buffer \(buffer), String \(string), scalars \(scalars)")
    let buffer16 = units.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF16.self, edition: edition) }
    let string16 = GB18030.byteCount(of: decoded16, edition: edition)
    require(buffer16 == string16, "\(edition): UTF-16 buffer \(buffer16), String \(string16)")
    require(TextMetric.gb18030(edition).measure(decoded) == string, "\(edition): TextMetric disagrees with byteCount")
  }
}
