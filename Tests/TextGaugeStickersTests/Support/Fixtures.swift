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

  /// A fully-qualified emoji of the catalog, which is emoji-test.txt line
  /// for line (EmojiConformanceTests), numbered in catalog order for
  /// messages: the behaviour tests that take every emoji run without the
  /// data root too.
  struct CatalogEmoji: Sendable {
    var number: Int
    var string: String
    var name: String
  }

  static let fullyQualified: [CatalogEmoji] = EmojiCatalog.allEntries.enumerated()
    .filter { $0.element.status == .fullyQualified }
    .map { CatalogEmoji(number: $0.offset + 1, string: $0.element.string, name: $0.element.name) }

  /// Shortcodes built from every line of emoji-test.txt as the catalog
  /// holds it (name, scalars, RGI: fully-qualified or component), so that
  /// the tests of their behaviour run without the data root too; the
  /// catalog is the file line for line (EmojiConformanceTests).
  static let shortcodes = EmojiShortcodes(emoji: EmojiCatalog.allEntries.map { ($0.name, $0.scalars, $0.isRGI) })

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
