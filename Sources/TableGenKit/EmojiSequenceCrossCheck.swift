import CICU

/// Compares the sequence model of ICU's own emoji version (Data/emoji/15.0
/// for ICU 72) with ICU's properties of strings: every RGI sequence has
/// RGI_Emoji and exactly its own sub-property (ED-20 … ED-25), and every
/// minimally-qualified or unqualified line of emoji-test.txt has none. Only
/// meaningful when the versions match, so the caller passes that folder.
public enum EmojiSequenceCrossCheck {
  public struct Report: Sendable {
    public var version: UnicodeVersion
    public var sequences: Int
    public var mismatches: [String]

    /// `icu-crosscheck: 5024 sequences of Emoji 15.0 x 7 string properties, 0 mismatches`
    public var summaryLine: String {
      "icu-crosscheck: \(sequences) sequences of Emoji \(version) x 7 string properties, \(mismatches.count) mismatches"
    }
  }

  static let properties: [(cicu_string_property, EmojiKind?)] = [
    (CICU_BASIC_EMOJI, .basic), (CICU_EMOJI_KEYCAP_SEQUENCE, .keycap),
    (CICU_RGI_EMOJI_MODIFIER_SEQUENCE, .modifier), (CICU_RGI_EMOJI_FLAG_SEQUENCE, .flag),
    (CICU_RGI_EMOJI_TAG_SEQUENCE, .tag), (CICU_RGI_EMOJI_ZWJ_SEQUENCE, .zwj), (CICU_RGI_EMOJI, nil),
  ]

  public static func run(_ folder: EmojiDataFolder) throws -> Report {
    let model = try EmojiSequenceModel(folder: folder)
    var mismatches: [String] = []
    for entry in model.entries {
      let kind = model.rgi[entry.scalars]
      let utf16 = Array(String(String.UnicodeScalarView(entry.scalars.compactMap(Unicode.Scalar.init))).utf16)
      for (property, propertyKind) in properties {
        let ours = propertyKind.map { kind == $0 } ?? (kind != nil)
        if ours != cicu_string_has_property(utf16, Int32(utf16.count), property) {
          mismatches.append("\(folder.emojiTest.path):\(entry.line): \(entry.scalars.map(hex).joined(separator: " ")) string property \(property.rawValue)")
        }
      }
    }
    return Report(version: folder.version, sequences: model.entries.count, mismatches: mismatches)
  }
}
