// The top-level domains of twitter-text's URL recognition: a binary search
// of the generated `topLevelDomainScalars` (Data/tld, sorted by scalar
// values), the longest domain first.

enum TopLevelDomains {
  /// The end of the longest top-level domain at `start` of `text` that is
  /// followed by the end of `text` (or of `end`) or by a character that is
  /// not `[0-9a-zA-Z@+-]` (twitter-text's lookahead after a domain), with
  /// ASCII letters compared without case; nil when none is.
  ///
  /// twitter-text tries its lists as an alternation in list order; the
  /// generator refuses lists in which a domain precedes a longer one it
  /// begins, so the longest match is the alternation's.
  package static func match<Text: ScalarText>(in text: Text, at start: Int, end: Int) -> Int? {
    // A domain holds only domain characters (letters): no candidate reaches
    // past the first other character.
    var length = 0
    let longest = Swift.min(topLevelDomainLongest, end - start)
    while length < longest, URLCharacters.isDomain(text[start + length]) { length += 1 }
    while length > 0 {
      let stop = start + length
      if stop == end || !URLCharacters.blocksDomainEnd(text[stop]), contains(text[start..<stop]) { return stop }
      length -= 1
    }
    return nil
  }

  /// Whether `candidate`, lowercased, is a listed domain: a binary search
  /// comparing scalars by hand (no generic sequence comparison per step).
  static func contains(_ candidate: some Collection<UInt32>) -> Bool {
    var key = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0) as (
      UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
      UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32
    )
    let length = candidate.count
    guard length <= MemoryLayout.size(ofValue: key) / 4 else { return false }
    return withUnsafeMutableBytes(of: &key) { raw in
      let key = raw.bindMemory(to: UInt32.self)
      for (i, c) in candidate.enumerated() { key[i] = URLCharacters.lowercased(c) }
      return topLevelDomainStarts.withUnsafeBufferPointer { starts in
        topLevelDomainScalars.withUnsafeBufferPointer { scalars in
          // The sign of domain `i` compared with the key.
          func compare(_ i: Int) -> Int {
            let start = Int(starts[i])
            let count = Int(starts[i + 1]) - start
            for j in 0..<Swift.min(count, length) where scalars[start + j] != key[j] {
              return scalars[start + j] < key[j] ? -1 : 1
            }
            return count - length
          }
          var low = 0
          var high = starts.count - 1
          while low < high {
            let middle = (low + high) / 2
            let order = compare(middle)
            if order == 0 { return true }
            if order < 0 { low = middle + 1 } else { high = middle }
          }
          return false
        }
      }
    }
  }
}
