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
  /// Per entry (emoji-test.txt order), packed by `packEntry`.
  public var entries: [UInt64]
  /// Per entry, its trie node (to rebuild its scalars).
  public var entryNodes: [UInt16]
  /// Sorted text presentation bases (ED-8a) and reserved pictographic ranges
  /// as `start, end` pairs.
  public var textVariationBases: [UInt32]
  public var reservedPictographicRanges: [UInt32]
  /// Strings: the CLDR names sorted by UTF-8 bytes, then the group names, then
  /// the subgroup names, each followed by a newline; `nameStarts` has one
  /// offset per string plus the end.
  public var nameText: [UInt8]
  public var nameStarts: [UInt32]
  public var nameCount: Int
  public var groupCount: Int
  /// Per name, the fully-qualified (or component) entry with that name.
  public var nameEntries: [UInt16]
  public var subgroupGroups: [UInt8]
  /// Per trie node, its scalars from the root (for comments; not emitted).
  public var nodePaths: [[UInt32]]

  /// Packs one entry: bits 0-1 status, 4-6 kind, 8-15 version minor, 16-23
  /// version major, 24-31 subgroup, 32-47 name index.
  public static func packEntry(
    status: EmojiStatus, kind: EmojiKind, version: UnicodeVersion, subgroup: Int, name: Int
  ) -> UInt64 {
    precondition(version.minor < 256 && version.major < 256 && subgroup < 256 && name < 65536)
    return UInt64(status.rawValue) | UInt64(kind.rawValue) << 4 | UInt64(version.minor) << 8
      | UInt64(version.major) << 16 | UInt64(subgroup) << 24 | UInt64(name) << 32
  }

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
    var starts: [UInt32] = []
    for string in names + model.groups + model.subgroups {
      guard !string.contains("\n"), !string.contains("\\"), !string.contains("\"") else {
        throw TableGenError(path: "emoji-test.txt", "name '\(string)' holds a newline, backslash or quote")
      }
      starts.append(UInt32(text.count))
      text += Array(string.utf8) + [0x0A]
    }
    starts.append(UInt32(text.count))
    nameText = text
    nameStarts = starts
    nameCount = names.count
    groupCount = model.groups.count
    subgroupGroups = model.subgroupGroups.map { UInt8($0) }

    entries = model.entries.map { entry in
      Self.packEntry(
        status: entry.status, kind: entry.kind, version: entry.version, subgroup: entry.subgroup,
        name: nameIndex[entry.name]!)
    }
    textVariationBases = model.textVariationBases
    reservedPictographicRanges = model.reservedPictographic.flatMap { [$0.lowerBound, $0.upperBound] }
  }
}
