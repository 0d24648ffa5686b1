/// Emits `Generated/WordBreakTables.swift` from the word property model: the
/// Word_Break values as a Swift enum, the property byte's bits, a two-level
/// table over the BMP and runs for the rest.
public enum WordBreakTables {
  public static let fileName = "WordBreakTables.swift"

  public static func emit(_ model: WordBreakModel, emojiData: UCDFile) -> GeneratedFile {
    let table = CodePointTable(prefix: "wordProperty", typeName: "WordPropertyTable", values: model.values)

    var text = SwiftSource.header(
      title: "Word_Break and the word properties of code points, Unicode \(model.version) (UAX #29 §4).",
      inputs: model.files + [emojiData],
      notes: [
        "Model: Sources/TableGenKit/WordBreakModel.swift; segmentation: Sources/TextGauge/Segmentation/.",
      ])
    text += "\n/// The Word_Break property values (UAX #29 §4.1, Table 3): the low bits\n"
    text += "/// of a word property byte (`wordPropertyValueMask`).\n"
    text += "package enum WordBreak: UInt8 {\n"
    for value in WordBreakValue.allCases {
      text += "  case \(value.caseName) = \(value.rawValue)  // \(value.ucdName)\n"
    }
    text += "}\n\n"
    text += SwiftSource.constant(
      "wordPropertyValueMask", of: UInt8.self, WordBreakModel.valueMask,
      doc: ["The bits of a word property byte that hold its `WordBreak` value."])
    text += SwiftSource.constant(
      "wordPropertyExtendedPictographicBit", of: UInt8.self, WordBreakModel.extendedPictographicBit,
      doc: ["Extended_Pictographic (emoji-data.txt): rule WB3c."])
    text += SwiftSource.constant(
      "wordPropertyCountsEachBit", of: UInt8.self, WordBreakModel.countsEachBit,
      doc: [
        "Script \(WordBreakModel.countedEachScripts.joined(separator: ", ")) or Word_Break Katakana:",
        "one each in the 字数 metric.",
      ])
    text += SwiftSource.constant(
      "wordPropertyLetterOrNumberBit", of: UInt8.self, WordBreakModel.letterOrNumberBit,
      doc: ["General_Category L or N: a segment holding one is a word."])
    text += "\n"
    text += table.swiftSource(
      entry: "word property byte", entries: "word property bytes", runValue: "property byte",
      runsDoc: [
        "Runs of code points with the same word property byte, sorted by start",
        "(the lookup above the BMP, and the readable record). Each entry is",
        "`start << wordPropertyRunStartShift | property byte`; a run lasts until the next entry's start.",
      ]
    ) { _, value in WordBreakModel.label(value) }
    return GeneratedFile(
      name: fileName, contents: text, tables: table.sizes)
  }
}
