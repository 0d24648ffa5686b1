/// Emits `Generated/DisplayWidthTables.swift` from the display width model.
public enum DisplayWidthTables {
  public static let fileName = "DisplayWidthTables.swift"

  /// The two-level BMP table's geometry. The run-time scan of three-byte
  /// UTF-8 sequences (`DisplayWidth.scan`) indexes it with the bytes
  /// themselves: the lead byte's 4 bits and the second byte's 6 give the
  /// block, the third byte's 6 bits the slot. That holds only while a block
  /// is the 64 values of one UTF-8 continuation byte, so the emitter refuses
  /// any other block size.
  typealias Table = TwoLevelTable<[UInt8]>

  /// Bits of payload in a UTF-8 continuation byte: the block shift the
  /// three-byte scan relies on.
  public static let utf8ContinuationBits = 6

  public static func emit(_ model: DisplayWidthModel, emojiData: UCDFile) -> GeneratedFile {
    precondition(
      Table.blockShift == utf8ContinuationBits,
      "DisplayWidth.scan reads a block from UTF-8 bytes: a block must be one continuation byte's 64 values")
    let runs = Compression.runs(model.values)
    let bmp = Table(
      blocksOfTheBMP: (0..<Table.blocksPerTable).map { block in
        (0..<Table.blockSize).map { model.value(of: UInt32(block << Table.blockShift + $0)) }
      })
    let firstSupplementary = runs.lastIndex { Compression.start(ofRun: $0) <= 0x10000 }!

    var text = SwiftSource.header(
      title: "Display width of code points, Unicode \(model.version) (UAX #11 East_Asian_Width and the zero-width classes).",
      inputs: model.files + [emojiData],
      notes: [
        "Rules: Sources/TableGenKit/DisplayWidthModel.swift; run-time scan: Sources/TextGauge/Width/DisplayWidth.swift.",
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

      /// The index in `displayWidthRuns` of the run holding U+10000: the search
      /// for supplementary code points starts there.
      let displayWidthFirstSupplementaryRun = \(firstSupplementary)


      """
    text += bmp.swiftSource(
      prefix: "displayWidth", entries: "width bytes",
      shiftNote: ["Always 6: the three-byte UTF-8 scan takes a block from the bytes (one continuation byte)."])
    text += "\n"
    text += PictographTable.swiftSource(prefix: "displayWidth", entries: "width byte", value: model.value(of:))
    text += "\n"
    text += Compression.runsSource(
      prefix: "displayWidth", runs, value: "width byte",
      doc: [
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
      name: fileName, contents: text,
      tables: [Compression.runsSize(prefix: "displayWidth", runs)] + bmp.sizes(prefix: "displayWidth")
        + [PictographTable.size(prefix: "displayWidth")])
  }
}
