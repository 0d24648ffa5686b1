import ArgumentParser
import TextGauge
import TextGaugeNames
import TextGaugeStickers

/// `textgauge emoji`: names, keywords, groups and search from CLDR's
/// annotations (`AnnotatedEmoji`).
struct EmojiCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "emoji",
    abstract: "Searches, describes and lists emoji by their CLDR names and keywords (en, zh, zh-Hant, yue, yue-Hans).",
    discussion: """
      Examples:
        textgauge emoji search 笑
        textgauge emoji search kaixin --locale zh --json
        textgauge emoji search hoisam --locale yue
        textgauge emoji info 👍🏽 --json
        textgauge emoji list --group face-smiling --locale zh-Hant --json

      With --json, search and list print an array and info one object, the same
      object per emoji, its keys the library's field names (AnnotatedEmoji):
      string, name and locale (the locale it is named in), names, hasCLDRName,
      keywords, group, subgroup, version, skinToneBase, skinToneVariants,
      takesSkinTones, shortcodes.

      \(ExitStatus.help)
      """,
    subcommands: [Search.self, Info.self, List.self])

  /// `--locale`, resolved by CLDR's fallback; an unknown one is a usage error
  /// that lists the supported locales.
  struct LocaleOption: ParsableArguments {
    @Option(help: "The locale of names and keywords: en, zh, zh-Hant, yue, yue-Hans, or one falling back to them (zh-TW, zh-Hans-CN…). Default: search picks by the query (Han: the Chinese locales; else en and pinyin), info and list name in en.")
    var locale: String?

    func resolved() throws -> EmojiLocale? {
      guard let locale else { return nil }
      do {
        return try EmojiLocale(locale)
      } catch {
        throw CLIError.unknownLocale(error)
      }
    }
  }

  /// One emoji as `search`, `info` and `list` print it in JSON: the same
  /// object for the three, its `name` and `locale` the locale named in.
  static func jsonObject(_ emoji: AnnotatedEmoji, locale: EmojiLocale) -> String {
    func object(_ pairs: [(String, String)]) -> String {
      "{" + pairs.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
    func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
    let locales = EmojiLocale.supported
    let shortcodes = ShortcodesCommand.ShortcodeSet.allCases.map {
      ($0.rawValue, $0.shortcodes.shortcode(for: emoji.string))
    }
    return object([
      ("string", jsonString(emoji.string)),
      ("name", jsonString(emoji.name(in: locale))),
      ("locale", jsonString(locale.identifier)),
      ("names", object(locales.map { ($0.identifier, jsonString(emoji.name(in: $0))) })),
      ("hasCLDRName", object(locales.map { ($0.identifier, emoji.hasCLDRName(in: $0) ? "true" : "false") })),
      ("keywords", object(locales.map { ($0.identifier, array(emoji.keywords(in: $0).map(jsonString))) })),
      ("group", jsonString(emoji.group)), ("subgroup", jsonString(emoji.subgroup)),
      ("version", jsonString(emoji.version.description)),
      ("skinToneBase", jsonString(emoji.skinToneBase.string)),
      ("skinToneVariants", array(emoji.skinToneVariants.map { jsonString($0.string) })),
      ("takesSkinTones", emoji.takesSkinTones ? "true" : "false"),
      ("shortcodes", object(shortcodes.map { ($0.0, $0.1.map { jsonString(":\($0):") } ?? "null") })),
    ])
  }

  /// Prints `emoji` as a JSON array of ``jsonObject(_:locale:)``, or one
  /// `emoji<TAB>name` line each.
  static func printEmoji(_ emoji: [AnnotatedEmoji], locale: EmojiLocale, json: Bool, to output: OutputBuffer) {
    if json {
      output.line("[" + emoji.map { jsonObject($0, locale: locale) }.joined(separator: ",") + "]")
    } else {
      for item in emoji { output.line("\(item.string)\t\(item.name(in: locale))") }
    }
  }

  struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The emoji whose name or keywords match QUERY, best first (pinyin, Jyutping and traditional forms match in Chinese).",
      discussion: """
        A query matches a name or keyword as a whole, as its start, or where a word
        starts (any Han character), never right after a negation (不 没 无 未 唔 冇,
        not/no/non-): 开心 does not find 不开心. Order: whole name, whole keyword, name
        prefix, keyword prefix, the rest; within each, more names and keywords
        matching first, then a name the query starts (shorter first), then
        emoji-test.txt's order. A skin-tone variant counts for its base (see
        `emoji info`) unless --expand-skin-tones. A Chinese locale searches the names
        and keywords of all four Chinese locales, reading letters as pinyin (zh,
        zh-Hant) or Jyutping (yue, yue-Hans). Without --locale, a query with a Han
        character searches the Chinese locales, any other English and pinyin. When
        nothing matches and another locale would, a hint goes to standard error.
        """)

    @Argument(help: "The query: a name or keyword, a word of one, pinyin (kaixin, kai xin, kx) or, in yue, Jyutping (hoisam, hoi1sam1, hs).")
    var query: String

    @OptionGroup var locale: LocaleOption

    @Flag(help: "List each skin-tone variant as a result of its own (by default it counts for its base).")
    var expandSkinTones = false

    @Flag(help: "One JSON array of the objects `emoji info --json` prints.")
    var json = false

    func run() throws {
      try reportingErrors { output in
        let chosen = try locale.resolved()
        let found = AnnotatedEmoji.search(query, locale: chosen, expandingSkinTones: expandSkinTones)
        let named = chosen ?? AnnotatedEmoji.searchLocales(for: query).first ?? .english
        EmojiCommand.printEmoji(found, locale: named, json: json, to: output)
        if found.isEmpty, let hint = Self.hint(query, searched: chosen) { StandardError.report(hint) }
      }
    }

    /// For a query that found nothing: the locales that would find
    /// something, as a hint.
    static func hint(_ query: String, searched: EmojiLocale?) -> String? {
      let others = EmojiLocale.supported.filter { $0 != searched }.compactMap { locale in
        let count = AnnotatedEmoji.search(query, locale: locale).count
        return count > 0 ? "--locale \(locale.identifier) finds \(count)" : nil
      }
      guard !others.isEmpty else { return nil }
      let place = searched.map { " in \($0.identifier)" } ?? ""
      return "no emoji match '\(query)'\(place); \(others.joined(separator: ", "))"
    }
  }

  struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Names in each locale, keywords, group and subgroup, version, skin-tone variants and shortcodes of EMOJI.")

    @Argument(help: "One RGI emoji (with or without U+FE0F).")
    var emoji: String

    @OptionGroup var locale: LocaleOption

    @Flag(help: "One JSON object (the fields `search --json` and `list --json` print per emoji).")
    var json = false

    func run() throws {
      try reportingErrors { output in
        let named = try locale.resolved() ?? .english
        guard let emoji = AnnotatedEmoji(emoji) else {
          throw CLIError("not an RGI emoji: \(CLIError.shown(self.emoji))", exitCode: ExitStatus.badInput)
        }
        let locales = EmojiLocale.supported
        let shortcodes = ShortcodesCommand.ShortcodeSet.allCases.map {
          ($0.rawValue, $0.shortcodes.shortcode(for: emoji.string))
        }
        if json {
          output.line(EmojiCommand.jsonObject(emoji, locale: named))
        } else {
          output.line(emoji.string)
          for locale in locales {
            output.line("name.\(locale.identifier)\t\(emoji.name(in: locale))\(emoji.hasCLDRName(in: locale) ? "" : " (emoji-test.txt's English: no CLDR name)")")
          }
          for locale in locales {
            output.line("keywords.\(locale.identifier)\t\(emoji.keywords(in: locale).joined(separator: " | "))")
          }
          output.line("group\t\(emoji.group)")
          output.line("subgroup\t\(emoji.subgroup)")
          output.line("version\t\(emoji.version)")
          output.line("skinToneBase\t\(emoji.skinToneBase.string)")
          output.line("skinToneVariants\t\(emoji.skinToneVariants.map(\.string).joined(separator: " "))")
          output.line("takesSkinTones\t\(emoji.takesSkinTones)")
          for (set, code) in shortcodes { output.line("shortcodes.\(set)\t\(code.map { ":\($0):" } ?? "")") }
        }
      }
    }
  }

  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Every RGI emoji, or those of a group or subgroup, in emoji-test.txt order, with its name.")

    @Option(help: "A group (\"Smileys & Emotion\") or subgroup (face-smiling) of emoji-test.txt.")
    var group: String?

    @OptionGroup var locale: LocaleOption

    @Flag(help: "One JSON array of the objects `emoji info --json` prints.")
    var json = false

    func run() throws {
      try reportingErrors { output in
        let named = try locale.resolved() ?? .english
        let emoji = group.map(AnnotatedEmoji.emoji(inGroup:)) ?? AnnotatedEmoji.all
        if let group, emoji.isEmpty {
          throw CLIError(
            "--group: no group or subgroup '\(group)': groups are \(AnnotatedEmoji.groups.joined(separator: ", "))",
            exitCode: ExitStatus.usage)
        }
        EmojiCommand.printEmoji(emoji, locale: named, json: json, to: output)
      }
    }
  }
}
