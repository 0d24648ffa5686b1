// Converting UIKit's NSRange (UTF-16 location and length) into String
// indices without Foundation, and checking String.Index ranges, so that a
// bad range becomes a rejection reason instead of a trap.
//
// Why not `String.UTF16View`: on a native non-ASCII String, `utf16.count`,
// `utf16.index(_:offsetBy:)` and `utf16.distance` build the string's UTF-16
// breadcrumbs the first time (a pass over the whole text plus 3 allocations).
// A text field's text is a new String after every keystroke, so every
// keystroke would pay that: about 0.65 of a measurement of the field
// (Benchmarks/RESULTS.md). Instead we walk the UTF-8 once, up to the edit
// (64 bytes at a time while far from it), counting the UTF-16 code units of
// each scalar from its UTF-8 lead byte: sequences of 1-3 bytes
// (U+0000–U+FFFF) are 1 unit, 4 bytes (a surrogate pair) are 2. The same
// count gives the caret of an adjusted edit (`utf16Count`).

extension String {
  /// The range of `length` UTF-16 code units at `location`, or why it does
  /// not describe a part of this string: a negative value, an end past the
  /// text (NSNotFound included), or a bound inside a surrogate pair.
  /// Walks the text only up to `location + length` unless it is out of
  /// bounds, and allocates nothing.
  func scalarAlignedRange(utf16Location location: Int, length: Int) -> Result<Range<Index>, InvalidTextRange> {
    let utf8Offsets = utf8.withContiguousStorageIfAvailable { bytes in
      findUTF16Range(location: location, length: length, from: 0) { offset, wanted in
        guard offset < bytes.count else { return nil }
        // Far from the target, 64 bytes at a time (at most 65 units: a 4-byte
        // lead as the last byte counts 2); this may stop inside a scalar,
        // whose continuation bytes then count 0 below.
        if wanted > 65, bytes.count - offset >= 64 {
          return (offset + 64, countUTF16Units(inUTF8: UnsafeBufferPointer(rebasing: bytes[offset..<offset + 64])))
        }
        switch bytes[offset] {
        case ..<0x80: return (offset + 1, 1)
        case ..<0xC0: return (offset + 1, 0)  // continuation byte
        case ..<0xE0: return (offset + 2, 1)
        case ..<0xF0: return (offset + 3, 1)
        default: return (offset + 4, 2)
        }
      }
    }
    guard let utf8Offsets else {
      return scalarAlignedRangeWalkingScalars(utf16Location: location, length: length)
    }
    // UTF-8 offsets to indices: O(1) on a native String.
    return utf8Offsets.map { offsets in
      let lower = utf8.index(startIndex, offsetBy: offsets.lowerBound)
      return lower..<utf8.index(lower, offsetBy: offsets.count)
    }
  }

  /// ``scalarAlignedRange(utf16Location:length:)`` for a string without
  /// contiguous UTF-8 (a lazily bridged NSString on Apple platforms).
  func scalarAlignedRangeWalkingScalars(utf16Location location: Int, length: Int) -> Result<Range<Index>, InvalidTextRange> {
    findUTF16Range(location: location, length: length, from: unicodeScalars.startIndex) { index, _ in
      guard index < unicodeScalars.endIndex else { return nil }
      return (unicodeScalars.index(after: index), unicodeScalars[index].utf16.count)
    }
  }

  /// `range` when both bounds are within this string and on Unicode scalar
  /// boundaries, else nil.
  func scalarAlignedRange(_ range: Range<Index>) -> Range<Index>? {
    guard range.lowerBound >= startIndex, range.upperBound <= endIndex,
          let lower = range.lowerBound.samePosition(in: unicodeScalars),
          let upper = range.upperBound.samePosition(in: unicodeScalars)
    else { return nil }
    return lower..<upper
  }
}

extension StringProtocol {
  /// `utf16.count`, counted from the UTF-8 so as not to build breadcrumbs
  /// (see the top of this file).
  var utf16Count: Int {
    utf8.withContiguousStorageIfAvailable(countUTF16Units(inUTF8:))
      ?? unicodeScalars.reduce(0) { count, scalar in count + scalar.utf16.count }
  }
}

/// The UTF-16 code units of the scalars whose UTF-8 lead byte is in `bytes`:
/// one per byte that is not a continuation byte (10xxxxxx), one more per
/// 4-byte lead (11110xxx). Eight bytes at a time (about 4× a byte loop, which
/// the compiler does not vectorize well).
private func countUTF16Units(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
  let raw = UnsafeRawBufferPointer(bytes)
  let highBits: UInt64 = 0x8080_8080_8080_8080
  var count = 0
  var offset = 0
  while raw.count - offset >= 8 {
    let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    // The high bit of each byte: set for 10xxxxxx, and for 11110xxx.
    let continuations = word & ~(word << 1) & highBits
    let fourByteLeads = word & (word << 1) & (word << 2) & (word << 3) & highBits
    let unitsPerByte = ((continuations ^ highBits) >> 7) + (fourByteLeads >> 7)  // 0, 1 or 2
    count &+= Int(truncatingIfNeeded: (unitsPerByte &* 0x0101_0101_0101_0101) >> 56)  // their sum
    offset += 8
  }
  for byte in bytes[offset...] {
    count &+= (byte & 0xC0 != 0x80 ? 1 : 0) &+ (byte >= 0xF0 ? 1 : 0)
  }
  return count
}

/// The positions of UTF-16 offsets `location` and `location + length`
/// (or why there are none: see ``InvalidTextRange``), walking from `start`:
/// `next(position, wanted)` gives a later position and the UTF-16 units
/// passed, or nil at the end of the text: one scalar, or (UTF-8) a run of
/// bytes that passes fewer than the `wanted` units left to the target.
/// Stops at the end of the range; only when the text ends before it does
/// the walk reach the end, which gives the text's UTF-16 count for the
/// error. Bounds are checked before surrogate pairs, as `String.UTF16View`
/// did.
@inline(__always)
private func findUTF16Range<Position: Comparable>(
  location: Int, length: Int, from start: Position, next: (Position, _ wanted: Int) -> (Position, utf16Count: Int)?
) -> Result<Range<Position>, InvalidTextRange> {
  guard location >= 0, length >= 0 else {
    return .failure(.negative(location: location, length: length))
  }
  var position = start
  var units = 0
  /// Moves past the scalars that start before UTF-16 offset `target`;
  /// false if the text ends first.
  func walk(to target: Int) -> Bool {
    while units < target {
      guard let (after, count) = next(position, target - units) else { return false }
      position = after
      units += count
    }
    return true
  }
  // `location + length` overflows for NSNotFound (Int.max): past any text.
  let (sum, overflow) = location.addingReportingOverflow(length)
  let end = overflow ? Int.max : sum
  guard walk(to: location) else {
    return .failure(.outOfBounds(location: location, length: length, utf16Count: units))
  }
  let lower = position
  let lowerSplitsPair = units > location
  guard walk(to: end) else {
    return .failure(.outOfBounds(location: location, length: length, utf16Count: units))
  }
  if lowerSplitsPair { return .failure(.splitsSurrogatePair(utf16Offset: location)) }
  if units > end { return .failure(.splitsSurrogatePair(utf16Offset: end)) }
  return .success(lower..<position)
}
