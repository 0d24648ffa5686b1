/// How strings are written in JSON, for the writer and for messages: RFC 8259
/// §7's minimal escaping. `"` and `\` are escaped; control characters
/// U+0000–U+001F use the two-character escapes `\b \f \n \r \t` where RFC
/// 8259 has one and `\u00XX` otherwise; U+2028 and U+2029 are written
/// `\u2028` and `\u2029` (JavaScript's line separators); everything else,
/// `/` and non-ASCII included, is written as itself in UTF-8.
enum JSONStringEscaping {
  /// `text` escaped, between double quotes.
  static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends `text` escaped, between double quotes, to `output`.
  static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var utf8 = text.utf8.makeIterator()
    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9: hold back E2 and E2 80
    // until the next byte says whether they start one.
    var pending: [UInt8] = []
    while let byte = utf8.next() {
      if !pending.isEmpty {
        pending.append(byte)
        if pending.count == 2, byte == 0x80 { continue }
        if pending.count == 3, byte == 0xA8 || byte == 0xA9 {
          output += byte == 0xA8 ? Array("\\u2028".utf8) : Array("\\u2029".utf8)
        } else {
          output += pending
        }
        pending.removeAll(keepingCapacity: true)
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): output += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
      case UInt8(ascii: "\\"): output += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
      case 0x08: output += [UInt8(ascii: "\\"), UInt8(ascii: "b")]
      case 0x0C: output += [UInt8(ascii: "\\"), UInt8(ascii: "f")]
      case 0x0A: output += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
      case 0x0D: output += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
      case 0x09: output += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
      case 0x00..<0x20:
        output += Array("\\u00".utf8)
        output += [hexDigit(byte >> 4), hexDigit(byte & 0xF)]
      case 0xE2: pending.append(byte)
      default: output.append(byte)
      }
    }
    output += pending
    output.append(UInt8(ascii: "\""))
  }

  /// The lower-case hexadecimal digit of `value` (0–15).
  static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : 0x61 + value - 10
  }
}
