import Foundation
import Testing
import TestSupport
import TextGauge
import TextGaugeNames
import TextGaugeStickers

/// `textgauge emoji search|info|list` and `scan --locale` answer what the
/// library answers (`AnnotatedEmoji`), with the library's field names as JSON
/// keys, and refuse bad input with one line and a documented status.
@Suite(.enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
struct EmojiCommandTests {
  static func run(_ arguments: [String]) throws -> CommandResult {
    try TestSupport.run(#require(BuiltExecutable.url(named: "textgauge")), arguments)
  }

  static func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  /// Queries of every kind the search takes: Han, traditional forms, pinyin
  /// with and without tones, initials, mixed, English in any case.
  static let queries: [(String, String)] = [
    ("笑", "zh"), ("开心", "zh"), ("開心", "zh"), ("kaixin", "zh"), ("kai xin", "zh"), ("xiào", "zh"), ("kx", "zh"),
    ("kai心", "zh"), ("讚", "zh-Hant"), ("heart", "en"), ("Thumbs", "en"), ("CAT", "en"), ("笑", "yue"),
    ("hoisam", "yue"), ("hoi心", "yue-Hans"),
  ]

  /// The keys of the one JSON object `search`, `info` and `list` print per emoji.
  static let objectKeys: Set<String> = [
    "string", "name", "locale", "names", "hasCLDRName", "keywords", "group", "subgroup", "version", "skinToneBase",
    "skinToneVariants", "takesSkinTones", "shortcodes",
  ]

  @Test(arguments: queries)
  func searchJSONIsTheLibrarysResultInOrder(query: String, identifier: String) throws {
    let locale = try EmojiLocale(identifier)
    let result = try Self.run(["emoji", "search", query, "--locale", identifier, "--json"])
    #expect(result.status == 0, "\(result.error)")
    let objects = try #require(try Self.json(result.output) as? [[String: Any]])
    let expected = AnnotatedEmoji.search(query, locale: locale)
    #expect(!expected.isEmpty, "\(query) finds nothing in \(identifier)")
    #expect(objects.map { $0["string"] as? String ?? "" } == expected.map(\.string))
    #expect(objects.map { $0["name"] as? String ?? "" } == expected.map { $0.name(in: locale) })
    #expect(objects.allSatisfy { Set($0.keys) == Self.objectKeys && $0["locale"] as? String == locale.identifier })
    // The text form: one `emoji<TAB>name` line per result, same order.
    let text = try Self.run(["emoji", "search", query, "--locale", identifier])
    #expect(text.output == expected.map { "\($0.string)\t\($0.name(in: locale))\n" }.joined())
  }

  @Test(arguments: ["", " ", "\t \u{3000}"])
  func anEmptyOrBlankQueryFindsNothing(query: String) throws {
    let json = try Self.run(["emoji", "search", query, "--json"])
    #expect(json.status == 0 && json.output == "[]\n" && json.error.isEmpty)
    let text = try Self.run(["emoji", "search", query, "--locale", "zh"])
    #expect(text.status == 0 && text.output.isEmpty)
  }

  /// An unknown locale is a usage error (64) that lists every supported one,
  /// on each subcommand and on `scan`; nothing goes to standard output.
  @Test(arguments: [
    ["emoji", "search", "笑", "--locale", "fr"], ["emoji", "list", "--locale", "xx-YY"],
    ["scan", "--json", "--locale", "klingon", "😀"],
  ])
  func anUnknownLocaleListsTheSupportedOnes(arguments: [String]) throws {
    let result = try Self.run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.error.split(separator: "\n").count == 1, "\(result.error)")
    for locale in EmojiLocale.supported { #expect(result.error.contains(locale.identifier), "\(result.error)") }
  }

  /// `info --json`: the library's field names, each with the library's value.
  @Test(arguments: ["👍🏽", "😂", "🧑🏻‍🤝‍🧑🏿", "❤", "🇨🇳"])
  func infoJSONHasTheLibrarysFields(text: String) throws {
    let emoji = try #require(AnnotatedEmoji(text))
    let result = try Self.run(["emoji", "info", text, "--json"])
    #expect(result.status == 0, "\(result.error)")
    let object = try #require(try Self.json(result.output) as? [String: Any])
    #expect(Set(object.keys) == Self.objectKeys)
    #expect(object["string"] as? String == emoji.string)
    #expect(object["name"] as? String == emoji.name(in: .english) && object["locale"] as? String == "en")
    let names = try #require(object["names"] as? [String: String])
    let keywords = try #require(object["keywords"] as? [String: [String]])
    let hasName = try #require(object["hasCLDRName"] as? [String: Bool])
    #expect(Set(names.keys) == Set(EmojiLocale.supported.map(\.identifier)))
    for locale in EmojiLocale.supported {
      #expect(names[locale.identifier] == emoji.name(in: locale))
      #expect(keywords[locale.identifier] == emoji.keywords(in: locale))
      #expect(hasName[locale.identifier] == emoji.hasCLDRName(in: locale))
    }
    #expect(object["group"] as? String == emoji.group)
    #expect(object["subgroup"] as? String == emoji.subgroup)
    #expect(object["version"] as? String == emoji.version.description)
    #expect(object["skinToneBase"] as? String == emoji.skinToneBase.string)
    #expect(object["skinToneVariants"] as? [String] == emoji.skinToneVariants.map(\.string))
    #expect(object["takesSkinTones"] as? Bool == emoji.takesSkinTones)
    // Every shortcode the command prints decodes back to this emoji.
    let shortcodes = try #require(object["shortcodes"] as? [String: Any])
    #expect(!shortcodes.isEmpty)
    for case let (set, code as String) in shortcodes {
      #expect(code.hasPrefix(":") && code.hasSuffix(":"), "\(set): \(code)")
    }
  }

  @Test func infoRefusesWhatIsNotOneRGIEmoji() throws {
    for text in ["a", "😀😀", "\u{1F3FB}x"] {
      let result = try Self.run(["emoji", "info", text])
      #expect(result.status == 2, "\(text): \(result.status)")
      #expect(result.output.isEmpty && result.error.contains("not an RGI emoji"))
    }
  }

  /// `list` gives each group in emoji-test.txt's order (the library's), with
  /// the locale's names; a subgroup works as a group; an unknown one is a
  /// usage error naming the groups.
  @Test func listFollowsTheLibrarysGroups() throws {
    let zh = try EmojiLocale("zh")
    for group in [AnnotatedEmoji.groups[0], AnnotatedEmoji.subgroups(of: AnnotatedEmoji.groups[0])[0]] {
      let result = try Self.run(["emoji", "list", "--group", group, "--locale", "zh"])
      #expect(result.status == 0, "\(result.error)")
      let expected = AnnotatedEmoji.emoji(inGroup: group)
      #expect(!expected.isEmpty)
      #expect(result.output == expected.map { "\($0.string)\t\($0.name(in: zh))\n" }.joined())
    }
    let all = try Self.run(["emoji", "list"])
    #expect(all.output.split(separator: "\n").count == AnnotatedEmoji.all.count)
    let bad = try Self.run(["emoji", "list", "--group", "no such group"])
    #expect(bad.status == 64 && bad.output.isEmpty)
    #expect(bad.error.contains(AnnotatedEmoji.groups[0]))
  }

  /// `scan --json --locale` names each RGI emoji in that locale, under CLDR's
  /// fallback (zh-TW → zh-Hant); without it, emoji-test.txt's English name.
  @Test func scanNamesEmojiInTheLocale() throws {
    let text = "好 😂 👍🏽 🇨🇳"
    for identifier in ["zh", "zh-TW", "yue"] {
      let locale = try EmojiLocale(identifier)
      let result = try Self.run(["scan", "--json", "--locale", identifier, text])
      #expect(result.status == 0, "\(result.error)")
      let names = try result.output.split(separator: "\n").map {
        try #require(try Self.json(String($0)) as? [String: Any])["name"] as? String
      }
      #expect(names == ["😂", "👍🏽", "🇨🇳"].map { AnnotatedEmoji($0)!.name(in: locale) })
    }
    let english = try Self.run(["scan", "--json", text])
    #expect(english.output.contains(#""name":"face with tears of joy""#))
  }

  /// `shortcodes --set` encodes and decodes with the library's set of that
  /// name; `emoji info` lists each set's shortcode under the same name.
  @Test func shortcodeSetsAreTheLibrarys() throws {
    let text = "好的👍😂🇨🇳 :+1: :joy: :笑哭了:"
    for (name, set) in [("cldr", EmojiShortcodes.cldr), ("zh", .chinese), ("github", .github)] {
      let encoded = try Self.run(["shortcodes", "--set", name, text])
      #expect(encoded.status == 0, "\(encoded.error)")
      #expect(encoded.output == set.encoding(text) + "\n")
      let decoded = try Self.run(["shortcodes", "--decode", "--set", name, text])
      #expect(decoded.output == set.decoding(text) + "\n")
      let info = try #require(try Self.json(Self.run(["emoji", "info", "😂", "--json"]).output) as? [String: Any])
      #expect((info["shortcodes"] as? [String: Any])?[name] as? String == set.shortcode(for: "😂").map { ":\($0):" })
    }
    #expect(try Self.run(["shortcodes", "--set", "github", "--decode", ":+1:"]).output == "👍\n")
    let bad = try Self.run(["shortcodes", "--set", "slack", "x"])
    #expect(bad.status == 64 && bad.output.isEmpty)
  }

  /// Without --locale, the query picks the locales and the one names are
  /// printed in: a Han query the Chinese ones (traditional: zh-Hant), any
  /// other English and pinyin.
  @Test func theQueryPicksTheLocale() throws {
    for query in ["笑", "開心", "xiao", "kx", "thumbs up"] {
      let result = try Self.run(["emoji", "search", query])
      #expect(result.status == 0 && result.error.isEmpty, "\(query): \(result.error)")
      let expected = AnnotatedEmoji.search(query)
      #expect(!expected.isEmpty, "\(query)")
      let named = AnnotatedEmoji.searchLocales(for: query)[0]
      #expect(result.output == expected.map { "\($0.string)\t\($0.name(in: named))\n" }.joined(), "\(query)")
    }
  }

  /// A query that finds nothing where it looked, but would elsewhere, says
  /// so on standard error (status 0, nothing on standard output).
  @Test func aHintNamesTheLocalesThatWouldFind() throws {
    let result = try Self.run(["emoji", "search", "hoisam"])
    #expect(result.status == 0 && result.output.isEmpty)
    #expect(result.error.contains("--locale yue"), "\(result.error)")
    #expect(result.error.split(separator: "\n").count == 1)
    let english = try Self.run(["emoji", "search", "thumbs", "--locale", "zh"])
    #expect(english.output.isEmpty && english.error.contains("--locale en"), "\(english.error)")
    let nothing = try Self.run(["emoji", "search", "qqqqqqqq"])
    #expect(nothing.status == 0 && nothing.output.isEmpty && nothing.error.isEmpty)
  }

  /// Skin-tone variants are one result with their base, or each one's own
  /// with --expand-skin-tones.
  @Test func skinTonesFoldUnlessExpanded() throws {
    let folded = try Self.run(["emoji", "search", "赞", "--locale", "zh"]).output.split(separator: "\n")
    #expect(folded.prefix(2).map { String($0.split(separator: "\t")[0]) } == ["👍", "👏"])
    let expanded = try Self.run(["emoji", "search", "赞", "--locale", "zh", "--expand-skin-tones"]).output
    #expect(expanded.contains("👍🏽"))
  }

  /// `list --json` prints the objects `search --json` and `info --json` do.
  @Test func listTakesJSON() throws {
    let result = try Self.run(["emoji", "list", "--group", "face-smiling", "--locale", "zh-Hant", "--json"])
    #expect(result.status == 0, "\(result.error)")
    let objects = try #require(try Self.json(result.output) as? [[String: Any]])
    let expected = AnnotatedEmoji.emoji(inGroup: "face-smiling")
    let zhHant = try EmojiLocale("zh-Hant")
    #expect(objects.map { $0["string"] as? String ?? "" } == expected.map(\.string))
    #expect(objects.map { $0["name"] as? String ?? "" } == expected.map { $0.name(in: zhHant) })
    #expect(objects.allSatisfy { Set($0.keys) == Self.objectKeys })
    let info = try #require(try Self.json(Self.run(["emoji", "info", "😀", "--locale", "zh-Hant", "--json"]).output) as? [String: Any])
    let first = try #require(objects.first)
    #expect(Set(info.keys) == Set(first.keys))
    #expect(info["name"] as? String == first["name"] as? String)
  }
}
