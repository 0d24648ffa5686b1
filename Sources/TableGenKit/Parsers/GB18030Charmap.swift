/// glibc's GB 18030 charmap (`Data/gb18030/GB18030.charmap`, POSIX
/// localedef charmap format): the byte length of each code point it maps.
///
/// Lines between `CHARMAP` and `END CHARMAP` are `<Uxxxx> /xHH…` or a range
/// `<Uxxxx>..<Uyyyy> /xHH…` (consecutive code points, consecutive codes of
/// the same length); `%` starts a comment line. glibc's file repeats a few
/// lines verbatim (U+1F737 … in the alchemical symbols): a repeat with the
/// same code is accepted, a code point with two different codes is not.
public struct GB18030Charmap: Sendable {
  public var path: String
  public var sha256: String
  /// Per code point 0…10FFFF: its length in bytes, 0 when not mapped.
  public var lengths: [UInt8]

  public init(bytes: [UInt8], path: String) throws {
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw TableGenError(path: path, "not valid UTF-8")
    }
    self.path = path
    self.sha256 = sha256Hex(bytes)
    var lengths = [UInt8](repeating: 0, count: 0x110000)
    var codes = [UInt32](repeating: 0, count: 0x110000)
    var inMap = false
    var sawEnd = false
    func fail(_ line: Int, _ message: String) -> TableGenError { TableGenError(path: path, line: line, message) }
    func codePoint(_ text: Substring, _ line: Int) throws -> UInt32 {
      guard text.hasPrefix("<U"), text.hasSuffix(">"), let value = UInt32(text.dropFirst(2).dropLast(), radix: 16),
        (4...8).contains(text.count - 3), value <= 0x10FFFF
      else { throw fail(line, "malformed code point '\(text)'") }
      return value
    }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let number = index + 1
      if !inMap {
        if line == "CHARMAP" { inMap = true }
        continue
      }
      if line == "END CHARMAP" {
        sawEnd = true
        break
      }
      if line.isEmpty || line.hasPrefix("%") { continue }
      let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 2 else { throw fail(number, "expected '<Uxxxx> /xHH…'") }
      let ends = fields[0].split(separator: ".", omittingEmptySubsequences: true)
      guard (1...2).contains(ends.count), ends.count == 1 || fields[0].contains("..") else {
        throw fail(number, "malformed code point or range '\(fields[0])'")
      }
      let first = try codePoint(ends[0], number)
      let last = try ends.count == 2 ? codePoint(ends[1], number) : first
      guard first <= last else { throw fail(number, "reversed range \(fields[0])") }
      let code = fields[1].split(separator: "/", omittingEmptySubsequences: true)
      guard [1, 2, 4].contains(code.count),
        code.allSatisfy({ $0.count == 3 && $0.hasPrefix("x") && UInt8($0.dropFirst(), radix: 16) != nil })
      else { throw fail(number, "malformed byte sequence '\(fields[1])'") }
      // Within a range the codes are consecutive: compare the first one (and
      // the range's offset) with an earlier mapping.
      let firstCode = code.reduce(UInt32(0)) { $0 << 8 | UInt32($1.dropFirst(), radix: 16)! }
      for value in first...last {
        let thisCode = firstCode &+ (value - first)
        if lengths[Int(value)] != 0, lengths[Int(value)] != UInt8(code.count) || codes[Int(value)] != thisCode {
          throw fail(number, "U+\(hex(value)) mapped twice, to different codes")
        }
        lengths[Int(value)] = UInt8(code.count)
        codes[Int(value)] = thisCode
      }
    }
    guard sawEnd else { throw TableGenError(path: path, "no 'END CHARMAP' line: the file is truncated") }
    self.lengths = lengths
  }
}
