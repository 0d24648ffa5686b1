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

// MARK: - Display width: a state machine over the scalars that are not printable ASCII

/// A sketch of the route RESULTS.md named for display width on chat (issue
/// 23): no branch on the kind of the next unit, so nothing to mispredict.
/// The bytes are read 64 at a time into one bit per byte that is neither
/// printable ASCII nor a continuation byte. The printable ASCII between two
/// such bytes is counted by their distance; each of them (a control or the
/// lead of a scalar that is not ASCII) takes one step of a state machine:
/// its class from a table, then the next state and what to do with the
/// columns from a second table. The only branch is the exit, where the
/// machine leaves a unit it does not decide (an unlisted flag, a tag
/// sequence, U+FE0E, Hangul jamo, a chain that shows no emoji) to TextGauge,
/// one Character at a time. The units it decides are those the scan decides
/// from the bytes (UTS #51 ED-13, ED-14, ED-14c, ED-16, ED-17, with UAX #11's
/// 2 columns for an emoji); the benchmark checks every total against the
/// per-Character sum. Ambiguous characters are narrow.
extension Prototypes {
  /// A scalar's class, bits 4–7 of its table byte (bits 0–1: its width).
  enum MachineClass {
    static let plain = 0, zwj = 1, vs16 = 2, keycapMark = 3, tone = 4, ri = 5, riPair = 6, exit = 7
    /// 8…11: an `Emoji` and `Extended_Pictographic` character, + 1 with
    /// `Emoji_Presentation`, + 2 with `Emoji_Modifier_Base`. (`riPair` is
    /// an indicator that makes a listed flag with the one before it.)
    static let element = 8
  }
  /// What is open: nothing (`n`), or a unit so far. `keycapBase` is met
  /// only inside a step, for an ASCII keycap base just before the scalar.
  enum MachineState {
    static let n = 0, keycapBaseVS = 1, keycap = 2, singleNotShown = 3, chainNotShown = 5, shown = 7
    static let marked = 9, zwjNotShown = 10, zwjShown = 11, firstIndicator = 12, flag = 13, keycapBase = 14
  }
  /// Bits of a transition above the next state. `start`: the
  /// scalar starts a unit (`startBefore`: the keycap base before it does);
  /// `own`: add the scalar's width; `two`: the open unit takes 2 columns.
  /// The exits return where the scan goes on: the open unit's start, this
  /// scalar, or the keycap base before it.
  enum MachineAction {
    static let exitUnit = 1 << 16, exitHere = 1 << 17, exitBefore = 1 << 18, start = 1 << 19, startBefore = 1 << 20,
      own = 1 << 21, two = 1 << 22
    static let exits = exitUnit | exitHere | exitBefore
  }

  /// Hangul jamo and syllables, left to TextGauge (a jamo's width depends on
  /// the one before it).
  static let hangulJamoAndSyllables: [ClosedRange<UInt32>] = [
    0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC,
  ]

  /// The bytes `machineRun` may read past a block's start: its 64 bytes and
  /// the three after its last lead.
  static let machineReach = 68

  /// The table byte of a code point, from TextGauge's public answers.
  static func machineClass(_ value: UInt32) -> UInt8 {
    guard let scalar = Unicode.Scalar(value) else { return UInt8(MachineClass.exit << 4) }
    let width = UInt8(scalar.displayWidth())
    let properties = scalar.emojiProperties
    let k: Int
    switch value {
    case 0x200D: k = MachineClass.zwj
    case 0xFE0F: k = MachineClass.vs16
    case 0x20E3: k = MachineClass.keycapMark
    case 0x1F3FB...0x1F3FF: k = MachineClass.tone
    case 0x1F1E6...0x1F1FF: k = MachineClass.ri
    case 0xFE0E: k = MachineClass.exit
    case _ where hangulJamoAndSyllables.contains { $0.contains(value) }: k = MachineClass.exit
    case _ where value >= 0x80 && (properties.isEmoji || properties.isExtendedPictographic):
      k = properties.isEmoji && properties.isExtendedPictographic
        ? MachineClass.element + (properties.isEmojiPresentation ? 1 : 0) + (properties.isEmojiModifierBase ? 2 : 0)
        : MachineClass.exit
    default: k = MachineClass.plain
    }
    return UInt8(k << 4) | width
  }

  /// One table of bytes for every read of a step: the BMP's table bytes
  /// (an ASCII keycap base with bit 3 set, for the test of the byte before a
  /// scalar), then U+1F000…U+1FFFF's, then the class byte of every other
  /// four-byte scalar (`exit`), then at `flagOffset + a << 5 | b` a 1 where
  /// indicators `a`, `b` (0…25) make a listed flag.
  static let pictographOffset = 0x10000, exitIndex = 0x11000, flagOffset = 0x11400
  static let machineBytes: [UInt8] = {
    var bytes = (0..<0x10000).map { machineClass(UInt32($0)) }
    for base in [0x23, 0x2A] + Array(0x30...0x39) { bytes[base] |= 8 }
    bytes += (0x1F000..<0x20000).map { machineClass(UInt32($0)) }
    bytes += [UInt8(MachineClass.exit << 4)] + [UInt8](repeating: 0, count: flagOffset - exitIndex - 1)
    bytes += (0..<1024).map { key in
      let a = key >> 5, b = key & 31
      guard a < 26, b < 26 else { return 0 }
      let flag = String(String.UnicodeScalarView([Unicode.Scalar(0x1F1E6 + UInt32(a))!, Unicode.Scalar(0x1F1E6 + UInt32(b))!]))
      return flag.isSingleEmoji() ? 1 : 0
    }
    return bytes
  }()

  /// The transitions, at `state * 48 + context * 16 + class` (context: 0
  /// after a scalar that is not ASCII, 1 after printable ASCII, 2 after an
  /// ASCII keycap base): bits 0–9 the next state times 48, bits 16 and up
  /// the actions (`MachineAction`).
  static let machineTransitions: [UInt32] = {
    typealias A = MachineAction
    typealias S = MachineState
    typealias K = MachineClass
    func continuesNothing(_ k: Int) -> Bool { k == K.plain || k == K.ri || k == K.riPair || k >= K.element }
    func fresh(_ k: Int) -> Int {
      if k == K.plain { return A.own | S.n }
      if k == K.ri || k == K.riPair { return A.start | A.own | S.firstIndicator }
      if k >= K.element { return A.start | A.own | (k & 1 != 0 ? S.shown : S.singleNotShown) + (k >> 1 & 1) }
      return A.exitHere
    }
    func step(_ s: Int, _ k: Int) -> Int {
      let elementAfterZWJ = k >= K.element ? (k & 1 != 0 ? S.shown : S.chainNotShown) + (k >> 1 & 1) : 0
      switch s {
      case S.n: return fresh(k)
      case S.keycapBase:
        if k == K.vs16 { return A.start | A.startBefore | A.two | S.keycapBaseVS }
        return continuesNothing(k) ? fresh(k) : A.exitBefore
      case S.keycapBaseVS: return k == K.keycapMark ? A.two | S.keycap : A.exitUnit
      case S.keycap, S.flag: return continuesNothing(k) ? fresh(k) : A.exitUnit
      case S.singleNotShown, S.singleNotShown + 1, S.shown, S.shown + 1, S.chainNotShown, S.chainNotShown + 1:
        // The six element states are three pairs, the second of each with
        // `Emoji_Modifier_Base`.
        let modifierBase = (s - S.singleNotShown) & 1 == 1
        let chain = s >= S.chainNotShown && s < S.shown
        let shown = s >= S.shown
        if k == K.tone { return modifierBase ? A.two | S.marked : A.exitUnit }
        if k == K.vs16 { return A.two | S.marked }
        if k == K.zwj { return A.two | (shown ? S.zwjShown : S.zwjNotShown) }
        return continuesNothing(k) && !chain ? fresh(k) : A.exitUnit
      case S.marked:
        if k == K.zwj { return A.two | S.zwjShown }
        return continuesNothing(k) ? fresh(k) : A.exitUnit
      case S.zwjNotShown: return k >= K.element ? A.two | elementAfterZWJ : A.exitUnit
      case S.zwjShown: return k >= K.element ? A.two | S.shown + (k >> 1 & 1) : A.exitUnit
      case S.firstIndicator: return k == K.riPair ? A.two | S.flag : A.exitUnit
      default: return A.exitUnit
      }
    }
    let complete: Set<Int> = [S.n, S.keycap, S.singleNotShown, S.singleNotShown + 1, S.shown, S.shown + 1, S.marked, S.flag]
    var table = [UInt32](repeating: UInt32(A.exitUnit), count: 16 * 48)
    for s in 0..<14 {
      for context in 0..<3 {
        for k in 0..<16 {
          let entry: Int
          if context == 0 { entry = step(s, k) }
          else if !complete.contains(s) { entry = A.exitUnit }
          else { entry = step(context == 1 ? S.n : S.keycapBase, k) }
          table[s * 48 + context * 16 + k] = UInt32(entry & ~0xF | (entry & 0xF) * 48)
        }
      }
    }
    return table
  }()

  /// Bit 7 of each byte of `word` where the byte is neither printable
  /// ASCII nor a continuation byte: a control, or the lead of a scalar
  /// that is not ASCII.
  @inline(__always)
  static func specialBits(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let low7 = word & ~high
    let printable = ~word & (low7 &+ 0x60 &* ones) & ~(low7 &+ ones) & high
    let continuation = word & ~(word &<< 1) & high
    return high & ~printable & ~continuation
  }

  /// The columns of the units the machine decides from `start`, and where it
  /// stopped: a unit's start, for TextGauge to go on from.
  @inline(never)
  static func machineRun(
    _ base: UnsafePointer<UInt8>, from start: Int, count: Int, bytes: UnsafePointer<UInt8>,
    transitions: UnsafePointer<UInt32>
  ) -> (columns: Int, end: Int) {
    var block = start
    var prevEnd = start
    var total = 0
    var unitTotal = 0
    var unit = start
    var state = 0
    var letter = 0
    while block &+ machineReach <= count {
      // One bit per byte of the 64 at `block`: the steps of the machine.
      var special: UInt64 = 0
      for j in 0..<8 {
        let word = UInt64(littleEndian: UnsafeRawPointer(base + (block &+ j &<< 3)).loadUnaligned(as: UInt64.self))
        let bits = ((specialBits(word) &>> 7) &* 0x0102_0408_1020_4080) &>> 56
        special |= bits &<< UInt64(j &<< 3)
      }
      while special != 0 {
        let pos = block &+ special.trailingZeroBitCount
        special &= special &- 1
        let word = UInt32(bigEndian: UnsafeRawPointer(base + pos).loadUnaligned(as: UInt32.self))
        let length = Int(truncatingIfNeeded: (0x4322_1111_1111_1111 as UInt64) &>> UInt64((word &>> 28) &<< 2)) & 7
        let x = word &>> UInt32(truncatingIfNeeded: (4 &- length) &<< 3)
        let scalar = Int(truncatingIfNeeded: x &>> 4 & 0xF000 | x &>> 2 & 0xFC0 | x & 0x7F)
        let pictograph = pictographOffset | Int(truncatingIfNeeded: word &>> 2 & 0xFC0 | word & 0x3F)
        let fourBytes = word &>> 16 == 0xF09F ? pictograph : exitIndex
        let byte = bytes[length == 4 ? fourBytes : scalar]
        let newLetter = Int(truncatingIfNeeded: word & 0xFF) &- 0xA6
        var k = Int(truncatingIfNeeded: byte &>> 4)
        let isIndicator = ((k ^ MachineClass.ri) &- 1) &>> 63 & 1
        k &+= Int(bytes[flagOffset | (letter &<< 5 | newLetter) & 1023]) & isIndicator
        letter = newLetter & 31
        let gap = pos &- prevEnd
        total &+= gap
        let hasGap = (0 &- gap) &>> 63 & 1
        let keycapBase = Int(truncatingIfNeeded: bytes[Int(truncatingIfNeeded: base[pos &- hasGap])] &>> 3) & hasGap
        let t = Int(truncatingIfNeeded: transitions[state &+ (hasGap &+ keycapBase) &<< 4 &+ k])
        if t & MachineAction.exits != 0 {
          if t & MachineAction.exitUnit != 0 { return (unitTotal, unit) }
          if t & MachineAction.exitHere != 0 { return (total, pos) }
          return (total &- 1, pos &- 1)
        }
        let starts = 0 &- (t &>> 19 & 1)
        let before = t &>> 20 & 1
        unit = unit & ~starts | (pos &- before) & starts
        unitTotal = unitTotal & ~starts | (total &- before) & starts
        let own = total &+ (Int(truncatingIfNeeded: byte & 3) & (0 &- (t &>> 21 & 1)))
        // Arithmetic, not a select: the compiler makes a branch of `?:` here.
        let two = 0 &- (t &>> 22 & 1)
        total = (unitTotal &+ 2) & two | own & ~two
        state = t & 0x3FF
        prevEnd = pos &+ length
      }
      block &+= 64
    }
    return state == 0 ? (total, prevEnd) : (unitTotal, unit)
  }

  /// Display width by the state machine, with TextGauge for what it leaves
  /// (one Character at a time) and for the last `machineReach` bytes. Ambiguous
  /// characters narrow.
  static func stateMachineDisplayWidth(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { bytes -> Int in
      guard let base = bytes.baseAddress else { return 0 }
      return machineBytes.withUnsafeBufferPointer { table in
        machineTransitions.withUnsafeBufferPointer { transitions in
          let count = bytes.count
          var total = 0
          var p = 0
          while p < count {
            let run = machineRun(
              base, from: p, count: count, bytes: table.baseAddress!, transitions: transitions.baseAddress!)
            total += run.columns
            p = run.end
            if p >= count { break }
            if p + machineReach > count {
              total += String(decoding: UnsafeBufferPointer(rebasing: bytes[p...]), as: UTF8.self).displayWidth()
              break
            }
            // One Character by TextGauge, read from a window that is widened
            // until the Character ends inside it.
            var window = 64
            while true {
              let end = min(count, p + window)
              let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[p..<end]), as: UTF8.self).first!
              if character.utf8.count < end - p || end == count {
                total += character.displayWidth()
                p += character.utf8.count
                break
              }
              window *= 2
            }
          }
          return total
        }
      }
    }
  }
}
