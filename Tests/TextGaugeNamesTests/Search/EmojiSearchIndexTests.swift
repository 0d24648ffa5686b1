import Testing
import TestSupport

import TextGauge
@testable import TextGaugeNames

/// The indexed search against the scan it replaces: for a corpus of
/// queries drawn from the keys themselves (their scalars, substrings,
/// pinyin, initials, mixed pinyin and Han, English words, case variants)
/// and letters and letter pairs, both return the same emoji in the same
/// order.
@Suite struct EmojiSearchIndexTests {
  /// The locale's distinct names and keywords.
  static func keys(_ locale: EmojiLocale) -> [String] {
    var keys = Set<String>()
    for emoji in AnnotatedEmoji.all {
      keys.insert(emoji.name(in: locale))
      keys.formUnion(emoji.keywords(in: locale))
    }
    return keys.sorted()
  }

  /// The readings of Han character `scalar` as the tables hold them:
  /// pinyin toneless (system 0), Jyutping with its tone number (1).
  static func readings(_ scalar: Unicode.Scalar, system: Int = 0) -> [String] {
    let folded = EmojiSearchMatcher.foldKeyScalar(scalar.value)
    let span = EmojiSearchMatcher.readingSpan(of: folded, system: system)
    guard span != 0 else { return [] }
    let start = Int(span >> 32), end = Int(span & 0xFFFF_FFFF)
    let text = system == 1 ? emojiJyutpingText.utf8Start : emojiPinyinText.utf8Start
    let bytes = UnsafeBufferPointer(start: text + start, count: end - start)
    return String(decoding: bytes, as: UTF8.self).split(separator: " ").map(String.init)
  }

  /// Indexed and scanned agree for each query in `locale` (nil: none),
  /// with skin tones folded, and also expanded when `expanding`.
  static func expectSame(_ queries: some Sequence<String>, _ locale: EmojiLocale?, expanding: Bool = false) -> Int {
    var checked = 0
    for query in Set(queries) {
      // Scanned once for both foldings where both are asked: the scan is
      // what a debug build spends this suite's time on.
      let scanned: (folded: [AnnotatedEmoji], expanded: [AnnotatedEmoji]) =
        expanding
        ? AnnotatedEmoji.searchByScanningBothWays(query, locale: locale)
        : (AnnotatedEmoji.searchByScanning(query, locale: locale), [])
      for expanding in expanding ? [false, true] : [false] {
        let indexed = AnnotatedEmoji.search(query, locale: locale, expandingSkinTones: expanding)
        let reference = expanding ? scanned.expanded : scanned.folded
        #expect(
          indexed == reference,
          "\(locale?.identifier ?? "default") \(query.debugDescription) \(expanding): \(indexed.count) vs \(reference.count)")
      }
      checked += 1
    }
    return checked
  }

  @Test func theIssuesQueries() throws {
    let chinese = [
      "笑", "开心", "開心", "高兴", "笑哭了", "xiao", "xiào", "kaixin", "kai xin", "kx", "kai心", "kaix", "zh", "shou", "赞",
    ]
    #expect(Self.expectSame(chinese, .chinese, expanding: true) == chinese.count)
    #expect(Self.expectSame(chinese, try EmojiLocale("zh-Hant")) == chinese.count)
    let cantonese = ["開心", "hoisam", "hoi1sam1", "hoi sam", "hs", "hoi心", "hoi1", "siu", "ng", "gw", "kw", "h1", "123"]
    #expect(Self.expectSame(cantonese, try EmojiLocale("yue"), expanding: true) == cantonese.count)
    #expect(Self.expectSame(cantonese, try EmojiLocale("yue-Hans")) == cantonese.count)
    let english = ["heart", "Thumbs", "THUMBS UP", "cat", "a", "  a ", "a b", "a b c", "face with", "x", "#", "1", "not", "no e"]
    #expect(Self.expectSame(english, .english, expanding: true) == english.count)
    #expect(Self.expectSame(chinese + cantonese + english, nil) == Set(chinese + cantonese + english).count)
  }

  /// How the runtime's matcher matches `query` (folded) with key `string`
  /// of `slot`: 0 whole, 1 prefix, 2 inner, 3 not.
  static func matcherKind(_ query: [UInt32], string: Int, slot: Int) -> Int {
    query.withUnsafeBufferPointer { query in
      var matcher = EmojiSearchMatcher(query: query, system: Int(emojiSearchIndexSlotSystems[slot]), prefilter: false)
      return emojiAnnotationText.withUTF8Buffer { text in
        let start = Int(emojiAnnotationStringStarts[string]), end = Int(emojiAnnotationStringStarts[string + 1]) - 1
        switch matcher.match(UnsafeBufferPointer(rebasing: text[start..<end])) {
        case .whole: return 0
        case .prefix: return 1
        case .inner: return 2
        case nil: return 3
        }
      }
    }
  }

  /// The index answers a query that is exactly a letter gram, two spaced
  /// letters under a long bigram, and two Han characters of long lists
  /// from the kinds its postings carry (tablegen's
  /// `EmojiSearchQueryKinds`): each is the matcher's, for every bigram,
  /// spaced bigram and Han bigram of every slot and every fifth trigram and
  /// four-letter gram; the spaced list holds every key of its bigram's list
  /// that the spaced letters match.
  @Test(arguments: 0..<EmojiSearchIndex.slotCount)
  func gramPostingsCarryTheMatchersKind(_ slot: Int) {
    let index = EmojiSearchIndex(slot: slot)
    let firstString = Int(emojiAnnotationLocaleStrings[index.locale])
    let features = Int(emojiSearchIndexLocaleFeatures[slot])..<Int(emojiSearchIndexLocaleFeatures[slot + 1])
    var checked = 0, mismatches = 0
    for (number, at) in features.enumerated() {
      let feature = emojiSearchIndexFeatures[at]
      guard feature >= EmojiSearchIndex.gramBase else { continue }
      let query: [UInt32]
      let spaced = feature >= emojiSearchIndexSpacedBigramBase && feature < emojiSearchIndexHanBigramBase
      if feature >= emojiSearchIndexHanBigramBase {
        // Two Han characters, keyed by their features' indexes.
        let pair = Int(feature - emojiSearchIndexHanBigramBase)
        query = [emojiSearchIndexFeatures[features.lowerBound + pair >> 14], emojiSearchIndexFeatures[features.lowerBound + pair & 0x3FFF]]
        #expect(query.allSatisfy { $0 >= 0x2E80 && $0 < EmojiSearchIndex.gramBase })
      } else {
        var value = feature - (spaced ? emojiSearchIndexSpacedBigramBase : EmojiSearchIndex.gramBase)
        var letters: [UInt32] = []
        while value > 0 {
          letters.insert(0x60 + value % 27, at: 0)
          value /= 27
        }
        guard spaced || letters.count == 2 || number % 5 == 0 else { continue }
        query = spaced ? [letters[0], 0x20, letters[1]] : letters
      }
      let list = index.list(feature)!
      var listed: [Int: Int] = [:]
      EmojiSearchIndex.forEach(list) { key, kind in listed[key] = kind }
      for (key, kind) in listed {
        let expected = Self.matcherKind(query, string: firstString + key, slot: slot)
        if expected != kind, mismatches < 20 {
          mismatches += 1
          Issue.record("slot \(slot) \(query.map { String(UnicodeScalar($0)!) }.joined().debugDescription) key \(key): listed \(kind), matcher \(expected)")
        }
        checked += 1
      }
      if spaced {
        // Every key the spaced letters match is listed.
        let bigram = index.list(EmojiSearchIndex.gramBase + feature - emojiSearchIndexSpacedBigramBase)!
        EmojiSearchIndex.forEach(bigram) { key, _ in
          if listed[key] == nil {
            #expect(Self.matcherKind(query, string: firstString + key, slot: slot) == 3, "slot \(slot) key \(key)")
          }
        }
      }
    }
    #expect(mismatches == 0)
    #expect(checked > 1000)
  }

  /// Two and three Han characters side by side, cut from keys (skin-tone
  /// names among them: `男女`, `人中`, `中嘅`), which the index answers from
  /// its Han bigrams where both characters are common; and Cantonese
  /// queries with digits after letters, which may be tone numbers (`g2g`):
  /// indexed and scanned alike, folded and expanded.
  @Test(arguments: ["zh", "zh-Hant", "yue", "yue-Hans"])
  func hanPairsAndToneNumbers(_ identifier: String) throws {
    let locale = try EmojiLocale(identifier)
    var random = SplitMix64(seed: 52 &+ UInt64(locale.index))
    let keys = Self.keys(locale)
    var queries = ["男女", "人中", "中嘅", "色嘅", "女人: 淺膚色", "男人: 中深膚色", "中膚色", "男 女", "g2g", "g2", "a1b", "hoi1sam1", "s2 h", "m4goi1"]
    // Names crossed into a skin tone from inside them, in either script.
    queries += ["人: 淺膚色", "女人: 浅肤色", "的女人: 较浅肤色", "嘅男人: 中深膚色", "深肤色", "medium skin tone"]
    for _ in 0..<150 {
      let key = Array(keys.randomElement(using: &random)!.unicodeScalars)
      guard key.count >= 2 else { continue }
      let start = Int.random(in: 0..<key.count - 1, using: &random)
      for length in 2...3 where start + length <= key.count {
        var substring = String.UnicodeScalarView()
        substring.append(contentsOf: key[start..<start + length])
        queries.append(String(substring))
      }
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyz"), digits = Array("123456")
    for _ in 0..<40 {
      let first = letters.randomElement(using: &random)!, second = letters.randomElement(using: &random)!
      queries.append("\(first)\(digits.randomElement(using: &random)!)\(second)")
      queries.append("\(first)\(second)\(digits.randomElement(using: &random)!)\(letters.randomElement(using: &random)!)")
    }
    #expect(Self.expectSame(queries, locale, expanding: true) == Set(queries).count)
  }

  /// Every letter alone, whose long lists the index answers from per-emoji
  /// summaries where skin tones fold (tablegen's `EmojiSearchIndexTables.summary`);
  /// letter strings, which it verifies only in keys holding every letter of
  /// the query (`keyLetters`), pinyin and Jyutping of keys, random, and
  /// English names cut in a Chinese locale; the slowest of the finder's
  /// kinds: indexed and scanned alike, folded and expanded.
  @Test(arguments: EmojiLocale.supported.map(\.identifier) + ["none"])
  func lettersAndLetterStrings(_ identifier: String) throws {
    let locale = identifier == "none" ? nil : try EmojiLocale(identifier)
    var random = SplitMix64(seed: 53 &+ UInt64(locale?.index ?? 9))
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var queries = letters.map { String($0) } + [
      "shengqi", "jiaozi", "maau", "hoisam", "man with veil: m", "man: medium skin", "jnjefupurcfeybqa", "nrnvfsuic",
      "lanejcmqh", "miaqqhgqxgg", "j z", "s h", "d o", "z z", "sh", "si", "sa", "fu", "shen", "sheng",
    ]
    for _ in 0..<30 {
      queries.append(String((0..<Int.random(in: 4...16, using: &random)).map { _ in letters.randomElement(using: &random)! }))
    }
    for _ in 0..<20 {
      let first = letters.randomElement(using: &random)!, second = letters.randomElement(using: &random)!
      queries.append("\(first)\(second)")
      queries.append("\(first) \(second)")
    }
    let english = Self.keys(.english)
    for _ in 0..<20 { queries.append(String(english.randomElement(using: &random)!.prefix(16))) }
    #expect(Self.expectSame(queries, locale, expanding: true) == Set(queries).count)
  }

  /// Letters beside a scalar a key holds literally (a hyphen, a colon, a
  /// Han character), which the search tests around that scalar before
  /// matching (`EmojiSearchMatcher.mayHoldAnchor`): such scalars with
  /// their key neighbours spelled as readings (a syllable, an initial, a
  /// last letter) or as letters, and one that matches nothing (four: each
  /// is scanned for the reference, which a debug build spends its time on).
  @Test func lettersBesideLiterals() throws {
    let zh = ["yo-yo", "deng-qian", "ren: q", "心kai"]
    #expect(Self.expectSame(zh, .chinese) == zh.count)
    // Found where the neighbours' readings give the letters (等 deng, 浅 qian; 人 ren; 開 hoi).
    for (query, locale) in [("deng-qian", EmojiLocale.chinese), ("ren: qian", .chinese), ("hoi心", try EmojiLocale("yue"))] {
      #expect(!AnnotatedEmoji.search(query, locale: locale).isEmpty, "\(query)")
    }
  }

  /// Every two letters, together and spaced, in each Chinese locale and
  /// none, indexed and scanned alike (a sample of the 1,352 in each).
  @Test(arguments: ["zh", "yue", "en"])
  func twoLetterQueries(_ identifier: String) throws {
    let locale = try EmojiLocale(identifier)
    var random = SplitMix64(seed: 48 &+ UInt64(locale.index))
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    var queries = ["kx", "hs", "sh", "s h", "fu", "f u", "si", "q i", "zh", "z h", "xiao", "xia", "fuse", "pifu", "skin", "sk"]
    for _ in 0..<40 {
      let pair = (letters.randomElement(using: &random)!, letters.randomElement(using: &random)!)
      queries.append("\(pair.0)\(pair.1)")
      queries.append("\(pair.0) \(pair.1)")
    }
    #expect(Self.expectSame(queries, locale) == Set(queries).count)
    #expect(Self.expectSame(queries.prefix(16), nil) == 16)
  }

  /// A key's pair signature (`EmojiSearchIndex.keyPairs`, which the search
  /// tests before matching a key) holds the adjacent letters of every query
  /// the matcher finds in the key: queries spelled from a few positions of
  /// sampled keys, each Han character as one of its readings whole, its
  /// initial or its two-letter initial (`zh`, `gw`…), in every slot.
  @Test func keyPairsHoldEveryMatchedQuery() {
    var random = SplitMix64(seed: 57)
    for slot in 0..<EmojiSearchIndex.slotCount {
      let index = EmojiSearchIndex(slot: slot)
      let first = Int(emojiAnnotationLocaleStrings[index.locale])
      let end = Int(emojiAnnotationLocaleStrings[index.locale + 1])
      let entries = Int(emojiSearchIndexKeyLetterStarts[slot]) - first
      var checked = 0
      for _ in 0..<400 {
        let string = Int.random(in: first..<end, using: &random)
        let bytes = emojiAnnotationText.withUTF8Buffer {
          Array($0[Int(emojiAnnotationStringStarts[string])..<Int(emojiAnnotationStringStarts[string + 1]) - 1])
        }
        let key = Array(String(decoding: bytes, as: UTF8.self).unicodeScalars)
        guard !key.isEmpty else { continue }
        let start = Int.random(in: 0..<key.count, using: &random)
        var query: [UInt32] = []
        for scalar in key[start..<min(key.count, start + Int.random(in: 2...4, using: &random))] {
          let readings = scalar.value >= 0x2E80 ? Self.readings(scalar, system: index.system) : []
          guard let reading = readings.randomElement(using: &random) else {
            query.append(EmojiSearchMatcher.foldKeyScalar(scalar.value))
            continue
          }
          let letters = Array(reading.unicodeScalars.filter { $0.value &- 0x61 < 26 }.map(\.value))
          switch Int.random(in: 0..<3, using: &random) {
          case 0: query += letters
          case 1: query += letters.prefix(1)
          default: query += letters.prefix(2)
          }
        }
        let pairs = query.withUnsafeBufferPointer { EmojiSearchIndex.queryPairs($0) }
        guard pairs != 0 else { continue }
        let matched = query.withUnsafeBufferPointer { folded in
          bytes.withUnsafeBufferPointer { bytes in
            var matcher = EmojiSearchMatcher(query: folded, system: index.system, prefilter: false)
            return matcher.match(bytes) != nil
          }
        }
        guard matched else { continue }
        checked += 1
        #expect(pairs & ~EmojiSearchIndex.keyPairs(entries + string) == 0, "slot \(slot) \(query) in \(String(decoding: bytes, as: UTF8.self))")
      }
      #expect(checked > 50, "slot \(slot)")
    }
  }

  /// Every answer tablegen ranked ahead (`EmojiSearchRanked`) is the one
  /// the index gives slot by slot from the same summaries (which the tests
  /// above hold against the scan), and is the one a search returns.
  @Test func rankedAnswersAreTheIndexs() {
    #expect(!emojiSearchRankedKeys.isEmpty)
    for (number, key) in emojiSearchRankedKeys.enumerated() {
      let scope = Int(key >> emojiSearchRankedScopeShift)
      let feature = key & (1 << emojiSearchRankedScopeShift - 1)
      let query: [UInt32]
      if feature >= emojiSearchIndexSpacedBigramBase {
        let value = feature - emojiSearchIndexSpacedBigramBase
        query = [0x60 + value / 27, 0x20, 0x60 + value % 27]
      } else if feature >= EmojiSearchIndex.gramBase {
        let value = feature - EmojiSearchIndex.gramBase
        query = [0x60 + value / 27, 0x60 + value % 27]
      } else {
        query = [feature]
      }
      let locale = scope < EmojiLocale.supported.count ? EmojiLocale.supported[scope] : nil
      let text = String(String.UnicodeScalarView(query.compactMap(Unicode.Scalar.init)))
      let indexed = query.withUnsafeBufferPointer { folded in
        #expect(EmojiSearchRanked.answer(folded, locale: locale)?.count == Int(emojiSearchRankedCounts[number]))
        let scope = EmojiSearchScope(locale: locale, folded: folded)
        return EmojiSearchRanks.collect(foldingSkinTones: true, namedIn: scope.named(text)) { ranks in
          var literals = EmojiSearchLiterals()
          scope.forEachSlot { EmojiSearchIndex(slot: $0).search(folded, into: &ranks, literals: &literals) }
        }
      }
      #expect(AnnotatedEmoji.search(text, locale: locale) == indexed, "\(locale?.identifier ?? "none") \(text.debugDescription)")
    }
  }

  /// Skin-tone names (tablegen's `toneSuffixes`), which a search folding
  /// skin tones matches only where the query may cross into the suffix:
  /// queries cut from sampled names around the joint between the base's
  /// name and the suffix (before it, through it, just after it), the
  /// suffixes alone and their words, the names whole, and pinyin or
  /// Jyutping of the suffix; indexed and scanned alike, folded and
  /// expanded.
  @Test(arguments: EmojiLocale.supported.map(\.identifier))
  func skinToneNames(_ identifier: String) throws {
    let locale = try EmojiLocale(identifier)
    var random = SplitMix64(seed: 51 &+ UInt64(locale.index))
    let first = Int(emojiAnnotationLocaleStrings[locale.index])
    let end = Int(emojiAnnotationLocaleStrings[locale.index + 1])
    let suffixStart = Int(emojiSearchToneSuffixStarts[locale.index])
    var names: [(name: [Unicode.Scalar], joint: Int)] = []
    emojiAnnotationText.withUTF8Buffer { text in
      for string in first..<end where emojiSearchToneSuffixOfString[string] != 0 {
        let bytes = text[Int(emojiAnnotationStringStarts[string])..<Int(emojiAnnotationStringStarts[string + 1]) - 1]
        let length = Int(emojiSearchToneSuffixLengths[suffixStart + Int(emojiSearchToneSuffixOfString[string]) - 1])
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
        let suffix = String(decoding: UnsafeBufferPointer(rebasing: bytes.suffix(length)), as: UTF8.self)
        names.append((Array(name.unicodeScalars), name.unicodeScalars.count - suffix.unicodeScalars.count))
      }
    }
    #expect(names.count > 1000)
    let system = identifier.hasPrefix("yue") ? 1 : 0
    var queries: [String] = []
    func add(_ scalars: some Collection<Unicode.Scalar>) {
      queries.append(String(String.UnicodeScalarView(scalars.prefix(EmojiSearchIndexTests.queryLength))))
    }
    for _ in 0..<8 {
      let (name, joint) = names.randomElement(using: &random)!
      add(name)
      for start in joint..<min(joint + 3, name.count) { add(name[start...]) }
      for cut in [joint - 1, joint, joint + 1, joint + 2] where cut > 0 && cut <= name.count { add(name[..<cut]) }
      add(name[max(0, joint - 2)..<min(name.count, joint + 3)])
      // The base part's end and the whole suffix: a crossing the runtime
      // tells from the base part's end without matching the name.
      add(name[max(0, joint - 1)...])
      // Letters crossing into the suffix: the base part's last character
      // read whole, or by its initial, then the suffix as written.
      if joint > 0, let reading = Self.readings(name[joint - 1], system: system).first {
        let suffix = String(String.UnicodeScalarView(name[joint...]))
        queries.append(String((reading + suffix).prefix(EmojiSearchIndexTests.queryLength)))
        queries.append(String((reading.prefix(1) + suffix).prefix(EmojiSearchIndexTests.queryLength)))
      }
      // The suffix's words, and its Han characters read.
      for word in String(String.UnicodeScalarView(name[joint...])).split(whereSeparator: { " :：,，".contains($0) }).prefix(2) {
        queries.append(String(word))
        let readings = word.unicodeScalars.map { Self.readings($0, system: system).first ?? String($0) }
        queries.append(readings.joined())
        queries.append(readings.joined(separator: " "))
      }
    }
    queries = queries.filter { !$0.allSatisfy(\.isWhitespace) }
    #expect(Self.expectSame(queries, locale, expanding: true) == Set(queries).count)
    #expect(Self.expectSame(queries.prefix(10), nil) == Set(queries.prefix(10)).count)
  }

  /// Queries of the issue's target: up to 16 characters.
  static let queryLength = 16

  @Test func nothingForEmptyOrWhitespace() {
    for locale in EmojiLocale.supported {
      for query in ["", " ", " \t\n", "\u{3000}"] {
        #expect(AnnotatedEmoji.search(query, locale: locale).isEmpty)
      }
    }
  }

  /// Every scalar of every key alone, and every ASCII letter and digit: a
  /// one-scalar query is answered from the index without the matcher. A
  /// scalar that is no letter searches the same indexes in every Chinese
  /// locale, so `zh` takes every scalar of the four, the other three
  /// ASCII and 150 sampled scalars of their keys.
  @Test(arguments: EmojiLocale.supported.map(\.identifier))
  func everyScalarAlone(_ identifier: String) throws {
    let locale = try EmojiLocale(identifier)
    var scalars = Set<Unicode.Scalar>()
    let chinese = EmojiLocale.supported.dropFirst()
    switch identifier {
    case "en": for key in Self.keys(locale) { scalars.formUnion(key.unicodeScalars) }
    case "zh": for other in chinese { for key in Self.keys(other) { scalars.formUnion(key.unicodeScalars) } }
    default:
      var random = SplitMix64(seed: 38 &+ UInt64(locale.index))
      let own = Array(Set(Self.keys(locale).flatMap(\.unicodeScalars))).sorted()
      for _ in 0..<150 { scalars.insert(own.randomElement(using: &random)!) }
    }
    scalars.formUnion((0x21...0x7E).map { Unicode.Scalar(UInt8($0)) })
    let queries = scalars.filter { !$0.properties.isWhitespace }.map { String($0) }
    #expect(Self.expectSame(queries, locale) == queries.count)
  }

  /// Substrings of one and two scalars of keys, pinyin (full syllables,
  /// initials, a syllable's start, spaced, with a tone mark), pinyin then
  /// Han, words, their prefixes and case variants, and random letter pairs
  /// and triples.
  @Test(arguments: EmojiLocale.supported.map(\.identifier))
  func sampledQueries(_ identifier: String) throws {
    let locale = try EmojiLocale(identifier)
    var random = SplitMix64(seed: 39 &+ UInt64(locale.index))
    let keys = Self.keys(locale)
    var queries: [String] = []
    for _ in 0..<60 {
      let key = Array(keys.randomElement(using: &random)!.unicodeScalars)
      let start = Int.random(in: 0..<key.count, using: &random)
      let length = min(key.count - start, Int.random(in: 1...4, using: &random))
      var substring = String.UnicodeScalarView()
      substring.append(contentsOf: key[start..<start + length])
      queries.append(String(substring))
      queries.append(String(substring).uppercased())
      // Pinyin (Jyutping in yue) of the substring's Han characters.
      let system = identifier.hasPrefix("yue") ? 1 : 0
      let toned = key[start..<start + length].map { Self.readings($0, system: system).first ?? String($0) }
      let syllables = toned.map { $0.last?.isNumber == true && $0.count > 1 ? String($0.dropLast()) : $0 }
      if system == 1 { queries.append(toned.joined()) }
      queries.append(syllables.joined())
      queries.append(syllables.joined(separator: " "))
      queries.append(syllables.map { String($0.prefix(1)) }.joined())
      queries.append(syllables.map { ["zh", "ch", "sh", "gw", "kw", "ng"].contains(String($0.prefix(2))) && $0.count > 2 ? String($0.prefix(2)) : String($0.prefix(1)) }.joined())
      if let first = syllables.first, length > 1 {
        var mixed = String.UnicodeScalarView()
        mixed.append(contentsOf: key[start + 1..<start + length])
        queries.append(first + String(mixed))
        queries.append(String(first.prefix(2)))
        queries.append(first + String(syllables[1].prefix(1)))
      }
      if let first = syllables.first, first.contains("a") {
        queries.append(first.replacingFirst("a", with: "à"))
      }
    }
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for _ in 0..<60 {
      queries.append(String((0..<Int.random(in: 2...3, using: &random)).map { _ in letters.randomElement(using: &random)! }))
    }
    // Single letters separated by spaces.
    for _ in 0..<20 {
      queries.append((0..<Int.random(in: 2...5, using: &random)).map { _ in String(letters.randomElement(using: &random)!) }.joined(separator: " "))
    }
    queries.append(contentsOf: ["kai心", "kx", "xiao", "heart", "Thumbs", "cat"])
    let checked = Self.expectSame(queries.filter { !$0.isEmpty }, locale)
    #expect(checked > 200)
  }
}

extension String {
  fileprivate func replacingFirst(_ target: Character, with replacement: Character) -> String {
    guard let index = firstIndex(of: target) else { return self }
    var copy = self
    copy.replaceSubrange(index...index, with: String(replacement))
    return copy
  }
}
