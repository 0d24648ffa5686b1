import Foundation
import TextGauge
@testable import TextGaugeStickers
import TestSupport

/// One line of emoji-test.txt (newest Data/emoji folder).
struct EmojiTestEntry: Sendable {
  var scalars: [Unicode.Scalar]
  var status: String
  var name: String
  var line: Int
  var string: String { String(String.UnicodeScalarView(scalars)) }
}

enum Fixtures {
  /// Every entry of emoji-test.txt (read at run time), in file order.
  static let emojiTest: [EmojiTestEntry] = {
    let url = newestEmojiTestFile
    let text = try! String(contentsOf: url, encoding: .utf8)
    var entries: [EmojiTestEntry] = []
    for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard !line.hasPrefix("#"), let semicolon = line.firstIndex(of: ";"), let hash = line.firstIndex(of: "#")
      else { continue }
      let scalars = line[..<semicolon].split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
      let status = line[line.index(after: semicolon)..<hash].trimmingCharacters(in: .whitespaces)
      // "# 😀 E1.0 grinning face": the name follows the version.
      let comment = line[line.index(after: hash)...].split(separator: " ", maxSplits: 2)
      entries.append(EmojiTestEntry(scalars: scalars, status: status, name: String(comment[2]), line: offset + 1))
    }
    precondition(entries.count > 5000, "emoji-test.txt not parsed")
    return entries
  }()

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
