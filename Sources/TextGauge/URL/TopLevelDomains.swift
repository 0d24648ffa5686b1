// The top-level domains of twitter-text's URL recognition: a binary search
// of the generated `topLevelDomainScalars` (Data/tld, sorted by scalar
// values), the longest domain first.

package enum TopLevelDomains {
  /// The end of the longest top-level domain at `start` of `text` that is
  /// followed by the end of `text` (or of `end`) or by a character that is
  /// not `[0-9a-zA-Z@+-]` (twitter-text's lookahead after a domain), with
  /// ASCII letters compared without case; nil when none is.
  ///
  /// twitter-text tries its lists as an alternation in list order; the
  /// generator refuses lists in which a domain precedes a longer one it
  /// begins, so the longest match is the alternation's.
  package static func match(in text: [UInt32], at start: Int, end: Int) -> Int? {
    var length = Swift.min(topLevelDomainLongest, end - start)
    while length > 0 {
      let stop = start + length
      if stop == end || !URLCharacters.blocksDomainEnd(text[stop]), contains(text[start..<stop]) { return stop }
      length -= 1
    }
    return nil
  }

  /// Whether `candidate`, lowercased, is a listed domain.
  static func contains(_ candidate: ArraySlice<UInt32>) -> Bool {
    let key = candidate.map(URLCharacters.lowercased)
    return topLevelDomainStarts.withUnsafeBufferPointer { starts in
      topLevelDomainScalars.withUnsafeBufferPointer { scalars in
        let count = starts.count - 1
        let index = partition(count) { i in
          scalars[Int(starts[i])..<Int(starts[i + 1])].lexicographicallyPrecedes(key)
        }
        guard index < count else { return false }
        return scalars[Int(starts[index])..<Int(starts[index + 1])].elementsEqual(key)
      }
    }
  }

  /// The first `i` in `0..<count` for which `isBefore(i)` is false.
  private static func partition(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(middle) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
