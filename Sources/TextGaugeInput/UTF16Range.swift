// Converting UIKit's NSRange (UTF-16 location and length) into String
// indices without Foundation, and checking String.Index ranges, so that a
// bad range becomes a rejection reason instead of a trap.

extension String {
  /// The range of `length` UTF-16 code units at `location`, or why it does
  /// not describe a part of this string. Uses the UTF-16 view's own index
  /// arithmetic, which is fast on native strings (breadcrumbs), and refuses
  /// bounds that fall inside a surrogate pair.
  func scalarAlignedRange(utf16Location location: Int, length: Int) -> Result<Range<Index>, InvalidTextRange> {
    guard location >= 0, length >= 0 else {
      return .failure(.negative(location: location, length: length))
    }
    let utf16 = self.utf16
    let count = utf16.count
    // `location + length` would overflow for NSNotFound (Int.max).
    guard location <= count, length <= count - location else {
      return .failure(.outOfBounds(location: location, length: length, utf16Count: count))
    }
    let lower = utf16.index(utf16.startIndex, offsetBy: location)
    guard lower.samePosition(in: unicodeScalars) != nil else {
      return .failure(.splitsSurrogatePair(utf16Offset: location))
    }
    let upper = utf16.index(lower, offsetBy: length)
    guard upper.samePosition(in: unicodeScalars) != nil else {
      return .failure(.splitsSurrogatePair(utf16Offset: location + length))
    }
    return .success(lower..<upper)
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
