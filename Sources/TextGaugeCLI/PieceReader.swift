import TextGauge

/// Reads a whole input (without `--lines`) as consecutive pieces of one
/// text, so that a command that can work piece by piece (`measure`, `scan`)
/// holds a bounded buffer, not the input.
///
/// - A UTF-8 BOM at the start is skipped (as by ``LineReader``).
/// - One final line break, LF or CR LF, ends the text and is not part of it:
///   `echo abc` gives the text `abc`. The last two bytes are held back until
///   the end of the input to know.
/// - Each piece is checked UTF-8 and ends on a scalar boundary, and where
///   `cut` says: `cut` gets the bytes available and returns how many of them
///   can be processed without knowing what follows (0: read more first).
/// - Invalid UTF-8 throws with its byte offset in the input; pieces before
///   the buffer that holds it were processed.
/// - Linear time: `cut` is asked once per buffer fill, and a buffer whose
///   unprocessed rest is over half of it doubles, so a long stretch `cut`
///   cannot split (one Character of a million combining marks) costs reading
///   it twice at most, and memory is a constant plus twice that stretch.
struct PieceReader {
  let source: InputSource
  var chunkSize = 1 << 18

  func forEachPiece(
    cut: (UnsafeBufferPointer<UInt8>) -> Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    var filled = 0  // bytes in the buffer
    var start = 0  // first byte not yet processed
    var consumedBefore = 0  // input offset of buffer[0]
    var atStart = true
    var final = false
    while !final {
      if filled - start > buffer.count / 2 || filled == buffer.count {
        // Keep the unprocessed rest, at the start of a buffer at least twice its size.
        let rest = filled - start
        let size = rest > buffer.count / 2 ? buffer.count * 2 : buffer.count
        let next = size == buffer.count ? buffer : .allocate(byteCount: size, alignment: 16)
        if rest > 0 { next.baseAddress!.copyMemory(from: buffer.baseAddress! + start, byteCount: rest) }
        if size != buffer.count { buffer.deallocate() }
        buffer = next
        consumedBefore += start
        filled = rest
        start = 0
      }
      // Fill the buffer (a pipe gives a few KB a read).
      while filled < buffer.count {
        let count = try source.read(into: buffer.baseAddress! + filled, count: buffer.count - filled)
        if count == 0 {
          final = true
          break
        }
        filled += count
      }
      let bytes = UnsafeBufferPointer(start: buffer.baseAddress!.assumingMemoryBound(to: UInt8.self), count: filled)
      if atStart {
        if bytes.starts(with: byteOrderMark) { start = 3 }
        atStart = false
      }
      var end = filled
      if final {
        if end > start, bytes[end - 1] == 0x0A {
          end -= 1
          if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        }
      } else {
        // Hold back a possible final CR LF, then back up to a scalar start
        // (at most three continuation bytes; more is ill-formed anyway).
        end = max(start, end - 2)
        var backed = 0
        while backed < 3, end > start, bytes[end] & 0xC0 == 0x80 {
          end -= 1
          backed += 1
        }
      }
      // Checked before `cut` reads it as text (the bytes end on a scalar
      // start, so a sequence the next read completes is not cut).
      let available = UnsafeBufferPointer(rebasing: bytes[start..<end])
      if let bad = UTF8Bytes.firstIllFormedOffset(available) {
        throw CLIError("\(source.name): invalid UTF-8 at byte offset \(consumedBefore + start + bad)", exitCode: ExitStatus.badInput)
      }
      let usable = final ? available.count : cut(available)
      guard usable > 0 || final else { continue }
      try body(UnsafeBufferPointer(rebasing: available[..<usable]))
      start += usable
    }
  }

  /// The whole text as one `String`, checked, without its final line break.
  /// Read into a block grown in place (one of the file's size for a regular
  /// file) and moved into the string (``ByteBlock``), so that from a pipe
  /// too the text is held about once, never the block and the string whole.
  func readText() throws -> String {
    let block = try ByteBlock(capacity: Swift.max(1, source.regularFileSize ?? chunkSize))
    try forEachPiece(cut: { $0.count }) { piece in
      guard !piece.isEmpty else { return }
      try block.reserve(block.count + piece.count)
      (block.base + block.count).copyMemory(from: piece.baseAddress!, byteCount: piece.count)
      block.count += piece.count
    }
    guard block.count >= ByteBlock.moveChunk else { return String(decoding: block.bytes, as: UTF8.self) }
    return try block.moveIntoString(0..<block.count, keepingFrom: block.count, capacity: 1)
  }

  /// How much of `bytes` can be measured Character by Character without
  /// what follows: up to the start of the last Character, which more text
  /// could extend. Grapheme breaks before it stay where they are, because
  /// UAX #29's rules decide a break from the text before it and one scalar
  /// after it.
  static func beforeLastCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    // The data's Characters (UAX #29 of the tables' version), as the
    // metrics count them, not the standard library's.
    bytes.isEmpty ? 0 : UTF8Bytes.graphemeClusterBoundary(bytes, atOrBefore: bytes.count - 1)
  }

  /// How much of `bytes` can be segmented into words (UAX #29 §4) without
  /// what follows: up to the last ASCII space followed by an ASCII byte
  /// other than a space, or after the last LF. Either is a word boundary
  /// (WB3a; WB999, since no rule joins a space to what follows but WB3d's
  /// space to space, and WB4 attaches only non-ASCII Extend, Format and ZWJ),
  /// and one that no rule looks across, so the words after it segment alone
  /// as in context; and it is a Character boundary (GB4, GB999).
  static func beforeLastWordStart(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = bytes.count - 1
    while index > 0 {
      let byte = bytes[index]
      if bytes[index - 1] == 0x20, byte < 0x80, byte != 0x20 { return index }
      if bytes[index - 1] == 0x0A { return index }
      index -= 1
    }
    return 0
  }

  /// How much of `bytes` ends with a line break: up to and with the last LF
  /// (0 if none). An escape sequence (ECMA-48) may hold spaces but not a
  /// line break.
  static func afterLastLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = bytes.count
    while index > 0 {
      if bytes[index - 1] == 0x0A { return index }
      index -= 1
    }
    return 0
  }

  /// How much of `bytes` can be scanned for emoji without what follows: up
  /// to the last ASCII byte that no emoji sequence contains (every ASCII
  /// byte but a keycap's base, 0-9 # *), which ends any sequence before it.
  static func beforeLastNonEmojiASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = bytes.count
    while index > 0 {
      index -= 1
      let byte = bytes[index]
      if byte < 0x80, !(byte >= 0x30 && byte <= 0x39), byte != 0x23, byte != 0x2A { return index }
    }
    return 0
  }
}
