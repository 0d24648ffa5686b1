/// The 字数 count (``TextMetric/chineseWordCount``) over UTF-8 bytes, one
/// word segment (UAX #29 §4) at a time:
///
/// - each scalar of Script Han, Hiragana, Katakana or Bopomofo, or of
///   Word_Break Katakana (ー, the kana repeat marks), counts 1: these
///   scripts are counted per character, as Chinese and Japanese word
///   processors count them;
/// - any other segment that holds a letter or a digit (General_Category L
///   or N) is a word or a number and counts 1: UAX #29 keeps `3.14`,
///   `1,000`, `don't`, `e.g` and `iPhone15` together (WB6–WB13). A word
///   directly after another word (no space or punctuation between) adds
///   nothing: that joins the letters of scripts that UAX #29 leaves
///   unsegmented (Thai, Lao, Khmer, Myanmar) and `m²` into one word;
/// - an emoji segment (an Extended_Pictographic or regional indicator
///   start, or a keycap) counts 1;
/// - everything else (spaces, punctuation, symbols, controls) counts 0.
enum ChineseWordCount {
  /// The weight of `segment`; `afterWord` tells whether the segment before
  /// it was a word of letters or digits.
  @inline(__always)
  static func weight(of segment: WordBreaker.Segment, afterWord: Bool) -> Int {
    if segment.hasLetterOrNumber { return segment.countedEach + (afterWord ? 0 : 1) }
    if segment.countedEach > 0 { return segment.countedEach }
    return segment.isEmoji ? 1 : 0
  }

  /// The count of the `count` bytes at `base`, stopping at the first
  /// segment that takes it over `limit`: the total (up to that segment) and
  /// that segment's offset, nil when everything fits.
  package static func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> (total: Int, stop: Int?) {
    guard let base = bytes.baseAddress else { return (0, nil) }
    var total = 0
    var offset = 0
    var afterWord = false
    while offset < bytes.count {
      let segment = WordBreaker.segment(base, count: bytes.count, from: offset)
      let weight = weight(of: segment, afterWord: afterWord)
      if total > limit &- weight {
        // The segment's first scalars may still fit (a katakana or bopomofo
        // run counts per character, `_` before a word counts nothing): the
        // cut goes before the first scalar that takes the count over.
        var partial = WordBreaker.Segment()
        var scalarOffset = offset
        while scalarOffset < segment.end {
          let (scalar, length, _) = UTF8Bytes.decode(base, at: scalarOffset, count: bytes.count)
          let property = WordBreaker.property(scalar)
          let value = WordBreaker.value(property)
          var longer = partial
          if scalarOffset == offset {
            longer.isEmoji = property & wordPropertyExtendedPictographicBit != 0 || value == .regionalIndicator
          }
          longer.add(scalar, property, value)
          let partialWeight = Self.weight(of: longer, afterWord: afterWord)
          if total > limit &- partialWeight { break }
          partial = longer
          scalarOffset &+= length
        }
        return (total &+ Self.weight(of: partial, afterWord: afterWord), scalarOffset)
      }
      total &+= weight
      afterWord = segment.hasLetterOrNumber
      offset = segment.end
    }
    return (total, nil)
  }
}
