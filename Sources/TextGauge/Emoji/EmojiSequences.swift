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
/// thousand children, so it is a two-level table. The generator derives
/// that level, the UTF-8 keys, the node flags and the keycap and flag nodes
/// from the trie and emits them with it (TableGenKit's
/// `EmojiSequenceDerivedTables`, which also makes them for tables built in
/// memory): nothing here derives a table or states a layout.
package struct EmojiSequenceData: @unchecked Sendable {
  /// The trie of listed sequences (layout in the generated file); a
  /// node's scalar is its `trieUTF8` key, decoded (`trieScalar(_:)`).
  package let trieChildStarts: UnsafeBufferPointer<UInt16>
  package let trieEntries: UnsafeBufferPointer<UInt16>
  /// One packed word per emoji-test.txt line.
  package let entries: UnsafeBufferPointer<UInt16>
  package let textVariationBases: UnsafeBufferPointer<UInt32>
  package let reservedPictographicRanges: UnsafeBufferPointer<UInt32>
  /// The emoji-data.txt runs to take properties from; nil for the built-in
  /// tables, which `EmojiProperties.lookup` answers with its fast paths.
  package let propertyRuns: UnsafeBufferPointer<UInt32>?
  /// The trie's first level, a two-level table over first scalars
  /// (`emojiTrieRootIndex`, geometry generated): the root's child for a
  /// first scalar, 0 for none (the root is no node's child).
  package let rootIndex: UnsafeBufferPointer<UInt16>
  package let rootBlocks: UnsafeBufferPointer<UInt16>
  /// Per trie node, its scalar's UTF-8 packed from the top byte down
  /// (`😀` F0 9F 98 80 is 0xF09F9880, `©` C2 A9 is 0xC2A90000): sorted as
  /// the scalars are (UTF-8 keeps code point order), so a node's children
  /// are searched with the text's next bytes, which need no decoding.
  package let trieUTF8: UnsafeBufferPointer<UInt32>
  /// Per trie node, the generated `emojiTrieNode…` bits (what each means is
  /// documented there); 0 for nodes below the first level.
  package let trieNodeFlags: UnsafeBufferPointer<UInt8>
  static let acceptedAlone = emojiTrieNodeAcceptedAlone
  static let endsBeforeNonContinuer = emojiTrieNodeEndsBeforeNonContinuer
  static let modifierSequencesEndBeforeNonContinuer = emojiTrieNodeModifierSequencesEndBeforeNonContinuer
  static let presentationSequenceEndsBeforeNonContinuer = emojiTrieNodePresentationSequenceEndsBeforeNonContinuer
  /// The keycaps (ED-14c) listed with nothing after them: per ASCII byte,
  /// the node of `byte U+FE0F U+20E3` when it is listed and no listed
  /// sequence continues it, else 0.
  package let keycapNodes: UnsafeBufferPointer<UInt16>
  /// The flags (ED-14, two regional indicators) listed with nothing after
  /// them: the pair's node at `(first - 0x1F1E6) * 26 + second - 0x1F1E6`,
  /// 0 when the pair is not listed or a listed sequence continues it.
  package let flagNodes: UnsafeBufferPointer<UInt16>
  private init(
    trieChildStarts: UnsafeBufferPointer<UInt16>, trieEntries: UnsafeBufferPointer<UInt16>, entries: UnsafeBufferPointer<UInt16>,
    textVariationBases: UnsafeBufferPointer<UInt32>, reservedPictographicRanges: UnsafeBufferPointer<UInt32>,
    propertyRuns: UnsafeBufferPointer<UInt32>?, rootIndex: UnsafeBufferPointer<UInt16>,
    rootBlocks: UnsafeBufferPointer<UInt16>, trieUTF8: UnsafeBufferPointer<UInt32>,
    trieNodeFlags: UnsafeBufferPointer<UInt8>, keycapNodes: UnsafeBufferPointer<UInt16>,
    flagNodes: UnsafeBufferPointer<UInt16>
  ) {
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
      trieChildStarts: view(emojiTrieChildStarts), trieEntries: view(emojiTrieEntries), entries: view(emojiEntries),
      textVariationBases: view(emojiTextVariationBases),
      reservedPictographicRanges: view(emojiReservedPictographicRanges), propertyRuns: nil,
      rootIndex: view(emojiTrieRootIndex), rootBlocks: view(emojiTrieRootBlocks), trieUTF8: view(emojiTrieUTF8),
      trieNodeFlags: view(emojiTrieNodeFlags), keycapNodes: view(emojiKeycapNodes), flagNodes: view(emojiFlagNodes))
  }

  /// Tables built in memory (another data version), every one made by the
  /// generator's stages (tests use TableGenKit's `EmojiSequenceTableData`
  /// and `EmojiSequenceDerivedTables`), copied here.
  package init(
    trieChildStarts: [UInt16], trieEntries: [UInt16], entries: [UInt16],
    textVariationBases: [UInt32], reservedPictographicRanges: [UInt32], propertyRuns: [UInt32]?,
    rootIndex: [UInt16], rootBlocks: [UInt16], trieUTF8: [UInt32], trieNodeFlags: [UInt8],
    keycapNodes: [UInt16], flagNodes: [UInt16]
  ) {
    self.init(
      trieChildStarts: Self.copy(trieChildStarts), trieEntries: Self.copy(trieEntries), entries: Self.copy(entries),
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

  /// The end of the keycap at `i` (`1️⃣`: a base, U+FE0F, U+20E3, ED-14c)
  /// when the sequence is listed and nothing after it may continue a
  /// sequence; nil otherwise, or with fewer than eight bytes from `i` (the
  /// tail is read as one word).
  @inline(__always)
  func keycapEnd(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    guard i &+ 8 <= text.count, EmojiSyntax.hasKeycapTail(after: i, in: text.baseAddress!),
      keycapNodes[Int(text[i])] != 0, !EmojiSyntax.mayContinueSequence(text, at: i &+ 7)
    else { return nil }
    return i &+ 7
  }

  /// The end of the flag at `i` (two regional indicators, ED-14) when the
  /// pair is listed and nothing after it may continue a sequence. The
  /// caller knows that the indicator at `i` is the first of its pair (UAX
  /// #29 GB12, GB13: indicators pair from the start of their run).
  @inline(__always)
  func flagEnd(at i: Int, in text: UnsafeBufferPointer<UInt8>) -> Int? {
    guard i &+ 8 <= text.count, RegionalIndicator.endsAt(i &+ 8, in: text.baseAddress!),
      flagNode(text[i &+ 3], text[i &+ 7]) != 0, !EmojiSyntax.mayContinueSequence(text, at: i &+ 8)
    else { return nil }
    return i &+ 8
  }

  /// Whether `.standard` accepts first-level node `node`'s own line with
  /// nothing after it (see `acceptedAlone`).
  @inline(__always)
  func isAcceptedAlone(_ node: Int) -> Bool { trieNodeFlags[node] & Self.acceptedAlone != 0 }

  /// The root's child for first scalar `scalar` (0: none), two reads.
  @inline(__always)
  package func rootChild(_ scalar: UInt32) -> Int {
    guard scalar >> emojiTrieRootBlockShift < rootIndex.count else { return 0 }
    return Int(
      TwoLevelLookup.entry(
        of: scalar, index: rootIndex, blocks: rootBlocks, shift: emojiTrieRootBlockShift, mask: emojiTrieRootBlockMask))
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
    return child(of: node, utf8: UTF8Bytes.bigEndianWord(of: scalar))
  }

  /// The scalar of trie node `node` (not the root): its `trieUTF8` key,
  /// decoded.
  package func trieScalar(_ node: Int) -> UInt32 {
    let key = trieUTF8[node]
    let lead = key &>> 24
    if lead < 0x80 { return lead }
    let second = key &>> 16 & 0x3F, third = key &>> 8 & 0x3F, fourth = key & 0x3F
    if lead < 0xE0 { return (lead & 0x1F) &<< 6 | second }
    if lead < 0xF0 { return (lead & 0x0F) &<< 12 | second &<< 6 | third }
    return (lead & 0x07) &<< 18 | second &<< 12 | third &<< 6 | fourth
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

  /// The end of the longest sequence that emoji-test.txt lists, at any
  /// qualification status but as a component (a skin tone or hair style
  /// alone), that `scalars` holds from `start`; nil when none starts there.
  /// twitter-text v3's emoji pattern (`regexp/emoji.py`): every line of
  /// emoji-test.txt outside its `Component` group, the sequences of several
  /// code points as alternatives sorted longest first, then the single code
  /// points as one class, which Python's leftmost alternation makes the
  /// longest listed sequence at each position. No well-formedness rule
  /// adds to it: an unlisted ZWJ sequence matches only its listed head, and
  /// regional indicators pair wherever a listed flag starts, not as UAX #29
  /// pairs them. Work is bounded by the longest listed sequence.
  func longestListedSequence(in scalars: UnsafeBufferPointer<UInt32>, at start: Int) -> Int? {
    var node = rootChild(scalars[start])
    guard node != 0 else { return nil }
    var best: Int?
    var position = start + 1
    while true {
      let entry = Int(trieEntries[node])
      if entry != 0, EmojiEntryInfo(entries[entry - 1]).status != .component { best = position }
      guard position < scalars.count, hasChildren(node), let next = child(of: node, scalars[position]) else { break }
      node = next
      position += 1
    }
    return best
  }

  /// ``longestListedSequence(in:at:)`` over well-formed UTF-8: `start` is
  /// the offset of a scalar whose first-level node is `root` (not 0) and
  /// which ends at `next`; the answer is a byte offset. The walk compares
  /// each following scalar's bytes with the children's packed UTF-8
  /// (`trieUTF8`), with no decoding, and stops at ASCII: only the root has
  /// ASCII children (the keycap bases).
  @inline(__always)
  func longestListedSequence(inUTF8 text: UnsafeBufferPointer<UInt8>, root: Int, next: Int) -> Int? {
    var node = root
    var best: Int?
    var position = next
    while true {
      let entry = Int(trieEntries[node])
      if entry != 0, EmojiEntryInfo(entries[entry - 1]).status != .component { best = position }
      guard position < text.count, text[position] >= 0x80, hasChildren(node) else { break }
      let (key, length) = EmojiScanner.utf8Key(text, position)
      guard let child = Self.child(of: node, utf8: key, starts: trieChildStarts, keys: trieUTF8) else { break }
      node = child
      position += length
    }
    return best
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
      result.append(trieScalar(node))
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

/// One emoji-test.txt entry's packed fields (see `emojiEntries`); its
/// subgroup is `emojiEntrySubgroups[entry]` and its CLDR name's index
/// `emojiEntryNames[entry]`.
package struct EmojiEntryInfo: Sendable, Hashable {
  package var status: EmojiStatus
  package var kind: EmojiKind
  package var versionMajor: Int
  package var versionMinor: Int

  /// The fields as the generated `emojiEntry…Shift` and `…Mask` lay them
  /// out; the status and kind numbers decode through the generated
  /// `emojiStatusesByCode` and `emojiKindsByCode`, which name the cases.
  @inline(__always)
  package init(_ word: UInt16) {
    @inline(__always) func field(_ shift: UInt16, _ mask: UInt16) -> Int { Int(truncatingIfNeeded: word >> shift & mask) }
    status = emojiStatusesByCode[field(emojiEntryStatusShift, emojiEntryStatusMask)]
    kind = emojiKindsByCode[field(emojiEntryKindShift, emojiEntryKindMask)]
    versionMinor = field(emojiEntryVersionMinorShift, emojiEntryVersionMinorMask)
    versionMajor = field(emojiEntryVersionMajorShift, emojiEntryVersionMajorMask)
  }

  /// `1.0`, `17.0`.
  package var version: UnicodeVersion { UnicodeVersion(major: versionMajor, minor: versionMinor) }

  /// Fully-qualified and component lines are exactly RGI_Emoji (ED-27).
  package var isRGI: Bool { status == .fullyQualified || status == .component }
}

/// The strings of `emojiNameText`: names, then groups, then subgroups,
/// front-coded in blocks of `emojiNameBlockSize` (each line is a string
/// without the bytes it shares with the string before it).
///
/// The loops read the text through plain indexes, not generic slice
/// algorithms: a debug build (an app's, the tests') runs them per byte,
/// and `EmojiShortcodes` names every entry the first time it is used.
enum EmojiNames {
  static func string(at index: Int) -> String {
    String(decoding: bytes(at: index), as: UTF8.self)
  }

  /// String `index`'s UTF-8, filled from its end back: its own line holds
  /// its bytes from its shared prefix's length on, and each string before
  /// it in the block, back to the block's first (stored whole), gives the
  /// bytes from its own shared prefix's length up to the shortest prefix
  /// shared after it. Each byte of the result is copied once.
  static func bytes(at index: Int) -> [UInt8] {
    emojiNameText.withUTF8Buffer { text in
      let first = index / emojiNameBlockSize * emojiNameBlockSize
      return withUnsafeTemporaryAllocation(of: Int.self, capacity: emojiNameBlockSize + 1) { starts in
        // starts[k]: the line of string first + k; starts[k + 1] - 1 its end.
        starts[0] = Int(emojiNameBlockStarts[first / emojiNameBlockSize])
        for k in 0...(index - first) { starts[k + 1] = lineEnd(from: starts[k], in: text) + 1 }
        let own = index - first
        let length = Int(emojiNamePrefixLengths[index]) + starts[own + 1] - 1 - starts[own]
        return [UInt8](unsafeUninitializedCapacity: length) { result, count in
          var need = length
          var k = own
          while need > 0 {
            let shared = Int(emojiNamePrefixLengths[first + k])
            if shared < need {
              for offset in shared..<need { result[offset] = text[starts[k] + offset - shared] }
              need = shared
            }
            k -= 1
          }
          count = length
        }
      }
    }
  }

  /// Calls `body` with each string from `first` through `last` in order,
  /// each rebuilt from the one before it (from the first string of
  /// `first`'s block), until it returns true; the index of that string.
  static func firstIndex(
    from first: Int, through last: Int, where body: (UnsafeBufferPointer<UInt8>) -> Bool
  ) -> Int? {
    emojiNameText.withUTF8Buffer { text in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(128)
      var start = Int(emojiNameBlockStarts[first / emojiNameBlockSize])
      for item in first / emojiNameBlockSize * emojiNameBlockSize...last {
        let end = lineEnd(from: start, in: text)
        bytes.removeLast(bytes.count - Int(emojiNamePrefixLengths[item]))
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<end]))
        if item >= first, bytes.withUnsafeBufferPointer(body) { return item }
        start = end + 1
      }
      return nil
    }
  }

  /// The end of the line starting at `start`: its newline, or the end of
  /// the text for the last (a multi-line string literal ends without one).
  private static func lineEnd(from start: Int, in text: UnsafeBufferPointer<UInt8>) -> Int {
    var end = start
    while end < text.count && text[end] != 0x0A { end += 1 }
    return end
  }

  /// The index of the CLDR name equal to `bytes`: a binary search over the
  /// blocks' first names (whole, sorted by UTF-8 bytes), then through the
  /// block whose first name is the last at or before `bytes`.
  static func index(ofName bytes: some Collection<UInt8>) -> Int? {
    let blockCount = (emojiNameCount + emojiNameBlockSize - 1) / emojiNameBlockSize
    let following = emojiNameText.withUTF8Buffer { text in
      emojiNameBlockStarts.withUnsafeBufferPointer { starts in
        UTF8Bytes.partitionPoint(UnsafeBufferPointer(rebasing: starts[0..<blockCount])) {
          let start = Int($0)
          return !bytes.lexicographicallyPrecedes(UnsafeBufferPointer(rebasing: text[start..<lineEnd(from: start, in: text)]))
        }
      }
    }
    guard following > 0 else { return nil }
    let first = (following - 1) * emojiNameBlockSize
    return firstIndex(from: first, through: min(first + emojiNameBlockSize, emojiNameCount) - 1) {
      $0.elementsEqual(bytes)
    }
  }
}
