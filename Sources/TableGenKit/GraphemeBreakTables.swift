/// Emits `Generated/GraphemeBreakTables.swift` from the grapheme break
/// model: the property byte of every code point (see
/// ``GraphemeBreakModel``), its layout as constants, a two-level table over
/// planes 0 and 1 (every script and every emoji; a look-up is two array
/// reads) and runs for the whole range (the search above the table, and the
/// readable record, one row per run with Unicode's comment).
public enum GraphemeBreakTables {
  public static let fileName = "GraphemeBreakTables.swift"

  /// The code points the two-level table covers: planes 0 and 1 while
  /// their distinct blocks fit its one-byte index, else the BMP alone (the
  /// runtime reads the limit from the generated constant).
  public static func twoLevelLimit(_ model: GraphemeBreakModel) -> UInt32 { table(model).twoLevelLimit }

  /// Blocks of 64: a three-byte UTF-8 scalar's block and slot come from its
  /// bytes (as for display width).
  static func table(_ model: GraphemeBreakModel) -> CodePointTable {
    CodePointTable(
      prefix: "graphemeBreak", typeName: "GraphemeBreakTable", values: model.values, coverage: .planes0And1IfTheyFit)
  }

  public static func emit(_ model: GraphemeBreakModel) -> GeneratedFile {
    let table = table(model)

    var text = SwiftSource.header(
      title: "Grapheme cluster break properties, Unicode \(model.version) (UAX #29 §3.1.1).",
      inputs: model.files,
      notes: [
        "Model: Sources/TableGenKit/GraphemeBreakModel.swift; rules: Sources/TextGauge/Segmentation/GraphemeBreakState.swift.",
      ])
    text += "\n"
    text += SwiftSource.constant(
      "graphemeBreakClassMask", of: UInt8.self, GraphemeBreakModel.breakMask,
      doc: ["Property byte, bits 0–3: the Grapheme_Cluster_Break code (the constants below)."])
    for value in GraphemeBreakModel.Break.allCases {
      text += "let \(value.constantName): UInt8 = \(value.rawValue)\n"
    }
    text += "\n"
    text += SwiftSource.constant(
      "graphemeConjunctMask", of: UInt8.self, GraphemeBreakModel.conjunctMask,
      doc: ["Property byte, bits 4–5: Indic_Conjunct_Break, already shifted (the constants below; None is 0)."])
    for value in GraphemeBreakModel.ConjunctBreak.allCases {
      text += "let \(value.constantName): UInt8 = \(value.rawValue << GraphemeBreakModel.conjunctShift)\n"
    }
    text += "\n"
    text += "/// GB9c of this version: whether an InCB=Consonant must come before the linker (up to Unicode 17.0).\n"
    text += "let graphemeConjunctNeedsConsonant: Bool = \(model.conjunctNeedsConsonant)\n"
    text += "\n"
    text += SwiftSource.constant(
      "graphemeExtendedPictographicBit", of: UInt8.self, GraphemeBreakModel.extendedPictographicBit,
      doc: ["Property byte, bit 6: Extended_Pictographic."])
    text += "\n"
    text += table.swiftSource(
      entry: "property byte", entries: "property bytes", runValue: "property byte",
      runsDoc: [
        "Runs of code points with the same property byte, sorted by start (the",
        "look-up above the two-level table, and the readable record). Each entry is",
        "`start << graphemeBreakRunStartShift | property byte`; a run lasts until the next entry's start.",
        "Comments: the run's properties and, where a record of the input files",
        "starts there, Unicode's comment.",
      ]
    ) { start, value in
      var comment = GraphemeBreakModel.label(value)
      if let unicode = model.comments[start] { comment += " # \(unicode)" }
      return comment
    }
    return GeneratedFile(name: fileName, contents: text, tables: table.sizes)
  }
}
