import TextGauge

/// The raw command-line arguments, checked as bytes before Swift decodes
/// them: `CommandLine.arguments` replaces invalid UTF-8 with U+FFFD on Linux,
/// which would measure and scan a text nobody typed.
enum RawArguments {
  /// Exits with status 2 and `textgauge: argument N: invalid UTF-8 at byte
  /// offset K` when an argument is not UTF-8.
  static func check() {
    for index in 1..<Int(CommandLine.argc) {
      guard let argument = Platform.rawArgument(index) else { continue }
      if let bad = UTF8Bytes.firstIllFormedOffset(argument) {
        StandardError.fail("argument \(index): invalid UTF-8 at byte offset \(bad)", status: ExitStatus.badInput)
      }
    }
  }
}
