import TextGauge

/// Sketches of a fix RESULTS.md proposes for a target TextGauge misses,
/// measured in the same run so the gain is a number, not a guess.
/// Not TextGauge code: the bitmap is built at startup from TextGauge's own
/// per-scalar answers (the runtime would generate it as a static table).
enum Prototypes {
  /// BMP code points that can start an emoji (Emoji or
  /// Extended_Pictographic), as the scanner's first test: one bit per code
  /// point, 1024 words, 8 KB.
  static let emojiStart: [UInt64] = {
    var words = [UInt64](repeating: 0, count: 1024)
    for value in UInt32(0)...0xFFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.emojiProperties
      guard properties.isEmoji || properties.isExtendedPictographic else { continue }
      words[Int(value >> 6)] |= 1 << UInt64(value & 63)
    }
    return words
  }()

  @inline(__always)
  private static func bit(_ words: UnsafeBufferPointer<UInt64>, _ value: UInt32) -> Bool {
    (words[Int(value >> 6)] >> UInt64(value & 63)) & 1 != 0
  }

  /// The part of an emoji scan that runs over text without emoji: finds the
  /// positions where an emoji could start (a BMP scalar with Emoji or
  /// Extended_Pictographic, any supplementary scalar, an ASCII keycap base
  /// followed by a non-ASCII byte) and counts them. All-ASCII words of
  /// eight bytes are skipped seven bytes at a time: only their last byte can
  /// be followed by U+FE0F or U+20E3. An upper bound for a scanner's speed on
  /// text with few emoji, not an emoji count.
  static func emojiCandidateStarts(_ text: String) -> Int {
    emojiStart.withUnsafeBufferPointer { starts in
      text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
        guard let base = bytes.baseAddress else { return 0 }
        let count = bytes.count
        var i = 0
        var found = 0
        func isKeycapBase(_ byte: UInt8) -> Bool { byte == 0x23 || byte == 0x2A || (byte &- 0x30) < 10 }
        while i < count {
          if i + 8 <= count, UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            i += 7
            continue
          }
          let lead = base[i]
          if lead < 0x80 {
            if isKeycapBase(lead), i + 1 < count, base[i + 1] >= 0x80 { found += 1 }
            i += 1
          } else if lead < 0xE0 {
            let value = UInt32(lead & 0x1F) << 6 | UInt32(base[i + 1] & 0x3F)
            if bit(starts, value) { found += 1 }
            i += 2
          } else if lead < 0xF0 {
            let value = UInt32(lead & 0x0F) << 12 | UInt32(base[i + 1] & 0x3F) << 6 | UInt32(base[i + 2] & 0x3F)
            if bit(starts, value) { found += 1 }
            i += 3
          } else {
            found += 1
            i += 4
          }
        }
        return found
      } ?? 0
    }
  }
}
