import CICU
import TableGenKit

/// Compares the sequence model of ICU's own emoji version (Data/emoji/15.0
/// for ICU 72) with ICU's properties of strings: every RGI sequence has
/// RGI_Emoji and exactly its own sub-property (ED-20 … ED-25), and every
/// minimally-qualified or unqualified line of emoji-test.txt has none. Only
/// meaningful when the versions match, so the caller passes that folder.
///
/// ``random(_:count:seed:)`` adds seeded random strings near the RGI set:
/// RGI sequences with one or two edits, and strings of the hard pieces
/// (ZWJ, VS15/VS16, regional indicators, keycaps, skin tones, tags,
/// combining marks, jamo, pictographs).
public enum EmojiSequenceCrossCheck {
  public struct Report: Sendable {
    public var version: ReleaseVersion
    public var sequences: Int
    public var mismatches: [String]
    /// What the sequences were: "sequences" (emoji-test.txt) or "seeded random sequences".
    public var source = "sequences"

    /// `icu-crosscheck: 5024 sequences of Emoji 15.0 x 7 string properties, 0 mismatches`
    public var summaryLine: String {
      "icu-crosscheck: \(sequences) \(source) of Emoji \(version) x 7 string properties, \(mismatches.count) mismatches"
    }
  }

  /// Compares `count` seeded random strings, each either an RGI sequence of
  /// `folder` edited once or twice or a run of hard pieces, with ICU's
  /// properties of strings. Same seed, same strings.
  public static func random(_ folder: EmojiDataFolder, count: Int, seed: UInt64 = 0x5EED_0E30) throws -> Report {
    let model = try EmojiSequenceModel(folder: folder)
    let rgi = model.rgi.keys.sorted { $0.lexicographicallyPrecedes($1) }
    var random = SplitMix(state: seed)
    var mismatches: [String] = []
    var positives = 0
    for _ in 0..<count {
      let scalars = randomSequence(rgi: rgi, &random)
      if model.rgi[scalars] != nil { positives += 1 }
      for name in disagreements(scalars, rgi: model.rgi) {
        mismatches.append("random (seed \(seed)): \(scalars.map(hex).joined(separator: " ")) \(name)")
      }
    }
    return Report(
      version: folder.version, sequences: count, mismatches: mismatches,
      source: "seeded random sequences (\(positives) RGI)")
  }

  /// The pieces a random string is made of (UTS #51 §1.4's building blocks).
  static let pieces: [[UInt32]] = [
    [0x200D], [0xFE0E], [0xFE0F], [0x20E3], [0x0023], [0x002A], [0x0030], [0x0039],
    [0x1F1E6], [0x1F1FA], [0x1F1F8], [0x1F1EC], [0x1F1E7], [0x1F1FF],
    [0x1F3FB], [0x1F3FC], [0x1F3FD], [0x1F3FE], [0x1F3FF], [0x1F9B0], [0x1F9B3],
    [0x1F3F4], [0xE0067], [0xE0062], [0xE0065], [0xE006E], [0xE0073], [0xE0063], [0xE0074], [0xE0077],
    [0xE006C], [0xE007F], [0x0301], [0x1100], [0x1161], [0x11A8], [0x2764], [0x1F525], [0x2640], [0x2642],
    [0x1F468], [0x1F469], [0x1F9D1], [0x1F466], [0x1F91D], [0x263A], [0x00A9], [0x1F600], [0x0041],
  ]

  static func randomSequence(rgi: [[UInt32]], _ random: inout SplitMix) -> [UInt32] {
    if random.below(2) == 0 {
      var scalars = rgi[random.below(rgi.count)]
      for _ in 0...random.below(2) {
        let index = random.below(scalars.count + 1)
        switch random.below(5) {
        case 0 where index < scalars.count: scalars.remove(at: index)
        case 1: scalars.insert(contentsOf: pieces[random.below(pieces.count)], at: index)
        case 2 where index < scalars.count: scalars[index] = pieces[random.below(pieces.count)][0]
        case 3: scalars += [0x200D] + rgi[random.below(rgi.count)]
        default: scalars = Array(scalars.prefix(index))
        }
      }
      return scalars.isEmpty ? [0x200D] : scalars
    }
    return (0...random.below(6)).flatMap { _ in pieces[random.below(pieces.count)] }
  }

  /// SplitMix64 (Steele, Lea and Flood 2014): small, seeded, the same on
  /// every platform.
  struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// The names of the string properties where `scalars`' membership in
  /// `rgi` and ICU's `u_stringHasBinaryProperty` disagree.
  static func disagreements(_ scalars: [UInt32], rgi: [[UInt32]: EmojiKindCode]) -> [String] {
    let kind = rgi[scalars]
    return EmojiStringProperty.allCases.compactMap { property in
      let ours = property.kind.map { kind == $0 } ?? (kind != nil)
      return ours == SystemICU.hasProperty(scalars, property) ? nil : property.name
    }
  }

  public static func run(_ folder: EmojiDataFolder) throws -> Report {
    let model = try EmojiSequenceModel(folder: folder)
    var mismatches: [String] = []
    for entry in model.entries {
      for name in disagreements(entry.scalars, rgi: model.rgi) {
        mismatches.append("\(folder.emojiTest.path):\(entry.line): \(entry.scalars.map(hex).joined(separator: " ")) \(name)")
      }
    }
    return Report(version: folder.version, sequences: model.entries.count, mismatches: mismatches)
  }
}

/// The emoji properties of strings (UTS #51 ED-20 … ED-25, and RGI_Emoji,
/// ED-27, their union) as ICU's `u_stringHasBinaryProperty` answers them:
/// the one list the cross-checks and the tests compare with ICU by.
public enum EmojiStringProperty: CaseIterable, Sendable {
  case basicEmoji, emojiKeycapSequence, rgiEmojiModifierSequence, rgiEmojiFlagSequence, rgiEmojiTagSequence,
    rgiEmojiZWJSequence, rgiEmoji

  /// The property's name in UTS #51.
  public var name: String {
    switch self {
    case .basicEmoji: "Basic_Emoji"
    case .emojiKeycapSequence: "Emoji_Keycap_Sequence"
    case .rgiEmojiModifierSequence: "RGI_Emoji_Modifier_Sequence"
    case .rgiEmojiFlagSequence: "RGI_Emoji_Flag_Sequence"
    case .rgiEmojiTagSequence: "RGI_Emoji_Tag_Sequence"
    case .rgiEmojiZWJSequence: "RGI_Emoji_ZWJ_Sequence"
    case .rgiEmoji: "RGI_Emoji"
    }
  }

  /// The kind of the RGI sequences that have it; nil for RGI_Emoji, which
  /// every RGI sequence has.
  public var kind: EmojiKindCode? {
    switch self {
    case .basicEmoji: .basic
    case .emojiKeycapSequence: .keycap
    case .rgiEmojiModifierSequence: .modifier
    case .rgiEmojiFlagSequence: .flag
    case .rgiEmojiTagSequence: .tag
    case .rgiEmojiZWJSequence: .zwj
    case .rgiEmoji: nil
    }
  }

  /// The C enumerator, named case by case: the two enums are numbered
  /// independently.
  var cicu: cicu_string_property {
    switch self {
    case .basicEmoji: CICU_BASIC_EMOJI
    case .emojiKeycapSequence: CICU_EMOJI_KEYCAP_SEQUENCE
    case .rgiEmojiModifierSequence: CICU_RGI_EMOJI_MODIFIER_SEQUENCE
    case .rgiEmojiFlagSequence: CICU_RGI_EMOJI_FLAG_SEQUENCE
    case .rgiEmojiTagSequence: CICU_RGI_EMOJI_TAG_SEQUENCE
    case .rgiEmojiZWJSequence: CICU_RGI_EMOJI_ZWJ_SEQUENCE
    case .rgiEmoji: CICU_RGI_EMOJI
    }
  }
}

extension SystemICU {
  /// Whether ICU gives the string of `scalars` `property`.
  public static func hasProperty(_ scalars: [UInt32], _ property: EmojiStringProperty) -> Bool {
    var utf16: [UInt16] = []
    utf16.reserveCapacity(scalars.count * 2)
    for scalar in scalars {
      if scalar < 0x10000 {
        utf16.append(UInt16(scalar))
      } else {
        utf16.append(UInt16(0xD7C0 + (scalar >> 10)))
        utf16.append(UInt16(0xDC00 | (scalar & 0x3FF)))
      }
    }
    return cicu_string_has_property(utf16, Int32(utf16.count), property.cicu)
  }
}
