import TextGauge

/// The answers tablegen ranks ahead (`emojiSearchRanked`; how it builds
/// them is documented on `EmojiSearchIndexTables.rankedAnswers` in
/// TableGenKit): for one letter, two letters and two letters with a space
/// between them, per scope (a given locale, or none), the search's result
/// where skin tones fold, wherever its slots answer it from summaries of
/// many records (1,000–2,000 a slot for a common letter, in four slots):
/// applying those and ordering some thousand emoji cost a search more than
/// its budget, and the answer is a function of the data alone.
enum EmojiSearchRanked {
  /// The ranked answer of the folded `query` searched in `locale` (nil:
  /// none given) where skin tones fold, or nil where tablegen ranked none:
  /// the index answers it as usual.
  static func answer(_ query: UnsafeBufferPointer<UInt32>, locale: EmojiLocale?) -> [AnnotatedEmoji]? {
    guard let feature = feature(of: query) else { return nil }
    // A scope's slots follow from the locale alone for a query of letters
    // (`EmojiSearchScope`): none given searches `en` and the pinyin slots.
    let scope = UInt32(locale?.index ?? emojiAnnotationLocales.count)
    let key = scope << emojiSearchRankedScopeShift | feature
    let found = emojiSearchRankedKeys.withUnsafeBufferPointer { keys -> Int? in
      let index = UTF8Bytes.partitionPoint(keys) { $0 < key }
      return index < keys.count && keys[index] == key ? index : nil
    }
    guard let found else { return nil }
    let count = Int(emojiSearchRankedCounts[found])
    var position = Int(emojiSearchRankedStarts[found])
    return emojiSearchRanked.withUTF8Buffer { bytes in
      [AnnotatedEmoji](unsafeUninitializedCapacity: count) { result, initialized in
        var ordinal = -1
        for index in 0..<count {
          let step = EmojiSearchIndex.gap(bytes, &position)
          ordinal += step & 1 == 0 ? 1 + step >> 1 : -1 - step >> 1
          (result.baseAddress! + index).initialize(to: AnnotatedEmoji(ordinal: ordinal))
        }
        initialized = count
      }
    }
  }

  /// The feature a ranked answer is keyed by: a letter; two letters as a
  /// bigram; a letter, a space and a letter as a spaced bigram (the
  /// index's keys for them); nil for any other query.
  static func feature(of query: UnsafeBufferPointer<UInt32>) -> UInt32? {
    let isLetter = EmojiSearchIndex.isLetter
    switch query.count {
    case 1 where isLetter(query[0]):
      return query[0]
    case 2 where isLetter(query[0]) && isLetter(query[1]):
      return EmojiSearchIndex.gramBase + (query[0] - 0x60) * 27 + query[1] - 0x60
    case 3 where isLetter(query[0]) && query[1] == 0x20 && isLetter(query[2]):
      return emojiSearchIndexSpacedBigramBase + (query[0] - 0x60) * 27 + query[2] - 0x60
    default:
      return nil
    }
  }
}
