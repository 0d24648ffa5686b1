// Where UTF-8 stops being well-formed (Unicode §3.9, Table 3-7).

extension UTF8Bytes {

  /// The offset of the first byte where `bytes` stops being well-formed
  /// UTF-8 (Unicode §3.9, Table 3-7), or nil when all of it is: the start of
  /// the first maximal ill-formed subpart, the same offset a decoder that
  /// replaces errors with U+FFFD reports.
  ///
  /// Checked 16 bytes a step (``isWellFormedBlock(_:at:)``), each block on
  /// its own, whatever scalars it cuts; where one fails, the scalars from
  /// the last one that starts before it are decoded one by one to find the
  /// exact offset. Texts shorter than 22 bytes (a block and the bytes
  /// decoded before it) are checked byte by byte after their leading ASCII
  /// (`isWellFormedShort`), and decoded only where that fails.
  ///
  /// ```swift
  /// [0x61, 0xE4, 0xB8, 0x41].withUnsafeBufferPointer(UTF8Bytes.firstIllFormedOffset)  // 1
  /// ```
  package static func firstIllFormedOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    let count = bytes.count
    // A block reads the three bytes before it: the first bytes are decoded
    // until three are behind, a scalar boundary.
    guard count >= UTF8Block.width + 6 else {
      // A short text (a nickname, a name) is most often ASCII, which is
      // well-formed: skipped eight bytes a step, then a byte at a time; what
      // follows is decoded.
      var ascii = 0
      while ascii &+ 8 <= count,
        UnsafeRawPointer(base + ascii).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        ascii &+= 8
      }
      while ascii < count, base[ascii] < 0x80 { ascii &+= 1 }
      if ascii == count || isWellFormedShort(base, from: ascii, count: count) { return nil }
      return illFormedOffset(base, count: count, from: ascii)
    }
    var offset = 0
    repeat {
      let (scalar, length, _) = decode(base, at: offset, count: count)
      if scalar == 0xFFFD, length != 3 || base[offset] != 0xEF { return offset }
      offset &+= length
    } while offset < 3
    let high: UInt64 = 0x8080_8080_8080_8080
    while offset &+ UTF8Block.width <= count {
      let raw = UnsafeRawPointer(base + offset)
      if (raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) & high == 0,
        !endsInsideScalar(base, at: offset)
      {
        offset &+= UTF8Block.width
        // An ASCII run, the commonest well-formed text: 32 bytes a step.
        while offset &+ 2 &* UTF8Block.width <= count {
          let raw = UnsafeRawPointer(base + offset)
          let words =
            raw.loadUnaligned(as: UInt64.self) | raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)
            | raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
          guard words & high == 0 else { break }
          offset &+= 2 &* UTF8Block.width
        }
        continue
      }
      guard isWellFormedBlock(base, at: offset) else { return illFormedOffset(base, count: count, from: offset) }
      offset &+= UTF8Block.width
    }
    // The last bytes: the block that ends with the text (bytes checked
    // twice are checked the same way), and no scalar cut by the end.
    let last = count &- UTF8Block.width
    guard offset == count || isWellFormedBlock(base, at: last) else {
      return illFormedOffset(base, count: count, from: min(offset, last))
    }
    return endsInsideScalar(base, at: count) ? illFormedOffset(base, count: count, from: count) : nil
  }

  /// Whether `base[start..<count]` (a short text from a scalar boundary)
  /// is well-formed UTF-8 (Unicode §3.9, Table 3-7): an automaton over its
  /// bytes, one table read and one shift a byte, with no branch on what
  /// the bytes are (a name mixes one-, two-, three- and four-byte scalars
  /// at random). Each row of `shortCheckTransitions` holds, for one byte,
  /// the next state of every state, six bits each at the state's own bit
  /// offset, so that the next state is the row shifted by the present one.
  @inline(__always)
  static func isWellFormedShort(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Bool {
    shortCheckTransitions.withUnsafeBufferPointer { rows in
      var state: UInt64 = ShortCheckState.accept
      for offset in start..<count {
        // A masking shift: the low six bits of `state` are the state.
        state = rows[Int(base[offset])] &>> state
      }
      return state & 63 == ShortCheckState.accept
    }
  }

  /// The states of `isWellFormedShort`, each its bit offset in a row: what
  /// the bytes so far still owe (Table 3-7's columns).
  enum ShortCheckState {
    /// A whole number of scalars.
    static let accept: UInt64 = 0
    /// Not well-formed, whatever follows.
    static let error: UInt64 = 6
    /// One continuation byte, 80…BF.
    static let one: UInt64 = 12
    /// Two continuation bytes.
    static let two: UInt64 = 18
    /// After E0: A0…BF, then one more.
    static let afterE0: UInt64 = 24
    /// After ED: 80…9F (no surrogates), then one more.
    static let afterED: UInt64 = 30
    /// Three continuation bytes (after F1…F3).
    static let three: UInt64 = 36
    /// After F0: 90…BF, then two more.
    static let afterF0: UInt64 = 42
    /// After F4: 80…8F (nothing past U+10FFFF), then two more.
    static let afterF4: UInt64 = 48
  }

  /// The rows of `isWellFormedShort`'s automaton, one per byte value.
  static let shortCheckTransitions: [UInt64] = (0...255).map { (value: Int) -> UInt64 in
    typealias S = ShortCheckState
    let byte = UInt8(value)
    // From `accept`, the lead byte's state (C0, C1, F5…FF and a lone
    // continuation byte are errors).
    let lead: UInt64
    switch byte {
    case 0x00...0x7F: lead = S.accept
    case 0xC2...0xDF: lead = S.one
    case 0xE0: lead = S.afterE0
    case 0xED: lead = S.afterED
    case 0xE1...0xEF: lead = S.two
    case 0xF0: lead = S.afterF0
    case 0xF1...0xF3: lead = S.three
    case 0xF4: lead = S.afterF4
    default: lead = S.error
    }
    // From a state that owes continuation bytes: the next state when
    // `byte` is in the range that state allows, else `error`.
    func owed(_ range: ClosedRange<UInt8>, then next: UInt64) -> UInt64 { range.contains(byte) ? next : S.error }
    let next: [(state: UInt64, next: UInt64)] = [
      (S.accept, lead), (S.error, S.error),
      (S.one, owed(0x80...0xBF, then: S.accept)), (S.two, owed(0x80...0xBF, then: S.one)),
      (S.afterE0, owed(0xA0...0xBF, then: S.one)), (S.afterED, owed(0x80...0x9F, then: S.one)),
      (S.three, owed(0x80...0xBF, then: S.two)), (S.afterF0, owed(0x90...0xBF, then: S.two)),
      (S.afterF4, owed(0x80...0x8F, then: S.two)),
    ]
    return next.reduce(0) { $0 | $1.next &<< $1.state }
  }

  /// Whether the 16 bytes at `offset` (at least 3) are well-formed as
  /// Table 3-7 judges each byte by itself and the three before it: a byte
  /// is a continuation byte (80…BF) exactly when one of those three is a
  /// lead whose scalar reaches it (C2…DF one byte on, E0…EF two, F0…F4
  /// three); no byte is C0, C1 or F5…FF; and the byte after E0, ED, F0 or F4
  /// is in that lead's narrower range. With the same for every byte before
  /// and no scalar cut at the end (`endsInsideScalar`), the text is
  /// well-formed.
  @inline(__always)
  static func isWellFormedBlock(_ base: UnsafePointer<UInt8>, at offset: Int) -> Bool {
    typealias B = UTF8Block
    let raw = UnsafeRawPointer(base + offset)
    let bytes = raw.loadUnaligned(as: B.Lanes.self)
    let previous1 = raw.loadUnaligned(fromByteOffset: -1, as: B.Lanes.self)
    let previous2 = raw.loadUnaligned(fromByteOffset: -2, as: B.Lanes.self)
    let previous3 = raw.loadUnaligned(fromByteOffset: -3, as: B.Lanes.self)
    let owed = B.atLeast(previous1, 0xC0) | B.atLeast(previous2, 0xE0) | B.atLeast(previous3, 0xF0)
    var bad = owed ^ B.continuation(bytes)
    // C0 and C1 (0b1100000x), F5…FF.
    bad |= B.equal(bytes & B.splat(0xFE), 0xC0) | B.atLeast(bytes, 0xF5)
    bad |= B.equal(previous1, 0xE0) & B.below(bytes, 0xA0)
    bad |= B.equal(previous1, 0xED) & B.atLeast(bytes, 0xA0)
    bad |= B.equal(previous1, 0xF0) & B.below(bytes, 0x90)
    bad |= B.equal(previous1, 0xF4) & B.atLeast(bytes, 0x90)
    return !B.any(bad)
  }

  /// Whether the scalar of a lead among the three bytes before `end` (at
  /// least 3) reaches `end` or beyond.
  @inline(__always)
  static func endsInsideScalar(_ base: UnsafePointer<UInt8>, at end: Int) -> Bool {
    base[end &- 1] >= 0xC0 || base[end &- 2] >= 0xE0 || base[end &- 3] >= 0xF0
  }

  /// The first ill-formed offset of `base[..<count]` at or after `offset`,
  /// decoding scalar by scalar from the last scalar that starts before
  /// `offset` (a scalar is at most four bytes), when the bytes before
  /// `offset` are a well-formed text but for a last scalar cut by `offset`.
  @inline(never)
  static func illFormedOffset(_ base: UnsafePointer<UInt8>, count: Int, from offset: Int) -> Int? {
    // A continuation byte is 0b10xxxxxx.
    var start = offset
    while start > 0, offset &- start < 4 {
      start &-= 1
      if base[start] & 0xC0 != 0x80 { break }
    }
    while start < count {
      let (scalar, length, _) = decode(base, at: start, count: count)
      // U+FFFD itself is EF BF BD; an ill-formed subpart starting with EF
      // is at most two bytes long.
      if scalar == 0xFFFD, length != 3 || base[start] != 0xEF { return start }
      start &+= length
    }
    return nil
  }
}
