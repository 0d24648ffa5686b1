/// Emits `Generated/EmojiPropertyTables.swift` from the emoji-data.txt model.
public enum EmojiPropertyTables {
  public static let fileName = "EmojiPropertyTables.swift"

  public static func emit(_ model: EmojiPropertyModel, from folder: EmojiDataFolder) -> GeneratedFile {
    let runs = model.runs()
    let ascii = (0..<128).map { model.properties(of: UInt32($0)) }
    let empty = model.emptyRange(around: 0x4E00)  // CJK Unified Ideographs

    var text = SwiftSource.header(
      title: "Emoji code point properties, Unicode Emoji \(folder.version) (UTS #51 §1.4.1).",
      inputs: [folder.emojiData])
    text += """

      /// The emoji version of the data these tables were generated from.
      let emojiTablesVersion: (major: Int, minor: Int) = (\(folder.version.major), \(folder.version.minor))

      /// Emoji properties of U+0000...U+007F, indexed by code point: the ASCII
      /// fast path (only `#`, `*` and the digits have any).
      """
    text += "\n"
    text += SwiftSource.array("asciiEmojiProperties", of: UInt8.self, ascii, perLine: 16, doc: [])
    text += """

      /// The range around U+4E00 where no code point has an emoji property:
      /// lookups inside it (the BMP's CJK ideographs, Hangul) skip the search.
      let emojiPropertyFreeRange: ClosedRange<UInt32> = \(SwiftSource.literal(empty.lowerBound))...\(SwiftSource.literal(empty.upperBound))


      """
    let comments = runs.indices.map { index -> String in
      let start = runs[index] >> 8
      let end = index + 1 < runs.count ? (runs[index + 1] >> 8) - 1 : 0x10FFFF
      let names = EmojiProperty.allCases.filter { UInt8(runs[index] & 0xFF) & $0.bit != 0 }
        .map(\.shortName)
      let span = start == end ? "U+\(hex(start))" : "U+\(hex(start))..U+\(hex(end))"
      return "\(span) \(names.isEmpty ? "-" : names.joined(separator: " "))"
    }
    text += SwiftSource.array(
      "emojiPropertyRuns", of: UInt32.self, runs, comments: comments,
      doc: [
        "Runs of code points with the same emoji properties, sorted by start.",
        "Each entry is `start << 8 | mask`; a run lasts until the next entry's",
        "start, and the first starts at U+0000. Mask bits: 0 Emoji,",
        "1 Emoji_Presentation, 2 Emoji_Modifier, 3 Emoji_Modifier_Base,",
        "4 Emoji_Component, 5 Extended_Pictographic.",
      ])
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [
        TableSize(name: "emojiPropertyRuns", entries: runs.count, bytes: runs.count * 4),
        TableSize(name: "asciiEmojiProperties", entries: ascii.count, bytes: ascii.count),
      ])
  }
}
