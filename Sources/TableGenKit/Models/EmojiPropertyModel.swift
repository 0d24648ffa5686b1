/// The six code point properties of emoji-data.txt (UTS #51 §1.4.1, ED-?
/// definitions in Annex A): Emoji, Emoji_Presentation, Emoji_Modifier,
/// Emoji_Modifier_Base, Emoji_Component, Extended_Pictographic.
///
/// `rawValue` is the bit number in the generated tables' masks, defined here
/// only: the emitter writes each bit as a constant (`emojiPropertyEmojiBit`),
/// from which the runtime's `EmojiProperties` option set takes its members.
public enum EmojiProperty: Int, CaseIterable, Sendable {
  case emoji, emojiPresentation, emojiModifier, emojiModifierBase, emojiComponent,
    extendedPictographic

  /// The long name used in emoji-data.txt.
  public var ucdName: String {
    switch self {
    case .emoji: "Emoji"
    case .emojiPresentation: "Emoji_Presentation"
    case .emojiModifier: "Emoji_Modifier"
    case .emojiModifierBase: "Emoji_Modifier_Base"
    case .emojiComponent: "Emoji_Component"
    case .extendedPictographic: "Extended_Pictographic"
    }
  }

  /// The short alias from PropertyAliases.txt, used in generated comments.
  public var shortName: String {
    switch self {
    case .emoji: "Emoji"
    case .emojiPresentation: "EPres"
    case .emojiModifier: "EMod"
    case .emojiModifierBase: "EBase"
    case .emojiComponent: "EComp"
    case .extendedPictographic: "ExtPict"
    }
  }

  public var bit: UInt8 { 1 << UInt8(rawValue) }

  /// The emitted constant of `bit`: `emojiPropertyEmojiPresentationBit`.
  public var bitConstantName: String { "emojiProperty\(String(ucdName.filter { $0 != "_" }))Bit" }

  init?(ucdName: String) {
    guard let match = Self.allCases.first(where: { $0.ucdName == ucdName }) else { return nil }
    self = match
  }
}

/// The model of emoji-data.txt: for each code point, the set of properties
/// it has, as one bit mask per code point (bits from `EmojiProperty`).
public struct EmojiPropertyModel: Sendable {
  /// 0x110000 bit masks, indexed by code point.
  public private(set) var masks: [UInt8]
  /// The emoji-data.txt parsed: the generated header's input.
  public var file: UCDFile

  /// Parses emoji-data.txt strictly: two fields, a known property, a valid
  /// range, and no code point listed twice for one property.
  public init(parsing file: UCDFile) throws {
    self.file = file
    masks = [UInt8](repeating: 0, count: 0x110000)
    // Remember where each (property, code point) was first listed, for the
    // duplicate error.
    var firstLine: [Int: [UInt32: Int]] = [:]
    for record in file.records {
      try file.expectFields(record, count: 2)
      let range = try file.codePointRange(record.fields[0], in: record)
      guard let property = EmojiProperty(ucdName: record.fields[1]) else {
        throw file.error(record, "unknown property '\(record.fields[1])'")
      }
      for codePoint in range {
        if masks[Int(codePoint)] & property.bit != 0 {
          let earlier = firstLine[property.rawValue]?[codePoint].map { " (first on line \($0))" } ?? ""
          throw file.error(
            record, "duplicate entry: U+\(hex(codePoint)) already has \(property.ucdName)\(earlier)")
        }
        masks[Int(codePoint)] |= property.bit
        firstLine[property.rawValue, default: [:]][codePoint] = record.line
      }
    }
  }

  public func properties(of codePoint: UInt32) -> UInt8 { masks[Int(codePoint)] }

  /// The number of code points that have `property`.
  public func count(of property: EmojiProperty) -> Int {
    masks.reduce(0) { $0 + ($1 & property.bit != 0 ? 1 : 0) }
  }

  /// The model as runs, `start << 8 | mask` (``Compression/runs(_:)``).
  public func runs() -> [UInt32] { Compression.runs(masks) }
}

extension EmojiPropertyModel: CodePointTableModel {
  public static let fileName = "EmojiPropertyTables.swift"
  public static let tablePrefix = "emojiProperty"
  public static let tableTypeName = "EmojiPropertyTable"
  public static let hasPictographs = true

  public var values: [UInt8] { masks }
  /// The version as the emoji folder names it (`EmojiDataFolder` checks
  /// that the two agree).
  public var title: String {
    "Emoji code point properties, Unicode Emoji \(file.releaseVersion?.description ?? file.version) (UTS #51 §1.4.1)."
  }
  public var inputs: [any GeneratorInput] { [file] }
  public var declarations: String {
    var text = "/// The bit of each property in a mask of `emojiPropertyBlocks` and `emojiPropertyRuns`.\n"
    for property in EmojiProperty.allCases {
      text += SwiftSource.constant(property.bitConstantName, of: UInt8.self, property.bit, doc: [])
    }
    return text
  }
  public var entry: String { "property mask" }
  public var entries: String { "property masks (bits as in `emojiPropertyRuns`)" }
  public var runValue: String { "mask" }
  public var runsDoc: [String] {
    [
      "Runs of code points with the same emoji properties, sorted by start",
      "(the lookup for code points above the BMP, and the readable record).",
      "Each entry is `start << emojiPropertyRunStartShift | mask`; a run lasts until the next entry's",
      "start, and the first starts at U+0000. Mask bits: the",
      "`emojiProperty…Bit` constants.",
    ]
  }
  /// The short names of the run's properties.
  public func runLabel(start: UInt32, value: UInt8) -> String {
    let names = EmojiProperty.allCases.filter { value & $0.bit != 0 }.map(\.shortName)
    return names.isEmpty ? "-" : names.joined(separator: " ")
  }
}

/// Uppercase hex with at least four digits, as Unicode writes code points.
public func hex(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return digits.count >= 4 ? digits : String(repeating: "0", count: 4 - digits.count) + digits
}
