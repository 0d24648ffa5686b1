import ArgumentParser
import TextGaugeStickers

/// `textgauge shortcodes`: emoji ↔ `:cldr_short_name:` text.
struct ShortcodesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shortcodes",
    abstract: "Converts emoji to :shortcode: text (CLDR short names) and back.",
    discussion: """
      Shortcodes are the CLDR short names of emoji-test.txt, lowercased, with
      accents removed, '&' as 'and', apostrophes, quotes, '.' and '!' dropped,
      and other separators as '_': 👍 :thumbs_up:, 🇯🇵 :flag_japan:,
      1️⃣ :keycap_1:, 🇦🇽 :flag_aland_islands:.

      --encode replaces each emoji with a listed name; --decode
      replaces each known :shortcode: with its fully-qualified emoji. Anything
      else is printed unchanged.

      Examples:
        textgauge shortcodes '好的👍🇯🇵'          → 好的:thumbs_up::flag_japan:
        textgauge shortcodes --decode ':thumbs_up:' → 👍

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

  @OptionGroup var input: InputOptions

  func run() throws {
    try reportingErrors { output in
      let codes = EmojiShortcodes.cldr
      try input.forEachUnit(output) { unit in
        let text = direction == .encode ? codes.encoding(unit.text) : codes.decoding(unit.text)
        // One LF after each text, whatever the text ends with (the input's
        // final line break is not part of the text).
        output.line(text)
      }
    }
  }
}
