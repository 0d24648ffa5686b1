/// The GB 18030 count engine: one edition's two-level bitmap of the
/// two-byte set (see Generated/GB18030Tables.swift), the weight of one
/// scalar, and the vectorized tally over UTF-8 that `GB18030.byteCount`,
/// `TextMetric.gb18030`'s `measure`, `fits` and `prefix` all run. Holds
/// pointers into the static tables, so build it with ``with(_:_:)``.
///
/// GB 18030 §6.3: a scalar takes one byte (ASCII), two (the two-byte set:
/// GBK's hanzi U+4E00…U+9FA5 in every edition, and the edition's bitmap)
/// or four (every other BMP scalar, §6.3.3 every supplementary one).
struct GB18030Count {
  let index: UnsafeBufferPointer<UInt8>
  let words: UnsafeBufferPointer<UInt64>

  /// Runs `body` with the engine of `edition`.
  ///
  /// Each edition's table is reached where it is named: an array chosen
  /// into a variable first is materialized, retained and released on every
  /// call, the per-call cost a short text cannot afford.
  @inline(__always)
  static func with<R>(_ edition: GB18030.Edition, _ body: (GB18030Count) -> R) -> R {
    gb18030TwoByteWords.withUnsafeBufferPointer { words in
      switch edition {
      case .gb2000: gb18030TwoByteIndex2000.withUnsafeBufferPointer { body(GB18030Count(index: $0, words: words)) }
      case .gb2005: gb18030TwoByteIndex2005.withUnsafeBufferPointer { body(GB18030Count(index: $0, words: words)) }
      case .gb2022: gb18030TwoByteIndex2022.withUnsafeBufferPointer { body(GB18030Count(index: $0, words: words)) }
      }
    }
  }

  /// The GB 18030 length of `scalar`, whose UTF-8 is `utf8Length` bytes.
  @inline(__always)
  func weight(_ scalar: UInt32, utf8Length: Int) -> Int {
    // Every supplementary scalar takes four bytes (GB 18030 §6.3.3: four-byte
    // codes 0x90308130–0xE3329A35 map U+10000–U+10FFFF in order); ASCII one;
    // U+4E00–U+9FA5, GBK's CJK block, two in every edition.
    if utf8Length == 1 { return 1 }
    if utf8Length == 4 { return 4 }
    if scalar &- 0x4E00 <= 0x9FA5 - 0x4E00 { return 2 }
    return GB18030.isTwoByte(scalar, index: index, words: words) ? 2 : 4
  }
}

extension GB18030 {
  /// Whether BMP code point `codePoint` takes two bytes, in the edition
  /// whose bitmap `index` is: two reads, its block's word then its bit.
  @inline(__always)
  static func isTwoByte(
    _ codePoint: UInt32, index: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<UInt64>
  ) -> Bool {
    let word = TwoLevelLookup.word(of: codePoint, index: index, words: words, shift: gb18030TwoByteBlockShift)
    return word >> UInt64(codePoint & gb18030TwoByteBlockMask) & 1 != 0
  }
}

extension GB18030Count {
  /// The GB 18030 length of well-formed UTF-8 (a `String`'s storage, or
  /// bytes already validated), as its UTF-8 length corrected scalar by
  /// scalar:
  ///
  /// | UTF-8 | GB 18030 | correction |
  /// |---|---|---|
  /// | 1 byte: ASCII | 1 | 0 |
  /// | 2 bytes: U+0080…U+07FF | 2 or 4 | 0 or +2 |
  /// | 3 bytes: U+0800…U+FFFF | 2 or 4 | −1 or +1 |
  /// | 4 bytes: U+10000…U+10FFFF, four bytes (§6.3.3) | 4 | 0 |
  ///
  /// The loop counts −1 for every two- and three-byte lead (C0…EF) in
  /// per-lane counters, and decides in vectors which three-byte leads take
  /// two bytes in every edition (``openLanes(_:_:_:)``); the leads it
  /// leaves open are looked up in the bitmap (``lookUp(_:_:_:)``), which
  /// adds 2 for a scalar of four bytes and 1 for a two-byte lead. Only a
  /// step with an open lead branches: in Chinese text about one step in
  /// seven, for symbols, not for hanzi or the common punctuation.
  ///
  /// 32 bytes per step at a fixed stride, two 16-byte halves. A lead
  /// counts in the step that holds it, whichever step its last bytes fall
  /// in, so there is no spill between steps and the next step's loads never
  /// wait on this one. An all-ASCII step (correction 0) is skipped after one
  /// test. The counters take at most 2 per lane per step (one per half) and
  /// are summed across lanes every 127 steps at most, a *cycle*: 126 steps
  /// of the loop, and the text's last step in the last cycle.
  ///
  /// Each cycle runs in one of two modes, chosen from the cycle before
  /// (``GB18030Tally/flush()``): the plain step, or the *emoji* step, which
  /// also decides in vectors the emoji glue and the symbols U+2680…U+2BFF
  /// (``emojiFours(_:_:_:)``: four bytes, +2 each), so that ZWJ sequences,
  /// keycaps, variation selectors and ⚠✌❤ need no look-up. Emoji text
  /// enters the emoji mode after a cycle in which at least half the steps
  /// branched, and leaves it after a cycle with fewer than 32 of those
  /// scalars; their tests would only slow down other text.
  /// Each mode is its own function, so that one's registers do not spill
  /// for the other's.
  ///
  /// The text's last step is the one that ends two bytes before its end,
  /// with the lanes an earlier step counted masked off; the one scalar that
  /// can start after it, a two-byte one in the last two bytes, is weighed
  /// alone. Text shorter than a step's reach is counted as one step over a
  /// zero-padded copy (zero bytes are ASCII), and text shorter than a half
  /// scalar by scalar.
  ///
  /// With a `limit`, the total is checked after each cycle, on the scalar
  /// boundary the cycle's leads end at; the cycle that passes the limit is
  /// counted again scalar by scalar from the boundary before it
  /// (``scalars(_:count:from:total:limit:)``), to the first scalar that
  /// does not fit: at most one cycle (4 KB) weighed twice.
  ///
  /// Returns the total, within `limit`, and the offset of the first scalar
  /// not counted (`bytes.count` when everything fit).
  @inline(__always)
  func scan(wellFormed bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> (total: Int, end: Int) {
    typealias B = UTF8Block
    guard let base = bytes.baseAddress else { return (0, 0) }
    let count = bytes.count
    // Fewer bytes than a half: scalar by scalar costs less than a step.
    if count < UTF8Block.width { return scalars(base, count: count, from: 0, total: 0, limit: limit) }
    var tally = GB18030Tally()
    let all = (B.splat(0xFF), B.splat(0xFF))
    guard count >= GB18030Tally.reach else {
      var padded = (B.Lanes(), B.Lanes(), B.Lanes())
      withUnsafeMutableBytes(of: &padded) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
      withUnsafeBytes(of: &padded) { step($0.baseAddress!.assumingMemoryBound(to: UInt8.self), keeping: all, &tally) }
      tally.flush()
      let total = count + tally.correction
      return total <= limit ? (total, count) : scalars(base, count: count, from: 0, total: 0, limit: limit)
    }
    var offset = 0
    // The levels' base addresses, for the cycle functions (see
    // `init(index:words:)`). Offsets stay below `count` plus a cycle, and
    // the total within 4 × `count`: wrapping arithmetic, no overflow checks
    // between cycles.
    let (indexBase, wordsBase) = (index.baseAddress.unsafelyUnwrapped, words.baseAddress.unsafelyUnwrapped)
    // The scalar boundary after the last cycle within the limit, and the total there.
    var checkpoint = (end: 0, total: 0)
    while true {
      // At most 126 steps: the last step below joins the last cycle.
      let last = min(count - GB18030Tally.reach, offset &+ (GB18030Tally.cycle - 2) * GB18030Tally.width)
      offset =
        tally.emojiMode
        ? Self.emojiCycle(base, from: offset, through: last, &tally, index: indexBase, words: wordsBase)
        : Self.plainCycle(base, from: offset, through: last, &tally, index: indexBase, words: wordsBase)
      if offset &+ GB18030Tally.reach > count { break }
      tally.flush()
      // Without a limit (a constant where this is inlined), no checkpoint.
      guard limit < .max else { continue }
      // The scalars whose leads are before `offset` are counted: they end at
      // the first byte from `offset` on that is not a continuation byte.
      var end = offset
      while base[end] & 0xC0 == 0x80 { end &+= 1 }
      let total = end &+ tally.correction
      if total > limit { return scalars(base, count: count, from: checkpoint.end, total: checkpoint.total, limit: limit) }
      checkpoint = (end, total)
    }
    // The step ending two bytes before the end, without the 1 to 32 lanes
    // before `offset`.
    let start = count - GB18030Tally.reach
    let counted = B.splat(UInt8(truncatingIfNeeded: offset - start))
    let lanes = B.Lanes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    step(base + start, keeping: (B.mask(lanes .>= counted), B.mask(lanes &+ B.splat(16) .>= counted)), &tally)
    tally.flush()
    // A two-byte scalar in the last two bytes.
    if base[count - 2] & 0xE0 == 0xC0,
      !GB18030.isTwoByte(UTF8Bytes.decodeWellFormed(base, at: count - 2).scalar, index: index, words: words)
    {
      tally.correction += 2
    }
    let total = count + tally.correction
    if total > limit { return scalars(base, count: count, from: checkpoint.end, total: checkpoint.total, limit: limit) }
    return (total, count)
  }

  /// The GB 18030 length of well-formed UTF-8: ``scan(wellFormed:limit:)``
  /// without a limit.
  @inline(__always)
  func total(wellFormed bytes: UnsafeBufferPointer<UInt8>) -> Int {
    scan(wellFormed: bytes, limit: .max).total
  }

  /// The GB 18030 length of UTF-8 that may be ill-formed, read as
  /// `String(decoding:as: UTF8.self)` reads it: the well-formed runs by
  /// ``scan(wellFormed:limit:)``, each maximal ill-formed subpart (Unicode
  /// §3.9) as the U+FFFD it decodes to, four bytes (§6.3: U+FFFD is
  /// outside the two-byte set in every edition).
  func total(decoding bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    var offset = 0
    var total = 0
    while let bad = UTF8Bytes.firstIllFormedOffset(UnsafeBufferPointer(rebasing: bytes[offset...])) {
      total &+= self.total(wellFormed: UnsafeBufferPointer(start: base + offset, count: bad))
      offset &+= bad
      total &+= weight(0xFFFD, utf8Length: 3)
      offset &+= UTF8Bytes.illFormedSequenceLength(base, at: offset, count: count)
    }
    return total &+ self.total(wellFormed: UnsafeBufferPointer(start: base + offset, count: count - offset))
  }

  /// The scalars of well-formed UTF-8 from `start`, where the total is
  /// `total`, weighed one by one while the total stays within `limit`: the
  /// total and the offset of the first scalar not counted.
  @inline(__always)
  func scalars(
    _ base: UnsafePointer<UInt8>, count: Int, from start: Int, total: Int, limit: Int
  ) -> (total: Int, end: Int) {
    var total = total
    var offset = start
    while offset < count {
      // ASCII and four-byte scalars (1 and 4, §6.3.3) without decoding.
      let lead = base[offset]
      let weight: Int
      let length: Int
      if lead < 0x80 {
        (weight, length) = (1, 1)
      } else if lead >= 0xF0 {
        (weight, length) = (4, 4)
      } else {
        let scalar: UInt32
        (scalar, length) = UTF8Bytes.decodeWellFormed(base, at: offset)
        weight = self.weight(scalar, utf8Length: length)
      }
      if total &+ weight > limit { break }
      total &+= weight
      offset &+= length
    }
    return (total, offset)
  }

  /// The engine of the bitmap whose levels start at `index` and `words`,
  /// for the cycle functions below, which take the two base addresses
  /// rather than the engine: with the buffers' counts, a call has eight
  /// arguments, two of them pushed on the stack every cycle (six go in
  /// registers), and on ASCII text, a cycle of 126 skipped steps, that
  /// shows per MB. The counts bound debug builds' checks: level 1 has an
  /// entry per BMP block, and level 2 `gb18030TwoByteWordCount` words (a
  /// generated literal: `gb18030TwoByteWords.count` would cost a
  /// `swift_once` call per cycle).
  @inline(__always)
  init(index: UnsafePointer<UInt8>, words: UnsafePointer<UInt64>) {
    self.init(
      index: UnsafeBufferPointer(start: index, count: 0x1_0000 >> gb18030TwoByteBlockShift),
      words: UnsafeBufferPointer(start: words, count: gb18030TwoByteWordCount))
  }

  /// The steps at `offset`…`last` (a cycle at most) in the plain mode;
  /// returns the offset after them.
  @inline(never)
  static func plainCycle(
    _ base: UnsafePointer<UInt8>, from offset: Int, through last: Int, _ tally: inout GB18030Tally,
    index: UnsafePointer<UInt8>, words: UnsafePointer<UInt64>
  ) -> Int {
    GB18030Count(index: index, words: words).steps(base, from: offset, through: last, emoji: false, &tally)
  }

  /// The steps at `offset`…`last` (a cycle at most) in the emoji mode;
  /// returns the offset after them.
  @inline(never)
  static func emojiCycle(
    _ base: UnsafePointer<UInt8>, from offset: Int, through last: Int, _ tally: inout GB18030Tally,
    index: UnsafePointer<UInt8>, words: UnsafePointer<UInt64>
  ) -> Int {
    GB18030Count(index: index, words: words).steps(base, from: offset, through: last, emoji: true, &tally)
  }

  /// The steps at `offset`…`last`, all-ASCII steps skipped.
  #if compiler(>=6.3)
  @inline(always)
  #else
  @inline(__always)
  #endif
  func steps(
    _ base: UnsafePointer<UInt8>, from offset: Int, through last: Int, emoji: Bool, _ tally: inout GB18030Tally
  ) -> Int {
    typealias B = UTF8Block
    let all = (B.splat(0xFF), B.splat(0xFF))
    var offset = offset
    while offset <= last {
      let p = base + offset
      let raw = UnsafeRawPointer(p)
      let (a, b) = unsafeBitCast(
        raw.loadUnaligned(as: B.Lanes.self) | raw.loadUnaligned(fromByteOffset: B.width, as: B.Lanes.self),
        to: (UInt64, UInt64).self)
      if (a | b) & 0x8080_8080_8080_8080 != 0 { step(p, keeping: all, emoji: emoji, &tally) }
      offset &+= GB18030Tally.width
    }
    return offset
  }

  /// Counts the 32 bytes at `p` (the two after them readable) into
  /// `tally`, the lanes where `keep` is set only; with `emoji`, the emoji
  /// glue and symbols in vectors too (``emojiFours(_:_:_:)``).
  /// `@inline(always)` (SE-0496, Swift 6.3): with `@inline(__always)` the
  /// compiler keeps this step out of line, a call per step; compilers
  /// before 6.3 get the same count at that cost.
  #if compiler(>=6.3)
  @inline(always)
  #else
  @inline(__always)
  #endif
  func step(
    _ p: UnsafePointer<UInt8>, keeping keep: (UTF8Block.Lanes, UTF8Block.Lanes), emoji: Bool = false,
    _ tally: inout GB18030Tally
  ) {
    typealias B = UTF8Block
    let raw = UnsafeRawPointer(p)
    let low = raw.loadUnaligned(as: B.Lanes.self)
    let high = raw.loadUnaligned(fromByteOffset: B.width, as: B.Lanes.self)
    let low1 = raw.loadUnaligned(fromByteOffset: 1, as: B.Lanes.self)
    let low2 = raw.loadUnaligned(fromByteOffset: 2, as: B.Lanes.self)
    let high1 = raw.loadUnaligned(fromByteOffset: B.width + 1, as: B.Lanes.self)
    let high2 = raw.loadUnaligned(fromByteOffset: B.width + 2, as: B.Lanes.self)
    let (lowLeads, lowOpen) = Self.openLanes(low, low1, low2)
    let (highLeads, highOpen) = Self.openLanes(high, high1, high2)
    // Masks are 0xFF: subtracting one adds 1.
    tally.leads &-= lowLeads & keep.0
    tally.leads &-= highLeads & keep.1
    var open = (lowOpen & keep.0, highOpen & keep.1)
    if emoji {
      let lowFours = Self.emojiFours(low, low1, low2) & open.0
      let highFours = Self.emojiFours(high, high1, high2) & open.1
      tally.emojiFours &-= lowFours
      tally.emojiFours &-= highFours
      open = (open.0 &- lowFours, open.1 &- highFours)
    }
    guard B.any(open.0 | open.1) else { return }
    tally.openSteps &+= 1
    lookUp(p, Self.bits(open.0) | Self.bits(open.1) << 16, &tally)
  }

  /// The leads of `bytes` (`next1`, `next2`: the bytes one and two later)
  /// that emoji text is full of and that take four bytes in every edition
  /// (outside GBK and the two-byte set): the emoji glue, U+FE00…U+FE0F
  /// variation selectors (EF B8 80…8F), U+200D ZWJ (E2 80 8D), U+20E3
  /// combining enclosing keycap (E2 83 A3); and the symbols and dingbats
  /// U+2680…U+2BFF (E2 9A…AF: ⚠⚽✌✔✨❤➡⬆⭐).
  @inline(__always)
  static func emojiFours(
    _ bytes: UTF8Block.Lanes, _ next1: UTF8Block.Lanes, _ next2: UTF8Block.Lanes
  ) -> UTF8Block.Lanes {
    typealias B = UTF8Block
    typealias S = B.SignedLanes
    // ZWJ and U+20E3 share their lead, E2, with the symbols.
    let e2 = B.equal(bytes, EmojiSyntax.zwjUTF8.0)
    // 9A…AF: adding 0x80 - 0x9A maps them onto -128…-107.
    let symbols = B.mask(unsafeBitCast(next1 &+ B.splat(0xE6), to: S.self) .<= S(repeating: -0x80 + 0x15))
    let (zwj, keycap) = (EmojiSyntax.zwjUTF8, EmojiSyntax.combiningEnclosingKeycapUTF8)
    return (B.equal(bytes, EmojiSyntax.variationSelectorUTF8.0) & B.equal(next1, EmojiSyntax.variationSelectorUTF8.1)
      & B.below(next2, 0x90))
      | (e2 & ((B.equal(next1, zwj.1) & B.equal(next2, zwj.2)) | (B.equal(next1, keycap.1) & B.equal(next2, keycap.2)) | symbols))
  }

  /// The two- and three-byte leads (C0…EF) of the 16 bytes `bytes`
  /// (`next1`, `next2`: the bytes one and two later), and those of them
  /// whose length bytes do not decide: all but the three-byte leads of
  /// scalars two bytes long in every edition:
  ///
  /// - U+4E00…U+9EFF, inside GBK's CJK block U+4E00…U+9FA5 (two bytes in
  ///   every edition): the scalar's top eight bits, `(lead & 0x0F) << 4 |
  ///   (second & 0x3C) >> 2`, are 4E…9E.
  /// - The commonest CJK punctuation: U+3000…U+3017 but U+3004 (E3 80
  ///   80…97: 、。「」《》【】) and U+FF01…U+FF3F (EF BC 81…BF: ，；：？！（）).
  ///
  /// Masks are combined with `&`, `|` and `&-` rather than `~`: the
  /// compiler would push a `~` into each comparison, one more instruction each.
  @inline(__always)
  static func openLanes(
    _ bytes: UTF8Block.Lanes, _ next1: UTF8Block.Lanes, _ next2: UTF8Block.Lanes
  ) -> (leads: UTF8Block.Lanes, open: UTF8Block.Lanes) {
    typealias B = UTF8Block
    typealias S = B.SignedLanes
    // An unsigned range as one signed comparison: adding 0x80 - low maps
    // low…high onto -128…-128 + (high - low).
    @inline(__always) func signed(_ vector: B.Lanes) -> S { unsafeBitCast(vector, to: S.self) }
    let leads = B.mask(signed(bytes &+ B.splat(0xC0)) .<= S(repeating: -0x80 + 0x2F))  // C0…EF
    // max(lead, E0): the low four bits of a three-byte lead, 0 for any
    // lower byte, after the shift (E0 << 4 is 0), so that only three-byte
    // leads can pass the range test. F0…F4 give 00…4F with their second
    // byte, 80…8F after F4: below 4E.
    let atLeastE0 = B.atLeast(bytes, 0xE0)
    let lead3 = (bytes & atLeastE0) | (B.splat(0xE0) & ~atLeastE0)
    let top = (lead3 &<< B.splat(4)) | ((next1 &>> B.splat(2)) & B.splat(0x0F))
    let hanzi = B.mask(signed(top &+ B.splat(0x32)) .<= S(repeating: -0x80 + 0x50))  // 4E…9E
    // 80…97 but 84: XOR 84 maps 80…97 onto 00…17, 84 onto 00; then 01…17.
    let ideographicThird = B.mask(signed((next2 ^ B.splat(0x84)) &+ B.splat(0x7F)) .<= S(repeating: -0x80 + 0x16))
    let ideographic = B.equal(bytes, 0xE3) & B.equal(next1, 0x80) & ideographicThird
    // 81…BF: a continuation byte (-128…-65 as `Int8`) above -128.
    let fullwidth = B.equal(bytes, 0xEF) & B.equal(next1, 0xBC) & B.mask(signed(next2) .> S(repeating: -0x80))
    return (leads, leads &- (leads & (hanzi | ideographic | fullwidth)))
  }

  /// One bit per lane of `mask` (0xFF or 0x00 lanes), lane 0 lowest.
  @inline(__always)
  static func bits(_ mask: UTF8Block.Lanes) -> UInt32 {
    // Each byte keeps a different bit; the multiply adds the eight bytes,
    // so ORs those bits, into the top byte.
    let (low, high) = unsafeBitCast(mask, to: (UInt64, UInt64).self)
    let pick: UInt64 = 0x8040_2010_0804_0201
    let ones: UInt64 = 0x0101_0101_0101_0101
    return UInt32(truncatingIfNeeded: ((low & pick) &* ones) >> 56 | (((high & pick) &* ones) >> 56) << 8)
  }

  /// Looks up in the bitmap the scalars whose leads are at the set bits of
  /// `lanes` (bit `i`: the byte at `p + i`), without branching on them: 2
  /// for a scalar of four bytes, and 1 for a two-byte lead, counted −1 with
  /// the three-byte ones.
  @inline(__always)
  func lookUp(_ p: UnsafePointer<UInt8>, _ lanes: UInt32, _ tally: inout GB18030Tally) {
    var lanes = lanes
    repeat {
      let lane = lanes.trailingZeroBitCount
      lanes &= lanes &- 1
      // Well-formed: a two- or three-byte sequence, a BMP scalar.
      let lead = p[lane]
      let scalar = UTF8Bytes.decodeWellFormedBMP(p, at: lane)
      let word = TwoLevelLookup.word(of: scalar, index: index, words: words, shift: gb18030TwoByteBlockShift)
      let four = ~(word >> UInt64(scalar & gb18030TwoByteBlockMask)) & 1
      tally.correction &+= Int(truncatingIfNeeded: four) &* 2 &+ (lead < 0xE0 ? 1 : 0)
    } while lanes != 0
  }
}

/// The running counts of ``GB18030Count/scan(wellFormed:limit:)``.
struct GB18030Tally {
  /// Bytes per step.
  static let width = 2 * UTF8Block.width
  /// Bytes a step reads: its own and the two after them (the second and
  /// third byte of a scalar whose lead is in the last lane).
  static let reach = width + 2
  /// Steps between sums of the lane counters, which take at most 2 per
  /// step (one per half): 127 × 2 fits in a byte.
  static let cycle = 127

  /// Per lane, since the last `flush()`: the two- and three-byte leads,
  /// and the four-byte scalars the emoji mode decided.
  var leads = UTF8Block.Lanes()
  var emojiFours = UTF8Block.Lanes()
  /// GB 18030 length less UTF-8 length, for the bytes counted and flushed.
  var correction = 0
  /// Steps that branched to look leads up, since the last `flush()`.
  var openSteps = 0
  /// Whether the next cycle runs in the emoji mode.
  var emojiMode = false

  /// Adds the lane counters to `correction`, clears them and chooses the
  /// next cycle's mode: the emoji mode after a cycle in which at least half
  /// the 126 steps branched (in the plain mode), or one with at least 32
  /// scalars of ``GB18030Count/emojiFours(_:_:_:)`` (in the emoji mode).
  @inline(__always)
  mutating func flush() {
    let fours = UTF8Block.wideSum(emojiFours)
    // Within 3 × the bytes counted: no overflow check.
    correction &+= 2 &* fours &- UTF8Block.wideSum(leads)
    emojiMode = emojiMode ? fours >= 32 : openSteps >= 64
    leads = UTF8Block.Lanes()
    emojiFours = UTF8Block.Lanes()
    openSteps = 0
  }
}
