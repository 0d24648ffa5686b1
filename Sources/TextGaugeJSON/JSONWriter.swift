/// Writes JSON deterministically: members in their order, numbers as their
/// literal text, strings escaped minimally (see below), and either compact
/// (no whitespace) or pretty (two-space indentation, `": "` after keys,
/// empty arrays and objects as `[]` and `{}`, no newline at the end).
///
/// Strings are escaped as RFC 8259 §7 requires and no more: `"` and `\`;
/// control characters U+0000–U+001F as `\b \f \n \r \t` where RFC 8259 has
/// a two-character escape and `\u00XX` (lower-case hex) otherwise; U+2028
/// and U+2029 as `\u2028` and `\u2029`, so the text is also valid
/// JavaScript. Everything else, `/` and non-ASCII included, is written as
/// itself in UTF-8.
///
/// Whatever ``JSONParser`` reads, written and read again, is equal to what
/// it read.
///
/// ```swift
/// let value: JSONValue = ["schema": 1, "fields": ["名前", "a\nb"], "rules": [:]]
/// JSONWriter.string(value, pretty: false)  // {"schema":1,"fields":["名前","a\nb"],"rules":{}}
/// let pretty = JSONWriter.string(value, pretty: true)
/// // pretty is:
/// // {
/// //   "schema": 1,
/// //   "fields": [
/// //     "名前",
/// //     "a\nb"
/// //   ],
/// //   "rules": {}
/// // }
/// ```
public enum JSONWriter {
  /// `value` as JSON text: compact, or `pretty` with two-space indentation.
  ///
  /// ```swift
  /// JSONWriter.string([1, [2, nil]], pretty: false)  // [1,[2,null]]
  /// ```
  public static func string(_ value: JSONValue, pretty: Bool) -> String {
    var output: [UInt8] = []
    write(value, to: &output, indent: pretty ? 0 : nil)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends `value`; `indent` is the depth for pretty output, nil for compact.
  static func write(_ value: JSONValue, to output: inout [UInt8], indent: Int?) {
    switch value {
    case .null: output += "null".utf8
    case .bool(let bool): output += (bool ? "true" : "false").utf8
    case .number(let number): output += number.text.utf8
    case .string(let string): JSONStringEscaping.appendQuoted(string, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else { return output += "[]".utf8 }
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(to: &output, indent: indent.map { $0 + 1 })
        write(element, to: &output, indent: indent.map { $0 + 1 })
      }
      newline(to: &output, indent: indent)
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      guard !object.members.isEmpty else { return output += "{}".utf8 }
      output.append(UInt8(ascii: "{"))
      for (position, member) in object.members.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(to: &output, indent: indent.map { $0 + 1 })
        JSONStringEscaping.appendQuoted(member.key, to: &output)
        output.append(UInt8(ascii: ":"))
        if indent != nil { output.append(UInt8(ascii: " ")) }
        write(member.value, to: &output, indent: indent.map { $0 + 1 })
      }
      newline(to: &output, indent: indent)
      output.append(UInt8(ascii: "}"))
    }
  }

  /// A newline and `indent` levels of two spaces, in pretty output.
  static func newline(to output: inout [UInt8], indent: Int?) {
    guard let indent else { return }
    output.append(UInt8(ascii: "\n"))
    output += repeatElement(UInt8(ascii: " "), count: 2 * indent)
  }
}
