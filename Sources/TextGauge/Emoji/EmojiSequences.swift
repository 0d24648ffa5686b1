/// The sequence data the emoji matcher searches: by default the generated
/// tables (`Generated/EmojiSequenceTables.swift`); tests pass tables built
/// in memory from another data version (Data/emoji/15.0, to compare with ICU).
///
/// Every table is reached through a buffer pointer, so that making a
/// scanner, copying it or reading a table retains nothing (the value is
/// trivially copyable): the built-in tables are the generated arrays, static
/// data the compiler lays out in the binary (no lazy initialisation, no
/// reference count to touch); tables built in memory are copied to memory
/// kept for the life of the process.
///
/// Every lookup is a binary search over flat arrays (the byte core's
/// `partitionPoint`), except the trie's first level: the root has over a
/// thousand children, so it is direct-indexed. The generator emits that
/// level, the UTF-8 keys, the node flags and the keycap and flag nodes with
/// the trie (`EmojiSequenceDerivedTables`); for tables built in memory they
/// are derived when the data is made.
package struct EmojiSequenceData: @unchecked Sendable {
  /// The trie of listed sequences (layout in the generated file).
  package let trieScalars: UnsafeBufferPointer<UInt32>
  package let trieChildStarts: UnsafeBufferPointer<UInt16>
  package let trieEntries: UnsafeBufferPointer<UInt16>
  /// One packed word per emoji-test.txt line.
  package let entries: UnsafeBufferPointer<UInt64>
  package let textVariationBases: UnsafeBufferPointer<UInt32>
  package let reservedPictographicRanges: UnsafeBufferPointer<UInt32>
  /// The emoji-data.txt runs to take properties from; nil for the built-in
  /// tables, which `EmojiProperties.lookup` answers with its fast paths.
  package let propertyRuns: UnsafeBufferPointer<UInt32>?
  /// The trie's first level, direct-indexed: the root's child for a first
  /// scalar `c` below `rootIndex.count << 6` is
  /// `rootBlocks[Int(rootIndex[c >> 6]) << 6 | c & 63]`, 0 for none (the
  /// root is no node's child); blocks of 64 scalars with no first scalar
  /// share block 0 (`emojiTrieRootIndex`).
  package let rootIndex: UnsafeBufferPointer<UInt16>
  package let rootBlocks: UnsafeBufferPointer<UInt16>
  /// Per trie node, its scalar's UTF-8 packed from the top byte down
  /// (`😀` F0 9F 98 80 is 0xF09F9880, `©` C2 A9 is 0xC2A90000): sorted as
  /// the scalars are (UTF-8 keeps code point order), so a node's children
  /// are searched with the text's next bytes, which need no decoding.
  package let trieUTF8: UnsafeBufferPointer<UInt32>
  /// Per trie node, bits derived from the trie, the entries and the
  /// properties (see `acceptedAlone` and `endsBeforeNonContinuer`); 0 for
  /// nodes below the first level.
  package let trieNodeFlags: UnsafeBufferPointer<UInt8>
  /// A first scalar whose own line `.standard` accepts with nothing after
  /// it: fully-qualified or component (an emoji component alone), or
  /// Emoji_Presentation (ED-6; a fully-qualified or component single scalar
  /// is Emoji_Presentation by ED-18/ED-19, so this is "not a bare
  /// text-default character", ED-4).
  static let acceptedAlone: UInt8 = 1 << 0
  /// `acceptedAlone`, not a regional indicator, and every sequence listed
  /// past it goes on with a scalar for which
  /// `EmojiSyntax.mayContinueSequence` holds: when the text's next scalar
  /// is none of those, the match at this scalar is the scalar alone under
  /// every policy.
  static let endsBeforeNonContinuer: UInt8 = 1 << 1
  /// Not a regional indicator; each of the five skin tone modifiers
  /// (U+1F3FB…U+1F3FF) continues it to a listed sequence (ED-13), and every
  /// sequence listed past those goes on with a scalar for which
  /// `EmojiSyntax.mayContinueSequence` holds: when the text has a modifier
  /// next and then none of those, the match is the emoji modifier sequence
  /// under every policy.
  static let modifierSequencesEndBeforeNonContinuer: UInt8 = 1 << 2
  /// Not a regional indicator; U+FE0F continues it to a listed sequence
  /// (ED-9a), and every sequence listed past that goes on with a scalar for
  /// which `EmojiSyntax.mayContinueSequence` holds: when the text has
  /// U+FE0F next and then none of those, the match is the emoji
  /// presentation sequence under every policy.
  static let presentationSequenceEndsBeforeNonContinuer: UInt8 = 1 << 3
  /// The keycaps (ED-14c) listed with nothing after them: per ASCII byte,
  /// the node of `byte U+FE0F U+20E3` when it is listed and no listed
  /// sequence continues it, else 0.
  package let keycapNodes: UnsafeBufferPointer<UInt16>
  /// The flags (ED-14, two regional indicators) listed with nothing after
  /// them: the pair's node at `(first - 0x1F1E6) * 26 + second - 0x1F1E6`,
  /// 0 when the pair is not listed or a listed sequence continues it.
  package let flagNodes: UnsafeBufferPointer<UInt16>
  private init(
    trieScalars: UnsafeBufferPointer<UInt32>, trieChildStarts: UnsafeBufferPointer<UInt16>,
    trieEntries: UnsafeBufferPointer<UInt16>, entries: UnsafeBufferPointer<UInt64>,
    textVariationBases: UnsafeBufferPointer<UInt32>, reservedPictographicRanges: UnsafeBufferPointer<UInt32>,
    propertyRuns: UnsafeBufferPointer<UInt32>?, rootIndex: UnsafeBufferPointer<UInt16>,
    rootBlocks: UnsafeBufferPointer<UInt16>, trieUTF8: UnsafeBufferPointer<UInt32>,
    trieNodeFlags: UnsafeBufferPointer<UInt8>, keycapNodes: UnsafeBufferPointer<UInt16>,
    flagNodes: UnsafeBufferPointer<UInt16>
  ) {
    self.trieScalars = trieScalars
    self.trieChildStarts = trieChildStarts
    self.trieEntries = trieEntries
    self.entries = entries
    self.textVariationBases = textVariationBases
    self.reservedPictographicRanges = reservedPictographicRanges
    self.propertyRuns = propertyRuns
    self.rootIndex = rootIndex
    self.rootBlocks = rootBlocks
    self.trieUTF8 = trieUTF8
    self.trieNodeFlags = trieNodeFlags
    self.keycapNodes = keycapNodes
    self.flagNodes = flagNodes
  }

  /// The generated tables: pointers to the emitted arrays, which are
  /// statically initialized and never freed, so the pointers stay valid
  /// for the life of the process. Made on each use, in a few loads, with
  /// no lazy global behind it.
  @inline(__always)
  package static var builtIn: EmojiSequenceData {
    @inline(__always) func view<T>(_ array: [T]) -> UnsafeBufferPointer<T> { array.withUnsafeBufferPointer { $0 } }
    return EmojiSequenceData(
      trieScalars: view(emojiTrieScalars), trieChildStarts: view(emojiTrieChildStarts),
      trieEntries: view(emojiTrieEntries), entries: view(emojiEntries),
      textVariationBases: view(emojiTextVariationBases),
      reservedPictographicRanges: view(emojiReservedPictographicRanges), propertyRuns: nil,
      rootIndex: view(emojiTrieRootIndex), rootBlocks: view(emojiTrieRootBlocks), trieUTF8: view(emojiTrieUTF8),
      trieNodeFlags: view(emojiTrieNodeFlags), keycapNodes: view(emojiKeycapNodes), flagNodes: view(emojiFlagNodes))
  }

  /// Tables built in memory (another data version): the first level, UTF-8
  /// keys, node flags and keycap and flag nodes are derived here, as the
  /// generator derives the built-in ones.
  package init(
    trieScalars: [UInt32], trieChildStarts: [UInt16], trieEntries: [UInt16], entries: [UInt64],
    textVariationBases: [UInt32], reservedPictographicRanges: [UInt32], propertyRuns: [UInt32]?
  ) {
    let (rootIndex, rootBlocks) = Self.rootLevel(trieScalars: trieScalars, trieChildStarts: trieChildStarts)
    let trieUTF8 = trieScalars.map { scalar -> UInt32 in
      guard let scalar = Unicode.Scalar(scalar) else { return 0 }  // the root's placeholder
      return UTF8.encode(scalar)!.enumerated().reduce(0) { $0 | UInt32($1.element) << (24 - 8 * $1.offset) }
    }
    let keycapNodes = (0..<128).map { base -> UInt16 in
      var node = 0
      for scalar in [UInt32(base), EmojiSyntax.emojiPresentationSelector, EmojiSyntax.combiningEnclosingKeycap] {
        let children = Int(trieChildStarts[node])..<Int(trieChildStarts[node + 1])
        guard let child = children.first(where: { trieScalars[$0] == scalar }) else { return 0 }
        node = child
      }
      return trieEntries[node] != 0 && trieChildStarts[node] == trieChildStarts[node + 1] ? UInt16(node) : 0
    }
    let flagNodes = Self.flagNodes(trieScalars: trieScalars, trieChildStarts: trieChildStarts, trieEntries: trieEntries)
    let trieNodeFlags = Self.nodeFlags(
      trieScalars: trieScalars, trieChildStarts: trieChildStarts, trieEntries: trieEntries, entries: entries,
      trieUTF8: trieUTF8, properties: { codePoint in
        guard let propertyRuns else { return EmojiProperties.lookup(codePoint) }
        return propertyRuns.withUnsafeBufferPointer { EmojiProperties.lookup(codePoint, inRuns: $0) }
      })
    self.init(
      trieScalars: Self.copy(trieScalars), trieChildStarts: Self.copy(trieChildStarts),
      trieEntries: Self.copy(trieEntries), entries: Self.copy(entries),
      textVariationBases: Self.copy(textVariationBases),
      reservedPictographicRanges: Self.copy(reservedPictographicRanges), propertyRuns: propertyRuns.map(Self.copy),
      rootIndex: Self.copy(rootIndex), rootBlocks: Self.copy(rootBlocks), trieUTF8: Self.copy(trieUTF8),
      trieNodeFlags: Self.copy(trieNodeFlags), keycapNodes: Self.copy(keycapNodes), flagNodes: Self.copy(flagNodes))
  }

  /// A copy of `array` that is never freed: tables built in memory stay for
  /// the life of the process, as the built-in ones do, so that the data and
  /// every scanner made from it hold plain pointers (no reference to count,
  /// no lifetime to tie). Tests build one set per data version they compare.
  private static func copy<T>(_ array: [T]) -> UnsafeBufferPointer<T> {
    let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: array.count)
    _ = buffer.initialize(from: array)
    return UnsafeBufferPointer(buffer)
  }

  /// The first level's `trieNodeFlags` (see `acceptedAlone`).
  static func nodeFlags(
    trieScalars: [UInt32], trieChildStarts: [UInt16], trieEntries: [UInt16], entries: [UInt64], trieUTF8: [UInt32],
    properties: (UInt32) -> EmojiProperties
  ) -> [UInt8] {
    var flags = [UInt8](repeating: 0, count: trieScalars.count)
    for node in Int(trieChildStarts[0])..<Int(trieChildStarts[1]) {
      let entry = Int(trieEntries[node])
      guard entry != 0 else { continue }
      let status = EmojiEntryInfo(entries[entry - 1]).status
      let scalar = trieScalars[node]
      guard status == .fullyQualified || status == .component || properties(scalar).contains(.emojiPresentation)
      else { continue }
      flags[node] |= acceptedAlone
      let children = Int(trieChildStarts[node])..<Int(trieChildStarts[node + 1])
      if !RegionalIndicator.contains(scalar),
        children.allSatisfy({ EmojiSyntax.mayContinueSequence(utf8: trieUTF8[$0]) })
      {
        flags[node] |= endsBeforeNonContinuer
      }
    }
    for node in Int(trieChildStarts[0])..<Int(trieChildStarts[1])
    where !RegionalIndicator.contains(trieScalars[node]) {
      let children = Int(trieChildStarts[node])..<Int(trieChildStarts[node + 1])
      let modifierSequencesEnd = (UInt32(0x1F3FB)...0x1F3FF).allSatisfy { modifier in
        guard let child = children.first(where: { trieScalars[$0] == modifier }), trieEntries[child] != 0 else {
          return false
        }
        return (Int(trieChildStarts[child])..<Int(trieChildStarts[child + 1])).allSatisfy {
          EmojiSyntax.mayContinueSequence(utf8: trieUTF8[$0])
        }
      }
      if modifierSequencesEnd { flags[node] |= modifierSequencesEndBeforeNonContinuer }
      if let child = children.first(where: { trieScalars[$0] == EmojiSyntax.emojiPresentationSelector }), trieEntries[child] != 0,
        (Int(trieChildStarts[child])..<Int(trieChildStarts[child + 1])).allSatisfy({
          EmojiSyntax.mayContinueSequence(utf8: trieUTF8[$0])
        })
      {
        flags[node] |= presentationSequenceEndsBeforeNonContinuer
      }
    }
    return flags
  }

  /// `flagNodes`.
  static func flagNodes(trieScalars: [UInt32], trieChildStarts: [UInt16], trieEntries: [UInt16]) -> [UInt16] {
    var nodes = [UInt16](repeating: 0, count: 26 * 26)
    for first in Int(trieChildStarts[0])..<Int(trieChildStarts[1])
    where RegionalIndicator.contains(trieScalars[first]) {
      for second in Int(trieChildStarts[first])..<Int(trieChildStarts[first + 1])
      where RegionalIndicator.contains(trieScalars[second]) && trieEntries[second] != 0
        && trieChildStarts[second] == trieChildStarts[second + 1]
      {
        nodes[Int(trieScalars[first] - RegionalIndicator.first) * 26 + Int(trieScalars[second] - RegionalIndicator.first)] = UInt16(second)
      }
    }
    return nodes
  }

  /// Whether the listed sequence of first-level node `node` ends at its
  /// scalar when the text goes on with one that cannot continue a sequence
  /// (see `endsBeforeNonContinuer`).
  @inline(__always)
  func endsBeforeNonContinuer(_ node: Int) -> Bool { trieNodeFlags[node] & Self.endsBeforeNonContinuer != 0 }

  /// The node of the flag whose indicators' last UTF-8 bytes are `first`
  /// and `second` (A6…BF), 0 for none (see `flagNodes`).
  @inline(__always)
  func flagNode(_ first: UInt8, _ second: UInt8) -> Int {
    Int(flagNodes[RegionalIndicator.letter(lastByte: first) &* 26 &+ RegionalIndicator.letter(lastByte: second)])
  }

  /// Whether `.standard` accepts first-level node `node`'s own line with
  /// nothing after it (see `acceptedAlone`).
  @inline(__always)
  func isAcceptedAlone(_ node: Int) -> Bool { trieNodeFlags[node] & Self.acceptedAlone != 0 }

  /// The direct-indexed first level (see `rootIndex`).
  static func rootLevel(trieScalars: [UInt32], trieChildStarts: [UInt16]) -> ([UInt16], [UInt16]) {
    let children = Int(trieChildStarts[0])..<Int(trieChildStarts[1])
    let limit = children.isEmpty ? 0 : Int(trieScalars[children.last!]) >> 6 + 1
    var index = [UInt16](repeating: 0, count: limit)
    var blocks = [UInt16](repeating: 0, count: 64)  // block 0: no first scalar
    for child in children {
      let scalar = Int(trieScalars[child])
      if index[scalar >> 6] == 0 {
        index[scalar >> 6] = UInt16(blocks.count >> 6)
        blocks += repeatElement(0, count: 64)
      }
      blocks[Int(index[scalar >> 6]) << 6 | scalar & 63] = UInt16(child)
    }
    return (index, blocks)
  }

  /// The root's child for first scalar `scalar` (0: none), two reads.
  @inline(__always)
  package func rootChild(_ scalar: UInt32) -> Int {
    let block = Int(scalar >> 6)
    guard block < rootIndex.count else { return 0 }
    return Int(rootBlocks[Int(rootIndex[block]) << 6 | Int(scalar & 63)])
  }

  /// The emoji properties of `codePoint` in these tables' data version.
  @inline(__always)
  func properties(_ codePoint: UInt32) -> EmojiProperties {
    guard let propertyRuns else { return EmojiProperties.lookup(codePoint) }
    return EmojiProperties.lookup(codePoint, inRuns: propertyRuns)
  }

  /// Whether trie node `node` has children: whether a listed sequence
  /// continues past it.
  @inline(__always)
  func hasChildren(_ node: Int) -> Bool { trieChildStarts[node] != trieChildStarts[node + 1] }

  /// The child of trie node `node` reached by `scalar`, by binary search
  /// over the node's sorted children.
  @inline(__always)
  package func child(of node: Int, _ scalar: UInt32) -> Int? {
    if node == 0 {
      let child = rootChild(scalar)
      return child == 0 ? nil : child
    }
    let start = Int(trieChildStarts[node])
    let end = Int(trieChildStarts[node + 1])
    let child = start + UTF8Bytes.partitionPoint(UnsafeBufferPointer(rebasing: trieScalars[start..<end])) { $0 < scalar }
    return child < end && trieScalars[child] == scalar ? child : nil
  }

  /// The child of trie node `node` whose scalar's packed UTF-8 (see
  /// `trieUTF8`) is `key`, by binary search over the node's sorted children.
  @inline(__always)
  func child(of node: Int, utf8 key: UInt32) -> Int? {
    Self.child(of: node, utf8: key, starts: trieChildStarts, keys: trieUTF8)
  }

  /// `child(of:utf8:)` over `trieChildStarts` and `trieUTF8` already
  /// opened, for a walk that looks up several.
  @inline(__always)
  static func child(
    of node: Int, utf8 key: UInt32, starts: UnsafeBufferPointer<UInt16>, keys: UnsafeBufferPointer<UInt32>
  ) -> Int? {
    let start = Int(starts[node])
    let end = Int(starts[node + 1])
    let child = start + UTF8Bytes.partitionPoint(UnsafeBufferPointer(rebasing: keys[start..<end])) { $0 < key }
    return child < end && keys[child] == key ? child : nil
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
    // Among the nodes (every start but the last, the end), the first whose
    // children start after `node`, less one.
    UTF8Bytes.partitionPoint(UnsafeBufferPointer(rebasing: trieChildStarts.dropLast())) { Int($0) <= node } - 1
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
    let index = UTF8Bytes.partitionPoint(textVariationBases) { $0 < codePoint }
    return index < textVariationBases.count && textVariationBases[index] == codePoint
  }

  /// Whether `codePoint` is an Extended_Pictographic code point reserved for
  /// future emoji.
  func isReservedPictographic(_ codePoint: UInt32) -> Bool {
    UnicodeProperties.inRanges(codePoint, reservedPictographicRanges)
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
      emojiNameStarts.withUnsafeBufferPointer { starts in
        // Each name runs from its start to its newline.
        func name(at start: UInt32) -> Slice<UnsafeBufferPointer<UInt8>> {
          let start = Int(start)
          return text[start..<text[start...].firstIndex(of: 0x0A)!]
        }
        let index = UTF8Bytes.partitionPoint(UnsafeBufferPointer(rebasing: starts[0..<emojiNameCount])) {
          name(at: $0).lexicographicallyPrecedes(bytes)
        }
        return index < emojiNameCount && name(at: starts[index]).elementsEqual(bytes) ? index : nil
      }
    }
  }
}
