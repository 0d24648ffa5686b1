/// One per-code-point table, the one way a model of one byte per code point
/// (display width, emoji properties, grapheme break, word properties) becomes
/// tables: the two-level table (``TwoLevelTable``) over the code points below
/// its limit, the runs (``Compression/runs(_:)``) for the whole range, the
/// index of the first run above the two-level table, optionally the one-read
/// table of the blocks of emoji (``PictographTable``), their layout
/// constants, their sizes, and the runtime type that names them all, whose
/// lookups are hand-written once (`CodePointTable` in
/// Sources/TextGauge/Bytes/CodePointTable.swift). x/text's `triegen` is the
/// model: every per-code-point table goes through one builder.
///
/// Emitted, for a table of prefix `p` and type name `T`:
/// `pTwoLevelLimit`, `pBlockShift`, `pBlockMask`, `pFirstRunAboveTwoLevel`,
/// `pIndex`, `pBlocks`, `pPictographFirst` and `pPictographs` (with
/// pictographs), `pRunStartShift`, `pRuns`, and `enum T: CodePointTable`.
public struct CodePointTable {
  /// What the two-level table covers.
  public enum Coverage: Sendable {
    /// The BMP: every script, and everything a three-byte UTF-8 scalar is.
    case bmp
    /// Planes 0 and 1 (the BMP, plus historic scripts and every emoji)
    /// while their distinct blocks fit the one-byte index, else the BMP.
    case planes0And1IfTheyFit
  }

  /// Bits of payload in a UTF-8 continuation byte. The runtime's scans
  /// index a two-level table with the bytes of a two- or three-byte scalar
  /// (the lead's low bits and the second byte give the block, the last
  /// byte's six bits the slot), which holds only while a block is the 64
  /// values of one continuation byte: the builder refuses any other size.
  public static let utf8ContinuationBits = 6

  typealias Table = TwoLevelTable<[UInt8]>

  /// The prefix of the emitted names (`displayWidth`).
  public let prefix: String
  /// The runtime type that names the table (`DisplayWidthTable`).
  public let typeName: String
  /// The runs of equal values over U+0000…U+10FFFF.
  public let runs: [UInt32]
  /// Code points below it are in the two-level table.
  public let twoLevelLimit: UInt32
  /// The two-level table over the code points below ``twoLevelLimit``.
  public let twoLevel: TwoLevelTable<[UInt8]>
  /// The index in ``runs`` of the run holding ``twoLevelLimit``: the search
  /// above the two-level table starts there.
  public let firstRunAboveTwoLevel: Int
  /// The one-read table of U+1F000…U+1FFFF, when the two-level table stops
  /// below it.
  public let pictographs: [UInt8]?

  /// The table of `values`, one byte per code point U+0000…U+10FFFF.
  /// `pictographs` adds ``PictographTable``'s one-read table of the blocks
  /// of emoji, for a two-level table that stops at the BMP.
  public init(prefix: String, typeName: String, values: [UInt8], coverage: Coverage = .bmp, pictographs: Bool = false) {
    precondition(values.count == 0x110000, "one value per code point")
    precondition(
      Table.blockShift == Self.utf8ContinuationBits,
      "the scans read a block from UTF-8 bytes: a block must be one continuation byte's 64 values")
    func blocks(planes: Int) -> [[UInt8]] {
      (0..<Table.blocksPerTable * planes).map { block in
        let start = block << Table.blockShift
        return Array(values[start..<start + Table.blockSize])
      }
    }
    var limit: UInt32 = 0x10000
    var blocksBelowLimit = blocks(planes: 1)
    if coverage == .planes0And1IfTheyFit {
      let twoPlanes = blocks(planes: 2)
      if Set(twoPlanes).count <= 256 {
        limit = 0x20000
        blocksBelowLimit = twoPlanes
      }
    }
    precondition(!pictographs || limit <= PictographTable.first, "the two-level table already covers the pictographs")
    self.prefix = prefix
    self.typeName = typeName
    self.runs = Compression.runs(values)
    self.twoLevelLimit = limit
    self.twoLevel = Table(blocksOfTheBMP: blocksBelowLimit)
    self.firstRunAboveTwoLevel = runs.lastIndex { Compression.start(ofRun: $0) <= limit }!
    self.pictographs =
      pictographs ? (0..<UInt32(PictographTable.count)).map { values[Int(PictographTable.first + $0)] } : nil
  }

  /// The code points the two-level table covers, as its comments say.
  var coverageName: String { twoLevelLimit == 0x10000 ? "The BMP" : "Planes 0 and 1" }

  /// The tables as Swift. `entry` says what one byte holds ("width
  /// byte"), `entries` the plural; `runValue` and `runsDoc` document the runs, whose rows
  /// `describe` comments from a run's start and value.
  public func swiftSource(
    entry: String, entries: String, runValue: String, runsDoc: [String], describe: (_ start: UInt32, _ value: UInt8) -> String
  ) -> String {
    var text = SwiftSource.constant(
      "\(prefix)TwoLevelLimit", of: UInt32.self, twoLevelLimit,
      doc: ["Code points below this are in the two-level table; the others in `\(prefix)Runs`."])
    text += SwiftSource.constant(
      "\(prefix)BlockShift", of: UInt32.self, UInt32(Table.blockShift),
      doc: [
        "The block of code point `c`: `c >> \(prefix)BlockShift`.",
        "Always 6: the UTF-8 scans take a block from the bytes (one continuation byte).",
      ])
    text += SwiftSource.constant(
      "\(prefix)BlockMask", of: UInt32.self, UInt32(Table.blockMask),
      doc: ["The slot of `c` in its block: `c & \(prefix)BlockMask`."])
    text += "/// The index in `\(prefix)Runs` of the run holding `\(prefix)TwoLevelLimit`: the search\n"
    text += "/// above the two-level table starts there.\n"
    text += "let \(prefix)FirstRunAboveTwoLevel: Int = \(firstRunAboveTwoLevel)\n"
    text += "\n"
    text += SwiftSource.array(
      "\(prefix)Index", of: UInt8.self, twoLevel.indexBytes, perLine: 16,
      doc: [
        "\(coverageName), level 1: per block of \(Table.blockSize) code points, the number of its block",
        "in `\(prefix)Blocks`.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "\(prefix)Blocks", of: UInt8.self, twoLevel.blocks.flatMap { $0 }, perLine: 16,
      doc: [
        "\(coverageName), level 2: the \(twoLevel.blocks.count) distinct blocks, \(Table.blockSize) \(entries) each,",
        "block `n` at `n << \(prefix)BlockShift`.",
      ])
    text += "\n"
    if let pictographs {
      text += PictographTable.swiftSource(prefix: prefix, entry: entry, values: pictographs)
      text += "\n"
    }
    text += Compression.runsSource(prefix: prefix, runs, value: runValue, doc: runsDoc, describe: describe)
    text += "\n"
    text += "/// The `\(prefix)…` tables above as one code-point table: its look-ups and\n"
    text += "/// raw views are `CodePointTable`'s (Sources/TextGauge/Bytes/CodePointTable.swift).\n"
    text += "enum \(typeName): CodePointTable {\n"
    let members: [(name: String, type: String, global: String)] =
      [
        ("twoLevelLimit", "UInt32", "TwoLevelLimit"), ("blockShift", "UInt32", "BlockShift"),
        ("blockMask", "UInt32", "BlockMask"), ("firstRunAboveTwoLevel", "Int", "FirstRunAboveTwoLevel"),
        ("index", "[UInt8]", "Index"), ("blocks", "[UInt8]", "Blocks"),
      ]
      + (pictographs == nil
        ? [] : [("pictographFirst", "UInt32", "PictographFirst"), ("pictographs", "[UInt8]", "Pictographs")])
      + [("runStartShift", "UInt32", "RunStartShift"), ("runs", "[UInt32]", "Runs")]
    for member in members {
      text += "  @inline(__always) static var \(member.name): \(member.type) { \(prefix)\(member.global) }\n"
    }
    text += "}\n"
    return text
  }

  /// The sizes of the runs, the two-level table and the pictographs, for
  /// the report.
  public var sizes: [TableSize] {
    let blockBytes = twoLevel.blocks.count * Table.blockSize
    return [
      Compression.runsSize(prefix: prefix, runs),
      TableSize(name: "\(prefix)Index", entries: twoLevel.index.count, bytes: twoLevel.index.count),
      TableSize(name: "\(prefix)Blocks", entries: blockBytes, bytes: blockBytes),
    ] + (pictographs == nil ? [] : [PictographTable.size(prefix: prefix)])
  }
}
