/// Emits `Generated/UnicodePropertyTables.swift`: the UCD properties beyond
/// emoji that the package's targets share, each as sorted `first, last`
/// pairs: Unified_Ideograph (PropList.txt) and Script=Han (Scripts.txt), for
/// the Han class of TextGaugeInput; White_Space (PropList.txt), for its
/// whitespace class and number reading; Default_Ignorable_Code_Point
/// (DerivedCoreProperties.txt) and the General_Category values Cn, Co and
/// L/M (DerivedGeneralCategory.txt), for the abuse guards of field
/// policies. Every file comes from the UCD folder of the tables' version
/// (`ucd`), never from a folder named here. It also holds `tablesVersion`,
/// the one version constant of the generated tables.
public enum UnicodePropertyTables {
  public static let fileName = "UnicodePropertyTables.swift"

  /// One emitted property: its array's name, its ranges, the file they
  /// come from and the doc comment of the array.
  public struct RangeTable: Sendable {
    public var name: String
    public var ranges: [ClosedRange<UInt32>]
    public var file: UCDFile
    public var doc: [String]

    public init(name: String, ranges: [ClosedRange<UInt32>], file: UCDFile, doc: [String]) {
      self.name = name
      self.ranges = ranges
      self.file = file
      self.doc = doc
    }
  }

  /// The tables the runtime reads, from the models of `ucd`'s files.
  public static func tables(
    propList: BinaryProperties, scripts: BinaryProperties, coreProperties: BinaryProperties,
    generalCategory: BinaryProperties
  ) throws -> [RangeTable] {
    let letterOrMark = Compression.merged(
      try ["Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me"].flatMap { try generalCategory.property($0) }
        .sorted { $0.lowerBound < $1.lowerBound })
    return [
      RangeTable(
        name: "unifiedIdeographRanges", ranges: try propList.property("Unified_Ideograph"), file: propList.file,
        doc: [
          "Unified_Ideograph (PropList.txt): the CJK unified ideographs, their",
          "extensions and the unified ones among the compatibility ideographs,",
          "as sorted, disjoint `first, last` pairs.",
        ]),
      RangeTable(
        name: "hanScriptRanges", ranges: try scripts.property("Han"), file: scripts.file,
        doc: [
          "Script=Han (Scripts.txt, UAX #24): the ideographs, radicals, 々 U+3005,",
          "〇 U+3007 and the other Han characters, as sorted, disjoint",
          "`first, last` pairs.",
        ]),
      RangeTable(
        name: "whiteSpaceRanges", ranges: try propList.property("White_Space"), file: propList.file,
        doc: [
          "White_Space (PropList.txt): the spaces, tabs, line and paragraph",
          "separators that `Character.isWhitespace` tests the first scalar for,",
          "as sorted, disjoint `first, last` pairs.",
        ]),
      RangeTable(
        name: "defaultIgnorableRanges", ranges: try coreProperties.property("Default_Ignorable_Code_Point"),
        file: coreProperties.file,
        doc: [
          "Default_Ignorable_Code_Point (DerivedCoreProperties.txt): characters",
          "that render invisibly when not supported (Unicode §5.21), as sorted,",
          "disjoint `first, last` pairs.",
        ]),
      RangeTable(
        name: "unassignedRanges", ranges: try generalCategory.property("Cn"), file: generalCategory.file,
        doc: [
          "General_Category=Cn (DerivedGeneralCategory.txt): unassigned code",
          "points and noncharacters, as sorted, disjoint `first, last` pairs.",
        ]),
      RangeTable(
        name: "privateUseRanges", ranges: try generalCategory.property("Co"), file: generalCategory.file,
        doc: [
          "General_Category=Co (DerivedGeneralCategory.txt): the private use",
          "areas, as sorted, disjoint `first, last` pairs.",
        ]),
      RangeTable(
        name: "letterOrMarkRanges", ranges: letterOrMark, file: generalCategory.file,
        doc: [
          "General_Category L or M (DerivedGeneralCategory.txt): letters and",
          "marks, between which a joiner (ZWJ, ZWNJ) shapes a word, as sorted,",
          "disjoint `first, last` pairs.",
        ]),
    ]
  }

  public static func emit(_ tables: [RangeTable], ucd: UCDFolder) -> GeneratedFile {
    var inputs: [UCDFile] = []
    for table in tables where !inputs.contains(where: { $0.path == table.file.path }) { inputs.append(table.file) }
    var text = SwiftSource.header(
      title: "Unicode character properties, Unicode \(ucd.version) (UAX #44).", inputs: inputs)
    text += """

      /// The Unicode release of every generated table: the version of the UCD
      /// files and of the emoji data, which the generator requires to agree
      /// (`UnicodeVersion.tables`).
      let tablesVersion = UnicodeVersion(major: \(ucd.version.major), minor: \(ucd.version.minor), update: \(ucd.version.update))

      """
    var sizes: [TableSize] = []
    for table in tables {
      let pairs = table.ranges.flatMap { [$0.lowerBound, $0.upperBound] }
      let comments = table.ranges.flatMap { range in
        ["U+\(hex(range.lowerBound))..U+\(hex(range.upperBound)) [\(range.count)]", ""]
      }
      text += "\n"
      text += SwiftSource.array(table.name, of: UInt32.self, pairs, comments: comments, doc: table.doc)
      sizes.append(TableSize(name: table.name, entries: pairs.count, bytes: pairs.count * 4))
    }
    // The guards' quick test for the BMP: one bit per code point that one
    // of the guard tables above lists (Default_Ignorable_Code_Point, which
    // holds the bidirectional controls, Cn, Co), so that a clean text is
    // passed by one load per scalar; the tables answer which guard.
    let guarded = tables.filter { ["defaultIgnorableRanges", "unassignedRanges", "privateUseRanges"].contains($0.name) }
    var bits = [UInt64](repeating: 0, count: 0x10000 / 64)
    for table in guarded {
      for range in table.ranges where range.lowerBound <= 0xFFFF {
        for value in range.lowerBound...min(range.upperBound, 0xFFFF) { bits[Int(value / 64)] |= 1 << UInt64(value % 64) }
      }
    }
    text += "\n"
    text += SwiftSource.array(
      "guardCandidateBMPBits", of: UInt64.self, bits, perLine: 4,
      doc: [
        "One bit per BMP code point (bit `c % 64` of word `c / 64`) that is",
        "Default_Ignorable_Code_Point, unassigned (Cn) or private use (Co): the",
        "guards' quick test, before the tables above say which.",
      ])
    sizes.append(TableSize(name: "guardCandidateBMPBits", entries: bits.count, bytes: bits.count * 8))
    return GeneratedFile(name: fileName, contents: text, tables: sizes)
  }
}
