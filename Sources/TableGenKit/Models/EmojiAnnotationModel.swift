/// Names, keywords, skin-tone families and the search index of every RGI
/// emoji (the fully-qualified and component lines of emoji-test.txt, in its
/// order) in each locale of a CLDR release, with Unihan's Mandarin readings
/// and simplified/traditional variants for Chinese search.
///
/// - CLDR keys its annotations without U+FE0F (the JSON's keys), so each
///   emoji is looked up with its FE0Fs removed.
/// - An emoji CLDR does not name (Emoji newer than the CLDR release) takes
///   its English name from emoji-test.txt in every locale, and is marked
///   as a fallback, so that the next CLDR release shrinks the list with no
///   code change.
/// - Skin tones (UTS #51 ED-20 modifier sequences and the ZWJ sequences
///   holding modifiers): emoji-test.txt lists an emoji's toned forms right
///   after it, in its subgroup, so an RGI line with an Emoji_Modifier
///   belongs to the nearest RGI line before it in its subgroup without one
///   (`🤝` for `🫱🏻‍🫲🏼`, `👭` for `👩🏻‍🤝‍👩🏼`).
public struct EmojiAnnotationModel: Sendable {
  /// One RGI emoji.
  public struct Emoji: Sendable {
    /// Its index among all emoji-test.txt lines (the runtime's entries).
    public var entry: Int
    public var scalars: [UInt32]
    /// Per locale, in `CLDRAnnotationFolder.locales` order.
    public var names: [String]
    public var keywords: [[String]]
    /// Per locale, whether `names` is the English fallback.
    public var fallback: [Bool]
    /// The ordinal of the emoji it is a skin-tone variant of (itself when none).
    public var skinToneBase: Int
  }

  /// One string of a locale: a name or keyword as CLDR writes it, with the
  /// emoji that have it.
  public struct LocaleString: Sendable {
    public var text: String
    /// Ordinal × 2 + 1 where it is the emoji's name, × 2 where a keyword;
    /// ascending.
    public var postings: [Int]
  }

  public var cldrVersion: String
  public var unihanVersion: ReleaseVersion
  public var locales: [String]
  public var emoji: [Emoji]
  /// Per locale, its distinct names and keywords sorted by UTF-8 bytes:
  /// the strings the records point into and the keys search folds and
  /// matches.
  public var strings: [[LocaleString]]
  /// Per locale, per emoji, the index of its name in `strings[locale]`.
  public var nameStrings: [[Int]]
  /// Han code points of the keys (after folding) with their Mandarin
  /// readings, toneless and lowercase, `ü` written `v` (as pinyin keyboards
  /// type it): the readings of every code point that folds to it.
  public var readings: [(scalar: UInt32, readings: [String])]
  /// Han code points of the keys (after folding) with their Cantonese
  /// readings (kCantonese), Jyutping with the tone number, as for
  /// `readings`: the readings of every code point that folds to it, its own
  /// first.
  public var jyutping: [(scalar: UInt32, readings: [String])]
  /// Traditional → simplified folds whose simplified form is in a key.
  public var folds: [(from: UInt32, to: UInt32)]

  public static let skinToneModifiers: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF

  /// A CLDR short name less its skin tones: a variant is named as its base
  /// with the tones among the attributes after the colon
  /// (`people with bunny ears: light skin tone, medium-light skin tone`,
  /// `kiss: woman, man, light skin tone`, `man: light skin tone, red hair`);
  /// `person` alone is the base's own, unnamed, attribute
  /// (`kiss: person, person, light skin tone, dark skin tone` is 💏 `kiss`).
  static func nameWithoutTones(_ name: String) -> String {
    guard let colon = name.range(of: ": ") else { return name }
    let attributes = name[colon.upperBound...].split(separator: ",").map { $0.drop(while: { $0 == " " }) }
    let kept = attributes.filter { !$0.hasSuffix("skin tone") }
    let head = String(name[..<colon.lowerBound])
    return kept.allSatisfy { $0 == "person" } ? head : head + ": " + kept.joined(separator: ", ")
  }

  public init(sequences: EmojiSequenceModel, cldr: CLDRAnnotationFolder, unihan: UnihanFolder) {
    cldrVersion = cldr.version
    unihanVersion = unihan.version
    locales = cldr.locales.map(\.identifier)
    // The simplified form of a code point: kSimplifiedVariant's first value
    // (UAX #38 lists the preferred form first), else itself.
    func fold(_ scalar: UInt32) -> UInt32 { unihan.simplified[scalar]?.first ?? scalar }
    func folded(_ text: String) -> String {
      var result = String.UnicodeScalarView()
      for scalar in text.unicodeScalars { result.append(Unicode.Scalar(fold(Self.asciiLowercase(scalar.value)))!) }
      return String(result)
    }

    var emoji: [Emoji] = []
    var baseBySubgroup: (subgroup: Int, base: Int)? = nil
    // The subgroup's emoji without a tone, by name: a variant's base is the
    // one named as it is less its tones. emoji-test.txt lists the two-tone
    // forms of a subgroup after all its one-tone forms (🧑🏻‍🐰‍🧑🏼 and 👨🏻‍🐰‍👨🏼
    // after 👯🏿‍♀️), so the last emoji without a tone is not always theirs.
    var untonedByName: [String: Int] = [:]
    for (index, entry) in sequences.entries.enumerated() where entry.status.isRGI {
      let key = String(String.UnicodeScalarView(entry.scalars.filter { $0 != 0xFE0F }.map { Unicode.Scalar($0)! }))
      var names: [String] = [], keywords: [[String]] = [], fallback: [Bool] = []
      for locale in cldr.locales {
        names.append(locale.names[key] ?? entry.name)
        fallback.append(locale.names[key] == nil)
        keywords.append(locale.keywords[key] ?? [])
      }
      let ordinal = emoji.count
      var base = ordinal
      // A line of modifiers alone (the skin-tone components) is its own base.
      if !entry.scalars.contains(where: Self.skinToneModifiers.contains) {
        if baseBySubgroup?.subgroup != entry.subgroup { untonedByName = [:] }
        baseBySubgroup = (entry.subgroup, ordinal)
        untonedByName[entry.name] = ordinal
      } else if let named = untonedByName[Self.nameWithoutTones(entry.name)] {
        base = named
      } else if let last = baseBySubgroup, last.subgroup == entry.subgroup {
        base = last.base
      }
      emoji.append(
        Emoji(entry: index, scalars: entry.scalars, names: names, keywords: keywords, fallback: fallback, skinToneBase: base))
    }
    self.emoji = emoji

    var strings: [[LocaleString]] = []
    var nameStrings: [[Int]] = []
    var keyScalars = Set<UInt32>()
    for locale in locales.indices {
      var postings: [String: [Int]] = [:]
      for (ordinal, item) in emoji.enumerated() {
        postings[item.names[locale], default: []].append(ordinal * 2 + 1)
        for keyword in item.keywords[locale] { postings[keyword, default: []].append(ordinal * 2) }
      }
      let sorted = postings.map { LocaleString(text: $0.key, postings: Array(Set($0.value)).sorted()) }
        .sorted { Array($0.text.utf8).lexicographicallyPrecedes($1.text.utf8) }
      var position: [String: Int] = [:]
      for (index, string) in sorted.enumerated() {
        position[string.text] = index
        for scalar in folded(string.text).unicodeScalars { keyScalars.insert(scalar.value) }
      }
      strings.append(sorted)
      nameStrings.append(emoji.map { position[$0.names[locale]]! })
    }
    self.strings = strings
    self.nameStrings = nameStrings

    // Each key character's readings: those of every code point folding to
    // it, its own first.
    func readingsOfKeys(_ property: [UInt32: [String]], _ form: (String) -> String) -> [(scalar: UInt32, readings: [String])] {
      var readings: [UInt32: [String]] = [:]
      for (scalar, values) in property.sorted(by: { $0.key < $1.key }) {
        let target = fold(scalar)
        guard keyScalars.contains(target) else { continue }
        for value in values {
          let written = form(value)
          if !(readings[target]?.contains(written) ?? false) { readings[target, default: []].append(written) }
        }
      }
      return readings.keys.sorted().map { scalar in
        let own = (property[scalar] ?? []).map(form)
        let all = readings[scalar]!
        return (scalar, own.filter(all.contains).uniqued() + all.filter { !own.contains($0) })
      }
    }
    self.readings = readingsOfKeys(unihan.mandarin, Self.toneless)
    jyutping = readingsOfKeys(unihan.cantonese) { $0 }
    folds = unihan.simplified.keys.sorted().compactMap { scalar in
      let target = fold(scalar)
      return target != scalar && keyScalars.contains(target) ? (scalar, target) : nil
    }
  }

  /// Which readings search matches a locale's Han characters with: 0
  /// Mandarin (kMandarin, pinyin), 1 Cantonese (kCantonese, Jyutping) for
  /// `yue` and `yue-Hans`.
  public static func readingSystem(ofLocale identifier: String) -> Int {
    identifier == "yue" || identifier.hasPrefix("yue-") ? 1 : 0
  }

  /// Han characters that negate what follows them in a key (folded to
  /// their simplified form): 不, 没 (沒), 无 (無), 未, and Cantonese 唔, 冇.
  /// A query never matches a key from right after one, so that 开心 does
  /// not find 不开心.
  public static let negators: [UInt32] = [0x4E0D, 0x672A, 0x65E0, 0x6CA1, 0x5514, 0x5187].sorted()

  /// Whether a letter or digit of a word written in letters: ASCII letters
  /// and digits, and the Latin, Greek and Cyrillic letters below the CJK
  /// radicals (U+00C0 up).
  public static func isWordScalar(_ value: UInt32) -> Bool {
    (0x30...0x39).contains(value) || (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value)
      || (value >= 0xC0 && value < 0x2E80 && value != 0xD7 && value != 0xF7)
  }

  /// Whether a query may start matching folded `key` at `position`: at its
  /// start; where a word starts (not inside a run of letters and digits);
  /// at any Han character; but never right after a negation (`negators`,
  /// or the words `not `, `no `, `non-`). The runtime's
  /// `EmojiSearchMatcher.isMatchStart` is the same rule.
  public static func isMatchStart(_ key: [UInt32], _ position: Int) -> Bool {
    guard position > 0 else { return true }
    let previous = key[position - 1]
    if isWordScalar(previous), isWordScalar(key[position]) { return false }
    if negators.contains(previous) { return false }
    for word in ["not ", "no ", "non-"] {
      let scalars = word.unicodeScalars.map(\.value)
      let start = position - scalars.count
      guard start >= 0, Array(key[start..<position]) == scalars else { continue }
      if start == 0 || !isWordScalar(key[start - 1]) { return false }
    }
    return true
  }

  /// A pinyin syllable without its tone mark, lowercase, `ü` as `v`.
  public static func toneless(_ syllable: String) -> String {
    var result = ""
    for scalar in syllable.unicodeScalars where !(0x300...0x36F).contains(scalar.value) {
      if scalar.isASCII {
        result.unicodeScalars.append(Unicode.Scalar(asciiLowercase(scalar.value))!)
        continue
      }
      result.unicodeScalars.append(toneBase[scalar.value].map { Unicode.Scalar($0)! } ?? scalar)
    }
    return result
  }

  /// Search folds case in ASCII only, here and in the runtime's query
  /// folding, so that both fold alike whatever the standard library's
  /// Unicode version.
  public static func asciiLowercase(_ scalar: UInt32) -> UInt32 {
    (0x41...0x5A).contains(scalar) ? scalar + 0x20 : scalar
  }

  /// Pinyin's vowels with tone marks (and ü) → the letter typed for them.
  public static let toneBase: [UInt32: UInt32] = {
    var map: [UInt32: UInt32] = [:]
    let groups: [(String, Character)] = [
      ("āáǎàa", "a"), ("ēéěèeê̄ếê̌ề", "e"), ("īíǐìi", "i"), ("ōóǒòo", "o"), ("ūúǔùu", "u"), ("ǖǘǚǜü", "v"),
      ("ńňǹ", "n"), ("ḿ", "m"),
    ]
    for (marked, base) in groups {
      for scalar in marked.unicodeScalars where scalar.value > 0x7F && scalar.value != 0x0304 && scalar.value != 0x030C {
        map[scalar.value] = base.unicodeScalars.first!.value
      }
    }
    return map
  }()
}

extension Array where Element: Hashable {
  func uniqued() -> [Element] {
    var seen = Set<Element>()
    return filter { seen.insert($0).inserted }
  }
}
