import Testing
import TestSupport
import TextGaugeJSON

/// Seeded random documents: generated as values, written, parsed back; and
/// random edits of their text, which must never crash the parser.
@Suite("JSON: random documents")
struct JSONRandomDocumentTests {
  /// Scalars that exercise escaping: quotes, backslashes, controls, the
  /// JavaScript line separators, non-ASCII of every UTF-8 length,
  /// combining marks and their precomposed twins.
  static let scalars: [Unicode.Scalar] = [
    "a", "Z", "0", " ", "/", "\"", "\\", "\u{0}", "\u{1}", "\u{8}", "\u{9}", "\u{A}", "\u{C}", "\u{D}", "\u{1F}", "\u{7F}",
    "é", "\u{301}", "中", "\u{2028}", "\u{2029}", "\u{2027}", "😂", "\u{FEFF}", "\u{FFFF}", "\u{10FFFF}", "\u{E2}",
  ]

  static func string(_ random: inout SplitMix64) -> String {
    var text = String.UnicodeScalarView()
    for _ in 0..<random.next(below: 8) { text.append(random.pick(scalars)) }
    return String(text)
  }

  static func number(_ random: inout SplitMix64) -> JSONNumber {
    switch random.next(below: 4) {
    case 0: return JSONNumber(Int(truncatingIfNeeded: random.next()) >> random.next(below: 64))
    case 1: return JSONNumber(Double(bitPattern: random.next())) ?? JSONNumber(0)
    case 2: return JSONNumber(Double(random.next(below: 2000) - 1000) / 8)!
    default:
      // A literal from the grammar: sign, integer, fraction, exponent.
      var text = random.oneIn(2) ? "-" : ""
      text += random.oneIn(3) ? "0" : String(random.next(below: 9) + 1) + digits(&random)
      if random.oneIn(2) { text += "." + String(random.next(below: 10)) + digits(&random) }
      if random.oneIn(2) {
        text += random.pick(["e", "E"]) + random.pick(["", "+", "-"]) + String(random.next(below: 10)) + digits(&random)
      }
      return JSONNumber(text: text)!
    }
  }

  static func digits(_ random: inout SplitMix64) -> String {
    String((0..<random.next(below: 4)).map { _ in Character(String(random.next(below: 10))) })
  }

  static func value(_ random: inout SplitMix64, depth: Int) -> JSONValue {
    switch random.next(below: depth > 5 ? 5 : 7) {
    case 0: return nil
    case 1: return .bool(random.oneIn(2))
    case 2, 3: return .number(number(&random))
    case 4: return .string(string(&random))
    case 5: return .array((0..<random.next(below: 5)).map { _ in value(&random, depth: depth + 1) })
    default:
      var keys = Set<String>()
      var members: [JSONMember] = []
      for _ in 0..<random.next(below: 5) {
        let key = string(&random)
        // Keys are unique as Swift compares them (canonical equivalence).
        guard keys.insert(key).inserted else { continue }
        members.append(JSONMember(key: key, value: value(&random, depth: depth + 1)))
      }
      return .object(JSONObject(members))
    }
  }

  @Test func randomDocumentsRoundTrip() {
    let check = PropertyCheck(seed: 0x4A53_4F4E, cases: 3000)
    let failure = check.failure(
      generate: { random in [Self.value(&random, depth: 0)] },
      describe: { "\($0)" },
      property: { values in
        guard let value = values.first else { return nil }
        for pretty in [false, true] {
          let text = JSONWriter.string(value, pretty: pretty)
          let parsed: JSONValue
          do {
            parsed = try JSONParser.parse(text)
          } catch {
            return "pretty \(pretty): \(error) in \(text)"
          }
          guard parsed == value else { return "pretty \(pretty): read \(parsed) from \(text)" }
          // Byte for byte: the scalars of strings and the text of numbers survive.
          guard JSONWriter.string(parsed, pretty: pretty) == text else { return "pretty \(pretty): rewritten differently" }
          guard (try? JSONParser.parse(Array(text.utf8))) == value else { return "bytes and String disagree" }
        }
        return nil
      })
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Bytes that matter to the grammar, and some that are never UTF-8.
  static let interestingBytes: [UInt8] = Array("{}[],:\"\\/ \n\r\t0123456789-+.eEtrufalsn".utf8) + [0x00, 0x1F, 0x80, 0xBF, 0xC0, 0xE2, 0xED, 0xEF, 0xF0, 0xF4, 0xFF]

  @Test func randomEditsNeverCrash() {
    var random = SplitMix64(seed: 0x6D75_7461)
    let cases = PropertyCheck(seed: 0, cases: 20_000).cases
    var accepted = 0
    for _ in 0..<cases {
      var bytes = Array(JSONWriter.string(Self.value(&random, depth: 0), pretty: random.oneIn(2)).utf8)
      for _ in 0...random.next(below: 4) {
        let position = random.next(below: bytes.count + 1)
        let byte = random.oneIn(2) ? random.pick(Self.interestingBytes) : UInt8(truncatingIfNeeded: random.next())
        switch random.next(below: 3) {
        case 0 where position < bytes.count: bytes[position] = byte
        case 1 where position < bytes.count: bytes.remove(at: position)
        default: bytes.insert(byte, at: position)
        }
      }
      let result = Result { () throws(JSONError) in try JSONParser.parse(bytes) }
      switch result {
      case .success(let value):
        accepted += 1
        // Whatever is accepted round-trips.
        #expect((try? JSONParser.parse(JSONWriter.string(value, pretty: false))) == value)
      case .failure(let error):
        // Every error has a place inside the document, and a reason.
        #expect(error.byteOffset.map { (0...bytes.count).contains($0) } == true, "\(error)")
        #expect(error.line != nil && error.column != nil && !error.reason.isEmpty)
      }
      // A String of the same bytes, when they are UTF-8, reads the same.
      if let text = String(validating: bytes, as: UTF8.self) {
        let fromText = Result { () throws(JSONError) in try JSONParser.parse(text) }
        #expect(fromText == result, "\(text.debugDescription)")
      }
    }
    // The edits leave some documents valid, so both paths are exercised.
    #expect(accepted > cases / 50)
  }

  @Test func randomBytesNeverCrash() {
    var random = SplitMix64(seed: 0x6279_7465)
    for _ in 0..<PropertyCheck(seed: 0, cases: 20_000).cases {
      let bytes = (0..<random.next(below: 24)).map { _ in random.pick(Self.interestingBytes) }
      _ = try? JSONParser.parse(bytes)
    }
  }
}
