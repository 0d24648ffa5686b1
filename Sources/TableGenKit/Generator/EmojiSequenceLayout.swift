/// A field of a packed integer word: `width` bits from bit `shift`. The
/// generator packs with it and emits its shift and mask, which the runtime
/// reads (`word >> shift & mask`) instead of stating the layout again.
public struct BitField: Sendable, Equatable {
  public var shift: Int
  public var width: Int

  public init(shift: Int, width: Int) {
    self.shift = shift
    self.width = width
  }

  /// The field's value bits, unshifted.
  public var mask: UInt64 { (1 << UInt64(width)) - 1 }

  /// `value` in place; it must fit.
  public func pack(_ value: Int) -> UInt64 {
    precondition(value >= 0 && UInt64(value) <= mask, "\(value) does not fit in \(width) bits")
    return UInt64(value) << UInt64(shift)
  }

  /// The field's value in `word`.
  public func unpack(_ word: UInt64) -> Int { Int(word >> UInt64(shift) & mask) }
}

/// The 16-bit word of one emoji-test.txt line in `emojiEntries`: its
/// qualification status (UTS #51 ED-18, ED-18a, ED-19), its kind (the RGI
/// set of ED-20 … ED-25 listing it, else its shape) and the Emoji version
/// that added it (every `E<version>` of emoji-test.txt so far has a minor
/// number of at most 7). What only a catalog or a name reads, the line's
/// subgroup and its CLDR name, is in `emojiEntrySubgroups` and
/// `emojiEntryNames`: the scanner and the metrics read the word alone, so a
/// program that never asks for a subgroup links no subgroup table. Defined
/// here only: the emitter writes each field's shift and mask as
/// `emojiEntry<Field>Shift` and `emojiEntry<Field>Mask`, which the
/// runtime's `EmojiEntryInfo` reads.
public enum EmojiEntryLayout {
  public static let status = BitField(shift: 0, width: 2)
  public static let kind = BitField(shift: 2, width: 3)
  public static let versionMinor = BitField(shift: 5, width: 3)
  public static let versionMajor = BitField(shift: 8, width: 8)

  /// Every field with the name its emitted constants carry, in bit order.
  public static let fields: [(name: String, field: BitField, doc: String)] = [
    ("Status", status, "the status number, decoded through `emojiStatusesByCode`"),
    ("Kind", kind, "the kind number, decoded through `emojiKindsByCode`"),
    ("VersionMinor", versionMinor, "the minor number of the Emoji version that added the line"),
    ("VersionMajor", versionMajor, "the major number of that version"),
  ]

  /// Packs one entry; a field that does not fit stops the generator.
  public static func pack(status: EmojiStatusCode, kind: EmojiKindCode, version: ReleaseVersion) -> UInt16 {
    let word = Self.status.pack(status.rawValue) | Self.kind.pack(kind.rawValue) | versionMinor.pack(version.minor)
      | versionMajor.pack(version.major)
    return UInt16(word)
  }

  /// The fields' constants as Swift.
  static func swiftSource() -> String {
    precondition(fields.allSatisfy { $0.field.shift + $0.field.width <= 16 }, "an entry word is 16 bits")
    var text = "/// The fields of an `emojiEntries` word: `word >> emojiEntry<Field>Shift & emojiEntry<Field>Mask`.\n"
    for (name, field, doc) in fields {
      text += SwiftSource.constant("emojiEntry\(name)Shift", of: UInt16.self, UInt16(field.shift), doc: ["Bits \(field.shift)-\(field.shift + field.width - 1): \(doc)."])
      text += SwiftSource.constant("emojiEntry\(name)Mask", of: UInt16.self, UInt16(field.mask), doc: [])
    }
    return text
  }
}

/// The bits of `emojiTrieNodeFlags`: facts about a first-level trie node
/// that let the scanner decide a match from the text's next bytes without
/// walking the trie. Each holds under every `EmojiPolicy`. Defined here
/// only: the emitter writes `emojiTrieNode<Flag>` constants, which the
/// runtime's `EmojiSequenceData` reads.
public enum EmojiTrieNodeFlag: Int, CaseIterable, Sendable {
  /// A first scalar whose own line `.standard` accepts with nothing after
  /// it: fully-qualified or component (an emoji component alone), or
  /// Emoji_Presentation (ED-6; a fully-qualified or component single scalar
  /// is Emoji_Presentation by ED-18/ED-19, so this is "not a bare
  /// text-default character", ED-4).
  case acceptedAlone
  /// `acceptedAlone`, not a regional indicator, and every sequence listed
  /// past it goes on with a scalar that may continue a sequence (U+FE0E,
  /// U+FE0F, ZWJ, U+20E3, a skin tone or a tag): when the text's next
  /// scalar is none of those, the match at this scalar is the scalar alone.
  case endsBeforeNonContinuer
  /// Not a regional indicator; each of the five skin tone modifiers
  /// (U+1F3FB…U+1F3FF) continues it to a listed sequence (ED-13), and every
  /// sequence listed past those goes on with a scalar that may continue a
  /// sequence: when the text has a modifier next and then none of those,
  /// the match is the emoji modifier sequence.
  case modifierSequencesEndBeforeNonContinuer
  /// Not a regional indicator; U+FE0F continues it to a listed sequence
  /// (ED-9a), and every sequence listed past that goes on with a scalar
  /// that may continue a sequence: when the text has U+FE0F next and then
  /// none of those, the match is the emoji presentation sequence.
  case presentationSequenceEndsBeforeNonContinuer

  public var bit: UInt8 { 1 << UInt8(rawValue) }

  /// The emitted constant's name: `emojiTrieNodeAcceptedAlone`.
  public var constantName: String {
    let name = "\(self)"
    return "emojiTrieNode" + name.prefix(1).uppercased() + name.dropFirst()
  }

  /// What the case's doc comment says, emitted with its constant.
  var doc: [String] {
    switch self {
    case .acceptedAlone:
      [
        "A first scalar whose own line `.standard` accepts with nothing after",
        "it: fully-qualified or component, or Emoji_Presentation (UTS #51 ED-6;",
        "a fully-qualified or component single scalar is Emoji_Presentation by",
        "ED-18/ED-19, so this is \"not a bare text-default character\", ED-4).",
      ]
    case .endsBeforeNonContinuer:
      [
        "Accepted alone, not a regional indicator, and every sequence listed",
        "past it goes on with a scalar that may continue a sequence (U+FE0E,",
        "U+FE0F, ZWJ, U+20E3, a skin tone or a tag): when the text's next scalar",
        "is none of those, the match is the scalar alone under every policy.",
      ]
    case .modifierSequencesEndBeforeNonContinuer:
      [
        "Not a regional indicator; each skin tone modifier U+1F3FB…U+1F3FF",
        "continues it to a listed sequence (ED-13), and every sequence listed",
        "past those goes on with a scalar that may continue one: with a modifier",
        "next and then none of those, the match is the emoji modifier sequence.",
      ]
    case .presentationSequenceEndsBeforeNonContinuer:
      [
        "Not a regional indicator; U+FE0F continues it to a listed sequence",
        "(ED-9a), and every sequence listed past that goes on with a scalar that",
        "may continue one: with U+FE0F next and then none of those, the match is",
        "the emoji presentation sequence under every policy.",
      ]
    }
  }

  /// The flags' constants as Swift.
  static func swiftSource() -> String {
    allCases.map { SwiftSource.constant($0.constantName, of: UInt8.self, $0.bit, doc: $0.doc) }.joined()
  }
}
