// Converting UIKit's NSRange (UTF-16 location and length) into String
// indices without Foundation, and checking String.Index ranges, so that a
// bad range becomes a rejection reason instead of a trap.
//
// Why not `String.UTF16View`: on a native non-ASCII String, `utf16.count`,
// `utf16.index(_:offsetBy:)` and `utf16.distance` build the string's UTF-16
// breadcrumbs the first time (a pass over the whole text plus 3 allocations).
// A text field's text is a new String after every keystroke, so every
// keystroke would pay that: about 0.65 of a measurement of the field
// (Benchmarks/RESULTS.md). Instead the byte core counts the UTF-16 units of
// the contiguous UTF-8 up to the location, 16 bytes at a time
// (`UTF8Bytes.utf16Prefix`, the scan that `TextMetric.utf16` measures with),
// and the caret of an adjusted edit is `UTF8Bytes.utf16Count` of the text
// before it (`utf16Count`).

import TextGauge

extension String {
  /// The range of `length` UTF-16 code units at `location`, or why it does
  /// not describe a part of this string: a negative value, an end past the
  /// text (NSNotFound included), or a bound inside a surrogate pair.
  /// Reads the text only up to `location + length` unless it is out of
  /// bounds, and allocates nothing.
  func scalarAlignedRange(utf16Location location: Int, length: Int) -> Result<Range<Index>, InvalidTextRange> {
    guard location >= 0, length >= 0 else {
      return .failure(.negative(location: location, length: length))
    }
    let utf8Offsets = utf8.withContiguousStorageIfAvailable { bytes in
      utf8Range(utf16Location: location, length: length, in: bytes)
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
    findUTF16Range(location: location, length: length, from: unicodeScalars.startIndex) { index in
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
    utf8.withContiguousStorageIfAvailable { UTF8Bytes.utf16Count($0, wellFormed: true) }
      ?? unicodeScalars.reduce(0) { count, scalar in count + scalar.utf16.count }
  }
}

/// The UTF-8 offsets of UTF-16 offsets `location` and `location + length`
/// in the well-formed UTF-8 `bytes` (or why there are none, checked in the
/// order of `findUTF16Range`: bounds before
/// surrogate pairs). Two `UTF8Bytes.utf16Prefix` scans: to the location, and
/// from there to its end.
private func utf8Range(
  utf16Location location: Int, length: Int, in bytes: UnsafeBufferPointer<UInt8>
) -> Result<Range<Int>, InvalidTextRange> {
  // `location + length` overflows for NSNotFound (Int.max): past any text.
  let (sum, overflow) = location.addingReportingOverflow(length)
  let end = overflow ? Int.max : sum
  var (units, lower) = UTF8Bytes.utf16Prefix(bytes, units: location, wellFormed: true)
  if units < location {
    guard lower < bytes.count else {
      return .failure(.outOfBounds(location: location, length: length, utf16Count: units))
    }
    // Inside the surrogate pair of the next scalar: step past it, as the
    // scalar walk does, to check the end's bounds first.
    units += 2
    lower += 4
  }
  let lowerSplitsPair = units > location
  var upper = lower
  if end > units {
    let (more, size) = UTF8Bytes.utf16Prefix(
      UnsafeBufferPointer(rebasing: bytes[lower...]), units: end - units, wellFormed: true)
    units += more
    upper += size
    if units < end {
      guard upper < bytes.count else {
        return .failure(.outOfBounds(location: location, length: length, utf16Count: units))
      }
      units += 2
      upper += 4
    }
  }
  if lowerSplitsPair { return .failure(.splitsSurrogatePair(utf16Offset: location)) }
  if units > end { return .failure(.splitsSurrogatePair(utf16Offset: end)) }
  return .success(lower..<upper)
}

/// The positions of UTF-16 offsets `location` and `location + length`
/// (or why there are none: see ``InvalidTextRange``), walking from `start`:
/// `next(position)` gives the position after one scalar and its UTF-16
/// units, or nil at the end of the text. Stops at the end of the range; only when the text ends before it does
/// the walk reach the end, which gives the text's UTF-16 count for the
/// error. Bounds are checked before surrogate pairs, as `String.UTF16View`
/// did.
@inline(__always)
private func findUTF16Range<Position: Comparable>(
  location: Int, length: Int, from start: Position, next: (Position) -> (Position, utf16Count: Int)?
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
      guard let (after, count) = next(position) else { return false }
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
