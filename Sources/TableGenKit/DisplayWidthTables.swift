/// Emits `Generated/DisplayWidthTables.swift` from the display width model.
public enum DisplayWidthTables {
  public static let fileName = "DisplayWidthTables.swift"

  public static func emit(_ model: DisplayWidthModel, from ucd: UCDFolder, emoji: EmojiDataFolder) -> GeneratedFile {
    let runs = model.runs()
    let bmp = TwoLevelTable(
      blocksOfTheBMP: (0..<1024).map { block in (0..<64).map { model.value(of: UInt32(block * 64 + $0)) } })
    let firstSupplementary = runs.lastIndex { $0 >> 8 <= 0x10000 }!

    var text = SwiftSource.header(
      title: "Display width of code points, Unicode \(model.version) (UAX #11 East_Asian_Width and the zero-width classes).",
      inputs: ucd.widthInputs + [emoji.emojiData],
      notes: [
        "Rules: Sources/TableGenKit/DisplayWidthModel.swift; run-time scan: Sources/TextGauge/DisplayWidth.swift.",
      ])
    text += """

      /// The Unicode version of the UCD files these tables were generated from.
      let displayWidthTablesVersion: (major: Int, minor: Int) = (\(versionParts(model.version)))

      /// Width byte bits: 0–1 the width in columns where ambiguous characters
      /// are narrow, \(DisplayWidthModel.ambiguousBit) East_Asian_Width A, \(DisplayWidthModel.emojiCandidateBit) can start an emoji.
      let displayWidthAmbiguousBit: UInt8 = \(DisplayWidthModel.ambiguousBit)
      let displayWidthEmojiCandidateBit: UInt8 = \(DisplayWidthModel.emojiCandidateBit)

      /// The index in `displayWidthRuns` of the run holding U+10000: the search
      /// for supplementary code points starts there.
      let displayWidthFirstSupplementaryRun = \(firstSupplementary)


      """
    text += SwiftSource.array(
      "displayWidthBMPIndex", of: UInt8.self, bmp.indexBytes, perLine: 16,
      doc: [
        "The BMP, level 1: per block of 64 code points (U+0000..U+003F,",
        "U+0040..U+007F, …), the number of its block in `displayWidthBMPBlocks`.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "displayWidthBMPBlocks", of: UInt8.self, bmp.blocks.flatMap { $0 }, perLine: 16,
      doc: [
        "The BMP, level 2: the \(bmp.blocks.count) distinct blocks, 64 width bytes each,",
        "block `n` at `n * 64`.",
      ])
    text += "\n"
    let comments = runs.indices.map { index -> String in
      let start = runs[index] >> 8
      let end = index + 1 < runs.count ? (runs[index + 1] >> 8) - 1 : 0x10FFFF
      let span = start == end ? "U+\(hex(start))" : "U+\(hex(start))..U+\(hex(end))"
      var comment = "\(span) \(model.reasons[Int(start)].label)"
      if runs[index] & UInt32(DisplayWidthModel.emojiCandidateBit) != 0 { comment += ", emoji" }
      if let unicode = model.eastAsianWidthComments[start] {
        comment += "; \(model.eastAsianWidth[Int(start)]) # \(unicode)"
      }
      return comment
    }
    text += SwiftSource.array(
      "displayWidthRuns", of: UInt32.self, runs, comments: comments,
      doc: [
        "Runs of code points with the same width byte, sorted by start (the",
        "lookup above the BMP, and the readable record). Each entry is",
        "`start << 8 | width byte`; a run lasts until the next entry's start.",
        "Comments: the rule of the run's first code point and, where an",
        "EastAsianWidth.txt record starts there, its value and comment.",
      ])
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [
        TableSize(name: "displayWidthRuns", entries: runs.count, bytes: runs.count * 4),
        TableSize(name: "displayWidthBMPIndex", entries: 1024, bytes: 1024),
        TableSize(name: "displayWidthBMPBlocks", entries: bmp.blocks.count * 64, bytes: bmp.blocks.count * 64),
      ])
  }

  /// `17.0.0` → `17, 0`.
  static func versionParts(_ version: String) -> String {
    let parts = version.split(separator: ".").map(String.init)
    return "\(parts.first ?? "0"), \(parts.count > 1 ? parts[1] : "0")"
  }
}
