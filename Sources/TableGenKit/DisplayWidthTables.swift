/// Emits `Generated/DisplayWidthTables.swift` from the display width model.
public enum DisplayWidthTables {
  public static let fileName = "DisplayWidthTables.swift"

  public static func emit(_ model: DisplayWidthModel, emojiData: UCDFile) -> GeneratedFile {
    // The scan of three-byte UTF-8 sequences (`DisplayWidth.scan`) indexes
    // the two-level table with the bytes themselves (CodePointTable).
    let table = CodePointTable(
      prefix: "displayWidth", typeName: "DisplayWidthTable", values: model.values, pictographs: true)
    var text = SwiftSource.header(
      title: "Display width of code points, Unicode \(model.version) (UAX #11 East_Asian_Width and the zero-width classes).",
      inputs: model.files + [emojiData],
      notes: [
        "Rules: Sources/TableGenKit/DisplayWidthModel.swift; run-time scan: Sources/TextGauge/Width/DisplayWidthScan.swift.",
      ])
    text += """

      /// Width byte bits: 0–1 the width in columns where ambiguous characters
      /// are narrow, \(DisplayWidthModel.ambiguousBit) East_Asian_Width A, \(DisplayWidthModel.emojiCandidateBit) can start an emoji.
      let displayWidthAmbiguousBit: UInt8 = \(DisplayWidthModel.ambiguousBit)
      let displayWidthEmojiCandidateBit: UInt8 = \(DisplayWidthModel.emojiCandidateBit)

      /// Bits 4–6 of a width byte: the scalar's part in a Hangul syllable block
      /// (0 none, 1 L, 2 V, 3 T, 4 LV, 5 LVT, 6 the jungseong filler).
      let displayWidthSyllableShift: UInt8 = \(DisplayWidthModel.syllableShift)
      let displayWidthSyllableMask: UInt8 = \(DisplayWidthModel.syllableMask)
      /// Byte `part` has bit `previous` set where a V or T of that part, after a
      /// scalar of part `previous`, continues no syllable block and takes one
      /// column (Unicode §3.12; UAX #29 GB6–GB8 are the continuing pairs).
      let displayWidthStandaloneJamo: UInt64 = \(SwiftSource.literal(DisplayWidthModel.standaloneJamo))


      """
    text += table.swiftSource(
      entry: "width byte", entries: "width bytes", runValue: "width byte",
      runsDoc: [
        "Runs of code points with the same width byte, sorted by start (the",
        "lookup above the BMP, and the readable record). Each entry is",
        "`start << displayWidthRunStartShift | width byte`; a run lasts until the next entry's start.",
        "Comments: the rule of the run's first code point and, where an",
        "EastAsianWidth.txt record starts there, its value and comment.",
      ]
    ) { start, value in
      var comment = model.reasons[Int(start)].label
      if value & DisplayWidthModel.emojiCandidateBit != 0 { comment += ", emoji" }
      if let unicode = model.eastAsianWidthComments[start] {
        comment += "; \(model.eastAsianWidth[Int(start)]) # \(unicode)"
      }
      return comment
    }
    return GeneratedFile(
      name: fileName, contents: text, tables: table.sizes)
  }
}
