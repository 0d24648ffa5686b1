import Testing
import TableGenKit

import TextGauge

/// Known answers for the scalar properties, including the characters that
/// hard-coded ranges and `isEmoji` extensions get wrong.
@Suite struct EmojiPropertiesTests {
  @Test(arguments: [
    // scalar, expected properties
    ("#", [.emoji, .emojiComponent]),
    ("1", [.emoji, .emojiComponent]),
    ("a", []),
    ("\u{A9}", [.emoji, .extendedPictographic]),  // © shows as text by default
    ("\u{2122}", [.emoji, .extendedPictographic]),  // ™
    ("\u{2605}", []),  // ★: not emoji; lost Extended_Pictographic in Emoji 16.0
    ("\u{2460}", []),  // ①
    ("\u{2103}", []),  // ℃
    ("\u{4E2D}", []),  // 中
    ("\u{AC00}", []),  // 가
    ("\u{200D}", [.emojiComponent]),  // ZWJ
    ("\u{FE0F}", [.emojiComponent]),  // VS16
    ("\u{1F600}", [.emoji, .emojiPresentation, .extendedPictographic]),
    ("\u{1F44D}", [.emoji, .emojiPresentation, .emojiModifierBase, .extendedPictographic]),
    ("\u{1F3FD}", [.emoji, .emojiPresentation, .emojiModifier, .emojiComponent]),
    ("\u{1F1E8}", [.emoji, .emojiPresentation, .emojiComponent]),  // regional indicator C
    ("\u{1FAE0}", [.emoji, .emojiPresentation, .extendedPictographic]),  // 🫠 E14.0
    ("\u{1FAE8}", [.emoji, .emojiPresentation, .extendedPictographic]),  // 🫨 E15.0
    ("\u{1FAC8}", [.emoji, .emojiPresentation, .extendedPictographic]),  // E17.0 hairy creature
    ("\u{E0067}", [.emojiComponent]),  // tag g
    ("\u{1FFFD}", [.extendedPictographic]),  // reserved, kept for future pictographs
  ] as [(Unicode.Scalar, EmojiProperties)])
  func knownScalars(scalar: Unicode.Scalar, expected: EmojiProperties) {
    #expect(scalar.emojiProperties == expected, "U+\(String(scalar.value, radix: 16, uppercase: true))")
  }

  @Test func namedAccessorsMirrorTheOptionSet() {
    let thumbs = Unicode.Scalar(0x1F44D)!.emojiProperties
    #expect(thumbs.isEmoji && thumbs.isEmojiPresentation && thumbs.isEmojiModifierBase && thumbs.isExtendedPictographic)
    #expect(!thumbs.isEmojiModifier && !thumbs.isEmojiComponent)
    let tone = Unicode.Scalar(0x1F3FB)!.emojiProperties
    #expect(tone.isEmojiModifier && tone.isEmojiComponent && !tone.isEmojiModifierBase)
  }
}
