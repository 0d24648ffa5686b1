import ArgumentParser
import Foundation
import TextGauge

/// The input every subcommand takes: TEXT arguments, `--file PATH`, or
/// standard input, as UTF-8; with `--lines`, each line a separate text.
///
/// Rules, the same for every subcommand:
/// - **Bytes are checked, never repaired.** Invalid UTF-8 anywhere (a TEXT
///   argument, the file, standard input) is an error naming the input and
///   the byte offset, exit status 2.
/// - **Byte order mark.** A UTF-8 BOM (EF BB BF) at the very start of an
///   input (the file, standard input, the first TEXT argument, a sticker
///   catalog) is an encoding signature, not text (Unicode §23.8): it is
///   skipped. Error offsets still count it. A U+FEFF anywhere else is text.
/// - **Lines** (`--lines`): a line ends at LF; a CR right before the LF
///   belongs to the line break (CR LF). Any other CR, including one at the
///   very end of the input, is part of the line's text. The bytes after the
///   last LF, if any, are the last line; an input ending with LF has no
///   empty line after it; an empty input has no lines.
/// - **Streaming** (`--lines`): the input is read in 64 KB chunks and each
///   line is checked, processed and its output buffered before the next is
///   read, so memory is a constant plus the longest line. A line with
///   invalid UTF-8 stops the command (exit 2) after the output of the lines
///   before it, which stands. Without `--lines` the whole input is read and
///   checked before anything is printed.
struct InputOptions: ParsableArguments {
  @Argument(help: "Text to read (several are joined with spaces). Default: --file or standard input.")
  var text: [String] = []

  @Option(name: .long, help: "Read the text from this UTF-8 file.")
  var file: String?

  @Flag(help: "Treat each input line as a separate text (LF or CR LF ends a line); output is per line, as it goes.")
  var lines = false

  func validate() throws {
    if file != nil, !text.isEmpty {
      throw ValidationError("give either TEXT or --file, not both")
    }
  }

  /// One text to process: its 1-based line number with `--lines`, and its
  /// well-formed UTF-8 bytes (valid only during the call that receives it).
  struct Unit {
    var line: Int?
    var bytes: UnsafeBufferPointer<UInt8>
    /// The whole input as read, when it was read into a `String`.
    var string: String? = nil
    /// The text as a `String`.
    var text: String { string ?? String(decoding: bytes, as: UTF8.self) }
  }

  /// Calls `body` with each text of the input, in order: the whole input, or
  /// each line with `--lines` as it is read. Output written to `output`
  /// before an input error is flushed before the error is thrown.
  func forEachUnit(_ output: OutputBuffer, _ body: (Unit) throws -> Void) throws {
    if !text.isEmpty {
      // The TEXT arguments were checked as bytes before parsing
      // (RawArguments.check), so these strings are exactly what was given.
      var joined = text.joined(separator: " ")
      if joined.hasPrefix("\u{FEFF}") { joined.removeFirst() }
      try forEachUnit(ofWhole: Array(joined.utf8), output, body)
      return
    }
    let source = try InputSource(file: file)
    defer { source.close() }
    if lines {
      try LineReader(source: source).forEachLine { line, bytes, offset in
        if let bad = UTF8Bytes.firstIllFormedOffset(bytes) {
          output.flush()
          throw CLIError("\(source.name): line \(line): invalid UTF-8 at byte offset \(offset + bad)", exitCode: 2)
        }
        try body(Unit(line: line, bytes: bytes))
      }
    } else {
      // Read straight into the String's storage, so that memory is the
      // input's size, not twice it.
      var text = try source.readAllAsString()
      if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
      text.makeContiguousUTF8()
      let whole = text
      _ = try whole.utf8.withContiguousStorageIfAvailable { bytes in
        try body(Unit(line: nil, bytes: bytes, string: whole))
      }
    }
  }

  /// The units of an input already in memory and checked.
  private func forEachUnit(ofWhole bytes: [UInt8], _ output: OutputBuffer, _ body: (Unit) throws -> Void) throws {
    try bytes.withUnsafeBufferPointer { buffer in
      if lines {
        try LineReader.forEachLine(in: buffer, firstLine: 1, final: true) { line, bytes in
          try body(Unit(line: line, bytes: bytes))
        }
      } else {
        try body(Unit(line: nil, bytes: buffer))
      }
    }
  }
}

/// EF BB BF, U+FEFF in UTF-8.
let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

/// A file or standard input, opened for reading with a reason on failure.
final class InputSource {
  let descriptor: Int32
  let name: String
  private let owned: Bool

  init(file: String?) throws {
    guard let file else {
      descriptor = 0
      name = "standard input"
      owned = false
      return
    }
    name = file
    owned = true
    descriptor = open(file, O_RDONLY)
    if descriptor < 0 { throw CLIError.cannotRead(file, errno: errno) }
    var status = stat()
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
      Glibc.close(descriptor)
      throw CLIError.cannotRead(file, errno: EISDIR)
    }
  }

  /// Reads up to `count` bytes into `buffer`; 0 at the end of the input.
  func read(into buffer: UnsafeMutableRawPointer, count: Int) throws -> Int {
    while true {
      let result = Glibc.read(descriptor, buffer, count)
      if result >= 0 { return result }
      if errno == EINTR { continue }
      throw CLIError.cannotRead(name, errno: errno)
    }
  }

  /// The whole input as a `String`, checked: for a regular file, read
  /// into a string of its size (standard input grows as it is read).
  func readAllAsString() throws -> String {
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else {
      let bytes = try readAll()
      try check(bytes)
      return String(decoding: bytes, as: UTF8.self)
    }
    var rest: [UInt8] = []
    var text = try String(unsafeUninitializedCapacity: Int(status.st_size)) { buffer in
      var filled = 0
      while filled < buffer.count {
        let count = try read(into: buffer.baseAddress! + filled, count: buffer.count - filled)
        if count == 0 { break }
        filled += count
      }
      // A file that grew since fstat: the rest.
      if filled == buffer.count { rest = try readAll() }
      try check(UnsafeBufferPointer(rebasing: buffer[..<filled]), rest)
      return filled
    }
    if !rest.isEmpty { text += String(decoding: rest, as: UTF8.self) }
    return text
  }

  /// Throws the offset of the first ill-formed byte of `bytes` then `rest`.
  private func check(_ bytes: UnsafeBufferPointer<UInt8>, _ rest: [UInt8] = []) throws {
    var bad = UTF8Bytes.firstIllFormedOffset(bytes)
    if bad == nil, !rest.isEmpty {
      // Checked as one text: the seam may split a sequence.
      let whole = Array(bytes) + rest
      bad = whole.withUnsafeBufferPointer(UTF8Bytes.firstIllFormedOffset)
    }
    if let bad { throw CLIError("\(name): invalid UTF-8 at byte offset \(bad)", exitCode: 2) }
  }

  private func check(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBufferPointer { try check($0) }
  }

  /// The whole input: for a regular file, read into a buffer of its size.
  func readAll() throws -> [UInt8] {
    var status = stat()
    var capacity = 1 << 16
    if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG { capacity = Int(status.st_size) + 1 }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(capacity)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = try chunk.withUnsafeMutableBytes { try read(into: $0.baseAddress!, count: $0.count) }
      if count == 0 { return bytes }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  func close() {
    if owned { Glibc.close(descriptor) }
  }
}

/// Splits an input into lines as it reads it (LF ends a line, CR LF too),
/// holding at most one chunk and the line being read.
struct LineReader {
  let source: InputSource
  static let chunkSize = 1 << 16

  /// Calls `body` with each line's number, its bytes (without LF or CR LF)
  /// and the byte offset of its start in the input.
  func forEachLine(_ body: (Int, UnsafeBufferPointer<UInt8>, Int) throws -> Void) throws {
    var buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.chunkSize, alignment: 16)
    defer { buffer.deallocate() }
    var filled = 0  // bytes in the buffer, from a line start
    var consumedBefore = 0  // input offset of buffer[0]
    var line = 1
    var atStart = true
    while true {
      if filled == buffer.count {
        // A line longer than the buffer: grow it, keeping its start.
        let larger = UnsafeMutableRawBufferPointer.allocate(byteCount: buffer.count * 2, alignment: 16)
        larger.copyMemory(from: UnsafeRawBufferPointer(buffer))
        buffer.deallocate()
        buffer = larger
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
      guard let found = memchr(base + start, 0x0A, bytes.count - start) else { break }
      let end = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
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

  /// Appends to room reserved beforehand, checking nothing.
  struct Appender {
    fileprivate(set) var cursor: UnsafeMutablePointer<UInt8>

    fileprivate init(_ cursor: UnsafeMutablePointer<UInt8>) { self.cursor = cursor }

    /// The most bytes ``append(_:)-(Int)`` writes: a sign and 19 digits.
    static let maximumIntegerLength = 20

    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
      guard let base = buffer.baseAddress else { return }
      // JSON keys and short names: overlapping word copies cost less than
      // calling memmove (unaligned stores, SE-0349).
      let n = buffer.count
      let from = UnsafeRawPointer(base), to = UnsafeMutableRawPointer(cursor)
      if n >= 8, n <= 16 {
        let first = from.loadUnaligned(as: UInt64.self), last = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        to.storeBytes(of: first, as: UInt64.self)
        to.storeBytes(of: last, toByteOffset: n - 8, as: UInt64.self)
      } else if n > 16, n <= 32 {
        let a = from.loadUnaligned(as: UInt64.self), b = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
        let c = from.loadUnaligned(fromByteOffset: n - 16, as: UInt64.self)
        let d = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
        to.storeBytes(of: a, as: UInt64.self)
        to.storeBytes(of: b, toByteOffset: 8, as: UInt64.self)
        to.storeBytes(of: c, toByteOffset: n - 16, as: UInt64.self)
        to.storeBytes(of: d, toByteOffset: n - 8, as: UInt64.self)
      } else {
        to.copyMemory(from: from, byteCount: n)
      }
      cursor += n
    }

    mutating func append(literal text: StaticString) {
      append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A JSON key (with its quotes, colon and any comma before it) and a
    /// number.
    mutating func append(key: StaticString, _ value: Int) {
      append(literal: key)
      append(value)
    }

    /// `value` in decimal, two digits a step from a table of the pairs
    /// 00…99.
    mutating func append(_ value: Int) {
      if value < 0 {
        cursor.pointee = 0x2D
        cursor += 1
      }
      var magnitude = value.magnitude
      let pairs = Self.digitPairs.utf8Start
      // Most offsets of a line are below 100.
      if magnitude < 10 {
        cursor.pointee = 0x30 &+ UInt8(truncatingIfNeeded: magnitude)
        cursor += 1
        return
      }
      if magnitude < 100 {
        cursor[0] = pairs[Int(magnitude) &* 2]
        cursor[1] = pairs[Int(magnitude) &* 2 &+ 1]
        cursor += 2
        return
      }
      var digits = 3
      var limit: UInt = 1000
      while digits < 20, magnitude >= limit {
        digits += 1
        limit = limit &* 10
      }
      var index = digits
      while magnitude >= 100 {
        let (quotient, remainder) = magnitude.quotientAndRemainder(dividingBy: 100)
        index -= 2
        cursor[index] = pairs[Int(remainder) &* 2]
        cursor[index + 1] = pairs[Int(remainder) &* 2 &+ 1]
        magnitude = quotient
      }
      if magnitude >= 10 {
        cursor[index - 2] = pairs[Int(magnitude) &* 2]
        cursor[index - 1] = pairs[Int(magnitude) &* 2 &+ 1]
      } else {
        cursor[index - 1] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude)
      }
      cursor += digits
    }

    private static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
  }

  /// Writes a line: `text` and LF.
  func line(_ text: String) {
    write(text)
    write(byte: 0x0A)
  }

  /// Writes everything buffered to standard output.
  func flush() {
    var written = 0
    while written < count {
      let result = Glibc.write(1, storage + written, count - written)
      if result < 0 {
        if errno == EINTR { continue }
        break  // standard output closed: nothing more to say
      }
      written += result
    }
    count = 0
  }
}

/// A failure reported as `textgauge: message` with its own exit status.
struct CLIError: Error, CustomStringConvertible {
  var message: String
  var exitCode: Int32
  init(_ message: String, exitCode: Int32) {
    self.message = message
    self.exitCode = exitCode
  }
  var description: String { message }

  /// `cannot read PATH: No such file or directory` (the C library's words
  /// for `errno`), exit status 2.
  static func cannotRead(_ path: String, errno: Int32) -> CLIError {
    CLIError("cannot read \(path): \(String(cString: strerror(errno)))", exitCode: 2)
  }
}

extension ParsableCommand {
  /// Runs `body` with a fresh output buffer, flushing it at the end, and
  /// turns a `CLIError` into its message on standard error and its exit
  /// status.
  func reportingErrors(_ body: (OutputBuffer) throws -> Void) throws {
    let output = OutputBuffer()
    do {
      try body(output)
      output.flush()
    } catch let error as CLIError {
      FileHandle.standardError.write(Data("textgauge: \(error.message)\n".utf8))
      throw ExitCode(error.exitCode)
    } catch {
      output.flush()
      throw error
    }
  }
}

/// The raw command-line arguments, checked as bytes before Swift decodes
/// them: `CommandLine.arguments` replaces invalid UTF-8 with U+FFFD on Linux,
/// which would measure and scan a text nobody typed.
enum RawArguments {
  /// Exits with status 2 and `textgauge: argument N: invalid UTF-8 at byte
  /// offset K` when an argument is not UTF-8.
  static func check() {
    for index in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      let length = strlen(argument)
      let bad = argument.withMemoryRebound(to: UInt8.self, capacity: length) {
        UTF8Bytes.firstIllFormedOffset(UnsafeBufferPointer(start: $0, count: length))
      }
      if let bad {
        FileHandle.standardError.write(Data("textgauge: argument \(index): invalid UTF-8 at byte offset \(bad)\n".utf8))
        exit(2)
      }
    }
  }
}
