/// The sequence model compressed into the flat arrays the runtime searches:
/// a trie over scalars, one packed word per emoji-test.txt entry, and a
/// sorted name table. Tests build the runtime tables of other data versions
/// (15.0, for the ICU comparison) from this.
public struct EmojiSequenceTableData: Sendable, Equatable {
  /// Trie nodes in breadth-first order, children of a node sorted by scalar
  /// and contiguous: the children of node `n` are the nodes
  /// `trieChildStarts[n] ..< trieChildStarts[n + 1]`. Node 0 is the root.
  public var trieScalars: [UInt32]
  public var trieChildStarts: [UInt16]
  /// Per node, 1 + the index of the entry ending there, or 0.
  public var trieEntries: [UInt16]
  /// Per entry (emoji-test.txt order), packed as `EmojiEntryLayout` says.
  public var entries: [UInt16]
  /// Per entry, its subgroup (an index into the model's `subgroups`).
  public var entrySubgroups: [UInt8]
  /// Per entry, the index of its CLDR name among the strings of `nameText`.
  public var entryNames: [UInt16]
  /// Per entry, its trie node (to rebuild its scalars).
  public var entryNodes: [UInt16]
  /// Sorted text presentation bases (ED-8a) and reserved pictographic ranges
  /// as `start, end` pairs.
  public var textVariationBases: [UInt32]
  public var reservedPictographicRanges: [UInt32]
  /// Strings: the CLDR names sorted by UTF-8 bytes, then the group names, then
  /// the subgroup names, front-coded in blocks of `nameBlockSize`: each
  /// string is the bytes it shares with the string before it in its block
  /// (`namePrefixLengths`, 0 for a block's first) and the rest, a line of
  /// `nameText`. `nameBlockStarts` has the offset of each block's first line,
  /// plus the end. Sorted, a name shares most of itself with the one before
  /// ("man technologist: medium skin tone", "…: medium-dark skin tone"), and
  /// a block's first string, whole, is what a search by name compares.
  public var nameText: [UInt8]
  public var nameBlockStarts: [UInt32]
  public var namePrefixLengths: [UInt8]
  public static let nameBlockSize = 16
  public var nameCount: Int
  public var groupCount: Int
  /// Per name, the fully-qualified (or component) entry with that name.
  public var nameEntries: [UInt16]
  public var subgroupGroups: [UInt8]
  /// Per trie node, its scalars from the root (for comments; not emitted).
  public var nodePaths: [[UInt32]]

  public init(_ model: EmojiSequenceModel) throws {
    // The trie: build a tree, then number nodes breadth-first.
    final class Node {
      var children: [UInt32: Node] = [:]
      var entry: Int?
    }
    let root = Node()
    for (index, entry) in model.entries.enumerated() {
      var node = root
      for scalar in entry.scalars {
        if let child = node.children[scalar] {
          node = child
        } else {
          let child = Node()
          node.children[scalar] = child
          node = child
        }
      }
      node.entry = index
    }
    var order: [(node: Node, scalar: UInt32, path: [UInt32])] = [(root, 0, [])]
    var childStarts: [UInt16] = []
    var head = 0
    while head < order.count {
      let (node, _, path) = order[head]
      head += 1
      guard order.count < 65536 else { throw TableGenError(path: "emoji tables", "trie exceeds 65535 nodes") }
      childStarts.append(UInt16(order.count))
      for scalar in node.children.keys.sorted() {
        order.append((node.children[scalar]!, scalar, path + [scalar]))
      }
    }
    childStarts.append(UInt16(order.count))
    trieScalars = order.map(\.scalar)
    trieChildStarts = childStarts
    trieEntries = order.map { UInt16($0.node.entry.map { $0 + 1 } ?? 0) }
    nodePaths = order.map(\.path)
    var entryNodes = [UInt16](repeating: 0, count: model.entries.count)
    for (index, item) in order.enumerated() {
      if let entry = item.node.entry { entryNodes[entry] = UInt16(index) }
    }
    self.entryNodes = entryNodes

    // Names: unique, sorted by UTF-8 bytes so the runtime can binary-search
    // them with byte comparisons.
    let names = Set(model.entries.map(\.name)).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    var nameIndex: [String: Int] = [:]
    for (index, name) in names.enumerated() { nameIndex[name] = index }
    var nameEntries = [Int?](repeating: nil, count: names.count)
    for (index, entry) in model.entries.enumerated() where entry.status.isRGI {
      let name = nameIndex[entry.name]!
      if let other = nameEntries[name] {
        throw TableGenError(
          path: "emoji-test.txt", line: entry.line,
          "name '\(entry.name)' already names the \(model.entries[other].status.testName) entry on line \(model.entries[other].line)")
      }
      nameEntries[name] = index
    }
    for (name, entry) in zip(names, nameEntries) where entry == nil {
      throw TableGenError(path: "emoji-test.txt", "name '\(name)' has no fully-qualified or component entry")
    }
    self.nameEntries = nameEntries.map { UInt16($0!) }
    var text: [UInt8] = []
    var blockStarts: [UInt32] = []
    var prefixLengths: [UInt8] = []
    var previous: [UInt8] = []
    for (index, string) in (names + model.groups + model.subgroups).enumerated() {
      guard !string.contains("\n"), !string.contains("\\"), !string.contains("\"") else {
        throw TableGenError(path: "emoji-test.txt", "name '\(string)' holds a newline, backslash or quote")
      }
      let bytes = Array(string.utf8)
      var shared = 0
      if index % Self.nameBlockSize == 0 {
        blockStarts.append(UInt32(text.count))
      } else {
        // Whole UTF-8 sequences only, so that every line is text.
        while shared < min(bytes.count, previous.count, 255), bytes[shared] == previous[shared] { shared += 1 }
        while shared > 0, shared < bytes.count, bytes[shared] & 0xC0 == 0x80 { shared -= 1 }
      }
      prefixLengths.append(UInt8(shared))
      text += bytes[shared...] + [0x0A]
      previous = bytes
    }
    blockStarts.append(UInt32(text.count))
    nameText = text
    nameBlockStarts = blockStarts
    namePrefixLengths = prefixLengths
    nameCount = names.count
    groupCount = model.groups.count
    subgroupGroups = model.subgroupGroups.map { UInt8($0) }

    entries = model.entries.map { EmojiEntryLayout.pack(status: $0.status, kind: $0.kind, version: $0.version) }
    entrySubgroups = model.entries.map { UInt8($0.subgroup) }
    entryNames = model.entries.map { UInt16(nameIndex[$0.name]!) }
    textVariationBases = model.textVariationBases
    reservedPictographicRanges = model.reservedPictographic.flatMap { [$0.lowerBound, $0.upperBound] }
  }
}

/// The tables the scanner reads besides the trie itself, derived from it
/// here so that the runtime reaches every one as static data, with no work
/// at first use and no derivation of its own. Tests build the runtime data
/// of other versions from this too.
public struct EmojiSequenceDerivedTables: Sendable, Equatable {
  /// The trie's first level is a two-level table over first scalars, in
  /// blocks of the one two-level geometry (`TwoLevelTable.blockShift`).
  public static let rootBlockShift = TwoLevelTable<UInt16>.blockShift
  public static let rootBlockSize = 1 << rootBlockShift

  /// Per first scalar block, its block in `rootBlocks` (0: no first scalar).
  public var rootIndex: [UInt16]
  /// Per scalar of each block, its first-level node (0: none).
  public var rootBlocks: [UInt16]
  /// Per node, its scalar's UTF-8 packed from the top byte down.
  public var trieUTF8: [UInt32]
  /// Per node, its `EmojiTrieNodeFlag` bits (first level only).
  public var trieNodeFlags: [UInt8]
  /// Per ASCII byte, the node of `byte U+FE0F U+20E3` when listed and not continued.
  public var keycapNodes: [UInt16]
  /// Per pair of regional indicators (26 × 26), the flag's node when listed and not continued.
  public var flagNodes: [UInt16]

  static let zwj: UInt32 = 0x200D
  static let emojiSelector: UInt32 = 0xFE0F
  static let combiningKeycap: UInt32 = 0x20E3

  static func isRegionalIndicator(_ c: UInt32) -> Bool { c &- 0x1F1E6 < 26 }

  /// The scalar's UTF-8, packed from the top byte down (`😀` is 0xF09F9880).
  static func packedUTF8(_ scalar: UInt32) -> UInt32 {
    guard let scalar = Unicode.Scalar(scalar) else { return 0 }  // the root's placeholder
    return UTF8.encode(scalar)!.enumerated().reduce(0) { $0 | UInt32($1.element) << (24 - 8 * $1.offset) }
  }

  /// U+FE0E, U+FE0F, ZWJ, U+20E3, a skin tone or a tag (ED-8a, ED-9a,
  /// ED-16, ED-14c, ED-13, ED-14a), from the scalar's packed UTF-8: the
  /// scalars after which the node flags let a match go on. A test checks
  /// the scanner's own test (`EmojiScanner.mayContinueSequence(utf8:)`)
  /// against this on every scalar.
  public static func mayContinueSequence(utf8 key: UInt32) -> Bool {
    let top = key >> 8
    return top == 0xE2_808D || top == 0xE2_83A3 || top | 1 == 0xEF_B88F
      || (top == 0xF0_9F8F && key & 0xFF >= 0xBB) || key >> 16 == 0xF3A0
  }

  /// - Parameter isEmojiPresentation: the scalar's Emoji_Presentation
  ///   property (emoji-data.txt).
  public init(_ data: EmojiSequenceTableData, isEmojiPresentation: (UInt32) -> Bool) {
    let scalars = data.trieScalars
    let starts = data.trieChildStarts
    let nodeEntries = data.trieEntries
    func children(_ node: Int) -> Range<Int> { Int(starts[node])..<Int(starts[node + 1]) }
    let firstLevel = children(0)

    // The first level, direct-indexed by blocks of first scalars; blocks
    // with none share block 0.
    let shift = Self.rootBlockShift
    let size = Self.rootBlockSize
    let limit = firstLevel.isEmpty ? 0 : Int(scalars[firstLevel.last!]) >> shift + 1
    var index = [UInt16](repeating: 0, count: limit)
    var blocks = [UInt16](repeating: 0, count: size)
    for child in firstLevel {
      let scalar = Int(scalars[child])
      if index[scalar >> shift] == 0 {
        index[scalar >> shift] = UInt16(blocks.count >> shift)
        blocks += repeatElement(0, count: size)
      }
      blocks[Int(index[scalar >> shift]) << shift | scalar & (size - 1)] = UInt16(child)
    }
    rootIndex = index
    rootBlocks = blocks

    let utf8 = scalars.map(Self.packedUTF8)
    trieUTF8 = utf8

    keycapNodes = (0..<128).map { base in
      var node = 0
      for scalar in [UInt32(base), Self.emojiSelector, Self.combiningKeycap] {
        guard let child = children(node).first(where: { scalars[$0] == scalar }) else { return 0 }
        node = child
      }
      return nodeEntries[node] != 0 && children(node).isEmpty ? UInt16(node) : 0
    }

    var flags = [UInt16](repeating: 0, count: 26 * 26)
    for first in firstLevel where Self.isRegionalIndicator(scalars[first]) {
      for second in children(first)
      where Self.isRegionalIndicator(scalars[second]) && nodeEntries[second] != 0 && children(second).isEmpty {
        flags[Int(scalars[first] - 0x1F1E6) * 26 + Int(scalars[second] - 0x1F1E6)] = UInt16(second)
      }
    }
    flagNodes = flags

    func endsBeforeNonContinuer(_ node: Int) -> Bool {
      children(node).allSatisfy { Self.mayContinueSequence(utf8: utf8[$0]) }
    }
    var nodeFlags = [UInt8](repeating: 0, count: scalars.count)
    for node in firstLevel {
      let scalar = scalars[node]
      let entry = Int(nodeEntries[node])
      if entry != 0 {
        let status = EmojiEntryLayout.status.unpack(UInt64(data.entries[entry - 1]))
        if status == EmojiStatusCode.fullyQualified.rawValue || status == EmojiStatusCode.component.rawValue
          || isEmojiPresentation(scalar)
        {
          nodeFlags[node] |= EmojiTrieNodeFlag.acceptedAlone.bit
          if !Self.isRegionalIndicator(scalar), endsBeforeNonContinuer(node) {
            nodeFlags[node] |= EmojiTrieNodeFlag.endsBeforeNonContinuer.bit
          }
        }
      }
      guard !Self.isRegionalIndicator(scalar) else { continue }
      let modifierSequencesEnd = (UInt32(0x1F3FB)...0x1F3FF).allSatisfy { modifier in
        guard let child = children(node).first(where: { scalars[$0] == modifier }), nodeEntries[child] != 0 else {
          return false
        }
        return endsBeforeNonContinuer(child)
      }
      if modifierSequencesEnd { nodeFlags[node] |= EmojiTrieNodeFlag.modifierSequencesEndBeforeNonContinuer.bit }
      if let child = children(node).first(where: { scalars[$0] == Self.emojiSelector }), nodeEntries[child] != 0,
        endsBeforeNonContinuer(child)
      {
        nodeFlags[node] |= EmojiTrieNodeFlag.presentationSequenceEndsBeforeNonContinuer.bit
      }
    }
    trieNodeFlags = nodeFlags
  }
}
