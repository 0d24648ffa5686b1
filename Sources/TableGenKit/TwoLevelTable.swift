/// A two-level lookup table over the BMP: the 65,536 code points cut into
/// 1,024 blocks of 64; each distinct block is stored once and an index maps
/// a block number to it. A lookup is two array reads, `index[c >> 6]` then
/// the code point's slot in that block, with no search and no branch, and
/// the whole table stays small (a few KB) because most blocks repeat: all
/// ones across CJK, all zeros across Hangul.
public struct TwoLevelTable<Block: Hashable> {
  /// Per block of 64 code points, the number of its distinct block.
  public var index: [Int]
  /// The distinct blocks, in order of first appearance (so the output is
  /// deterministic).
  public var blocks: [Block]

  /// Builds the table from the 1,024 blocks of the BMP, in order; several
  /// tables can share one pool of blocks by passing their blocks one after
  /// the other (then `index` holds 1,024 entries per table).
  public init(blocksOfTheBMP all: [Block]) {
    precondition(all.count % 1024 == 0 && !all.isEmpty, "expected 1024 blocks of 64 code points per table")
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
