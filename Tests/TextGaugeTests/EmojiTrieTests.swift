import Testing

import TextGauge

/// The trie's direct-indexed first level, against the sorted children it is
/// derived from, and the property the scanner relies on to consult it
/// before the emoji properties.
@Suite struct EmojiTrieTests {
  /// Every code point: the first level finds exactly the root's children.
  @Test func firstLevelAgreesWithTheRootsChildren() {
    let data = EmojiSequenceData.builtIn
    let children = Int(data.trieChildStarts[0])..<Int(data.trieChildStarts[1])
    let byScalar = Dictionary(uniqueKeysWithValues: children.map { (data.trieScalars[$0], $0) })
    var mismatches = 0
    for codePoint in UInt32(0)...0x10FFFF where data.rootChild(codePoint) != byScalar[codePoint] ?? 0 {
      mismatches += 1
    }
    #expect(mismatches == 0)
    #expect(children.count > 1000)
  }

  /// The scanner tests the first level before the properties: every listed
  /// sequence must start with an Emoji or Extended_Pictographic character
  /// (UTS #51 ED-17: every emoji sequence does).
  @Test func listedSequencesStartWithEmojiOrPictographic() {
    let data = EmojiSequenceData.builtIn
    for child in Int(data.trieChildStarts[0])..<Int(data.trieChildStarts[1]) {
      let properties = Unicode.Scalar(data.trieScalars[child])!.emojiProperties
      #expect(properties.isEmoji || properties.isExtendedPictographic, "U+\(String(data.trieScalars[child], radix: 16))")
    }
  }

  /// The scanner ends a trie walk at an ASCII byte without decoding: only
  /// the first scalar of a listed sequence can be ASCII (a keycap base).
  @Test func onlyFirstScalarsAreASCII() {
    let data = EmojiSequenceData.builtIn
    let deeper = Int(data.trieChildStarts[1])..<data.trieScalars.count
    #expect(deeper.allSatisfy { data.trieScalars[$0] >= 0x80 })
  }
}
