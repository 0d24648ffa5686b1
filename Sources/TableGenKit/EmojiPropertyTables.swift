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
    text += Compression.runsSource(
      prefix: "emojiProperty", runs, value: "mask",
      doc: [
        "Runs of code points with the same emoji properties, sorted by start",
        "(the lookup for code points above the BMP, and the readable record).",
        "Each entry is `start << emojiPropertyRunStartShift | mask`; a run lasts until the next entry's",
        "start, and the first starts at U+0000. Mask bits: the",
        "`emojiProperty…Bit` constants.",
      ]
    ) { _, value in
      let names = EmojiProperty.allCases.filter { value & $0.bit != 0 }.map(\.shortName)
      return names.isEmpty ? "-" : names.joined(separator: " ")
    }
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [Compression.runsSize(prefix: "emojiProperty", runs)] + bmp.sizes(prefix: "emojiProperty")
        + [PictographTable.size(prefix: "emojiProperty")])
  }
}
