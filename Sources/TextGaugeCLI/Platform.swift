// The only file of the command that calls the C library. Every other file
// goes through `Platform`, so that porting the command means porting this
// file (PlatformGuardTests fails on a platform call anywhere else).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#elseif os(Windows)
  #error("textgauge reads and writes through POSIX file descriptors; Windows is not supported (the libraries are).")
#else
  #error("textgauge needs a POSIX C library (Glibc, Musl or Darwin).")
#endif

#if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
/// POSIX calls the command needs: file descriptors, `errno` messages, exit.
enum Platform {
  /// Standard input, output and error.
  static let standardInput: Int32 = 0
  static let standardOutput: Int32 = 1
  static let standardError: Int32 = 2

  /// What a failed call left in `errno`.
  struct Failure: Error {
    var code: Int32
    /// The C library's words (`No such file or directory`).
    var message: String { String(cString: strerror(code)) }
    var isInterrupted: Bool { code == EINTR }
    /// The reader of a pipe has gone (`| head -1`).
    var isBrokenPipe: Bool { code == EPIPE }
    static let isDirectory = Failure(code: EISDIR)
  }

  /// Opens `path` for reading.
  static func openForReading(_ path: String) throws(Failure) -> Int32 {
    let descriptor = open(path, O_RDONLY)
    if descriptor < 0 { throw Failure(code: errno) }
    return descriptor
  }

  /// Whether anything exists at `path` (a file a name might also mean).
  static func exists(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0
  }

  static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #elseif canImport(Musl)
      _ = Musl.close(descriptor)
    #elseif canImport(Darwin)
      _ = Darwin.close(descriptor)
    #endif
  }

  /// A buffer of `byteCount` bytes holding the first bytes of `buffer`
  /// (nil: a new one), freed with `freeBuffer`. `realloc` rather than a new
  /// allocation and a copy: a large block is grown in place (glibc moves an
  /// mmapped chunk's pages with `mremap`), so a line's buffer never holds
  /// the old copy beside the new one, and the blocks outgrown are not left
  /// in the heap (where glibc's raised mmap threshold would put a copy of
  /// each size), which made a long line's memory twice the line. Nil when
  /// the memory cannot be had.
  static func resizeBuffer(_ buffer: UnsafeMutableRawPointer?, to byteCount: Int) -> UnsafeMutableRawPointer? {
    realloc(buffer, byteCount)
  }

  static func freeBuffer(_ buffer: UnsafeMutableRawPointer) { free(buffer) }

  /// What `fstat` says of an open file.
  enum Kind { case directory, regular(size: Int), other }

  static func kind(of descriptor: Int32) -> Kind {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .other }
    switch status.st_mode & S_IFMT {
    case S_IFDIR: return .directory
    case S_IFREG: return .regular(size: Int(status.st_size))
    default: return .other
    }
  }

  /// Reads up to `count` bytes; 0 at the end of the input. Retries when
  /// interrupted by a signal.
  static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawPointer, count: Int) throws(Failure) -> Int {
    while true {
      #if canImport(Glibc)
        let result = Glibc.read(descriptor, buffer, count)
      #elseif canImport(Musl)
        let result = Musl.read(descriptor, buffer, count)
      #elseif canImport(Darwin)
        let result = Darwin.read(descriptor, buffer, count)
      #endif
      if result >= 0 { return result }
      let failure = Failure(code: errno)
      if !failure.isInterrupted { throw failure }
    }
  }

  /// Writes all `count` bytes, retrying after a signal and after a partial
  /// write; throws the first other failure (ENOSPC, EIO, EPIPE).
  static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawPointer, count: Int) throws(Failure) {
    var written = 0
    while written < count {
      #if canImport(Glibc)
        let result = Glibc.write(descriptor, bytes + written, count - written)
      #elseif canImport(Musl)
        let result = Musl.write(descriptor, bytes + written, count - written)
      #elseif canImport(Darwin)
        let result = Darwin.write(descriptor, bytes + written, count - written)
      #endif
      if result < 0 {
        let failure = Failure(code: errno)
        if failure.isInterrupted { continue }
        throw failure
      }
      written += result
    }
  }

  /// The offset of the first `byte` in `bytes`, found by the C library's
  /// vectorised `memchr`.
  static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = bytes.baseAddress, !bytes.isEmpty,
      let found = memchr(base, Int32(byte), bytes.count)
    else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// A write to a closed pipe fails with EPIPE instead of killing the
  /// process, so that the command can end quietly and on its own terms.
  static func ignoreBrokenPipeSignal() {
    _ = signal(SIGPIPE, SIG_IGN)
  }

  /// Ends the process with `status`, without running Swift deinitialisers.
  static func exit(_ status: Int32) -> Never {
    #if canImport(Glibc)
      Glibc.exit(status)
    #elseif canImport(Musl)
      Musl.exit(status)
    #elseif canImport(Darwin)
      Darwin.exit(status)
    #endif
  }

  /// The raw bytes of command-line argument `index` (before Swift decodes
  /// them into `CommandLine.arguments`).
  static func rawArgument(_ index: Int) -> UnsafeBufferPointer<UInt8>? {
    guard let argument = CommandLine.unsafeArgv[index] else { return nil }
    let length = strlen(argument)
    return argument.withMemoryRebound(to: UInt8.self, capacity: length) {
      UnsafeBufferPointer(start: $0, count: length)
    }
  }
}
#endif
