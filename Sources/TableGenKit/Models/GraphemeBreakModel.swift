import Foundation

/// The three properties that UAX #29 §3.1.1 segments extended grapheme
/// clusters with, per code point, from the UCD folder of the tables' version
/// and the emoji data: parse → model for the grapheme break tables.
///
/// Each code point gets one byte (`value(of:)`):
///
/// - bits 0–3: its Grapheme_Cluster_Break value (``Break``, from
///   `auxiliary/GraphemeBreakProperty.txt`; Other where no record lists it);
/// - bits 4–5: its Indic_Conjunct_Break value (``ConjunctBreak``, the `InCB`
///   records of DerivedCoreProperties.txt; None where none lists it), which
///   rule GB9c reads;
/// - bit 6 (`extendedPictographicBit`): Extended_Pictographic
///   (emoji-data.txt), which rule GB11 reads.
///
/// Other with no InCB value and no Extended_Pictographic is 0: the value of
/// Han, kana, Latin and most text, which the run-time segmenter tests first.
public struct GraphemeBreakModel: Sendable {
  /// Grapheme_Cluster_Break (UAX #29 Table 2), in the order of its codes.
  public enum Break: UInt8, CaseIterable, Sendable {
    case other, cr, lf, control, extend, zwj, regionalIndicator, prepend, spacingMark, l, v, t, lv, lvt

    /// The value as GraphemeBreakProperty.txt writes it.
    public var ucdName: String {
      switch self {
      case .other: "Other"
      case .cr: "CR"
      case .lf: "LF"
      case .control: "Control"
      case .extend: "Extend"
      case .zwj: "ZWJ"
      case .regionalIndicator: "Regional_Indicator"
      case .prepend: "Prepend"
      case .spacingMark: "SpacingMark"
      case .l: "L"
      case .v: "V"
      case .t: "T"
      case .lv: "LV"
      case .lvt: "LVT"
      }
    }

    /// The name of the generated constant holding this code.
    public var constantName: String {
      let name = ucdName.replacingOccurrences(of: "_", with: "")
      return "graphemeBreak" + name.prefix(1).uppercased() + name.dropFirst()
    }
  }

  /// Indic_Conjunct_Break (UAX #44, DerivedCoreProperties.txt `InCB`).
  public enum ConjunctBreak: UInt8, CaseIterable, Sendable {
    case none, linker, consonant, extend

    public var ucdName: String {
      switch self {
      case .none: "None"
      case .linker: "Linker"
      case .consonant: "Consonant"
      case .extend: "Extend"
      }
    }

    /// The name of the generated constant holding this value, shifted into place.
    public var constantName: String { "graphemeConjunct\(ucdName)" }
  }

  /// Bits 0–3: the Grapheme_Cluster_Break code.
  public static let breakMask: UInt8 = 0x0F
  /// Bits 4–5: the Indic_Conjunct_Break code.
  public static let conjunctShift: UInt8 = 4
  public static let conjunctMask: UInt8 = 0x30
  /// Bit 6: Extended_Pictographic.
  public static let extendedPictographicBit: UInt8 = 0x40

  /// The files read: GraphemeBreakProperty.txt, DerivedCoreProperties.txt
  /// and emoji-data.txt, in the order generated headers list them.
  public var files: [UCDFile]
  /// The Unicode version of the UCD folder.
  public var version: ReleaseVersion
  /// Per code point 0…10FFFF, the byte described above.
  public private(set) var values: [UInt8]
  /// Unicode's comment of the record that starts at a code point, from the
  /// first of the three files that has one (`Cf   [6] ARABIC NUMBER SIGN..…`).
  public private(set) var comments: [UInt32: String]

  /// Whether GB9c needs an InCB=Consonant before the linker, as UAX #29
  /// states it up to Unicode 17.0: `Consonant [Extend Linker]* Linker
  /// [Extend Linker]* × Consonant`. From Unicode 18.0 on it is `Linker
  /// [Extend Linker]* × Consonant` (GraphemeBreakTest-18.0.0.txt: `÷ 094D ×
  /// 0915 ÷`, `÷ 0061 × 094D × 0924 ÷`), which the 18.0 linkers that are
  /// Grapheme_Cluster_Break=Other (U+1CF5, U+1CF6) need: each starts a
  /// Character and joins the consonant after it. The rule is UAX #29's, not
  /// a property, so the data's version chooses it.
  /// The first Unicode version with Indic_Conjunct_Break (and GB9c).
  static let firstConjunctVersion = ReleaseVersion(major: 15, minor: 1, update: 0)

  public var conjunctNeedsConsonant: Bool { version < ReleaseVersion(major: 18, minor: 0, update: 0) }

  /// The UCD file this model needs beyond the display width model's.
  public static let graphemeBreakFileName = "auxiliary/GraphemeBreakProperty.txt"

  /// Reads GraphemeBreakProperty.txt and DerivedCoreProperties.txt from
  /// `ucd` (checksum and version checked) and takes Extended_Pictographic
  /// from `emojiData`.
  public init(ucd: UCDFolder, emojiData: UCDFile) throws {
    try self.init(
      graphemeBreak: ucd.read(Self.graphemeBreakFileName), coreProperties: ucd.read("DerivedCoreProperties.txt"),
      emojiData: emojiData, version: ucd.version)
  }

  /// Builds the model from already read files.
  public init(graphemeBreak: UCDFile, coreProperties: UCDFile, emojiData: UCDFile, version: ReleaseVersion) throws {
    self.files = [graphemeBreak, coreProperties, emojiData]
    self.version = version
    var values = [UInt8](repeating: 0, count: 0x110000)
    var comments: [UInt32: String] = [:]
    func remember(_ start: UInt32, _ comment: String) {
      guard comments[start] == nil, !comment.isEmpty else { return }
      comments[start] = comment.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    // Grapheme_Cluster_Break: the @missing default is Other (code 0).
    var listed = [Bool](repeating: false, count: 0x110000)
    for record in graphemeBreak.records {
      try graphemeBreak.expectFields(record, count: 2)
      let range = try graphemeBreak.codePointRange(record.fields[0], in: record)
      guard let value = Break.allCases.first(where: { $0.ucdName == record.fields[1] }) else {
        throw graphemeBreak.error(record, "unknown Grapheme_Cluster_Break value '\(record.fields[1])'")
      }
      for c in range {
        if listed[Int(c)] { throw graphemeBreak.error(record, "duplicate entry: U+\(hex(c)) listed twice") }
        listed[Int(c)] = true
        values[Int(c)] = value.rawValue
      }
      remember(range.lowerBound, record.comment)
    }
    guard listed.contains(true) else { throw TableGenError(path: graphemeBreak.path, "no Grapheme_Cluster_Break records") }

    // Indic_Conjunct_Break: `range ; InCB; Value` among the other properties.
    var sawConjunct = false
    for record in coreProperties.records where record.fields.count >= 2 && record.fields[1] == "InCB" {
      try coreProperties.expectFields(record, count: 3)
      let range = try coreProperties.codePointRange(record.fields[0], in: record)
      guard let value = ConjunctBreak.allCases.first(where: { $0.ucdName == record.fields[2] }), value != .none else {
        throw coreProperties.error(record, "unknown Indic_Conjunct_Break value '\(record.fields[2])'")
      }
      for c in range {
        if values[Int(c)] & Self.conjunctMask != 0 {
          throw coreProperties.error(record, "duplicate entry: U+\(hex(c)) already has an InCB value")
        }
        values[Int(c)] |= value.rawValue << Self.conjunctShift
      }
      remember(range.lowerBound, record.comment)
      sawConjunct = true
    }
    // Indic_Conjunct_Break and rule GB9c came with Unicode 15.1: an older
    // file has none (every code point InCB=None, so GB9c never applies).
    guard sawConjunct || version < Self.firstConjunctVersion else {
      throw TableGenError(path: coreProperties.path, "no InCB records")
    }

    // Extended_Pictographic.
    var sawPictographic = false
    for record in emojiData.records where record.fields.count == 2 && record.fields[1] == "Extended_Pictographic" {
      let range = try emojiData.codePointRange(record.fields[0], in: record)
      for c in range { values[Int(c)] |= Self.extendedPictographicBit }
      remember(range.lowerBound, record.comment)
      sawPictographic = true
    }
    guard sawPictographic else { throw TableGenError(path: emojiData.path, "no Extended_Pictographic records") }
    self.values = values
    self.comments = comments
  }

  /// The byte of `codePoint`.
  public func value(of codePoint: UInt32) -> UInt8 { values[Int(codePoint)] }

  /// Grapheme_Cluster_Break of `codePoint`.
  public func graphemeBreak(of codePoint: UInt32) -> Break { Break(rawValue: value(of: codePoint) & Self.breakMask)! }

  /// Indic_Conjunct_Break of `codePoint`.
  public func conjunctBreak(of codePoint: UInt32) -> ConjunctBreak {
    ConjunctBreak(rawValue: (value(of: codePoint) & Self.conjunctMask) >> Self.conjunctShift)!
  }

  /// Whether `codePoint` is Extended_Pictographic.
  public func isExtendedPictographic(_ codePoint: UInt32) -> Bool {
    value(of: codePoint) & Self.extendedPictographicBit != 0
  }

  /// A byte as the generated rows describe it: `Extend, InCB=Linker, ExtPict`.
  public static func label(_ value: UInt8) -> String {
    var parts = [Break(rawValue: value & breakMask)!.ucdName]
    let conjunct = ConjunctBreak(rawValue: (value & conjunctMask) >> conjunctShift)!
    if conjunct != .none { parts.append("InCB=\(conjunct.ucdName)") }
    if value & extendedPictographicBit != 0 { parts.append("ExtPict") }
    return parts.joined(separator: ", ")
  }
}

/// The property byte of every code point, its layout as constants, a
/// two-level table over planes 0 and 1 (every script and every emoji; a
/// look-up is two array reads) and runs for the whole range (the search
/// above the table, and the readable record, one row per run with Unicode's
/// comment).
extension GraphemeBreakModel: CodePointTableModel {
  public static let fileName = "GraphemeBreakTables.swift"
  public static let tablePrefix = "graphemeBreak"
  public static let tableTypeName = "GraphemeBreakTable"
  /// Planes 0 and 1 while their distinct blocks fit the one-byte index,
  /// else the BMP alone (the runtime reads the limit from the generated
  /// constant).
  public static let coverage = CodePointTable.Coverage.planes0And1IfTheyFit

  public var title: String { "Grapheme cluster break properties, Unicode \(version) (UAX #29 §3.1.1)." }
  public var inputs: [any GeneratorInput] { files }
  public var notes: [String] {
    [
      "Model: Sources/TableGenKit/Models/GraphemeBreakModel.swift; rules: Sources/TextGauge/Segmentation/GraphemeBreakState.swift."
    ]
  }
  public var declarations: String {
    var text = SwiftSource.constant(
      "graphemeBreakClassMask", of: UInt8.self, Self.breakMask,
      doc: ["Property byte, bits 0–3: the Grapheme_Cluster_Break code (the constants below)."])
    for value in Break.allCases {
      text += "let \(value.constantName): UInt8 = \(value.rawValue)\n"
    }
    text += "\n"
    text += SwiftSource.constant(
      "graphemeConjunctMask", of: UInt8.self, Self.conjunctMask,
      doc: ["Property byte, bits 4–5: Indic_Conjunct_Break, already shifted (the constants below; None is 0)."])
    for value in ConjunctBreak.allCases {
      text += "let \(value.constantName): UInt8 = \(value.rawValue << Self.conjunctShift)\n"
    }
    text += "\n"
    text += "/// GB9c of this version: whether an InCB=Consonant must come before the linker (up to Unicode 17.0).\n"
    text += "let graphemeConjunctNeedsConsonant: Bool = \(conjunctNeedsConsonant)\n"
    text += "\n"
    text += SwiftSource.constant(
      "graphemeExtendedPictographicBit", of: UInt8.self, Self.extendedPictographicBit,
      doc: ["Property byte, bit 6: Extended_Pictographic."])
    return text
  }
  public var entry: String { "property byte" }
  public var entries: String { "property bytes" }
  public var runValue: String { "property byte" }
  public var runsDoc: [String] {
    [
      "Runs of code points with the same property byte, sorted by start (the",
      "look-up above the two-level table, and the readable record). Each entry is",
      "`start << graphemeBreakRunStartShift | property byte`; a run lasts until the next entry's start.",
      "Comments: the run's properties and, where a record of the input files",
      "starts there, Unicode's comment.",
    ]
  }
  public func runLabel(start: UInt32, value: UInt8) -> String {
    var comment = Self.label(value)
    if let unicode = comments[start] { comment += " # \(unicode)" }
    return comment
  }
}
