/// Splits an input into lines as it reads it (LF ends a line, CR LF too),
/// holding at most one chunk and the line being read.
struct LineReader {
  let source: InputSource
  static let chunkSize = 1 << 16

  /// Calls `body` with each line's number, its bytes (without LF or CR LF)
  /// and the byte offset of its start in the input.
  func forEachLine(_ body: (Int, UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
    // Grown in place (`Platform.resizeBuffer`), so that a line of n bytes
    // holds about n bytes, not the buffers it outgrew beside it.
    var buffer = UnsafeMutableRawBufferPointer(start: try Self.allocation(nil, Self.chunkSize), count: Self.chunkSize)
    defer { Platform.freeBuffer(buffer.baseAddress!) }
    var filled = 0  // bytes in the buffer, from a line start
    var consumedBefore = 0  // input offset of buffer[0]
    var line = 1
    var atStart = true
    while true {
      if filled == buffer.count {
        // A line longer than the buffer: grow it, keeping its start.
        buffer = UnsafeMutableRawBufferPointer(
          start: try Self.allocation(buffer.baseAddress, buffer.count * 2), count: buffer.count * 2)
      }
      let count = try source.read(into: buffer.baseAddress! + filled, count: buffer.count - filled)
      let final = count == 0
      filled += count
      let bytes = UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: filled)
      var skip = 0
      if atStart {
        // The BOM, once three bytes (or the whole input) are there.
        if filled < 3, !final { continue }
        if bytes.starts(with: byteOrderMark) { skip = 3 }
        atStart = false
      }
      let used = try Self.forEachLine(
        in: UnsafeBufferPointer(rebasing: bytes[skip...]), firstLine: line, final: final
      ) { number, text in
        line = number + 1
        try body(number, text, consumedBefore + (text.baseAddress! - bytes.baseAddress!))
      } + skip
      if final { return }
      // Keep the unfinished line at the start of the buffer.
      let rest = filled - used
      if used > 0, rest > 0 {
        (buffer.baseAddress! + 0).copyMemory(from: buffer.baseAddress! + used, byteCount: rest)
      }
      consumedBefore += used
      filled = rest
    }
  }

  /// `Platform.resizeBuffer`; when the memory cannot be had, one line
  /// saying so and exit status 2, as for any input that cannot be read.
  static func allocation(_ buffer: UnsafeMutableRawPointer?, _ byteCount: Int) throws -> UnsafeMutableRawPointer {
    guard let memory = Platform.resizeBuffer(buffer, to: byteCount) else {
      throw CLIError("out of memory for a line of more than \(byteCount / 2) bytes", exitCode: ExitStatus.badInput)
    }
    return memory
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
