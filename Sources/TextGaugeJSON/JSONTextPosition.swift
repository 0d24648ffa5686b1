/// The line and column of a byte offset in a document, for syntax errors.
enum JSONTextPosition {
  /// The line and column, both from 1, of `offset` in `bytes`, which are
  /// well-formed UTF-8 before it: LF, CR LF and a lone CR end a line, and
  /// columns count Unicode scalars (the bytes that are not continuation
  /// bytes).
  static func lineAndColumn(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    var index = 0
    while index < offset {
      let byte = bytes[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return (line, column)
  }
}
