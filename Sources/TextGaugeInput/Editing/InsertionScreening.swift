import TextGauge

/// The emoji flags of a text's Characters under a policy, from one pass of
/// `emojiMatches`: a Character is an emoji when an emoji match overlaps it.
/// Detection runs over the whole text (not Character by Character) so that
/// sequences are judged as UTS #51 defines them.
struct EmojiFlags<Text: StringProtocol> {
  private var matches: EmojiMatches<Text>.Iterator
  private var current: EmojiMatch?

  /// With `newerThan`, only the emoji newer than that version count.
  private let newerThan: UnicodeVersion?

  init(_ text: Text, policy: EmojiPolicy, newerThan: UnicodeVersion? = nil) {
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
  /// Whether inserting `inserted` in place of `replaced` of `text` is a
  /// clean keystroke: it neither joins nor splits a Character with its
  /// neighbours, none of its Characters breaks a rule on its own, and no
  /// emoji is found from the Character before it to the Character after it
  /// and no ZWJ ends a Character at its seams (when emoji are judged). Then screening keeps it whole with no
  /// violation, the touched Characters are its own, and the window's
  /// judgement (``violations(in:of:isDeletion:length:lengthBefore:)``)
  /// finds nothing but the length: the caller skips both. Not for numeric
  /// modes or the one-"." rule, which look past the Characters, unless
  /// `inserted` is empty: a deletion is clean when it joins nothing, and
  /// then none of these rules has a Character to judge.
  ///
  /// Why the few Characters around the edit decide it (UAX #29): a
  /// boundary before the edit depends only on the text before it and the
  /// scalar after it, and the Characters after a boundary only on the text
  /// after it (no rule's context crosses a boundary: GB9c and GB11 chains
  /// and GB12/GB13 pairs would have prevented it). So when the replaced
  /// range's ends are boundaries of the text, and the inserted text's ends
  /// are boundaries of the text after the edit, the Character before the
  /// edit and the one after it are unchanged (as ``TouchedCharacters``
  /// checks), and the Characters between are the inserted text's own
  /// (which screening judges). The boundaries of the result are read from
  /// a copy of just those Characters: the one before, the inserted text,
  /// the one after.
  func isCleanInsertion(
    _ inserted: some StringProtocol, into text: String, replacing replaced: Range<String.Index>
  ) -> Bool {
    if blocksEmoji && inserted.hasEmojiMatch(policy: emojiPolicy) { return false }
    var index = inserted.startIndex
    var characters = 0
    while index < inserted.endIndex {
      characters += 1
      let next = inserted.index(characterAfter: index)
      let character = Substring(inserted[index..<next])
      if guardViolation(of: character) != nil || violation(of: character) != nil { return false }
      index = next
    }
    // Counted once: the Characters judged, walked again in the result, and
    // the four boundaries found around the edit.
    EditWork.step(2 * characters + 4)
    let lower = text.utf8Offset(of: replaced.lowerBound), upper = text.utf8Offset(of: replaced.upperBound)
    let emojiPolicy = blocksEmoji ? emojiPolicy : nil
    return text.withUTF8Bytes { old in
      inserted.withUTF8Bytes { new in
        Self.isClean(new, into: old, replacing: lower..<upper, emojiPolicy: emojiPolicy)
      }
    }
  }

  /// ``isCleanInsertion(_:into:replacing:)`` on the UTF-8 of the text and
  /// of the inserted text, `emojiPolicy` nil when emoji are not judged.
  private static func isClean(
    _ inserted: UnsafeBufferPointer<UInt8>, into old: UnsafeBufferPointer<UInt8>, replacing replaced: Range<Int>,
    emojiPolicy: EmojiPolicy?
  ) -> Bool {
    let (lower, upper) = (replaced.lowerBound, replaced.upperBound)
    // A ZWJ at either end of the edit, before it or after it, may carry an
    // emoji across a Character boundary (`EmojiSyntax.endsWithZWJ`, UTS #51
    // ED-16 against UAX #29 GB11): the emoji of the unchanged neighbour may
    // change, which the window's judgement looks at (`emojiRange`).
    if emojiPolicy != nil,
      EmojiSyntax.endsWithZWJ(old, before: lower) || EmojiSyntax.endsWithZWJ(old, before: upper)
        || EmojiSyntax.endsWithZWJ(inserted, before: inserted.count)
    {
      return false
    }
    // The replaced range's ends are boundaries of the text: the Character
    // at the last boundary before `lower` ends at `lower`.
    let previous = lower > 0 ? CharacterBytes.start(old, ofCharacterBefore: lower) : lower
    if lower > 0, lower < old.count, CharacterBytes.end(old, ofCharacterFrom: previous) != lower { return false }
    if upper > lower, upper < old.count, CharacterBytes.boundary(old, atOrBefore: upper) != upper { return false }
    let following = upper < old.count ? CharacterBytes.end(old, ofCharacterFrom: upper) : upper
    let before = lower - previous, after = following - upper
    /// Judges `window`, the result from the Character before the edit to the one after it.
    func judge(_ window: UnsafeBufferPointer<UInt8>) -> Bool {
      // The inserted text's ends are boundaries of the result: the
      // Character before ends where it starts, and its own Characters end
      // where it ends.
      if before > 0, CharacterBytes.end(window, ofCharacterFrom: 0) != before { return false }
      var at = before
      while at < before + inserted.count { at = CharacterBytes.end(window, ofCharacterFrom: at) }
      if at != before + inserted.count { return false }
      // No emoji that the window's judgement would name: it scans from the
      // Character before to the one after and names a match that overlaps
      // the inserted Characters or spans the edit's start.
      guard let emojiPolicy else { return true }
      var scanner = EmojiScanner(policy: emojiPolicy)
      var from = 0
      while let match = scanner.nextRange(in: window, from: from) {
        if match.isEmpty || match.upperBound > before && match.lowerBound < before + inserted.count
          || match.lowerBound < before && before < match.upperBound
        {
          return false
        }
        from = match.upperBound
      }
      return true
    }
    // With nothing around the edit (a paste into an empty field) the window
    // is the inserted text, judged in place rather than copied.
    if before == 0, after == 0 { return judge(inserted) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: before + inserted.count + after) { buffer in
      _ = buffer.initialize(fromContentsOf: old[previous..<lower])
      _ = UnsafeMutableBufferPointer(rebasing: buffer[before...]).initialize(fromContentsOf: inserted)
      _ = UnsafeMutableBufferPointer(rebasing: buffer[(before + inserted.count)...])
        .initialize(fromContentsOf: old[upper..<following])
      defer { buffer.deinitialize() }
      return judge(UnsafeBufferPointer(buffer))
    }
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
      if let problem = guardViolation(of: character) {
        // A guard judges the whole Character, emoji and all: it goes whole.
        violations.add(problem)
      } else if let first = found.first {
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
