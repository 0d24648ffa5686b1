import ArgumentParser
import TextGauge
import TextGaugeStickers

/// `textgauge stickers`: storage text (`笑死了[笑哭]`) ↔ a terminal rendering
/// of the display (`笑死了⟦xiaoku⟧`).
struct StickersCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stickers",
    abstract: "Converts stored text with sticker tokens to a display rendering (⟦identifier⟧) and back.",
    discussion: """
      The catalog is a UTF-8 file of token<TAB>identifier lines, such as
      "[笑哭]<TAB>xiaoku". Lines starting with '#' and empty lines are ignored.

      --to-display prints the text with each known token shown as
      ⟦identifier⟧ (U+27E6, U+27E7); unknown tokens such as [未知] stay as
      they are. --to-storage reads such a rendering and prints the storage
      text: each ⟦identifier⟧ of a known identifier becomes its first token.

      Examples:
        textgauge stickers --catalog s.tsv '笑死了[笑哭][未知]'
          → 笑死了⟦xiaoku⟧[未知]
        textgauge stickers --catalog s.tsv --to-storage '笑死了⟦xiaoku⟧'
          → 笑死了[笑哭]

      A catalog error prints file:line: message; exit status 2.

      \(ExitStatus.help)
      """)

  enum Direction: String, EnumerableFlag {
    case toDisplay, toStorage

    static func help(for value: Direction) -> ArgumentHelp? {
      switch value {
      case .toDisplay: "Storage text in, display rendering out."
      case .toStorage: "Display rendering in, storage text out."
      }
    }
  }

  @Option(help: "The sticker catalog: token<TAB>identifier lines.", completion: .file())
  var catalog: String

  @Option(help: "The open delimiter of tokens.")
  var open = "["

  @Option(help: "The close delimiter of tokens.")
  var close = "]"

  @Flag var direction: Direction = .toDisplay

  @OptionGroup var input: InputOptions

  func run() throws {
    try reportingErrors { output in
      let stickers = try loadCatalog()
      try input.forEachUnit(output) { unit in
        let text: String
        switch direction {
        case .toDisplay:
          text = StickerMessage(storageText: unit.text, catalog: stickers)
            .displayText(renderingStickers: StickerRendering.render)
        case .toStorage:
          text = stickers.storageText(fromRendering: unit.text)
        }
        // One LF after each text, whatever the text ends with (the input's
        // final line break is not part of the text).
        output.line(text)
      }
    }
  }

  private func loadCatalog() throws -> StickerCatalog {
    let source = try InputSource(file: catalog)
    defer { source.close() }
    var bytes = try source.readAll()
    if let offset = bytes.withUnsafeBufferPointer(UTF8Bytes.firstIllFormedOffset) {
      throw CLIError("\(CLIError.shown(catalog)): invalid UTF-8 at byte offset \(offset)", exitCode: ExitStatus.badInput)
    }
    // A BOM is skipped here as in every input whose encoding is read (see
    // InputOptions).
    if bytes.starts(with: byteOrderMark) { bytes.removeFirst(3) }
    do {
      let syntax = try StickerSyntax(open: open, close: close)
      return try StickerCatalog(parsing: String(decoding: bytes, as: UTF8.self), syntax: syntax, source: catalog)
    } catch {
      throw CLIError(error.description, exitCode: ExitStatus.badInput)
    }
  }
}
