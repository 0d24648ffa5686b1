/// The sequence data the emoji matcher searches: by default the generated
/// tables (`Generated/EmojiSequenceTables.swift`); tests pass tables built
/// in memory from another data version (Data/emoji/15.0, to compare with ICU).
///
/// Every lookup is a binary search over flat arrays; nothing is built when
/// the tables are first used.
package struct EmojiSequenceData: Sendable {
  /// The trie of listed sequences (layout in the generated file).
  package var trieScalars: [UInt32]
  package var trieChildStarts: [UInt16]
  package var trieEntries: [UInt16]
  /// One packed word per emoji-test.txt line.
  package var entries: [UInt64]
  package var textVariationBases: [UInt32]
  package var reservedPictographicRanges: [UInt32]
  /// The emoji-data.txt runs to take properties from; nil for the built-in
  /// tables, which `EmojiProperties.lookup` answers with its fast paths.
  package var propertyRuns: [UInt32]?

  package init(
    trieScalars: [UInt32], trieChildStarts: [UInt16], trieEntries: [UInt16], entries: [UInt64],
    textVariationBases: [UInt32], reservedPictographicRanges: [UInt32], propertyRuns: [UInt32]?
  ) {
    self.trieScalars = trieScalars
    self.trieChildStarts = trieChildStarts
    self.trieEntries = trieEntries
    self.entries = entries
    self.textVariationBases = textVariationBases
    self.reservedPictographicRanges = reservedPictographicRanges
    self.propertyRuns = propertyRuns
  }

  /// The generated tables.
  package static let builtIn = EmojiSequenceData(
    trieScalars: emojiTrieScalars, trieChildStarts: emojiTrieChildStarts,
    trieEntries: emojiTrieEntries, entries: emojiEntries,
    textVariationBases: emojiTextVariationBases,
    reservedPictographicRanges: emojiReservedPictographicRanges, propertyRuns: nil)

  /// The emoji properties of `codePoint` in these tables' data version.
  @inline(__always)
  func properties(_ codePoint: UInt32) -> EmojiProperties {
    guard let propertyRuns else { return EmojiProperties.lookup(codePoint) }
    return propertyRuns.withUnsafeBufferPointer { EmojiProperties.lookup(codePoint, inRuns: $0) }
  }

  /// The child of trie node `node` reached by `scalar`, by binary search
  /// over the node's sorted children.
  @inline(__always)
  package func child(of node: Int, _ scalar: UInt32) -> Int? {
    var low = Int(trieChildStarts[node])
    let end = Int(trieChildStarts[node + 1])
    var high = end
    while low < high {
      let middle = (low + high) / 2
      if trieScalars[middle] < scalar { low = middle + 1 } else { high = middle }
    }
    return low < end && trieScalars[low] == scalar ? low : nil
  }

  /// The entry whose sequence is exactly `scalars`, if emoji-test.txt lists it.
  package func entry(exactly scalars: some Sequence<UInt32>) -> Int? {
    var node = 0
    for scalar in scalars {
      guard let next = child(of: node, scalar) else { return nil }
      node = next
    }
    let entry = Int(trieEntries[node])
    return entry == 0 ? nil : entry - 1
  }

  /// The parent of trie node `node` (> 0): the last node whose children
  /// start at or before it (children starts are sorted).
  func parent(of node: Int) -> Int {
    var low = 0
    var high = trieChildStarts.count - 1  // nodes
    while high - low > 1 {
      let middle = (low + high) / 2
      if Int(trieChildStarts[middle]) <= node { low = middle } else { high = middle }
    }
    return low
  }

  /// The scalars of the sequence ending at trie node `node`.
  func scalars(ofNode node: Int) -> [UInt32] {
    var result: [UInt32] = []
    var node = node
    while node > 0 {
      result.append(trieScalars[node])
      node = parent(of: node)
    }
    return result.reversed()
  }

  /// Whether `codePoint` has a text presentation sequence (ED-8a).
  func hasTextVariation(_ codePoint: UInt32) -> Bool {
    var low = 0
    var high = textVariationBases.count
    while low < high {
      let middle = (low + high) / 2
      if textVariationBases[middle] < codePoint { low = middle + 1 } else { high = middle }
    }
    return low < textVariationBases.count && textVariationBases[low] == codePoint
  }

  /// Whether `codePoint` is an Extended_Pictographic code point reserved for
  /// future emoji.
  func isReservedPictographic(_ codePoint: UInt32) -> Bool {
    var low = 0
    var high = reservedPictographicRanges.count / 2
    while low < high {
      let middle = (low + high) / 2
      if reservedPictographicRanges[2 * middle + 1] < codePoint { low = middle + 1 } else { high = middle }
    }
    return low < reservedPictographicRanges.count / 2 && reservedPictographicRanges[2 * low] <= codePoint
  }
}

/// One emoji-test.txt entry's packed fields (see `emojiEntries`).
package struct EmojiEntryInfo: Sendable, Hashable {
  package var status: EmojiStatus
  package var kind: EmojiKind
  package var versionMajor: Int
  package var versionMinor: Int
  package var subgroup: Int
  package var name: Int

  /// The status and kind numbers decode through the generated
  /// `emojiStatusesByCode` and `emojiKindsByCode`, which name the cases.
  @inline(__always)
  package init(_ word: UInt64) {
    status = emojiStatusesByCode[Int(truncatingIfNeeded: word & 3)]
    kind = emojiKindsByCode[Int(truncatingIfNeeded: word >> 4 & 7)]
    versionMinor = Int(word >> 8 & 0xFF)
    versionMajor = Int(word >> 16 & 0xFF)
    subgroup = Int(word >> 24 & 0xFF)
    name = Int(word >> 32 & 0xFFFF)
  }

  /// `1.0`, `17.0`.
  package var version: EmojiVersion { EmojiVersion(major: versionMajor, minor: versionMinor) }

  /// Fully-qualified and component lines are exactly RGI_Emoji (ED-27).
  package var isRGI: Bool { status == .fullyQualified || status == .component }
}

/// The strings of `emojiNameText`: names, then groups, then subgroups.
enum EmojiNames {
  static func string(at index: Int) -> String {
    let start = Int(emojiNameStarts[index])
    let end = Int(emojiNameStarts[index + 1]) - 1  // without the newline
    return emojiNameText.withUTF8Buffer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
  }

  /// The index of the CLDR name equal to `bytes`, by binary search over the
  /// names sorted by UTF-8 bytes.
  static func index(ofName bytes: some Collection<UInt8>) -> Int? {
    emojiNameText.withUTF8Buffer { text in
      var low = 0
      var high = emojiNameCount
      while low < high {
        let middle = (low + high) / 2
        let name = text[Int(emojiNameStarts[middle])..<Int(emojiNameStarts[middle + 1]) - 1]
        if name.lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
      }
      guard low < emojiNameCount else { return nil }
      let name = text[Int(emojiNameStarts[low])..<Int(emojiNameStarts[low + 1]) - 1]
      return name.elementsEqual(bytes) ? low : nil
    }
  }
}
