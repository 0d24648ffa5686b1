/// The emoji properties of one Unicode scalar, from the Unicode emoji data
/// file `emoji-data.txt` (UTS #51 §1.4.1, definitions ED-1 … ED-6 and
/// Extended_Pictographic in Annex A).
///
/// The tables come from the Unicode release named by ``UnicodeVersion/tables``, not
/// from the standard library or ICU of the machine running the app, so the
/// answers are the same on every OS version.
///
/// ```swift
/// let scalar: Unicode.Scalar = "\u{1FAE0}"           // 🫠 melting face
/// scalar.emojiProperties.isEmojiPresentation       // true
/// ("©" as Unicode.Scalar).emojiProperties.isEmoji  // true: © has the Emoji property…
/// ("©" as Unicode.Scalar).emojiProperties.isEmojiPresentation  // …but shows as text by default
/// ("1" as Unicode.Scalar).emojiProperties          // [.emoji, .emojiComponent]
/// ```
///
/// Having the `Emoji` property does not make a character an emoji in text:
/// `1`, `#` and `©` have it. Whether text *shows* an emoji depends on the
/// sequence around it; see the emoji detection API for that.
public struct EmojiProperties: OptionSet, Hashable, Sendable {
  /// The properties as bits, one per static member below (the generator's
  /// layout: the generated `emojiProperty…Bit` constants).
  public let rawValue: UInt8

  /// Properties from their bits; prefer the static members and
  /// ``Swift/Unicode/Scalar/emojiProperties``.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// `Emoji` (ED-3): characters that are emoji or can be shown as emoji.
  public static let emoji = EmojiProperties(rawValue: emojiPropertyEmojiBit)
  /// `Emoji_Presentation` (ED-6): shown as emoji by default, without U+FE0F.
  public static let emojiPresentation = EmojiProperties(rawValue: emojiPropertyEmojiPresentationBit)
  /// `Emoji_Modifier` (ED-4): the five skin tone modifiers U+1F3FB…U+1F3FF.
  public static let emojiModifier = EmojiProperties(rawValue: emojiPropertyEmojiModifierBit)
  /// `Emoji_Modifier_Base` (ED-5): characters a skin tone modifier may follow.
  public static let emojiModifierBase = EmojiProperties(rawValue: emojiPropertyEmojiModifierBaseBit)
  /// `Emoji_Component`: characters that appear in emoji sequences but are not
  /// emoji on their own (digits, `#`, `*`, ZWJ, VS16, tags, regional indicators…).
  public static let emojiComponent = EmojiProperties(rawValue: emojiPropertyEmojiComponentBit)
  /// `Extended_Pictographic`: pictographs and the code points reserved for
  /// future ones (used by UAX #29 to keep emoji ZWJ sequences together).
  public static let extendedPictographic = EmojiProperties(rawValue: emojiPropertyExtendedPictographicBit)

  /// Looks up `scalar` in the generated tables.
  ///
  /// BMP code points (ASCII, CJK, Hangul, most text) are answered by a
  /// two-level table, two array reads; U+1F000…U+1FFFF (the blocks of
  /// emoji) by one read; the others by binary search over a few hundred runs.
  @inlinable
  public init(_ scalar: Unicode.Scalar) {
    self = EmojiProperties.lookup(scalar.value)
  }

  /// Has `Emoji` (ED-3).
  @inlinable public var isEmoji: Bool { contains(.emoji) }
  /// Has `Emoji_Presentation` (ED-6).
  @inlinable public var isEmojiPresentation: Bool { contains(.emojiPresentation) }
  /// Has `Emoji_Modifier` (ED-4).
  @inlinable public var isEmojiModifier: Bool { contains(.emojiModifier) }
  /// Has `Emoji_Modifier_Base` (ED-5).
  @inlinable public var isEmojiModifierBase: Bool { contains(.emojiModifierBase) }
  /// Has `Emoji_Component`.
  @inlinable public var isEmojiComponent: Bool { contains(.emojiComponent) }
  /// Has `Extended_Pictographic`.
  @inlinable public var isExtendedPictographic: Bool { contains(.extendedPictographic) }
}

extension EmojiProperties {
  /// `Emoji` or `Extended_Pictographic`: every emoji sequence starts with
  /// such a character.
  @inline(__always)
  var mayStartEmoji: Bool { rawValue & (Self.emoji.rawValue | Self.extendedPictographic.rawValue) != 0 }

  /// The properties of any code point 0…10FFFF (surrogates included, which
  /// have none), with the fast paths.
  @usableFromInline @inline(__always)
  static func lookup(_ codePoint: UInt32) -> EmojiProperties {
    EmojiProperties(rawValue: EmojiPropertyTable.value(of: codePoint))
  }

  /// The property mask at `slot` of BMP block `block` (the three-byte UTF-8
  /// scan takes both from the bytes, `UTF8Bytes.threeByteBlockAndSlot`).
  @inline(__always)
  static func bmpMask(block: Int, slot: Int) -> UInt8 { EmojiPropertyTable.entry(block: block, slot: slot) }

  /// Binary search for the run holding `codePoint` in a runs table (entries
  /// `start << emojiPropertyRunStartShift | mask`, sorted, the first
  /// starting at 0). Tests pass tables built from other data versions.
  package static func lookup(_ codePoint: UInt32, inRuns runs: UnsafeBufferPointer<UInt32>) -> EmojiProperties {
    EmojiProperties(rawValue: TwoLevelLookup.runValue(of: codePoint, runs: runs, startShift: EmojiPropertyTable.runStartShift))
  }
}

extension Unicode.Scalar {
  /// The scalar's emoji properties from TextGauge's Unicode tables.
  ///
  /// Named apart from the standard library's `properties` so both can be
  /// used side by side:
  ///
  /// ```swift
  /// let thumbs: Unicode.Scalar = "\u{1F44D}"
  /// thumbs.emojiProperties.isEmojiModifierBase  // true
  /// ```
  @inlinable
  public var emojiProperties: EmojiProperties { EmojiProperties(self) }
}
