/// Emits `Generated/EmojiSequenceTables.swift`: the emoji sequences of
/// emoji-test.txt, emoji-sequences.txt and emoji-zwj-sequences.txt as a trie,
/// entries and names (see `EmojiSequenceTableData` for the layout).
public enum EmojiSequenceTables {
  public static let fileName = "EmojiSequenceTables.swift"

  /// `let name: [Type] = [.first, .second]`: the runtime's enum cases by
  /// code, from the generator's cases of the same names (`cases` in code
  /// order, codes 0, 1, …).
  static func caseArray(_ name: String, of type: String, _ cases: [(code: Int, name: String)], doc: [String]) -> String {
    precondition(cases.map(\.code) == Array(cases.indices), "codes are 0, 1, … in order")
    return doc.map { "/// \($0)\n" }.joined()
      + "let \(name): [\(type)] = [\(cases.map { ".\($0.name)" }.joined(separator: ", "))]\n"
  }

  public static func emit(_ model: EmojiSequenceModel, from folder: EmojiDataFolder) throws -> GeneratedFile {
    let data = try EmojiSequenceTableData(model)
    var text = SwiftSource.header(
      title: "Emoji sequences, Unicode Emoji \(folder.version) (UTS #51 ED-20 … ED-27, emoji-test.txt).",
      inputs: [folder.emojiSequences, folder.emojiZWJSequences, folder.emojiTest,
               folder.emojiVariationSequences, folder.emojiData])
    func show(_ scalars: [UInt32]) -> String {
      String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
    }
    let entryComments = model.entries.map { entry in
      "E\(entry.version) \(entry.status.testName) \(entry.kind.ucdName) (\(show(entry.scalars))) \(entry.name)"
    }
    // The trie's keys (its scalars as UTF-8) and what the scanner reads
    // besides the trie, derived from it here so that the runtime finds them
    // as static data (see EmojiSequenceDerivedTables).
    let properties = try EmojiPropertyModel(parsing: folder.emojiData)
    let derived = EmojiSequenceDerivedTables(data) {
      properties.properties(of: $0) & EmojiProperty.emojiPresentation.bit != 0
    }
    let nodeComments = data.nodePaths.indices.map { node -> String in
      let path = data.nodePaths[node]
      if path.isEmpty { return "root" }
      let entry = Int(data.trieEntries[node]) - 1
      let ending = entry >= 0 ? " -> \(model.entries[entry].status.testName): \(model.entries[entry].name)" : ""
      return path.map(hex).joined(separator: " ") + ending
    }
    text += "\n"
    text += SwiftSource.array(
      "emojiTrieUTF8", of: UInt32.self, derived.trieUTF8, comments: nodeComments,
      doc: [
        "The trie of every emoji-test.txt sequence: per node, the scalar on the",
        "edge into it as its UTF-8 packed from the top byte down (`😀` F0 9F 98 80",
        "is 0xF09F9880, `©` C2 A9 is 0xC2A90000), which sorts as the scalars do,",
        "so that a node's children are searched with the text's bytes. Nodes are",
        "numbered breadth-first with the children of a node contiguous and",
        "sorted, so that `emojiTrieChildStarts` alone gives them: node `n`'s",
        "children are `emojiTrieChildStarts[n] ..< emojiTrieChildStarts[n + 1]`,",
        "searched by binary search. Node 0 is the root.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "emojiTrieChildStarts", of: UInt16.self, data.trieChildStarts, perLine: 16,
      doc: ["The first child of each trie node, plus the end (see `emojiTrieUTF8`)."])
    text += "\n"
    text += SwiftSource.array(
      "emojiTrieEntries", of: UInt16.self, data.trieEntries, perLine: 16,
      doc: ["Per trie node: 1 + the index in `emojiEntries` of the sequence ending there, or 0."])
    text += "\n"
    text += caseArray(
      "emojiStatusesByCode", of: "EmojiStatus", EmojiStatusCode.allCases.map { ($0.rawValue, "\($0)") },
      doc: ["The `EmojiStatus` of each status number in `emojiEntries` (`emojiEntryStatusShift`)."])
    text += caseArray(
      "emojiKindsByCode", of: "EmojiKind", EmojiKindCode.allCases.map { ($0.rawValue, "\($0)") },
      doc: ["The `EmojiKind` of each kind number in `emojiEntries` (`emojiEntryKindShift`)."])
    text += "\n"
    text += EmojiEntryLayout.swiftSource()
    text += "\n"
    text += SwiftSource.array(
      "emojiEntries", of: UInt16.self, data.entries, comments: entryComments,
      doc: [
        "The lines of emoji-test.txt in file (CLDR) order, one word each, fields",
        "as the `emojiEntry…Shift` and `emojiEntry…Mask` constants say: status",
        "(0 fully-qualified, 1 minimally-qualified, 2 unqualified, 3 component),",
        "kind (0 basic, 1 keycap, 2 flag, 3 tag, 4 modifier, 5 ZWJ; the RGI set",
        "listing it, else its shape), version minor and major.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "emojiEntrySubgroups", of: UInt8.self, data.entrySubgroups, perLine: 16,
      doc: ["Per entry, its subgroup: its index after the groups in `emojiNameText`."])
    text += "\n"
    text += SwiftSource.array(
      "emojiEntryNames", of: UInt16.self, data.entryNames, perLine: 16,
      doc: ["Per entry, the index of its CLDR name among the strings of `emojiNameText`."])
    text += "\n"
    text += SwiftSource.array(
      "emojiEntryNodes", of: UInt16.self, data.entryNodes, perLine: 16,
      doc: ["Per entry, the trie node its sequence ends at."])
    text += "\n"
    text += SwiftSource.array(
      "emojiTextVariationBases", of: UInt32.self, data.textVariationBases, perLine: 8,
      doc: [
        "Code points with a text presentation sequence in",
        "emoji-variation-sequences.txt, sorted: U+FE0E after one makes it text (ED-8a).",
      ])
    text += "\n"
    text += SwiftSource.array(
      "emojiReservedPictographicRanges", of: UInt32.self, data.reservedPictographicRanges, perLine: 8,
      doc: [
        "Extended_Pictographic code points reserved for future emoji (emoji-data.txt",
        "`<reserved-…>`), as sorted `first, last` pairs.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "emojiNameBlockStarts", of: UInt32.self, data.nameBlockStarts, perLine: 8,
      doc: ["Byte offset in `emojiNameText` of each block's first line, plus the end."])
    text += "\n"
    text += SwiftSource.array(
      "emojiNamePrefixLengths", of: UInt8.self, data.namePrefixLengths, perLine: 16,
      doc: [
        "Per string of `emojiNameText`, the bytes it shares with the string before",
        "it, which its line leaves out (0 for a block's first string).",
      ])
    text += "\n"
    text += SwiftSource.array(
      "emojiNameEntries", of: UInt16.self, data.nameEntries, perLine: 16,
      doc: ["Per name (sorted), the fully-qualified or component entry it names."])
    text += "\n"
    text += SwiftSource.array(
      "emojiSubgroupGroups", of: UInt8.self, data.subgroupGroups, perLine: 16,
      doc: ["Per subgroup, its group."])
    text += """

      /// Strings in `emojiNameText`: \(data.nameCount) CLDR names, then \(data.groupCount) groups, then the subgroups.
      let emojiNameCount = \(data.nameCount)
      let emojiGroupCount = \(data.groupCount)

      /// Strings per block of `emojiNameText`: a block's first string is whole.
      let emojiNameBlockSize = \(EmojiSequenceTableData.nameBlockSize)

      /// The CLDR short names, sorted by UTF-8 bytes, then the group and subgroup
      /// names in file order, one per line, each without the bytes it shares
      /// with the string before it in its block (`emojiNamePrefixLengths`). A
      /// string literal is static data the compiler lays out as bytes: nothing
      /// is built at run time.
      let emojiNameText: StaticString = \"\"\"

      """
    text += String(decoding: data.nameText, as: UTF8.self)
    text += "\"\"\"\n"

    text += "\n"
    text += SwiftSource.constant(
      "emojiTrieRootBlockShift", of: UInt32.self, UInt32(EmojiSequenceDerivedTables.rootBlockShift),
      doc: ["The block of first scalar `c` in `emojiTrieRootIndex`: `c >> emojiTrieRootBlockShift`."])
    text += SwiftSource.constant(
      "emojiTrieRootBlockMask", of: UInt32.self, UInt32(EmojiSequenceDerivedTables.rootBlockSize - 1),
      doc: ["The slot of `c` in its block: `c & emojiTrieRootBlockMask`."])
    text += "\n"
    text += SwiftSource.array(
      "emojiTrieRootIndex", of: UInt16.self, derived.rootIndex, perLine: 16,
      doc: [
        "The trie's first level, a two-level table over first scalars: the root's",
        "child for a first scalar `c` in blocks `0 ..< emojiTrieRootIndex.count` is",
        "the slot `c & emojiTrieRootBlockMask` of block `emojiTrieRootIndex[c >>",
        "emojiTrieRootBlockShift]` in `emojiTrieRootBlocks`, 0 for none (the root",
        "is no node's child). Blocks with no first scalar share block 0.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "emojiTrieRootBlocks", of: UInt16.self, derived.rootBlocks, perLine: 16,
      doc: ["The blocks of `emojiTrieRootIndex`: first-level nodes, 0 for none."])
    text += "\n"
    text += EmojiTrieNodeFlag.swiftSource()
    text += "\n"
    text += SwiftSource.array(
      "emojiTrieNodeFlags", of: UInt8.self, derived.trieNodeFlags, perLine: 16,
      doc: [
        "Per trie node, the fast paths' flags (first level only, 0 below): the",
        "`emojiTrieNode…` bits above.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "emojiKeycapNodes", of: UInt16.self, derived.keycapNodes, perLine: 16,
      doc: [
        "Per ASCII byte, the node of `byte U+FE0F U+20E3` (ED-14c) when it is",
        "listed and no listed sequence continues it, else 0.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "emojiFlagNodes", of: UInt16.self, derived.flagNodes, perLine: 16,
      doc: [
        "Per pair of regional indicators (ED-14), at `(first - 0x1F1E6) * 26 +",
        "second - 0x1F1E6`, the flag's node when it is listed and no listed",
        "sequence continues it, else 0.",
      ])

    func size<T: FixedWidthInteger>(_ name: String, _ values: [T]) -> TableSize {
      TableSize(name: name, entries: values.count, bytes: values.count * MemoryLayout<T>.size)
    }
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [
        size("emojiTrieUTF8", derived.trieUTF8),
        size("emojiTrieChildStarts", data.trieChildStarts),
        size("emojiTrieEntries", data.trieEntries),
        size("emojiEntries", data.entries),
        size("emojiEntrySubgroups", data.entrySubgroups),
        size("emojiEntryNames", data.entryNames),
        size("emojiEntryNodes", data.entryNodes),
        size("emojiTextVariationBases", data.textVariationBases),
        size("emojiReservedPictographicRanges", data.reservedPictographicRanges),
        size("emojiNameBlockStarts", data.nameBlockStarts),
        size("emojiNamePrefixLengths", data.namePrefixLengths),
        size("emojiNameEntries", data.nameEntries),
        size("emojiSubgroupGroups", data.subgroupGroups),
        size("emojiNameText", data.nameText),
        size("emojiTrieRootIndex", derived.rootIndex),
        size("emojiTrieRootBlocks", derived.rootBlocks),
        size("emojiTrieNodeFlags", derived.trieNodeFlags),
        size("emojiKeycapNodes", derived.keycapNodes),
        size("emojiFlagNodes", derived.flagNodes),
      ])
  }
}
