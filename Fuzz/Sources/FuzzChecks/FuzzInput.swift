import Foundation

/// Reads parameters from the front of a fuzzer's input and leaves the rest as
/// text, so that libFuzzer's mutations change the rules and the text alike.
/// Past the end every read gives 0.
struct FuzzInput {
  var bytes: UnsafeBufferPointer<UInt8>
  var position = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  mutating func byte() -> UInt8 {
    guard position < bytes.count else { return 0 }
    defer { position += 1 }
    return bytes[position]
  }

  /// A little-endian 16-bit value.
  mutating func uint16() -> Int { Int(byte()) | Int(byte()) << 8 }

  /// The remaining bytes, split at the first 0x00 into two parts.
  mutating func twoParts() -> ([UInt8], [UInt8]) {
    let rest = Array(bytes[min(position, bytes.count)...])
    position = bytes.count
    guard let zero = rest.firstIndex(of: 0) else { return (rest, []) }
    return (Array(rest[..<zero]), Array(rest[(zero + 1)...]))
  }

  /// The remaining bytes.
  mutating func rest() -> [UInt8] { twoPartsJoined() }

  private mutating func twoPartsJoined() -> [UInt8] {
    let rest = Array(bytes[min(position, bytes.count)...])
    position = bytes.count
    return rest
  }
}

/// Traps with `message` when `condition` is false: libFuzzer saves the input
/// as a crash and prints the message.
@inline(__always)
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("property failed: \(message())") }
}

/// Whether to say why an input was rejected (`TEXTGAUGE_FUZZ_VERBOSE=1`), to
/// check that seeds get past the first checks.
let verbose = ProcessInfo.processInfo.environment["TEXTGAUGE_FUZZ_VERBOSE"] != nil

/// The scalars of `text` as `U+0031 U+20E3`, for failure messages.
func dump(_ text: some StringProtocol) -> String {
  text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
}
