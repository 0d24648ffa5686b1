import ArgumentParser
import Foundation

/// The input every subcommand takes: TEXT arguments, `--file PATH`, or
/// standard input, as UTF-8; with `--lines`, each line a separate text.
struct InputOptions: ParsableArguments {
  @Argument(help: "Text to read (several are joined with spaces). Default: --file or standard input.")
  var text: [String] = []

  @Option(name: .long, help: "Read the text from this UTF-8 file.")
  var file: String?

  @Flag(help: "Treat each input line as a separate text (without its line break); output is per line.")
  var lines = false

  func validate() throws {
    if file != nil, !text.isEmpty {
      throw ValidationError("give either TEXT or --file, not both")
    }
  }

  /// One text to process: its 1-based line number with `--lines`.
  struct Unit {
    var line: Int?
    var text: String
  }

  /// Reads the input. Invalid UTF-8 is an error naming the byte offset
  /// (exit status 2); nothing is silently dropped or replaced.
  func read() throws -> [Unit] {
    let whole: String
    if !text.isEmpty {
      whole = text.joined(separator: " ")
    } else {
      let bytes: [UInt8]
      let source: String
      if let file {
        guard let data = FileManager.default.contents(atPath: file) else {
          throw CLIError("cannot read \(file)", exitCode: 2)
        }
        bytes = [UInt8](data)
        source = file
      } else {
        bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        source = "standard input"
      }
      if let offset = firstInvalidUTF8Offset(bytes) {
        throw CLIError("\(source): invalid UTF-8 at byte offset \(offset)", exitCode: 2)
      }
      whole = String(decoding: bytes, as: UTF8.self)
    }
    guard lines else { return [Unit(line: nil, text: whole)] }
    var units: [Unit] = []
    // "\r\n" is one Character, so splitting on the Character "\n" alone
    // would leave CRLF lines joined.
    var parts = whole.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    if parts.last == "" { parts.removeLast() }  // a final newline ends the last line
    for (index, part) in parts.enumerated() {
      let line = part.hasSuffix("\r") ? part.dropLast() : part
      units.append(Unit(line: index + 1, text: String(line)))
    }
    return units
  }
}

/// The offset of the first byte that does not start or continue a valid
/// UTF-8 sequence, or nil when all of `bytes` is valid.
func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
  var offset = 0
  var iterator = bytes.makeIterator()
  var decoder = UTF8()
  while true {
    switch decoder.decode(&iterator) {
    case .scalarValue(let scalar):
      offset += UTF8.width(scalar)
    case .emptyInput:
      return nil
    case .error:
      return offset
    }
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
}

extension ParsableCommand {
  /// Runs `body`, turning a `CLIError` into its message on standard error
  /// and its exit status.
  func reportingErrors(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let error as CLIError {
      FileHandle.standardError.write(Data("textgauge: \(error.message)\n".utf8))
      throw ExitCode(error.exitCode)
    }
  }
}
