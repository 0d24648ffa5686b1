import TextGauge

/// EF BB BF, U+FEFF in UTF-8.
let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

/// A file or standard input, opened for reading with a reason on failure.
/// `nil` and `-` name standard input.
final class InputSource {
  let descriptor: Int32
  let name: String
  private let owned: Bool

  init(file: String?) throws {
    guard let file, file != "-" else {
      descriptor = Platform.standardInput
      name = "standard input"
      owned = false
      return
    }
    // As messages repeat it: on one line, cut (CLIError.shown).
    name = CLIError.shown(file)
    owned = true
    do {
      descriptor = try Platform.openForReading(file)
    } catch {
      throw CLIError.cannotRead(file, error)
    }
    if case .directory = Platform.kind(of: descriptor) {
      Platform.close(descriptor)
      throw CLIError.cannotRead(file, .isDirectory)
    }
  }

  /// The size of a regular file, to read it into storage of that size.
  var regularFileSize: Int? {
    if case .regular(let size) = Platform.kind(of: descriptor) { size } else { nil }
  }

  /// Reads up to `count` bytes into `buffer`; 0 at the end of the input.
  func read(into buffer: UnsafeMutableRawPointer, count: Int) throws -> Int {
    do {
      return try Platform.read(descriptor, into: buffer, count: count)
    } catch {
      throw CLIError.cannotRead(name, error)
    }
  }

  /// The whole input (a sticker catalog): for a regular file, read into a
  /// buffer of its size.
  func readAll() throws -> [UInt8] {
    try readAll(upTo: .max)!
  }

  /// The whole input if it is at most `limit` bytes, else nil, having read
  /// no more than `limit + 1` bytes (a regular file larger than `limit`, not
  /// one): `/dev/zero` ends too.
  func readAll(upTo limit: Int) throws -> [UInt8]? {
    if let size = regularFileSize, size > limit { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(regularFileSize.map { $0 + 1 } ?? 1 << 16)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = try chunk.withUnsafeMutableBytes { try read(into: $0.baseAddress!, count: $0.count) }
      if count == 0 { return bytes }
      if count > limit - bytes.count { return nil }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  func close() {
    if owned { Platform.close(descriptor) }
  }
}
