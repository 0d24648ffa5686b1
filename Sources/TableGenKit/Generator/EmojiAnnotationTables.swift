/// Emits `TextGaugeNames/Generated/EmojiAnnotationTables.swift`: the names and keywords of
/// every RGI emoji in each CLDR locale (each locale's distinct strings once,
/// with the emoji that have them: the search keys), its skin-tone base, and the pinyin readings and simplified folds of the
/// keys' Han characters. Flat typed arrays and UTF-8 string pools (static
/// data: nothing is built at run time), looked up by index or by binary
/// search; no per-code-point table.
public enum EmojiAnnotationTables {
  public static let fileName = "EmojiAnnotationTables.swift"
  /// Only the names and search runtime reads them.
  public static let target = "TextGaugeNames"

  public static func emit(
    _ model: EmojiAnnotationModel, cldr: CLDRAnnotationFolder, unihan: UnihanFolder, emojiTest: UCDFile
  ) -> GeneratedFile {
    let count = model.emoji.count
    var text = SwiftSource.header(
      title: "Emoji annotations: CLDR names and keywords per locale, skin-tone families, the search index.",
      inputs: [emojiTest] + cldr.packageFiles + cldr.locales.flatMap(\.inputs) + unihan.inputs,
      notes: [
        "CLDR \(model.cldrVersion) annotations and derived annotations; Unihan \(model.unihanVersion) (kMandarin,",
        "kCantonese, kSimplifiedVariant, kTraditionalVariant). \(count) RGI emoji x \(model.locales.count) locales.",
      ])
    var sizes: [TableSize] = []
    func add(_ name: String, entries: Int, bytes: Int) { sizes.append(TableSize(name: name, entries: entries, bytes: bytes)) }

    text += "\n" + SwiftSource.stringConstant(
      "emojiAnnotationCLDRVersion", model.cldrVersion, doc: ["The CLDR release of the names and keywords."])
    text += "\n" + SwiftSource.stringConstant(
      "emojiAnnotationUnihanVersion", model.unihanVersion.description,
      doc: ["The Unicode version of the Unihan readings and variants."])
    text += "\n/// The locales, in the order of every per-locale table.\n"
    text += "let emojiAnnotationLocales: [String] = [" + model.locales.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
    text += "\n" + SwiftSource.constant(
      "emojiAnnotationCount", of: Int.self, count, doc: ["The RGI emoji annotated: the per-emoji tables' length."])

    let entries = model.emoji.map { UInt16($0.entry) }
    text += "\n" + SwiftSource.array(
      "emojiAnnotationEntries", of: UInt16.self, entries,
      comments: model.emoji.map { $0.names[0] },
      doc: ["Per RGI emoji (its ordinal), its line among `emojiEntries`: ascending, in emoji-test.txt order."])
    add("emojiAnnotationEntries", entries: count, bytes: count * 2)

    let bases = model.emoji.map { UInt16($0.skinToneBase) }
    text += "\n" + SwiftSource.array(
      "emojiSkinToneBases", of: UInt16.self, bases, perLine: 16,
      doc: [
        "Per RGI emoji, the ordinal of the emoji it is a skin-tone variant of, itself when none; a",
        "base's variants follow it, in emoji-test.txt order.",
      ])
    add("emojiSkinToneBases", entries: count, bytes: count * 2)

    let fallbacks = model.emoji.map { item in
      UInt8(item.fallback.enumerated().reduce(0) { $0 | ($1.element ? 1 << $1.offset : 0) })
    }
    text += "\n" + SwiftSource.array(
      "emojiNameFallbacks", of: UInt8.self, fallbacks, perLine: 16,
      doc: [
        "Per RGI emoji, bit i set where locale i has no CLDR name and the name is emoji-test.txt's",
        "English one.",
      ])
    add("emojiNameFallbacks", entries: count, bytes: count)

    // Per locale, its distinct names and keywords; per emoji, its name's.
    var strings: [String] = [], localeStarts: [UInt32] = [0], postingStarts: [UInt32] = [0], postings: [UInt16] = []
    var names: [UInt16] = []
    for (locale, localeStrings) in model.strings.enumerated() {
      for string in localeStrings {
        strings.append(string.text)
        postings += string.postings.map(UInt16.init)
        postingStarts.append(UInt32(postings.count))
      }
      localeStarts.append(UInt32(strings.count))
      names += model.nameStrings[locale].map(UInt16.init)
    }
    let (stringPool, stringStarts) = pool(strings)
    text += "\n" + SwiftSource.array(
      "emojiAnnotationLocaleStrings", of: UInt32.self, localeStarts, perLine: 12,
      doc: ["Locale i's strings are strings `emojiAnnotationLocaleStrings[i]..<emojiAnnotationLocaleStrings[i + 1]`."])
    text += "\n" + SwiftSource.array(
      "emojiAnnotationNames", of: UInt16.self, names, perLine: 16,
      doc: [
        "Per locale, per RGI emoji (`locale * emojiAnnotationCount + ordinal`), its name: the index of",
        "the string among its locale's.",
      ])
    text += "\n" + SwiftSource.array(
      "emojiAnnotationStringStarts", of: UInt32.self, stringStarts, perLine: 12,
      doc: ["Where string s starts in `emojiAnnotationText`; it ends one byte (the line end) before s + 1 starts."])
    text += "\n" + SwiftSource.array(
      "emojiAnnotationPostingStarts", of: UInt32.self, postingStarts, perLine: 12,
      doc: ["String s's emoji are `emojiAnnotationPostings[emojiAnnotationPostingStarts[s]..<emojiAnnotationPostingStarts[s + 1]]`."])
    text += "\n" + SwiftSource.array(
      "emojiAnnotationPostings", of: UInt16.self, postings, perLine: 16,
      doc: ["Per string, its emoji: ordinal × 2, + 1 where the string is the emoji's name; ascending."])
    text += "\n/// Per locale, its distinct names and keywords as CLDR writes them, sorted by UTF-8, one a line.\n"
    text += "let emojiAnnotationText: StaticString = \(literal(stringPool))\n"
    add("emojiAnnotationLocaleStrings", entries: localeStarts.count, bytes: localeStarts.count * 4)
    add("emojiAnnotationNames", entries: names.count, bytes: names.count * 2)
    add("emojiAnnotationStringStarts", entries: stringStarts.count, bytes: stringStarts.count * 4)
    add("emojiAnnotationPostingStarts", entries: postingStarts.count, bytes: postingStarts.count * 4)
    add("emojiAnnotationPostings", entries: postings.count, bytes: postings.count * 2)
    add("emojiAnnotationText", entries: strings.count, bytes: stringPool.utf8.count)

    // The readings of the keys' Han characters: pinyin (kMandarin), and
    // Jyutping (kCantonese) for the yue locales; one layout for both.
    func readings(_ list: [(scalar: UInt32, readings: [String])], name: String, property: String, spelling: String) {
      let (readingPool, readingStarts) = pool(list.map { $0.readings.joined(separator: " ") })
      let readingScalars = list.map(\.scalar)
      text += "\n" + SwiftSource.array(
        "emoji\(name)Scalars", of: UInt32.self, readingScalars, perLine: 12,
        doc: ["The Han code points of the search keys that \(property) reads, ascending."])
      text += "\n" + SwiftSource.array(
        "emoji\(name)Starts", of: UInt32.self, readingStarts, perLine: 12,
        doc: ["Where code point i's readings start in `emoji\(name)Text`; they end one byte before i + 1's."])
      // `spelling` ends the first line of the comment and begins the second.
      text += "\n/// Per code point, its \(property) readings (and those of the code points folding to it), \(spelling)"
      text += " separated by spaces, one code point a line.\n"
      text += "let emoji\(name)Text: StaticString = \(literal(readingPool))\n"
      add("emoji\(name)Scalars", entries: readingScalars.count, bytes: readingScalars.count * 4)
      add("emoji\(name)Starts", entries: readingStarts.count, bytes: readingStarts.count * 4)
      add("emoji\(name)Text", entries: readingScalars.count, bytes: readingPool.utf8.count)
    }
    readings(model.readings, name: "Pinyin", property: "kMandarin", spelling: "toneless,\n/// `ü` as `v`,")
    readings(model.jyutping, name: "Jyutping", property: "kCantonese", spelling: "Jyutping\n/// with the tone number,")

    text += "\n" + SwiftSource.array(
      "emojiSearchNegators", of: UInt32.self, EmojiAnnotationModel.negators, perLine: 12,
      doc: ["Han characters (folded) that negate what follows: a query never matches a key right after one."])
    add("emojiSearchNegators", entries: EmojiAnnotationModel.negators.count, bytes: EmojiAnnotationModel.negators.count * 4)

    text += "\n" + SwiftSource.array(
      "emojiSearchFoldFrom", of: UInt32.self, model.folds.map(\.from), perLine: 12,
      doc: ["Traditional (or variant) code points whose first kSimplifiedVariant is in a key, ascending."])
    text += "\n" + SwiftSource.array(
      "emojiSearchFoldTo", of: UInt32.self, model.folds.map(\.to), perLine: 12,
      doc: ["The first kSimplifiedVariant of each `emojiSearchFoldFrom`."])
    add("emojiSearchFoldFrom", entries: model.folds.count, bytes: model.folds.count * 4)
    add("emojiSearchFoldTo", entries: model.folds.count, bytes: model.folds.count * 4)
    let tones = EmojiAnnotationModel.toneBase.sorted { $0.key < $1.key }
    text += "\n" + SwiftSource.array(
      "emojiPinyinToneFrom", of: UInt32.self, tones.map(\.key), perLine: 12,
      doc: ["Pinyin's vowels with tone marks (and ü), ascending: a query folds them as the readings are."])
    text += "\n" + SwiftSource.array(
      "emojiPinyinToneTo", of: UInt32.self, tones.map(\.value), perLine: 12,
      doc: ["The letter each `emojiPinyinToneFrom` is typed as."])
    add("emojiPinyinToneFrom", entries: tones.count, bytes: tones.count * 4)
    add("emojiPinyinToneTo", entries: tones.count, bytes: tones.count * 4)
    return GeneratedFile(name: fileName, target: target, contents: text, tables: sizes)
  }

  /// The strings joined by line ends, and where each starts (count + 1
  /// starts: the last is the pool's length + 1, as if a line end followed).
  static func pool(_ strings: [String]) -> (String, [UInt32]) {
    var starts: [UInt32] = [0]
    for string in strings { starts.append(starts.last! + UInt32(string.utf8.count) + 1) }
    return (strings.joined(separator: "\n"), starts)
  }

  /// A multi-line string literal of `text`, escaping what a literal must.
  static func literal(_ text: String) -> String {
    var body = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": body += "\\\\"
      case "\"": body += "\\\""
      case "\t": body += "\\t"
      case "\n": body += "\n"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        body += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default: body.unicodeScalars.append(scalar)
      }
    }
    return "\"\"\"\n" + body + "\n\"\"\""
  }
}
