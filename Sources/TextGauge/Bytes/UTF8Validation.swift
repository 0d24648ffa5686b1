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
      var state: UInt64 = shortCheckAccept
      for offset in start..<count {
        // A masking shift: the low six bits of `state` are the state.
        state = rows[Int(base[offset])] &>> state
      }
      return state & 63 == shortCheckAccept
    }
  }

  /// The states of `isWellFormedShort` (each its bit offset in a row):
  /// a whole number of scalars; not well-formed, whatever follows; and
  /// continuation bytes owed (`shortCheckOwed`).
  static let shortCheckAccept: UInt64 = 0
  static let shortCheckError: UInt64 = 6

  /// What the bytes so far may still owe, as a `LeadRow` (so many
  /// continuation bytes, the next in a range): every lead's row and the
  /// plain rows after its first continuation byte. State `k` of it is at
  /// bit offset 6 × (k + 2).
  static let shortCheckOwed: [LeadRow] = (0xC2...0xF4).reduce(into: [LeadRow(trailing: 1), LeadRow(trailing: 2)]) {
    if let row = LeadRow(UInt8($1)), !$0.contains(row) { $0.append(row) }
  }

  /// The rows of `isWellFormedShort`'s automaton, one per byte value.
  static let shortCheckTransitions: [UInt64] = (0...255).map { (value: Int) -> UInt64 in
    let byte = UInt8(value)
    func state(_ row: LeadRow) -> UInt64 { UInt64(6 * (shortCheckOwed.firstIndex(of: row)! + 2)) }
    // From `accept`, the lead byte's state (C0, C1, F5…FF and a lone
    // continuation byte are errors); from `error`, `error`.
    var transitions = byte < 0x80 ? shortCheckAccept : LeadRow(byte).map(state) ?? shortCheckError
    transitions |= shortCheckError &<< shortCheckError
    // From a state that owes continuation bytes: one fewer when `byte` is
    // in the range that state allows, else `error`.
    for owed in shortCheckOwed {
      let next =
        !owed.second.contains(byte) ? shortCheckError
        : owed.trailing == 1 ? shortCheckAccept : state(LeadRow(trailing: owed.trailing - 1))
      transitions |= next &<< state(owed)
    }
    return transitions
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
