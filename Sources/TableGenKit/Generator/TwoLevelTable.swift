/// A two-level lookup table over the BMP: the 65,536 code points cut into
/// 1,024 blocks of 64; each distinct block is stored once and an index maps
/// a block number to it. A lookup is two array reads, `index[c >> shift]`
/// then the code point's slot `c & mask` in that block, with no search and
/// no branch, and the whole table stays small (a few KB) because most blocks
/// repeat: all ones across CJK, all zeros across Hangul.
///
/// The geometry is chosen here only: ``CodePointTable`` (the tables of one
/// byte per code point) and the GB 18030 bitmaps emit ``blockShift`` and
/// ``blockMask`` as generated constants, which the runtime reads.
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
