import ArgumentParser
import TextGauge

/// The input every subcommand takes: TEXT arguments, `--file PATH`, or
/// standard input, as UTF-8; with `--lines`, each line a separate text.
///
/// Rules, the same for every subcommand:
/// - **Bytes are checked, never silently repaired.** Invalid UTF-8 anywhere
///   (a TEXT argument, the file, standard input) is an error naming the
///   input and the byte offset, exit status 2; with `--lines`, `--invalid
///   skip` leaves an ill-formed line out and `--invalid replace` judges it
///   with each maximal ill-formed subpart as U+FFFD (the Unicode Standard,
///   §3.9 "U+FFFD Substitution of Maximal Subparts"), and the number of such
///   lines is reported on standard error at the end.
/// - **Byte order mark.** A UTF-8 BOM (EF BB BF) at the very start of an
///   input whose encoding is read (the file, standard input, a sticker
///   catalog) is an encoding signature, not text (Unicode §23.8): it is
///   skipped. Error offsets still count it. A TEXT argument is already
///   text, not an encoded stream: its U+FEFF is text wherever it is, as the
///   libraries and the C API take it.
/// - **Final line break.** Without `--lines`, one LF or CR LF at the very
///   end of a file or of standard input ends the text and is not part of it
///   (`echo abc` is `abc`), as a line's break is not part of the line with
///   `--lines`. TEXT arguments are taken as given.
/// - **Lines** (`--lines`): a line ends at LF; a CR right before the LF
///   belongs to the line break (CR LF). Any other CR, including one at the
///   very end of the input, is part of the line's text. The bytes after the
///   last LF, if any, are the last line; an input ending with LF has no
///   empty line after it; an empty input has no lines.
/// - **Streaming**: with `--lines`, each line is read, checked, processed
///   and its output buffered before the next is read; `measure` and `scan`
///   stream a whole input too, in pieces (``PieceReader``). The other
///   commands read the whole input into one `String` first.
struct InputOptions: ParsableArguments {
  @Argument(help: "Text to read (several are joined with spaces); write -- first for a text that starts with - (textgauge measure -- -5). Without TEXT: --file or standard input.")
  var text: [String] = []

  @Option(help: "Read the text from this UTF-8 file (- for standard input).", completion: .file())
  var file: String?

  @Flag(help: "Treat each input line as a separate text (LF or CR LF ends a line; a lone CR is text); output is per line, as it goes.")
  var lines = false

  /// `--invalid fail|skip|replace`: what an ill-formed line does.
  enum InvalidLines: String, CaseIterable, ExpressibleByArgument {
    case fail, skip, replace
  }

  @Option(help: ArgumentHelp(
    "With --lines, what a line of ill-formed UTF-8 does: fail (stop, exit status 2), skip (leave it out) or replace (each ill-formed sequence as U+FFFD); skipped or replaced lines are counted on standard error at the end.",
    valueName: "fail|skip|replace"))
  var invalid: InvalidLines = .fail

  func validate() throws {
    if file != nil, !text.isEmpty {
      throw ValidationError("give either TEXT or --file, not both")
    }
    if invalid != .fail, !lines {
      throw ValidationError("--invalid \(invalid.rawValue) applies only with --lines (a whole input is one text: fix it, or read it by lines)")
    }
  }

  /// One text to process: its 1-based line number with `--lines`, and its
  /// well-formed UTF-8 bytes (valid only during the call that receives it,
  /// and, for a line read from the input, only until `text` is asked for:
  /// a long line is moved into its `String`, not copied).
  struct Unit {
    var line: Int?
    var bytes: UnsafeBufferPointer<UInt8>
    /// The whole input as read, when it was read into a `String`.
    var string: String? = nil
    /// The line as the reader holds it.
    var read: LineReader.Line? = nil
    /// The text as a `String`.
    var text: String { string ?? read?.text ?? String(decoding: bytes, as: UTF8.self) }
  }

  /// The TEXT arguments as one text, as given (a leading U+FEFF included).
  private var joinedText: String { text.joined(separator: " ") }

  /// Calls `body` with each text of the input, in order: the whole input, or
  /// each line with `--lines` as it is read. Output written to `output`
  /// before an input error is flushed before the error is reported.
  func forEachUnit(_ output: OutputBuffer, _ body: (Unit) throws -> Void) throws {
    if !text.isEmpty {
      // The TEXT arguments were checked as bytes before parsing
      // (RawArguments.check), so these strings are exactly what was given.
      var joined = joinedText
      joined.makeContiguousUTF8()
      try joined.utf8.withContiguousStorageIfAvailable { buffer in
        if lines {
          try LineReader.forEachLine(in: buffer, firstLine: 1, final: true) { line, bytes in
            try body(Unit(line: line, bytes: bytes))
          }
        } else {
          try body(Unit(line: nil, bytes: buffer, string: joined))
        }
      }
      return
    }
    let source = try InputSource(file: file)
    defer { source.close() }
    if lines {
      var illFormed: (count: Int, first: Int)?
      defer {
        if let illFormed {
          // After the lines' output, so that the count is the last word.
          output.flush()
          StandardError.report(
            "\(source.name): \(illFormed.count) line\(illFormed.count == 1 ? "" : "s") of ill-formed UTF-8 "
              + "\(invalid == .skip ? "skipped" : "judged with U+FFFD") (--invalid \(invalid.rawValue)), the first line \(illFormed.first)")
        }
      }
      try LineReader(source: source).forEachLine { line, bytes, offset, read in
        guard let bad = UTF8Bytes.firstIllFormedOffset(bytes) else { return try body(Unit(line: line, bytes: bytes, read: read)) }
        switch invalid {
        case .fail:
          throw CLIError("\(source.name): line \(line): invalid UTF-8 at byte offset \(offset + bad)", exitCode: ExitStatus.badInput)
        case .skip:
          illFormed = ((illFormed?.count ?? 0) + 1, illFormed?.first ?? line)
        case .replace:
          illFormed = ((illFormed?.count ?? 0) + 1, illFormed?.first ?? line)
          // String(decoding:as:) substitutes maximal subparts (§3.9).
          var repaired = String(decoding: bytes, as: UTF8.self)
          repaired.makeContiguousUTF8()
          let text = repaired
          _ = try text.utf8.withContiguousStorageIfAvailable { try body(Unit(line: line, bytes: $0, string: text)) }
        }
      }
    } else {
      var whole = try PieceReader(source: source).readText()
      whole.makeContiguousUTF8()
      let text = whole
      _ = try text.utf8.withContiguousStorageIfAvailable { bytes in
        try body(Unit(line: nil, bytes: bytes, string: text))
      }
    }
  }

  /// Without `--lines`: calls `body` with consecutive pieces of the one
  /// text, each well-formed and ending where `cut` allows (see
  /// ``PieceReader``); TEXT arguments are one piece.
  func forEachPiece(
    cut: (UnsafeBufferPointer<UInt8>) -> Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    precondition(!lines)
    if !text.isEmpty {
      var joined = joinedText
      joined.makeContiguousUTF8()
      try joined.utf8.withContiguousStorageIfAvailable(body)
      return
    }
    let source = try InputSource(file: file)
    defer { source.close() }
    try PieceReader(source: source).forEachPiece(cut: cut, body)
  }
}
