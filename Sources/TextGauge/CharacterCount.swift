// Counting Characters without grapheme breaking, for text made only of
// scalars whose Grapheme_Cluster_Break value the bytes decide and has not
// changed since Unicode 6.2: ASCII (CR, LF, controls, the rest), regional
// indicators (U+1F1E6…U+1F1FF) and the combining diacritical marks
// U+0300…U+036F (all Mn, hence Extend). For such text UAX #29 reduces to:
// ASCII starts a Character except LF after CR (GB3); a mark starts one only
// after a control, CR or LF or at the start (GB4, GB9); an indicator starts
// one unless it is the second of a pair counted from the start of its run
// (GB12/GB13). Any other scalar hands the text to `String.count`.

extension UTF8Bytes {
  /// The number of Characters (extended grapheme clusters) of the
  /// well-formed UTF-8 `bytes`, equal to `String.count`, when every scalar
  /// is ASCII, a regional indicator or in U+0300…U+036F; nil at the first
  /// other scalar. One pass, eight bytes per step over ASCII and two
  /// indicators per step over runs of them.
  ///
  /// ```swift
  /// Array("🇦🇧🇨a\r\ne\u{301}".utf8).withUnsafeBufferPointer(UTF8Bytes.simpleCharacterCount)  // 5
  /// Array("👍🏽".utf8).withUnsafeBufferPointer(UTF8Bytes.simpleCharacterCount)               // nil
  /// ```
  package static func simpleCharacterCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    var characters = 0
    var offset = 0
    // Whether a mark here starts a Character: at the start, after a control.
    var markStarts = true
    while offset < count {
      let lead = base[offset]
      if lead < 0x80 {
        let end = asciiRunEnd(base, from: offset, count: count)
        characters += end - offset
        var crlf = 0
        for i in offset..<end - 1 where base[i] == 0x0D && base[i + 1] == 0x0A { crlf += 1 }
        characters -= crlf
        let last = base[end - 1]
        markStarts = last < 0x20 || last == 0x7F
        offset = end
      } else if lead == 0xF0, offset + 4 <= count, base[offset + 1] == 0x9F, base[offset + 2] == 0x87,
        base[offset + 3] &- 0xA6 < 26
      {
        // A run of indicators: one Character per pair, and one for an odd
        // last indicator. The run ends at the first other scalar.
        var end = offset + 4
        while end + 8 <= count {
          let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
          guard word & 0x00FF_FFFF_00FF_FFFF == 0x0087_9FF0_0087_9FF0,
            (word >> 24) & 0xFF &- 0xA6 < 26, word >> 56 &- 0xA6 < 26
          else { break }
          end += 8
        }
        while end + 4 <= count, base[end] == 0xF0, base[end + 1] == 0x9F, base[end + 2] == 0x87,
          base[end + 3] &- 0xA6 < 26
        {
          end += 4
        }
        characters += ((end - offset) / 4 + 1) / 2
        markStarts = false
        offset = end
      } else if lead == 0xCC || (lead == 0xCD && offset + 1 < count && base[offset + 1] < 0xB0) {
        // U+0300…U+033F (CC 80…BF), U+0340…U+036F (CD 80…AF).
        if markStarts { characters += 1 }
        markStarts = false
        offset += 2
      } else {
        return nil
      }
    }
    return characters
  }
}

extension StringProtocol {
  /// `count`, without grapheme breaking when the text is simple enough for
  /// ``UTF8Bytes/simpleCharacterCount(_:)``.
  package var characterCount: Int {
    utf8.withContiguousStorageIfAvailable(UTF8Bytes.simpleCharacterCount).flatMap { $0 } ?? count
  }
}
