extension AnnotatedEmoji {
  /// The RGI emoji whose name or keywords in `locale` match `query`, best
  /// first: a whole name, a whole keyword, a name's prefix, a keyword's
  /// prefix, a substring of either; within a rank, `emoji-test.txt` order.
  ///
  /// ```swift
  /// AnnotatedEmoji.search("笑", locale: .chinese).first?.string       // "😄": the first emoji with the keyword 笑
  /// AnnotatedEmoji.search("開心", locale: .chinese).map(\.string) == AnnotatedEmoji.search("开心", locale: .chinese).map(\.string)   // true
  /// AnnotatedEmoji.search("kaixin", locale: .chinese).isEmpty       // false
  /// AnnotatedEmoji.search("Thumbs Up").first?.string               // "👍"
  /// AnnotatedEmoji.search("  ")                                    // []
  /// ```
  ///
  /// Matching, the same for names and keywords:
  /// - ASCII letters match without case.
  /// - Han characters match their simplified and traditional forms alike
  ///   (Unihan's kSimplifiedVariant: 開 finds 开).
  /// - A Han character of a name or keyword also matches its Mandarin
  ///   reading (Unihan's kMandarin, every reading of a polyphone) as a full
  ///   syllable with or without tone marks (`xiao`, `xiào`), as its initial
  ///   (`x`, or `zh`/`ch`/`sh`), and, last in the query, as the start of a
  ///   syllable; `ü` is typed `v`. So `kaixin`, `kai xin`, `kx`, `kai心`
  ///   and `kaix` all find 开心. A space in the query may fall between
  ///   syllables.
  /// - An empty or all-whitespace query finds nothing.
  ///
  /// Nothing is allocated but the result (on Linux and Apple's OS 26
  /// runtimes; older Apple runtimes also allocate a 4 KB scratch). A query longer than
  /// ``maximumQueryLength`` scalars finds nothing.
  public static func search(_ query: some StringProtocol, locale: EmojiLocale = .english) -> [AnnotatedEmoji] {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: maximumQueryLength) { queryBuffer in
      let queryCount = EmojiSearchMatcher.fold(query: query, into: queryBuffer)
      guard queryCount > 0 else { return [] }
      let folded = UnsafeBufferPointer(rebasing: queryBuffer[..<queryCount])
      let index = EmojiSearchIndex(locale: locale)
      if queryCount == 1, EmojiSearchIndex.isLetter(folded[0]) { return index.letterResult(folded[0]) }
      return EmojiSearchRanks.collect { ranks in index.search(folded, into: &ranks) }
    }
  }

  /// What ``search(_:locale:)`` returns, found by matching every key of the
  /// locale instead of the index's candidates: the reference the index is
  /// tested against.
  static func searchByScanning(_ query: some StringProtocol, locale: EmojiLocale = .english) -> [AnnotatedEmoji] {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: maximumQueryLength) { queryBuffer in
      let queryCount = EmojiSearchMatcher.fold(query: query, into: queryBuffer)
      guard queryCount > 0 else { return [] }
      let folded = UnsafeBufferPointer(rebasing: queryBuffer[..<queryCount])
      return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: emojiAnnotationCount) { ranks in
        ranks.initialize(repeating: UInt8.max)
        var matcher = EmojiSearchMatcher(query: folded)
        let first = Int(emojiAnnotationLocaleStrings[locale.index])
        let end = Int(emojiAnnotationLocaleStrings[locale.index + 1])
        var found = 0
        emojiAnnotationText.withUTF8Buffer { text in
          emojiAnnotationStringStarts.withUnsafeBufferPointer { starts in
            emojiAnnotationPostings.withUnsafeBufferPointer { postings in
              emojiAnnotationPostingStarts.withUnsafeBufferPointer { postingStarts in
                for string in first..<end {
                  let bytes = UnsafeBufferPointer(rebasing: text[Int(starts[string])..<Int(starts[string + 1]) - 1])
                  guard let kind = matcher.match(bytes) else { continue }
                  for posting in postings[Int(postingStarts[string])..<Int(postingStarts[string + 1])] {
                    let isName = posting & 1 == 1
                    let rank: UInt8
                    switch kind {
                    case .whole: rank = isName ? 0 : 1
                    case .prefix: rank = isName ? 2 : 3
                    case .substring: rank = 4
                    }
                    let ordinal = Int(posting >> 1)
                    if ranks[ordinal] == UInt8.max { found += 1 }
                    if rank < ranks[ordinal] { ranks[ordinal] = rank }
                  }
                }
              }
            }
          }
        }
        var result: [AnnotatedEmoji] = []
        result.reserveCapacity(found)
        for rank in 0...UInt8(4) {
          for ordinal in 0..<emojiAnnotationCount where ranks[ordinal] == rank {
            result.append(AnnotatedEmoji(ordinal: ordinal))
          }
        }
        return result
      }
    }
  }

  /// The most scalars a search query may have.
  ///
  /// ```swift
  /// AnnotatedEmoji.maximumQueryLength   // 64
  /// ```
  public static let maximumQueryLength = 64
}

/// How a query matches one name or keyword.
enum EmojiSearchMatchKind {
  case whole, prefix, substring
}

/// Matches a folded query against names and keywords, folding each as it
/// goes: ASCII case, Han characters to their simplified form, and Han
/// characters read as pinyin (see ``AnnotatedEmoji/search(_:locale:)``).
struct EmojiSearchMatcher {
  let query: UnsafeBufferPointer<UInt32>
  /// Whether the query can only match literally (no ASCII letter: no
  /// pinyin), so that a key without its first scalar is skipped at once.
  var literalOnly: Bool
  /// Whether the query has an ASCII letter, which may match a reading.
  let hasLetters: Bool
  /// Where `match` keeps the fold and reading span of Han characters it
  /// has met (``cacheSlots`` pairs of words, zeroed), if anywhere.
  var cache: UnsafeMutableBufferPointer<UInt64>? = nil
  /// A power of two: 64 slots of 16 bytes stay within what a temporary
  /// allocation keeps on the stack (1 KB).
  static let cacheSlots = 64
  /// The longest name or keyword matched; longer ones are skipped.
  static let keyCapacity = 96

  /// The scalars that fold to the query's first one (itself first; up to
  /// four: a simplified character has at most a few traditional forms).
  var firstForms: (UInt32, UInt32, UInt32, UInt32)

  /// With `prefilter` false (keys the index already narrowed), every key
  /// is matched in full.
  init(query: UnsafeBufferPointer<UInt32>, prefilter: Bool = true) {
    self.query = query
    hasLetters = query.contains { (0x61...0x7A).contains($0) }
    let first = query[0]
    firstForms = (first, first, first, first)
    guard prefilter else {
      literalOnly = false
      return
    }
    literalOnly = !hasLetters
    var count = 1
    if first >= 0x2E80 {
      for index in emojiSearchFoldTo.indices where emojiSearchFoldTo[index] == first {
        // More forms than kept: no pre-filter.
        if count == 4 { literalOnly = false }
        switch count {
        case 1: firstForms.1 = emojiSearchFoldFrom[index]
        case 2: firstForms.2 = emojiSearchFoldFrom[index]
        case 3: firstForms.3 = emojiSearchFoldFrom[index]
        default: break
        }
        count += 1
      }
    }
  }

  /// `query`'s scalars folded as keys are (ASCII lowercase, tone marks to
  /// their letters, combining marks dropped, traditional to simplified),
  /// whitespace runs as one space, none at either end. Returns the count
  /// written, 0 for an empty or too long query.
  static func fold(query: some StringProtocol, into buffer: UnsafeMutableBufferPointer<UInt32>) -> Int {
    var count = 0
    var pendingSpace = false
    for scalar in query.unicodeScalars {
      if scalar.properties.isWhitespace {
        pendingSpace = count > 0
        continue
      }
      var value = scalar.value
      // Combining Diacritical Marks: a tone mark typed as a combining one.
      if (0x300...0x36F).contains(value) { continue }
      value = foldPinyinTone(value)
      value = foldKeyScalar(value)
      let needed = pendingSpace ? 2 : 1
      guard count + needed <= buffer.count else { return 0 }
      if pendingSpace {
        buffer[count] = 0x20
        count += 1
        pendingSpace = false
      }
      buffer[count] = value
      count += 1
    }
    return count
  }

  /// A key's scalar as search compares it: ASCII lowercase; a Han
  /// character to its first kSimplifiedVariant where that is in a key.
  @inline(__always)
  static func foldKeyScalar(_ value: UInt32) -> UInt32 {
    if value < 0x80 { return (0x41...0x5A).contains(value) ? value + 0x20 : value }
    guard value >= 0x2E80 else { return value }
    return emojiSearchFoldFrom.withUnsafeBufferPointer { from in
      let index = UTF8Bytes.partitionPoint(from) { $0 < value }
      return index < from.count && from[index] == value ? emojiSearchFoldTo[index] : value
    }
  }

  /// A pinyin vowel with a tone mark (or ü) to the letter typed for it.
  static func foldPinyinTone(_ value: UInt32) -> UInt32 {
    guard value >= 0x80, value < 0x300 else { return value }
    return emojiPinyinToneFrom.withUnsafeBufferPointer { from in
      let index = UTF8Bytes.partitionPoint(from) { $0 < value }
      return index < from.count && from[index] == value ? emojiPinyinToneTo[index] : value
    }
  }

  /// How the query matches the key whose UTF-8 is `bytes`, if it does.
  mutating func match(_ bytes: UnsafeBufferPointer<UInt8>) -> EmojiSearchMatchKind? {
    if literalOnly, !mayContainLiterally(bytes) { return nil }
    if Self.isASCII(bytes) { return matchASCII(bytes) }
    return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: Self.keyCapacity) { key in
      // Per key position, its readings' span in `emojiPinyinText` (start
      // << 32 | end), 0 for none: looked up once, not per path tried.
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.keyCapacity) { readings in
        let wantsReadings = hasLetters
        var count = 0
        var index = 0
        while index < bytes.count {
          guard count < Self.keyCapacity else { return nil }
          let (scalar, length) = Self.decode(bytes, at: index)
          let folded: UInt32
          let span: UInt64
          if scalar >= 0x2E80, let cache {
            // The keys of one query share characters: a direct-mapped cache
            // of the two binary searches, `scalar << 32 | folded` and span.
            let slot = Int(scalar & UInt32(Self.cacheSlots - 1)) * 2
            if UInt32(truncatingIfNeeded: cache[slot] >> 32) == scalar {
              folded = UInt32(truncatingIfNeeded: cache[slot])
              span = cache[slot + 1]
            } else {
              folded = Self.foldKeyScalar(scalar)
              span = wantsReadings && folded >= 0x2E80 ? Self.readingSpan(of: folded) : 0
              cache[slot] = UInt64(scalar) << 32 | UInt64(folded)
              cache[slot + 1] = span
            }
          } else {
            folded = Self.foldKeyScalar(scalar)
            span = wantsReadings && folded >= 0x2E80 ? Self.readingSpan(of: folded) : 0
          }
          key[count] = folded
          readings[count] = span
          count += 1
          index += length
        }
        let keyScalars = UnsafeBufferPointer(rebasing: key[..<count])
        let spans = UnsafeBufferPointer(rebasing: readings[..<count])
        let text = emojiPinyinText.utf8Start
        for start in 0..<count {
          let reached = consume(0, start, keyScalars, spans, text)
          if start == 0 {
            if reached & 2 != 0 { return .whole }
            if reached & 1 != 0 { return .prefix }
          } else if reached & 1 != 0 {
            return .substring
          }
        }
        return nil
      }
    }
  }

  /// `match` for a key of ASCII alone: with no Han character there is no
  /// reading and no space between syllables, so the query matches as
  /// literal text, ASCII letters without case.
  func matchASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> EmojiSearchMatchKind? {
    let count = bytes.count, length = query.count
    guard count <= Self.keyCapacity, length <= count, let key = bytes.baseAddress else { return nil }
    let first = query[0]
    var start = 0
    while start <= count - length {
      defer { start += 1 }
      guard UInt32(Self.asciiLowercase(key[start])) == first else { continue }
      var i = 1
      while i < length, UInt32(Self.asciiLowercase(key[start + i])) == query[i] { i += 1 }
      if i == length { return start > 0 ? .substring : length == count ? .whole : .prefix }
    }
    return nil
  }

  @inline(__always)
  static func asciiLowercase(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

  /// Whether every byte is below 0x80, eight at a time.
  @inline(__always)
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    var seen: UInt64 = 0
    var index = 0
    while index + 8 <= bytes.count {
      seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index += 8
    }
    while index < bytes.count {
      seen |= UInt64(base[index])
      index += 1
    }
    return seen & 0x8080_8080_8080_8080 == 0
  }

  /// Where Han character `scalar`'s readings lie in `emojiPinyinText`
  /// (start << 32 | end), 0 when kMandarin reads it not.
  static func readingSpan(of scalar: UInt32) -> UInt64 {
    emojiPinyinScalars.withUnsafeBufferPointer { scalars in
      let index = UTF8Bytes.partitionPoint(scalars) { $0 < scalar }
      guard index < scalars.count, scalars[index] == scalar else { return 0 }
      return emojiPinyinStarts.withUnsafeBufferPointer { starts in
        UInt64(starts[index]) << 32 | UInt64(starts[index + 1] - 1)
      }
    }
  }

  /// A fast test for a literal query: the key holds the query's first
  /// scalar, or a Han character that could fold to it.
  func mayContainLiterally(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let first = query[0]
    if first < 0x80 {
      let byte = UInt8(first)
      let upper = (0x61...0x7A).contains(first) ? byte - 0x20 : byte
      return bytes.contains { $0 == byte || $0 == upper }
    }
    // A key holds the first scalar or a form folding to it.
    var index = 0
    while index < bytes.count {
      let (scalar, length) = Self.decode(bytes, at: index)
      if scalar == firstForms.0 || scalar == firstForms.1 || scalar == firstForms.2 || scalar == firstForms.3 {
        return true
      }
      index += length
    }
    return false
  }

  /// Bit 0: the query from `i` is consumed by the key from `j`; bit 1: it
  /// is, ending exactly at the key's end on whole units. `spans` are the
  /// key positions' reading spans in `text` (see `match`).
  func consume(
    _ i: Int, _ j: Int, _ key: UnsafeBufferPointer<UInt32>, _ spans: UnsafeBufferPointer<UInt64>,
    _ text: UnsafePointer<UInt8>
  ) -> UInt8 {
    if i == query.count { return j == key.count ? 3 : 1 }
    if j == key.count { return 0 }
    let q = query[i], k = key[j]
    var result: UInt8 = 0
    if q == k { result |= consume(i + 1, j + 1, key, spans, text) }
    if result == 3 { return result }
    let kIsHan = k >= 0x2E80
    // A space in the query may fall between syllables.
    if q == 0x20, kIsHan || (j > 0 && key[j - 1] >= 0x2E80) { result |= consume(i + 1, j, key, spans, text) }
    guard kIsHan, (0x61...0x7A).contains(q) else { return result }
    let span = spans[j]
    guard span != 0 else { return result }
    let end = Int(truncatingIfNeeded: span & 0xFFFF_FFFF)
    var readingStart = Int(truncatingIfNeeded: span >> 32)
    let left = query.count - i
    // Each reading, toneless, separated by spaces.
    while readingStart < end {
      var readingEnd = readingStart
      while readingEnd < end, text[readingEnd] != 0x20 { readingEnd += 1 }
      let reading = UnsafeBufferPointer(start: text + readingStart, count: readingEnd - readingStart)
      readingStart = readingEnd + 1
      guard !reading.isEmpty else { continue }
      // How many of the reading's letters the query repeats from `i`.
      var same = 0
      while same < reading.count, same < left, UInt32(reading[same]) == query[i + same] { same += 1 }
      // A full syllable.
      if same == reading.count { result |= consume(i + reading.count, j + 1, key, spans, text) }
      // The start of a syllable, last in the query.
      if left < reading.count, same == left { result |= 1 }
      // An initial: the first letter, or zh, ch, sh.
      if UInt32(reading[0]) == q {
        result |= consume(i + 1, j + 1, key, spans, text)
        if reading.count > 2, reading[1] == 0x68, left >= 2, query[i + 1] == 0x68,
          reading[0] == 0x7A || reading[0] == 0x63 || reading[0] == 0x73
        {
          result |= consume(i + 2, j + 1, key, spans, text)
        }
      }
    }
    return result
  }

  /// The scalar at `index` of well-formed UTF-8 and its length.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (UInt32, Int) {
    let lead = UInt32(bytes[index])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2) }
    if lead < 0xF0 {
      return ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
    }
    return (
      (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
        | UInt32(bytes[index + 3] & 0x3F), 4
    )
  }
}
