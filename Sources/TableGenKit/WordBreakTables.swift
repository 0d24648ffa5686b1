/// Emits `Generated/WordBreakTables.swift` from the word property model: the
/// Word_Break values as a Swift enum, the property byte's bits, a two-level
/// table over the BMP and runs for the rest.
public enum WordBreakTables {
  public static let fileName = "WordBreakTables.swift"

  typealias Table = TwoLevelTable<[UInt8]>

  public static func emit(_ model: WordBreakModel, emojiData: UCDFile) -> GeneratedFile {
    let runs = Compression.runs(model.values)
    let bmp = Table(
      blocksOfTheBMP: (0..<Table.blocksPerTable).map { block in
        (0..<Table.blockSize).map { model.value(of: UInt32(block << Table.blockShift + $0)) }
      })
    let firstSupplementary = runs.lastIndex { Compression.start(ofRun: $0) <= 0x10000 }!

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
    text += "\n/// The index in `wordPropertyRuns` of the run holding U+10000: the search\n"
    text += "/// for supplementary code points starts there.\n"
    text += "let wordPropertyFirstSupplementaryRun = \(firstSupplementary)\n\n"
    text += bmp.swiftSource(prefix: "wordProperty", entries: "word property bytes")
    text += "\n"
    text += Compression.runsSource(
      prefix: "wordProperty", runs, value: "property byte",
      doc: [
        "Runs of code points with the same word property byte, sorted by start",
        "(the lookup above the BMP, and the readable record). Each entry is",
        "`start << wordPropertyRunStartShift | property byte`; a run lasts until the next entry's start.",
      ]
    ) { _, value in WordBreakModel.label(value) }
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [Compression.runsSize(prefix: "wordProperty", runs)] + bmp.sizes(prefix: "wordProperty"))
  }
}
