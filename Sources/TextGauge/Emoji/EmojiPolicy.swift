/// Which sequences count as emoji when TextGauge searches text.
///
/// Every policy starts from the sequences that Unicode lists in
/// `emoji-test.txt` and reads text left to right, taking the longest sequence
/// at each position. They differ in what they add or leave out:
///
/// | Text | `.standard` | `.rendersAsEmoji` | `.includingTextDefault` |
/// |------|:-----------:|:-----------------:|:-----------------------:|
/// | `😀` `👍🏽` `🇨🇳` `1️⃣` `🏴󠁧󠁢󠁥󠁮󠁧󠁿` `👨‍👩‍👧‍👦` | ✓ | ✓ | ✓ |
/// | `©️` `❤️` `1⃣` `🏳️‍⚧` (minimally-qualified, unqualified) | ✓ | ✓ | ✓ |
/// | `©` `™` `❤` `↔` alone (text by default) | – | – | ✓ |
/// | `🐕‍❤️` `🇦🇦` `🇨` (well-formed, not listed) | – | ✓ | ✓ |
/// | `1` `#` `*` alone, `©︎` (U+FE0E asks for text) | – | – | – |
///
/// The policies nest: every match of `.standard` lies inside a match of
/// `.rendersAsEmoji`, and every match of that inside one of
/// `.includingTextDefault`. Under every policy regional indicators pair as
/// UAX #29 pairs them (GB12/GB13, from the start of their run), so a flag is
/// never read across a Character boundary: `🇨🇪🇨` is `🇨🇪` and `🇨`.
///
/// ```swift
/// "© 2024 Acme ❤".containsEmoji()                                  // false
/// "© 2024 Acme ❤".containsEmoji(policy: .includingTextDefault)    // true
/// "good dog 🐕‍❤️".emojiCount()                                     // 2: 🐕 and ❤️
/// "good dog 🐕‍❤️".emojiCount(policy: .rendersAsEmoji)              // 1: one ZWJ sequence
/// ```
public enum EmojiPolicy: Sendable, Hashable, CaseIterable {
  /// Every sequence listed in `emoji-test.txt` — fully-qualified (ED-18),
  /// minimally-qualified (ED-18a), unqualified (ED-19) and the components —
  /// except a bare single character whose default presentation is text.
  ///
  /// `©`, `™`, `❤`, `↔` alone are not emoji (they show as text unless
  /// followed by U+FE0F); `©️`, `❤️`, `#️⃣`, `1️⃣` and the unqualified keycap
  /// `1⃣` are. ASCII digits, `#` and `*` are emoji only inside a keycap
  /// sequence (ED-14c). A match is RGI (ED-27) only when it is exactly a
  /// sequence of RGI_Emoji, that is, a fully-qualified or component line.
  ///
  /// ```swift
  /// "❤".containsEmoji()      // false
  /// "❤️".containsEmoji()     // true
  /// "1⃣".containsEmoji()     // true (unqualified keycap)
  /// ```
  case standard

  /// The standard set plus well-formed emoji that are not listed but that a
  /// system emoji font shows as pictures: emoji modifier sequences (ED-13) on
  /// any modifier base, any two regional indicators (ED-14), emoji tag
  /// sequences (ED-14a), emoji ZWJ sequences (ED-16) of emoji ZWJ elements
  /// (ED-15) of which at least one shows as emoji, lone Emoji_Presentation
  /// characters not yet in RGI_Emoji (a lone regional indicator), and
  /// unassigned Extended_Pictographic code points (future emoji).
  ///
  /// The policy for a "no emoji in nicknames" field: nothing that shows as a
  /// picture gets through, and nothing that is plain text (`©`, `★`, `1`) is
  /// blocked.
  ///
  /// ```swift
  /// "🐕‍❤️".emojiCount(policy: .rendersAsEmoji)   // 1 (not RGI, one picture)
  /// "🇨".containsEmoji(policy: .rendersAsEmoji)   // true
  /// "©".containsEmoji(policy: .rendersAsEmoji)    // false
  /// ```
  case rendersAsEmoji

  /// Everything `.rendersAsEmoji` finds plus bare characters whose default
  /// presentation is text but which `emoji-test.txt` lists as unqualified
  /// emoji: `©`, `™`, `❤`, `↔` (the reading of Python's `emoji` package).
  /// Still never ASCII digits, `#` or `*` alone, and never a character
  /// followed by U+FE0E (a text presentation sequence, ED-8a).
  ///
  /// ```swift
  /// "©".containsEmoji(policy: .includingTextDefault)        // true
  /// "©\u{FE0E}".containsEmoji(policy: .includingTextDefault) // false
  /// "#1".containsEmoji(policy: .includingTextDefault)       // false
  /// ```
  case includingTextDefault
}

/// The structure of an emoji sequence: the RGI set that lists it (UTS #51
/// ED-20 … ED-25) or, when none does, its shape.
///
/// ```swift
/// "👍🏽".emojiMatches().first?.kind     // .modifier
/// "🏴󠁧󠁢󠁥󠁮󠁧󠁿".emojiMatches().first?.kind  // .tag
/// ```
public enum EmojiKind: Sendable, Hashable, CaseIterable {
  /// One character, possibly with U+FE0F (Basic_Emoji, ED-20): `😀`, `©️`.
  case basic
  /// `[0-9#*] U+FE0F U+20E3` (ED-14c, Emoji_Keycap_Sequence): `1️⃣`, and the unqualified `1⃣`.
  case keycap
  /// Two regional indicators (ED-14, RGI_Emoji_Flag_Sequence): `🇨🇳`.
  case flag
  /// A base, tag characters and U+E007F (ED-14a, RGI_Emoji_Tag_Sequence): `🏴󠁧󠁢󠁥󠁮󠁧󠁿`.
  case tag
  /// A modifier base and a skin tone (ED-13, RGI_Emoji_Modifier_Sequence): `👍🏽`.
  case modifier
  /// Elements joined by U+200D (ED-16, RGI_Emoji_ZWJ_Sequence): `👨‍👩‍👧‍👦`, `🧑🏻‍🤝‍🧑🏿`.
  case zwj
}

/// The qualification status `emoji-test.txt` gives a sequence.
///
/// ```swift
/// "❤️".emojiMatches().first?.status   // .fullyQualified
/// "🏳️‍⚧".emojiMatches().first?.status  // .minimallyQualified
/// ```
public enum EmojiStatus: Sendable, Hashable, CaseIterable {
  /// ED-18: every emoji character is qualified (ED-17a). With the components,
  /// exactly the RGI_Emoji set.
  case fullyQualified
  /// ED-18a: the first character is qualified, a later one lacks its U+FE0F.
  case minimallyQualified
  /// ED-19: the first character lacks its U+FE0F (`❤` alone, `👁‍🗨`).
  case unqualified
  /// A skin tone or hair style shown alone (`🏻`, `🦰`).
  case component
  /// Not in `emoji-test.txt`: found by `.rendersAsEmoji`'s well-formedness rules.
  case notListed
}
