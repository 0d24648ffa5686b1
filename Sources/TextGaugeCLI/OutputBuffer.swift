import TextGauge

/// Buffered standard output: commands append bytes, which are written in
/// 64 KB pieces rather than one write per match or line.
final class OutputBuffer {
  private static let threshold = 1 << 16
  // Only ever used from one thread; unchecked, because a dynamic
  // exclusivity check per write cost more than the write.
  @exclusivity(unchecked) private var storage: UnsafeMutablePointer<UInt8>
  @exclusivity(unchecked) private var capacity: Int
  @exclusivity(unchecked) private var count = 0

  init() {
    capacity = Self.threshold * 2
    storage = .allocate(capacity: capacity)
  }

  deinit { storage.deallocate() }

  /// Room for `extra` more bytes.
  @inline(__always)
  private func reserve(_ extra: Int) {
    if count + extra > capacity { grow(extra) }
  }

  private func grow(_ extra: Int) {
    let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: max(capacity * 2, count + extra))
    larger.update(from: storage, count: count)
    storage.deallocate()
    storage = larger
    capacity = max(capacity * 2, count + extra)
  }

  func write(_ buffer: UnsafeBufferPointer<UInt8>) {
    guard buffer.count <= Self.threshold else {
      // Written from where it is: a long line's text is not copied into
      // the buffer (which would hold it twice).
      flush()
      return writeOut(buffer.baseAddress!, count: buffer.count)
    }
    record(atMost: buffer.count) { $0.append(buffer) }
  }

  func write(_ text: String) {
    var text = text
    text.withUTF8 { write($0) }
  }

  /// A literal, without the retain and release of a `String`.
  func write(literal text: StaticString) {
    write(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  func write(byte: UInt8) {
    reserve(1)
    storage[count] = byte
    count += 1
  }

  /// `value` in decimal.
  func write(_ value: Int) {
    record(atMost: Appender.maximumIntegerLength) { $0.append(value) }
  }

  /// Writes a record of at most `maximum` bytes through `body`, with one
  /// capacity check for the whole record (a JSON object of `scan --json`)
  /// instead of one per key and number. Every write goes through here.
  func record(atMost maximum: Int, _ body: (inout Appender) -> Void) {
    reserve(maximum)
    var appender = Appender(storage + count)
    body(&appender)
    count = appender.cursor - storage
    if count >= Self.threshold { flush() }
  }

  /// Writes a line: `text` and LF.
  func line(_ text: String) {
    write(text)
    write(byte: 0x0A)
  }

  /// Writes everything buffered to standard output. A reader that has
  /// gone (EPIPE: `| head -1`) ends the command quietly, status 0: it has
  /// what it wanted. Any other failure (ENOSPC, EIO) ends it with one line
  /// on standard error and status 74, so that a truncated output is never
  /// reported as success.
  func flush() {
    defer { count = 0 }
    writeOut(storage, count: count)
  }

  private func writeOut(_ bytes: UnsafePointer<UInt8>, count: Int) {
    do {
      try Platform.writeAll(Platform.standardOutput, bytes, count: count)
    } catch {
      if error.isBrokenPipe { Platform.exit(ExitStatus.success) }
      StandardError.fail("cannot write standard output: \(error.message)", status: ExitStatus.outputFailed)
    }
  }
}
