import Foundation

/// The Word_Break property values of UAX #29 §4.1 (Table 3), in the order
/// of their codes: the low bits of a word property byte. The runtime's
/// `WordBreak` enum is emitted from this list, so the codes are written once.
public enum WordBreakValue: UInt8, CaseIterable, Sendable {
  case other, cr, lf, newline, extend, zwj, regionalIndicator, format, katakana, hebrewLetter, aLetter,
    singleQuote, doubleQuote, midNumLet, midLetter, midNum, numeric, extendNumLet, wSegSpace

  /// The long name used in WordBreakProperty.txt.
  public var ucdName: String {
    switch self {
    case .other: "Other"
    case .cr: "CR"
    case .lf: "LF"
    case .newline: "Newline"
    case .extend: "Extend"
    case .zwj: "ZWJ"
    case .regionalIndicator: "Regional_Indicator"
    case .format: "Format"
    case .katakana: "Katakana"
    case .hebrewLetter: "Hebrew_Letter"
    case .aLetter: "ALetter"
    case .singleQuote: "Single_Quote"
    case .doubleQuote: "Double_Quote"
    case .midNumLet: "MidNumLet"
    case .midLetter: "MidLetter"
    case .midNum: "MidNum"
    case .numeric: "Numeric"
    case .extendNumLet: "ExtendNumLet"
    case .wSegSpace: "WSegSpace"
    }
  }

  /// The Swift case name the runtime enum uses.
  public var caseName: String { "\(self)" }

  init?(ucdName: String) {
    guard let match = Self.allCases.first(where: { $0.ucdName == ucdName }) else { return nil }
    self = match
  }
}

/// The word property of every code point, one byte each, from the UCD files
/// of one version and emoji-data.txt: parse → model for the word tables.
///
/// - bits 0–4 (`valueMask`): the Word_Break value (auxiliary/WordBreakProperty.txt,
///   UAX #29 §4.1), code as in ``WordBreakValue``; unlisted code points are Other;
/// - bit 5 (`extendedPictographicBit`): Extended_Pictographic (emoji-data.txt,
///   UTS #51 ED-17a), for rule WB3c;
/// - bit 6 (`countsEachBit`): counted one per Character by the 字数 metric:
///   Script Han, Hiragana, Katakana or Bopomofo (Scripts.txt, UAX #24), and
///   Word_Break Katakana (which adds the prolonged sound mark ー U+30FC and the
///   kana repeat marks, Script Common);
/// - bit 7 (`letterOrNumberBit`): General_Category L or N
///   (DerivedGeneralCategory.txt): what makes a segment a word rather than
///   spaces, punctuation or symbols.
public struct WordBreakModel: Sendable {
  public static let valueMask: UInt8 = 0x1F
  public static let extendedPictographicBit: UInt8 = 1 << 5
  public static let countsEachBit: UInt8 = 1 << 6
  public static let letterOrNumberBit: UInt8 = 1 << 7

  /// The scripts whose characters 字数 counts one by one (ISO 15924 names
  /// as Scripts.txt writes them).
  public static let countedEachScripts = ["Han", "Hiragana", "Katakana", "Bopomofo"]

  /// The UCD files this model reads, in the order generated headers list them.
  public static let fileNames = ["auxiliary/WordBreakProperty.txt", "Scripts.txt", "DerivedGeneralCategory.txt"]

  public var version: ReleaseVersion
  /// The UCD files read, in ``fileNames`` order.
  public var files: [UCDFile]
  /// 0x110000 property bytes, indexed by code point.
  public private(set) var values: [UInt8]

  public init(ucd: UCDFolder, emojiProperties: (UInt32) -> UInt8) throws {
    let files = try Self.fileNames.map { try ucd.read($0) }
    try self.init(
      version: ucd.version, wordBreak: files[0], scripts: files[1], generalCategory: files[2],
      emojiProperties: emojiProperties)
  }

  public init(
    version: ReleaseVersion, wordBreak: UCDFile, scripts: UCDFile, generalCategory: UCDFile,
    emojiProperties: (UInt32) -> UInt8
  ) throws {
    self.version = version
    self.files = [wordBreak, scripts, generalCategory]
    var values = [UInt8](repeating: 0, count: 0x110000)
    let wordBreakRanges = try BinaryProperties(parsing: wordBreak)
    for name in wordBreakRanges.ranges.keys.sorted() {
      guard let value = WordBreakValue(ucdName: name) else {
        throw TableGenError(path: wordBreak.path, "unknown Word_Break value '\(name)'")
      }
      for range in wordBreakRanges.ranges[name]! {
        for codePoint in range {
          guard values[Int(codePoint)] == 0 else {
            throw TableGenError(path: wordBreak.path, "U+\(hex(codePoint)) has two Word_Break values")
          }
          values[Int(codePoint)] = value.rawValue
        }
      }
    }
    let katakana = WordBreakValue.katakana.rawValue
    for codePoint in 0..<values.count where values[codePoint] == katakana {
      values[codePoint] |= Self.countsEachBit
    }
    let scriptRanges = try BinaryProperties(parsing: scripts)
    for name in Self.countedEachScripts {
      for range in try scriptRanges.property(name) {
        for codePoint in range { values[Int(codePoint)] |= Self.countsEachBit }
      }
    }
    let categories = try BinaryProperties(parsing: generalCategory)
    for name in categories.ranges.keys.sorted() where name.hasPrefix("L") || name.hasPrefix("N") {
      for range in categories.ranges[name]! {
        for codePoint in range { values[Int(codePoint)] |= Self.letterOrNumberBit }
      }
    }
    let pictographic = UInt8(1) << UInt8(EmojiProperty.extendedPictographic.rawValue)
    for codePoint in 0..<values.count where emojiProperties(UInt32(codePoint)) & pictographic != 0 {
      values[codePoint] |= Self.extendedPictographicBit
    }
    self.values = values
  }

  public func value(of codePoint: UInt32) -> UInt8 { values[Int(codePoint)] }

  /// The Word_Break value of `codePoint`.
  public func wordBreak(of codePoint: UInt32) -> WordBreakValue {
    WordBreakValue(rawValue: values[Int(codePoint)] & Self.valueMask)!
  }

  /// A readable label of a property byte, for the generated rows' comments.
  public static func label(_ value: UInt8) -> String {
    var label = WordBreakValue(rawValue: value & valueMask)!.ucdName
    if value & extendedPictographicBit != 0 { label += ", ExtPict" }
    if value & countsEachBit != 0 { label += ", 字数 each" }
    if value & letterOrNumberBit != 0 { label += ", L/N" }
    return label
  }
}

extension WordBreakModel: CodePointTableModel {
  public static let fileName = "WordBreakTables.swift"
  public static let tablePrefix = "wordProperty"
  public static let tableTypeName = "WordPropertyTable"

  public var title: String {
    "Word_Break and the word properties of code points, Unicode \(version) (UAX #29 §4)."
  }
  /// Emoji-data.txt comes through the emoji properties: the emitter's caller adds it.
  public var inputs: [any GeneratorInput] { files }
  public var notes: [String] {
    ["Model: Sources/TableGenKit/Models/WordBreakModel.swift; segmentation: Sources/TextGauge/Segmentation/."]
  }
  /// The Word_Break values as a Swift enum and the property byte's bits.
  public var declarations: String {
    var text = "/// The Word_Break property values (UAX #29 §4.1, Table 3): the low bits\n"
    text += "/// of a word property byte (`wordPropertyValueMask`).\n"
    text += "package enum WordBreak: UInt8 {\n"
    for value in WordBreakValue.allCases {
      text += "  case \(value.caseName) = \(value.rawValue)  // \(value.ucdName)\n"
    }
    text += "}\n\n"
    text += SwiftSource.constant(
      "wordPropertyValueMask", of: UInt8.self, Self.valueMask,
      doc: ["The bits of a word property byte that hold its `WordBreak` value."])
    text += SwiftSource.constant(
      "wordPropertyExtendedPictographicBit", of: UInt8.self, Self.extendedPictographicBit,
      doc: ["Extended_Pictographic (emoji-data.txt): rule WB3c."])
    text += SwiftSource.constant(
      "wordPropertyCountsEachBit", of: UInt8.self, Self.countsEachBit,
      doc: [
        "Script \(Self.countedEachScripts.joined(separator: ", ")) or Word_Break Katakana:",
        "one each in the 字数 metric.",
      ])
    text += SwiftSource.constant(
      "wordPropertyLetterOrNumberBit", of: UInt8.self, Self.letterOrNumberBit,
      doc: ["General_Category L or N: a segment holding one is a word."])
    return text
  }
  public var entry: String { "word property byte" }
  public var entries: String { "word property bytes" }
  public var runValue: String { "property byte" }
  public var runsDoc: [String] {
    [
      "Runs of code points with the same word property byte, sorted by start",
      "(the lookup above the BMP, and the readable record). Each entry is",
      "`start << wordPropertyRunStartShift | property byte`; a run lasts until the next entry's start.",
    ]
  }
  public func runLabel(start: UInt32, value: UInt8) -> String { Self.label(value) }
}
