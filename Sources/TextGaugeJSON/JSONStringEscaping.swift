/// How strings are written in JSON, for the writer, for the command's JSON
/// output and for messages that quote input: one function, so that what a
/// message echoes is always one line. RFC 8259 §7 requires `"`, `\` and
/// U+0000–U+001F to be escaped and allows any other character to be; this
/// escapes exactly:
///
/// - `"` and `\`;
/// - the control characters, General_Category Cc: U+0000–U+001F as `\b \f
///   \n \r \t` where RFC 8259 has a two-character escape and `\u00xx`
///   otherwise, and U+007F–U+009F (DEL and the C1 controls, NEL among
///   them) as `\u00xx`;
/// - U+2028 and U+2029, the line and paragraph separators (JavaScript
///   before ES2019 cannot hold them in a string literal, and they end a
///   line in a text editor), as `\u2028` and `\u2029`.
///
/// Everything else, `/` and non-ASCII included, is written as itself in
/// UTF-8. Hexadecimal digits are lower case.
package enum JSONStringEscaping {
  /// How many Unicode scalars of an input string a message quotes
  /// (``excerpt(_:)``) before cutting it with `…`.
  static let excerptScalars = 40

  /// `text` escaped, between double quotes.
  package static func quoted(_ text: some StringProtocol) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    appendQuoted(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` as a message quotes input: escaped between double quotes, and
  /// cut after ``excerptScalars`` scalars with `…` before the closing quote
  /// (`"aaaa…"`), so that a megabyte key is not echoed whole.
  package static func excerpt(_ text: some StringProtocol) -> String {
    let scalars = text.unicodeScalars
    guard let cut = scalars.index(scalars.startIndex, offsetBy: excerptScalars, limitedBy: scalars.endIndex),
      cut != scalars.endIndex
    else { return quoted(text) }
    var bytes: [UInt8] = []
    var head = String.UnicodeScalarView()
    head.append(contentsOf: scalars[..<cut])
    appendQuoted(String(head), to: &bytes)
    bytes.removeLast()
    bytes += "…\"".utf8
    return String(decoding: bytes, as: UTF8.self)
  }

  /// `text` on one line, for a message that shows it unquoted (a file
  /// name): each character ``escapes(_:)`` names except `"` and `\` is
  /// written as ``appendQuoted(_:to:)`` writes it (`\n`, `\u0085`,
  /// `\u2028`), and past `maxScalars` scalars the rest is cut with `…`.
  package static func oneLine(_ text: some StringProtocol, maxScalars: Int? = nil) -> String {
    var result = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if let maxScalars, count == maxScalars {
        result += "…"
        break
      }
      count += 1
      if scalar == "\"" || scalar == "\\" || !escapes(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        // The escape of a one-scalar string, without its quotes.
        result += quoted(String(scalar)).dropFirst().dropLast()
      }
    }
    return result
  }

  /// Appends `text` escaped, between double quotes, to `output`.
  static func appendQuoted(_ text: some StringProtocol, to output: inout [UInt8]) {
    output.append(UInt8(ascii: "\""))
    var utf8 = text.utf8.makeIterator()
    // A C1 control is C2 80–C2 9F; U+2028 and U+2029 are E2 80 A8 and
    // E2 80 A9: a lead byte C2 or E2 is held back (with E2 80) until the
    // next byte says whether it starts one.
    var pending: [UInt8] = []
    while let byte = utf8.next() {
      if !pending.isEmpty {
        pending.append(byte)
        if pending[0] == 0xC2 {
          if (0x80...0x9F).contains(byte) { appendUnicodeEscape(UInt32(byte), to: &output) } else { output += pending }
          pending.removeAll(keepingCapacity: true)
          continue
        }
        if pending.count == 2, byte == 0x80 { continue }
        if pending.count == 3, byte == 0xA8 || byte == 0xA9 {
          appendUnicodeEscape(byte == 0xA8 ? 0x2028 : 0x2029, to: &output)
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
      case 0x00..<0x20, 0x7F: appendUnicodeEscape(UInt32(byte), to: &output)
      case 0xC2, 0xE2: pending.append(byte)
      default: output.append(byte)
      }
    }
    output += pending
    output.append(UInt8(ascii: "\""))
  }

  /// Whether ``appendQuoted(_:to:)`` writes `scalar` as an escape rather
  /// than as itself.
  package static func escapes(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x22, 0x5C, 0x7F...0x9F, 0x2028, 0x2029: true
    default: false
    }
  }

  /// `\uXXXX` for a BMP scalar.
  static func appendUnicodeEscape(_ value: UInt32, to output: inout [UInt8]) {
    output += [UInt8(ascii: "\\"), UInt8(ascii: "u")]
    for shift in stride(from: 12, through: 0, by: -4) { output.append(hexDigit(UInt8((value >> UInt32(shift)) & 0xF))) }
  }

  /// The lower-case hexadecimal digit of `value` (0–15).
  static func hexDigit(_ value: UInt8) -> UInt8 {
    value < 10 ? 0x30 + value : 0x61 + value - 10
  }
}
