/// A two-level lookup table over the BMP: the 65,536 code points cut into
/// 1,024 blocks of 64; each distinct block is stored once and an index maps
/// a block number to it. A lookup is two array reads, `index[c >> shift]`
/// then the code point's slot `c & mask` in that block, with no search and
/// no branch, and the whole table stays small (a few KB) because most blocks
/// repeat: all ones across CJK, all zeros across Hangul.
///
/// The geometry is chosen here only: emitters write ``blockShift`` and
/// ``blockMask`` as generated constants, which the runtime passes to its
/// one two-level lookup (`TwoLevelLookup`, Sources/TextGauge/Bytes).
public struct TwoLevelTable<Block: Hashable> {
  /// log2 of the block size. 64 code points per block: one `UInt64` word per
  /// block for bitmaps, and an index of 1,024 bytes.
  public static var blockShift: Int { 6 }
  /// Code points per block.
  public static var blockSize: Int { 1 << blockShift }
  /// A code point's slot in its block: `c & blockMask`.
  public static var blockMask: Int { blockSize - 1 }
  /// Blocks per table: the BMP's 65,536 code points.
  public static var blocksPerTable: Int { 0x10000 >> blockShift }

  /// Per block of 64 code points, the number of its distinct block.
  public var index: [Int]
  /// The distinct blocks, in order of first appearance (so the output is
  /// deterministic).
  public var blocks: [Block]

  /// Builds the table from the 1,024 blocks of the BMP, in order; several
  /// tables can share one pool of blocks by passing their blocks one after
  /// the other (then `index` holds 1,024 entries per table).
  public init(blocksOfTheBMP all: [Block]) {
    precondition(all.count % Self.blocksPerTable == 0 && !all.isEmpty, "expected whole tables of blocks")
    var numbers: [Block: Int] = [:]
    var blocks: [Block] = []
    index = all.map { block in
      if let number = numbers[block] { return number }
      numbers[block] = blocks.count
      blocks.append(block)
      return blocks.count - 1
    }
    self.blocks = blocks
    precondition(blocks.count <= 256, "the index is emitted as UInt8")
  }

  /// The index as bytes, for emitting.
  public var indexBytes: [UInt8] { index.map { UInt8($0) } }
}

extension TwoLevelTable where Block == [UInt8] {
  /// The table as Swift: `<prefix>BMPBlockShift` and `<prefix>BMPBlockMask`
  /// (the geometry the runtime's look-up uses), `<prefix>BMPIndex` (level 1)
  /// and `<prefix>BMPBlocks` (level 2, the distinct blocks end to end).
  /// `entries` says what one byte of a block holds; `shiftNote` adds to the
  /// shift's comment, for a look-up that depends on the block size.
  public func swiftSource(prefix: String, entries: String, shiftNote: [String] = []) -> String {
    var text = SwiftSource.constant(
      "\(prefix)BMPBlockShift", of: UInt32.self, UInt32(Self.blockShift),
      doc: ["The block of BMP code point `c`: `c >> \(prefix)BMPBlockShift`."] + shiftNote)
    text += SwiftSource.constant(
      "\(prefix)BMPBlockMask", of: UInt32.self, UInt32(Self.blockMask),
      doc: ["The slot of `c` in its block: `c & \(prefix)BMPBlockMask`."])
    text += "\n"
    text += SwiftSource.array(
      "\(prefix)BMPIndex", of: UInt8.self, indexBytes, perLine: 16,
      doc: [
        "The BMP, level 1: per block of \(Self.blockSize) code points, the number of its block",
        "in `\(prefix)BMPBlocks`.",
      ])
    text += "\n"
    text += SwiftSource.array(
      "\(prefix)BMPBlocks", of: UInt8.self, blocks.flatMap { $0 }, perLine: 16,
      doc: [
        "The BMP, level 2: the \(blocks.count) distinct blocks, \(Self.blockSize) \(entries) each,",
        "block `n` at `n << \(prefix)BMPBlockShift`.",
      ])
    return text
  }

  /// The sizes of `<prefix>BMPIndex` and `<prefix>BMPBlocks`
  /// (``swiftSource(prefix:entries:shiftNote:)``), for the report.
  public func sizes(prefix: String) -> [TableSize] {
    [
      TableSize(name: "\(prefix)BMPIndex", entries: index.count, bytes: index.count),
      TableSize(
        name: "\(prefix)BMPBlocks", entries: blocks.count * Self.blockSize, bytes: blocks.count * Self.blockSize),
    ]
  }
}
