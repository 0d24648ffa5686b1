import TextGauge

/// Scalar emoji property lookups over every code point 0…10FFFF (surrogates
/// skipped: they are not scalars), TextGauge's tables against the standard
/// library's `Unicode.Scalar.Properties`.
enum ScalarPropertyLookups {
  static let scalarCount = 0x110000 - 0x800

  /// How many scalars have `Emoji`, with the standard library.
  static func stdlibIsEmoji(limit: UInt32) -> Int {
    var count = 0
    for value in 0..<limit {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.properties.isEmoji { count += 1 }
    }
    return count
  }

  /// How many scalars have `Emoji`, with TextGauge.
  static func textGaugeIsEmoji(limit: UInt32) -> Int {
    var count = 0
    for value in 0..<limit {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if scalar.emojiProperties.isEmoji { count += 1 }
    }
    return count
  }

  /// The four properties the standard library has (Emoji,
  /// Emoji_Presentation, Emoji_Modifier, Emoji_Modifier_Base): four lookups
  /// per scalar there. The result sums the properties held.
  static func stdlibFourProperties(limit: UInt32) -> Int {
    var count = 0
    for value in 0..<limit {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.properties
      if properties.isEmoji { count += 1 }
      if properties.isEmojiPresentation { count += 1 }
      if properties.isEmojiModifier { count += 1 }
      if properties.isEmojiModifierBase { count += 1 }
    }
    return count
  }

  /// The same four with TextGauge: one lookup answers all six properties.
  static func textGaugeFourProperties(limit: UInt32) -> Int {
    var count = 0
    for value in 0..<limit {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let properties = scalar.emojiProperties
      if properties.isEmoji { count += 1 }
      if properties.isEmojiPresentation { count += 1 }
      if properties.isEmojiModifier { count += 1 }
      if properties.isEmojiModifierBase { count += 1 }
    }
    return count
  }
}
