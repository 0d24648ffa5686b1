import CICU

/// Emoji counters people use when they have no emoji library. Each counts
/// the `Character`s it considers emoji.
enum EmojiCountPeers {
  /// ICU: `u_stringHasBinaryProperty(…, UCHAR_RGI_EMOJI)` on each Character's
  /// UTF-16 (ICU 72 implements Emoji 15.0). Exact for RGI emoji; the cost is
  /// grapheme segmentation plus one ICU string-property lookup per Character.
  static func icuRGIEmojiPerCharacter(_ text: String) -> Int {
    var units: [UInt16] = []
    units.reserveCapacity(64)
    var count = 0
    for character in text {
      units.removeAll(keepingCapacity: true)
      units.append(contentsOf: character.utf16)
      let isEmoji = units.withUnsafeBufferPointer {
        cicu_string_has_property($0.baseAddress, Int32($0.count), CICU_RGI_EMOJI)
      }
      if isEmoji { count += 1 }
    }
    return count
  }

  /// The hard-coded range check of the widely copied Objective-C snippet
  /// (`stringContainsEmoji:`), applied per composed character sequence as the
  /// snippet does: a supplementary first code point is an emoji when it is in
  /// 0x1D000…0x1F77F; a BMP character followed by another code unit is one
  /// when that unit is U+20E3 (keycap) or U+FE0F; a lone BMP code point is
  /// checked against a list of ranges.
  ///
  /// Wrong both ways: 0x2100…0x27FF takes in ℃ ★ ① → and ™ ©, and
  /// 0x1D000…0x1F77F misses every emoji from U+1F900 on (🤣 🥰 🫠 🧑).
  static func hardCodedRangesPerCharacter(_ text: String) -> Int {
    var count = 0
    for character in text where hardCodedRangesIsEmoji(character) { count += 1 }
    return count
  }

  static func hardCodedRangesIsEmoji(_ character: Character) -> Bool {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next()?.value else { return false }
    if first >= 0x10000 { return (0x1D000...0x1F77F).contains(first) }
    if let second = scalars.next()?.value { return second == 0x20E3 || second == 0xFE0F }
    switch first {
    case 0x2100...0x27FF, 0x2B05...0x2B07, 0x2934...0x2935, 0x3297, 0x3299, 0x303D, 0x3030,
      0x2B55, 0x2B1B, 0x2B1C, 0x2B50, 0x00A9, 0x00AE, 0x203C, 0x2049, 0x2122, 0x2139,
      0x2194...0x2199, 0x21A9, 0x21AA, 0x231A, 0x231B, 0x2328, 0x23CF, 0x23E9...0x23F3,
      0x23F8...0x23FA:
      return true
    default:
      return false
    }
  }

  /// The StackOverflow `Character.isEmoji` extension, from its well-known
  /// description: a "simple" emoji is a Character whose first scalar has the
  /// Emoji property and a value above 0x238C (to skip digits, # and *, and
  /// ©-like symbols); a "combined" one has several scalars, the first with
  /// the Emoji property. Uses the standard library's scalar properties.
  static func stackOverflowIsEmojiPerCharacter(_ text: String) -> Int {
    var count = 0
    for character in text where stackOverflowIsEmoji(character) { count += 1 }
    return count
  }

  static func stackOverflowIsEmoji(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    let isSimpleEmoji = first.properties.isEmoji && first.value > 0x238C
    let isCombinedIntoEmoji = character.unicodeScalars.count > 1 && first.properties.isEmoji
    return isSimpleEmoji || isCombinedIntoEmoji
  }
}
