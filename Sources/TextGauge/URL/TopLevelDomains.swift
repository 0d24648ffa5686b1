// The top-level domains of twitter-text's URL recognition: a binary search
// of the generated `topLevelDomainUTF8` (Data/tld, sorted by scalar values,
// which is the order of their UTF-8), the longest domain first.

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

  /// The length of the longest run of domain characters at `start` (before
  /// `end`) that, lowercased, begins a listed domain: `match` at `start`
  /// gives the same answer in every text that holds the scalar after it.
  static func listedPrefixLength<Text: ScalarText>(in text: Text, at start: Int, end: Int) -> Int {
    var length = 0
    while start + length < end, length < topLevelDomainLongest, URLCharacters.isDomain(text[start + length]),
      contains(text[start..<start + length + 1], asPrefix: true)
    {
      length += 1
    }
    return length
  }

  /// Whether `candidate`, lowercased, is a listed domain (or begins one,
  /// `asPrefix`): a binary search comparing UTF-8 by hand (no generic
  /// sequence comparison per step).
  static func contains(_ candidate: some Collection<UInt32>, asPrefix: Bool = false) -> Bool {
    var key = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0) as (
      UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
      UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32
    )
    // At most 4 bytes a scalar: the key's 96 bytes hold 24 scalars.
    guard candidate.count <= MemoryLayout.size(ofValue: key) / 4 else { return false }
    return withUnsafeMutableBytes(of: &key) { key in
      var length = 0
      for c in candidate {
        UTF8Bytes.forEachByte(of: URLCharacters.lowercased(c)) { byte in
          key[length] = byte
          length += 1
        }
      }
      return topLevelDomainStarts.withUnsafeBufferPointer { starts in
        topLevelDomainUTF8.withUnsafeBufferPointer { bytes in
          // The sign of domain `i` compared with the key.
          func compare(_ i: Int) -> Int {
            let start = Int(starts[i])
            let count = Int(starts[i + 1]) - start
            for j in 0..<Swift.min(count, length) where bytes[start + j] != key[j] {
              return bytes[start + j] < key[j] ? -1 : 1
            }
            return asPrefix && count > length ? 0 : count - length
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
