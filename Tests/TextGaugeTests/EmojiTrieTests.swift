import Testing

import TableGenKit
import TestSupport
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

  /// The tables the generator derives from the trie and emits (first level,
  /// UTF-8 keys, node flags, keycap and flag nodes) are those the runtime
  /// derives from the same trie in memory, for the built-in data.
  @Test func emittedDerivedTablesAgreeWithTheRuntimesDerivation() {
    let builtIn = EmojiSequenceData.builtIn
    let inMemory = EmojiSequenceData(
      trieScalars: Array(builtIn.trieScalars), trieChildStarts: Array(builtIn.trieChildStarts),
      trieEntries: Array(builtIn.trieEntries), entries: Array(builtIn.entries),
      textVariationBases: Array(builtIn.textVariationBases),
      reservedPictographicRanges: Array(builtIn.reservedPictographicRanges), propertyRuns: nil)
    #expect(Array(inMemory.rootIndex) == Array(builtIn.rootIndex))
    #expect(Array(inMemory.rootBlocks) == Array(builtIn.rootBlocks))
    #expect(Array(inMemory.trieUTF8) == Array(builtIn.trieUTF8))
    #expect(Array(inMemory.trieNodeFlags) == Array(builtIn.trieNodeFlags))
    #expect(Array(inMemory.keycapNodes) == Array(builtIn.keycapNodes))
    #expect(Array(inMemory.flagNodes) == Array(builtIn.flagNodes))
    // Every fast path has nodes to take.
    for flag in 0..<4 { #expect(builtIn.trieNodeFlags.contains { $0 & 1 << flag != 0 }) }
    #expect(builtIn.keycapNodes.contains { $0 != 0 } && builtIn.flagNodes.contains { $0 != 0 })
  }

  /// The same for the oldest data version shipped, with its own
  /// properties (the newest's are the built-in tables): the
  /// generator's derivation (TableGenKit) and the runtime's agree.
  @Test func generatorAndRuntimeDeriveTheSameTablesForAnotherVersion() throws {
    let folder = try TestData.emojiFolder(#require(TestData.layout.emojiVersions().min()))
    let model = try EmojiSequenceModel(folder: folder)
    let data = try EmojiSequenceTableData(model)
    let properties = try EmojiPropertyModel(parsing: folder.emojiData)
    let generated = EmojiSequenceDerivedTables(data) {
      properties.properties(of: $0) & EmojiProperty.emojiPresentation.bit != 0
    }
    let runtime = EmojiSequenceData(
      trieScalars: data.trieScalars, trieChildStarts: data.trieChildStarts, trieEntries: data.trieEntries,
      entries: data.entries, textVariationBases: data.textVariationBases,
      reservedPictographicRanges: data.reservedPictographicRanges, propertyRuns: properties.runs())
    #expect(Array(runtime.rootIndex) == generated.rootIndex)
    #expect(Array(runtime.rootBlocks) == generated.rootBlocks)
    #expect(Array(runtime.trieUTF8) == generated.trieUTF8)
    #expect(Array(runtime.trieNodeFlags) == generated.trieNodeFlags)
    #expect(Array(runtime.keycapNodes) == generated.keycapNodes)
    #expect(Array(runtime.flagNodes) == generated.flagNodes)
  }

  /// Where `fastMatchEnd` decides a match from the bytes (the width scan's
  /// fast paths), the trie walk finds the same match under every policy, at
  /// every scalar of random texts of the hard pieces (ZWJ, selectors,
  /// keycaps, indicators, skin tones, tags) that does not hold the second
  /// indicator of a UAX #29 pair.
  @Test func fastMatchEndsAreTheWalksMatches() {
    var random = SplitMix64(seed: 0x4641_5354)
    var decided = 0
    for _ in 0..<3_000 {
      var text = HardPieces.generate(&random, maxCount: 8).joined()
      text.makeContiguousUTF8()
      let scalars = Array(text.unicodeScalars)
      text.utf8.withContiguousStorageIfAvailable { bytes in
        var offset = 0
        var indicatorsBefore = 0
        for scalar in scalars {
          let length = String(scalar).utf8.count
          defer {
            indicatorsBefore = (0x1F1E6...0x1F1FF).contains(scalar.value) ? indicatorsBefore + 1 : 0
            offset += length
          }
          if (0x1F1E6...0x1F1FF).contains(scalar.value), indicatorsBefore % 2 == 1 { continue }
          var fast = EmojiScanner(policy: .standard)
          guard let end = fast.fastMatchEnd(at: offset, in: bytes, scalar: scalar.value, length: length) else {
            continue
          }
          decided += 1
          for policy in EmojiPolicy.allCases {
            var walk = EmojiScanner(policy: policy)
            let match = walk.match(at: offset, in: bytes)
            #expect(match?.end == end, "\(policy) at \(offset) in \(scalars.map { String($0.value, radix: 16) })")
          }
        }
      }
    }
    #expect(decided > 1_000)
  }
}
