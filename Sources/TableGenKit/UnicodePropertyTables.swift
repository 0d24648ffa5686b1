/// Emits `Generated/UnicodePropertyTables.swift`: the UCD properties beyond
/// emoji that the package's targets share: Unified_Ideograph (PropList.txt)
/// and Script=Han (Scripts.txt, the Han class of TextGaugeInput), as sorted
/// `first, last` pairs. Both files come from the UCD folder of the tables'
/// version (`ucd`), never from a folder named here. It also holds
/// `tablesVersion`, the one version constant of the generated tables.
public enum UnicodePropertyTables {
  public static let fileName = "UnicodePropertyTables.swift"

  public static func emit(
    unifiedIdeograph: [ClosedRange<UInt32>], from propList: BinaryProperties,
    hanScript: [ClosedRange<UInt32>], from scripts: BinaryProperties, ucd: UCDFolder
  ) -> GeneratedFile {
    var text = SwiftSource.header(
      title: "Unicode character properties, Unicode \(ucd.version) (UAX #44).",
      inputs: [propList.file, scripts.file])
    text += """

      /// The Unicode release of every generated table: the version of the UCD
      /// files and of the emoji data, which the generator requires to agree
      /// (`UnicodeVersion.tables`).
      let tablesVersion = UnicodeVersion(major: \(ucd.version.major), minor: \(ucd.version.minor), update: \(ucd.version.update))


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
    let hanPairs = hanScript.flatMap { [$0.lowerBound, $0.upperBound] }
    let hanComments = hanScript.flatMap { range in
      ["U+\(hex(range.lowerBound))..U+\(hex(range.upperBound)) [\(range.count)]", ""]
    }
    text += "\n"
    text += SwiftSource.array(
      "hanScriptRanges", of: UInt32.self, hanPairs, comments: hanComments,
      doc: [
        "Script=Han (Scripts.txt, UAX #24): the ideographs, radicals, 々 U+3005,",
        "〇 U+3007 and the other Han characters, as sorted, disjoint",
        "`first, last` pairs.",
      ])
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [
        TableSize(name: "unifiedIdeographRanges", entries: pairs.count, bytes: pairs.count * 4),
        TableSize(name: "hanScriptRanges", entries: hanPairs.count, bytes: hanPairs.count * 4),
      ])
  }
}
