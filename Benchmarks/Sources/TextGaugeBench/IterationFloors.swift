/// What merely reading the text costs: the limits a counting method is
/// measured against.
enum IterationFloors {
  /// The floor: a plain loop over the contiguous UTF-8 bytes counting the
  /// bytes that start a scalar, i.e. all but the continuation bytes
  /// 10xxxxxx: every byte read once, the least work any UTF-8 measure does.
  /// Bit arithmetic instead of a branch keeps the cost independent of how the
  /// text mixes 1- to 4-byte sequences (a branch mispredicts on mixed text
  /// and runs 3-4x slower on the Chinese and emoji corpora).
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func byteLoop(_ text: String) -> Int {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      var continuationBytes = 0
      for byte in bytes { continuationBytes &+= Int((byte >> 7) & ~(byte >> 6) & 1) }
      return bytes.count - continuationBytes
    } ?? 0
  }

  /// For scale: summing the bytes, which the compiler vectorizes. Closer to
  /// memory bandwidth than to any loop that looks at what the bytes mean.
  static func byteSum(_ text: String) -> Int {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      var sum = 0
      for byte in bytes { sum &+= Int(byte) }
      return sum
    } ?? 0
  }

  /// `String.count`: the standard library's grapheme segmentation.
  @inline(never)  // a symbol of its own, for callgrind --toggle-collect
  static func stringCount(_ text: String) -> Int {
    text.count
  }

  /// `for _ in text`: grapheme segmentation (UAX #29) of every Character.
  static func characters(_ text: some StringProtocol) -> Int {
    var count = 0
    for _ in text { count += 1 }
    return count
  }

  /// `for _ in text.unicodeScalars`: UTF-8 decoding only.
  static func unicodeScalars(_ text: String) -> Int {
    var count = 0
    for _ in text.unicodeScalars { count += 1 }
    return count
  }
}
