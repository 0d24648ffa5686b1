import ArgumentParser

/// The exit statuses of every subcommand, in one place: the help texts and
/// the manual page print ``help``.
enum ExitStatus {
  /// The command did what was asked (`check`: the text satisfies the rules).
  static let success: Int32 = 0
  /// `check` only: the text breaks a rule.
  static let rulesBroken: Int32 = 1
  /// Bad input: a file that cannot be read, invalid UTF-8, a bad sticker catalog.
  static let badInput: Int32 = 2
  /// A usage error: an unknown option or value, contradictory options (EX_USAGE).
  static let usage: Int32 = 64
  /// Standard output could not be written: a full disk, an I/O error (EX_IOERR).
  static let outputFailed: Int32 = 74

  /// The "Exit status" section of every subcommand's `--help` (and so of
  /// the manual page, which is generated from the help).
  static let help = """
    Exit status:
      0   success (check: the text satisfies the rules)
      1   check: the text breaks a rule
      2   bad input: unreadable file, invalid UTF-8, bad sticker catalog
      64  usage error: unknown option or value, contradictory options
      74  standard output could not be written (full disk, I/O error)
    A closed standard output (| head -1) ends the command quietly with status 0.
    """
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

  /// `cannot read PATH: No such file or directory` (the C library's words),
  /// exit status 2.
  static func cannotRead(_ name: String, _ failure: Platform.Failure) -> CLIError {
    CLIError("cannot read \(name): \(failure.message)", exitCode: ExitStatus.badInput)
  }
}

/// Standard error, unbuffered: one line per message.
enum StandardError {
  /// Writes `textgauge: message` and LF. A failure to write standard error
  /// has nowhere to be reported, so it is ignored.
  static func report(_ message: String) {
    var line = "textgauge: \(message)\n"
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
