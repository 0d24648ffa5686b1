/// The rules of UAX #29 §3.1.1 (extended grapheme clusters), applied one
/// scalar at a time from a Character boundary: whether there is a boundary
/// before the next scalar, given what came before it in its Character.
///
/// The rules that look further back than one scalar keep their context
/// here: GB9c (a conjunct: InCB=Consonant [Extend Linker]* Linker
/// [Extend Linker]* × Consonant up to Unicode 17.0, Linker [Extend
/// Linker]* × Consonant from 18.0 on; `graphemeConjunctNeedsConsonant`
/// says which), GB11 (ExtPict Extend* ZWJ × ExtPict) and GB12/GB13
/// (regional indicators pair from the start of their run). All three
/// contexts lie inside the current Character: Extend, ZWJ and a paired
/// indicator never start one, and a linker that does (18.0's U+1CF5,
/// Grapheme_Cluster_Break=Other) needs nothing before it under 18.0's
/// GB9c. So a scan can start with a fresh state at any boundary.
struct GraphemeBreakState {
  /// Grapheme_Cluster_Break of the previous scalar (Control before the
  /// first, which is never asked about).
  var previous: UInt8 = graphemeBreakControl
  /// GB11: 1 after ExtPict Extend*, 2 after ExtPict Extend* ZWJ, else 0.
  var pictographic: UInt8 = 0
  /// GB9c: 1 after InCB=Consonant [Extend Linker]* with no Linker yet, 2
  /// once a Linker followed the consonant (or any Linker, when
  /// `graphemeConjunctNeedsConsonant` is false), else 0.
  var conjunct: UInt8 = 0
  /// GB12/GB13: the previous scalar is a regional indicator with an odd
  /// position in its run (the first of a pair).
  var oddRegionalIndicator = false

  @inline(__always) static func bit(_ value: UInt8) -> UInt32 { 1 << UInt32(value) }
  /// GB4, GB5: classes with a boundary after and before them (bar CR LF).
  static let controls = bit(graphemeBreakCR) | bit(graphemeBreakLF) | bit(graphemeBreakControl)
  /// GB9, GB9a: classes never preceded by a boundary (bar after controls).
  static let extenders = bit(graphemeBreakExtend) | bit(graphemeBreakZWJ) | bit(graphemeBreakSpacingMark)
  /// GB6–GB8: the Hangul syllable classes.
  static let hangul = bit(graphemeBreakL) | bit(graphemeBreakV) | bit(graphemeBreakT) | bit(graphemeBreakLV)
    | bit(graphemeBreakLVT)

  /// Starts a Character with the scalar whose property byte is `value`.
  @inline(__always)
  mutating func start(_ value: UInt8) {
    previous = graphemeBreakControl
    pictographic = 0
    conjunct = 0
    oddRegionalIndicator = false
    advance(value)
  }

  /// Starts a Character with an ASCII scalar of property byte `value`
  /// (no ASCII character has an InCB value or ExtPict, none is an
  /// indicator): only its class is context.
  @inline(__always)
  mutating func startAfterASCII(_ value: UInt8) {
    previous = value & graphemeBreakClassMask
    pictographic = 0
    conjunct = 0
    oddRegionalIndicator = false
  }

  /// Whether a Character boundary comes before the scalar whose property
  /// byte is `value`, and takes that scalar in.
  @inline(__always)
  mutating func isBoundary(before value: UInt8) -> Bool {
    // Other with no InCB value and no ExtPict (Han, kana, Latin…): only
    // GB9b (after Prepend) keeps it; GB4 and GB3 agree with a boundary.
    if value == 0 {
      let boundary = previous != graphemeBreakPrepend
      previous = graphemeBreakOther
      pictographic = 0
      conjunct = 0
      oddRegionalIndicator = false
      return boundary
    }
    // The classes of emoji sequences, decided with less work than the
    // general path below (the same rules).
    switch value {
    case graphemeExtendedPictographicBit:
      // Other and ExtPict (most emoji): kept only by GB9b and GB11.
      let boundary = previous != graphemeBreakPrepend && pictographic != 2
      previous = graphemeBreakOther
      pictographic = 1
      conjunct = 0
      oddRegionalIndicator = false
      return boundary
    case graphemeBreakExtend | graphemeConjunctExtend, graphemeBreakZWJ | graphemeConjunctExtend:
      // Extend or ZWJ with InCB=Extend (VS16, skin tones, ZWJ, most
      // marks): a boundary only after a control (GB4; GB9 otherwise); a
      // conjunct goes on (GB9c), an emoji goes on or reaches its ZWJ (GB11).
      let boundary = Self.bit(previous) & Self.controls != 0
      let zwj = value & graphemeBreakClassMask == graphemeBreakZWJ
      pictographic = pictographic == 1 ? (zwj ? 2 : 1) : 0
      previous = value & graphemeBreakClassMask
      oddRegionalIndicator = false
      return boundary
    default:
      return isBoundaryByTheRules(before: value)
    }
  }

  /// ``isBoundary(before:)`` for the classes it does not decide inline:
  /// every rule, out of line so that the inline cases stay small in the
  /// scanner's loop.
  @inline(never)
  mutating func isBoundaryByTheRules(before value: UInt8) -> Bool {
    let boundary = decide(value)
    advance(value)
    return boundary
  }

  /// The rules of UAX #29: GB3–GB5 (the only ones that break) first, then
  /// the rules that keep scalars together, GB6–GB13 (any order: they
  /// agree), frequent classes first, then GB999.
  @inline(__always)
  func decide(_ value: UInt8) -> Bool {
    let current = value & graphemeBreakClassMask
    let currentBit = Self.bit(current)
    // GB3: CR × LF. GB4: (Control | CR | LF) ÷. GB5: ÷ (Control | CR | LF).
    if (Self.bit(previous) | currentBit) & Self.controls != 0 {
      return !(previous == graphemeBreakCR && current == graphemeBreakLF)
    }
    // GB9: × (Extend | ZWJ). GB9a: × SpacingMark.
    if currentBit & Self.extenders != 0 { return false }
    // GB9b: Prepend ×.
    if previous == graphemeBreakPrepend { return false }
    // GB6–GB8: Hangul syllable sequences.
    if currentBit & Self.hangul != 0 {
      switch previous {
      case graphemeBreakL: return current == graphemeBreakT  // GB6: L × (L | V | LV | LVT)
      case graphemeBreakLV, graphemeBreakV: return current != graphemeBreakV && current != graphemeBreakT  // GB7
      case graphemeBreakLVT, graphemeBreakT: return current != graphemeBreakT  // GB8
      default: return true
      }
    }
    // GB9c: a consonant after a linker that follows a consonant. GB11:
    // ExtPict Extend* ZWJ × ExtPict. GB12, GB13: the second indicator of
    // a pair. GB999 otherwise.
    return !((value & graphemeConjunctMask == graphemeConjunctConsonant && conjunct == 2)
      || (value & graphemeExtendedPictographicBit != 0 && pictographic == 2)
      || (current == graphemeBreakRegionalIndicator && oddRegionalIndicator))
  }

  /// Takes in the scalar whose property byte is `value`: the contexts of
  /// GB9c, GB11 and GB12/GB13.
  @inline(__always)
  mutating func advance(_ value: UInt8) {
    let current = value & graphemeBreakClassMask
    if value & graphemeExtendedPictographicBit != 0 {
      pictographic = 1
    } else if pictographic == 1, current == graphemeBreakExtend {
      pictographic = 1
    } else if pictographic == 1, current == graphemeBreakZWJ {
      pictographic = 2
    } else {
      pictographic = 0
    }
    switch value & graphemeConjunctMask {
    case graphemeConjunctConsonant: conjunct = 1
    case graphemeConjunctLinker: if conjunct != 0 || !graphemeConjunctNeedsConsonant { conjunct = 2 }
    case graphemeConjunctExtend: break
    default: conjunct = 0
    }
    oddRegionalIndicator =
      current == graphemeBreakRegionalIndicator
      && !(previous == graphemeBreakRegionalIndicator && oddRegionalIndicator)
    previous = current
  }
}
