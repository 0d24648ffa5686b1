// The ASCII byte classes the JSON grammar and JSONPath's identifiers use.

extension UInt8 {
  /// Whether the byte is `0`–`9`.
  var isDigit: Bool { (0x30...0x39).contains(self) }

  /// Whether the byte is `A`–`Z` or `a`–`z`.
  var isASCIILetter: Bool { (0x61...0x7A).contains(self | 0x20) }
}
