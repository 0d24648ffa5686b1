import TextGauge

/// One generated search index (a slot: one locale's keys, read one way;
/// `EmojiSearchIndexTables.swift`;
/// how tablegen builds it is documented on `EmojiSearchIndexTables` in
/// TableGenKit): per folded scalar, per letter bigram, trigram and
/// four-letter gram, per two letters spaced and per two common Han
/// characters side by side, the keys (names and keywords) a query holding
/// it can match, as gaps of six bits a byte, each with how the feature
/// alone, as a query, matches the key.
struct EmojiSearchIndex {
  /// One feature's posting list: bytes of `emojiSearchIndexPostings`; a
  /// split list (`emojiSearchIndexSplitFeatures`) is two ascending runs,
  /// `start..<firstEnd` and `firstEnd..<end`.
  struct List {
    /// Its feature's index among `emojiSearchIndexFeatures`.
    var feature: Int
    var start: Int
    var end: Int
    /// Where the first run ends: `end` for a list of one run.
    var firstEnd: Int
    /// Its bytes as one run, which tablegen's lengths compare.
    var bytes: Int
    /// Whether it is long enough that the grams below it are listed
    /// (tablegen's `heavyGramBytes`).
    var isHeavy: Bool { bytes > emojiSearchIndexHeavyGramBytes }
  }

  /// Letter n-grams are keyed above every scalar (tablegen's `gramBase`).
  static let gramBase: UInt32 = 0x11_0000

  /// The slot (`emojiSearchIndexSlotLocales`, `emojiSearchIndexSlotSystems`).
  let slot: Int
  /// The locale whose keys it lists.
  let locale: Int
  /// Its readings: 0 kMandarin, 1 kCantonese.
  let system: Int

  init(slot: Int) {
    self.slot = slot
    locale = Int(emojiSearchIndexSlotLocales[slot])
    system = Int(emojiSearchIndexSlotSystems[slot])
  }

  /// The slots: `emojiSearchIndexSlotLocales.count`.
  static var slotCount: Int { emojiSearchIndexSlotLocales.count }

  /// The list of `feature`, nil when no key of the slot has it.
  func list(_ feature: UInt32) -> List? { lookup(feature)?.list }

  /// The list of `feature` and the feature's index among the slot's, nil
  /// when no key of the slot has it.
  func lookup(_ feature: UInt32) -> (index: Int, list: List)? {
    let first = Int(emojiSearchIndexLocaleFeatures[slot])
    let end = Int(emojiSearchIndexLocaleFeatures[slot + 1])
    return emojiSearchIndexFeatures.withUnsafeBufferPointer { features in
      let slice = UnsafeBufferPointer(rebasing: features[first..<end])
      let index = UTF8Bytes.partitionPoint(slice) { $0 < feature }
      guard index < slice.count, slice[index] == feature else { return nil }
      let at = first + index
      let start = Int(emojiSearchIndexStarts[at]), end = Int(emojiSearchIndexStarts[at + 1])
      var list = List(feature: at, start: start, end: end, firstEnd: end, bytes: end - start)
      emojiSearchIndexSplitFeatures.withUnsafeBufferPointer { split in
        let found = UTF8Bytes.partitionPoint(split) { $0 < UInt32(at) }
        guard found < split.count, split[found] == UInt32(at) else { return }
        list.firstEnd = start + Int(emojiSearchIndexSplitFirstBytes[found])
        list.bytes = Int(emojiSearchIndexSplitWholeBytes[found])
      }
      return (index, list)
    }
  }

  /// The list of two Han characters side by side, from their lookups; nil
  /// when either character's list is too short for the pair to be listed
  /// (tablegen's `hanBigramBytes`).
  func hanBigram(_ first: (index: Int, list: List), _ second: (index: Int, list: List)) -> List?? {
    guard first.list.bytes > emojiSearchIndexHanBigramBytes, second.list.bytes > emojiSearchIndexHanBigramBytes
    else { return nil }
    return .some(list(emojiSearchIndexHanBigramBase + UInt32(first.index << 14 | second.index)))
  }

  /// Calls `body` with each key of `list` (its index among the locale's
  /// strings) and how the list's feature alone, as a query, matches it (0
  /// whole, 1 prefix, 2 from a later match start, 3 not); with
  /// `firstRunOnly`, only the keys of a split list's first run, which
  /// answer that query where skin tones fold.
  @inline(__always)
  static func forEach(_ list: List, firstRunOnly: Bool = false, _ body: (Int, Int) -> Void) {
    emojiSearchIndexPostings.withUTF8Buffer { bytes in
      var position = list.start
      var key = -1
      while position < list.firstEnd {
        let value = gap(bytes, &position)
        key += 1 + value >> 2
        body(key, value & 3)
      }
      guard !firstRunOnly else { return }
      key = -1
      while position < list.end {
        let value = gap(bytes, &position)
        key += 1 + value >> 2
        body(key, value & 3)
      }
    }
  }

  /// Applies to `ranks` the summary of `list`'s answer where skin tones
  /// fold (`emojiSearchIndexSummaries`; tablegen's
  /// `EmojiSearchIndexTables.summary`): per emoji, what marking the keys of
  /// the list's first run does to it, applied once (`EmojiSearchRanks.apply`);
  /// false where the list has no summary for a slot so named.
  static func applySummary(of list: List, named: Bool, to ranks: EmojiSearchRanks) -> Bool {
    let found = emojiSearchIndexSummaryFeatures.withUnsafeBufferPointer { features -> Int? in
      let index = UTF8Bytes.partitionPoint(features) { $0 < UInt32(list.feature) }
      return index < features.count && features[index] == UInt32(list.feature) ? index : nil
    }
    guard let found else { return false }
    var position = Int(emojiSearchIndexSummaryStarts[2 * found + (named ? 0 : 1)])
    let end = Int(emojiSearchIndexSummaryStarts[2 * found + (named ? 1 : 2)])
    guard position < end else { return false }
    emojiSearchIndexSummaries.withUTF8Buffer { bytes in
      var ordinal = -1
      while position < end {
        let value = gap(bytes, &position)
        ordinal += 1 + value >> 11
        ranks.apply(
          ordinal: ordinal, rank: UInt8(truncatingIfNeeded: value >> 8 & 7), count: UInt8(truncatingIfNeeded: value >> 3 & 31),
          level: UInt8(truncatingIfNeeded: value & 7))
      }
    }
    return true
  }

  /// Up to four lists (a Cantonese query's toneless gram and the digits
  /// it may type as tone numbers) whose union a search verifies.
  struct Tones {
    var lists: (List?, List?, List?, List?) = (nil, nil, nil, nil)
    var digits: (UInt32, UInt32, UInt32) = (0, 0, 0)
    var digitCount = 0
    var isUsed = false
    /// The lists' bytes together.
    var bytes: Int {
      func size(_ list: List?) -> Int { list.map { $0.bytes } ?? 0 }
      return size(lists.0) + size(lists.1) + size(lists.2) + size(lists.3)
    }
  }

  /// Calls `body` once with each key of any of `lists`, ascending: a merge
  /// of their runs' sorted keys (two runs a split list).
  static func forEachOfUnion(_ lists: (List?, List?, List?, List?), _ body: (Int) -> Void) {
    emojiSearchIndexPostings.withUTF8Buffer { bytes in
      // Per run: its position, its current key (Int.max when done), its end.
      withUnsafeTemporaryAllocation(of: Int.self, capacity: 24) { cursors in
        cursors.initialize(repeating: 0)
        let position = cursors.baseAddress!, key = position + 8, end = position + 16
        func advance(_ run: Int) {
          guard position[run] < end[run] else {
            key[run] = .max
            return
          }
          let value = gap(bytes, &position[run])
          key[run] += 1 + value >> 2
        }
        var runs = 0
        func run(_ from: Int, _ to: Int) {
          guard from < to else { return }
          position[runs] = from
          end[runs] = to
          key[runs] = -1
          advance(runs)
          runs += 1
        }
        func start(_ list: List?) {
          guard let list else { return }
          run(list.start, list.firstEnd)
          run(list.firstEnd, list.end)
        }
        start(lists.0)
        start(lists.1)
        start(lists.2)
        start(lists.3)
        while true {
          var next = Int.max
          for run in 0..<runs { next = min(next, key[run]) }
          if next == .max { return }
          body(next)
          for run in 0..<runs where key[run] == next { advance(run) }
        }
      }
    }
  }

  /// The gap at `position` (six bits a byte, low bits first, 0x40 on every
  /// byte but the last, 0x20 flipped on every byte), moving `position` past
  /// it.
  @inline(__always)
  static func gap(_ bytes: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Int {
    var value = 0
    var bits = 0
    while true {
      let byte = Int(bytes[position] ^ 0x20)
      position += 1
      value |= (byte & 0x3F) << bits
      if byte & 0x40 == 0 { return value }
      bits += 6
    }
  }

  @inline(__always)
  static func isLetter(_ value: UInt32) -> Bool { value &- 0x61 < 26 }

  /// The letters the key at `entry` of `emojiSearchIndexKeyLetters` can
  /// give a query (tablegen's `EmojiSearchIndexTables.keyLetters`): its own
  /// and its Han characters' readings', bit 0 a … bit 25 z. A query letter
  /// is consumed only as one of those, so a key lacking one of the query's
  /// cannot match it.
  @inline(__always)
  static func keyLetters(_ entry: Int) -> UInt32 {
    UInt32(truncatingIfNeeded: sixBitDigits(emojiSearchIndexKeyLetters, entry: entry, count: 5))
  }

  /// The letter pairs the key at `entry` of `emojiSearchIndexKeyPairs` can
  /// give a query side by side, one bit each (``pairBit(_:_:)``; tablegen's
  /// `EmojiSearchIndexTables.keyPairs`): two adjacent query letters are
  /// consumed inside one reading or across two adjacent key positions, so a
  /// key lacking one of the query's pairs cannot match it.
  @inline(__always)
  static func keyPairs(_ entry: Int) -> UInt64 {
    sixBitDigits(emojiSearchIndexKeyPairs, entry: entry, count: 11)
  }

  /// Entry `entry` of a table of `count` characters an entry, each 0x30 +
  /// six bits, low bits first, as tablegen writes the key letters and pairs.
  @inline(__always)
  static func sixBitDigits(_ table: StaticString, entry: Int, count: Int) -> UInt64 {
    let at = table.utf8Start + entry * count
    var value: UInt64 = 0
    for digit in 0..<count { value |= UInt64(at[digit] &- 0x30) << UInt64(6 &* digit) }
    return value
  }

  /// The bit of a pair of letters in a pair signature (tablegen's
  /// `EmojiSearchIndexTables.pairBit`).
  @inline(__always)
  static func pairBit(_ first: UInt32, _ second: UInt32) -> UInt64 {
    let pair = (first &- 0x61) &* 26 &+ (second &- 0x61)
    return 1 << UInt64((pair &* 0x9E37_79B1) >> 26)
  }

  /// The query's letters side by side (no space or digit between), as
  /// ``keyPairs(_:)`` holds them.
  static func queryPairs(_ query: UnsafeBufferPointer<UInt32>) -> UInt64 {
    var pairs: UInt64 = 0
    for position in query.indices.dropFirst() where isLetter(query[position - 1]) && isLetter(query[position]) {
      pairs |= pairBit(query[position - 1], query[position])
    }
    return pairs
  }

  /// Whether the query's scalar at `position` may be a Jyutping tone
  /// number: a digit 1–6 right after letters ending with a syllable that
  /// kCantonese reads with that tone (`emojiSearchJyutpingToneSyllables`),
  /// as the matcher consumes a tone number only after a full syllable. Any
  /// other digit a key matching the query holds literally (`g2g`).
  static func mayBeToneNumber(_ query: UnsafeBufferPointer<UInt32>, at position: Int) -> Bool {
    let digit = query[position]
    guard digit &- 0x31 < 6, position > 0, isLetter(query[position - 1]) else { return false }
    return emojiSearchJyutpingToneSyllables.withUnsafeBufferPointer { syllables in
      // The last letters before the digit, one more each turn, in base 27.
      var value: UInt32 = 0, scale: UInt32 = 1, index = position - 1
      while index >= 0, isLetter(query[index]), position - index <= emojiSearchJyutpingSyllableLetters {
        value += (query[index] - 0x60) * scale
        scale &*= 27
        let syllable = value * 8 + digit - 0x30
        let found = UTF8Bytes.partitionPoint(syllables) { $0 < syllable }
        if found < syllables.count, syllables[found] == syllable { return true }
        index -= 1
      }
      return false
    }
  }

  /// Marks in `ranks` the emoji whose keys match the folded, non-empty
  /// `query`: a query of one scalar, a query that is exactly a listed
  /// letter gram, two letters with a space between them, and two Han
  /// characters of long lists from their list alone, whose postings say
  /// how they match; any other by verifying with the matcher the keys of
  /// the shortest list its features allow that can give every letter of
  /// the query (`keyLetters`) and every two letters it has side by side
  /// (`keyPairs`) and, for a query without letters, that hold
  /// up to four of its scalars (`EmojiSearchLiterals`). A key matching it holds every non-letter
  /// scalar of it literally (but a Jyutping tone
  /// number: in a locale read by kCantonese, a digit right after letters
  /// ending with a syllable read with that tone), every two Han characters the query has side by side (listed where both
  /// characters' lists are long) and, where the query starts with two
  /// letters or more (its spaces left out), its first two, three or four
  /// letters as an n-gram from a match start; a first letter, as its own
  /// list says. Where the query has such tone numbers, the keys holding its
  /// leading letters with the tone numbers left out as a gram, or one of
  /// those digits, are verified where fewer.
  ///
  /// Where skin tones fold, a skin-tone name (`EmojiSearchToneSuffixes`)
  /// is matched only where the query may cross into its suffix from the
  /// base part's end (`EmojiSearchToneSuffixes.mayCrossFromBase`); else it
  /// ranks its base only where the query matches the suffix from a later
  /// match start, as matching the name would.
  func search(
    _ query: UnsafeBufferPointer<UInt32>, into ranks: inout EmojiSearchRanks, literals: inout EmojiSearchLiterals
  ) {
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: EmojiSearchMatcher.cacheSlots * 2) { cache in
      cache.initialize(repeating: 0)
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: EmojiSearchToneSuffixes.capacity) { states in
        states.initialize(repeating: 0)
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: EmojiSearchToneSuffixes.capacity) { crossings in
          crossings.initialize(repeating: 0)
          let tones = EmojiSearchToneSuffixes(
            query: query, system: system, locale: locale, states: states.baseAddress!,
            crossings: crossings.baseAddress!, cache: cache)
          search(query, into: &ranks, tones: tones, literals: &literals, cache: cache)
        }
      }
    }
  }

  private func search(
    _ query: UnsafeBufferPointer<UInt32>, into ranks: inout EmojiSearchRanks, tones: EmojiSearchToneSuffixes,
    literals: inout EmojiSearchLiterals, cache: UnsafeMutableBufferPointer<UInt64>
  ) {
    let firstString = Int(emojiAnnotationLocaleStrings[locale])
    let folding = ranks.foldingSkinTones
    func answer(_ list: List) {
      // A long list's answer, summarized per emoji where skin tones fold.
      if folding, Self.applySummary(of: list, named: ranks.namedStrings.lowerBound == firstString, to: ranks) { return }
      Self.forEach(list, firstRunOnly: folding) { key, kind in
        guard kind < 3 else { return }
        let string = firstString + key
        if folding, let suffix = EmojiSearchToneSuffixes.suffix(of: string) {
          // From a later start: its base's rank, as the name's match gives.
          if kind == 2 { return ranks.markBase(ofToneName: string) }
          // From the start, inside the base part: the base's own name ranks it.
          if !tones.mayBeCrossedInto(suffix, string) || !tones.mayCrossFromBase(suffix, string) { return }
        }
        ranks.mark(string: string, kind: kind == 0 ? .whole : kind == 1 ? .prefix : .inner)
      }
    }
    if query.count == 1 {
      if let list = list(query[0]) { answer(list) }
      return
    }
    var best: List? = nil
    func consider(_ list: List) {
      if let current = best, current.bytes <= list.bytes { return }
      best = list
    }
    let readsTones = system == 1
    // The previous scalar's lookup where it is a Han character.
    var previousHan: (index: Int, list: List)? = nil
    for position in query.indices {
      let scalar = query[position]
      guard scalar != 0x20, !Self.isLetter(scalar) else {
        previousHan = nil
        continue
      }
      if readsTones, Self.mayBeToneNumber(query, at: position) {
        previousHan = nil
        continue
      }
      guard let found = lookup(scalar) else { return }
      consider(found.list)
      // Two Han characters side by side in the query are so in the key.
      if scalar >= 0x2E80, let before = previousHan, let pair = hanBigram(before, found) {
        guard let pair else { return }
        // The query is the two characters: the postings' kinds answer it.
        if query.count == 2 {
          answer(pair)
          return
        }
        consider(pair)
      }
      previousHan = scalar >= 0x2E80 ? found : nil
    }
    // The query's leading letters, spaces left out, as a gram.
    var gram: UInt32 = 0, letters = 0
    for scalar in query {
      if scalar == 0x20 { continue }
      guard Self.isLetter(scalar), letters < 4 else { break }
      // Below a long trigram's list, every four-letter gram is listed.
      if letters == 3 {
        guard let trigram = list(Self.gramBase + gram), trigram.isHeavy else { break }
      }
      gram = gram * 27 + scalar - 0x60
      letters += 1
    }
    if letters >= 2 {
      guard let gramList = list(Self.gramBase + gram) else { return }
      // The query is the gram: its postings' kinds are the answer.
      if letters == query.count {
        answer(gramList)
        return
      }
      // Two letters spaced: listed with their kinds under every bigram.
      if letters == 2, query.count == 3, query[1] == 0x20 {
        if let spaced = list(emojiSearchIndexSpacedBigramBase + gram) { answer(spaced) }
        return
      }
      consider(gramList)
    }
    // A first letter starts its match where its own list says it may.
    if Self.isLetter(query[0]) {
      guard let letterList = list(query[0]) else { return }
      consider(letterList)
    }
    // Where kCantonese reads the keys, a digit that may be a tone number is
    // one typed after a full syllable or the key's own digit: a key
    // matching holds the query's leading letters with the tone numbers left
    // out as a gram, or holds one of those digits. The union of those lists
    // replaces the best where shorter (`hoi1s`: no trigram before the digit).
    var toneDigits = Tones()
    if readsTones, letters < 4 {
      var toneless: UInt32 = 0, count = 0
      for position in query.indices {
        let scalar = query[position]
        if scalar == 0x20 { continue }
        if Self.mayBeToneNumber(query, at: position) {
          // A digit listed once; more than three kinds: no union.
          if toneDigits.digits.0 != scalar && toneDigits.digits.1 != scalar && toneDigits.digits.2 != scalar {
            guard toneDigits.digitCount < 3 else {
              count = 0
              break
            }
            switch toneDigits.digitCount {
            case 0: toneDigits.digits.0 = scalar
            case 1: toneDigits.digits.1 = scalar
            default: toneDigits.digits.2 = scalar
            }
            toneDigits.digitCount += 1
          }
          continue
        }
        guard Self.isLetter(scalar), count < 4 else { break }
        if count == 3 {
          guard let trigram = list(Self.gramBase + toneless), trigram.isHeavy else { break }
        }
        toneless = toneless * 27 + scalar - 0x60
        count += 1
      }
      if count >= 2, count > letters, toneDigits.digitCount > 0 {
        toneDigits.lists.0 = list(Self.gramBase + toneless)
        toneDigits.lists.1 = list(toneDigits.digits.0)
        if toneDigits.digitCount > 1 { toneDigits.lists.2 = list(toneDigits.digits.1) }
        if toneDigits.digitCount > 2 { toneDigits.lists.3 = list(toneDigits.digits.2) }
        if let best, best.bytes <= toneDigits.bytes { toneDigits = Tones() } else { toneDigits.isUsed = true }
      }
    }
    literals.prepare(query)
    do {
      let literals = literals
      var matcher = EmojiSearchMatcher(query: query, system: system, prefilter: best == nil && !toneDigits.isUsed)
      matcher.cache = cache
      // A key lacking one of the query's letters matches it not.
      var queryLetters: UInt32 = 0
      for scalar in query where Self.isLetter(scalar) { queryLetters |= 1 << (scalar - 0x61) }
      let queryPairs = Self.queryPairs(query)
      // A scalar the query has beside a letter, which a key matching
      // holds with that letter's neighbour (`mayHoldAnchor`).
      let anchor = EmojiSearchMatcher.anchor(of: query)
      let firstLetters = Int(emojiSearchIndexKeyLetterStarts[slot]) - firstString
      emojiAnnotationText.withUTF8Buffer { text in
        emojiAnnotationStringStarts.withUnsafeBufferPointer { starts in
          // A query without letters matches a key from its start only
          // where the key's first scalar folds to the query's first.
          let literal = !matcher.hasLetters
          func lacksLetters(_ string: Int) -> Bool {
            queryLetters != 0 && queryLetters & ~Self.keyLetters(firstLetters + string) != 0
          }
          // Nor one lacking a pair of its adjacent letters (tested last,
          // before a matcher: most keys are left by then).
          func lacksPairs(_ string: Int) -> Bool {
            queryPairs != 0 && queryPairs & ~Self.keyPairs(firstLetters + string) != 0
          }
          func verify(_ string: Int) {
            if folding, let suffix = EmojiSearchToneSuffixes.suffix(of: string) {
              // A key lacking a query letter matches it nowhere, suffix
              // included: tested first where the suffix's state is yet to
              // be found (after, it costs more than the state).
              if !tones.areStatesKnown(suffix), lacksLetters(string) { return }
              if !tones.mayBeCrossedInto(suffix, string) || !tones.mayCrossFromBase(suffix, string) {
                // Both states were found together, by `mayBeCrossedInto`.
                if tones.matchesFromALaterStart(suffix, string) { ranks.markBase(ofToneName: string) }
                return
              }
              // Crossed from inside the name: a later start's match, told
              // without matching the name.
              if literal, tones.crossesFromALaterStart(suffix, string) {
                ranks.mark(string: string, kind: .inner)
                return
              }
            }
            if lacksLetters(string) { return }
            let bytes = UnsafeBufferPointer(rebasing: text[Int(starts[string])..<Int(starts[string + 1]) - 1])
            // A match from a later start would only rank bases already
            // ranked (`marksNothingFromALaterStart`): the skin-tone names
            // of an emoji a search met before need no matching.
            if ranks.marksNothingFromALaterStart(string: string), !matcher.mayMatchFromStart(bytes) { return }
            if !literals.mayBeIn(text, Int(starts[string]), Int(starts[string + 1]) - 1) { return }
            if lacksPairs(string) { return }
            if let anchor, !matcher.mayHoldAnchor(anchor, in: bytes) { return }
            if let kind = matcher.match(bytes) { ranks.mark(string: string, kind: kind) }
          }
          if toneDigits.isUsed {
            Self.forEachOfUnion(toneDigits.lists) { verify(firstString + $0) }
          } else if let best {
            Self.forEach(best) { key, _ in verify(firstString + key) }
          } else {
            for string in firstString..<Int(emojiAnnotationLocaleStrings[locale + 1]) { verify(string) }
          }
        }
      }
    }
  }
}

/// Up to four scalars of a query without ASCII letters, each with the key
/// scalars that fold to it (at most four; a scalar having more is left
/// out): a key matching such a query holds each of them literally, as the
/// matcher consumes a scalar other than a letter or a space only where it
/// is the key's, folded. Han characters are taken first (rarer in keys
/// than punctuation).
struct EmojiSearchLiterals {
  typealias Forms = (
    UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32,
    UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32
  )
  /// Entry `4 × g + f`: form `f` of scalar `g`; unused entries hold no scalar.
  var forms: Forms = (
    .max, .max, .max, .max, .max, .max, .max, .max, .max, .max, .max, .max, .max, .max, .max, .max
  )
  /// Bit `g` set for each scalar `g` kept.
  var groups: UInt8 = 0
  /// Bit `hash(form)` set for every form: most key scalars are none, and
  /// this tells so with one test.
  var filter: UInt64 = 0

  @inline(__always)
  static func hash(_ scalar: UInt32) -> UInt64 { 1 << UInt64((scalar &* 0x9E37_79B1) >> 26) }

  /// Whether ``prepare(_:)`` ran.
  var isPrepared = false

  /// Nothing kept: every key may hold the query, until ``prepare(_:)``.
  init() {}

  /// Keeps the query's scalars, once (a search's slots share them): none
  /// for a query with an ASCII letter or of one scalar (the index answers
  /// that from a list).
  mutating func prepare(_ query: UnsafeBufferPointer<UInt32>) {
    guard !isPrepared else { return }
    isPrepared = true
    guard query.count > 1, !query.contains(where: EmojiSearchIndex.isLetter) else { return }
    var found: Forms = forms
    // Up to four distinct scalars, Han characters first, and how many
    // forms each has.
    var keptScalars: (UInt32, UInt32, UInt32, UInt32) = (.max, .max, .max, .max)
    var counts: (Int, Int, Int, Int) = (0, 0, 0, 0)
    withUnsafeMutableBytes(of: &found) { raw in
      let entries = raw.bindMemory(to: UInt32.self)
      withUnsafeMutableBytes(of: &keptScalars) { raw in
        let kept = raw.bindMemory(to: UInt32.self)
        withUnsafeMutableBytes(of: &counts) { raw in
          let formCounts = raw.bindMemory(to: Int.self)
          var count = 0, keptFilter: UInt64 = 0
          for pass in 0..<2 {
            for scalar in query where scalar != 0x20 && (scalar >= 0x2E80) == (pass == 0) && count < 4 {
              var seen = false
              for group in 0..<count where kept[group] == scalar { seen = true }
              if seen { continue }
              kept[count] = scalar
              keptFilter |= Self.hash(scalar)
              count += 1
            }
          }
          // The scalars folding to each: itself where it folds to itself, and
          // every kSimplifiedVariant source of it (one pass over the sources).
          for group in 0..<count where EmojiSearchMatcher.foldKeyScalar(kept[group]) == kept[group] {
            entries[4 * group] = kept[group]
            formCounts[group] = 1
          }
          emojiSearchFoldTo.withUnsafeBufferPointer { to in
            for index in to.indices where keptFilter & Self.hash(to[index]) != 0 {
              for group in 0..<count where kept[group] == to[index] {
                if formCounts[group] < 4 { entries[4 * group + formCounts[group]] = emojiSearchFoldFrom[index] }
                formCounts[group] += 1
              }
            }
          }
          for group in 0..<count {
            // No form, or more than kept: no test of this scalar.
            guard formCounts[group] > 0, formCounts[group] <= 4 else {
              for form in 0..<4 { entries[4 * group + form] = .max }
              continue
            }
            for form in 0..<formCounts[group] { filter |= Self.hash(entries[4 * group + form]) }
            groups |= 1 << group
          }
        }
      }
    }
    forms = found
  }

  /// Whether the key `text[start..<end]` (UTF-8) may hold every kept scalar.
  @inline(__always)
  func mayBeIn(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
    guard groups != 0 else { return true }
    return withUnsafeBytes(of: forms) { raw in
      let entries = raw.bindMemory(to: UInt32.self)
      var seen: UInt8 = 0
      var index = start
      while index < end {
        let (scalar, length) = EmojiSearchMatcher.decode(text, at: index)
        index += length
        guard filter & Self.hash(scalar) != 0 else { continue }
        for entry in 0..<16 where entries[entry] == scalar { seen |= 1 << (entry >> 2) }
        if seen == groups { return true }
      }
      return false
    }
  }
}

/// A locale's skin-tone names as a search that folds skin tones reads them
/// (tablegen's `EmojiSearchIndexTables.toneSuffixes`): a skin-tone name is
/// one variant's name, a base part and a suffix (`: light skin tone`,
/// `：白皮膚`): its base's name, or where the tone is inserted into that name
/// (`下跪者: 中等-浅肤色面向右边`), the name up to the tone, the rest of the
/// base's name ending the suffix. A query matching such a name inside the
/// base part matches the base's own name there too (it starts with the base
/// part), which ranks the base at least as high
/// and counts (a variant's match ranks its base without counting), so the
/// name adds something only where the query matches the suffix from a
/// later match start (rank 4 for the base) or may cross into it (the query
/// from one of its positions matches the suffix from its start), where the
/// name is matched in full. What a query does to each suffix is found
/// once, from the first name having it.
struct EmojiSearchToneSuffixes {
  /// Suffixes per locale, at most (tablegen's ids are a byte).
  static let capacity = 256
  let query: UnsafeBufferPointer<UInt32>
  let system: Int
  /// The locale's first suffix among `emojiSearchToneSuffixLengths`.
  let first: Int
  /// Per suffix of the locale, what is known, zeroed: bit 0 that its two
  /// states are (they are found together, ``findStates(_:_:)``), bit 1 that
  /// a match may cross into it, bit 3 that the query matches it from a
  /// later start.
  let states: UnsafeMutablePointer<UInt8>
  /// Per suffix of the locale, once bit 0 of its state is known: bit `p`
  /// (`p` < 15) set where the query from position `p` matches the suffix
  /// from its start, bit 15 for any such `p` ≥ 15.
  let crossings: UnsafeMutablePointer<UInt16>
  /// The matcher's cache for `query` and `system`.
  let cache: UnsafeMutableBufferPointer<UInt64>

  init(
    query: UnsafeBufferPointer<UInt32>, system: Int, locale: Int, states: UnsafeMutablePointer<UInt8>,
    crossings: UnsafeMutablePointer<UInt16>, cache: UnsafeMutableBufferPointer<UInt64>
  ) {
    self.query = query
    self.system = system
    first = Int(emojiSearchToneSuffixStarts[locale])
    self.states = states
    self.crossings = crossings
    self.cache = cache
  }

  /// 1 + the index of skin-tone name `string`'s suffix among its locale's;
  /// nil for any other string.
  @inline(__always)
  static func suffix(of string: Int) -> Int? {
    let suffix = Int(emojiSearchToneSuffixOfString[string])
    return suffix == 0 ? nil : suffix
  }

  /// Whether a match may cross into the suffix: the query from one of its
  /// positions matches the suffix from its start (its first scalar
  /// literally, or a Han character's reading from a letter). Found with
  /// the suffix's other state (``findStates(_:_:)``).
  @inline(__always)
  func mayBeCrossedInto(_ suffix: Int, _ string: Int) -> Bool {
    if states[suffix - 1] & 1 == 0 { findStates(suffix, string) }
    return states[suffix - 1] & 2 != 0
  }

  /// Finds both states of the suffix of skin-tone name `string`, once a
  /// search and slot, from one decoding of the suffix (its UTF-8 is the
  /// name's last bytes): where a match may cross into it (each rest of the
  /// query consumed from the suffix's start alone: a match from a later
  /// start crosses nothing), and whether the query matches it from a later
  /// match start as `EmojiSearchMatcher.match` would (`.inner`: the match
  /// from its start fails, one from a later start holds). A start is tried
  /// only where the key's scalar there can begin the query: the query's
  /// first scalar, or a Han character where that is a letter (the folded
  /// query starts with no space), as `consume` consumes nothing else there.
  @inline(never)
  func findStates(_ suffix: Int, _ string: Int) {
    let at = states + suffix - 1
    let end = Int(emojiAnnotationStringStarts[string + 1]) - 1
    let length = Int(emojiSearchToneSuffixLengths[first + suffix - 1])
    let bytes = UnsafeBufferPointer(start: emojiAnnotationText.utf8Start + end - length, count: length)
    let crossing = crossings + suffix - 1
    var decoder = EmojiSearchMatcher(query: query, system: system, prefilter: false)
    decoder.cache = cache
    // A key of ASCII alone is matched as literal text (`matchASCII`), and
    // a crossing starts only where the query has the suffix's first scalar
    // (or a letter, where that is a Han character): a suffix of ASCII no
    // position may start at (`: light skin tone` for a query without a
    // colon) is not decoded.
    let isASCII = EmojiSearchMatcher.isASCII(bytes)
    if isASCII, !bytes.isEmpty, !query.contains(UInt32(EmojiSearchMatcher.asciiLowercase(bytes[0]))) {
      at.pointee = 1 | (decoder.matchASCII(bytes) == .inner ? 8 : 0)
      return
    }
    let inner = withUnsafeTemporaryAllocation(of: UInt32.self, capacity: EmojiSearchMatcher.keyCapacity) { key in
      withUnsafeTemporaryAllocation(of: UInt64.self, capacity: EmojiSearchMatcher.keyCapacity) { readings -> Bool in
        guard
          let count = decoder.decode(
            bytes, into: key.baseAddress!, spans: readings.baseAddress!, readings: decoder.hasLetters),
          count > 0
        else { return false }
        let keyScalars = UnsafeBufferPointer(rebasing: key[..<count])
        let spans = UnsafeBufferPointer(rebasing: readings[..<count])
        let text = decoder.readingText
        let first = keyScalars[0]
        for start in query.indices
        where query[start] == first || (first >= 0x2E80 && EmojiSearchIndex.isLetter(query[start])) {
          let rest = EmojiSearchMatcher(
            query: UnsafeBufferPointer(rebasing: query[start...]), system: system, prefilter: false)
          if rest.consume(0, 0, keyScalars, spans, text) & 1 != 0 {
            crossing.pointee |= 1 << min(start, 15)
          }
        }
        if isASCII { return decoder.matchASCII(bytes) == .inner }
        let head = query[0], headIsLetter = EmojiSearchIndex.isLetter(head)
        @inline(__always) func mayBegin(_ scalar: UInt32) -> Bool { scalar == head || (headIsLetter && scalar >= 0x2E80) }
        if mayBegin(first), decoder.consume(0, 0, keyScalars, spans, text) & 1 != 0 { return false }
        for start in 1..<count where mayBegin(keyScalars[start]) && EmojiSearchMatcher.isMatchStart(start, { keyScalars[$0] }) {
          if headIsLetter, keyScalars[start] >= 0x2E80, !EmojiSearchMatcher.mayStartReading(head, spans[start], text) {
            continue
          }
          if decoder.consume(0, start, keyScalars, spans, text) & 1 != 0 { return true }
        }
        return false
      }
    }
    at.pointee = 1 | (crossing.pointee != 0 ? 2 : 0) | (inner ? 8 : 0)
  }

  /// Whether the suffix's states (``mayBeCrossedInto(_:_:)``,
  /// ``matchesFromALaterStart(_:_:)``) are known.
  @inline(__always)
  func areStatesKnown(_ suffix: Int) -> Bool { states[suffix - 1] & 1 != 0 }

  /// Whether a match of the query may cross from skin-tone name `string`'s
  /// base part into its suffix (whose crossings ``mayBeCrossedInto(_:_:)``
  /// found): it consumes the base part to its end with the query before
  /// some crossing position `p`, so the base part ends with the scalars
  /// the query has before `p`, back to the first that may stand for more
  /// or less than one key scalar (a space, which may fall between
  /// syllables, or a letter or digit against a Han character's reading).
  /// A crossing from the query's start (`p` 0) is not ruled out.
  func mayCrossFromBase(_ suffix: Int, _ string: Int) -> Bool {
    let mask = crossings[suffix - 1]
    if mask & 1 != 0 || mask & 0x8000 != 0 { return true }
    let end = Int(emojiAnnotationStringStarts[string + 1]) - 1 - Int(emojiSearchToneSuffixLengths[first + suffix - 1])
    let start = Int(emojiAnnotationStringStarts[string])
    let text = emojiAnnotationText.utf8Start
    for position in 1..<15 where mask & (1 << position) != 0 {
      var index = end, back = position
      while true {
        back -= 1
        let q = query[back]
        if q == 0x20 { return true }
        // The base part's scalar before `index`.
        guard index > start else { break }
        var lead = index - 1
        while lead > start, text[lead] & 0xC0 == 0x80 { lead -= 1 }
        let raw = EmojiSearchMatcher.decode(UnsafeBufferPointer(start: text, count: index), at: lead).0
        let k = raw == q ? raw : EmojiSearchMatcher.foldKeyScalar(raw)
        index = lead
        if k >= 0x2E80, q < 0x80, EmojiSearchMatcher.isWordScalar(q) { return true }
        guard q == k else { break }
        if back == 0 { return true }
      }
    }
    return false
  }

  /// Whether the matcher would find skin-tone name `string` matched from a
  /// later match start (`.inner`), told from a crossing alone, for a query
  /// without letters or spaces before the crossing: where the base part
  /// ends with the query's scalars before crossing position `p` (`p` ≥ 1),
  /// folded, each the key's own (`consume` takes a scalar other than a
  /// letter or a space only where it is the key's), the query matches from
  /// where those begin, inside the name and at a match start; the match
  /// from the name's start fails where the name's first scalar is not the
  /// query's. False where that is not shown (the name is then matched).
  /// For a query without letters only (its Han characters' folds shared
  /// with the matcher's cache, which holds no readings then).
  func crossesFromALaterStart(_ suffix: Int, _ string: Int) -> Bool {
    let mask = crossings[suffix - 1]
    guard mask & 0x7FFE != 0 else { return false }
    let end = Int(emojiAnnotationStringStarts[string + 1]) - 1 - Int(emojiSearchToneSuffixLengths[first + suffix - 1])
    let start = Int(emojiAnnotationStringStarts[string])
    let text = emojiAnnotationText.utf8Start
    let bytes = UnsafeBufferPointer(start: text, count: end)
    let head = query[0]
    // A key scalar folded, as `EmojiSearchMatcher.decode` caches it.
    @inline(__always) func fold(_ raw: UInt32) -> UInt32 {
      guard raw >= 0x2E80 else { return EmojiSearchMatcher.foldKeyScalar(raw) }
      return EmojiSearchMatcher.foldCached(raw, cache: cache, system: system, readings: false).folded
    }
    // The scalar before byte `index` of the name and where it starts.
    @inline(__always) func before(_ index: Int) -> (scalar: UInt32, lead: Int) {
      var lead = index - 1
      while lead > start, text[lead] & 0xC0 == 0x80 { lead -= 1 }
      return (fold(EmojiSearchMatcher.decode(bytes, at: lead).0), lead)
    }
    guard end > start, fold(EmojiSearchMatcher.decode(bytes, at: start).0) != head else { return false }
    for position in 1..<15 where mask & (1 << position) != 0 {
      var index = end, back = position, aligned = true
      while back > 0 {
        back -= 1
        let q = query[back]
        guard q != 0x20, !EmojiSearchIndex.isLetter(q), index > start else {
          aligned = false
          break
        }
        let (k, lead) = before(index)
        guard k == q else {
          aligned = false
          break
        }
        index = lead
      }
      // The match starts at `index`: inside the name, and a match start
      // (`EmojiSearchMatcher.isMatchStart`; after a space or a hyphen,
      // which may end a negating word, not decided here).
      guard aligned, index > start else { continue }
      let previous = before(index).scalar
      if EmojiSearchMatcher.isWordScalar(previous) {
        if !EmojiSearchMatcher.isWordScalar(head) { return true }
      } else if previous >= 0x4E00 {
        if emojiSearchNegators.withUnsafeBufferPointer({ !$0.contains(previous) }) { return true }
      } else if previous != 0x20, previous != 0x2D {
        return true
      }
    }
    return false
  }

  /// Whether the query matches the suffix from a later match start (one
  /// inside it: the suffix's match starts are the name's there). Found
  /// with the suffix's other state (``findStates(_:_:)``).
  @inline(__always)
  func matchesFromALaterStart(_ suffix: Int, _ string: Int) -> Bool {
    if states[suffix - 1] & 1 == 0 { findStates(suffix, string) }
    return states[suffix - 1] & 8 != 0
  }
}

/// Per emoji, its best rank for a query (0 a whole name, 1 a whole keyword,
/// 2 a name's prefix, 3 a keyword's prefix, 4 a later match start; 0xFF
/// none), how many of its names and keywords match at that rank, and
/// whether the query is its name or starts it, from which the result is
/// laid out: by rank; then more keys at that rank first (across the locales
/// searched, so that the locales' annotators agreeing counts); then the
/// emoji whose name the query starts, shorter names first (the query says
/// more of it), then those with a word of the name the query starts; then
/// `emoji-test.txt` order.
///
/// A name is a name in the locale the results are named in; another
/// locale's name counts as a keyword (the user does not see it).
struct EmojiSearchRanks {
  let ranks: UnsafeMutablePointer<UInt8>
  /// Bits 0–2, the name level: where the query is a name (in the named
  /// locale) or starts it, that name's UTF-8 length / 6 (at most 5); 6
  /// where it matches the name from a later match start (a word of it); 7
  /// where not. Bits 3–7: the keys matching at the best rank (saturating).
  let hits: UnsafeMutablePointer<UInt8>
  /// Whether a skin-tone variant's match ranks its base instead (without
  /// adding to its keys).
  let foldingSkinTones: Bool
  let bases: UnsafePointer<UInt16>
  /// The strings of the locale results are named in.
  let namedStrings: Range<Int>

  /// `emojiAnnotationPostingStarts` and `emojiAnnotationPostings`.
  let postingStarts: UnsafeBufferPointer<UInt32>
  let postings: UnsafeBufferPointer<UInt16>

  /// Key counts are told apart up to this many; more count as this many.
  static let countLevels = 8
  static let rankCount = 5
  /// The buckets of the result's order: rank × key count × name level.
  static let bucketCount = rankCount * countLevels * 8

  /// Ranks the emoji having string `string` (a name or keyword) matched so.
  @inline(__always)
  func mark(string: Int, kind: EmojiSearchMatchKind) {
    // A name's rank, and a keyword's one more (a later start: 4 for both).
    let nameRank: UInt8, keywordStep: UInt16
    switch kind {
    case .whole: (nameRank, keywordStep) = (0, 1)
    case .prefix: (nameRank, keywordStep) = (2, 1)
    case .inner: (nameRank, keywordStep) = (4, 0)
    }
    // Another locale's names are keywords here.
    let nameBit: UInt16 = namedStrings.contains(string) ? 1 : 0
    let nameLevel: UInt8 =
      nameBit == 0 ? 7
      : kind == .inner ? 6
      : UInt8(min(5, (Int(emojiAnnotationStringStarts[string + 1]) - Int(emojiAnnotationStringStarts[string]) - 1) / 6))
    let postings = postings.baseAddress!
    let start = Int(postingStarts[string]), end = Int(postingStarts[string + 1])
    var previous: UInt16 = .max
    for index in start..<end {
      let posting = postings[index]
      defer { previous = posting }
      let isName = posting & nameBit == 1
      let rank = nameRank &+ (isName ? 0 : UInt8(truncatingIfNeeded: keywordStep))
      var ordinal = Int(posting >> 1)
      // One key counts once: an emoji's name that is also its keyword
      // follows that keyword's posting.
      var counts = !(posting & 1 == 1 && previous == posting &- 1)
      if foldingSkinTones {
        let base = Int(bases[ordinal])
        if base != ordinal {
          ordinal = base
          counts = false
        }
      }
      let old = ranks[ordinal]
      if rank < old {
        ranks[ordinal] = rank
        hits[ordinal] = hits[ordinal] & 7 | (counts ? 8 : 0)
      } else if rank == old, counts, hits[ordinal] < 0xF8 {
        hits[ordinal] &+= 8
      }
      if isName, counts, nameLevel < hits[ordinal] & 7 { hits[ordinal] = hits[ordinal] & 0xF8 | nameLevel }
    }
  }

  /// Applies to emoji `ordinal` the effect of marking several keys: its
  /// best `rank` among them, the `count` of keys counted at it, its best
  /// name `level` (7 none). Marks combine alike in any order (the least
  /// rank, the counts at it added up to 31, the least name level), so this
  /// is what marking those keys one by one does.
  @inline(__always)
  func apply(ordinal: Int, rank: UInt8, count: UInt8, level: UInt8) {
    let old = ranks[ordinal]
    if rank < old {
      ranks[ordinal] = rank
      hits[ordinal] = hits[ordinal] & 7 | count << 3
    } else if rank == old, count > 0 {
      hits[ordinal] = UInt8(min(31, Int(hits[ordinal] >> 3) + Int(count))) << 3 | hits[ordinal] & 7
    }
    if level < hits[ordinal] & 7 { hits[ordinal] = hits[ordinal] & 0xF8 | level }
  }

  /// Ranks the base of skin-tone name `string`'s one emoji as its match
  /// from a later match start does where skin tones fold
  /// (`mark(string:kind:)` with `.inner`): the last rank, keys not counted.
  @inline(__always)
  func markBase(ofToneName string: Int) {
    let base = Int(bases[Int(postings[Int(postingStarts[string])] >> 1)])
    let rank = UInt8(Self.rankCount - 1)
    if ranks[base] > rank {
      ranks[base] = rank
      hits[base] &= 7
    }
  }

  /// Whether marking `string` with a match from a later match start
  /// (`inner`, the last rank) would change nothing: where skin tones fold,
  /// every emoji having it is a skin-tone variant whose base already has a
  /// rank (a variant's match ranks its base without adding to its keys, and
  /// no rank is after `inner`).
  @inline(__always)
  func marksNothingFromALaterStart(string: Int) -> Bool {
    guard foldingSkinTones else { return false }
    let start = Int(postingStarts[string]), end = Int(postingStarts[string + 1])
    for index in start..<end {
      let ordinal = Int(postings[index] >> 1)
      let base = Int(bases[ordinal])
      if base == ordinal || ranks[base] >= UInt8(Self.rankCount) { return false }
    }
    return true
  }

  /// The emoji `body` ranks, in order.
  ///
  /// The ranks and hits, one byte each per emoji, live on the stack where
  /// the standard library has `InlineArray` (Swift 6.2 runtimes; every
  /// Linux), so that a search allocates nothing but its result; elsewhere in
  /// a temporary allocation, which the standard library puts on the heap
  /// above 1 KB. The 8 KB each on the stack leave room for the emoji of
  /// versions to come; a table of more falls back to the heap.
  static func collect(
    foldingSkinTones: Bool, namedIn named: Int, _ body: (inout EmojiSearchRanks) -> Void
  ) -> [AnnotatedEmoji] {
    // Whole 8-byte words of the ranks are skipped while all 0xFF.
    let words = (emojiAnnotationCount + 7) / 8
    if #available(macOS 26, iOS 26, watchOS 26, tvOS 26, visionOS 26, *) {
      var scratch = InlineArray<16384, UInt8>(repeating: UInt8.max)
      if words * 16 <= scratch.count {
        var span = scratch.mutableSpan
        return span.withUnsafeMutableBufferPointer { scratch in
          collect(scratch: scratch.baseAddress!, words: words, foldingSkinTones: foldingSkinTones, named: named, body)
        }
      }
    }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: words * 16) { scratch in
      collect(scratch: scratch.baseAddress!, words: words, foldingSkinTones: foldingSkinTones, named: named, body)
    }
  }

  /// ``collect(foldingSkinTones:namedIn:_:)`` with its scratch of `words` × 16 bytes.
  private static func collect(
    scratch: UnsafeMutablePointer<UInt8>, words: Int, foldingSkinTones: Bool, named: Int,
    _ body: (inout EmojiSearchRanks) -> Void
  ) -> [AnnotatedEmoji] {
    let ranks = scratch, hits = scratch + words * 8
    ranks.update(repeating: UInt8.max, count: words * 8)
    hits.update(repeating: 7, count: words * 8)
    let raw = UnsafeRawPointer(ranks)
    // UInt16 counts: 640 bytes, on the stack.
    return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: bucketCount) { starts in
      starts.initialize(repeating: 0)
      emojiAnnotationPostingStarts.withUnsafeBufferPointer { postingStarts in
        emojiAnnotationPostings.withUnsafeBufferPointer { postings in
          emojiSkinToneBases.withUnsafeBufferPointer { bases in
            let namedStrings = Int(emojiAnnotationLocaleStrings[named])..<Int(emojiAnnotationLocaleStrings[named + 1])
            var state = EmojiSearchRanks(
              ranks: ranks, hits: hits, foldingSkinTones: foldingSkinTones, bases: bases.baseAddress!,
              namedStrings: namedStrings, postingStarts: postingStarts, postings: postings)
            body(&state)
          }
        }
      }
      // An emoji's bucket: its rank, then fewer keys later, then its name level.
      @inline(__always) func bucket(_ ordinal: Int) -> Int {
        let keys = min(Int(hits[ordinal] >> 3), countLevels - 1)
        return (Int(ranks[ordinal]) * countLevels + countLevels - 1 - keys) * 8 + Int(hits[ordinal] & 7)
      }
      var total = 0
      for word in 0..<words where raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) != UInt64.max {
        for ordinal in word * 8..<min(word * 8 + 8, emojiAnnotationCount) where ranks[ordinal] < UInt8(rankCount) {
          starts[bucket(ordinal)] += 1
          total += 1
        }
      }
      guard total > 0 else { return [] }
      // Where each bucket's next emoji goes.
      var next: UInt16 = 0
      for index in 0..<bucketCount {
        let count = starts[index]
        starts[index] = next
        next += count
      }
      return [AnnotatedEmoji](unsafeUninitializedCapacity: total) { result, initialized in
        for word in 0..<words where raw.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) != UInt64.max {
          for ordinal in word * 8..<min(word * 8 + 8, emojiAnnotationCount) where ranks[ordinal] < UInt8(rankCount) {
            let at = bucket(ordinal)
            (result.baseAddress! + Int(starts[at])).initialize(to: AnnotatedEmoji(ordinal: ordinal))
            starts[at] += 1
          }
        }
        initialized = total
      }
    }
  }
}
