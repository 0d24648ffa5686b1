/// The generated search index of one locale (`EmojiSearchIndexTables.swift`;
/// how tablegen builds it is documented on `EmojiSearchIndexTables` in
/// TableGenKit): per folded scalar and per letter bigram, trigram and
/// four-letter gram, the keys (names and keywords) a query holding it can
/// match, as gaps of six bits a byte; per ASCII letter, its whole result.
struct EmojiSearchIndex {
  /// One feature's posting list: bytes of `emojiSearchIndexPostings`.
  struct List {
    var start: Int
    var end: Int
    /// A scalar's list, whose values carry a match kind in two low bits.
    var isScalar: Bool
  }

  /// Letter n-grams are keyed above every scalar (tablegen's `gramBase`).
  static let gramBase: UInt32 = 0x11_0000

  let locale: Int

  init(locale: EmojiLocale) { self.locale = locale.index }

  /// The list of `feature`, nil when no key of the locale has it.
  func list(_ feature: UInt32) -> List? {
    let first = Int(emojiSearchIndexLocaleFeatures[locale])
    let end = Int(emojiSearchIndexLocaleFeatures[locale + 1])
    return emojiSearchIndexFeatures.withUnsafeBufferPointer { features in
      let slice = UnsafeBufferPointer(rebasing: features[first..<end])
      let index = UTF8Bytes.partitionPoint(slice) { $0 < feature }
      guard index < slice.count, slice[index] == feature else { return nil }
      let at = first + index
      return List(
        start: Int(emojiSearchIndexStarts[at]), end: Int(emojiSearchIndexStarts[at + 1]),
        isScalar: feature < Self.gramBase)
    }
  }

  /// Calls `body` with each key of `list` (its index among the locale's
  /// strings) and, for a scalar's list, how that scalar alone matches it
  /// (0 whole, 1 prefix, 2 substring; 0 for an n-gram's).
  @inline(__always)
  static func forEach(_ list: List, _ body: (Int, Int) -> Void) {
    emojiSearchIndexPostings.withUTF8Buffer { bytes in
      var position = list.start
      var key = -1
      let shift = list.isScalar ? 2 : 0
      let kindMask = list.isScalar ? 3 : 0
      while position < list.end {
        let value = gap(bytes, &position)
        key += 1 + value >> shift
        body(key, value & kindMask)
      }
    }
  }

  /// The gap at `position` (six bits a byte, low bits first, 0x40 on every
  /// byte but the last), moving `position` past it.
  @inline(__always)
  static func gap(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Int {
    var value = 0
    var bits = 0
    while true {
      let byte = Int(bytes[position])
      position += 1
      value |= (byte & 0x3F) << bits
      if byte & 0x40 == 0 { return value }
      bits += 6
    }
  }

  /// The result of ASCII letter `letter` alone, listed whole by tablegen:
  /// rank by rank, each in `emoji-test.txt` order.
  func letterResult(_ letter: UInt32) -> [AnnotatedEmoji] {
    let slot = locale * 26 + Int(letter - 0x61)
    return emojiSearchLetterCounts.withUnsafeBufferPointer { counts in
      let rankCounts = UnsafeBufferPointer(rebasing: counts[slot * 5..<slot * 5 + 5])
      let total = rankCounts.reduce(0) { $0 + Int($1) }
      guard total > 0 else { return [] }
      return [AnnotatedEmoji](unsafeUninitializedCapacity: total) { result, initialized in
        emojiSearchLetterOrdinals.withUTF8Buffer { bytes in
          var position = Int(emojiSearchLetterStarts[slot])
          var written = 0
          for count in rankCounts {
            var ordinal = -1
            for _ in 0..<Int(count) {
              ordinal += 1 + Self.gap(bytes, &position)
              (result.baseAddress! + written).initialize(to: AnnotatedEmoji(ordinal: ordinal))
              written += 1
            }
          }
        }
        initialized = total
      }
    }
  }

  @inline(__always)
  static func isLetter(_ value: UInt32) -> Bool { value &- 0x61 < 26 }

  /// Marks in `ranks` the emoji whose keys match the folded, non-empty
  /// `query`: a one-scalar query other than a letter (``letterResult(_:)``)
  /// from its list alone; a longer one by
  /// verifying the keys of the shortest list its features allow with the
  /// matcher (a key matching it holds every non-letter scalar of it
  /// literally, and its first two or three letters as an n-gram).
  func search(_ query: UnsafeBufferPointer<UInt32>, into ranks: inout EmojiSearchRanks) {
    let firstString = Int(emojiAnnotationLocaleStrings[locale])
    if query.count == 1 {
      guard let list = list(query[0]) else { return }
      Self.forEach(list) { key, kind in
        ranks.mark(string: firstString + key, kind: kind == 0 ? .whole : kind == 1 ? .prefix : .substring)
      }
      return
    }
    var best: List? = nil
    func consider(_ list: List) {
      if let current = best, current.end - current.start <= list.end - list.start { return }
      best = list
    }
    for scalar in query where scalar != 0x20 && !Self.isLetter(scalar) {
      guard let list = list(scalar) else { return }
      consider(list)
    }
    if Self.isLetter(query[0]), Self.isLetter(query[1]) {
      var gram = (query[0] - 0x60) * 27 + query[1] - 0x60
      if query.count > 2, Self.isLetter(query[2]) { gram = gram * 27 + query[2] - 0x60 }
      guard var gramList = list(Self.gramBase + gram) else { return }
      // Below a long trigram's list, every four-letter gram is listed.
      if gram >= 27 * 27, query.count > 3, Self.isLetter(query[3]),
        gramList.end - gramList.start > emojiSearchIndexHeavyGramBytes
      {
        guard let longer = list(Self.gramBase + gram * 27 + query[3] - 0x60) else { return }
        gramList = longer
      }
      consider(gramList)
    }
    // No feature narrows a query of letters whose second scalar is a space
    // (`a b`): every key is matched.
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: EmojiSearchMatcher.cacheSlots * 2) { cache in
      cache.initialize(repeating: 0)
      var matcher = EmojiSearchMatcher(query: query, prefilter: best == nil)
      matcher.cache = cache
      emojiAnnotationText.withUTF8Buffer { text in
        emojiAnnotationStringStarts.withUnsafeBufferPointer { starts in
          func verify(_ string: Int) {
            let bytes = UnsafeBufferPointer(rebasing: text[Int(starts[string])..<Int(starts[string + 1]) - 1])
            if let kind = matcher.match(bytes) { ranks.mark(string: string, kind: kind) }
          }
          if let best {
            Self.forEach(best) { key, _ in verify(firstString + key) }
          } else {
            for string in firstString..<Int(emojiAnnotationLocaleStrings[locale + 1]) { verify(string) }
          }
        }
      }
    }
  }
}

/// Each emoji's best rank for a query (0 a whole name, 1 a whole keyword,
/// 2 a name's prefix, 3 a keyword's prefix, 4 a substring; 0xFF none), and
/// how many emoji hold each rank, so that the result is laid out in one
/// pass.
struct EmojiSearchRanks {
  let ranks: UnsafeMutableBufferPointer<UInt8>
  /// Six counts: one per rank, the sixth for 0xFF (read by nothing).
  let counts: UnsafeMutableBufferPointer<Int>

  /// `emojiAnnotationPostingStarts` and `emojiAnnotationPostings`.
  let postingStarts: UnsafeBufferPointer<UInt32>
  let postings: UnsafeBufferPointer<UInt16>

  /// Ranks the emoji having string `string` (a name or keyword) matched so.
  @inline(__always)
  func mark(string: Int, kind: EmojiSearchMatchKind) {
    // A name's rank, and a keyword's one more (a substring: 4 for both).
    let nameRank: UInt8, keywordStep: UInt16
    switch kind {
    case .whole: (nameRank, keywordStep) = (0, 1)
    case .prefix: (nameRank, keywordStep) = (2, 1)
    case .substring: (nameRank, keywordStep) = (4, 0)
    }
    let ranks = ranks.baseAddress!, counts = counts.baseAddress!, postings = postings.baseAddress!
    let start = Int(postingStarts[string]), end = Int(postingStarts[string + 1])
    for index in start..<end {
      let posting = postings[index]
      let rank = nameRank &+ UInt8(truncatingIfNeeded: ~posting & keywordStep)
      let ordinal = Int(posting >> 1)
      let old = ranks[ordinal]
      if rank < old {
        ranks[ordinal] = rank
        counts[Int(rank)] += 1
        // 0xFF counts into the sixth slot, which nothing reads.
        counts[Int(min(old, 5))] -= 1
      }
    }
  }

  /// The emoji `body` ranks, by rank, each rank in `emoji-test.txt` order.
  ///
  /// The ranks, one byte per emoji, live on the stack where the standard
  /// library has `InlineArray` (Swift 6.2 runtimes; every Linux), so that a
  /// search allocates nothing but its result; elsewhere in a temporary
  /// allocation, which the standard library puts on the heap above 1 KB.
  /// The 8 KB on the stack leave room for the emoji of versions to come; a
  /// table of more falls back to the heap.
  static func collect(_ body: (inout EmojiSearchRanks) -> Void) -> [AnnotatedEmoji] {
    // Whole 8-byte words of the ranks are skipped while all 0xFF.
    let words = (emojiAnnotationCount + 7) / 8
    if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
      var scratch = InlineArray<8192, UInt8>(repeating: UInt8.max)
      if words * 8 <= scratch.count {
        var span = scratch.mutableSpan
        return span.withUnsafeMutableBufferPointer { ranks in
          collect(ranks: UnsafeMutableBufferPointer(rebasing: ranks[..<(words * 8)]), words: words, body)
        }
      }
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: words * 8) { ranks in
      ranks.initialize(repeating: UInt8.max)
      return collect(ranks: ranks, words: words, body)
    }
  }

  /// ``collect(_:)`` with its ranks, `words` 8-byte words all 0xFF.
  private static func collect(
    ranks: UnsafeMutableBufferPointer<UInt8>, words: Int, _ body: (inout EmojiSearchRanks) -> Void
  ) -> [AnnotatedEmoji] {
    let raw = UnsafeRawPointer(ranks.baseAddress!)
    return withUnsafeTemporaryAllocation(of: Int.self, capacity: 6) { counts in
      counts.initialize(repeating: 0)
      emojiAnnotationPostingStarts.withUnsafeBufferPointer { postingStarts in
        emojiAnnotationPostings.withUnsafeBufferPointer { postings in
          var state = EmojiSearchRanks(ranks: ranks, counts: counts, postingStarts: postingStarts, postings: postings)
          body(&state)
        }
      }
      let total = counts[0] + counts[1] + counts[2] + counts[3] + counts[4]
      guard total > 0 else { return [] }
      // Where each rank's next emoji goes.
      var next = 0
      for rank in 0..<5 {
        let count = counts[rank]
        counts[rank] = next
        next += count
      }
      return [AnnotatedEmoji](unsafeUninitializedCapacity: total) { result, initialized in
        for word in 0..<words where raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) != UInt64.max {
          for ordinal in word * 8..<min(word * 8 + 8, emojiAnnotationCount) {
            let rank = Int(ranks[ordinal])
            guard rank < 5 else { continue }
            (result.baseAddress! + counts[rank]).initialize(to: AnnotatedEmoji(ordinal: ordinal))
            counts[rank] += 1
          }
        }
        initialized = total
      }
    }
  }
}
