import ArgumentParser
import TextGauge
import TextGaugeStickers

/// `textgauge emoji`: names, keywords, groups and search from CLDR's
/// annotations (`AnnotatedEmoji`).
struct EmojiCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "emoji",
    abstract: "Searches, describes and lists emoji by their CLDR names and keywords (en, zh, zh-Hant, yue, yue-Hans).",
    discussion: """
      Examples:
        textgauge emoji search 笑 --locale zh
        textgauge emoji search kaixin --locale zh --json
        textgauge emoji info 👍🏽 --json
        textgauge emoji list --group face-smiling --locale zh-Hant

      JSON keys are the library's field names (AnnotatedEmoji): string, name,
      names, keywords, group, subgroup, version, skinToneBase,
      skinToneVariants, takesSkinTones, hasCLDRName, shortcodes.

      \(ExitStatus.help)
      """,
    subcommands: [Search.self, Info.self, List.self])

  /// `--locale`, resolved by CLDR's fallback; an unknown one is a usage error
  /// that lists the supported locales.
  struct LocaleOption: ParsableArguments {
    @Option(help: "The locale of names and keywords: en, zh, zh-Hant, yue, yue-Hans, or one falling back to them (zh-TW, zh-Hans-CN…).")
    var locale: String = "en"

    func resolved() throws -> EmojiLocale {
      do {
        return try EmojiLocale(locale)
      } catch {
        throw CLIError.unknownLocale(error)
      }
    }
  }

  struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The emoji whose name or keywords match QUERY, best first (pinyin and traditional forms match in Chinese).")

    @Argument(help: "The query: a name or keyword, a part of one, or pinyin (kaixin, kai xin, kx).")
    var query: String

    @OptionGroup var locale: LocaleOption

    @Flag(help: "One JSON array of {string, name}.")
    var json = false

    func run() throws {
      try reportingErrors { output in
        let locale = try locale.resolved()
        let found = AnnotatedEmoji.search(query, locale: locale)
        if json {
          output.line("[" + found.map { emoji in
            "{\"string\":\(jsonString(emoji.string)),\"name\":\(jsonString(emoji.name(in: locale)))}"
          }.joined(separator: ",") + "]")
        } else {
          for emoji in found { output.line("\(emoji.string)\t\(emoji.name(in: locale))") }
        }
      }
    }
  }

  struct Info: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Names in each locale, keywords, group and subgroup, version, skin-tone variants and shortcodes of EMOJI.")

    @Argument(help: "One RGI emoji (with or without U+FE0F).")
    var emoji: String

    @Flag(help: "One JSON object.")
    var json = false

    func run() throws {
      try reportingErrors { output in
        guard let emoji = AnnotatedEmoji(emoji) else {
          throw CLIError("not an RGI emoji: \(CLIError.shown(self.emoji))", exitCode: ExitStatus.badInput)
        }
        let locales = EmojiLocale.supported
        let shortcodes = ShortcodesCommand.ShortcodeSet.allCases.map {
          ($0.rawValue, $0.shortcodes.shortcode(for: emoji.string))
        }
        if json {
          func object(_ pairs: [(String, String)]) -> String {
            "{" + pairs.map { "\(jsonString($0.0)):\($0.1)" }.joined(separator: ",") + "}"
          }
          func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }
          output.line(object([
            ("string", jsonString(emoji.string)),
            ("names", object(locales.map { ($0.identifier, jsonString(emoji.name(in: $0))) })),
            ("hasCLDRName", object(locales.map { ($0.identifier, emoji.hasCLDRName(in: $0) ? "true" : "false") })),
            ("keywords", object(locales.map { ($0.identifier, array(emoji.keywords(in: $0).map(jsonString))) })),
            ("group", jsonString(emoji.group)), ("subgroup", jsonString(emoji.subgroup)),
            ("version", jsonString(emoji.version.description)),
            ("skinToneBase", jsonString(emoji.skinToneBase.string)),
            ("skinToneVariants", array(emoji.skinToneVariants.map { jsonString($0.string) })),
            ("takesSkinTones", emoji.takesSkinTones ? "true" : "false"),
            ("shortcodes", object(shortcodes.map { ($0.0, $0.1.map { jsonString(":\($0):") } ?? "null") })),
          ]))
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

    func run() throws {
      try reportingErrors { output in
        let locale = try locale.resolved()
        let emoji = group.map(AnnotatedEmoji.emoji(inGroup:)) ?? AnnotatedEmoji.all
        if let group, emoji.isEmpty {
          throw CLIError(
            "--group: no group or subgroup '\(group)': groups are \(AnnotatedEmoji.groups.joined(separator: ", "))",
            exitCode: ExitStatus.usage)
        }
        for item in emoji { output.line("\(item.string)\t\(item.name(in: locale))") }
      }
    }
  }
}
