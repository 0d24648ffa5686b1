// The emoji sequences display width decides from the bytes: chains of
// Extended_Pictographic elements, which are one Character and, when one
// element shows as emoji, one `.rendersAsEmoji` match, whatever is listed.
// The tests the scan inlines are `@inline(always)` where the compiler has it,
// for the reason `DisplayWidth.candidateUnit` gives.

extension DisplayWidth {
  /// The end of the emoji sequence at `i` when the bytes decide that the
  /// `.rendersAsEmoji` match at `i` is exactly it and lies in one Character,
  /// so that it takes 2 columns (UAX #11 Recommendations, UTS #51 ED-17);
  /// nil when the scanner has to decide.
  ///
  /// The sequence is a chain of elements joined by U+200D ZWJ (UTS #51
  /// ED-16), each a character with both `Emoji` and `Extended_Pictographic`,
  /// alone, with a skin tone after an `Emoji_Modifier_Base` (ED-13) or with
  /// U+FE0F (ED-9a), and at least one element shown as emoji (one of the two
  /// marks, or `Emoji_Presentation`). Such a chain is the scanner's
  /// well-formed sequence (`EmojiScanner.wellFormed`) when the text after it
  /// holds nothing that may continue a sequence
  /// (`EmojiSyntax.mayContinueSequence`): no listed sequence, no trailing
  /// U+FE0F and no nested listed sequence reaches past it either, so the
  /// match ends where the chain does, listed or not (`🐕‍🦺`, `👩🏽‍🤝‍👨🏻`, and
  /// `🐕‍🐕` alike). Skin tones and U+FE0F are Extend and each ZWJ joins
  /// two Extended_Pictographic characters (UAX #29 GB9, GB11), so the chain
  /// is one Character and needs no boundary check (`emojiWidth`).
  ///
  /// Anything else (a flag, a keycap, a tag sequence, U+FE0E, a skin tone
  /// on a character that takes none, a chain no element of which shows as
  /// emoji) is left to the scanner. `text` is well-formed UTF-8, as the
  /// scan's.
  static func pictographicSequenceEnd(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    pictographicSequenceWalk(at: i, in: text).end
  }

  /// `pictographicSequenceEnd(at:in:)` in a scan that goes on after each
  /// call: nil at once inside a chain already found to be none
  /// (`rejectedThrough`, 0 at the start of the scan). A walk that fails
  /// fails from every later position it walked over (an element, a mark or
  /// ZWJ there starts no chain or the same failing one: the test looks only
  /// forward), so each byte of a chain is walked once, not once per element
  /// (`©‍©‍©‍…` of text-default symbols, no element shown as emoji).
  @inline(__always)
  static func pictographicSequenceEnd(
    at i: Int, in text: UnsafeBufferPointer<UInt8>, rejectedThrough: inout Int
  ) -> Int? {
    guard i >= rejectedThrough else { return nil }
    let walk = pictographicSequenceWalk(at: i, in: text)
    if walk.end == nil { rejectedThrough = walk.reached }
    return walk.end
  }

  /// `pictographicSequenceEnd(at:in:rejectedThrough:)` when the scan has
  /// read the chain's first element, `c` (`length` bytes at `i`), and a ZWJ
  /// right after it, or after its skin tone (`markLength` 4: ED-13, on an
  /// `Emoji_Modifier_Base` only) or its U+FE0F (`markLength` 3: ED-9a), either
  /// of which shows it as emoji, as the walk from `i` would find (`👩🏽‍💻`,
  /// `🏳️‍🌈`): the walk goes on from the second element.
  #if compiler(>=6.3)
  @inline(always)
  #else
  @inline(__always)
  #endif
  static func pictographicSequenceEnd(
    at i: Int, joiningFirstElement c: UInt32, length: Int, markLength: Int = 0, in text: UnsafeBufferPointer<UInt8>,
    rejectedThrough: inout Int
  ) -> Int? {
    guard i >= rejectedThrough else { return nil }
    let required = EmojiProperties.emoji.rawValue | EmojiProperties.extendedPictographic.rawValue
      | (markLength == 4 ? EmojiProperties.emojiModifierBase.rawValue : 0)
    let properties = EmojiProperties.lookup(c).rawValue
    let walk =
      properties & required == required
      ? pictographicSequenceWalkInlined(
        elementAt: i &+ length &+ markLength &+ 3,
        shows: markLength != 0 || properties & EmojiProperties.emojiPresentation.rawValue != 0, in: text)
      : (end: nil, reached: i &+ length)
    if walk.end == nil { rejectedThrough = walk.reached }
    return walk.end
  }

  /// The walk of `pictographicSequenceEnd(at:in:)`: its answer, and the
  /// offset it reached.
  @inline(__always)
  static func pictographicSequenceWalk(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> (end: Int?, reached: Int) {
    pictographicSequenceWalk(elementAt: i, shows: false, in: text)
  }

  /// The walk from the element at `i`, after elements that ZWJs join to it
  /// (none at the start of the chain), of which one shows as emoji when
  /// `shows`.
  static func pictographicSequenceWalk(
    elementAt i: Int, shows elementBeforeShows: Bool, in text: UnsafeBufferPointer<UInt8>
  ) -> (end: Int?, reached: Int) {
    pictographicSequenceWalkInlined(elementAt: i, shows: elementBeforeShows, in: text)
  }

  /// ``pictographicSequenceWalk(elementAt:shows:in:)``, inlined where the
  /// scan has read a ZWJ after a chain's first element, the way most chains
  /// in chat are found: there the call and its register saves cost a chain
  /// about 40 instructions (`👩‍💻` and a space: 154 inlined, 193 called).
  /// Inlined at every call, it would make the scan's loop keep a variable
  /// on the stack: 3% more instructions on English text.
  #if compiler(>=6.3)
  @inline(always)
  #else
  @inline(__always)
  #endif
  static func pictographicSequenceWalkInlined(
    elementAt i: Int, shows elementBeforeShows: Bool, in text: UnsafeBufferPointer<UInt8>
  ) -> (end: Int?, reached: Int) {
    guard let base = text.baseAddress else { return (nil, i) }
    let required = EmojiProperties.emoji.rawValue | EmojiProperties.extendedPictographic.rawValue
    var p = i
    var shows = elementBeforeShows
    // The scalar at `p` and after each element is read as one word
    // (`UTF8Bytes.bigEndianWord(in:at:)`): an element of U+1F000…U+1FFFF
    // (`F0 9F`, most of them) is looked up in the one-read table without
    // decoding, and a skin tone, U+FE0F and ZWJ are one compare each.
    var key = UTF8Bytes.bigEndianWord(in: text, at: p)
    while true {
      guard key >= 0x8000_0000 else { return (nil, p) }
      let properties: UInt8
      if key >> 16 == 0xF09F {
        properties = EmojiProperties.lookup(UTF8Bytes.pictographScalar(key)).rawValue
        p &+= 4
      } else {
        let (c, length) = UTF8Bytes.decodeWellFormed(base, at: p)
        properties = EmojiProperties.lookup(c).rawValue
        p &+= length
      }
      guard properties & required == required else { return (nil, p) }
      key = UTF8Bytes.bigEndianWord(in: text, at: p)
      if EmojiSyntax.isSkinTone(utf8: key) {
        // ED-13: only an Emoji_Modifier_Base takes the skin tone into its element.
        guard properties & EmojiProperties.emojiModifierBase.rawValue != 0 else { return (nil, p) }
        p &+= 4
        shows = true
        key = UTF8Bytes.bigEndianWord(in: text, at: p)
      } else if key >> 8 == EmojiSyntax.emojiPresentationSelectorUTF8Word {
        p &+= 3
        shows = true
        key = UTF8Bytes.bigEndianWord(in: text, at: p)
      } else if properties & EmojiProperties.emojiPresentation.rawValue != 0 {
        shows = true
      }
      guard key >> 8 == EmojiSyntax.zwjUTF8Word else { break }
      p &+= 3
      key = UTF8Bytes.bigEndianWord(in: text, at: p)
    }
    guard shows, !EmojiSyntax.mayContinueSequence(utf8: key) else { return (nil, p) }
    return (p, p)
  }
}

extension DisplayWidth {
  /// The end of the emoji at `i` when its bytes decide that it is one
  /// element alone, with nothing after it that may continue a sequence
  /// (`EmojiSyntax.mayContinueSequence(utf8:)`): a wide emoji character
  /// alone (`😂`), an `Emoji_Modifier_Base` with a skin tone (UTS #51 ED-13,
  /// `👍🏽`, `✌🏾`), or an `Emoji` and `Extended_Pictographic` character with
  /// U+FE0F (ED-9a, `©️`, `☀️`), or an `Emoji_Presentation` character with
  /// tags (ED-14a, `🏴󠁧󠁢󠁳󠁣󠁴󠁿`). Each is the one-element chain of
  /// ``pictographicSequenceEnd(at:in:)`` (or, alone, the scanner's match of
  /// one emoji character), one Character (skin tones and U+FE0F are Extend,
  /// UAX #29 GB9), so 2 columns. Nil leaves the emoji to the general path.
  ///
  /// `c` is the scalar at `i`, `length` bytes, not ASCII and not a regional
  /// indicator (which pairs with the next, ED-14), `value` its width byte,
  /// with the emoji candidate bit set, and `next` the word after it
  /// (`UTF8Bytes.bigEndianWord(in:at:)` at `i + length`).
  #if compiler(>=6.3)
  @inline(always)
  #else
  @inline(__always)
  #endif
  static func singleElementEnd(
    at i: Int, scalar c: UInt32, length: Int, value: UInt8, next: UInt32, in text: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    guard EmojiSyntax.mayContinueSequence(utf8: next) else { return value & 3 == 2 ? i &+ length : nil }
    return continuedElementEnd(at: i, scalar: c, length: length, next: next, in: text)
  }

  /// ``singleElementEnd(at:scalar:length:value:next:in:)`` where `next` may
  /// continue a sequence (`EmojiSyntax.mayContinueSequence(utf8:)`), for a
  /// caller that has tested it: U+FE0F first, the most common after an
  /// emoji of the BMP (`❤️`, `☺️`), then a skin tone, then tags.
  #if compiler(>=6.3)
  @inline(always)
  #else
  @inline(__always)
  #endif
  static func continuedElementEnd(
    at i: Int, scalar c: UInt32, length: Int, next: UInt32, in text: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    let end = i &+ length
    if next >> 8 == EmojiSyntax.emojiPresentationSelectorUTF8Word {
      let required = EmojiProperties.emoji.rawValue | EmojiProperties.extendedPictographic.rawValue
      guard EmojiProperties.lookup(c).rawValue & required == required,
        !EmojiSyntax.mayContinueSequence(utf8: UTF8Bytes.bigEndianWord(in: text, at: end &+ 3))
      else { return nil }
      return end &+ 3
    }
    if EmojiSyntax.isSkinTone(utf8: next) {
      return skinToneSequenceEnd(base: c, skinToneAt: end, in: text)
    }
    // ED-14a: an emoji tag sequence on a base shown as emoji (`🏴󠁧󠁢󠁳󠁣󠁴󠁿`);
    // tags are Extend (UAX #29 GB9).
    guard let tagsEnd = EmojiSyntax.tagSequenceTailEnd(at: end, in: text) else { return nil }
    let shown = EmojiProperties.emoji.rawValue | EmojiProperties.emojiPresentation.rawValue
    guard EmojiProperties.lookup(c).rawValue & shown == shown,
      !EmojiSyntax.mayContinueSequence(utf8: UTF8Bytes.bigEndianWord(in: text, at: tagsEnd))
    else { return nil }
    return tagsEnd
  }

  /// The end of the emoji modifier sequence (UTS #51 ED-13) of `c` and the
  /// skin tone at `skinToneAt` when `c` is an `Emoji_Modifier_Base` (with
  /// `Emoji` and `Extended_Pictographic`) and nothing after the skin tone
  /// may continue a sequence (`EmojiSyntax.mayContinueSequence(utf8:)`):
  /// one element, one Character (a skin tone is Extend, UAX #29 GB9),
  /// 2 columns. Nil leaves it to the general path.
  #if compiler(>=6.3)
  @inline(always)
  #else
  @inline(__always)
  #endif
  static func skinToneSequenceEnd(base c: UInt32, skinToneAt: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    let modifierBase = EmojiProperties.emoji.rawValue | EmojiProperties.extendedPictographic.rawValue
      | EmojiProperties.emojiModifierBase.rawValue
    let end = skinToneAt &+ 4
    guard EmojiProperties.lookup(c).rawValue & modifierBase == modifierBase,
      !EmojiSyntax.mayContinueSequence(utf8: UTF8Bytes.bigEndianWord(in: text, at: end))
    else { return nil }
    return end
  }
}
