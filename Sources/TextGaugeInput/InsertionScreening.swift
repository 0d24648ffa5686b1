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

  /// Whether the Character `range` (visited in order) overlaps an emoji.
  mutating func isEmoji(_ range: Range<String.Index>) -> Bool {
    while let match = current, match.range.upperBound <= range.lowerBound {
      current = nextMatch()
    }
    guard let match = current else { return false }
    return match.range.lowerBound < range.upperBound && !match.range.isEmpty
  }
}

extension InputRules {
  /// Whether `inserted` placed between `before` and `after` (the neighbouring
  /// Characters of the text) merges with one of them into a new emoji, e.g.
  /// U+FE0F typed after "❤" or a skin tone typed after "👍". Constant cost.
  func formsEmojiAtBoundary(before: Character?, inserted: Character, after: Character?) -> Bool {
    if let before {
      var merged = String(before)
      merged.append(inserted)
      if merged.count == 1, merged.containsEmoji(policy: emojiPolicy),
         !String(before).containsEmoji(policy: emojiPolicy) {
        return true
      }
    }
    if let after {
      var merged = String(inserted)
      merged.append(after)
      if merged.count == 1, merged.containsEmoji(policy: emojiPolicy),
         !String(after).containsEmoji(policy: emojiPolicy) {
        return true
      }
    }
    return false
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
    var emoji = emojiFlags(insertion)
    var index = insertion.startIndex
    while index < insertion.endIndex {
      EditWork.step()
      let next = insertion.index(after: index)
      let character = insertion[index]
      var isEmoji = emoji?.isEmoji(index..<next) ?? false
      if !allowsEmoji, !isEmoji, index == insertion.startIndex || next == insertion.endIndex {
        isEmoji = formsEmojiAtBoundary(
          before: index == insertion.startIndex ? prefix.lastCharacter : nil, inserted: character,
          after: next == insertion.endIndex ? suffix.first : nil)
      }
      if let violation = violation(of: character, isEmoji: isEmoji) {
        violations.add(violation)
      } else if character == ".", allowsOnlyOneDecimalPoint, hasDecimalPoint {
        violations.add(.secondDecimalPoint)
      } else {
        if character == "." { hasDecimalPoint = true }
        kept.append(character)
      }
      index = next
    }
    // Removing an emoji can join what was around it into another (`🇬🤵🇸`
    // would leave the flag `🇬🇸`): remove the kept text's emoji with the
    // seams repaired, as `removingEmoji` does, so that it is free of emoji
    // by itself.
    if blocksEmoji {
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
