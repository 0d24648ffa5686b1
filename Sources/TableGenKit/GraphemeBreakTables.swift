/// Emits `Generated/GraphemeBreakTables.swift` from the grapheme break
/// model: the property byte of every code point (see
/// ``GraphemeBreakModel``), its layout as constants, a two-level table over
/// planes 0 and 1 (every script and every emoji; a look-up is two array
/// reads) and runs for the whole range (the search above the table, and the
/// readable record, one row per run with Unicode's comment).
public enum GraphemeBreakTables {
  public static let fileName = "GraphemeBreakTables.swift"

  /// Blocks of 64: a three-byte UTF-8 scalar's block and slot come from its
  /// bytes (``TwoLevelTable``, as for display width).
  typealias Table = TwoLevelTable<[UInt8]>

  /// The code points the two-level table covers: planes 0 and 1 while
  /// their distinct blocks fit its one-byte index, else the BMP alone (the
  /// runtime reads the limit from the generated constant).
  public static func twoLevelLimit(_ model: GraphemeBreakModel) -> UInt32 {
    Set(blocks(model, planes: 2)).count <= 256 ? 0x20000 : 0x10000
  }

  static func blocks(_ model: GraphemeBreakModel, planes: Int) -> [[UInt8]] {
    (0..<Table.blocksPerTable * planes).map { block in
      (0..<Table.blockSize).map { model.value(of: UInt32(block << Table.blockShift + $0)) }
    }
  }

  public static func emit(_ model: GraphemeBreakModel) -> GeneratedFile {
    precondition(
      Table.blockShift == DisplayWidthTables.utf8ContinuationBits,
      "the three-byte scan reads a block from UTF-8 bytes: a block must be one continuation byte's 64 values")
    let runs = Compression.runs(model.values)
    let twoLevelLimit = twoLevelLimit(model)
    let planes = Int(twoLevelLimit) / 0x10000
    let table = Table(blocksOfTheBMP: blocks(model, planes: planes))
    let firstAbove = runs.lastIndex { Compression.start(ofRun: $0) <= twoLevelLimit }!

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
    text += SwiftSource.constant(
      "graphemeBreakTwoLevelLimit", of: UInt32.self, twoLevelLimit,
      doc: ["Code points below this are in the two-level table; the others in `graphemeBreakRuns`."])
    text += SwiftSource.constant(
      "graphemeBreakBlockShift", of: UInt32.self, UInt32(Table.blockShift),
      doc: [
        "The block of code point `c`: `c >> graphemeBreakBlockShift`.",
        "Always 6: the three-byte UTF-8 scan takes a block from the bytes (one continuation byte).",
      ])
    text += SwiftSource.constant(
      "graphemeBreakBlockMask", of: UInt32.self, UInt32(Table.blockMask),
      doc: ["The slot of `c` in its block: `c & graphemeBreakBlockMask`."])
    text += SwiftSource.constant(
      "graphemeBreakFirstRunAboveTwoLevel", of: UInt32.self, UInt32(firstAbove),
      doc: ["The index in `graphemeBreakRuns` of the run holding `graphemeBreakTwoLevelLimit`."])
    text += "\n"
    text += SwiftSource.array(
      "graphemeBreakIndex", of: UInt8.self, table.indexBytes, perLine: 16,
      doc: [
        "Planes below `graphemeBreakTwoLevelLimit`, level 1: per block of \(Table.blockSize) code points, the number of its block",
        "in `graphemeBreakBlocks`.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "graphemeBreakBlocks", of: UInt8.self, table.blocks.flatMap { $0 }, perLine: 16,
      doc: [
        "Planes below `graphemeBreakTwoLevelLimit`, level 2: the \(table.blocks.count) distinct blocks, \(Table.blockSize) property bytes each,",
        "block `n` at `n << graphemeBreakBlockShift`.",
      ])
    text += "\n"
    text += Compression.runsSource(
      prefix: "graphemeBreak", runs, value: "property byte",
      doc: [
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
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [
        Compression.runsSize(prefix: "graphemeBreak", runs),
        TableSize(name: "graphemeBreakIndex", entries: table.index.count, bytes: table.index.count),
        TableSize(
          name: "graphemeBreakBlocks", entries: table.blocks.count * Table.blockSize,
          bytes: table.blocks.count * Table.blockSize),
      ])
  }
}
