/// The code points UTS #51's emoji sequence grammar (§1.4.9–§1.4.10,
/// ED-8a…ED-17) is built from, and the tests on them, for scalars and for
/// UTF-8 bytes: the one home of this knowledge for the emoji scanner,
/// display width and GB 18030. Regional indicators (ED-14) are in the byte
/// core (`RegionalIndicator`), because UAX #29 pairs them too.
package enum EmojiSyntax {
  /// U+200D ZERO WIDTH JOINER: joins the elements of an emoji ZWJ sequence
  /// (ED-15a, ED-16). UTF-8 `E2 80 8D`.
  package static let zwj: UInt32 = 0x200D
  /// U+FE0E VARIATION SELECTOR-15, the text presentation selector of a
  /// text presentation sequence (ED-8a). UTF-8 `EF B8 8E`.
  package static let textPresentationSelector: UInt32 = 0xFE0E
  /// U+FE0F VARIATION SELECTOR-16, the emoji presentation selector of an
  /// emoji presentation sequence (ED-9a) and of a keycap (ED-14c). UTF-8
  /// `EF B8 8F`.
  package static let emojiPresentationSelector: UInt32 = 0xFE0F
  /// U+20E3 COMBINING ENCLOSING KEYCAP, the end of an emoji keycap sequence
  /// (ED-14c). UTF-8 `E2 83 A3`.
  static let combiningEnclosingKeycap: UInt32 = 0x20E3
  /// ED-14a `tag_spec`: U+E0020…U+E007E, the tags of an emoji tag sequence.
  static let firstTagSpec: UInt32 = 0xE0020
  static let lastTagSpec: UInt32 = 0xE007E
  /// ED-14a `tag_end`: U+E007F CANCEL TAG. UTF-8 `F3 A0 81 BF`.
  package static let tagEnd: UInt32 = 0xE007F
  /// ED-13 `emoji_modifier`: the five skin tones U+1F3FB…U+1F3FF (Fitzpatrick
  /// types 1-2 to 6). UTF-8 `F0 9F 8F BB…BF`.
  package static let firstSkinTone: UInt32 = 0x1F3FB
  package static let lastSkinTone: UInt32 = 0x1F3FF

  // MARK: Scalars

  /// ED-14c `keycap_base`: `0`…`9`, `#` and `*`, the only ASCII that may
  /// start an emoji (and only as a keycap or with U+FE0F).
  ///
  /// ```swift
  /// EmojiSyntax.isKeycapBase(0x23)  // true (#)
  /// EmojiSyntax.isKeycapBase(0x41)  // false
  /// ```
  @inline(__always)
  package static func isKeycapBase(_ byte: UInt8) -> Bool {
    byte == 0x23 || byte == 0x2A || byte &- 0x30 < 10
  }

  /// Whether `scalar` is a skin tone (ED-13 `emoji_modifier`).
  @inline(__always)
  package static func isSkinTone(_ scalar: UInt32) -> Bool { scalar &- firstSkinTone <= lastSkinTone - firstSkinTone }

  /// Whether `scalar` is an ED-14a `tag_spec`, U+E0020…U+E007E.
  @inline(__always)
  package static func isTagSpec(_ scalar: UInt32) -> Bool { scalar &- firstTagSpec <= lastTagSpec - firstTagSpec }

  // MARK: UTF-8 bytes

  /// The UTF-8 of U+200D ZWJ and of U+20E3, both led by `E2`.
  package static let zwjUTF8: (UInt8, UInt8, UInt8) = (0xE2, 0x80, 0x8D)
  static let combiningEnclosingKeycapUTF8: (UInt8, UInt8, UInt8) = (0xE2, 0x83, 0xA3)

  /// Whether the UTF-8 `text` has U+200D just before byte offset `i`.
  ///
  /// An emoji ZWJ sequence (ED-16) joins emoji zwj elements (ED-15), but
  /// UAX #29 keeps it in one Character only where an Extended_Pictographic
  /// follows the ZWJ (GB11): before a regional indicator, for one, the ZWJ
  /// ends its Character (GB9) and the sequence runs on into the next. A ZWJ
  /// ending a Character is the one place where an emoji match joins two
  /// Characters, so an edit on one side of it can change the emoji of the
  /// other (replacing the 👩 of `🇪‍👩` leaves a lone regional indicator).
  package static func endsWithZWJ(_ text: UnsafeBufferPointer<UInt8>, before i: Int) -> Bool {
    i >= 3 && text[i - 3] == zwjUTF8.0 && text[i - 2] == zwjUTF8.1 && text[i - 1] == zwjUTF8.2
  }

  /// The UTF-8 of U+FE0F and U+FE0E share their first two bytes, `EF B8`;
  /// the third is `8F` (VS16) or `8E` (VS15).
  static let variationSelectorUTF8: (UInt8, UInt8) = (0xEF, 0xB8)
  static let emojiPresentationSelectorLastByte: UInt8 = 0x8F
  static let textPresentationSelectorLastByte: UInt8 = 0x8E

  /// The UTF-8 of U+200D ZWJ, U+FE0F and the skin tones as words, the
  /// lead byte highest (`UTF8Bytes.bigEndianWord`): a word whose top three
  /// bytes (`key >> 8`) equal `zwjUTF8Word` starts with ZWJ.
  package static let zwjUTF8Word: UInt32 = 0xE2_808D
  package static let emojiPresentationSelectorUTF8Word: UInt32 = 0xEF_B88F
  package static let firstSkinToneUTF8Word: UInt32 = 0xF09F_8FBB
  package static let lastSkinToneUTF8Word: UInt32 = 0xF09F_8FBF

  /// Whether the word `key` (`UTF8Bytes.bigEndianWord`) starts with a skin
  /// tone (ED-13 `emoji_modifier`): its four bytes whole, one subtraction.
  @inline(__always)
  package static func isSkinTone(utf8 key: UInt32) -> Bool {
    key &- firstSkinToneUTF8Word <= lastSkinToneUTF8Word &- firstSkinToneUTF8Word
  }

  /// Whether the bytes at `i` are U+FE0F (`EF B8 8F`), without decoding.
  @inline(__always)
  static func hasEmojiPresentationSelector(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    hasVariationSelector(emojiPresentationSelectorLastByte, at: i, in: text)
  }

  /// Whether the bytes at `i` are U+FE0E (`EF B8 8E`), without decoding.
  @inline(__always)
  static func hasTextPresentationSelector(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    hasVariationSelector(textPresentationSelectorLastByte, at: i, in: text)
  }

  @inline(__always)
  static func hasVariationSelector(_ last: UInt8, at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    i &+ 2 < text.count && text[i] == variationSelectorUTF8.0 && text[i &+ 1] == variationSelectorUTF8.1
      && text[i &+ 2] == last
  }

  /// Whether the six bytes after the keycap base at `i` are U+FE0F U+20E3
  /// (`EF B8 8F E2 83 A3`), the fully-qualified keycap of ED-14c, read as
  /// one word: the caller checks that `i + 8` bytes are readable.
  @inline(__always)
  static func hasKeycapTail(after i: Int, in base: UnsafePointer<UInt8>) -> Bool {
    // Little-endian: the byte at `i + 1` is the word's second lowest.
    UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self) >> 8 & 0xFFFF_FFFF_FFFF == 0xA383E2_8FB8EF
  }

  /// The end of the ED-14a `tag_spec+ tag_end` that starts at `i`, nil when
  /// the bytes there are not one. Tags are `F3 A0 80 A0`…`F3 A0 81 BF`
  /// (U+E0020…U+E007F), read without decoding.
  ///
  /// ```swift
  /// let flag = Array("🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}".utf8)
  /// flag.withUnsafeBufferPointer { EmojiSyntax.tagSequenceTailEnd(at: 4, in: $0) }  // 28
  /// ```
  @inline(__always)
  package static func tagSequenceTailEnd(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    var p = i
    while p &+ 4 <= text.count, text[p] == 0xF3, text[p &+ 1] == 0xA0 {
      let scalar = 0xE0000 | UInt32(text[p &+ 2] & 0x3F) &<< 6 | UInt32(text[p &+ 3] & 0x3F)
      if scalar == tagEnd { return p > i ? p &+ 4 : nil }
      guard isTagSpec(scalar) else { return nil }
      p &+= 4
    }
    return nil
  }

  /// Whether the four bytes before `end` are a skin tone, `F0 9F 8F BB…BF`.
  @inline(__always)
  package static func isSkinTone(endingAt end: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    text[end &- 4] == 0xF0 && text[end &- 3] == 0x9F && text[end &- 2] == 0x8F && text[end &- 1] &- 0xBB < 5
  }

  /// Whether the scalar whose UTF-8 is packed big-endian in `key` (the
  /// lead byte highest; the bytes after a shorter scalar do not matter)
  /// may continue a sequence after an emoji that is not a regional
  /// indicator, or change the match there: U+FE0E (ED-8a), U+FE0F (ED-9a),
  /// ZWJ (ED-16), U+20E3 (ED-14c), a skin tone (ED-13) or a tag (ED-14a).
  /// A regional indicator is not one: it pairs only with an indicator
  /// before it (ED-14), and the scanner's fast paths that use this test
  /// never start at one without its pair.
  ///
  /// Byte compares only. The tags are tested as every scalar whose UTF-8
  /// starts `F3 A0` (U+E0000…U+E0FFF, the Tags block and the variation
  /// selectors supplement), wider than ED-14a's U+E0020…U+E007F: a wider
  /// test only sends more positions down the scanner's general path.
  ///
  /// ```swift
  /// EmojiSyntax.mayContinueSequence(utf8: 0xEFB8_8F00)  // true: U+FE0F
  /// EmojiSyntax.mayContinueSequence(utf8: 0xE4B8_AD00)  // false: 中
  /// ```
  @inline(__always)
  package static func mayContinueSequence(utf8 key: UInt32) -> Bool {
    // After an emoji the next scalar is most often ASCII or another emoji
    // (lead F0), rarely a continuer: those two are decided first, every
    // lead below E2 (ASCII, two-byte scalars, E0, E1) by one compare.
    if key < 0xE200_0000 { return false }
    if key >> 24 == 0xF0 { return isSkinTone(utf8: key) }
    let top = key >> 8
    switch key >> 24 {
    case 0xE2: return top == zwjUTF8Word || top == 0xE2_83A3
    case 0xEF: return top | 1 == emojiPresentationSelectorUTF8Word
    case 0xF3: return key >> 16 == 0xF3A0
    default: return false
    }
  }

  /// ``mayContinueSequence(utf8:)`` as arithmetic: every test made, their
  /// answers or'ed, so that the only branch is the caller's on the answer.
  /// After a wide emoji alone in chat, the next scalar is ASCII, another
  /// emoji or a continuer at random, and each early return of
  /// `mayContinueSequence` mispredicts that often.
  @inline(__always)
  package static func mayContinueSequenceWithoutBranches(utf8 key: UInt32) -> Bool {
    @inline(__always) func bit(_ condition: Bool) -> UInt8 { unsafeBitCast(condition, to: UInt8.self) }
    let top = key >> 8
    let tone = bit(isSkinTone(utf8: key))
    let joiner = bit(top == zwjUTF8Word) | bit(top == 0xE2_83A3)
    let selector = bit(top | 1 == emojiPresentationSelectorUTF8Word)
    let tag = bit(key >> 16 == 0xF3A0)
    return tone | joiner | selector | tag != 0
  }

  /// `mayContinueSequence(utf8:)` for the bytes at `i`, read as one word.
  /// False for ASCII (no listed sequence goes on with ASCII after its first
  /// scalar) and past the end; true, to leave the answer to the general
  /// path, for a scalar less than four bytes before the end.
  @inline(__always)
  package static func mayContinueSequence(_ text: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    guard i &+ 4 <= text.count else { return i < text.count && text[i] >= 0x80 }
    return mayContinueSequence(utf8: UTF8Bytes.bigEndianWord(text.baseAddress!, at: i))
  }
}
