/// A block of input bytes grown in place (`Platform.resizeBuffer`), which
/// can be moved into a `String` without holding two whole copies: the
/// buffer of ``LineReader`` and of ``PieceReader/readText()``.
final class ByteBlock {
  private(set) var base: UnsafeMutableRawPointer
  private(set) var capacity: Int
  /// Bytes in the block, from its start.
  var count = 0

  /// The bytes moved into a `String` at a time: what the move holds beyond
  /// the text itself.
  static let moveChunk = 1 << 20

  init(capacity: Int) throws {
    base = try Self.allocation(nil, capacity)
    self.capacity = capacity
  }

  deinit { Platform.freeBuffer(base) }

  var bytes: UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: count)
  }

  /// Room for at least `byteCount` bytes, growing by doubling at least.
  func reserve(_ byteCount: Int) throws {
    guard byteCount > capacity else { return }
    let size = Swift.max(byteCount, capacity * 2)
    base = try Self.allocation(base, size)
    capacity = size
  }

  /// Drops the first `byteCount` bytes, moving the rest to the start.
  func removeFirst(_ byteCount: Int) {
    guard byteCount > 0 else { return }
    if count > byteCount { base.copyMemory(from: base + byteCount, byteCount: count - byteCount) }
    count -= byteCount
  }

  /// Bytes `range` as a `String` (well-formed UTF-8, checked before), and
  /// the block replaced by a new one of `capacity` bytes holding the bytes
  /// from `rest` on.
  ///
  /// The string is filled from its end a chunk at a time while the block is
  /// shrunk (`realloc`) behind the copy: glibc shrinks a large (mmapped)
  /// block in place and returns its pages, so the move holds the text
  /// about once, plus a chunk, rather than the block and the string whole.
  func moveIntoString(_ range: Range<Int>, keepingFrom rest: Int, capacity newCapacity: Int) throws -> String {
    let kept = count - rest
    let next = try Self.allocation(nil, Swift.max(newCapacity, kept))
    if kept > 0 { next.copyMemory(from: base + rest, byteCount: kept) }
    if range.lowerBound > 0 { base.copyMemory(from: base + range.lowerBound, byteCount: range.count) }
    var block: UnsafeMutableRawPointer? = base
    let text = String(unsafeUninitializedCapacity: range.count) { string in
      var end = range.count
      while end > 0 {
        let start = Swift.max(0, end - Self.moveChunk)
        UnsafeMutableRawPointer(string.baseAddress! + start).copyMemory(from: block! + start, byteCount: end - start)
        end = start
        // Shrinking never fails; if it did, the block would stay whole.
        if end > 0, let shrunk = Platform.resizeBuffer(block, to: end) { block = shrunk }
      }
      return range.count
    }
    Platform.freeBuffer(block!)
    base = next
    capacity = Swift.max(newCapacity, kept)
    count = kept
    return text
  }

  /// `Platform.resizeBuffer`; when the memory cannot be had, one line
  /// saying so and exit status 2, as for any input that cannot be read.
  static func allocation(_ buffer: UnsafeMutableRawPointer?, _ byteCount: Int) throws -> UnsafeMutableRawPointer {
    guard let memory = Platform.resizeBuffer(buffer, to: byteCount) else {
      throw CLIError("out of memory for an input of more than \(byteCount / 2) bytes", exitCode: ExitStatus.badInput)
    }
    return memory
  }
}
