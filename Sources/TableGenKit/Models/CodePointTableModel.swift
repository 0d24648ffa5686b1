/// A model of one byte per code point that is emitted as one generated file
/// around one ``CodePointTable``: the header, the model's own declarations
/// (the layout of its byte), then the two-level table, the runs, their
/// constants and the runtime type. A conforming model says only what is its
/// own; ``CodePointTableFile/emit(_:alsoReading:)`` writes every such file
/// the same way.
public protocol CodePointTableModel {
  /// The generated file (`DisplayWidthTables.swift`).
  static var fileName: String { get }
  /// The prefix of the emitted names (`displayWidth`).
  static var tablePrefix: String { get }
  /// The runtime type that names the table (`DisplayWidthTable`).
  static var tableTypeName: String { get }
  /// What the two-level table covers; `.bmp` unless given.
  static var coverage: CodePointTable.Coverage { get }
  /// Whether the table has ``PictographTable``'s one-read table of the
  /// blocks of emoji (for a two-level table that stops at the BMP); false
  /// unless given.
  static var hasPictographs: Bool { get }

  /// One byte per code point, U+0000…U+10FFFF.
  var values: [UInt8] { get }
  /// The header's first line.
  var title: String { get }
  /// The files the model was built from, in the order the header lists them.
  var inputs: [any GeneratorInput] { get }
  /// The header's notes (where the rules and the runtime live); none unless given.
  var notes: [String] { get }
  /// The Swift declarations before the tables: the layout of the byte (its
  /// value enum, bit constants), each line ending in a newline.
  var declarations: String { get }
  /// What one byte holds, singular (`width byte`) and plural, as the
  /// tables' comments name it.
  var entry: String { get }
  var entries: String { get }
  /// What a run's low byte is called in its comment (`property byte`).
  var runValue: String { get }
  /// The comment above the runs.
  var runsDoc: [String] { get }
  /// The comment of the run row that starts at `start` with `value`.
  func runLabel(start: UInt32, value: UInt8) -> String
}

extension CodePointTableModel {
  public static var coverage: CodePointTable.Coverage { .bmp }
  public static var hasPictographs: Bool { false }
  public var notes: [String] { [] }

  /// The model's tables, as the generated file holds them.
  public var codePointTable: CodePointTable {
    CodePointTable(
      prefix: Self.tablePrefix, typeName: Self.tableTypeName, values: values, coverage: Self.coverage,
      pictographs: Self.hasPictographs)
  }
}

/// Emits the generated file of any ``CodePointTableModel``.
public enum CodePointTableFile {
  /// The file of `model`. `alsoReading` lists inputs the model read through
  /// another model (emoji-data.txt through the emoji properties), which the
  /// header lists after the model's own.
  public static func emit(_ model: some CodePointTableModel, alsoReading: [any GeneratorInput] = []) -> GeneratedFile {
    let table = model.codePointTable
    var text = SwiftSource.header(title: model.title, inputs: model.inputs + alsoReading, notes: model.notes)
    text += "\n"
    text += model.declarations
    text += "\n"
    text += table.swiftSource(
      entry: model.entry, entries: model.entries, runValue: model.runValue, runsDoc: model.runsDoc,
      describe: model.runLabel(start:value:))
    return GeneratedFile(name: type(of: model).fileName, contents: text, tables: table.sizes)
  }
}
