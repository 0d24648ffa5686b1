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
/// It walks Unicode scalars decoded straight from the UTF-8 bytes by the
/// byte core (`UTF8Bytes`), never `Character`s (grapheme breaking would cost
/// more than the whole scan), does not allocate, and is linear in the input:
/// ASCII runs are skipped a word at a time, a scalar with no emoji property
/// (CJK, most text) after one table look-up (three-byte scalars without
/// decoding), and the work at each other position is bounded by the longest
/// listed sequence, except for ZWJ chains and tag runs, which are walked once.
///
/// Most emoji in chat text are found without the trie walk, by fast paths
/// that give exactly the walk's match under every policy. Each needs the
/// text after the candidate to hold no scalar that may continue a sequence
/// (`EmojiSyntax.mayContinueSequence`: U+FE0E, U+FE0F, ZWJ, U+20E3, a skin tone
/// modifier or a tag, UTS #51 ED-8a, ED-9a, ED-13, ED-14a, ED-14c, ED-16;
/// read as one word of the next four bytes), and a property of the trie
/// derived when `EmojiSequenceData` is made, with the same test:
/// - a lone emoji (`😂`): a first scalar `.standard` accepts alone whose
///   listed continuations all start with such a scalar
///   (`EmojiSequenceData.endsBeforeNonContinuer`);
/// - an emoji modifier sequence (`👍🏽`, ED-13): a first scalar each of whose
///   five skin tones is listed after it and continued only so
///   (`modifierSequencesEndBeforeNonContinuer`);
/// - an emoji presentation sequence (`☀️`, ED-9a): a first scalar whose
///   U+FE0F sequence is listed and continued only so
///   (`presentationSequenceEndsBeforeNonContinuer`);
/// - a flag (ED-14) at the first indicator of a UAX #29 pair, listed and
///   continued by nothing (`flagNodes`, 26 × 26);
/// - a keycap `1️⃣` (ED-14c) at the end of an ASCII run, listed and
///   continued by nothing (`keycapNodes`).
/// Everything else (ZWJ sequences, tag sequences, unlisted or text-default
/// characters, some candidates within a few bytes of the end of the text)
/// takes the walk. The first three never start at a regional indicator.
/// The count-only path (`count(in:)`, `nextRange`) runs the same loop and
/// the same fast paths, but reads no entry word under `.standard` and, in
/// `count(in:)`, goes on from each match's end without returning.
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

  /// A scanner of the built-in tables: a few pointer loads, nothing
  /// retained or allocated (the tables are static data).
  @inline(__always)
  package init(policy: EmojiPolicy) {
    self.init(policy: policy, data: .builtIn)
  }

  /// A scanner of `data` (tables of another data version, built in memory).
  @inline(__always)
  package init(policy: EmojiPolicy, data: EmojiSequenceData) {
    self.policy = policy
    self.data = data
  }

  /// Forgets what the scanner learned about the text it scanned, so that it
  /// can scan another (a command line's next line). `steps` keeps counting.
  package mutating func restart() {
    rejectedChainEnd = 0
    knownIndicatorOffset = -1
    knownIndicatorIsSecond = false
  }

  /// The first match at or after byte offset `start`, or nil.
  package mutating func next(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> RawEmojiMatch? {
    scan(in: text, from: start, details: true) { _ in false }
  }

  /// The byte range of the first match at or after byte offset `start`, or
  /// nil: the same match as `next(in:from:)`, for the callers that need
  /// only where it is (`emojiCount`, `containsEmoji`, `isSingleEmoji`).
  /// Under `.standard` the count-only path reads no entry word (a match's
  /// kind, status and line are not needed to find it); the wider policies
  /// still read the kind, which decides their nesting pass.
  package mutating func nextRange(in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Range<Int>? {
    guard let match = scan(in: text, from: start, details: false, { _ in false }) else { return nil }
    return match.start..<match.end
  }

  /// The number of matches from byte offset `start` to the end: the count
  /// of `nextRange` calls that find one, each from the end of the last, in
  /// one loop (the count-only path, without a call per match).
  package mutating func count(in text: UnsafeBufferPointer<UInt8>, from start: Int = 0) -> Int {
    var count = 0
    _ = scan(in: text, from: start, details: false) { _ in
      count += 1
      return true
    }
    return count
  }

  /// `next(in:from:)`, with each match passed to `found`: when it returns
  /// false the scan stops and returns the match, when true it goes on from
  /// the match's end (and returns nil at the end of the text). With
  /// `details` false, the match's `entry`, `kind`, `status` and `isRGI`
  /// are placeholders (its range is exact).
  @inline(__always)
  mutating func scan(
    in text: UnsafeBufferPointer<UInt8>, from start: Int, details: Bool, _ found: (RawEmojiMatch) -> Bool
  ) -> RawEmojiMatch? {
    var i = start
    let count = text.count
    while i < count {
      steps &+= 1
      let byte = text[i]
      if byte < 0x80 {
        // An ASCII run: only its last byte can start an emoji, a keycap base
        // followed by U+FE0F (EF B8 8F) or U+20E3 (E2 83 A3).
        i = UTF8Bytes.asciiRunEnd(text.baseAddress!, from: i, count: count) - 1
        let last = text[i]
        if i + 1 < count,
          text[i + 1] == EmojiSyntax.variationSelectorUTF8.0 || text[i + 1] == EmojiSyntax.combiningEnclosingKeycapUTF8.0,
          EmojiSyntax.isKeycapBase(last)
        {
          // A listed keycap `1️⃣` (base, EF B8 8F, E2 83 A3) that nothing
          // continues, followed by no scalar that may continue a sequence:
          // the match under every policy (a wider one's keycap element,
          // ED-14c, ends there too), from `keycapNodes` without the walk.
          if i &+ 8 <= count, EmojiSyntax.hasKeycapTail(after: i, in: text.baseAddress!),
            case let node = Int(data.keycapNodes[Int(last)]), node != 0,
            !EmojiSyntax.mayContinueSequence(text, at: i &+ 7)
          {
            let match = listed(from: i, to: i &+ 7, node: node, details: details)
            if !found(match) { return match }
            i = match.end
            continue
          }
          if let match = match(at: i, in: text, details: details) {
            if !found(match) { return match }
            i = match.end
            continue
          }
        }
        i += 1
        continue
      }
      if byte & 0xF0 == 0xE0, data.propertyRuns == nil {
        // A run of three-byte scalars (CJK, most symbols) in a loop of its own.
        i = threeByteRunEnd(text.baseAddress!, from: i, count: count)
        if i >= count || text[i] & 0xF0 != 0xE0 { continue }
        // A three-byte scalar that may start an emoji (or ill-formed bytes).
      }
      if byte & 0xE0 == 0xC0, data.propertyRuns == nil {
        // A run of two-byte scalars (Latin with accents, Greek, Cyrillic,
        // Hebrew, Arabic, combining marks) in a loop of its own.
        i = twoByteRunEnd(text.baseAddress!, from: i, count: count)
        if i >= count || text[i] & 0xE0 != 0xC0 { continue }
        // A two-byte scalar that may start an emoji (`©`, `®`; or ill-formed bytes).
      }
      let (c, length) = UTF8Bytes.scalar(in: text, at: i)
      // UAX #29 GB12/GB13: regional indicators pair from the start of their
      // run. The second of a pair is inside the Character the first one
      // starts, so no match starts there (under any policy: a flag is never
      // read across a Character boundary, `🇨🇪🇨` is 🇨🇪 and a lone 🇨).
      if RegionalIndicator.contains(c) {
        if isSecondOfPair(at: i, in: text) {
          knownIndicatorOffset = i + length
          knownIndicatorIsSecond = false
          i += length
          continue
        }
        // A listed flag (ED-14) that no listed sequence continues, followed
        // by no scalar that may continue a sequence (an indicator may follow:
        // it starts the next pair, as recorded here and in `match`): the
        // match is the pair under every policy (a wider one's element is the
        // same pair, and no ZWJ follows), found in one read of `flagNodes`
        // instead of the walk.
        if i &+ 8 <= count, RegionalIndicator.endsAt(i &+ 8, in: text.baseAddress!) {
          let node = data.flagNode(text[i &+ 3], text[i &+ 7])
          if node != 0, !EmojiSyntax.mayContinueSequence(text, at: i &+ 8) {
            knownIndicatorOffset = i &+ 8
            knownIndicatorIsSecond = false
            let match = listed(from: i, to: i &+ 8, node: node, details: details)
            if !found(match) { return match }
            i = match.end
            continue
          }
        }
      }
      // Every emoji sequence starts with an Emoji or Extended_Pictographic
      // character: anything else (CJK, letters, ZWJ, selectors, tags) is
      // skipped. The first scalar of a listed sequence is one (a test checks
      // it), and the trie's first level answers it in two reads, before the
      // properties' binary search over the supplementary planes.
      let root = data.rootChild(c)
      // A lone emoji (`😂 `, `😂😂`): a listed scalar that `.standard`
      // accepts alone and that only U+FE0E, U+FE0F, ZWJ, U+20E3, a skin tone
      // or a tag could continue (`EmojiSyntax.mayContinueSequence`: ED-8a, ED-9a, ED-13,
      // ED-14a, ED-14c, ED-16), followed by none of them. The match
      // is the scalar alone under every policy: the trie walk would stop at
      // once, there is no selector to take, and no wider well-formed
      // sequence or ZWJ chain starts here. Answered from the first level's
      // node flags without the walk (`endsBeforeNonContinuer`).
      //
      // An emoji modifier sequence (`👍🏽 `, ED-13) likewise, when every skin
      // tone after this scalar is listed and continued only by scalars that
      // may continue a sequence, and none follows the modifier
      // (`modifierSequencesEndBeforeNonContinuer`); and an emoji
      // presentation sequence (`☀️ `, ED-9a) when the scalar with U+FE0F is
      // listed and continued only by such scalars, and none follows it
      // (`presentationSequenceEndsBeforeNonContinuer`).
      if root != 0 {
        let flags = data.trieNodeFlags[root]
        let end = i &+ length
        if flags & EmojiSequenceData.endsBeforeNonContinuer != 0, !EmojiSyntax.mayContinueSequence(text, at: end) {
          let match = listed(from: i, to: end, node: root, details: details)
          if !found(match) { return match }
          i = match.end
          continue
        }
        if flags & EmojiSequenceData.modifierSequencesEndBeforeNonContinuer != 0,
          end &+ 4 <= count, EmojiSyntax.isSkinTone(endingAt: end &+ 4, in: text),
          !EmojiSyntax.mayContinueSequence(text, at: end &+ 4)
        {
          let node = details ? data.child(of: root, utf8: Self.utf8Key(text, end).key) ?? 0 : 0
          let match = listed(from: i, to: end &+ 4, node: node, details: details)
          if !found(match) { return match }
          i = match.end
          continue
        }
        if flags & EmojiSequenceData.presentationSequenceEndsBeforeNonContinuer != 0,
          EmojiSyntax.hasEmojiPresentationSelector(at: end, in: text), !EmojiSyntax.mayContinueSequence(text, at: end &+ 3)
        {
          let node = details ? data.child(of: root, utf8: 0xEFB8_8F00) ?? 0 : 0
          let match = listed(from: i, to: end &+ 3, node: node, details: details)
          if !found(match) { return match }
          i = match.end
          continue
        }
      }
      if root != 0 || data.properties(c).mayStartEmoji,
        let match = match(at: i, in: text, first: (c, length, root), details: details)
      {
        if !found(match) { return match }
        i = match.end
        continue
      }
      i += length
    }
    return nil
  }

  /// The end of the match at `i` when one of `scan`'s fast paths decides it
  /// from the bytes (a lone emoji, an emoji modifier or presentation
  /// sequence, a flag, a keycap, each followed by no scalar that may
  /// continue a sequence: see the type's documentation), nil when the trie
  /// walk must decide. The match is the same under every policy and is one
  /// Character, never a ZWJ sequence. `c` and `length` are the scalar at `i`
  /// and its UTF-8 length; `i` is not the second indicator of a pair taken
  /// by an earlier match. For callers that need only the range (the width
  /// scan); `scan` runs the same tests inline, where it also reads the node.
  @inline(__always)
  package mutating func fastMatchEnd(at i: Int, in text: UnsafeBufferPointer<UInt8>, scalar c: UInt32, length: Int) -> Int? {
    let count = text.count
    if c < 0x80 { return data.keycapEnd(at: i, in: text) }
    if RegionalIndicator.contains(c) {
      guard !isSecondOfPair(at: i, in: text), let end = data.flagEnd(at: i, in: text) else { return nil }
      knownIndicatorOffset = end
      knownIndicatorIsSecond = false
      return end
    }
    let root = data.rootChild(c)
    guard root != 0 else { return nil }
    let flags = data.trieNodeFlags[root]
    let end = i &+ length
    if flags & EmojiSequenceData.endsBeforeNonContinuer != 0, !EmojiSyntax.mayContinueSequence(text, at: end) {
      return end
    }
    if flags & EmojiSequenceData.modifierSequencesEndBeforeNonContinuer != 0,
      end &+ 4 <= count, EmojiSyntax.isSkinTone(endingAt: end &+ 4, in: text),
      !EmojiSyntax.mayContinueSequence(text, at: end &+ 4)
    {
      return end &+ 4
    }
    if flags & EmojiSequenceData.presentationSequenceEndsBeforeNonContinuer != 0,
      EmojiSyntax.hasEmojiPresentationSelector(at: end, in: text), !EmojiSyntax.mayContinueSequence(text, at: end &+ 3)
    {
      return end &+ 3
    }
    return nil
  }

  /// The match `start ..< end` found by a fast path of `scan`: the listed
  /// line of trie node `node`, read only when `details` asks for it.
  @inline(__always)
  func listed(from start: Int, to end: Int, node: Int, details: Bool) -> RawEmojiMatch {
    guard details else {
      return RawEmojiMatch(start: start, end: end, entry: nil, kind: .basic, status: .fullyQualified, isRGI: true)
    }
    let entry = Int(data.trieEntries[node]) - 1
    let info = EmojiEntryInfo(data.entries[entry])
    return RawEmojiMatch(start: start, end: end, entry: entry, kind: info.kind, status: info.status, isRGI: info.isRGI)
  }

  /// The end of the run of well-formed three-byte scalars from `i` that
  /// cannot start an emoji: the offset of the first byte that is not the
  /// start of one. The built-in two-level BMP table is indexed by the bytes
  /// themselves (the lead's low bits and the second byte give the block of
  /// 64, the third byte the slot), without decoding the scalar.
  @inline(__always)
  mutating func threeByteRunEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    // The byte indexing needs blocks of 64, the payload of one continuation
    // byte; with another geometry every scalar takes the decoding path.
    guard EmojiPropertyTable.blockShift == 6 else { return start }
    var i = start
    while i &+ 2 < count {
      let lead = base[i], second = base[i &+ 1], third = base[i &+ 2]
      // Well-formed (Unicode Table 3-7): anything else is decoded.
      guard lead & 0xF0 == 0xE0, second & 0xC0 == 0x80, third & 0xC0 == 0x80,
        lead != 0xE0 || second >= 0xA0, lead != 0xED || second < 0xA0
      else { break }
      let (block, slot) = UTF8Bytes.threeByteBlockAndSlot(base, at: i)
      let properties = EmojiProperties(rawValue: EmojiProperties.bmpMask(block: block, slot: slot))
      if properties.mayStartEmoji { break }
      steps &+= 1
      i &+= 3
    }
    return i
  }

  /// `threeByteRunEnd(_:from:count:)` for two-byte scalars: the block of 64
  /// is the lead's low five bits, the slot the second byte's six.
  @inline(__always)
  mutating func twoByteRunEnd(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
    guard EmojiPropertyTable.blockShift == 6 else { return start }
    var i = start
    while i &+ 1 < count {
      // Well-formed (Unicode Table 3-7: C2…DF, then a continuation byte).
      let lead = base[i], second = base[i &+ 1]
      guard lead &- 0xC2 <= 0xDF - 0xC2, second & 0xC0 == 0x80 else { break }
      let (block, slot) = UTF8Bytes.twoByteBlockAndSlot(base, at: i)
      let properties = EmojiProperties(rawValue: EmojiProperties.bmpMask(block: block, slot: slot))
      if properties.mayStartEmoji { break }
      steps &+= 1
      i &+= 2
    }
    return i
  }

  /// Whether the regional indicator at `i` is the second of a pair: an odd
  /// number of indicators come right before it (UAX #29 GB12, GB13). Counts
  /// back only when the scanner has not just walked the run.
  mutating func isSecondOfPair(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
    if knownIndicatorOffset == i { return knownIndicatorIsSecond }
    var count = 0
    var j = i
    // An indicator is F0 9F 87 A6…BF in UTF-8.
    while j >= 4, RegionalIndicator.endsAt(j, in: text.baseAddress!) {
      count += 1
      j -= 4
    }
    return count % 2 == 1
  }

  /// The match starting at byte offset `i`, if the policy accepts one. The
  /// caller has checked that `i` does not hold the second indicator of a pair.
  package mutating func match(at i: Int, in text: UnsafeBufferPointer<UInt8>, details: Bool = true) -> RawEmojiMatch? {
    let (c, length) = UTF8Bytes.scalar(in: text, at: i)
    return match(at: i, in: text, first: (c, length, data.rootChild(c)), details: details)
  }

  /// `match(at:in:)` with the scalar at `i` already decoded: its value, its
  /// length and its node in the trie's first level (0: none). With
  /// `details` false under `.standard`, the match's fields other than its
  /// range are placeholders.
  @inline(__always)
  mutating func match(
    at i: Int, in text: UnsafeBufferPointer<UInt8>, first: (scalar: UInt32, length: Int, root: Int), details: Bool
  ) -> RawEmojiMatch? {
    var result = listedMatch(at: i, in: text, first: first, details: details || policy != .standard)
    if policy != .standard, let wellFormed = wellFormed(at: i, in: text),
      wellFormed.end > result?.end ?? i
    {
      result = absorbingEmojiSelector(
        RawEmojiMatch(
          start: i, end: wellFormed.end, entry: nil, kind: wellFormed.kind, status: .notListed, isRGI: false),
        in: text)
    }
    // Only a ZWJ sequence can end inside a listed sequence that starts within
    // it: inside a single element (a keycap, flag, tag or modifier sequence,
    // a character and its selector) only a modifier can start a listed
    // sequence, and that is the modifier alone.
    if policy != .standard, var wider = result, wider.kind == .zwj {
      // The policies nest: every `.standard` match lies inside a match of
      // the wider policies. A well-formed sequence can end inside a listed
      // one that starts within it (`🏾‍🤾` then `🤾‍♀` in `🏾‍🤾‍♀︎`: the
      // chain stops at ♀︎, a text presentation sequence, ED-8a), so the
      // match grows over every listed match starting inside it. Each start
      // is tried once and a trie walk is bounded by the longest listed
      // sequence, so this stays linear. Indicators are skipped: inside a
      // well-formed match they are already paired as UAX #29 pairs them.
      var j = wider.start + UTF8Bytes.scalar(in: text, at: wider.start).1
      while j < wider.end {
        let (c, length) = UTF8Bytes.scalar(in: text, at: j)
        if !RegionalIndicator.contains(c),
          let listed = listedMatch(
            at: j, in: text, first: (c, length, data.rootChild(c)), details: false, as: .standard),
          listed.end > wider.end
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
    if let result, result.end >= 4, RegionalIndicator.endsAt(result.end, in: text.baseAddress!) {
      knownIndicatorOffset = result.end
      knownIndicatorIsSecond = false
    } else if result == nil, RegionalIndicator.contains(first.scalar) {
      // An unmatched first indicator (`🇦🇦` under `.standard`): the next
      // one is the second of its pair.
      knownIndicatorOffset = i + 4
      knownIndicatorIsSecond = true
    }
    return result
  }

  /// The listed sequence at `i` as `.standard` (or the bare text-default
  /// character too, for `.includingTextDefault`) accepts it. With `details`
  /// false the entry word is not read: only the range is exact.
  @inline(__always)
  mutating func listedMatch(
    at i: Int, in text: UnsafeBufferPointer<UInt8>, first: (scalar: UInt32, length: Int, root: Int),
    details: Bool, as policy: EmojiPolicy? = nil
  ) -> RawEmojiMatch? {
    let policy = policy ?? self.policy
    let (c, length) = (first.scalar, first.length)
    guard let listed = longestListed(at: i + length, in: text, from: first.root) else { return nil }
    let single = listed.end == i + length
    // ED-8a: a character with a text presentation sequence followed by
    // U+FE0E is plain text, whatever its default presentation.
    if single, EmojiSyntax.hasTextPresentationSelector(at: listed.end, in: text), data.hasTextVariation(c) {
      return nil
    }
    // A bare character whose default presentation is text (ED-4, not
    // Emoji_Presentation: `©`, `❤`) is emoji only to `.includingTextDefault`
    // (the first level's `acceptedAlone` flag, derived from the line's
    // status and the scalar's properties).
    if single, policy != .includingTextDefault, !data.isAcceptedAlone(first.root) { return nil }
    var result = RawEmojiMatch(
      start: i, end: listed.end, entry: listed.entry, kind: .basic, status: .fullyQualified, isRGI: true)
    if details {
      let info = EmojiEntryInfo(data.entries[listed.entry])
      result.kind = info.kind
      result.status = info.status
      result.isRGI = info.isRGI
    }
    return absorbingEmojiSelector(result, in: text)
  }

  /// A redundant U+FE0F after an emoji that needs none (`⚽️`, as iOS
  /// pickers insert) belongs to it: the sequence is still fully-qualified
  /// by ED-17a/ED-18, but no longer exactly an RGI_Emoji string.
  func absorbingEmojiSelector(_ match: RawEmojiMatch, in text: UnsafeBufferPointer<UInt8>) -> RawEmojiMatch {
    let end = match.end
    guard EmojiSyntax.hasEmojiPresentationSelector(at: end, in: text),
      !(end >= 3 && EmojiSyntax.hasEmojiPresentationSelector(at: end - 3, in: text))
    else { return match }
    var match = match
    match.end += 3
    match.isRGI = false
    return match
  }

  /// The longest sequence listed in emoji-test.txt that starts with the
  /// scalar ending at `i`, whose node in the trie's first level is `root`
  /// (0: none): walks the trie as far as the text follows it.
  @inline(__always)
  mutating func longestListed(at i: Int, in text: UnsafeBufferPointer<UInt8>, from root: Int) -> (end: Int, entry: Int)? {
    guard root != 0 else { return nil }
    // One step for the first scalar and one per scalar walked, as counted
    // when the walk ends.
    var walked = 1
    defer { steps &+= walked }
    let starts = data.trieChildStarts, keys = data.trieUTF8, entries = data.trieEntries
    var node = root
    var position = i
    var best: (end: Int, entry: Int)? = entries[node] != 0 ? (position, Int(entries[node]) - 1) : nil
    // Only the root has ASCII children (keycap bases): text goes on
    // with ASCII after most emoji, and needs no decoding to end the walk.
    while position < text.count, text[position] >= 0x80, starts[node] != starts[node + 1] {
      walked &+= 1
      let (key, length) = Self.utf8Key(text, position)
      guard let child = EmojiSequenceData.child(of: node, utf8: key, starts: starts, keys: keys) else { break }
      node = child
      position += length
      if entries[node] != 0 { best = (position, Int(entries[node]) - 1) }
    }
    return best
  }

  /// The bytes of the scalar whose lead byte (not ASCII) is at `i`, packed
  /// as `EmojiSequenceData.trieUTF8` packs a node's, and their count as the
  /// lead gives it. Equal to a node's key only when the bytes are exactly
  /// that scalar's UTF-8, so ill-formed bytes match nothing.
  @inline(__always)
  static func utf8Key(_ text: UnsafeBufferPointer<UInt8>, _ i: Int) -> (key: UInt32, length: Int) {
    let lead = text[i]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    let word = UTF8Bytes.bigEndianWord(in: text, at: i)
    return (word & UInt32.max << (32 - 8 * length), length)
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
    let (c, length) = UTF8Bytes.scalar(in: text, at: i)
    guard length > 0 else { return nil }
    var end = i + length
    let (next, nextLength) = UTF8Bytes.scalar(in: text, at: end)
    // ED-14: two regional indicators; one alone has Emoji_Presentation.
    if RegionalIndicator.contains(c) {
      if RegionalIndicator.contains(next) { return Element(end: end + nextLength, showsAsEmoji: true, kind: .flag, joinable: true) }
      return Element(end: end, showsAsEmoji: true, kind: .basic, joinable: true)
    }
    let properties = data.properties(c)
    if c < 0x80 {
      // ED-14c: digits, `#` and `*` are emoji only as keycaps.
      guard properties.contains(.emoji) else { return nil }
      var keycapEnd = end
      if next == EmojiSyntax.emojiPresentationSelector { keycapEnd += nextLength }
      guard UTF8Bytes.scalar(in: text, at: keycapEnd).0 == EmojiSyntax.combiningEnclosingKeycap else { return nil }
      return Element(end: keycapEnd + 3, showsAsEmoji: true, kind: .keycap, joinable: true)
    }
    let reserved = !properties.contains(.emoji) && properties.contains(.extendedPictographic)
      && data.isReservedPictographic(c)
    guard properties.contains(.emoji) || reserved else { return nil }
    if next == EmojiSyntax.textPresentationSelector, data.hasTextVariation(c) {
      // ED-8a text presentation sequence: not an emoji ZWJ element.
      return Element(end: end, showsAsEmoji: false, kind: .basic, joinable: false)
    }
    var shows = properties.contains(.emojiPresentation) || reserved
    var kind = EmojiKind.basic
    if properties.contains(.emojiModifierBase), EmojiSyntax.isSkinTone(next) {
      end += nextLength  // ED-13 emoji modifier sequence
      shows = true
      kind = .modifier
    } else if next == EmojiSyntax.emojiPresentationSelector {
      end += nextLength  // ED-9a emoji presentation sequence
      shows = true
    }
    // ED-14a emoji tag sequence: tag_base tag_spec+ tag_end.
    var tagEnd = end
    while case let (tag, tagLength) = UTF8Bytes.scalar(in: text, at: tagEnd), EmojiSyntax.isTagSpec(tag) {
      steps &+= 1
      tagEnd += tagLength
    }
    if tagEnd > end, UTF8Bytes.scalar(in: text, at: tagEnd).0 == EmojiSyntax.tagEnd {
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
    while UTF8Bytes.scalar(in: text, at: end).0 == EmojiSyntax.zwj, let next = element(at: end + 3, in: text), next.joinable {
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
