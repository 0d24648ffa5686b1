import Foundation
import TextGauge
@testable import TextGaugeStickers
import TestSupport

/// One line of emoji-test.txt (TestSupport's parser), under the names
/// the sticker tests use.
typealias EmojiTestEntry = EmojiTestLine

extension EmojiTestLine {
  var line: Int { lineNumber }
  var string: String { text }
}

enum Fixtures {
  /// Every entry of emoji-test.txt (read at run time), in file order.
  static let emojiTest: [EmojiTestEntry] = EmojiTestFile.newest.lines

  static var fullyQualified: [EmojiTestEntry] { emojiTest.filter { $0.status == "fully-qualified" } }

  /// Shortcodes built from the emoji-test.txt read here.
  static let shortcodes = EmojiShortcodes(
    emoji: emojiTest.map { ($0.name, $0.scalars, $0.status == "fully-qualified" || $0.status == "component") })

  /// A WeChat-like catalog.
  static let catalog = try! StickerCatalog(parsing: """
    # token<TAB>identifier
    [笑哭]\txiaoku
    [doge]\tdoge
    [微笑]\tweixiao
    [Smile]\tweixiao
    [😀笑]\temoji-inside
    [OK]\tok
    """, source: "test-catalog")

  static var xiaoku: Sticker { catalog.sticker(withIdentifier: "xiaoku")! }
  static var doge: Sticker { catalog.sticker(withIdentifier: "doge")! }

  /// Messages mixing CJK, stickers, unknown tokens and emoji of every kind.
  static let sampleMessages: [String] = [
    "",
    "笑死了[笑哭]",
    "[笑哭]",
    "[笑哭][doge][笑哭]",
    "笑死了[笑哭][未知]好[doge]",
    "[[笑哭]]",
    "a👨‍👩‍👧b[doge]🇯🇵1️⃣👍🏽🏴󠁧󠁢󠁳󠁣󠁴󠁿",
    "[😀笑]😀[OK]ok",
    "e\u{301}[微笑]\u{301}x[Smile]",
    "𠀋[doge]𠀋👨🏻‍❤️‍💋‍👨🏼",
    "[笑\u{200D}哭]👩‍💻[doge]",
  ]
}
