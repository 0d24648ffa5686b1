import Foundation
import TextGauge

/// The pieces that break text code: joiners, selectors, regional indicators,
/// tags, skin tones, keycaps, combining marks, jamo, CJK, fullwidth forms,
/// U+FFFD, unassigned code points, line ends and whole RGI emoji. Property
/// tests build their strings by concatenating pieces, so a counterexample
/// shrinks by dropping pieces. The pieces come from the runtime's own
/// tables, not from the data files, so that a property test draws the same
/// strings with and without the data root (the catalog's agreement with
/// emoji-test.txt is tested on its own).
///
/// ```swift
/// var random = SplitMix64(seed: 1)
/// let pieces = HardPieces.generate(&random, maxCount: 8)
/// let text = pieces.joined()
/// ```
public enum HardPieces {
  /// Every RGI emoji (fully-qualified and component lines of emoji-test.txt,
  /// UTS #51 ED-27), in the catalog's order, which is the file's.
  public static let rgiEmoji: [String] = EmojiCatalog.allEntries.filter(\.isRGI).map(\.string)

  /// A future emoji: the first code point that is Extended_Pictographic and
  /// unassigned in the tables (emoji-data.txt's first `<reserved-…>` line;
  /// each version assigns some, so none is named in a test).
  public static let futureEmoji: String = {
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.emojiProperties.isExtendedPictographic,
        UnicodeProperties.isUnassigned(value)
      else { continue }
      return String(scalar)
    }
    fatalError("no reserved Extended_Pictographic code point in the tables")
  }()

  static func s(_ values: UInt32...) -> String {
    String(String.UnicodeScalarView(values.map { Unicode.Scalar($0)! }))
  }

  /// Single scalars and short sequences, each a piece on its own.
  public static let fixed: [String] = [
    s(0x200D), s(0x200D), s(0xFE0E), s(0xFE0F), s(0xFE0F),  // ZWJ, VS15, VS16 (more often)
    s(0x1F1E8), s(0x1F1F3), s(0x1F1EA), s(0x1F1FA), s(0x1F1F8), s(0x1F1EC),  // regional indicators C N E U S G
    s(0xE0067), s(0xE0062), s(0xE0065), s(0xE006E), s(0xE0073), s(0xE0063), s(0xE0074),  // tag letters
    s(0xE007F), s(0xE0020),  // TAG CANCEL, TAG SPACE
    s(0x1F3FB), s(0x1F3FD), s(0x1F3FF),  // skin tones
    "0", "1", "8", "#", "*", s(0x20E3), s(0x31, 0x20E3), s(0x23, 0xFE0F, 0x20E3),  // keycap bases and keycaps
    s(0x0301), s(0x0308), s(0x20DD),  // combining marks (acute, diaeresis, enclosing circle)
    s(0x1100), s(0x1161), s(0x11A8), s(0xAC00),  // Hangul jamo L V T, a syllable
    "中", "文", s(0x2000B), s(0x9FB4), s(0x1E3F),  // CJK, Extension B, edition-dependent GB 18030
    s(0xFF21), s(0xFF10), s(0x3000),  // fullwidth A, fullwidth 0, ideographic space
    s(0xFFFD), s(0x0378), s(0xE0080), s(0x1FC00), s(0x1FFFD), s(0xFFFF),  // U+FFFD, unassigned, reserved pictographic
    s(0x00A9), s(0x2122), s(0x2764), s(0x2605), s(0x2708), s(0x2615), s(0x26BD), s(0x2640), s(0x2642),  // text-default symbols
    s(0x1F415), s(0x1F44D), s(0x1F468), s(0x1F469), s(0x1F3F4), s(0x1F93E), s(0x1F441), s(0x1F5E8),  // emoji bases
    "\r\n", "\r", "\n", "a", "B", " ", ".", ".", ",", "_", s(0x2026), s(0xFFFC),
  ]

  /// One random piece: a fixed piece most of the time, otherwise a whole RGI emoji.
  public static func piece(_ random: inout SplitMix64) -> String {
    if random.oneIn(5), !rgiEmoji.isEmpty { return random.pick(rgiEmoji) }
    return random.pick(fixed)
  }

  /// Up to `maxCount` random pieces.
  public static func generate(_ random: inout SplitMix64, maxCount: Int) -> [String] {
    (0..<random.next(below: maxCount + 1)).map { _ in piece(&random) }
  }
}

/// The scalars of `text` as `U+0031 U+20E3`, for failure messages.
public func scalarDump(_ text: some StringProtocol) -> String {
  text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
    .joined(separator: " ")
}

extension String {
  func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
