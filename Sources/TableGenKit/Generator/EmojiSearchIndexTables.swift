/// Emits `TextGaugeNames/Generated/EmojiSearchIndexTables.swift`: per locale, an inverted
/// index over its search keys (the names and keywords of
/// `EmojiAnnotationTables`), so that `AnnotatedEmoji.search` verifies only
/// the keys that can match instead of every key of the locale.
///
/// A key is folded as the runtime's `EmojiSearchMatcher` folds it (ASCII
/// lowercase, Han characters to their simplified form) and indexed under two
/// kinds of feature, each a sorted posting list of the key's index among its
/// locale's strings:
///
/// - **a scalar** other than an ASCII letter: the key holds it. The posting
///   carries how a one-scalar query of it matches the key (0 whole, 1
///   prefix, 2 from a later match start, 3 not at all: the key holds it
///   only where no match may start, `EmojiAnnotationModel.isMatchStart`), in
///   the low two bits, which is all the matcher would decide for such a
///   query: a one-scalar query is answered from its list alone.
/// - **an ASCII letter**: the keys it matches alone (it, or a Han character
///   with a reading starting with it, at a match start), with the kind.
/// - **a letter bigram or trigram**: every string of two or three ASCII
///   letters the matcher can consume from a match start of the key
///   (literal letters, the key's spaces skipped; a reading's letters as a
///   full syllable or its start, an initial, `zh` `ch` `sh`, Jyutping's
///   `gw` `kw` `ng`), readings being the locale's (kMandarin, or kCantonese
///   for `yue`). A query whose first two or three letters (spaces left out)
///   are letters can only match a key listed under them. Below a trigram
///   whose list is longer than ``heavyGramBytes``, its four-letter grams
///   too. Each posting carries, as a scalar's does, how the query that is
///   exactly the gram's letters matches the key (`EmojiSearchQueryKinds`).
/// - **two letters with a space between them** (`s h`), under every
///   bigram: the keys that query matches, with the kind.
/// - **two adjacent Han characters** (scalars from U+2E80), where both
///   characters' lists are longer than ``hanBigramBytes``: the keys holding
///   them side by side, with how the query of exactly the two matches the
///   key. A query's Han character matches only itself (folded), so two the
///   query has side by side the key has side by side; the common characters
///   of the Chinese names (人 中 色 肤 男 女 嘅) are each in hundreds of keys,
///   mostly skin-tone names, and their pairs in a few.
///
/// Per key and slot, too, the letters it can give a query (``keyLetters(of:readings:)``)
/// and the letter pairs it can give side by side, hashed (``keyPairs(of:readings:)``).
///
/// The runtime answers a query of one scalar, a query that is exactly a
/// listed gram, two spaced letters, and two Han characters of long lists
/// from their lists alone; for any other it picks the shortest list the
/// query's features allow and verifies each listed key holding the
/// query's letters and adjacent letter pairs with the matcher: the index narrows, the matcher
/// decides, so results and order are the scan's. Where skin tones fold, the answer from a list
/// reads only its first run where the list is split (``foldedRuns``): a
/// single letter's list holds some 1,800 skin-tone names and the tones'
/// keywords, most of which only rank a base the list ranks already.
///
/// The commonest letters and letter pairs are answered further ahead: per
/// scope (a given locale, or none) the search's whole result where skin
/// tones fold, ranked here from the same summaries and those of the
/// scope's shorter lists (``rankedAnswers(_:_:)``).
public enum EmojiSearchIndexTables {
  public static let fileName = "EmojiSearchIndexTables.swift"
  /// Only the search runtime reads it.
  public static let target = "TextGaugeNames"

  /// Letter n-grams are keyed above every scalar: base + the letters
  /// (a = 1 … z = 26) as base-27 digits.
  public static let gramBase: UInt32 = 0x11_0000
  /// Two letters with a space between them are keyed above every gram:
  /// base + the letters as a bigram's value.
  public static let spacedBigramBase: UInt32 = gramBase + 27 * 27 * 27 * 27
  /// Two adjacent Han characters are keyed above every other feature:
  /// base + the first's index among its slot's features << 14 + the
  /// second's (`hanBigramFeature`).
  public static let hanBigramBase: UInt32 = 0x1000_0000
  /// The characters of one key's letters (``keyLetters(of:readings:)``:
  /// 26 bits, six a character).
  public static let keyLetterBytes = 5
  /// The longest key the runtime's matcher compares (its `keyCapacity`);
  /// longer ones never match and are left out.
  public static let maximumKeyLength = 96

  public struct LocaleIndex: Sendable {
    /// Feature → postings, features ascending; where `folded` is set, the
    /// postings are two ascending runs, the first its count long
    /// (`foldedRuns`).
    public var features: [(key: UInt32, postings: [UInt16], folded: Int?)]
    /// Per key of the locale, the letters it can give a query
    /// (``keyLetters(of:readings:)``): bit 0 a … bit 25 z.
    public var keyLetters: [UInt32]
    /// Per key of the locale, the letter pairs it can give a query side by
    /// side, hashed (``keyPairs(of:readings:)``).
    public var keyPairs: [UInt64]
    /// Per feature with a summary (``summary(query:firstRun:strings:stringOffset:model:tones:readings:)``),
    /// its records where the slot's locale names the results (nil where
    /// it never does: the slots reading a locale the other way) and where not.
    public var summaries: [UInt32: (named: [UInt8]?, unnamed: [UInt8])]
    /// `summaries`, and a summary of every other list of one letter, two
    /// letters or two spaced letters (``isRankedFeature(_:)``), which
    /// ``rankedAnswers(_:_:)`` ranks from and the runtime never reads.
    public var letterSummaries: [UInt32: (named: [UInt8]?, unnamed: [UInt8])]
  }

  /// A list is summarized where its first run ranks emoji through this
  /// many postings (`EmojiAnnotationModel.LocaleString.postings`) or more:
  /// a summary's record costs the runtime about what a posting does.
  public static let summaryPostings = 768

  /// What answering the query that is exactly a feature from its list's
  /// first run does to the ranks where skin tones fold (the runtime's
  /// `EmojiSearchIndex.search`'s `answer` and `EmojiSearchRanks.mark`), per
  /// emoji: its best rank, how many keys count at it (at most 31), its best
  /// name level (7 none). Such effects combine alike whatever their order
  /// (the least rank; the counts at it added; the least name level), so the
  /// runtime applies the list's once per emoji instead of per posting.
  /// Encoded per emoji ascending: (ordinal gap × 8 + rank) × 256 + count × 8
  /// + level, as a posting's gap (six bits a byte; 0x40 on every byte but
  /// the last; 0x20 flipped).
  static func summary(
    query: [UInt32], firstRun: ArraySlice<UInt16>, strings: [EmojiAnnotationModel.LocaleString], named: Bool,
    model: EmojiAnnotationModel, suffixOf: (Int) -> [UInt32]?, readings: [UInt32: [[UInt8]]]
  ) -> [UInt8] {
    var effects: [Int: (rank: Int, count: Int, level: Int)] = [:]
    func apply(_ target: Int, _ rank: Int, _ counts: Bool, _ level: Int) {
      var effect = effects[target] ?? (rank: 0xFF, count: 0, level: 7)
      if rank < effect.rank {
        effect.rank = rank
        effect.count = counts ? 1 : 0
      } else if rank == effect.rank, counts {
        effect.count = min(31, effect.count + 1)
      }
      effect.level = min(effect.level, level)
      effects[target] = effect
    }
    // Whether the query may cross into a skin-tone suffix (the runtime's
    // `EmojiSearchToneSuffixes.mayBeCrossedInto`).
    var crossed: [[UInt32]: Bool] = [:]
    func mayBeCrossedInto(_ suffix: [UInt32]) -> Bool {
      if let known = crossed[suffix] { return known }
      let first = suffix[0]
      let result = query.indices.contains { start in
        (query[start] == first || (first >= 0x2E80 && isLetter(query[start])))
          && EmojiSearchQueryKinds.consume(Array(query[start...]), 0, suffix, 0, readings) & 1 != 0
      }
      crossed[suffix] = result
      return result
    }
    for posting in firstRun where posting & 3 != 3 {
      let key = Int(posting >> 2), kind = Int(posting & 3)
      let string = strings[key]
      if let suffix = suffixOf(key) {
        if kind == 2 {
          apply(model.emoji[string.postings[0] >> 1].skinToneBase, 4, false, 7)
          continue
        }
        if !mayBeCrossedInto(suffix) { continue }
      }
      let nameRank = [0, 2, 4][kind], step = kind == 2 ? 0 : 1
      let level = kind == 2 ? 6 : min(5, string.text.utf8.count / 6)
      var previous = -2
      for entry in string.postings {
        defer { previous = entry }
        let isName = named && entry & 1 == 1
        var counts = !(entry & 1 == 1 && previous == entry - 1)
        var ordinal = entry >> 1
        let base = model.emoji[ordinal].skinToneBase
        if base != ordinal {
          ordinal = base
          counts = false
        }
        apply(ordinal, nameRank + (isName ? 0 : step), counts, isName && counts ? level : 7)
      }
    }
    var bytes: [UInt8] = []
    var previous = -1
    for (ordinal, effect) in effects.sorted(by: { $0.key < $1.key }) {
      appendGap(((ordinal - previous - 1) * 8 + effect.rank) * 256 + effect.count * 8 + effect.level, to: &bytes)
      previous = ordinal
    }
    return bytes
  }

  /// The ASCII letters a folded key can consume of a query: its own
  /// letters and every letter of every reading of its Han characters (the
  /// matcher consumes a query letter only as a key letter or as part of a
  /// reading). A key lacking one of a query's letters cannot match it, which
  /// the runtime tests before matching a key of letters queries.
  static func keyLetters(of key: [UInt32], readings: [UInt32: [[UInt8]]]) -> UInt32 {
    var mask: UInt32 = 0
    for scalar in key {
      if isLetter(scalar) { mask |= 1 << (scalar - 0x61) }
      guard scalar >= 0x2E80 else { continue }
      for reading in readings[scalar] ?? [] {
        for byte in reading where isLetter(UInt32(byte)) { mask |= 1 << (UInt32(byte) - 0x61) }
      }
    }
    return mask
  }

  /// The characters of one key's pair signature (``keyPairs(of:readings:)``:
  /// 64 bits, six a character).
  public static let keyPairBytes = 11

  /// The bit of the 64 a pair of letters (`a` … `z`, as 0x61 … 0x7A) sets
  /// in a pair signature; the runtime's `EmojiSearchIndex.pairBit` is the
  /// same hash.
  static func pairBit(_ first: UInt32, _ second: UInt32) -> UInt64 {
    let pair = (first - 0x61) * 26 + (second - 0x61)
    return 1 << UInt64((pair &* 0x9E37_79B1) >> 26)
  }

  /// The letter pairs a folded key can consume of a query side by side,
  /// hashed into 64 bits (``pairBit(_:_:)``). Two adjacent letters of a
  /// query are consumed by one key position (two letters of one reading, as
  /// a syllable, its start or a two-letter initial) or by two adjacent
  /// ones, the first's last letter consumed (a key's own letter; a
  /// reading's last letter as a full syllable, its first as an initial, its
  /// second as `zh` `ch` `sh` `gw` `kw` `ng`) and the second's first (a
  /// key's own letter, or a reading's first): the matcher
  /// (`EmojiSearchQueryKinds.consume`) skips no key position and consumes
  /// a reading only from its first letter. A key lacking a query's pair
  /// cannot match it.
  static func keyPairs(of key: [UInt32], readings: [UInt32: [[UInt8]]]) -> UInt64 {
    var signature: UInt64 = 0
    // The letters a position may give as the last of what it consumes,
    // and as the first, with the pairs inside one reading.
    func letters(at position: Int) -> (exits: [UInt32], entries: [UInt32]) {
      let scalar = key[position]
      if isLetter(scalar) { return ([scalar], [scalar]) }
      guard scalar >= 0x2E80 else { return ([], []) }
      var exits: [UInt32] = [], entries: [UInt32] = []
      for reading in readings[scalar] ?? [] {
        // A Jyutping tone number is no letter of the syllable's.
        var count = reading.count
        if count > 0, EmojiSearchQueryKinds.isDigit(reading[count - 1]) { count -= 1 }
        guard count > 0 else { continue }
        let spelled = reading[..<count].map { UInt32($0) }
        for index in 0..<count - 1 where isLetter(spelled[index]) && isLetter(spelled[index + 1]) {
          signature |= pairBit(spelled[index], spelled[index + 1])
        }
        entries.append(spelled[0])
        exits.append(spelled[0])
        exits.append(spelled[count - 1])
        if count > 2, isTwoLetterInitial(reading[0], reading[1]) { exits.append(spelled[1]) }
      }
      return (exits.filter(isLetter), entries.filter(isLetter))
    }
    var previous: [UInt32] = []
    for position in key.indices {
      let (exits, entries) = letters(at: position)
      for first in previous {
        for second in entries { signature |= pairBit(first, second) }
      }
      previous = exits
    }
    return signature
  }

  /// A list is split in two runs where that leaves out this many keys or
  /// more from the first (fewer are not worth their bytes of boundary).
  public static let foldedRunMinimumDropped = 32

  /// A feature's list split for the query that is exactly the feature
  /// (answered from the list's kinds alone) where skin tones fold: the
  /// first run, the keys whose marking may change that answer; the second,
  /// the rest (every key's kind 3, and keys all of whose emoji are skin-tone
  /// variants whose bases the first run ranks at least as high). Where
  /// skin tones fold, a variant's match ranks its base without counting, so
  /// such a key changes no rank, count or name level; every other search
  /// reads both runs. Nil where fewer than ``foldedRunMinimumDropped`` keys
  /// would leave the first run.
  static func foldedRuns(
    _ postings: [UInt16], strings: [EmojiAnnotationModel.LocaleString], model: EmojiAnnotationModel
  ) -> (first: [UInt16], second: [UInt16])? {
    guard postings.count >= foldedRunMinimumDropped else { return nil }
    // Per emoji ranked, its best rank from the first run: where its
    // locale names the results, and where not (the runtime's
    // `EmojiSearchRanks.mark`: a name's rank, a keyword's one more but from a
    // later start).
    var best: [Int: (named: Int, unnamed: Int)] = [:]
    func effects(_ posting: UInt16) -> [(target: Int, named: Int, unnamed: Int)] {
      let kind = Int(posting & 3)
      let nameRank = [0, 2, 4][kind], step = kind == 2 ? 0 : 1
      return strings[Int(posting >> 2)].postings.map { entry in
        (model.emoji[entry >> 1].skinToneBase, nameRank + (entry & 1 == 1 ? 0 : step), nameRank + step)
      }
    }
    func record(_ posting: UInt16) {
      for effect in effects(posting) {
        let old = best[effect.target] ?? (.max, .max)
        best[effect.target] = (min(old.named, effect.named), min(old.unnamed, effect.unnamed))
      }
    }
    var first: [UInt16] = [], second: [UInt16] = [], variantsOnly: [UInt16] = []
    for posting in postings {
      if posting & 3 == 3 {
        second.append(posting)
        continue
      }
      let entries = strings[Int(posting >> 2)].postings
      if entries.allSatisfy({ model.emoji[$0 >> 1].skinToneBase != $0 >> 1 }) {
        variantsOnly.append(posting)
      } else {
        first.append(posting)
        record(posting)
      }
    }
    // Fewer emoji first: a skin-tone name ranks one base, a tone's keyword hundreds.
    func emojiCount(_ posting: UInt16) -> Int { strings[Int(posting >> 2)].postings.count }
    for posting in variantsOnly.sorted(by: { (emojiCount($0), $0) < (emojiCount($1), $1) }) {
      let dominated = effects(posting).allSatisfy { effect in
        best[effect.target].map { $0.named <= effect.named && $0.unnamed <= effect.unnamed } ?? false
      }
      if dominated {
        second.append(posting)
      } else {
        first.append(posting)
        record(posting)
      }
    }
    guard second.count >= foldedRunMinimumDropped else { return nil }
    return (first.sorted(), second.sorted())
  }

  /// The indexes, each over one locale's keys with one reading system
  /// (0 kMandarin, 1 kCantonese): each locale read its own way
  /// (`EmojiAnnotationModel.readingSystem(ofLocale:)`), then the Chinese
  /// locales' keys read the other way, so that Jyutping also finds what
  /// `zh` and `zh-Hant` name and keyword and pinyin what `yue` does: `zh`
  /// and `zh-Hant` by kCantonese, `yue` by kMandarin.
  public static func slots(_ model: EmojiAnnotationModel) -> [(locale: Int, system: Int)] {
    var slots = model.locales.indices.map { ($0, EmojiAnnotationModel.readingSystem(ofLocale: model.locales[$0])) }
    for identifier in ["zh", "zh-Hant", "yue"] {
      guard let locale = model.locales.firstIndex(of: identifier) else { continue }
      slots.append((locale, 1 - EmojiAnnotationModel.readingSystem(ofLocale: identifier)))
    }
    return slots
  }

  /// The index of each of `slots(model)`.
  public static func indexes(_ model: EmojiAnnotationModel) -> [LocaleIndex] {
    let folds = Dictionary(model.folds.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    let tones = toneSuffixes(model)
    var localeOffsets = [0]
    for strings in model.strings { localeOffsets.append(localeOffsets.last! + strings.count) }
    // A reading's letters (Jyutping's tone number left out: a query may omit it).
    func letters(_ table: [(scalar: UInt32, readings: [String])]) -> [UInt32: [[UInt8]]] {
      Dictionary(
        table.map { ($0.scalar, $0.readings.map { Array($0.utf8.filter { (0x61...0x7A).contains($0) }) }) },
        uniquingKeysWith: { first, _ in first })
    }
    let systems = [letters(model.readings), letters(model.jyutping)]
    // The readings as the runtime's matcher reads them (a Jyutping tone
    // number kept), for the kinds of letter queries.
    func bytes(_ table: [(scalar: UInt32, readings: [String])]) -> [UInt32: [[UInt8]]] {
      Dictionary(table.map { ($0.scalar, $0.readings.map { Array($0.utf8) }) }, uniquingKeysWith: { first, _ in first })
    }
    let matcherReadings = [bytes(model.readings), bytes(model.jyutping)]
    return slots(model).enumerated().map { slotIndex, slot in
      let (locale, system) = slot
      let strings = model.strings[locale]
      let readings = systems[system]
      let spelled = matcherReadings[system]
      // Two bits of each posting hold the match kind.
      precondition(strings.count <= Int(UInt16.max >> 2), "too many keys in a locale for UInt16 postings")
      var lists: [UInt32: [UInt16]] = [:]
      var quadgrams: [UInt32: [UInt16]] = [:]
      var keys: [[UInt32]] = []
      // A gram's posting: the key and how the query of exactly its letters matches it.
      func posting(_ id: Int, _ gram: UInt32, _ key: [UInt32]) -> UInt16 {
        UInt16(id) << 2 | UInt16(EmojiSearchQueryKinds.kind(of: Self.gramLetters(gram), in: key, readings: spelled))
      }
      for (id, string) in strings.enumerated() {
        let key = folded(string.text, folds)
        keys.append(key)
        guard key.count <= maximumKeyLength else { continue }
        let (scalars, grams) = features(of: key, readings: readings)
        // A letter is listed where it matches alone; a key holding it
        // elsewhere is found by its n-grams.
        for (scalar, kind) in scalars.sorted(by: { $0.key < $1.key }) where !(isLetter(scalar) && kind == 3) {
          lists[scalar, default: []].append(UInt16(id) << 2 | UInt16(kind))
        }
        for gram in grams { lists[gram, default: []].append(posting(id, gram, key)) }
        for gram in Self.grams(of: key, readings: readings, length: 4) {
          quadgrams[gram, default: []].append(posting(id, gram, key))
        }
      }
      // Four-letter grams only below a trigram whose list is long (the
      // commonest syllables' starts: `xia`), where they pay for their bytes.
      for (gram, postings) in quadgrams {
        let trigram = gramBase + (gram - gramBase) / 27
        if let list = lists[trigram], isHeavy(list) { lists[gram] = postings }
      }
      // Two spaced letters under every bigram: the keys they match (every
      // one is under the bigram, the query's space left out).
      for (gram, postings) in lists where gram > gramBase && gram - gramBase < 27 * 27 {
        let value = gram - gramBase
        let query: [UInt32] = [0x60 + value / 27, 0x20, 0x60 + value % 27]
        let matched = postings.compactMap { posting -> UInt16? in
          let id = Int(posting >> 2)
          let kind = EmojiSearchQueryKinds.kind(of: query, in: keys[id], readings: spelled)
          return kind < 3 ? UInt16(id) << 2 | UInt16(kind) : nil
        }
        if !matched.isEmpty { lists[spacedBigramBase + value] = matched }
      }
      // Two adjacent Han characters, both of long lists: keyed by the
      // characters' indexes among the slot's features, which the bigrams,
      // keyed above them all, leave as they are.
      let scalarFeatures = lists.keys.sorted()
      let featureIndex = Dictionary(uniqueKeysWithValues: scalarFeatures.enumerated().map { ($1, $0) })
      let longLists = Set(lists.compactMap { $0.key < gramBase && $0.key >= 0x2E80 && isLong($0.value) ? $0.key : nil })
      var hanBigrams: [UInt32: [UInt16]] = [:]
      for (id, key) in keys.enumerated() where key.count <= maximumKeyLength && key.count >= 2 {
        var seen = Set<UInt32>()
        for position in 0..<key.count - 1
        where longLists.contains(key[position]) && longLists.contains(key[position + 1]) {
          let feature = hanBigramFeature(featureIndex[key[position]]!, featureIndex[key[position + 1]]!)
          guard seen.insert(feature).inserted else { continue }
          let kind = EmojiSearchQueryKinds.kind(of: [key[position], key[position + 1]], in: key, readings: spelled)
          hanBigrams[feature, default: []].append(UInt16(id) << 2 | UInt16(kind))
        }
      }
      lists.merge(hanBigrams) { old, _ in old }
      let features: [(key: UInt32, postings: [UInt16], folded: Int?)] = lists.keys.sorted().map { feature in
        let postings = lists[feature]!
        guard let runs = foldedRuns(postings, strings: strings, model: model) else { return (feature, postings, nil) }
        return (feature, runs.first + runs.second, runs.first.count)
      }
      // A skin-tone name's suffix, folded (`toneSuffixes`).
      func suffixOf(_ key: Int) -> [UInt32]? {
        let id = Int(tones.ofString[localeOffsets[locale] + key])
        guard id > 0 else { return nil }
        let length = Int(tones.lengths[locale][id - 1])
        return folded(String(decoding: strings[key].text.utf8.suffix(length), as: UTF8.self), folds)
      }
      // The query each feature answers.
      func query(_ feature: UInt32) -> [UInt32] {
        if feature >= hanBigramBase {
          let value = Int(feature - hanBigramBase)
          return [scalarFeatures[value >> 14], scalarFeatures[value & (1 << 14 - 1)]]
        }
        if feature >= spacedBigramBase {
          let value = feature - spacedBigramBase
          return [0x60 + value / 27, 0x20, 0x60 + value % 27]
        }
        return feature >= gramBase ? gramLetters(feature) : [feature]
      }
      var summaries: [UInt32: (named: [UInt8]?, unnamed: [UInt8])] = [:]
      let mayBeNamed = slotIndex < model.locales.count
      for feature in features {
        let firstRun = feature.postings[..<(feature.folded ?? feature.postings.count)]
        let reach = firstRun.reduce(0) { $0 + ($1 & 3 == 3 ? 0 : strings[Int($1 >> 2)].postings.count) }
        guard reach >= summaryPostings else { continue }
        func make(_ named: Bool) -> [UInt8] {
          summary(
            query: query(feature.key), firstRun: firstRun, strings: strings, named: named, model: model,
            suffixOf: suffixOf, readings: spelled)
        }
        summaries[feature.key] = (mayBeNamed ? make(true) : nil, make(false))
      }
      // The other letters' and letter pairs' lists summarized too, for
      // ranking their scopes' answers (not written: the runtime reads such
      // a list itself).
      var letterSummaries = summaries
      for feature in features where letterSummaries[feature.key] == nil && isRankedFeature(feature.key) {
        let firstRun = feature.postings[..<(feature.folded ?? feature.postings.count)]
        func make(_ named: Bool) -> [UInt8] {
          summary(
            query: query(feature.key), firstRun: firstRun, strings: strings, named: named, model: model,
            suffixOf: suffixOf, readings: spelled)
        }
        letterSummaries[feature.key] = (mayBeNamed ? make(true) : nil, make(false))
      }
      return LocaleIndex(
        features: features, keyLetters: keys.map { keyLetters(of: $0, readings: spelled) },
        keyPairs: keys.map { keyPairs(of: $0, readings: spelled) }, summaries: summaries,
        letterSummaries: letterSummaries)
    }
  }

  /// The letters of gram feature `gram` (a = 1 … z = 26 in base 27).
  static func gramLetters(_ gram: UInt32) -> [UInt32] {
    var value = gram - gramBase
    var letters: [UInt32] = []
    while value > 0 {
      letters.insert(0x60 + value % 27, at: 0)
      value /= 27
    }
    return letters
  }

  /// Per string of every locale (their order in `EmojiAnnotationTables`),
  /// 0, or for a **skin-tone name** 1 + its suffix's index among its
  /// locale's; per locale, its suffixes' UTF-8 lengths. A skin-tone name is
  /// the name of one skin-tone variant alone (CLDR's derived annotations
  /// name it after its base: `waving hand: light skin tone`, `握手: 淺膚色
  /// 中淺膚色`) that is a base part followed by a suffix whose match starts
  /// after its first scalar are its own (`EmojiAnnotationModel.isMatchStart`
  /// on the suffix alone agrees with it inside the name), and that is not
  /// longer than the matcher compares (``maximumKeyLength``). The base part
  /// is its base's name in the locale, or where the tone is inserted into
  /// that name (`下跪者: 中等-浅肤色面向右边` of `下跪者: 面向右边`), the
  /// name's first scalars up to the tone, the rest of the base's name
  /// ending the suffix.
  ///
  /// Where a search folds skin tones, such a name adds nothing a query
  /// matching inside the base part does not (the base's own name starts
  /// with it, so matches the query there, ranking the base at least as high
  /// and counting), so the
  /// runtime ranks the base from it only where the query matches the
  /// suffix from a later match start, or may cross into it (the query from
  /// one of its positions matches the suffix from its start), where the
  /// name is matched as before.
  public static func toneSuffixes(_ model: EmojiAnnotationModel) -> (ofString: [UInt8], lengths: [[UInt8]]) {
    let folds = Dictionary(model.folds.map { ($0.from, $0.to) }, uniquingKeysWith: { first, _ in first })
    var ofString: [UInt8] = [], lengths: [[UInt8]] = []
    for locale in model.locales.indices {
      var ids: [String: Int] = [:], localeLengths: [UInt8] = []
      for string in model.strings[locale] {
        ofString.append(0)
        guard string.postings.count == 1, string.postings[0] & 1 == 1 else { continue }
        let variant = string.postings[0] >> 1
        let base = model.emoji[variant].skinToneBase
        guard base != variant else { continue }
        let name = Array(string.text.unicodeScalars), baseName = Array(model.emoji[base].names[locale].unicodeScalars)
        guard name.count > baseName.count else { continue }
        // The base part: the base's name, or where the tone is inserted
        // into it (`下跪者: 中等-浅肤色面向右边`), the base's name up to the
        // tone, the rest of it ending the suffix.
        let common = zip(name, baseName).prefix { $0 == $1 }.count
        guard common > 0, name.suffix(baseName.count - common).elementsEqual(baseName[common...]) else { continue }
        let key = folded(string.text, folds), suffix = Array(key[common...])
        guard key.count <= maximumKeyLength,
          (1..<suffix.count).allSatisfy({
            EmojiAnnotationModel.isMatchStart(suffix, $0) == EmojiAnnotationModel.isMatchStart(key, common + $0)
          })
        else { continue }
        let text = String(String.UnicodeScalarView(name[common...]))
        // Ids are a byte: a name whose suffix finds none left is matched in full.
        guard ids[text] != nil || localeLengths.count < 254 else { continue }
        let id = ids[text] ?? {
          localeLengths.append(UInt8(text.utf8.count))
          ids[text] = localeLengths.count - 1
          return localeLengths.count - 1
        }()
        precondition(id < 255 && text.utf8.count < 256, "too many or too long skin-tone suffixes for UInt8")
        ofString[ofString.count - 1] = UInt8(id + 1)
      }
      lengths.append(localeLengths)
    }
    return (ofString, lengths)
  }

  /// The longest Jyutping syllable, in letters.
  public static let jyutpingSyllableLetters = 6

  /// Every syllable kCantonese reads a key's character with and its tone
  /// number, as its letters in base 27 (a = 1 … z = 26) × 8 + the tone,
  /// ascending: a query's digit after letters is a tone number only where
  /// those letters end one of them (the runtime's
  /// `EmojiSearchIndex.mayBeToneNumber`).
  static func toneSyllables(_ model: EmojiAnnotationModel) -> [UInt32] {
    var syllables = Set<UInt32>()
    for reading in model.jyutping.flatMap(\.readings) {
      let bytes = Array(reading.utf8)
      guard let tone = bytes.last, (0x31...0x36).contains(tone) else { continue }
      let letters = bytes.dropLast()
      precondition(
        !letters.isEmpty && letters.count <= jyutpingSyllableLetters && letters.allSatisfy { isLetter(UInt32($0)) },
        "a Jyutping reading the tone syllables cannot hold: \(reading)")
      syllables.insert(letters.reduce(0) { $0 * 27 + UInt32($1) - 0x60 } * 8 + UInt32(tone) - 0x30)
    }
    return syllables.sorted()
  }

  /// `text` as the runtime's matcher folds a key: ASCII lowercase, Han
  /// characters to their simplified form.
  static func folded(_ text: String, _ folds: [UInt32: UInt32]) -> [UInt32] {
    text.unicodeScalars.map { scalar in
      let lower = EmojiAnnotationModel.asciiLowercase(scalar.value)
      return lower >= 0x2E80 ? folds[lower] ?? lower : lower
    }
  }

  /// Whether a gram's list is long enough for the grams below it to be
  /// listed: the runtime tests the same byte length.
  static func isHeavy(_ postings: [UInt16]) -> Bool { encode(postings, kindBits: 2).count > heavyGramBytes }

  static func isLetter(_ value: UInt32) -> Bool { (0x61...0x7A).contains(value) }

  /// Whether a Han character's list is long enough for its pairs with
  /// another such character to be listed: the runtime tests the same byte
  /// length.
  static func isLong(_ postings: [UInt16]) -> Bool { encode(postings, kindBits: 2).count > hanBigramBytes }

  /// Two Han characters side by side are listed where both characters'
  /// lists take more bytes than this (about 25 keys); the runtime, finding
  /// no such list, knows no key holds them side by side.
  public static let hanBigramBytes = 32

  /// The feature of two adjacent Han characters, from their indexes among
  /// the slot's features.
  static func hanBigramFeature(_ first: Int, _ second: Int) -> UInt32 {
    precondition(first < 1 << 14 && second < 1 << 14, "too many features in a slot for a Han bigram's key")
    return hanBigramBase + UInt32(first << 14 | second)
  }

  /// A trigram whose list takes more bytes than this has its four-letter
  /// grams listed too; the runtime tests the same length.
  public static let heavyGramBytes = 256

  /// A folded key's scalar features (with a one-scalar query's match kind)
  /// and letter n-grams, as `EmojiSearchMatcher.consume` accepts them.
  static func features(of key: [UInt32], readings: [UInt32: [[UInt8]]]) -> ([UInt32: UInt8], Set<UInt32>) {
    var scalars: [UInt32: UInt8] = [:]
    for (position, scalar) in key.enumerated() {
      // A one-scalar query consumes one key position: literally, or (a
      // letter) as the first letter of one of its readings; from a match
      // start only.
      var forms: Set<UInt32> = [scalar]
      if scalar >= 0x2E80 { for reading in readings[scalar] ?? [] where !reading.isEmpty { forms.insert(UInt32(reading[0])) } }
      let kind: UInt8 =
        !EmojiAnnotationModel.isMatchStart(key, position) ? 3 : position > 0 ? 2 : key.count == 1 ? 0 : 1
      for form in forms { scalars[form] = min(scalars[form] ?? kind, kind) }
    }
    var grams = Set<UInt32>()
    grams.formUnion(Self.grams(of: key, readings: readings, length: 2))
    grams.formUnion(Self.grams(of: key, readings: readings, length: 3))
    return (scalars, grams)
  }

  /// The strings of `length` ASCII letters the matcher can consume from a
  /// match start of a folded key: literal letters (the key's spaces
  /// skipped, as a query's are left out of its gram), a reading's letters
  /// as a full syllable or its start, an initial, a two-letter initial.
  static func grams(of key: [UInt32], readings: [UInt32: [[UInt8]]], length: Int) -> Set<UInt32> {
    var grams = Set<UInt32>()
    func generate(_ position: Int, _ remaining: Int, _ value: UInt32) {
      if remaining == 0 {
        grams.insert(gramBase + value)
        return
      }
      guard position < key.count else { return }
      let scalar = key[position]
      if scalar == 0x20 { generate(position + 1, remaining, value) }
      if isLetter(scalar) { generate(position + 1, remaining - 1, value * 27 + scalar - 0x60) }
      guard scalar >= 0x2E80 else { return }
      for reading in readings[scalar] ?? [] where !reading.isEmpty {
        // Letters of the reading, as far as the gram goes; a byte that is
        // not a letter ends the branch (no letter query matches it).
        func append(_ count: Int) -> UInt32? {
          var result = value
          for byte in reading.prefix(count) {
            guard isLetter(UInt32(byte)) else { return nil }
            result = result * 27 + UInt32(byte) - 0x60
          }
          return result
        }
        // An initial.
        if let next = append(1) { generate(position + 1, remaining - 1, next) }
        // A full syllable; or the gram ends inside it (a longer syllable,
        // or the start of one last in the query).
        if reading.count <= remaining {
          if let next = append(reading.count) { generate(position + 1, remaining - reading.count, next) }
        } else if let next = append(remaining) {
          grams.insert(gramBase + next)
        }
        // zh, ch, sh; gw, kw, ng.
        if reading.count > 2, isTwoLetterInitial(reading[0], reading[1]), remaining >= 2, let next = append(2)
        {
          generate(position + 1, remaining - 2, next)
        }
      }
    }
    for position in key.indices where EmojiAnnotationModel.isMatchStart(key, position) { generate(position, length, 0) }
    return grams
  }

  /// The initials of two letters a query may type for a syllable: pinyin's
  /// `zh` `ch` `sh`, Jyutping's `gw` `kw` `ng`.
  static func isTwoLetterInitial(_ first: UInt8, _ second: UInt8) -> Bool {
    switch (first, second) {
    case (0x7A, 0x68), (0x63, 0x68), (0x73, 0x68), (0x67, 0x77), (0x6B, 0x77), (0x6E, 0x67): true
    default: false
    }
  }

  /// `value` as `count` characters of six bits each, low bits first, each
  /// 0x30 + the bits: the key letters' and pairs' fixed-width entries, which
  /// the runtime's `sixBitDigits(_:entry:count:)` reads back.
  static func appendSixBitDigits(_ value: UInt64, count: Int, to bytes: inout [UInt8]) {
    for digit in 0..<count { bytes.append(UInt8(value >> (6 * UInt64(digit)) & 0x3F) + 0x30) }
  }

  /// `value` six bits a byte, low bits first, 0x40 on every byte but the
  /// last, each byte with bit 0x20 flipped (see `encode(_:kindBits:)`).
  static func appendGap(_ value: Int, to bytes: inout [UInt8]) {
    var value = value
    while value >= 0x40 {
      bytes.append(UInt8(value & 0x3F | 0x40) ^ 0x20)
      value >>= 6
    }
    bytes.append(UInt8(value) ^ 0x20)
  }

  /// Postings (key index << kindBits | kind, ascending) as gaps of six
  /// bits a byte, low bits first, 0x40 on every byte but a gap's last, each
  /// byte with bit 0x20 flipped: ASCII, so that the pool is a string literal
  /// (an array literal of a million bytes takes the compiler minutes). Most
  /// lists are dense enough that a gap takes one byte, most often below
  /// 0x20, which the flip makes a printable character where it would be an
  /// escape of six in the source.
  static func encode(_ postings: [UInt16], kindBits: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    var previous = -1
    for posting in postings {
      let key = Int(posting) >> kindBits
      appendGap((key - previous - 1) << kindBits | Int(posting) & (1 << kindBits - 1), to: &bytes)
      previous = key
    }
    return bytes
  }

  /// The searches the runtime's `EmojiSearchScope` makes for a query with
  /// letters, per scope: a given locale (its index), then none (the locale
  /// count); each with the slots searched and the locale naming the results.
  static func rankedScopes(_ model: EmojiAnnotationModel) -> [(slots: [Int], named: Int)] {
    precondition(
      model.locales == ["en", "zh", "zh-Hant", "yue", "yue-Hans"] && slots(model).count == 8,
      "EmojiSearchScope's slots name these locales")
    // `en` alone; pinyin (`zh`, `zh-Hant`, `yue` by kMandarin); Jyutping
    // (`yue`, `yue-Hans`, `zh` and `zh-Hant` by kCantonese); none: `en` and pinyin.
    return [([0], 0), ([1, 2, 7], 1), ([1, 2, 7], 2), ([3, 4, 5, 6], 3), ([3, 4, 5, 6], 4), ([0, 1, 2, 7], 0)]
  }

  /// A ranked answer's key: scope << this | feature (every feature is below 2^24).
  public static let rankedScopeShift: UInt32 = 24

  /// A letter query is answered from a ranked list where its slots'
  /// summaries hold this many records or more together: about where
  /// applying them and ordering the result would cost a search more than
  /// its budget (50 µs, some 300,000 instructions; a record and its emoji's
  /// place in the order some 100).
  public static let rankedRecords = 1_500

  /// The answers of one letter, two letters and two spaced letters, per
  /// scope (``rankedScopes(_:)``), as the search returns them where skin
  /// tones fold, where the summaries of the query's lists in the scope's
  /// slots (``LocaleIndex/letterSummaries``: also the lists too short for
  /// the runtime to read a summary of, such as `en`'s `z`, which the
  /// scope of no locale searches with the pinyin slots' long ones) hold
  /// ``rankedRecords`` records or more: the summaries applied per emoji as
  /// the runtime's `EmojiSearchRanks.apply` does, then ordered as its
  /// `collect` orders them (by rank; more keys at it first, counted up to
  /// 7; name level; ordinal). The runtime returns such a list as it is.
  static func rankedAnswers(
    _ model: EmojiAnnotationModel, _ indexes: [LocaleIndex]
  ) -> [(key: UInt32, ordinals: [Int])] {
    let slotLocales = slots(model).map(\.locale)
    var features: [UInt32] = (0x61...0x7A).map { UInt32($0) }
    for first in UInt32(1)...26 {
      for second in UInt32(1)...26 {
        features.append(gramBase + first * 27 + second)
        features.append(spacedBigramBase + first * 27 + second)
      }
    }
    let present = indexes.map { Set($0.features.map(\.key)) }
    var answers: [(key: UInt32, ordinals: [Int])] = []
    for (scope, search) in rankedScopes(model).enumerated() {
      for feature in features {
        var records = 0
        for slot in search.slots where present[slot].contains(feature) {
          let summary = indexes[slot].letterSummaries[feature]!
          records += decodeGaps(slotLocales[slot] == search.named ? summary.named! : summary.unnamed).count
        }
        guard records >= rankedRecords else { continue }
        var ranks = [UInt8](repeating: 0xFF, count: model.emoji.count)
        var hits = [UInt8](repeating: 7, count: model.emoji.count)
        // Each slot's records restart their ordinals: apply them per slot.
        for slot in search.slots where present[slot].contains(feature) {
          let summary = indexes[slot].letterSummaries[feature]!
          let bytes = slotLocales[slot] == search.named ? summary.named! : summary.unnamed
          var ordinal = -1
          for value in decodeGaps(bytes) {
            ordinal += 1 + value >> 11
            let rank = UInt8(value >> 8 & 7), count = UInt8(value >> 3 & 31), level = UInt8(value & 7)
            let old = ranks[ordinal]
            if rank < old {
              ranks[ordinal] = rank
              hits[ordinal] = hits[ordinal] & 7 | count << 3
            } else if rank == old, count > 0 {
              hits[ordinal] = UInt8(min(31, Int(hits[ordinal] >> 3) + Int(count))) << 3 | hits[ordinal] & 7
            }
            if level < hits[ordinal] & 7 { hits[ordinal] = hits[ordinal] & 0xF8 | level }
          }
        }
        // The runtime's bucket: rank, then more keys (up to 7) first, then name level.
        func bucket(_ ordinal: Int) -> Int {
          let keys = min(Int(hits[ordinal] >> 3), 7)
          return (Int(ranks[ordinal]) * 8 + 7 - keys) * 8 + Int(hits[ordinal] & 7)
        }
        let ordinals = ranks.indices.filter { ranks[$0] < 5 }.sorted { (bucket($0), $0) < (bucket($1), $1) }
        answers.append((UInt32(scope) << rankedScopeShift | feature, ordinals))
      }
    }
    return answers.sorted { $0.key < $1.key }
  }

  /// Whether a feature is one ``rankedAnswers(_:_:)`` may answer: a
  /// letter, two letters, two letters with a space between them.
  static func isRankedFeature(_ feature: UInt32) -> Bool {
    isLetter(feature) || (feature > gramBase && feature < gramBase + 27 * 27)
      || (feature > spacedBigramBase && feature < spacedBigramBase + 27 * 27)
  }

  /// The values of gaps written by ``appendGap(_:to:)``.
  static func decodeGaps(_ bytes: [UInt8]) -> [Int] {
    var values: [Int] = [], value = 0, bits = 0
    for raw in bytes {
      let byte = Int(raw ^ 0x20)
      value |= (byte & 0x3F) << bits
      if byte & 0x40 == 0 {
        values.append(value)
        (value, bits) = (0, 0)
      } else {
        bits += 6
      }
    }
    return values
  }

  /// Ordinals in a ranked answer's order as steps (``appendGap(_:to:)``):
  /// a step d > 0 from the ordinal before (-1 for the first) as (d - 1) × 2,
  /// d < 0 as (-d - 1) × 2 + 1; within one bucket of the order the
  /// ordinals ascend, so most steps are small.
  static func encodeRanked(_ ordinals: [Int]) -> [UInt8] {
    var bytes: [UInt8] = [], previous = -1
    for ordinal in ordinals {
      let step = ordinal - previous
      appendGap(step > 0 ? (step - 1) * 2 : (-step - 1) * 2 + 1, to: &bytes)
      previous = ordinal
    }
    return bytes
  }

  public static func emit(_ model: EmojiAnnotationModel, inputs: [any GeneratorInput]) -> GeneratedFile {
    let indexes = indexes(model)
    var text = SwiftSource.header(
      title: "Emoji search index: per locale and reading, the search keys under each scalar and letter n-gram.",
      inputs: inputs,
      notes: [
        "CLDR \(model.cldrVersion) annotations folded with Unihan \(model.unihanVersion); the keys are",
        "EmojiAnnotationTables' strings. See EmojiSearchIndexTables in TableGenKit.",
      ])
    var localeStarts: [UInt32] = [0], keys: [UInt32] = [], starts: [UInt32] = [0], postings: [UInt8] = []
    // Split lists: their feature's index, the first run's bytes, the list's bytes unsplit.
    var splitFeatures: [UInt32] = [], splitFirstBytes: [UInt16] = [], splitWholeBytes: [UInt32] = []
    for index in indexes {
      for feature in index.features {
        if let folded = feature.folded {
          let first = encode(Array(feature.postings[..<folded]), kindBits: 2)
          let second = encode(Array(feature.postings[folded...]), kindBits: 2)
          precondition(first.count < 1 << 16, "a first run too long for UInt16")
          splitFeatures.append(UInt32(keys.count))
          splitFirstBytes.append(UInt16(first.count))
          splitWholeBytes.append(UInt32(encode(feature.postings.sorted(), kindBits: 2).count))
          postings += first + second
        } else {
          postings += encode(feature.postings, kindBits: 2)
        }
        keys.append(feature.key)
        starts.append(UInt32(postings.count))
      }
      localeStarts.append(UInt32(keys.count))
    }
    text += "\n" + SwiftSource.constant(
      "emojiSearchIndexHeavyGramBytes", of: Int.self, heavyGramBytes,
      doc: [
        "A trigram whose posting list is longer than this many bytes has its four-letter grams",
        "listed (all of them: such a query missing there matches nothing).",
      ])
    text += "\n" + SwiftSource.constant(
      "emojiSearchIndexSpacedBigramBase", of: UInt32.self, spacedBigramBase,
      doc: ["Two letters with a space between them are keyed at this + their bigram's letters in base 27."])
    text += "\n" + SwiftSource.constant(
      "emojiSearchIndexHanBigramBytes", of: Int.self, hanBigramBytes,
      doc: [
        "Two adjacent Han characters are listed where both characters' posting lists are longer than",
        "this many bytes (all such pairs: one missing there is in no key).",
      ])
    text += "\n" + SwiftSource.constant(
      "emojiSearchIndexHanBigramBase", of: UInt32.self, hanBigramBase,
      doc: ["Two adjacent Han characters are keyed at this + the first's index among the slot's features << 14 + the second's."])
    let slots = slots(model)
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexSlotLocales", of: UInt8.self, slots.map { UInt8($0.locale) }, perLine: 12,
      doc: ["Per index (slot), the locale whose names and keywords it lists: each locale, then zh, zh-Hant, yue again."])
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexSlotSystems", of: UInt8.self, slots.map { UInt8($0.system) }, perLine: 12,
      doc: ["Per index (slot), the readings its Han characters match: 0 kMandarin (pinyin), 1 kCantonese (Jyutping)."])
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexLocaleFeatures", of: UInt32.self, localeStarts, perLine: 12,
      doc: ["Slot i's features are `emojiSearchIndexFeatures[emojiSearchIndexLocaleFeatures[i]..<emojiSearchIndexLocaleFeatures[i + 1]]`."])
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexFeatures", of: UInt32.self, keys, perLine: 12,
      doc: [
        "Per slot, ascending: folded scalars, then letter bigrams, trigrams and four-letter grams",
        "as 0x110000 + the letters (a = 1 … z = 26) in base 27, then spaced bigrams, then Han bigrams.",
      ])
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexStarts", of: UInt32.self, starts, perLine: 12,
      doc: ["Feature f's keys are `emojiSearchIndexPostings[emojiSearchIndexStarts[f]..<emojiSearchIndexStarts[f + 1]]`."])
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexSplitFeatures", of: UInt32.self, splitFeatures, perLine: 12,
      doc: [
        "The features (indexes into `emojiSearchIndexFeatures`, ascending) whose list is two ascending runs:",
        "first the keys that may change the answer to the query that is exactly the feature where skin",
        "tones fold, then the rest (tablegen's `EmojiSearchIndexTables.foldedRuns`).",
      ])
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexSplitFirstBytes", of: UInt16.self, splitFirstBytes, perLine: 12,
      doc: ["Per split feature, its first run's bytes (the second's gaps start again from the first key)."])
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexSplitWholeBytes", of: UInt32.self, splitWholeBytes, perLine: 12,
      doc: [
        "Per split feature, its list's bytes as one run: what `emojiSearchIndexHeavyGramBytes` and",
        "`emojiSearchIndexHanBigramBytes` are compared with.",
      ])
    // Summaries: their feature's index; per summary two ranges of the pool,
    // where the slot's locale names the results (empty where it never
    // does) and where not.
    var summaryFeatures: [UInt32] = [], summaryStarts: [UInt32] = [0], summaryBytes: [UInt8] = []
    var featureIndex = 0
    for index in indexes {
      for feature in index.features {
        defer { featureIndex += 1 }
        guard let summary = index.summaries[feature.key] else { continue }
        summaryFeatures.append(UInt32(featureIndex))
        summaryBytes += summary.named ?? []
        summaryStarts.append(UInt32(summaryBytes.count))
        summaryBytes += summary.unnamed
        summaryStarts.append(UInt32(summaryBytes.count))
      }
    }
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexSummaryFeatures", of: UInt32.self, summaryFeatures, perLine: 12,
      doc: [
        "The features (indexes into `emojiSearchIndexFeatures`, ascending) whose list's answer where skin",
        "tones fold is summarized per emoji (tablegen's `EmojiSearchIndexTables.summary`).",
      ])
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexSummaryStarts", of: UInt32.self, summaryStarts, perLine: 12,
      doc: [
        "Summary i's records are `emojiSearchIndexSummaries` from `emojiSearchIndexSummaryStarts[2 i]` to",
        "`[2 i + 1]` where its slot's locale names the results (none where it never does), and from there",
        "to `[2 i + 2]` where not.",
      ])
    text += "\n/// Per summarized feature, per emoji its answer ranks, ascending: (the ordinal's gap from the one\n"
    text += "/// before minus 1, × 8 + its rank) × 256 + the keys counted at that rank × 8 + its name level, as\n"
    text += "/// `emojiSearchIndexPostings`' gaps are written.\n"
    text += "let emojiSearchIndexSummaries: StaticString = "
      + EmojiAnnotationTables.literal(String(decoding: summaryBytes, as: UTF8.self)) + "\n"
    let ranked = rankedAnswers(model, indexes)
    var rankedKeys: [UInt32] = [], rankedStarts: [UInt32] = [0], rankedCounts: [UInt16] = [], rankedBytes: [UInt8] = []
    for answer in ranked {
      rankedKeys.append(answer.key)
      rankedCounts.append(UInt16(answer.ordinals.count))
      rankedBytes += encodeRanked(answer.ordinals)
      rankedStarts.append(UInt32(rankedBytes.count))
    }
    text += "\n" + SwiftSource.constant(
      "emojiSearchRankedScopeShift", of: UInt32.self, rankedScopeShift,
      doc: ["A ranked answer's key: its scope (`rankedScopes`) << this | its feature."])
    text += "\n" + SwiftSource.array(
      "emojiSearchRankedKeys", of: UInt32.self, rankedKeys, perLine: 12,
      doc: [
        "The letter queries answered from a ranked list (tablegen's `EmojiSearchIndexTables.rankedAnswers`),",
        "ascending: scope (a given locale's index, or the locale count for none) << `emojiSearchRankedScopeShift`",
        "| the feature (a letter, a bigram, two spaced letters, as `emojiSearchIndexFeatures` keys them).",
      ])
    text += "\n" + SwiftSource.array(
      "emojiSearchRankedStarts", of: UInt32.self, rankedStarts, perLine: 12,
      doc: ["Answer i's emoji are `emojiSearchRanked[emojiSearchRankedStarts[i]..<emojiSearchRankedStarts[i + 1]]`."])
    text += "\n" + SwiftSource.array(
      "emojiSearchRankedCounts", of: UInt16.self, rankedCounts, perLine: 12,
      doc: ["Per ranked answer, how many emoji it has."])
    text += "\n/// Per ranked answer, its emoji in the search's order, each as the step from the ordinal before\n"
    text += "/// (the first from -1): a step d > 0 as (d - 1) × 2, d < 0 as (-d - 1) × 2 + 1, as\n"
    text += "/// `emojiSearchIndexPostings`' gaps are written.\n"
    text += "let emojiSearchRanked: StaticString = "
      + EmojiAnnotationTables.literal(String(decoding: rankedBytes, as: UTF8.self)) + "\n"
    var letterStarts: [UInt32] = [0], letterBytes: [UInt8] = []
    for index in indexes {
      for mask in index.keyLetters {
        appendSixBitDigits(UInt64(mask), count: keyLetterBytes, to: &letterBytes)
      }
      letterStarts.append(letterStarts.last! + UInt32(index.keyLetters.count))
    }
    text += "\n" + SwiftSource.array(
      "emojiSearchIndexKeyLetterStarts", of: UInt32.self, letterStarts, perLine: 12,
      doc: ["Slot i's keys' letters are `emojiSearchIndexKeyLetters`' entries from `emojiSearchIndexKeyLetterStarts[i]`."])
    text += "\n/// Per slot, per key of its locale (in order), the ASCII letters the key can give a query: its own\n"
    text += "/// and those of its Han characters' readings (the slot's), a mask of bit 0 a … bit 25 z, as\n"
    text += "/// \(keyLetterBytes) characters of six bits each, low bits first, each 0x30 + the bits.\n"
    text += "let emojiSearchIndexKeyLetters: StaticString = "
      + EmojiAnnotationTables.literal(String(decoding: letterBytes, as: UTF8.self)) + "\n"
    var pairBytes: [UInt8] = []
    for index in indexes {
      for signature in index.keyPairs {
        appendSixBitDigits(signature, count: keyPairBytes, to: &pairBytes)
      }
    }
    text += "\n/// Per slot, per key of its locale (entries as `emojiSearchIndexKeyLetters`'), the letter pairs\n"
    text += "/// the key can give a query side by side (tablegen's `EmojiSearchIndexTables.keyPairs`), each\n"
    text += "/// hashed to one bit of 64, as \(keyPairBytes) characters of six bits each, low bits first, each\n"
    text += "/// 0x30 + the bits.\n"
    text += "let emojiSearchIndexKeyPairs: StaticString = "
      + EmojiAnnotationTables.literal(String(decoding: pairBytes, as: UTF8.self)) + "\n"
    text += "\n" + SwiftSource.constant(
      "emojiSearchJyutpingSyllableLetters", of: Int.self, jyutpingSyllableLetters,
      doc: ["The longest Jyutping syllable of `emojiSearchJyutpingToneSyllables`, in letters."])
    let syllables = toneSyllables(model)
    text += "\n" + SwiftSource.array(
      "emojiSearchJyutpingToneSyllables", of: UInt32.self, syllables, perLine: 12,
      doc: [
        "Every syllable kCantonese reads a key's character with, with its tone number: its letters in",
        "base 27 (a = 1 … z = 26) × 8 + the tone, ascending.",
      ])
    let tones = toneSuffixes(model)
    var suffixStarts: [UInt16] = [0]
    for lengths in tones.lengths { suffixStarts.append(suffixStarts.last! + UInt16(lengths.count)) }
    text += "\n" + SwiftSource.array(
      "emojiSearchToneSuffixOfString", of: UInt8.self, tones.ofString, perLine: 32,
      doc: [
        "Per string of every locale, 0, or for a skin-tone name (one variant's name: its base's name,",
        "then a suffix) 1 + its suffix's index among its locale's.",
      ])
    text += "\n" + SwiftSource.array(
      "emojiSearchToneSuffixStarts", of: UInt16.self, suffixStarts, perLine: 12,
      doc: ["Locale i's skin-tone suffixes are `emojiSearchToneSuffixLengths[emojiSearchToneSuffixStarts[i]...]`."])
    text += "\n" + SwiftSource.array(
      "emojiSearchToneSuffixLengths", of: UInt8.self, tones.lengths.flatMap { $0 }, perLine: 16,
      doc: ["Per skin-tone suffix, its UTF-8 length: the last bytes of each name having it."])
    text += "\n/// Per feature, its keys (indexes among their locale's strings), ascending, each as the gap from\n"
    text += "/// the one before minus 1 (the first: the index), six bits a byte, low bits first, 0x40 set on\n"
    text += "/// every byte but the gap's last, bit 0x20 flipped on every byte (a small gap is a printable\n"
    text += "/// character): gap × 4 + how the feature as a query matches the key (the scalar alone, the gram's\n"
    text += "/// letters, the spaced letters, the two Han characters; 0 whole, 1 prefix, 2 from a later match\n"
    text += "/// start, 3 held but not matched). A split list's second run starts again from key -1.\n"
    text += "let emojiSearchIndexPostings: StaticString = "
      + EmojiAnnotationTables.literal(String(decoding: postings, as: UTF8.self)) + "\n"
    let sizes = [
      TableSize(name: "emojiSearchIndexSlots", entries: slots.count, bytes: slots.count * 2),
      TableSize(name: "emojiSearchIndexLocaleFeatures", entries: localeStarts.count, bytes: localeStarts.count * 4),
      TableSize(name: "emojiSearchIndexFeatures", entries: keys.count, bytes: keys.count * 4),
      TableSize(name: "emojiSearchIndexStarts", entries: starts.count, bytes: starts.count * 4),
      TableSize(name: "emojiSearchIndexPostings", entries: postings.count, bytes: postings.count),
      TableSize(name: "emojiSearchIndexSummaries", entries: summaryFeatures.count, bytes: summaryBytes.count + summaryFeatures.count * 12),
      TableSize(name: "emojiSearchRanked", entries: rankedKeys.count, bytes: rankedBytes.count + rankedKeys.count * 10),
      TableSize(name: "emojiSearchIndexKeyLetters", entries: letterBytes.count / keyLetterBytes, bytes: letterBytes.count),
      TableSize(name: "emojiSearchIndexKeyPairs", entries: pairBytes.count / keyPairBytes, bytes: pairBytes.count),
      TableSize(name: "emojiSearchIndexSplitFeatures", entries: splitFeatures.count, bytes: splitFeatures.count * 10),
      TableSize(name: "emojiSearchJyutpingToneSyllables", entries: syllables.count, bytes: syllables.count * 4),
      TableSize(name: "emojiSearchToneSuffixOfString", entries: tones.ofString.count, bytes: tones.ofString.count),
      TableSize(name: "emojiSearchToneSuffixStarts", entries: suffixStarts.count, bytes: suffixStarts.count * 2),
      TableSize(
        name: "emojiSearchToneSuffixLengths", entries: suffixStarts.last.map(Int.init) ?? 0,
        bytes: suffixStarts.last.map(Int.init) ?? 0),
    ]
    return GeneratedFile(name: fileName, target: target, contents: text, tables: sizes)
  }
}
