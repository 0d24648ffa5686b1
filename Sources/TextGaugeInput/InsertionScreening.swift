import TextGauge

/// The emoji flags of a text's Characters under a policy, from one pass of
/// `emojiMatches`: a Character is an emoji when an emoji match overlaps it.
/// Detection runs over the whole text (not Character by Character) so that
/// sequences are judged as UTS #51 defines them.
struct EmojiFlags<Text: StringProtocol> {
  private var matches: EmojiMatches<Text>.Iterator
  private var current: EmojiMatch?

  /// With `newerThan`, only the emoji newer than that version count.
  private let newerThan: EmojiVersion?

  init(_ text: Text, policy: EmojiPolicy, newerThan: EmojiVersion? = nil) {
    matches = text.emojiMatches(policy: policy).makeIterator()
    self.newerThan = newerThan
    current = nil
    current = nextMatch()
  }

  private mutating func nextMatch() -> EmojiMatch? {
    while let match = matches.next() {
      if let newerThan, !match.isNewer(than: newerThan) { continue }
      return match
    }
    return nil
  }

  /// The emoji that overlap the Character `range` (Characters visited in
  /// order), in order; empty when it holds none. The scalars of the
  /// Character before the first of them are no emoji (the `王` of `王🏻`).
  mutating func matches(overlapping range: Range<String.Index>) -> [EmojiMatch] {
    var found: [EmojiMatch] = []
    while let match = current, match.range.lowerBound < range.upperBound {
      if match.range.upperBound > range.lowerBound, !match.range.isEmpty { found.append(match) }
      // A match reaching past this Character overlaps the next one too.
      if match.range.upperBound > range.upperBound { break }
      current = nextMatch()
    }
    return found
  }
}

extension InputRules {
  /// The emoji that `inserted` placed between `before` and `after` (the
  /// neighbouring Characters of the text) forms with one of them, e.g.
  /// `❤️` from U+FE0F typed after "❤", or the keycap `0⃣` from "0" typed
  /// before U+20E3; nil when it forms none. Constant cost.
  func emojiFormedAtBoundary(before: Substring?, inserted: Substring, after: Substring?) -> String? {
    if let before {
      let merged = before + inserted
      if merged.isSingleCharacter, !before.containsEmoji(policy: emojiPolicy),
        let match = merged.emojiMatches(policy: emojiPolicy).first
      {
        return match.string
      }
    }
    if let after {
      let merged = inserted + after
      if merged.isSingleCharacter, !after.containsEmoji(policy: emojiPolicy),
        let match = merged.emojiMatches(policy: emojiPolicy).first
      {
        return match.string
      }
    }
    return nil
  }
  /// What is allowed of `insertion` when it goes between `prefix` and
  /// `suffix`: emoji (if blocked) and disallowed Characters removed, and a
  /// second "." removed where only one is allowed. One pass over the
  /// insertion; the prefix and suffix are scanned only for an existing ".".
  func screen(
    _ insertion: some StringProtocol, after prefix: Substring, before suffix: Substring,
    violations: inout ViolationList
  ) -> String {
    var kept = ""
    var hasDecimalPoint = allowsOnlyOneDecimalPoint && (prefix.contains(".") || suffix.contains("."))
    // Most insertions hold no emoji: one byte scan says so.
    var emoji = blocksEmoji && insertion.hasEmojiMatch(policy: emojiPolicy) ? emojiFlags(insertion) : nil
    var index = insertion.startIndex
    // A Character (UAX #29, the data's) is kept or removed whole.
    func keep(_ character: Substring) {
      if let violation = violation(of: character) {
        violations.add(violation)
      } else if character == ".", allowsOnlyOneDecimalPoint, hasDecimalPoint {
        violations.add(.secondDecimalPoint)
      } else {
        if character == "." { hasDecimalPoint = true }
        kept += character
      }
    }
    while index < insertion.endIndex {
      EditWork.step()
      let next = insertion.index(characterAfter: index)
      let character = Substring(insertion[index..<next])
      let found = emoji?.matches(overlapping: index..<next) ?? []
      if let first = found.first {
        // The emoji are named, never the Character: in `王🏻` the emoji is
        // 🏻, and the scalars before it are kept (and judged) as a Character
        // of their own; what follows the emoji in its Character goes.
        for match in found { if let violation = violation(ofEmoji: match) { violations.add(violation) } }
        if first.range.lowerBound > index {
          for prefix in insertion[index..<first.range.lowerBound].graphemeClusters { keep(prefix) }
        }
      } else if !allowsEmoji, index == insertion.startIndex || next == insertion.endIndex,
        let formed = emojiFormedAtBoundary(
          before: index == insertion.startIndex && !prefix.isEmpty
            ? prefix[prefix.index(characterBefore: prefix.endIndex)...] : nil,
          inserted: character,
          after: next == insertion.endIndex && !suffix.isEmpty ? suffix[..<suffix.index(characterAfter: suffix.startIndex)] : nil)
      {
        violations.add(.emoji(formed))
      } else {
        keep(character)
      }
      index = next
    }
    // Removing an emoji can join what was around it into another (`🇬🤵🇸`
    // would leave the flag `🇬🇸`): remove the kept text's emoji with the
    // seams repaired, as `removingEmoji` does, so that it is free of emoji
    // by itself.
    if blocksEmoji, kept.hasEmojiMatch(policy: emojiPolicy) {
      var removes = false
      for match in kept.emojiMatches(policy: emojiPolicy) {
        guard let violation = violation(ofEmoji: match) else { continue }
        violations.add(violation)
        removes = true
      }
      if removes {
        kept =
          if allowsEmoji, let maxEmojiVersion {
            kept.removingEmoji(newerThan: maxEmojiVersion, policy: emojiPolicy)
          } else {
            kept.removingEmoji(policy: emojiPolicy)
          }
      }
    }
    return kept
  }
}

extension StringProtocol {
  /// Whether `emojiMatches(policy:)` finds any emoji in the text: the same
  /// scanner (`nextRange` finds the matches `next` finds), by byte offsets
  /// only, so that the common text without emoji builds no match.
  func hasEmojiMatch(policy: EmojiPolicy) -> Bool {
    withUTF8Bytes { bytes in
      var scanner = EmojiScanner(policy: policy)
      return scanner.nextRange(in: bytes, from: 0) != nil
    }
  }

  /// Whether the text is exactly one Character (the data's, UAX #29).
  var isSingleCharacter: Bool {
    !isEmpty && withUTF8Bytes { CharacterBytes.end($0, ofCharacterFrom: 0) == $0.count }
  }
}
