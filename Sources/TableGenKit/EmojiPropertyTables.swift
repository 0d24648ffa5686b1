/// Emits `Generated/EmojiPropertyTables.swift` from the emoji-data.txt model.
public enum EmojiPropertyTables {
  public static let fileName = "EmojiPropertyTables.swift"

  public static func emit(_ model: EmojiPropertyModel, from folder: EmojiDataFolder) -> GeneratedFile {
    let table = CodePointTable(
      prefix: "emojiProperty", typeName: "EmojiPropertyTable", values: model.masks, pictographs: true)

    var text = SwiftSource.header(
      title: "Emoji code point properties, Unicode Emoji \(folder.version) (UTS #51 §1.4.1).",
      inputs: [folder.emojiData])
    text += "\n"
    text += "/// The bit of each property in a mask of `emojiPropertyBlocks` and `emojiPropertyRuns`.\n"
    for property in EmojiProperty.allCases {
      text += SwiftSource.constant(property.bitConstantName, of: UInt8.self, property.bit, doc: [])
    }
    text += "\n"
    text += table.swiftSource(
      entry: "property mask", entries: "property masks (bits as in `emojiPropertyRuns`)", runValue: "mask",
      runsDoc: [
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
      name: fileName, contents: text, tables: table.sizes)
  }
}
