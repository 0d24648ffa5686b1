/// Emits `Generated/EmojiPropertyTables.swift` from the emoji-data.txt model.
public enum EmojiPropertyTables {
  public static let fileName = "EmojiPropertyTables.swift"

  public static func emit(_ model: EmojiPropertyModel, from folder: EmojiDataFolder) -> GeneratedFile {
    let runs = model.runs()
    let bmp = TwoLevelTable(
      blocksOfTheBMP: (0..<TwoLevelTable<[UInt8]>.blocksPerTable).map { block in
        (0..<TwoLevelTable<[UInt8]>.blockSize).map {
          model.properties(of: UInt32(block << TwoLevelTable<[UInt8]>.blockShift + $0))
        }
      })

    var text = SwiftSource.header(
      title: "Emoji code point properties, Unicode Emoji \(folder.version) (UTS #51 §1.4.1).",
      inputs: [folder.emojiData])
    text += "\n"
    text += "/// The bit of each property in a mask of `emojiPropertyBMPBlocks` and `emojiPropertyRuns`.\n"
    for property in EmojiProperty.allCases {
      text += SwiftSource.constant(property.bitConstantName, of: UInt8.self, property.bit, doc: [])
    }
    text += "\n"
    typealias Table = TwoLevelTable<[UInt8]>
    text += bmp.swiftSource(
      prefix: "emojiProperty", entries: "property masks (bits as in `emojiPropertyRuns`)")
    text += "\n"
    text += PictographTable.swiftSource(prefix: "emojiProperty", entries: "property mask", value: model.properties(of:))
    text += "\n"
    text += Compression.runStartShiftConstant(prefix: "emojiProperty", runs: "emojiPropertyRuns", value: "mask")
    let comments = runs.indices.map { index -> String in
      let start = Compression.start(ofRun: runs[index])
      let end = index + 1 < runs.count ? Compression.start(ofRun: runs[index + 1]) - 1 : 0x10FFFF
      let names = EmojiProperty.allCases.filter { Compression.value(ofRun: runs[index]) & $0.bit != 0 }
        .map(\.shortName)
      let span = start == end ? "U+\(hex(start))" : "U+\(hex(start))..U+\(hex(end))"
      return "\(span) \(names.isEmpty ? "-" : names.joined(separator: " "))"
    }
    text += SwiftSource.array(
      "emojiPropertyRuns", of: UInt32.self, runs, comments: comments,
      doc: [
        "Runs of code points with the same emoji properties, sorted by start",
        "(the lookup for code points above the BMP, and the readable record).",
        "Each entry is `start << emojiPropertyRunStartShift | mask`; a run lasts until the next entry's",
        "start, and the first starts at U+0000. Mask bits: the",
        "`emojiProperty…Bit` constants.",
      ])
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [
        TableSize(name: "emojiPropertyRuns", entries: runs.count, bytes: runs.count * 4),
        TableSize(name: "emojiPropertyBMPIndex", entries: bmp.index.count, bytes: bmp.index.count),
        TableSize(
          name: "emojiPropertyBMPBlocks", entries: bmp.blocks.count * Table.blockSize,
          bytes: bmp.blocks.count * Table.blockSize),
        PictographTable.size(prefix: "emojiProperty"),
      ])
  }
}
