import Testing

import TableGenKit
import TestSupport
@testable import TextGauge

/// The trie's direct-indexed first level, against the sorted children it is
/// derived from, and the property the scanner relies on to consult it
/// before the emoji properties.
@Suite struct EmojiTrieTests {
  /// The built-in data and that of the oldest data version shipped, made
  /// by the generator's stages in memory.
  static func dataSets() throws -> [EmojiSequenceData] {
    let oldest = try TestData.emojiFolder(#require(TestData.layout.emojiVersions().min()))
    return [.builtIn, try .generated(from: oldest)]
  }

  /// Every code point: the first level finds exactly the root's children,
  /// in the built-in tables and in tables made in memory.
  @Test func firstLevelAgreesWithTheRootsChildren() throws {
    for data in try Self.dataSets() { Self.expectFirstLevelAgreesWithTheRootsChildren(data) }
  }

  static func expectFirstLevelAgreesWithTheRootsChildren(_ data: EmojiSequenceData) {
    let children = Int(data.trieChildStarts[0])..<Int(data.trieChildStarts[1])
    let byScalar = Dictionary(uniqueKeysWithValues: children.map { (data.trieScalar($0), $0) })
    var mismatches = 0
    for codePoint in UInt32(0)...0x10FFFF where data.rootChild(codePoint) != byScalar[codePoint] ?? 0 {
      mismatches += 1
    }
    #expect(mismatches == 0)
    #expect(children.count > 1000)
  }

  /// The scanner skips runs of two- and three-byte scalars that cannot
  /// start an emoji with the built-in property table indexed by their bytes;
  /// tables made in memory, whose properties are runs, decode every scalar.
  /// Both find the same matches, under three policies: every two-byte
  /// scalar in one run, and two-byte scalars between hard pieces and
  /// random bytes (ill-formed sequences among them).
  @Test(.needsUnicodeFiles) func runSkipsFindWhatDecodingFinds() throws {
    let decoding = try EmojiSequenceData.generated(from: TestData.newestEmojiFolder())
    #expect(decoding.propertyRuns != nil && EmojiSequenceData.builtIn.propertyRuns == nil)
    let twoByte = (UInt32(0x80)...0x7FF).map { String(Unicode.Scalar($0)!) }
    var random = SplitMix64(seed: 0x7275_6E73)
    var texts = [Array(twoByte.joined().utf8)]
    for _ in 0..<3000 {
      var bytes: [UInt8] = []
      for _ in 0..<random.next(below: 12) {
        switch random.next(below: 4) {
        case 0: bytes += twoByte[random.next(below: twoByte.count)].utf8
        case 1: bytes.append(UInt8(truncatingIfNeeded: random.next()))
        default: bytes += HardPieces.piece(&random).utf8
        }
      }
      texts.append(bytes)
    }
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, _ policy: EmojiPolicy, _ data: EmojiSequenceData) -> [Range<Int>] {
      var scanner = EmojiScanner(policy: policy, data: data)
      var found: [Range<Int>] = []
      while let match = scanner.next(in: bytes, from: found.last?.upperBound ?? 0) { found.append(match.start..<match.end) }
      return found
    }
    var mismatches = 0
    var found = 0
    for policy in [EmojiPolicy.standard, .rendersAsEmoji, .includingTextDefault] {
      for text in texts {
        text.withUnsafeBufferPointer { bytes in
          let skipping = matches(bytes, policy, .builtIn)
          if skipping != matches(bytes, policy, decoding) { mismatches += 1 }
          found += skipping.count
        }
      }
    }
    #expect(mismatches == 0)
    #expect(found > texts.count)
  }

  /// The scanner tests the first level before the properties: every listed
  /// sequence must start with an Emoji or Extended_Pictographic character
  /// (UTS #51 ED-17: every emoji sequence does).
  @Test func listedSequencesStartWithEmojiOrPictographic() {
    let data = EmojiSequenceData.builtIn
    for child in Int(data.trieChildStarts[0])..<Int(data.trieChildStarts[1]) {
      let properties = Unicode.Scalar(data.trieScalar(child))!.emojiProperties
      #expect(properties.isEmoji || properties.isExtendedPictographic, "U+\(String(data.trieScalar(child), radix: 16))")
    }
  }

  /// The scanner ends a trie walk at an ASCII byte without decoding: only
  /// the first scalar of a listed sequence can be ASCII (a keycap base).
  @Test func onlyFirstScalarsAreASCII() {
    let data = EmojiSequenceData.builtIn
    let deeper = Int(data.trieChildStarts[1])..<data.trieUTF8.count
    #expect(deeper.allSatisfy { data.trieScalar($0) >= 0x80 })
  }

  /// A node's scalar is its packed UTF-8 key decoded, and a scalar's key is
  /// its UTF-8 packed from the top byte down, for every scalar.
  @Test func trieKeysAreTheScalarsUTF8() throws {
    var mismatches: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      var key: UInt32 = 0
      var shift: UInt32 = 24
      for byte in String(scalar).utf8 {
        key |= UInt32(byte) << shift
        shift &-= 8
      }
      if UTF8Bytes.bigEndianWord(of: value) != key { mismatches.append(value) }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    // The oldest data version's trie, made in memory: the generator's
    // scalars, node by node.
    let oldest = try TestData.emojiFolder(#require(TestData.layout.emojiVersions().min()))
    let tables = try EmojiSequenceTableData(EmojiSequenceModel(folder: oldest))
    let data = try EmojiSequenceData.generated(from: oldest)
    #expect(data.trieUTF8.count == tables.trieScalars.count)
    #expect((1..<tables.trieScalars.count).allSatisfy { data.trieScalar($0) == tables.trieScalars[$0] })
  }

  /// The generator derives the node flags with its own test of the
  /// scalars that may continue a sequence (the runtime cannot be its
  /// dependency); the scanner's fast paths use `EmojiSyntax`'s, and the
  /// width scan its form without branches. All agree on every scalar, so a
  /// flag promises what the scanner checks.
  @Test func generatorAndScannerAgreeOnWhatMayContinueASequence() {
    var disagreements: [UInt32] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let key = String(scalar).utf8.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (24 - 8 * $1.offset) }
      let answer = EmojiSyntax.mayContinueSequence(utf8: key)
      if answer != EmojiSequenceDerivedTables.mayContinueSequence(utf8: key)
        || answer != EmojiSyntax.mayContinueSequenceWithoutBranches(utf8: key)
      {
        disagreements.append(value)
      }
    }
    #expect(disagreements.isEmpty)
  }

  /// The byte forms of the syntax's scalars, which the scans compare whole
  /// words with, are those scalars' UTF-8; and `mayContinueSequence` reads
  /// the same answer from the text at any offset, near the end too.
  @Test func byteFormsAreTheScalarsUTF8() {
    func word(_ scalar: UInt32) -> UInt32 {
      String(Unicode.Scalar(scalar)!).utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }
    #expect(EmojiSyntax.zwjUTF8Word == word(EmojiSyntax.zwj))
    #expect(EmojiSyntax.emojiPresentationSelectorUTF8Word == word(EmojiSyntax.emojiPresentationSelector))
    #expect(EmojiSyntax.firstSkinToneUTF8Word == word(EmojiSyntax.firstSkinTone))
    #expect(EmojiSyntax.lastSkinToneUTF8Word == word(EmojiSyntax.lastSkinTone))
    let zwj = EmojiSyntax.zwjUTF8
    #expect(EmojiSyntax.zwjUTF8Word == UInt32(zwj.0) << 16 | UInt32(zwj.1) << 8 | UInt32(zwj.2))
    for text in ["👍🏽", "👍\u{FE0F}", "👍\u{200D}", "👍a", "👍中", "👍", "👍\u{E0067}", "👍\u{20E3}", "👍😂", "👍é"] {
      Array(text.utf8).withUnsafeBufferPointer { bytes in
        for end in 4...bytes.count {
          let prefix = UnsafeBufferPointer(rebasing: bytes[..<end])
          let key = UTF8Bytes.bigEndianWord(in: prefix, at: 4)
          // The one-load form may say "may continue" for a scalar cut by the
          // end (it leaves that to the general path); the padded word never does.
          if EmojiSyntax.mayContinueSequence(utf8: key) {
            #expect(EmojiSyntax.mayContinueSequence(prefix, at: 4), "\(text) \(end)")
          }
          if end == bytes.count, end >= 8 {
            #expect(EmojiSyntax.mayContinueSequence(utf8: key) == EmojiSyntax.mayContinueSequence(prefix, at: 4))
          }
        }
      }
    }
  }

  /// Every fast path has nodes to take, in every data set.
  @Test func fastPathsHaveNodes() throws {
    for data in try Self.dataSets() {
      for flag in [
        EmojiSequenceData.acceptedAlone, EmojiSequenceData.endsBeforeNonContinuer,
        EmojiSequenceData.modifierSequencesEndBeforeNonContinuer,
        EmojiSequenceData.presentationSequenceEndsBeforeNonContinuer,
      ] {
        #expect(data.trieNodeFlags.contains { $0 & flag != 0 })
      }
      #expect(data.keycapNodes.contains { $0 != 0 } && data.flagNodes.contains { $0 != 0 })
    }
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
