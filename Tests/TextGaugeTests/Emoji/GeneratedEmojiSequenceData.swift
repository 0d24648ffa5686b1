import TableGenKit
@testable import TextGauge

extension EmojiSequenceData {
  /// The runtime's sequence data for the emoji folder `folder`, every table
  /// made by the generator's own stages (model, compression, derived
  /// tables), as `tablegen` makes the built-in ones; properties from the
  /// folder's emoji-data.txt.
  static func generated(from folder: EmojiDataFolder) throws -> EmojiSequenceData {
    let model = try EmojiSequenceModel(folder: folder)
    let data = try EmojiSequenceTableData(model)
    let properties = try EmojiPropertyModel(parsing: folder.emojiData)
    let derived = EmojiSequenceDerivedTables(data) {
      properties.properties(of: $0) & EmojiProperty.emojiPresentation.bit != 0
    }
    return EmojiSequenceData(
      trieChildStarts: data.trieChildStarts, trieEntries: data.trieEntries,
      entries: data.entries, textVariationBases: data.textVariationBases,
      reservedPictographicRanges: data.reservedPictographicRanges, propertyRuns: properties.runs(),
      rootIndex: derived.rootIndex, rootBlocks: derived.rootBlocks, trieUTF8: derived.trieUTF8,
      trieNodeFlags: derived.trieNodeFlags, keycapNodes: derived.keycapNodes, flagNodes: derived.flagNodes)
  }
}
