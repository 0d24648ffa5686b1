/// A table of one byte per code point as the generator emits it
/// (TableGenKit's `CodePointTable`): a two-level table over the code points
/// below `twoLevelLimit` (the BMP, or planes 0 and 1), optionally a one-read
/// table of the blocks of emoji U+1F000…U+1FFFF, and runs over the whole
/// range, searched from the first run above the two-level table. Each
/// generated table is an `enum` conforming to this protocol (display width,
/// emoji properties, grapheme break, word properties); every look-up is
/// written once, here, and hot loops take the raw views (`withViews`).
protocol CodePointTable {
  /// Code points below it are in the two-level table.
  static var twoLevelLimit: UInt32 { get }
  /// The block of `c`: `c >> blockShift` (always 6, one UTF-8
  /// continuation byte's payload: the scans index blocks with bytes).
  static var blockShift: UInt32 { get }
  /// The slot of `c` in its block: `c & blockMask`.
  static var blockMask: UInt32 { get }
  /// The index in `runs` of the run holding `twoLevelLimit`.
  static var firstRunAboveTwoLevel: Int { get }
  /// Level 1: per block, the number of its distinct block.
  static var index: [UInt8] { get }
  /// Level 2: the distinct blocks end to end.
  static var blocks: [UInt8] { get }
  /// The first code point of `pictographs`.
  static var pictographFirst: UInt32 { get }
  /// The entries of `pictographFirst…`, one read each; empty where the
  /// two-level table covers them.
  static var pictographs: [UInt8] { get }
  /// Where a run entry's start sits: `start << runStartShift | value`.
  static var runStartShift: UInt32 { get }
  /// The runs of equal values, sorted by start, the first at U+0000.
  static var runs: [UInt32] { get }
}

extension CodePointTable {
  static var pictographFirst: UInt32 { 0 }
  static var pictographs: [UInt8] { [] }

  /// The entry of any code point 0…10FFFF (surrogates included).
  @inline(__always)
  static func value(of codePoint: UInt32) -> UInt8 {
    codePoint < twoLevelLimit ? twoLevel(codePoint) : aboveTwoLevel(codePoint)
  }

  /// The entry of a code point below `twoLevelLimit`: two reads.
  @inline(__always)
  static func twoLevel(_ codePoint: UInt32) -> UInt8 {
    entry(block: Int(codePoint >> blockShift), slot: Int(codePoint & blockMask))
  }

  /// The entry at `slot` of block `block`, both from a code point or from
  /// UTF-8 bytes (`UTF8Bytes.threeByteBlockAndSlot`).
  @inline(__always)
  static func entry(block: Int, slot: Int) -> UInt8 {
    index.withUnsafeBufferPointer { index in
      blocks.withUnsafeBufferPointer { blocks in
        TwoLevelLookup.entry(block: block, slot: slot, index: index, blocks: blocks, shift: blockShift)
      }
    }
  }

  /// The entry of a code point at or above `twoLevelLimit`: one read in the
  /// pictographs if it is one of them, else a search of the runs. A table
  /// without pictographs (`pictographFirst` 0, a constant) goes straight to
  /// the search. The count is the buffer's, inside the closure: read from
  /// the array, it can make the compiler materialize the static array
  /// object on this path.
  @inline(__always)
  static func aboveTwoLevel(_ codePoint: UInt32) -> UInt8 {
    guard pictographFirst != 0 else { return searched(codePoint) }
    // Compared as UInt32: below `pictographFirst` the difference wraps past
    // any table, and converting it to Int first would trap where Int is 32
    // bits (WebAssembly).
    let offset = codePoint &- pictographFirst
    return pictographs.withUnsafeBufferPointer { pictographs in
      offset < UInt32(truncatingIfNeeded: pictographs.count) ? pictographs[Int(offset)] : searched(codePoint)
    }
  }

  /// Binary search of the runs from the first above the two-level table
  /// (rare in text: out of line).
  @inline(never)
  static func searched(_ codePoint: UInt32) -> UInt8 {
    runs.withUnsafeBufferPointer { runs in
      TwoLevelLookup.runValue(of: codePoint, runs: runs, from: firstRunAboveTwoLevel, startShift: runStartShift)
    }
  }

  /// The entry of the two-byte scalar at `offset` of well-formed UTF-8:
  /// the lead's low five bits are the block, the second byte the slot.
  @inline(__always)
  static func twoByte(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt8 {
    let (block, slot) = UTF8Bytes.twoByteBlockAndSlot(base, at: offset)
    return entry(block: block, slot: slot)
  }

  /// The entry of the three-byte scalar at `offset` of well-formed UTF-8,
  /// from its bytes, without decoding.
  @inline(__always)
  static func threeByte(_ base: UnsafePointer<UInt8>, _ offset: Int) -> UInt8 {
    let (block, slot) = UTF8Bytes.threeByteBlockAndSlot(base, at: offset)
    return entry(block: block, slot: slot)
  }

  /// The raw views of the two-level table and the pictographs, for a hot
  /// loop to hold in registers across its iterations.
  @inline(__always)
  static func withViews<Result>(_ body: (CodePointTableViews<Self>) throws -> Result) rethrows -> Result {
    try index.withUnsafeBufferPointer { index in
      try blocks.withUnsafeBufferPointer { blocks in
        try pictographs.withUnsafeBufferPointer { pictographs in
          try body(CodePointTableViews(index: index, blocks: blocks, pictographs: pictographs))
        }
      }
    }
  }
}

/// A `CodePointTable`'s arrays as buffers, and the look-ups over them. The
/// geometry stays the table's static constants, so that a scan the
/// compiler does not inline still shifts by an immediate.
struct CodePointTableViews<Table: CodePointTable> {
  let index: UnsafeBufferPointer<UInt8>
  let blocks: UnsafeBufferPointer<UInt8>
  let pictographs: UnsafeBufferPointer<UInt8>

  /// The entry at `slot` of block `block`: two reads.
  @inline(__always)
  func entry(block: Int, slot: Int) -> UInt8 {
    TwoLevelLookup.entry(block: block, slot: slot, index: index, blocks: blocks, shift: Table.blockShift)
  }

  /// The entry of pictograph `codePoint` (U+1F000…U+1FFFF): one read.
  @inline(__always)
  func pictograph(_ codePoint: UInt32) -> UInt8 {
    pictographs[Int(codePoint &- Table.pictographFirst)]
  }
}
