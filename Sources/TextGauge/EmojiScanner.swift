/// A match as the scanner finds it: byte offsets into the UTF-8 text and
/// what it is, without any allocation.
package struct RawEmojiMatch: Sendable, Hashable {
  /// UTF-8 offsets: the match is `start ..< end`.
  package var start: Int
  package var end: Int
  /// The emoji-test.txt entry the match is, or extends by a redundant
  /// trailing U+FE0F; nil for a well-formed sequence that is not listed.
  package var entry: Int?
  package var kind: EmojiKind
  package var status: EmojiStatus
  package var isRGI: Bool
}

/// Finds emoji in UTF-8 text, left to right, taking at each position the
/// longest sequence the policy accepts.
///
/// Two rules hold for every policy: no match starts at the second regional
/// indicator of a UAX #29 pair (GB12/GB13 pair them from the start of their
/// run), and the policies nest (a match of a wider policy grows over any
/// listed sequence starting inside it, so every `.standard` match lies
/// inside a `.rendersAsEmoji` one, and that inside an `.includingTextDefault`
/// one).
///
/// It walks Unicode scalars decoded straight from the UTF-8 bytes, never
/// `Character`s (grapheme breaking would cost more than the whole scan),
/// does not allocate, and is linear in the input: a scalar with no emoji
/// property (ASCII letters, CJK, most text) is skipped after one table
/// look-up, and the work at each other position is bounded by the longest
/// listed sequence, except for ZWJ chains and tag runs, which are walked once.
package struct EmojiScanner {
  package let policy: EmojiPolicy
  package let data: EmojiSequenceData
  /// A ZWJ chain found to hold no element shown as emoji ends here: no
  /// later start inside it can make one, so it is not walked again.
  private var rejectedChainEnd = 0
  /// The parity of the regional indicator at `knownIndicatorOffset`, if one
  /// is there: whether it is the second of a UAX #29 pair. Remembered so
  /// that walking a long run of indicators never counts back over it again.
  private var knownIndicatorOffset = -1
  private var knownIndicatorIsSecond = false
  /// Loop iterations so far, over every loop that walks the text: tests
  /// assert the work is linear in the input by counting, not timing.
  package private(set) var steps = 0

  package init(policy: EmojiPolicy, data: EmojiSequenceData = .builtIn) {
    self.policy = policy
    self.data = data
  }

  // Code points the rules name.
  static let zwj: UInt32 = 0x200D
  static let textSelector: UInt32 = 0xFE0E  // VS15, ED-8
  static let emojiSelector: UInt32 = 0xFE0F  // VS16, ED-9
  static let combiningKeycap: UInt32 = 0x20E3
  static let cancelTag: UInt32 = 0xE007F
  static let end: UInt32 = 0xFFFF_FFFF  // past the end of the text

  /// The scalar at byte offset `i` and its length in bytes (valid UTF-8, as
  /// every Swift string is), or `end` and 0 past the end.
  @inline(__always)
  static func scalar(_ text: UnsafeBufferPointer<UInt8>, _ i: Int) -> (UInt32, Int) {
    guard i < text.count else { return (end, 0) }
    let b0 = UInt32(text[i])
    if b0 < 0x80 { return (b0, 1) }
    if b0 < 0xE0 { return ((b0 & 0x1F) << 6 | UInt32(text[i + 1]) & 0x3F, 2) }
    if b0 < 0xF0 {
      return ((b0 & 0x0F) << 12 | (UInt32(text[i + 1]) & 0x3F) << 6 | UInt32(text[i + 2]) & 0x3F, 3)
    }
    return (
      (b0 & 0x07) << 18 | (UInt32(text[i + 1]) & 0x3F) << 12 | (UInt32(text[i + 2]) & 0x3F) << 6
        | UInt32(text[i + 3]) & 0x3F, 4
    )
  }

  @inline(__always)
  static func isRegionalIndicator(_ c: UInt32) -> Bool { c &- 0x1F1E6 < 26 }
  @inline(__always)
  static func isModifier(_ c: UInt32) -> Bool { c &- 0x1F3FB < 5 }
  @inline(__always)
  static func isTagSpec(_ c: UInt32) -> Bool { c &- 0xE0020 < 0x5F }

  /// The first match at or after byte offset `start`, or nil.
  package mutating func next(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> RawEmojiMatch? {
    var i = start
    let count = text.count
    while i < count {
      steps &+= 1
      let byte = text[i]
      if byte < 0x80 {
        // Eight ASCII bytes: none of the first seven can start an emoji (a
        // keycap base needs U+FE0F or U+20E3 right after it, not ASCII).
        if i + 8 <= count,
          UnsafeRawPointer(text.baseAddress! + i).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
        {
          i += 7
          continue
        }
        // ASCII: only a keycap base followed by U+FE0F (EF B8 8F) or U+20E3
        // (E2 83 A3) can start an emoji.
        if i + 1 < count, text[i + 1] == 0xEF || text[i + 1] == 0xE2,
          byte == 0x23 || byte == 0x2A || (0x30...0x39).contains(byte),
          let match = match(at: i, in: text)
        {
          return match
        }
        i += 1
        continue
      }
      let (c, length) = Self.scalar(text, i)
      // UAX #29 GB12/GB13: regional indicators pair from the start of their
      // run. The second of a pair is inside the Character the first one
      // starts, so no match starts there (under any policy: a flag is never
      // read across a Character boundary, `🇨🇪🇨` is 🇨🇪 and a lone 🇨).
      if Self.isRegionalIndicator(c), isSecondOfPair(at: i, in: text) {
        knownIndicatorOffset = i + length
        knownIndicatorIsSecond = false
        i += length
        continue
      }
      // Every emoji sequence starts with an Emoji or Extended_Pictographic
      // character: anything else (CJK, letters, ZWJ, selectors, tags) is skipped.
      let properties = data.properties(c)
      if properties.contains(.emoji) || properties.contains(.extendedPictographic),
        let match = match(at: i, in: text)
      {
        return match
      }
      i += length
    }
    return nil
  }

  /// Whether the regional indicator at `i` is the second of a pair: an odd
  /// number of indicators come right before it (UAX #29 GB12, GB13). Counts
  /// back only when the scanner has not just walked the run.
  mutating func isSecondOfPair(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    if knownIndicatorOffset == i { return knownIndicatorIsSecond }
    var count = 0
    var j = i
    // An indicator is F0 9F 87 A6…BF in UTF-8.
    while j >= 4, text[j - 4] == 0xF0, text[j - 3] == 0x9F, text[j - 2] == 0x87, text[j - 1] &- 0xA6 < 26 {
      count += 1
      j -= 4
    }
    return count % 2 == 1
  }

  /// The match starting at byte offset `i`, if the policy accepts one. The
  /// caller has checked that `i` does not hold the second indicator of a pair.
  package mutating func match(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> RawEmojiMatch? {
    var result = listedMatch(at: i, in: text)
    if policy != .standard, let wellFormed = wellFormed(at: i, in: text),
      wellFormed.end > result?.end ?? i
    {
      result = absorbingEmojiSelector(
        RawEmojiMatch(
          start: i, end: wellFormed.end, entry: nil, kind: wellFormed.kind, status: .notListed, isRGI: false),
        in: text)
    }
    if policy != .standard, var wider = result {
      // The policies nest: every `.standard` match lies inside a match of
      // the wider policies. A well-formed sequence can end inside a listed
      // one that starts within it (`🏾‍🤾` then `🤾‍♀` in `🏾‍🤾‍♀︎`: the
      // chain stops at ♀︎, a text presentation sequence, ED-8a), so the
      // match grows over every listed match starting inside it. Each start
      // is tried once and a trie walk is bounded by the longest listed
      // sequence, so this stays linear. Indicators are skipped: inside a
      // well-formed match they are already paired as UAX #29 pairs them.
      var j = wider.start + Self.scalar(text, wider.start).1
      while j < wider.end {
        let (c, length) = Self.scalar(text, j)
        if !Self.isRegionalIndicator(c),
          let listed = listedMatch(at: j, in: text, as: .standard), listed.end > wider.end
        {
          wider.end = listed.end
          wider.entry = nil
          wider.kind = .zwj
          wider.status = .notListed
          wider.isRGI = false
        }
        j += length
      }
      result = wider
    }
    if let result, let last = result.end > 4 ? result.end - 4 : nil,
      Self.isRegionalIndicator(Self.scalar(text, last).0)
    {
      knownIndicatorOffset = result.end
      knownIndicatorIsSecond = false
    } else if result == nil, Self.isRegionalIndicator(Self.scalar(text, i).0) {
      // An unmatched first indicator (`🇦🇦` under `.standard`): the next
      // one is the second of its pair.
      knownIndicatorOffset = i + 4
      knownIndicatorIsSecond = true
    }
    return result
  }

  /// The listed sequence at `i` as `.standard` (or the bare text-default
  /// character too, for `.includingTextDefault`) accepts it.
  mutating func listedMatch(at i: Int, in text: UnsafeBufferPointer<UInt8>, as policy: EmojiPolicy? = nil) -> RawEmojiMatch? {
    let policy = policy ?? self.policy
    let (c, length) = Self.scalar(text, i)
    var result: RawEmojiMatch?
    if let listed = longestListed(at: i, in: text) {
      let info = EmojiEntryInfo(data.entries[listed.entry])
      let single = listed.end == i + length
      // ED-8a: a character with a text presentation sequence followed by
      // U+FE0E is plain text, whatever its default presentation.
      if single, Self.scalar(text, listed.end).0 == Self.textSelector, data.hasTextVariation(c) {
        return nil
      }
      // A bare character whose default presentation is text (ED-4, not
      // Emoji_Presentation: `©`, `❤`) is emoji only to `.includingTextDefault`.
      let bareTextDefault = single && !data.properties(c).contains(.emojiPresentation)
      if !bareTextDefault || policy == .includingTextDefault {
        result = RawEmojiMatch(
          start: i, end: listed.end, entry: listed.entry, kind: info.kind, status: info.status,
          isRGI: info.isRGI)
      }
    }
    return result.map { absorbingEmojiSelector($0, in: text) }
  }

  /// A redundant U+FE0F after an emoji that needs none (`⚽️`, as iOS
  /// pickers insert) belongs to it: the sequence is still fully-qualified
  /// by ED-17a/ED-18, but no longer exactly an RGI_Emoji string.
  func absorbingEmojiSelector(_ match: RawEmojiMatch, in text: UnsafeBufferPointer<UInt8>) -> RawEmojiMatch {
    let end = match.end
    guard Self.scalar(text, end).0 == Self.emojiSelector,
      !(end >= 3 && text[end - 3] == 0xEF && text[end - 2] == 0xB8 && text[end - 1] == 0x8F)
    else { return match }
    var match = match
    match.end += 3
    match.isRGI = false
    return match
  }

  /// The longest sequence listed in emoji-test.txt starting at `i`: walks
  /// the trie as far as the text follows it.
  mutating func longestListed(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> (end: Int, entry: Int)? {
    var node = 0
    var position = i
    var best: (end: Int, entry: Int)?
    while position < text.count {
      steps &+= 1
      let (c, length) = Self.scalar(text, position)
      guard let child = data.child(of: node, c) else { break }
      node = child
      position += length
      let entry = Int(data.trieEntries[node])
      if entry != 0 { best = (position, entry - 1) }
    }
    return best
  }

  /// One emoji ZWJ element (ED-15) or flag: where it ends, whether it shows
  /// as emoji by itself, its kind, and whether a ZWJ may join it.
  struct Element {
    var end: Int
    var showsAsEmoji: Bool
    var kind: EmojiKind
    var joinable: Bool
  }

  mutating func element(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Element? {
    let (c, length) = Self.scalar(text, i)
    guard length > 0 else { return nil }
    var end = i + length
    let (next, nextLength) = Self.scalar(text, end)
    // ED-14: two regional indicators; one alone has Emoji_Presentation.
    if Self.isRegionalIndicator(c) {
      if Self.isRegionalIndicator(next) { return Element(end: end + nextLength, showsAsEmoji: true, kind: .flag, joinable: true) }
      return Element(end: end, showsAsEmoji: true, kind: .basic, joinable: true)
    }
    let properties = data.properties(c)
    if c < 0x80 {
      // ED-14c: digits, `#` and `*` are emoji only as keycaps.
      guard properties.contains(.emoji) else { return nil }
      var keycapEnd = end
      if next == Self.emojiSelector { keycapEnd += nextLength }
      guard Self.scalar(text, keycapEnd).0 == Self.combiningKeycap else { return nil }
      return Element(end: keycapEnd + 3, showsAsEmoji: true, kind: .keycap, joinable: true)
    }
    let reserved = !properties.contains(.emoji) && properties.contains(.extendedPictographic)
      && data.isReservedPictographic(c)
    guard properties.contains(.emoji) || reserved else { return nil }
    if next == Self.textSelector, data.hasTextVariation(c) {
      // ED-8a text presentation sequence: not an emoji ZWJ element.
      return Element(end: end, showsAsEmoji: false, kind: .basic, joinable: false)
    }
    var shows = properties.contains(.emojiPresentation) || reserved
    var kind = EmojiKind.basic
    if properties.contains(.emojiModifierBase), Self.isModifier(next) {
      end += nextLength  // ED-13 emoji modifier sequence
      shows = true
      kind = .modifier
    } else if next == Self.emojiSelector {
      end += nextLength  // ED-9a emoji presentation sequence
      shows = true
    }
    // ED-14a emoji tag sequence: tag_base tag_spec+ tag_end.
    var tagEnd = end
    while case let (tag, tagLength) = Self.scalar(text, tagEnd), Self.isTagSpec(tag) {
      steps &+= 1
      tagEnd += tagLength
    }
    if tagEnd > end, Self.scalar(text, tagEnd).0 == Self.cancelTag {
      end = tagEnd + 4
      kind = .tag
    }
    return Element(end: end, showsAsEmoji: shows, kind: kind, joinable: true)
  }

  /// The well-formed emoji sequence at `i` that shows as emoji (ED-17: a
  /// core sequence, tag sequence or ZWJ sequence), if any.
  mutating func wellFormed(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> (end: Int, kind: EmojiKind)? {
    guard let first = element(at: i, in: text) else { return nil }
    var result = first.showsAsEmoji ? (end: first.end, kind: first.kind) : nil
    guard first.joinable, i >= rejectedChainEnd else { return result }
    // ED-16 emoji ZWJ sequence: elements joined by U+200D.
    var end = first.end
    var elements = 1
    var shows = first.showsAsEmoji
    while Self.scalar(text, end).0 == Self.zwj, let next = element(at: end + 3, in: text), next.joinable {
      steps &+= 1
      end = next.end
      elements += 1
      shows = shows || next.showsAsEmoji
    }
    if elements > 1 {
      if shows {
        result = (end, .zwj)
      } else {
        rejectedChainEnd = end
      }
    }
    return result
  }
}
