/// UCD properties beyond emoji that the package's targets share, from the
/// generated tables (`Generated/UnicodePropertyTables.swift`), so that every
/// target answers from the same Unicode version whatever the OS's standard
/// library knows. Package API: TextGaugeInput's Han class reads it.
package enum UnicodeProperties {
  /// The Unicode version of the UCD files the tables came from.
  package static var version: UnicodeVersion { tablesVersion }

  /// Whether `codePoint` has `Unified_Ideograph` (PropList.txt).
  @inline(__always)
  package static func isUnifiedIdeograph(_ codePoint: UInt32) -> Bool {
    // Nothing below Extension A; the main block answered directly.
    if codePoint < 0x3400 { return false }
    if codePoint &- 0x4E00 <= 0x9FFF - 0x4E00 { return true }
    return unifiedIdeographRanges.withUnsafeBufferPointer { inRanges(codePoint, $0) }
  }

  /// Whether `codePoint` has Script=Han (Scripts.txt): the ideographs and
  /// the other Han characters, such as 々 U+3005 and 〇 U+3007.
  /// A binary search of the generated ranges, with no range restated here
  /// (a new Unicode version may add Han characters anywhere).
  package static func isHanScript(_ codePoint: UInt32) -> Bool {
    hanScriptRanges.withUnsafeBufferPointer { inRanges(codePoint, $0) }
  }

  /// Whether `codePoint` has White_Space (PropList.txt), which
  /// `Character.isWhitespace` tests a Character's first scalar for.
  package static func isWhiteSpace(_ codePoint: UInt32) -> Bool {
    whiteSpaceRanges.withUnsafeBufferPointer { inRanges(codePoint, $0) }
  }

  /// Whether `codePoint` has Default_Ignorable_Code_Point
  /// (DerivedCoreProperties.txt): invisible when not supported (§5.21).
  package static func isDefaultIgnorable(_ codePoint: UInt32) -> Bool {
    if codePoint < 0xAD { return false }
    return defaultIgnorableRanges.withUnsafeBufferPointer { inRanges(codePoint, $0) }
  }

  /// Whether `codePoint` is unassigned in the tables' version
  /// (General_Category=Cn, noncharacters included).
  package static func isUnassigned(_ codePoint: UInt32) -> Bool {
    if codePoint < 0x378 { return false }
    return unassignedRanges.withUnsafeBufferPointer { inRanges(codePoint, $0) }
  }

  /// Whether `codePoint` is a private use character (General_Category=Co).
  package static func isPrivateUse(_ codePoint: UInt32) -> Bool {
    if codePoint < 0xE000 { return false }
    return privateUseRanges.withUnsafeBufferPointer { inRanges(codePoint, $0) }
  }

  /// Whether `codePoint` is a letter or a mark (General_Category L or M).
  package static func isLetterOrMark(_ codePoint: UInt32) -> Bool {
    letterOrMarkRanges.withUnsafeBufferPointer { inRanges(codePoint, $0) }
  }

  /// Whether `codePoint` is default-ignorable, unassigned or private use:
  /// what some guard may refuse. One load in the BMP; the range tables
  /// beyond it.
  @inline(__always)
  package static func isGuardCandidate(_ codePoint: UInt32) -> Bool {
    if codePoint <= 0xFFFF {
      return guardCandidateBMPBits.withUnsafeBufferPointer { $0[Int(codePoint &>> 6)] &>> UInt64(codePoint & 63) & 1 != 0 }
    }
    return isDefaultIgnorable(codePoint) || isUnassigned(codePoint) || isPrivateUse(codePoint)
  }

  /// Binary search over sorted `first, last` pairs.
  static func inRanges(_ codePoint: UInt32, _ pairs: UnsafeBufferPointer<UInt32>) -> Bool {
    pairs.withMemoryRebound(to: (first: UInt32, last: UInt32).self) { ranges in
      // The first range whose last code point is at or after `codePoint`.
      let index = UTF8Bytes.partitionPoint(ranges) { $0.last < codePoint }
      return index < ranges.count && ranges[index].first <= codePoint
    }
  }
}
