/// Emits `Generated/UnicodePropertyTables.swift`: the UCD properties beyond
/// emoji that the package's targets share. Today Unified_Ideograph (the Han
/// class of TextGaugeInput), as sorted `first, last` pairs.
public enum UnicodePropertyTables {
  public static let fileName = "UnicodePropertyTables.swift"

  public static func emit(unifiedIdeograph: [ClosedRange<UInt32>], from propList: BinaryProperties, ucd: UCDFolder)
    -> GeneratedFile
  {
    var text = SwiftSource.header(
      title: "Unicode character properties, Unicode \(ucd.version) (UAX #44).",
      inputs: [propList.file])
    text += """

      /// The Unicode version of the UCD files these tables were generated from.
      let ucdTablesVersion: (major: Int, minor: Int, update: Int) = (\(ucd.version.major), \(ucd.version.minor), \(ucd.version.update))


      """
    let pairs = unifiedIdeograph.flatMap { [$0.lowerBound, $0.upperBound] }
    let comments = unifiedIdeograph.flatMap { range in
      ["U+\(hex(range.lowerBound))..U+\(hex(range.upperBound)) [\(range.count)]", ""]
    }
    text += SwiftSource.array(
      "unifiedIdeographRanges", of: UInt32.self, pairs, comments: comments,
      doc: [
        "Unified_Ideograph (PropList.txt): the CJK unified ideographs, their",
        "extensions and the unified ones among the compatibility ideographs,",
        "as sorted, disjoint `first, last` pairs.",
      ])
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [TableSize(name: "unifiedIdeographRanges", entries: pairs.count, bytes: pairs.count * 4)])
  }
}
