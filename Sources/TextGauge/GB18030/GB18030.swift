/// GB 18030 byte lengths: the "Chinese counts 2, English 1" measure of
/// Chinese products, computed from tables instead of by encoding the text.
///
/// GB 18030 encodes every Unicode scalar in 1, 2 or 4 bytes: ASCII in one
/// byte, the two-byte set (GBK's hanzi, punctuation, fullwidth forms and
/// user-defined areas, about 24,000 code points, all in the BMP) in two, and
/// everything else — CJK Extension A and B, emoji, most accented Latin — in
/// four. The three editions differ in a few code points only:
///
/// | Code points | 2000 | 2005 | 2022 |
/// |---|---|---|---|
/// | U+1E3F ḿ | 4 | 2 | 2 |
/// | U+E7C7 (PUA) | 2 | 4 | 4 |
/// | U+FE10…U+FE19 vertical forms, U+9FB4…U+9FBB radicals | 4 | 4 | 2 |
///
/// The 18 private-use code points GB 18030-2022 replaced by U+FE10…U+FE19 and
/// U+9FB4…U+9FBB (U+E78D…U+E796, U+E81E, U+E826, U+E82B, U+E82C, U+E832,
/// U+E843, U+E854, U+E864) count 2 in every edition: ICU 73+, Java, the WHATWG
/// Encoding Standard and Foundation still encode them as the two-byte codes
/// they had in 2005 (the strict 2022 table gives them four-byte codes).
///
/// ```swift
/// GB18030.byteCount(of: "中文abc😀")             // 11: 2 + 2 + 1 + 1 + 1 + 4
/// GB18030.byteCount(of: "\u{FE10}", edition: .gb2005)  // 4
/// GB18030.byteCount(of: "\u{FE10}")              // 2 (GB 18030-2022, the default)
/// ```
public enum GB18030 {
  /// An edition of GB 18030. GB 18030-2022 has been mandatory in China since
  /// 2023-08-01 and is the default everywhere in TextGauge.
  ///
  /// ```swift
  /// GB18030.byteCount(of: "\u{1E3F}", edition: .gb2000)  // 4
  /// GB18030.byteCount(of: "\u{1E3F}", edition: .gb2005)  // 2
  /// ```
  public enum Edition: Sendable, Hashable, CaseIterable {
    /// GB 18030-2000.
    case gb2000
    /// GB 18030-2005: what ICU up to 72, glibc's tables before 2012 and most
    /// older software implement.
    case gb2005
    /// GB 18030-2022, the current edition.
    case gb2022

    /// The year of the edition, as in its name (GB 18030-2005).
    ///
    /// ```swift
    /// GB18030.Edition.gb2005.year   // 2005
    /// ```
    public var year: Int {
      switch self {
      case .gb2000: 2000
      case .gb2005: 2005
      case .gb2022: 2022
      }
    }

    /// The edition of `year` (2000, 2005 or 2022), or nil for any other year.
    ///
    /// ```swift
    /// GB18030.Edition(year: 2022)   // .gb2022
    /// GB18030.Edition(year: 2010)   // nil
    /// ```
    public init?(year: Int) {
      guard let edition = Self.allCases.first(where: { $0.year == year }) else { return nil }
      self = edition
    }
  }

  /// What the tables were generated from (the generated `gb18030DataSource`):
  /// the charmap's provenance and the inputs' SHA-256 prefixes, for
  /// `textgauge --version`.
  package static var dataSource: String { gb18030DataSource }

  /// The number of bytes `scalar` takes in GB 18030: 1, 2 or 4.
  ///
  /// ```swift
  /// GB18030.byteCount(of: "a" as Unicode.Scalar)         // 1
  /// GB18030.byteCount(of: "中" as Unicode.Scalar)        // 2
  /// GB18030.byteCount(of: "\u{20B9F}" as Unicode.Scalar) // 4 (𠮟, Extension B)
  /// ```
  public static func byteCount(of scalar: Unicode.Scalar, edition: Edition = .gb2022) -> Int {
    GB18030Weight.with(edition) { $0.weight(scalar.value, utf8Length: UTF8.width(scalar)) }
  }

  /// The number of bytes `text` takes in GB 18030: the sum over its scalars.
  ///
  /// Native strings are measured over their UTF-8 storage without decoding
  /// into `Unicode.Scalar` values or encoding anything.
  ///
  /// ```swift
  /// GB18030.byteCount(of: "中文abc😀")                 // 11
  /// GB18030.byteCount(of: "👨‍👩‍👧")                     // 20: three emoji and two ZWJs, 4 bytes each
  /// GB18030.byteCount(of: "中文abc😀".dropFirst(2))    // 7 (a Substring)
  /// ```
  @_specialize(where Text == String)
  @_specialize(where Text == Substring)
  public static func byteCount<Text: StringProtocol>(of text: Text, edition: Edition = .gb2022) -> Int {
    // Native strings: straight to the non-generic buffer loop, which is
    // specialized here, whatever module the caller is in.
    if let count = text.utf8.withContiguousStorageIfAvailable({ byteCount(wellFormedUTF8: $0, edition: edition) }) {
      return count
    }
    return GB18030Weight.with(edition) { text.scanScalarWeights($0, limit: .max).total }
  }

  /// The number of bytes the text of `utf8` takes in GB 18030.
  ///
  /// ```swift
  /// let name = "王小明"
  /// GB18030.byteCount(of: name.utf8)  // 6
  /// ```
  public static func byteCount(of utf8: String.UTF8View, edition: Edition = .gb2022) -> Int {
    byteCount(of: String(utf8), edition: edition)
  }

  /// The number of bytes the text of `scalars` takes in GB 18030.
  ///
  /// ```swift
  /// GB18030.byteCount(of: "中文".unicodeScalars)  // 4
  /// ```
  public static func byteCount(of scalars: String.UnicodeScalarView, edition: Edition = .gb2022) -> Int {
    byteCount(of: String(scalars), edition: edition)
  }

  /// The number of bytes the UTF-8 code units in `utf8` take in GB 18030
  /// once decoded, for text not (yet) in a `String`: a network buffer, a file
  /// mapped in memory.
  ///
  /// The labels are those of `String(decoding:as:)`, and so is the reading:
  /// ill-formed UTF-8 counts as `String(decoding: utf8, as: UTF8.self)` would
  /// decode it, each maximal ill-formed subsequence one U+FFFD, 4 bytes.
  ///
  /// ```swift
  /// let bytes: [UInt8] = Array("中文abc".utf8)
  /// bytes.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF8.self) }  // 7
  /// [0x61, 0xFF].withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF8.self) }  // 5: "a" + U+FFFD
  /// ```
  public static func byteCount(
    decoding utf8: UnsafeBufferPointer<UInt8>, as encoding: UTF8.Type, edition: Edition = .gb2022
  ) -> Int {
    GB18030Weight.with(edition) { ScalarWeightScanner.scan(utf8, $0, limit: .max).total }
  }

  /// The GB 18030 length of UTF-8 known to be well-formed (a `String`'s
  /// storage, or bytes checked with ``UTF8Bytes/firstIllFormedOffset(_:)``):
  /// `byteCount(decoding:as:edition:)` without validating the bytes again.
  package static func byteCount(wellFormedUTF8 utf8: UnsafeBufferPointer<UInt8>, edition: Edition = .gb2022) -> Int {
    GB18030Weight.with(edition) { $0.total(wellFormed: utf8) }
  }

  /// The number of bytes the UTF-16 code units in `utf16` take in GB 18030
  /// once decoded, for text from UTF-16 APIs (`NSString`, Windows,
  /// JavaScript bridges).
  ///
  /// A lone surrogate — half a pair, which no encoder can encode — counts as
  /// U+FFFD, 4 bytes, the way `String(decoding: utf16, as: UTF16.self)` would
  /// read it. So the result always equals the count of the decoded string.
  ///
  /// ```swift
  /// let units: [UInt16] = Array("中a😀".utf16)           // 4 code units
  /// units.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF16.self) }  // 7
  /// [0xD83D].withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF16.self) }  // 4: lone surrogate → U+FFFD
  /// ```
  public static func byteCount(
    decoding utf16: UnsafeBufferPointer<UInt16>, as encoding: UTF16.Type, edition: Edition = .gb2022
  ) -> Int {
    GB18030Weight.with(edition) { weigher in
      var total = 0
      var index = 0
      let count = utf16.count
      while index < count {
        let unit = utf16[index]
        index += 1
        if unit < 0x80 {
          total += 1
        } else if unit & 0xF800 != 0xD800 {
          total += weigher.weight(UInt32(unit), utf8Length: 3)
        } else {
          // A surrogate pair is a supplementary scalar, 4 bytes. So is a lone
          // surrogate, read as U+FFFD: skip the low half only when it is there.
          if unit < 0xDC00, index < count, utf16[index] & 0xFC00 == 0xDC00 { index += 1 }
          total += 4
        }
      }
      return total
    }
  }
}

/// GB 18030 length as a scalar weight, over one edition's two-level bitmap
/// (see Generated/GB18030Tables.swift). Holds pointers into the static
/// tables, so build it with ``with(_:_:)``.
struct GB18030Weight: ScalarWeight {
  let index: UnsafeBufferPointer<UInt8>
  let words: UnsafeBufferPointer<UInt64>

  /// Runs `body` with the weight of `edition`.
  @inline(__always)
  static func with<R>(_ edition: GB18030.Edition, _ body: (GB18030Weight) -> R) -> R {
    let index: [UInt8]
    switch edition {
    case .gb2000: index = gb18030TwoByteIndex2000
    case .gb2005: index = gb18030TwoByteIndex2005
    case .gb2022: index = gb18030TwoByteIndex2022
    }
    return index.withUnsafeBufferPointer { index in
      gb18030TwoByteWords.withUnsafeBufferPointer { words in body(GB18030Weight(index: index, words: words)) }
    }
  }

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

  /// The block's GB 18030 length from byte classes, with a table look-up
  /// only for the lanes bytes cannot decide.
  ///
  /// - ASCII: 1. A four-byte UTF-8 lead (F0…F4, a supplementary scalar): 4
  ///   (§6.3.3, as in ``weight(_:utf8Length:)``).
  /// - A three-byte lead of U+4E00…U+9FA5, GBK's CJK block, two bytes in every
  ///   edition: E5…E8 (U+5000…U+8FFF), E4 with a second byte B8…BF
  ///   (U+4E00…U+4FFF), E9 with a second byte below BE (U+9000…U+9F7F) or BE
  ///   and a third at most A5 (U+9F80…U+9FA5): 2.
  /// - U+FE00…U+FE0F, U+200D, U+20E3 (the variation selectors, ZWJ and
  ///   keycap mark inside emoji sequences, outside the two-byte set in every
  ///   edition): 4.
  /// - Other two- and three-byte leads (U+0080…U+07FF, U+0800…U+FFFF): 4,
  ///   less 2 for each the edition's two-byte bitmap holds.
  /// - Continuation bytes: 0.
  @inline(__always)
  func weight(of block: UTF8Block, in base: UnsafePointer<UInt8>) -> Int {
    typealias B = UTF8Block
    let bytes = block.bytes, next1 = block.next1, next2 = block.next2
    let leads = block.leads
    var hanzi = B.atLeast(bytes, 0xE5) & B.below(bytes, 0xE9)
    hanzi |= B.equal(bytes, 0xE4) & B.atLeast(next1, 0xB8)
    hanzi |= B.equal(bytes, 0xE9) & (B.below(next1, 0xBE) | (B.equal(next1, 0xBE) & B.below(next2, 0xA6)))
    // 1 for ASCII, 4 for a lead, 2 for a hanzi lead: lanes are disjoint.
    let weights = (block.ascii & B.splat(1)) | (leads & ~hanzi & B.splat(4)) | (hanzi & B.splat(2))
    var total = B.sum(weights)
    var lookups = leads & ~hanzi & B.below(bytes, 0xF0)
    if B.any(lookups) {
      // Emoji glue, four bytes in every edition (outside GBK and the
      // two-byte set): U+FE00…U+FE0F variation selectors (EF B8 80…8F),
      // U+200D ZWJ (E2 80 8D), U+20E3 combining enclosing keycap (E2 83 A3).
      // Their weight, 4, is already in `weights`; they need no look-up.
      // Tested only in blocks with look-ups: most hanzi blocks have none.
      let selectors = B.equal(bytes, 0xEF) & B.equal(next1, 0xB8) & B.below(next2, 0x90)
      let zwj = B.equal(bytes, 0xE2) & B.equal(next1, 0x80) & B.equal(next2, 0x8D)
      let keycap = B.equal(bytes, 0xE2) & B.equal(next1, 0x83) & B.equal(next2, 0xA3)
      lookups &= ~(selectors | zwj | keycap)
      block.forEachLane(of: lookups) { offset in
        // Well-formed: a two- or three-byte sequence, a BMP scalar, within
        // the block's reach.
        let scalar = UTF8Bytes.decode(base, at: offset, count: offset + 3).scalar
        if GB18030.isTwoByte(scalar, index: index, words: words) { total -= 2 }
      }
    }
    return total
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

extension GB18030Weight {
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
  @inline(__always)
  func total(wellFormed bytes: UnsafeBufferPointer<UInt8>) -> Int {
    typealias B = UTF8Block
    guard let base = bytes.baseAddress else { return 0 }
    let count = bytes.count
    var tally = GB18030Tally()
    let all = (B.splat(0xFF), B.splat(0xFF))
    if count < UTF8Block.width {
      // Fewer bytes than a half: scalar by scalar costs less than a step.
      var total = 0
      var offset = 0
      while offset < count {
        let lead = UInt32(base[offset])
        if lead < 0x80 {
          total += 1
          offset += 1
        } else if lead >= 0xF0 {
          total += 4
          offset += 4
        } else {
          let second = UInt32(base[offset + 1] & 0x3F)
          let utf8Length = lead < 0xE0 ? 2 : 3
          let scalar =
            utf8Length == 2
            ? (lead & 0x1F) << 6 | second : (lead & 0x0F) << 12 | second << 6 | UInt32(base[offset + 2] & 0x3F)
          total += weight(scalar, utf8Length: utf8Length)
          offset += utf8Length
        }
      }
      return total
    }
    guard count >= GB18030Tally.reach else {
      var padded = (B.Lanes(), B.Lanes(), B.Lanes())
      withUnsafeMutableBytes(of: &padded) { $0.copyMemory(from: UnsafeRawBufferPointer(bytes)) }
      withUnsafeBytes(of: &padded) { step($0.baseAddress!.assumingMemoryBound(to: UInt8.self), keeping: all, &tally) }
      tally.flush()
      return count + tally.correction
    }
    var offset = 0
    while true {
      // At most 126 steps: the last step below joins the last cycle.
      let last = min(count - GB18030Tally.reach, offset + (GB18030Tally.cycle - 2) * GB18030Tally.width)
      offset =
        tally.emojiMode
        ? emojiCycle(base, from: offset, through: last, &tally) : plainCycle(base, from: offset, through: last, &tally)
      if offset + GB18030Tally.reach > count { break }
      tally.flush()
    }
    // The step ending two bytes before the end, without the 1 to 32 lanes
    // before `offset`.
    let start = count - GB18030Tally.reach
    let counted = B.splat(UInt8(truncatingIfNeeded: offset - start))
    let lanes = B.Lanes(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15)
    step(base + start, keeping: (B.mask(lanes .>= counted), B.mask(lanes &+ B.splat(16) .>= counted)), &tally)
    tally.flush()
    // A two-byte scalar in the last two bytes.
    let lead = base[count - 2]
    if lead & 0xE0 == 0xC0,
      !GB18030.isTwoByte(UInt32(lead & 0x1F) << 6 | UInt32(base[count - 1] & 0x3F), index: index, words: words)
    {
      tally.correction += 2
    }
    return count + tally.correction
  }

  /// The steps at `offset`…`last` (a cycle at most) in the plain mode;
  /// returns the offset after them.
  @inline(never)
  func plainCycle(
    _ base: UnsafePointer<UInt8>, from offset: Int, through last: Int, _ tally: inout GB18030Tally
  ) -> Int {
    steps(base, from: offset, through: last, emoji: false, &tally)
  }

  /// The steps at `offset`…`last` (a cycle at most) in the emoji mode;
  /// returns the offset after them.
  @inline(never)
  func emojiCycle(
    _ base: UnsafePointer<UInt8>, from offset: Int, through last: Int, _ tally: inout GB18030Tally
  ) -> Int {
    steps(base, from: offset, through: last, emoji: true, &tally)
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
    let e2 = B.equal(bytes, 0xE2)
    // 9A…AF: adding 0x80 - 0x9A maps them onto -128…-107.
    let symbols = B.mask(unsafeBitCast(next1 &+ B.splat(0xE6), to: S.self) .<= S(repeating: -0x80 + 0x15))
    return (B.equal(bytes, 0xEF) & B.equal(next1, 0xB8) & B.below(next2, 0x90))
      | (e2 & ((B.equal(next1, 0x80) & B.equal(next2, 0x8D)) | (B.equal(next1, 0x83) & B.equal(next2, 0xA3)) | symbols))
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
      let lead = UInt32(p[lane])
      let second = UInt32(p[lane + 1] & 0x3F)
      let two = (lead & 0x1F) << 6 | second
      let three = (lead & 0x0F) << 12 | second << 6 | UInt32(p[lane + 2] & 0x3F)
      let scalar = lead < 0xE0 ? two : three
      let word = TwoLevelLookup.word(of: scalar, index: index, words: words, shift: gb18030TwoByteBlockShift)
      let four = ~(word >> UInt64(scalar & gb18030TwoByteBlockMask)) & 1
      tally.correction &+= Int(truncatingIfNeeded: four) &* 2 &+ (lead < 0xE0 ? 1 : 0)
    } while lanes != 0
  }
}

/// The running counts of ``GB18030Weight/total(wellFormed:)``.
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
  /// scalars of ``GB18030Weight/emojiFours(_:_:_:)`` (in the emoji mode).
  @inline(__always)
  mutating func flush() {
    let fours = UTF8Block.wideSum(emojiFours)
    correction += 2 * fours - UTF8Block.wideSum(leads)
    emojiMode = emojiMode ? fours >= 32 : openSteps >= 64
    leads = UTF8Block.Lanes()
    emojiFours = UTF8Block.Lanes()
    openSteps = 0
  }
}
