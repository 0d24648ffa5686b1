/// Word boundaries (UAX #29 §4, "Word Boundaries"), over UTF-8 bytes: the
/// rules WB1–WB999 of §4.1.1 applied from a segment's start to its end in
/// one forward pass, with the property of each scalar from the generated
/// `WordBreakTables.swift` (Word_Break, Extended_Pictographic and the
/// properties of the 字数 metric in one byte).
///
/// Linear: every scalar is decoded once, plus once more for the scalars a
/// look-ahead of WB6, WB7b or WB12 skips (the Extend, Format and ZWJ after
/// one mid-word punctuation scalar, which no other look-ahead reaches).
/// Nothing is allocated.
///
/// A segment starts at a boundary, and every rule that looks behind a
/// boundary candidate (WB7, WB7c, WB11, WB15/16) is decided by what lies
/// between the segment's start and the candidate: WB7, WB7c and WB11 only
/// join what WB6, WB7b and WB12 joined before them, and WB15/16 pair
/// regional indicators from a boundary. So a segmenter that starts at any
/// boundary finds the same boundaries as one that started at the text's
/// start.
package enum WordBreaker {
  /// One segment: where it ends, and what the 字数 metric and ``StringProtocol/words``
  /// need to know of it.
  struct Segment {
    /// The offset just past the segment.
    package var end = 0
    /// Scalars of the scripts 字数 counts one each (Han, kana, bopomofo).
    var countedEach = 0
    /// Whether it holds a letter or a digit other than those.
    var hasLetterOrNumber = false
    /// Whether it is an emoji: it starts with an Extended_Pictographic
    /// scalar or a regional indicator, or holds U+20E3 COMBINING ENCLOSING
    /// KEYCAP (UTS #51 ED-14c, a keycap's base is not pictographic).
    package var isEmoji = false

    /// Whether it is a word: it holds a letter or a digit (Han and kana
    /// included).
    var isWord: Bool { hasLetterOrNumber || countedEach > 0 }

    @inline(__always)
    mutating func add(_ scalar: UInt32, _ property: UInt8, _ value: WordBreak) {
      if property & wordPropertyCountsEachBit != 0 {
        countedEach &+= 1
      } else if property & wordPropertyLetterOrNumberBit != 0 || value == .aLetter || value == .hebrewLetter
        || value == .numeric
      {
        hasLetterOrNumber = true
      }
      if scalar == 0x20E3 { isEmoji = true }
    }
  }

  /// The word property byte of any code point 0…10FFFF.
  @inline(__always)
  package static func property(_ codePoint: UInt32) -> UInt8 { WordPropertyTable.value(of: codePoint) }

  @inline(__always)
  static func value(_ property: UInt8) -> WordBreak {
    // Every code the generator writes in the low bits is a case of WordBreak.
    WordBreak(rawValue: property & wordPropertyValueMask) ?? .other
  }

  /// The Word_Break value of `codePoint` (UAX #29 §4.1, Table 3).
  package static func wordBreak(_ codePoint: UInt32) -> WordBreak { value(property(codePoint)) }

  /// The segment that starts at `start` (a word boundary, `start < count`)
  /// of the `count` bytes at `base`. Ill-formed bytes read as U+FFFD
  /// (Word_Break Other), as `String(decoding:as:)` reads them.
  static func segment(_ base: UnsafePointer<UInt8>, count: Int, from start: Int) -> Segment {
    var segment = Segment()
    var (scalar, length, _) = UTF8Bytes.decode(base, at: start, count: count)
    var property = property(scalar)
    let first = value(property)
    segment.isEmoji = property & wordPropertyExtendedPictographicBit != 0 || first == .regionalIndicator
    segment.add(scalar, property, first)
    var offset = start &+ length
    switch first {
    case .cr:
      // WB3: CR × LF; WB3a: break after a newline.
      if offset < count, base[offset] == 0x0A { offset &+= 1 }
      segment.end = offset
      return segment
    case .lf, .newline:
      segment.end = offset  // WB3a
      return segment
    default: break
    }
    // The scalar just before `offset`, for the rules on adjacent scalars
    // (WB3c, WB3d); the last two that WB4 does not ignore (X (Extend |
    // Format | ZWJ)* → X), for the others. Before the first there is
    // nothing (sot), which no rule looks for: `.other` stands for it.
    var previousScalarValue = first
    var previous = first
    var beforePrevious = WordBreak.other
    // Regional indicators since the last scalar that was neither one nor
    // ignored (WB15, WB16).
    var regionalIndicators = first == .regionalIndicator ? 1 : 0
    while offset < count {
      (scalar, length, _) = UTF8Bytes.decode(base, at: offset, count: count)
      property = Self.property(scalar)
      let current = value(property)
      let next = offset &+ length
      let ignored: Bool
      switch current {
      case .cr, .lf, .newline:
        segment.end = offset  // WB3b
        return segment
      case .extend, .format, .zwj:
        // WB4 (WB3c and WB3d concern Extended_Pictographic and WSegSpace,
        // neither of which is ignored).
        ignored = true
      default:
        ignored = false
        if previousScalarValue == .zwj, property & wordPropertyExtendedPictographicBit != 0 {
          break  // WB3c
        }
        if previousScalarValue == .wSegSpace, current == .wSegSpace { break }  // WB3d
        guard
          joins(
            beforePrevious, previous, current, regionalIndicators: regionalIndicators,
            following: { effectiveValue(base, count: count, from: next) })
        else {
          segment.end = offset  // WB999
          return segment
        }
      }
      segment.add(scalar, property, current)
      previousScalarValue = current
      if !ignored {
        regionalIndicators = current == .regionalIndicator ? regionalIndicators &+ 1 : 0
        beforePrevious = previous
        previous = current
      }
      offset = next
    }
    segment.end = count  // WB2
    return segment
  }

  /// The Word_Break value of the first scalar at or after `offset` that WB4
  /// does not ignore; nil at the end of the text (eot).
  static func effectiveValue(_ base: UnsafePointer<UInt8>, count: Int, from offset: Int) -> WordBreak? {
    var offset = offset
    while offset < count {
      let (scalar, length, _) = UTF8Bytes.decode(base, at: offset, count: count)
      let current = wordBreak(scalar)
      switch current {
      case .extend, .format, .zwj: offset &+= length
      default: return current
      }
    }
    return nil
  }

  /// Rules WB5–WB16 between `previous` and `current` (both not ignored by
  /// WB4), `beforePrevious` being the one before `previous` and `following`
  /// the one after `current`, asked only by the rules that look ahead.
  @inline(__always)
  static func joins(
    _ beforePrevious: WordBreak, _ previous: WordBreak, _ current: WordBreak, regionalIndicators: Int,
    following: () -> WordBreak?
  ) -> Bool {
    switch (previous, current) {
    case (.aLetter, .aLetter), (.aLetter, .hebrewLetter), (.hebrewLetter, .aLetter), (.hebrewLetter, .hebrewLetter):
      return true  // WB5
    case (.aLetter, .midLetter), (.aLetter, .midNumLet), (.aLetter, .singleQuote),
      (.hebrewLetter, .midLetter), (.hebrewLetter, .midNumLet):
      return following().map(isAHLetter) ?? false  // WB6
    case (.hebrewLetter, .singleQuote):
      return true  // WB7a (WB6 would join it too when a letter follows)
    case (.midLetter, .aLetter), (.midLetter, .hebrewLetter), (.midNumLet, .aLetter), (.midNumLet, .hebrewLetter),
      (.singleQuote, .aLetter), (.singleQuote, .hebrewLetter):
      return isAHLetter(beforePrevious)  // WB7
    case (.hebrewLetter, .doubleQuote):
      return following() == .hebrewLetter  // WB7b
    case (.doubleQuote, .hebrewLetter):
      return beforePrevious == .hebrewLetter  // WB7c
    case (.numeric, .numeric), (.aLetter, .numeric), (.hebrewLetter, .numeric), (.numeric, .aLetter),
      (.numeric, .hebrewLetter):
      return true  // WB8, WB9, WB10
    case (.midNum, .numeric), (.midNumLet, .numeric), (.singleQuote, .numeric):
      return beforePrevious == .numeric  // WB11
    case (.numeric, .midNum), (.numeric, .midNumLet), (.numeric, .singleQuote):
      return following() == .numeric  // WB12
    case (.katakana, .katakana):
      return true  // WB13
    case (.aLetter, .extendNumLet), (.hebrewLetter, .extendNumLet), (.numeric, .extendNumLet),
      (.katakana, .extendNumLet), (.extendNumLet, .extendNumLet):
      return true  // WB13a
    case (.extendNumLet, .aLetter), (.extendNumLet, .hebrewLetter), (.extendNumLet, .numeric),
      (.extendNumLet, .katakana):
      return true  // WB13b
    case (.regionalIndicator, .regionalIndicator):
      return regionalIndicators & 1 == 1  // WB15, WB16: pairs from the run's start
    default:
      return false  // WB999
    }
  }

  @inline(__always)
  static func isAHLetter(_ value: WordBreak) -> Bool { value == .aLetter || value == .hebrewLetter }
}
