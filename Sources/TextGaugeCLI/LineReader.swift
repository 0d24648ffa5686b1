/// Splits an input into lines as it reads it (LF ends a line, CR LF too),
/// holding at most one chunk and the line being read.
struct LineReader {
  let source: InputSource
  static let chunkSize = 1 << 16

  /// A line delivered from the reader's block: its bytes, and its text as
  /// a `String` on demand. A long line is moved into the string, not
  /// copied beside it (``ByteBlock/moveIntoString(_:keepingFrom:capacity:)``),
  /// so its bytes are gone once its text has been asked for.
  final class Line {
    fileprivate let block: ByteBlock
    fileprivate var range = 0..<0
    fileprivate var next = 0
    fileprivate var moved: String?

    fileprivate init(_ block: ByteBlock) { self.block = block }

    /// The line's text; for a line of a chunk or more, its bytes are moved
    /// into it (no longer readable).
    var text: String {
      if let moved { return moved }
      // A block for what follows the line cannot be had: a copy, as
      // short lines get (which may fail the same way).
      guard range.count >= ByteBlock.moveChunk,
        let text = try? block.moveIntoString(range, keepingFrom: next, capacity: LineReader.chunkSize)
      else { return String(decoding: UnsafeBufferPointer(rebasing: block.bytes[range]), as: UTF8.self) }
      moved = text
      return text
    }
  }

  /// Calls `body` with each line's number, its bytes (without LF or CR LF),
  /// the byte offset of its start in the input, and the line, whose text
  /// may be taken once its bytes have been read.
  func forEachLine(_ body: (Int, UnsafeBufferPointer<UInt8>, Int, Line) throws -> Void) throws {
    // Grown in place, so that a line of n bytes holds about n bytes, not
    // the buffers it outgrew beside it; read a chunk at a time, so that
    // what follows a long line in it is at most a chunk.
    let block = try ByteBlock(capacity: Self.chunkSize)
    let current = Line(block)
    var start = 0  // the current line's start in the block
    var searched = 0  // bytes from `start` known to hold no LF
    var consumedBefore = 0  // input offset of the block's first byte
    var number = 1
    var atStart = true
    func deliver(_ range: Range<Int>, next: Int) throws {
      current.range = range
      current.next = next
      try body(number, UnsafeBufferPointer(rebasing: block.bytes[range]), consumedBefore + range.lowerBound, current)
      number += 1
      searched = 0
      guard current.moved != nil else {
        start = next
        return
      }
      // The line was moved out; the block now starts at `next`.
      current.moved = nil
      consumedBefore += next
      start = 0
    }
    while true {
      if block.count == block.capacity { try block.reserve(block.capacity * 2) }
      let count = try source.read(into: block.base + block.count, count: Swift.min(Self.chunkSize, block.capacity - block.count))
      let final = count == 0
      block.count += count
      if atStart {
        // The BOM, once three bytes (or the whole input) are there.
        if block.count < 3, !final { continue }
        if block.bytes.starts(with: byteOrderMark) { start = 3 }
        atStart = false
      }
      while let found = Platform.firstIndex(of: 0x0A, in: UnsafeBufferPointer(rebasing: block.bytes[(start + searched)...])) {
        let end = start + searched + found
        // CR LF: the CR belongs to the line break.
        let textEnd = end > start && block.bytes[end - 1] == 0x0D ? end - 1 : end
        try deliver(start..<textEnd, next: end + 1)
      }
      if final {
        if start < block.count { try deliver(start..<block.count, next: block.count) }
        return
      }
      // Keep the unfinished line at the start of the block.
      searched = block.count - start
      block.removeFirst(start)
      consumedBefore += start
      start = 0
    }
  }

  /// Calls `body` with each complete line of `bytes` (numbered from
  /// `firstLine`) and returns the bytes used; when `final`, the bytes after
  /// the last LF are a line too (a line of their own if there are any).
  @discardableResult
  static func forEachLine(
    in bytes: UnsafeBufferPointer<UInt8>, firstLine: Int, final: Bool,
    _ body: (Int, UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    var start = 0
    var line = firstLine
    while start < bytes.count {
      guard let found = Platform.firstIndex(of: 0x0A, in: UnsafeBufferPointer(rebasing: bytes[start...])) else { break }
      let end = start + found
      // CR LF: the CR belongs to the line break.
      let textEnd = end > start && base[end - 1] == 0x0D ? end - 1 : end
      try body(line, UnsafeBufferPointer(rebasing: bytes[start..<textEnd]))
      line += 1
      start = end + 1
    }
    if final, start < bytes.count {
      try body(line, UnsafeBufferPointer(rebasing: bytes[start...]))
      start = bytes.count
    }
    return start
  }
}
