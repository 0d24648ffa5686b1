import ArgumentParser
import TextGauge
import TextGaugeJSON
import TextGaugeNames
import TextGaugePolicy

/// A failure reported as `textgauge: message` with its own exit status.
struct CLIError: Error, CustomStringConvertible {
  var message: String
  var exitCode: Int32
  init(_ message: String, exitCode: Int32) {
    self.message = message
    self.exitCode = exitCode
  }
  var description: String { message }

  /// `cannot read PATH: No such file or directory` (the C library's words),
  /// exit status 2.
  static func cannotRead(_ name: String, _ failure: Platform.Failure) -> CLIError {
    CLIError("cannot read \(shown(name)): \(failure.message)", exitCode: ExitStatus.badInput)
  }

  /// `--locale ID: unknown emoji locale …`, the identifier as ``shown(_:)``
  /// repeats it, exit status 64.
  static func unknownLocale(_ error: UnknownEmojiLocale) -> CLIError {
    CLIError("--locale: \(UnknownEmojiLocale(identifier: shown(error.identifier)))", exitCode: ExitStatus.usage)
  }

  /// The most Unicode scalars of a file name or argument a message repeats.
  static let shownScalars = 256

  /// A file name or argument as a message repeats it: on one line (a line
  /// feed as `\n`, other control characters, U+2028 and U+2029 as `\uXXXX`:
  /// JSONStringEscaping), cut after ``shownScalars`` scalars with `…`.
  static func shown(_ argument: String) -> String {
    JSONStringEscaping.oneLine(argument, maxScalars: shownScalars)
  }
}

/// Standard error, unbuffered: one line per message.
enum StandardError {
  /// Writes `textgauge: message` and LF, the message on one line whatever
  /// it quotes (its control characters, U+2028 and U+2029 escaped as
  /// JSONStringEscaping escapes them). A failure to write standard error
  /// has nowhere to be reported, so it is ignored.
  static func report(_ message: String) {
    var line = "textgauge: \(JSONStringEscaping.oneLine(message))\n"
    line.withUTF8 { bytes in
      try? Platform.writeAll(Platform.standardError, bytes.baseAddress!, count: bytes.count)
    }
  }

  /// Reports `message` and ends the process with `status`.
  static func fail(_ message: String, status: Int32) -> Never {
    report(message)
    Platform.exit(status)
  }
}

extension ParsableCommand {
  /// Runs `body` with a fresh output buffer, flushing it at the end, and
  /// turns a `CLIError` into its message on standard error and its exit
  /// status (output written before the error is flushed first).
  func reportingErrors(_ body: (OutputBuffer) throws -> Void) throws {
    let output = OutputBuffer()
    do {
      try body(output)
      output.flush()
    } catch let error as CLIError {
      output.flush()
      StandardError.report(error.message)
      throw ExitCode(error.exitCode)
    } catch {
      output.flush()
      throw error
    }
  }
}
