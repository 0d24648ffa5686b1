/// The one lookup of every two-level table the generator emits (TableGenKit's
/// `TwoLevelTable` builds them): the code points cut into blocks of
/// `1 << shift`, level 1 (`index`) naming each block's distinct block, level 2
/// (`blocks`) holding the distinct blocks end to end. Two reads, no search,
/// no branch. The geometry is each table's generated `…BlockShift` and
/// `…BlockMask`: callers pass those, never a number of their own.
enum TwoLevelLookup {
  /// The entry at `slot` of block number `block` (level 1's index): the
  /// caller already has both, from a code point or from UTF-8 bytes
  /// (`UTF8Bytes.threeByteBlockAndSlot`).
  @inline(__always)
  static func entry<Index: FixedWidthInteger, Entry>(
    block: Int, slot: Int, index: UnsafeBufferPointer<Index>, blocks: UnsafeBufferPointer<Entry>, shift: UInt32
  ) -> Entry {
    blocks[Int(index[block]) << shift | slot]
  }

  /// The entry of `codePoint`, which must be in the table's range.
  @inline(__always)
  static func entry<Index: FixedWidthInteger, Entry>(
    of codePoint: UInt32, index: UnsafeBufferPointer<Index>, blocks: UnsafeBufferPointer<Entry>, shift: UInt32,
    mask: UInt32
  ) -> Entry {
    entry(block: Int(codePoint >> shift), slot: Int(codePoint & mask), index: index, blocks: blocks, shift: shift)
  }

  /// For a bitmap, whose blocks are one word of `1 << shift` bits: the
  /// word of `codePoint`'s block (the same two reads, a block of one
  /// entry); its bit is `codePoint & mask`.
  @inline(__always)
  static func word<Index: FixedWidthInteger>(
    of codePoint: UInt32, index: UnsafeBufferPointer<Index>, words: UnsafeBufferPointer<UInt64>, shift: UInt32
  ) -> UInt64 {
    entry(block: Int(codePoint >> shift), slot: 0, index: index, blocks: words, shift: 0)
  }

  /// The value of the run holding `codePoint` in a runs table the generator
  /// emits beside a two-level one (TableGenKit's `Compression.runs`):
  /// entries `start << startShift | value`, sorted by start, `runs[first]`
  /// starting at or before `codePoint`. `startShift` is the table's
  /// generated `…RunStartShift`.
  @inline(__always)
  static func runValue(
    of codePoint: UInt32, runs: UnsafeBufferPointer<UInt32>, from first: Int = 0, startShift: UInt32
  ) -> UInt8 {
    // The code point in the start's place with every value bit set sorts
    // after every run starting at or before it, whatever its value.
    let key = codePoint << startShift | (1 << startShift &- 1)
    let low = first + UTF8Bytes.partitionPoint(UnsafeBufferPointer(rebasing: runs[first...])) { $0 <= key } - 1
    return UInt8(truncatingIfNeeded: runs[low])
  }
}
