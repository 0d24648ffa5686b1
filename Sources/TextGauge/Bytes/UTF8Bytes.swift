/// The byte core: the UTF-8 primitives every TextGauge target builds on, so
/// that decoding, the ASCII skip, validation and searching are written once
/// and a faster version of one speeds up all of its users.
///
/// `package` visibility: usable from every target of this package
/// (TextGaugeInput, TextGaugeStickers, the command line), not from apps.
///
/// | Primitive | What it gives | Use it for |
/// |---|---|---|
/// | ``decode(_:at:count:)`` | one scalar at an offset, ill-formed bytes read as U+FFFD by maximal subparts | any byte loop that needs scalar values |
/// | ``decodeWellFormed(_:at:)``, ``decodeWellFormedBMP(_:at:)`` | one scalar of UTF-8 known to be well-formed, unchecked | loops over a `String`'s storage (the GB 18030 engine) |
/// | ``threeByteBlockAndSlot(_:at:)``, ``twoByteBlockAndSlot(_:at:)`` | a three- or two-byte scalar's block of 64 and slot, from its bytes | two-level table look-ups over CJK runs (emoji scanner, display width) and alphabetic runs (display width) |
/// | ``asciiRunEnd(_:from:count:)`` | the end of the ASCII run at an offset, eight bytes per step | skipping text that cannot hold what you look for |
/// | ``UTF8Block`` | 16 bytes as `SIMD16<UInt8>` with the bytes after them, validated as well-formed in one step | vectorized counting (``ScalarWeightScanner``) |
/// | ``firstIllFormedOffset(_:)`` | where a buffer stops being well-formed UTF-8 | validating input before making a `String` |
/// | ``utf16Count(_:wellFormed:)``, ``scalarCount(_:wellFormed:)`` | UTF-16 code units and scalars of UTF-8 text, vectorized | UTF-16 offsets (UIKit, `NSRange`, JSON `utf16*` keys), scalar offsets |
/// | ``utf16Prefix(_:units:wellFormed:)`` | the bytes that hold a number of UTF-16 code units, vectorized | a UTF-16 offset (an `NSRange` location) to a UTF-8 offset |
/// | ``scalar(in:at:)`` | ``decode(_:at:count:)`` over a buffer, ``pastEnd`` past its end | scanners that look a scalar ahead |
/// | ``regionalIndicatorsBefore(_:end:)`` | the length of the run of regional indicators ending at an offset | flag pairing (UAX #29 GB12/GB13) without grapheme breaking (RegionalIndicators.swift, with ``RegionalIndicator``) |
/// | ``partitionPoint(_:_:)`` | binary search over a sorted buffer | table look-ups (ranges, sequence tries, names) |
///
/// Adopting it: a scanner that walks `withContiguousStorageIfAvailable` bytes
/// calls ``decode(_:at:count:)`` where it decodes today, and
/// ``asciiRunEnd(_:from:count:)`` where it skips ASCII with its own
/// `loadUnaligned`; a UTF-16 offset is ``utf16Count(_:wellFormed:)`` of the bytes before
/// it (a `String`'s UTF-8 is always well-formed: pass `wellFormed: true`);
/// each hand-written binary search becomes one ``partitionPoint(_:_:)``
/// call with a predicate. All of them are `@inline(__always)` or small, so
/// the generic callers are specialized and nothing is boxed.
package enum UTF8Bytes {
  // MARK: Decoding one scalar

  /// The scalar at `offset` of the `count` bytes at `base`: its value, the
  /// bytes it occupies, and its well-formed UTF-8 length (1 to 4).
  ///
  /// Ill-formed bytes decode as `String(decoding:as: UTF8.self)` decodes
  /// them: each maximal subpart of an ill-formed sequence (Unicode §3.9,
  /// "U+FFFD Substitution of Maximal Subparts") is one U+FFFD, whose
  /// well-formed length is 3.
  ///
  /// ```swift
  /// // "a中" = 61 E4 B8 AD
  /// UTF8Bytes.decode(base, at: 1, count: 4)  // (0x4E2D, 3, 3)
  /// // 61 FF: (0xFFFD, 1, 3) at offset 1
  /// ```
  @inline(__always)
  package static func decode(
    _ base: UnsafePointer<UInt8>, at offset: Int, count: Int
  ) -> (scalar: UInt32, length: Int, utf8Length: Int) {
    let lead = base[offset]
    if lead < 0x80 { return (UInt32(lead), 1, 1) }
    if lead < 0xE0 {
      if lead >= 0xC2, offset + 1 < count, base[offset + 1] & 0xC0 == 0x80 {
        return (UInt32(lead & 0x1F) << 6 | UInt32(base[offset + 1] & 0x3F), 2, 2)
      }
    } else if lead < 0xF0 {
      if offset + 2 < count, base[offset + 1] & 0xC0 == 0x80, base[offset + 2] & 0xC0 == 0x80 {
        let value = UInt32(lead & 0x0F) << 12 | UInt32(base[offset + 1] & 0x3F) << 6
          | UInt32(base[offset + 2] & 0x3F)
        // Table 3-7: not overlong (E0 80…9F), not a surrogate (ED A0…BF).
        if value >= 0x800, value & 0xF800 != 0xD800 { return (value, 3, 3) }
      }
    } else if offset + 3 < count, base[offset + 1] & 0xC0 == 0x80,
      base[offset + 2] & 0xC0 == 0x80, base[offset + 3] & 0xC0 == 0x80
    {
      let value = UInt32(lead & 0x07) << 18 | UInt32(base[offset + 1] & 0x3F) << 12
        | UInt32(base[offset + 2] & 0x3F) << 6 | UInt32(base[offset + 3] & 0x3F)
      // Table 3-7: not overlong (F0 80…8F), not above U+10FFFF (F4 90…, F5…).
      if lead <= 0xF4, value >= 0x10000, value <= 0x10FFFF { return (value, 4, 4) }
    }
    return (0xFFFD, illFormedSequenceLength(base, at: offset, count: count), 3)
  }

  /// The scalar at `offset` of well-formed UTF-8 (a `String`'s storage, or
  /// bytes checked with ``firstIllFormedOffset(_:)``) and its length: the
  /// lead gives the length, nothing is checked.
  ///
  /// ```swift
  /// // "a中" = 61 E4 B8 AD
  /// UTF8Bytes.decodeWellFormed(base, at: 1)  // (0x4E2D, 3)
  /// ```
  @inline(__always)
  package static func decodeWellFormed(_ base: UnsafePointer<UInt8>, at offset: Int) -> (scalar: UInt32, length: Int) {
    let lead = UInt32(base[offset])
    if lead < 0x80 { return (lead, 1) }
    let second = UInt32(base[offset &+ 1] & 0x3F)
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | second, 2) }
    let third = UInt32(base[offset &+ 2] & 0x3F)
    if lead < 0xF0 { return ((lead & 0x0F) << 12 | second << 6 | third, 3) }
    return ((lead & 0x07) << 18 | second << 12 | third << 6 | UInt32(base[offset &+ 3] & 0x3F), 4)
  }

  /// The scalar of the well-formed two- or three-byte sequence at `offset`
  /// (a BMP scalar above U+007F), computed both ways and picked by the lead
  /// without a branch: for vector loops that decode the few lanes they
  /// cannot decide. Reads three bytes even for a two-byte scalar.
  @inline(__always)
  static func decodeWellFormedBMP(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt32 {
    let lead = UInt32(base[offset])
    let second = UInt32(base[offset &+ 1] & 0x3F)
    let two = (lead & 0x1F) << 6 | second
    let three = (lead & 0x0F) << 12 | second << 6 | UInt32(base[offset &+ 2] & 0x3F)
    return lead < 0xE0 ? two : three
  }

  /// What ``scalar(in:at:)`` returns past the end of the text: no scalar.
  static let pastEnd: UInt32 = 0xFFFF_FFFF

  /// The scalar at byte offset `i` of `text` and its length in bytes, as
  /// ``decode(_:at:count:)`` reads it (ill-formed bytes as U+FFFD), or
  /// ``pastEnd`` and 0 at or past the end: for scanners that look one scalar
  /// ahead without testing for the end first.
  ///
  /// ```swift
  /// // "a中" = 61 E4 B8 AD
  /// UTF8Bytes.scalar(in: text, at: 1)  // (0x4E2D, 3)
  /// UTF8Bytes.scalar(in: text, at: 4)  // (UTF8Bytes.pastEnd, 0)
  /// ```
  @inline(__always)
  package static func scalar(in text: UnsafeBufferPointer<UInt8>, at i: Int) -> (value: UInt32, length: Int) {
    guard i < text.count else { return (pastEnd, 0) }
    let (value, length, _) = decode(text.baseAddress!, at: i, count: text.count)
    return (value, length)
  }

  /// Unicode Table 3-7's row for a lead byte: how many continuation bytes
  /// follow it and the range of the first (the others are 80…BF); nil for
  /// a byte that starts no multi-byte scalar (ASCII, 80…C1, F5…FF).
  package struct LeadRow: Equatable {
    package let trailing: Int
    package let second: ClosedRange<UInt8>

    @inline(__always)
    package init?(_ lead: UInt8) {
      switch lead {
      case 0xC2...0xDF: self.init(trailing: 1)
      case 0xE0: self.init(trailing: 2, second: 0xA0...0xBF)  // not overlong
      case 0xE1...0xEC, 0xEE, 0xEF: self.init(trailing: 2)
      case 0xED: self.init(trailing: 2, second: 0x80...0x9F)  // not a surrogate
      case 0xF0: self.init(trailing: 3, second: 0x90...0xBF)  // not overlong
      case 0xF1...0xF3: self.init(trailing: 3)
      case 0xF4: self.init(trailing: 3, second: 0x80...0x8F)  // not above U+10FFFF
      default: return nil
      }
    }

    package init(trailing: Int, second: ClosedRange<UInt8> = 0x80...0xBF) {
      self.trailing = trailing
      self.second = second
    }
  }

  /// The length of the maximal subpart of the ill-formed sequence at
  /// `offset`: the longest prefix of a well-formed sequence (Unicode
  /// Table 3-7, `LeadRow`), at least one byte.
  @inline(never)
  package static func illFormedSequenceLength(_ base: UnsafePointer<UInt8>, at offset: Int, count: Int) -> Int {
    guard let row = LeadRow(base[offset]) else { return 1 }
    var length = 1
    while length <= row.trailing, offset + length < count {
      let byte = base[offset + length]
      guard length == 1 ? row.second.contains(byte) : byte & 0xC0 == 0x80 else { break }
      length += 1
    }
    return min(length, row.trailing)
  }

  /// Where the three-byte scalar at `offset` (well-formed: checked by the
  /// caller) sits in a two-level table of blocks of 64 code points: its
  /// block, `scalar >> 6`, from the lead's low four bits and the second
  /// byte's six, and its slot, `scalar & 63`, the third byte's six: the
  /// table look-up of CJK text without decoding.
  ///
  /// ```swift
  /// // 中 U+4E2D = E4 B8 AD
  /// UTF8Bytes.threeByteBlockAndSlot(base, at: 0)  // (0x138, 0x2D)
  /// ```
  @inline(__always)
  static func threeByteBlockAndSlot(_ base: UnsafePointer<UInt8>, at offset: Int) -> (block: Int, slot: Int) {
    (Int(base[offset] & 0x0F) << 6 | Int(base[offset &+ 1] & 0x3F), Int(base[offset &+ 2] & 0x3F))
  }

  /// Where the two-byte scalar at `offset` (well-formed: checked by the
  /// caller) sits in a two-level table of blocks of 64 code points: its
  /// block, `scalar >> 6`, the lead's low five bits, and its slot,
  /// `scalar & 63`, the second byte's six: the table look-up of Latin,
  /// Greek, Cyrillic, Hebrew and Arabic text without decoding.
  ///
  /// ```swift
  /// // Я U+042F = D0 AF
  /// UTF8Bytes.twoByteBlockAndSlot(base, at: 0)  // (0x10, 0x2F)
  /// ```
  @inline(__always)
  package static func twoByteBlockAndSlot(_ base: UnsafePointer<UInt8>, at offset: Int) -> (block: Int, slot: Int) {
    (Int(base[offset] & 0x1F), Int(base[offset &+ 1] & 0x3F))
  }

  /// The four bytes at `offset` as one word, the first byte highest (the
  /// order `EmojiSyntax.mayContinueSequence(utf8:)` reads): one load where
  /// the caller knows that `offset + 4` bytes are readable.
  ///
  /// ```swift
  /// // 😂 U+1F602 = F0 9F 98 82
  /// UTF8Bytes.bigEndianWord(base, at: 0)  // 0xF09F_9882
  /// ```
  @inline(__always)
  package static func bigEndianWord(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt32 {
    UInt32(bigEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt32.self))
  }

  /// `scalar`'s UTF-8 packed from the top byte down, as `bigEndianWord`
  /// reads it from a text where it starts (zeros after its last byte; RFC
  /// 3629 §3): the emoji trie's keys, a top-level domain's bytes.
  ///
  /// ```swift
  /// UTF8Bytes.bigEndianWord(of: 0x1F602)  // 0xF09F_9882
  /// UTF8Bytes.bigEndianWord(of: 0xA9)     // 0xC2A9_0000
  /// ```
  @inline(__always)
  package static func bigEndianWord(of scalar: UInt32) -> UInt32 {
    if scalar < 0x80 { return scalar &<< 24 }
    let continuation = 0x8080_8080 as UInt32
    if scalar < 0x800 { return (0xC000_0000 | scalar &<< 18 & 0x1F00_0000 | scalar &<< 16 & 0x3F_0000) | 0x80_0000 }
    if scalar < 0x10000 {
      return 0xE000_0000 | scalar &<< 12 & 0x0F00_0000 | (scalar &<< 10 & 0x3F_0000 | scalar &<< 8 & 0x3F00)
        | continuation & 0x80_8000
    }
    return 0xF000_0000 | scalar &<< 6 & 0x0700_0000 | scalar &<< 4 & 0x3F_0000 | scalar &<< 2 & 0x3F00
      | scalar & 0x3F | continuation & 0x80_8080
  }

  /// Hands `scalar`'s UTF-8 bytes, first to last, to `body`
  /// (`bigEndianWord(of:)` unpacked).
  ///
  /// ```swift
  /// var bytes: [UInt8] = []
  /// UTF8Bytes.forEachByte(of: 0x4E2D) { bytes.append($0) }  // [0xE4, 0xB8, 0xAD]
  /// ```
  @inline(__always)
  package static func forEachByte(of scalar: UInt32, _ body: (UInt8) -> Void) {
    let word = bigEndianWord(of: scalar)
    let count = scalar < 0x80 ? 1 : scalar < 0x800 ? 2 : scalar < 0x10000 ? 3 : 4
    for k in 0..<count { body(UInt8(truncatingIfNeeded: word &>> (24 - 8 * UInt32(k)))) }
  }

  /// The scalar of U+1F000…U+1FFFF, the blocks of emoji, whose UTF-8
  /// (`F0 9F`, then two continuation bytes) starts `word`
  /// (`bigEndianWord`): U+1F000 plus the two continuation bytes' payloads.
  ///
  /// ```swift
  /// UTF8Bytes.pictographScalar(0xF09F_9882)  // 0x1F602 (😂)
  /// ```
  @inline(__always)
  static func pictographScalar(_ word: UInt32) -> UInt32 {
    0x1_F000 | word &>> 2 & 0xFC0 | word & 0x3F
  }

  /// `bigEndianWord(_:at:)` anywhere in `text`: fewer than four bytes
  /// before the end are read one by one, the missing low bytes 0 (no
  /// scalar's UTF-8 has a 0 after its lead, so a word compared with a
  /// scalar's bytes never matches across the end).
  ///
  /// ```swift
  /// Array("a😂".utf8).withUnsafeBufferPointer { UTF8Bytes.bigEndianWord(in: $0, at: 1) }  // 0xF09F_9882
  /// Array("a😂".utf8).withUnsafeBufferPointer { UTF8Bytes.bigEndianWord(in: $0, at: 3) }  // 0x9882_0000
  /// Array("a".utf8).withUnsafeBufferPointer { UTF8Bytes.bigEndianWord(in: $0, at: 1) }    // 0
  /// ```
  @inline(__always)
  package static func bigEndianWord(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    if offset &+ 4 <= text.count { return bigEndianWord(text.baseAddress!, at: offset) }
    return partialBigEndianWord(in: text, at: offset)
  }

  @inline(never)
  static func partialBigEndianWord(in text: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt32 {
    var word: UInt32 = 0
    var shift: UInt32 = 24
    for k in offset..<max(offset, text.count) {
      word |= UInt32(text[k]) &<< shift
      shift &-= 8
    }
    return word
  }
}
