import TextGauge

extension AnnotatedEmoji {
  /// The RGI emoji whose name or keywords match `query`, best first.
  ///
  /// ```swift
  /// AnnotatedEmoji.search("笑", locale: .chinese).first?.string       // "🤣": the keyword 笑 in all four Chinese locales
  /// AnnotatedEmoji.search("開心", locale: .chinese).map(\.string) == AnnotatedEmoji.search("开心", locale: .chinese).map(\.string)   // true
  /// AnnotatedEmoji.search("开心", locale: .chinese).contains(AnnotatedEmoji("🙁")!)   // false: 不开心 negates it
  /// AnnotatedEmoji.search("kaixin", locale: .chinese).isEmpty       // false
  /// AnnotatedEmoji.search("hoisam", locale: try! EmojiLocale("yue")).isEmpty   // false
  /// AnnotatedEmoji.search("Thumbs Up").first?.string               // "👍"
  /// AnnotatedEmoji.search("笑").first?.string                        // "🤣": a Han query searches the Chinese locales
  /// AnnotatedEmoji.search("赞", locale: .chinese).prefix(2).map(\.string)   // ["👍", "👏"]
  /// AnnotatedEmoji.search("  ")                                    // []
  /// ```
  ///
  /// Where it searches: in English, the English names and keywords; in a
  /// Chinese locale, those of every Chinese locale (`zh`, `zh-Hant`, `yue`,
  /// `yue-Hans`: simplified and traditional characters fold alike, and each
  /// locale's annotations have words the others lack), and for a query
  /// with ASCII letters, their Han characters read the locale's way (pinyin
  /// in `zh`, `zh-Hant`; Jyutping in `yue`, `yue-Hans`). With no `locale`, the query
  /// decides (``searchLocales(for:)``): with a CJK ideograph, the Chinese
  /// locales; else English and pinyin.
  ///
  /// Matching, the same for names and keywords:
  /// - A query matches a name or keyword (a key) as a whole, as its start,
  ///   or from a later **match start**: where a word starts (not inside a
  ///   run of letters and digits: `smile` finds `cat with wry smile`, not
  ///   `smiley`), or at any Han character (Chinese has no spaces) — but never
  ///   right after a negation: the Han characters 不 没 (沒) 无 (無) 未 and
  ///   Cantonese 唔 冇, or the words `not `, `no `, `non-`. So 开心 does not
  ///   find 🙁 by its keyword 不开心, nor 高兴 😒 by 不高兴.
  /// - ASCII letters match without case.
  /// - Han characters match their simplified and traditional forms alike
  ///   (Unihan's kSimplifiedVariant: 開 finds 开).
  /// - A Han character also matches its reading: Mandarin (Unihan's
  ///   kMandarin, every reading of a polyphone) in `en`, `zh` and
  ///   `zh-Hant`, Cantonese Jyutping (kCantonese) in `yue` and `yue-Hans`:
  ///   as a full syllable, with or without its tone (a pinyin tone mark,
  ///   `xiào`, or Jyutping's tone number, `hoi1`); as its initial (`x`, or
  ///   `zh` `ch` `sh`, Jyutping's `gw` `kw` `ng`); and, last in the query, as
  ///   the start of a syllable; `ü` is typed `v`. So `kaixin`, `kai xin`,
  ///   `kx`, `kai心` and `kaix` find 开心 in Chinese, `hoisam`, `hoi1sam1`,
  ///   `hs` and `hoi心` 開心 in Cantonese. A space in the query may fall
  ///   between syllables.
  /// - An empty or all-whitespace query finds nothing.
  ///
  /// Order: an emoji ranks by its best match, a whole name first, then a
  /// whole keyword, a name's prefix, a keyword's prefix, and a match from a
  /// later match start. A name is one in the locale results are named in
  /// (`locale`, or the first of ``searchLocales(for:)``); another Chinese
  /// locale's name counts as a keyword. Within a rank: first the emoji more
  /// of whose names and keywords match at that rank (across the locales
  /// searched: 🤣 has the keyword 笑 in all four Chinese locales, 🥰 in one);
  /// then one whose name the query is or starts, shorter names first, then
  /// one with a word of its name the query starts; then `emoji-test.txt`'s
  /// order.
  ///
  /// Skin tones: a skin-tone variant's match counts for its base, so that
  /// 👍 is one result and its five tones are ``skinToneVariants`` of it;
  /// with `expandingSkinTones`, every variant is a result of its own.
  ///
  /// Nothing is allocated but the result (on Linux and Apple's OS 26
  /// runtimes; older Apple runtimes also allocate a 16 KB scratch). A query
  /// longer than ``maximumQueryLength`` scalars finds nothing.
  public static func search(
    _ query: some StringProtocol, locale: EmojiLocale? = nil, expandingSkinTones: Bool = false
  ) -> [AnnotatedEmoji] {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: maximumQueryLength) { queryBuffer in
      let queryCount = EmojiSearchMatcher.fold(query: query, into: queryBuffer)
      guard queryCount > 0 else { return [] }
      let folded = UnsafeBufferPointer(rebasing: queryBuffer[..<queryCount])
      // One or two letters: a common one's answer is ranked ahead.
      if !expandingSkinTones, let ranked = EmojiSearchRanked.answer(folded, locale: locale) { return ranked }
      let scope = EmojiSearchScope(locale: locale, folded: folded)
      return EmojiSearchRanks.collect(foldingSkinTones: !expandingSkinTones, namedIn: scope.named(query)) { ranks in
        // What a key must hold literally, found once for every slot.
        var literals = EmojiSearchLiterals()
        scope.forEachSlot { EmojiSearchIndex(slot: $0).search(folded, into: &ranks, literals: &literals) }
      }
    }
  }

  /// The locales ``search(_:locale:expandingSkinTones:)`` searches when
  /// given none, the one to name its results in first: for a query with a
  /// CJK ideograph the Chinese locales (all four; `zh` and `zh-Hant` when
  /// it also has ASCII letters, read as pinyin), led by `yue` when it holds a
  /// character only Cantonese writes (嘅 唔 冇 咗 啲 嘢 喺 佢 哋), else by
  /// `zh-Hant` when it holds a traditional form (kSimplifiedVariant folds
  /// it), else by `zh`; for any other query `en`, then the Chinese
  /// locales' keys read as pinyin (`zh`, `zh-Hant`, `yue`).
  ///
  /// ```swift
  /// AnnotatedEmoji.searchLocales(for: "笑").map(\.identifier)     // ["zh", "zh-Hant", "yue", "yue-Hans"]
  /// AnnotatedEmoji.searchLocales(for: "開心").first?.identifier    // "zh-Hant"
  /// AnnotatedEmoji.searchLocales(for: "唔開心").first?.identifier  // "yue"
  /// AnnotatedEmoji.searchLocales(for: "kaixin").map(\.identifier) // ["en", "zh", "zh-Hant", "yue"]
  /// ```
  public static func searchLocales(for query: some StringProtocol) -> [EmojiLocale] {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: maximumQueryLength) { queryBuffer in
      let queryCount = EmojiSearchMatcher.fold(query: query, into: queryBuffer)
      var scope = EmojiSearchScope(locale: nil, folded: UnsafeBufferPointer(rebasing: queryBuffer[..<queryCount]))
      scope.first = scope.named(query)
      var result: [EmojiLocale] = []
      scope.forEachSlot { slot in
        let locale = EmojiLocale(index: Int(emojiSearchIndexSlotLocales[slot]))
        if !result.contains(locale) { result.append(locale) }
      }
      return result
    }
  }

  /// What ``search(_:locale:expandingSkinTones:)`` returns, found by
  /// matching every key of the locale instead of the index's candidates:
  /// the reference the index is tested against.
  static func searchByScanning(
    _ query: some StringProtocol, locale: EmojiLocale? = nil, expandingSkinTones: Bool = false
  ) -> [AnnotatedEmoji] {
    guard let (named, matches) = scanMatches(query, locale: locale) else { return [] }
    return collect(matches, foldingSkinTones: !expandingSkinTones, namedIn: named)
  }

  /// ``searchByScanning(_:locale:expandingSkinTones:)`` with skin tones
  /// folded and expanded, from one scan (the matching, which costs the
  /// most, does not depend on folding).
  static func searchByScanningBothWays(
    _ query: some StringProtocol, locale: EmojiLocale? = nil
  ) -> (folded: [AnnotatedEmoji], expanded: [AnnotatedEmoji]) {
    guard let (named, matches) = scanMatches(query, locale: locale) else { return ([], []) }
    return (collect(matches, foldingSkinTones: true, namedIn: named), collect(matches, foldingSkinTones: false, namedIn: named))
  }

  /// Every key the folded query matches in the slots it searches, in the
  /// order they are read, and the locale that names the results; nil for
  /// a query with nothing to match.
  private static func scanMatches(
    _ query: some StringProtocol, locale: EmojiLocale?
  ) -> (named: Int, matches: [(string: Int, kind: EmojiSearchMatchKind)])? {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: maximumQueryLength) { queryBuffer in
      let queryCount = EmojiSearchMatcher.fold(query: query, into: queryBuffer)
      guard queryCount > 0 else { return nil }
      let folded = UnsafeBufferPointer(rebasing: queryBuffer[..<queryCount])
      let scope = EmojiSearchScope(locale: locale, folded: folded)
      var matches: [(string: Int, kind: EmojiSearchMatchKind)] = []
      scope.forEachSlot { slot in
        let locale = Int(emojiSearchIndexSlotLocales[slot])
        var matcher = EmojiSearchMatcher(query: folded, system: Int(emojiSearchIndexSlotSystems[slot]))
        let first = Int(emojiAnnotationLocaleStrings[locale])
        let end = Int(emojiAnnotationLocaleStrings[locale + 1])
        emojiAnnotationText.withUTF8Buffer { text in
          for string in first..<end {
            let start = Int(emojiAnnotationStringStarts[string]), stop = Int(emojiAnnotationStringStarts[string + 1]) - 1
            if let kind = matcher.match(UnsafeBufferPointer(rebasing: text[start..<stop])) {
              matches.append((string, kind))
            }
          }
        }
      }
      return (scope.named(query), matches)
    }
  }

  /// The result of marking `matches` in order.
  private static func collect(
    _ matches: [(string: Int, kind: EmojiSearchMatchKind)], foldingSkinTones: Bool, namedIn named: Int
  ) -> [AnnotatedEmoji] {
    EmojiSearchRanks.collect(foldingSkinTones: foldingSkinTones, namedIn: named) { ranks in
      for match in matches { ranks.mark(string: match.string, kind: match.kind) }
    }
  }

  /// The most scalars a search query may have.
  ///
  /// ```swift
  /// AnnotatedEmoji.maximumQueryLength   // 64
  /// ```
  public static let maximumQueryLength = 64
}

/// How a query matches one name or keyword: as the whole of it, as its
/// start, or from a later match start (``EmojiSearchMatcher/isMatchStart(_:_:)``).
enum EmojiSearchMatchKind {
  case whole, prefix, inner
}

/// The indexes a search goes through (slots of `emojiSearchIndexSlotLocales`:
/// `en` 0, `zh` 1, `zh-Hant` 2, `yue` 3, `yue-Hans` 4 each read its own
/// way; 5 `zh` and 6 `zh-Hant` read by kCantonese, 7 `yue` by kMandarin),
/// `first` first.
///
/// - `en`: its own.
/// - A Chinese locale, for a query without an ASCII letter: the four Chinese
///   locales (Han characters fold simplified and traditional alike, so
///   their names and keywords are one vocabulary; CLDR's `yue` and `zh-Hant`
///   annotations each miss words the others have).
/// - A Chinese locale, for a query with letters: the four Chinese locales'
///   keys read its way — pinyin (`zh`, `zh-Hant`): slots 1, 2, 7; Jyutping
///   (`yue`, `yue-Hans`): 3, 4, 5, 6.
/// - No locale: a query with a CJK ideograph as `zh` (led by the locale
///   ``AnnotatedEmoji/searchLocales(for:)`` names in), any other `en` and
///   the pinyin slots.
struct EmojiSearchScope {
  /// The slots, a bit each (`1 << slot`).
  var slots: UInt8
  /// The slot searched first: the locale's own.
  var first: Int
  /// Whether the locale was given.
  let given: Bool

  init(locale: EmojiLocale?, folded: UnsafeBufferPointer<UInt32>) {
    given = locale != nil
    let hasLetters = folded.contains { $0 &- 0x61 < 26 }
    let index = locale?.index ?? (folded.contains(where: Self.isIdeograph) ? 1 : 0)
    first = index
    switch index {
    case 0: slots = locale == nil ? 0b1000_0111 : 0b0000_0001
    case 1, 2: slots = hasLetters ? 0b1000_0110 : 0b0001_1110
    default: slots = hasLetters ? 0b0111_1000 : 0b0001_1110
    }
  }

  /// The locale results are named in: `first`'s; with no locale given and
  /// a Chinese query, `yue` for a character only Cantonese writes (when the
  /// Cantonese locales are searched), else `zh-Hant` for a traditional form
  /// (one kSimplifiedVariant folds), else `zh`.
  func named(_ query: some StringProtocol) -> Int {
    guard !given, first == 1 else { return Int(emojiSearchIndexSlotLocales[first]) }
    var traditional = false, cantonese = false
    for scalar in query.unicodeScalars where scalar.value >= 0x2E80 {
      if EmojiSearchMatcher.foldKeyScalar(scalar.value) != scalar.value { traditional = true }
      if Self.cantoneseOnly.contains(scalar.value) { cantonese = true }
    }
    return cantonese && slots & 0b1000 != 0 ? 3 : traditional ? 2 : 1
  }

  /// Calls `body` with each slot, `first` first, allocating nothing.
  func forEachSlot(_ body: (Int) -> Void) {
    body(first)
    for slot in 0..<8 where slot != first && slots & (1 << slot) != 0 && slot < EmojiSearchIndex.slotCount { body(slot) }
  }

  /// CJK Unified Ideographs (and Extension A, B…) and the compatibility
  /// ideographs.
  static func isIdeograph(_ value: UInt32) -> Bool {
    (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value) || (0xF900...0xFAFF).contains(value)
      || (0x2_0000...0x3_FFFF).contains(value)
  }

  /// Characters written in Cantonese and not in Standard Chinese, ascending:
  /// 佢 冇 咗 哋 唔 啲 喺 嘅 嘢.
  static let cantoneseOnly: [UInt32] = [0x4F62, 0x5187, 0x5497, 0x54CB, 0x5514, 0x5572, 0x55BA, 0x5605, 0x5622]
}

/// Matches a folded query against names and keywords, folding each as it
/// goes: ASCII case, Han characters to their simplified form, and Han
/// characters read as pinyin or Jyutping (see
/// ``AnnotatedEmoji/search(_:locale:expandingSkinTones:)``).
struct EmojiSearchMatcher {
  let query: UnsafeBufferPointer<UInt32>
  /// The readings Han characters match: 0 kMandarin, 1 kCantonese
  /// (`emojiSearchIndexSlotSystems`).
  let system: Int
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
  init(query: UnsafeBufferPointer<UInt32>, system: Int, prefilter: Bool = true) {
    self.query = query
    self.system = system
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
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: Self.keyCapacity) { readings in
        guard let count = decode(bytes, into: key.baseAddress!, spans: readings.baseAddress!, readings: hasLetters)
        else { return nil }
        let keyScalars = UnsafeBufferPointer(rebasing: key[..<count])
        let spans = UnsafeBufferPointer(rebasing: readings[..<count])
        let text = readingText
        let head = query[0], headIsLetter = (0x61...0x7A).contains(head)
        for start in 0..<count where Self.isMatchStart(start, { keyScalars[$0] }) {
          if headIsLetter, keyScalars[start] >= 0x2E80, !Self.mayStartReading(head, spans[start], text) { continue }
          let reached = consume(0, start, keyScalars, spans, text)
          if start == 0 {
            if reached & 2 != 0 { return .whole }
            if reached & 1 != 0 { return .prefix }
          } else if reached & 1 != 0 {
            return .inner
          }
        }
        return nil
      }
    }
  }

  /// The text of the system's readings, which reading spans point into.
  var readingText: UnsafePointer<UInt8> { system == 1 ? emojiJyutpingText.utf8Start : emojiPinyinText.utf8Start }

  /// The folded form of key scalar `scalar` (≥ U+2E80) and its reading
  /// span (0 without `readings`), from `cache` when it holds them: the
  /// keys of one query share characters, so a direct-mapped cache of the
  /// two binary searches, `scalar << 32 | folded` and the span, saves most.
  @inline(__always)
  static func foldCached(
    _ scalar: UInt32, cache: UnsafeMutableBufferPointer<UInt64>, system: Int, readings: Bool
  ) -> (folded: UInt32, span: UInt64) {
    let slot = Int(scalar & UInt32(cacheSlots - 1)) * 2
    if UInt32(truncatingIfNeeded: cache[slot] >> 32) == scalar {
      return (UInt32(truncatingIfNeeded: cache[slot]), cache[slot + 1])
    }
    let folded = foldKeyScalar(scalar)
    let span = readings && folded >= 0x2E80 ? readingSpan(of: folded, system: system) : 0
    cache[slot] = UInt64(scalar) << 32 | UInt64(folded)
    cache[slot + 1] = span
    return (folded, span)
  }

  /// Key scalar `scalar` folded, and its reading span (0 without
  /// `readings`), from `cache` where there is one.
  @inline(__always)
  func fold(_ scalar: UInt32, readings: Bool) -> (folded: UInt32, span: UInt64) {
    if scalar >= 0x2E80, let cache { return Self.foldCached(scalar, cache: cache, system: system, readings: readings) }
    let folded = Self.foldKeyScalar(scalar)
    return (folded, readings && folded >= 0x2E80 ? Self.readingSpan(of: folded, system: system) : 0)
  }

  /// Whether the key whose UTF-8 is `bytes` may match the query from its
  /// start: its first scalar, folded, is the query's first, or is a Han
  /// character one of whose readings starts with the query's first letter
  /// (`consume` takes nothing else at a key's first scalar, as the folded
  /// query starts with no space).
  func mayMatchFromStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard !bytes.isEmpty else { return true }
    let head = query[0]
    let (folded, span) = fold(Self.decode(bytes, at: 0).0, readings: hasLetters)
    if folded == head { return true }
    return folded >= 0x2E80 && head &- 0x61 < 26 && Self.mayStartReading(head, span, readingText)
  }

  /// The position of the query's first scalar that `consume` takes only as
  /// the key's own (not a letter, a space or a digit, which a Jyutping tone
  /// may be) with an ASCII letter beside it; nil when there is none.
  static func anchor(of query: UnsafeBufferPointer<UInt32>) -> Int? {
    func isLetter(_ value: UInt32) -> Bool { value &- 0x61 < 26 }
    for position in query.indices {
      let scalar = query[position]
      guard scalar != 0x20, !isLetter(scalar), scalar &- 0x30 >= 10 else { continue }
      if (position > 0 && isLetter(query[position - 1])) || (position + 1 < query.count && isLetter(query[position + 1])) {
        return position
      }
    }
    return nil
  }

  /// Whether the key whose UTF-8 is `bytes` may hold the query's `anchor`
  /// (``anchor(of:)``) where the letters beside it in the query can be
  /// taken: a match takes the anchor at a key scalar folding to it, the
  /// letter before it at the key scalar before (itself, or a Han character
  /// one of whose readings has it: a full syllable ends with it, an initial
  /// is or ends with it), and the letter after it at the key scalar after
  /// (itself, or a Han character one of whose readings starts with it). So
  /// `yo-yo` is not matched against the names holding `中等-浅肤色`.
  func mayHoldAnchor(_ anchor: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let target = query[anchor]
    let before = anchor > 0 && query[anchor - 1] &- 0x61 < 26 ? query[anchor - 1] : nil
    let after = anchor + 1 < query.count && query[anchor + 1] &- 0x61 < 26 ? query[anchor + 1] : nil
    let text = readingText
    var index = 0, previous = -1
    while index < bytes.count {
      let (scalar, length) = Self.decode(bytes, at: index)
      defer {
        previous = index
        index += length
      }
      guard (scalar >= 0x2E80 ? fold(scalar, readings: hasLetters).folded : Self.foldKeyScalar(scalar)) == target
      else { continue }
      if let before {
        guard previous >= 0 else { continue }
        let (folded, span) = fold(Self.decode(bytes, at: previous).0, readings: hasLetters)
        guard folded == before || (folded >= 0x2E80 && Self.readingsHold(before, span, text)) else { continue }
      }
      if let after {
        guard index + length < bytes.count else { continue }
        let (folded, span) = fold(Self.decode(bytes, at: index + length).0, readings: hasLetters)
        guard folded == after || (folded >= 0x2E80 && Self.mayStartReading(after, span, text)) else { continue }
      }
      return true
    }
    return false
  }

  /// Whether letter `letter` is in one of the readings in `span` of `text`.
  @inline(__always)
  static func readingsHold(_ letter: UInt32, _ span: UInt64, _ text: UnsafePointer<UInt8>) -> Bool {
    let end = Int(truncatingIfNeeded: span & 0xFFFF_FFFF)
    let byte = UInt8(truncatingIfNeeded: letter)
    var index = Int(truncatingIfNeeded: span >> 32)
    while index < end {
      if text[index] == byte { return true }
      index += 1
    }
    return false
  }

  /// Writes the key whose UTF-8 is `bytes` folded to `key`, and per
  /// position its readings' span in ``readingText`` (start << 32 | end, 0
  /// for none; with `readings` false, all 0) to `spans`, as `consume` reads
  /// them: each looked up once per key, not per path tried. Returns the
  /// scalars written; nil for a key longer than ``keyCapacity``.
  @inline(__always)
  func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, into key: UnsafeMutablePointer<UInt32>, spans: UnsafeMutablePointer<UInt64>,
    readings wantsReadings: Bool
  ) -> Int? {
    var count = 0
    var index = 0
    while index < bytes.count {
      guard count < Self.keyCapacity else { return nil }
      let (scalar, length) = Self.decode(bytes, at: index)
      let (folded, span) = fold(scalar, readings: wantsReadings)
      key[count] = folded
      spans[count] = span
      count += 1
      index += length
    }
    return count
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
      guard UInt32(Self.asciiLowercase(key[start])) == first,
        Self.isMatchStart(start, { UInt32(Self.asciiLowercase(key[$0])) })
      else { continue }
      var i = 1
      while i < length, UInt32(Self.asciiLowercase(key[start + i])) == query[i] { i += 1 }
      if i == length { return start > 0 ? .inner : length == count ? .whole : .prefix }
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

  /// Whether a query may start matching the folded key whose scalar at
  /// `i` is `key(i)` at `position`: at the key's start; where a word starts
  /// (not between two letters or digits of a word); at a Han character;
  /// never right after a negation (`emojiSearchNegators`: 不 没 无 未 唔 冇;
  /// or the words `not `, `no `, `non-`). TableGenKit's
  /// `EmojiAnnotationModel.isMatchStart` is the same rule, which the index
  /// is built by.
  @inline(__always)
  static func isMatchStart(_ position: Int, _ key: (Int) -> UInt32) -> Bool {
    guard position > 0 else { return true }
    let previous = key(position - 1)
    if isWordScalar(previous) { return !isWordScalar(key(position)) }
    if previous >= 0x4E00 {
      return emojiSearchNegators.withUnsafeBufferPointer { !$0.contains(previous) }
    }
    return !followsNegatingWord(position, key)
  }

  /// A letter or digit of a word written in letters (ASCII, and the
  /// letters from U+00C0 below the CJK radicals).
  @inline(__always)
  static func isWordScalar(_ value: UInt32) -> Bool {
    if value < 0x80 { return value &- 0x30 < 10 || (value | 0x20) &- 0x61 < 26 }
    return value >= 0xC0 && value < 0x2E80 && value != 0xD7 && value != 0xF7
  }

  /// Whether the key before `position` ends with the word `not `, `no ` or
  /// `non-` (folded: lowercase).
  static func followsNegatingWord(_ position: Int, _ key: (Int) -> UInt32) -> Bool {
    guard position >= 3 else { return false }
    let last = key(position - 1)
    guard last == 0x20 || last == 0x2D else { return false }
    func word(_ letters: StaticString) -> Bool {
      let count = letters.utf8CodeUnitCount
      let start = position - 1 - count
      guard start >= 0 else { return false }
      for offset in 0..<count where key(start + offset) != UInt32(letters.utf8Start[offset]) { return false }
      return start == 0 || !isWordScalar(key(start - 1))
    }
    return last == 0x20 ? word("not") || word("no") : word("non")
  }

  /// Where Han character `scalar`'s readings lie in `emojiPinyinText`
  /// (system 0) or `emojiJyutpingText` (1) (start << 32 | end), 0 when
  /// kMandarin (kCantonese) reads it not.
  static func readingSpan(of scalar: UInt32, system: Int = 0) -> UInt64 {
    func span(_ scalars: UnsafeBufferPointer<UInt32>, _ starts: UnsafeBufferPointer<UInt32>) -> UInt64 {
      let index = UTF8Bytes.partitionPoint(scalars) { $0 < scalar }
      guard index < scalars.count, scalars[index] == scalar else { return 0 }
      return UInt64(starts[index]) << 32 | UInt64(starts[index + 1] - 1)
    }
    if system == 1 {
      return emojiJyutpingScalars.withUnsafeBufferPointer { scalars in
        emojiJyutpingStarts.withUnsafeBufferPointer { span(scalars, $0) }
      }
    }
    return emojiPinyinScalars.withUnsafeBufferPointer { scalars in
      emojiPinyinStarts.withUnsafeBufferPointer { span(scalars, $0) }
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
    // Each reading, separated by spaces: pinyin toneless, Jyutping letters
    // and a tone number, which the query may type or not.
    while readingStart < end {
      var readingEnd = readingStart
      while readingEnd < end, text[readingEnd] != 0x20 { readingEnd += 1 }
      var letters = readingEnd - readingStart
      let reading = UnsafeBufferPointer(start: text + readingStart, count: letters)
      readingStart = readingEnd + 1
      if letters > 0, reading[letters - 1] &- 0x30 < 10 { letters -= 1 }
      guard letters > 0 else { continue }
      // How many of the reading's letters the query repeats from `i`.
      var same = 0
      while same < letters, same < left, UInt32(reading[same]) == query[i + same] { same += 1 }
      // A full syllable, and its tone number if the query types it.
      if same == letters {
        result |= consume(i + letters, j + 1, key, spans, text)
        if letters < reading.count, left > letters, query[i + letters] == UInt32(reading[letters]) {
          result |= consume(i + letters + 1, j + 1, key, spans, text)
        }
      }
      // The start of a syllable, last in the query.
      if left < letters, same == left { result |= 1 }
      // An initial: the first letter, or zh, ch, sh (pinyin), gw, kw, ng (Jyutping).
      if UInt32(reading[0]) == q {
        result |= consume(i + 1, j + 1, key, spans, text)
        if letters > 2, left >= 2, query[i + 1] == UInt32(reading[1]), Self.isTwoLetterInitial(reading[0], reading[1]) {
          result |= consume(i + 2, j + 1, key, spans, text)
        }
      }
    }
    return result
  }

  /// Whether a reading in `span` of `text` starts with `letter`: a query
  /// letter is consumed at a Han character only as the first letter of
  /// one of its readings (whole, its start, or its initial), so a match
  /// starting there with a letter needs one (checked before `consume`,
  /// which reads every reading in full).
  @inline(__always)
  static func mayStartReading(_ letter: UInt32, _ span: UInt64, _ text: UnsafePointer<UInt8>) -> Bool {
    let end = Int(truncatingIfNeeded: span & 0xFFFF_FFFF)
    var index = Int(truncatingIfNeeded: span >> 32)
    guard index < end else { return false }
    let byte = UInt8(truncatingIfNeeded: letter)
    if text[index] == byte { return true }
    while index < end {
      if text[index] == 0x20, text[index + 1] == byte { return true }
      index += 1
    }
    return false
  }

  /// The initials of two letters a query may type for a syllable: pinyin's
  /// `zh` `ch` `sh`, Jyutping's `gw` `kw` `ng`.
  @inline(__always)
  static func isTwoLetterInitial(_ first: UInt8, _ second: UInt8) -> Bool {
    switch (first, second) {
    case (0x7A, 0x68), (0x63, 0x68), (0x73, 0x68), (0x67, 0x77), (0x6B, 0x77), (0x6E, 0x67): true
    default: false
    }
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
