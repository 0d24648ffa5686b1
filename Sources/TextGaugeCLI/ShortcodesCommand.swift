import ArgumentParser
import TextGaugeStickers

/// `textgauge shortcodes`: emoji ↔ `:shortcode:` text, in one of the
/// shortcode sets of `EmojiShortcodes`.
struct ShortcodesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shortcodes",
    abstract: "Converts emoji to :shortcode: text (CLDR short names, Chinese names or GitHub/Slack aliases) and back.",
    discussion: """
      Shortcodes are the CLDR short names of emoji-test.txt, lowercased, with
      accents removed, '&' as 'and', apostrophes, quotes, '.' and '!' dropped,
      and other separators as '_': 👍 :thumbs_up:, 🇯🇵 :flag_japan:,
      1️⃣ :keycap_1:, 🇦🇽 :flag_aland_islands:. --set zh takes the CLDR
      Chinese names instead (😂 :笑哭了:); --set github the GitHub/Slack-style
      aliases of the PyPI package emoji (😂 :joy:, 👍 :thumbsup:, which also
      reads :+1:).

      --encode replaces each emoji with a listed name; --decode
      replaces each known :shortcode: with its fully-qualified emoji. Anything
      else is printed unchanged.

      Examples:
        textgauge shortcodes '好的👍🇯🇵'          → 好的:thumbs_up::flag_japan:
        textgauge shortcodes --decode ':thumbs_up:' → 👍
        textgauge shortcodes --set github '👍😂'    → :thumbsup::joy:

      \(ExitStatus.help)
      """)

  enum Direction: String, EnumerableFlag {
    case encode, decode

    static func help(for value: Direction) -> ArgumentHelp? {
      switch value {
      case .encode: "Emoji in, :shortcodes: out."
      case .decode: ":shortcodes: in, emoji out."
      }
    }
  }

  @Flag var direction: Direction = .encode

  /// A shortcode set of `EmojiShortcodes`, by the name `emoji info` shows it under.
  enum ShortcodeSet: String, ExpressibleByArgument, CaseIterable {
    case cldr, zh, github

    var shortcodes: EmojiShortcodes {
      switch self {
      case .cldr: .cldr
      case .zh: .chinese
      case .github: .github
      }
    }
  }

  @Option(help: "The shortcode set: cldr (CLDR English short names), zh (CLDR Chinese names), github (GitHub/Slack aliases).")
  var set: ShortcodeSet = .cldr

  @OptionGroup var input: InputOptions

  func run() throws {
    try reportingErrors { output in
      let codes = set.shortcodes
      try input.forEachUnit(output) { unit in
        let text = direction == .encode ? codes.encoding(unit.text) : codes.decoding(unit.text)
        // One LF after each text, whatever the text ends with (the input's
        // final line break is not part of the text).
        output.line(text)
      }
    }
  }
}
