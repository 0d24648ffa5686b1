import Foundation

/// The display width class of every code point, from the UCD files of one
/// version and the emoji properties: parse → model for the width tables.
///
/// Each code point gets one byte (`value(of:)`):
///
/// - bits 0–1: its width in columns where ambiguous characters are narrow
///   (0, 1 or 2);
/// - bit 2 (`ambiguousBit`): East_Asian_Width A, one column more where the
///   context is East Asian (UAX #11 ED6 and the Recommendations for ambiguous
///   characters);
/// - bit 3 (`emojiCandidateBit`): a non-ASCII scalar that can start an emoji
///   (Emoji or Extended_Pictographic, UTS #51 ED-3 and Annex A), where the
///   run-time width scan asks the emoji scanner instead of adding the width;
/// - bits 4–6 (`syllableShift`): the scalar's part in a Hangul syllable block
///   (``SyllablePart``), for the conjoining jamo rule below.
///
/// The rules, in order (the first that applies wins):
///
/// 1. 1 column: Prepended_Concatenation_Mark (PropList.txt: the Arabic
///    number signs U+0600–U+0605, U+06DD, U+070F, U+0890, U+0891, U+08E2,
///    Kaithi U+110BD, U+110CD). They are Cf but visible: Unicode §23.2
///    (Prepended Concatenation Marks) has them drawn, spanning the digits
///    that follow, and they are not Default_Ignorable_Code_Point; terminals,
///    `wcwidth` and `unicode-width` give them a cell.
/// 2. 2 columns: U+115F HANGUL CHOSEONG FILLER, Hangul_Syllable_Type L and
///    East_Asian_Width W though Default_Ignorable: it stands for the absent
///    leading consonant of a syllable block (Unicode §3.12), which the block's
///    vowel makes visible.
/// 3. 0 columns: General_Category Mn, Me (nonspacing and enclosing marks
///    draw on the base before them), Cf and
///    Default_Ignorable_Code_Point (invisible: Unicode §5.21, Ignoring
///    Characters in Processing, and UAX #44 say
///    to render them with no glyph), Cc, Zl and Zp (controls and line
///    breaks move the cursor and take no cell of their own), and
///    Hangul_Syllable_Type V and T (medial vowels and final consonants join
///    the leading consonant before them into one syllable block, Unicode
///    §3.12, so a decomposed syllable is as wide as the precomposed one).
///    ZWJ (Cf) and the variation selectors (Mn) are in this class. A V or T
///    that continues no syllable block (no L, LV, LVT or continuing V/T
///    before it, the sequences UAX #29 GB6–GB8 keep together) is drawn on a
///    filler of its own: the run-time scan adds 1 column for it (the
///    generated `displayWidthStandaloneJamo`), except for the jungseong
///    filler U+1160, which is invisible.
/// 4. 2 columns: East_Asian_Width W and F (UAX #11 ED4 Wide, ED2 Fullwidth).
/// 5. 1 column, ambiguous: East_Asian_Width A (UAX #11 ED6).
/// 6. 1 column: everything else (N, Na, H).
public struct DisplayWidthModel: Sendable {
  public static let ambiguousBit: UInt8 = 1 << 2
  public static let emojiCandidateBit: UInt8 = 1 << 3
  /// Where the ``SyllablePart`` code sits in a width byte.
  public static let syllableShift: UInt8 = 4
  public static let syllableMask: UInt8 = 7

  /// A scalar's part in a Hangul syllable block (Hangul_Syllable_Type,
  /// Unicode §3.12), coded in bits 4–6 of its width byte. The run-time scan
  /// keeps the part of the scalar before (0 after anything else, or after a
  /// V or T that stood alone) to tell a V or T that continues a block from
  /// one that stands alone.
  public enum SyllablePart: UInt8, CaseIterable, Sendable {
    case none = 0, leading, vowel, trailing, lv, lvt, vowelFiller

    /// The parts after which this one continues a syllable block (UAX #29
    /// GB6: L × (L | V | LV | LVT); GB7: (LV | V) × (V | T); GB8: (LVT | T) × T).
    public var continuesAfter: Set<SyllablePart> {
      switch self {
      case .vowel, .vowelFiller: [.leading, .vowel, .lv, .vowelFiller]
      case .trailing: [.vowel, .trailing, .lv, .lvt, .vowelFiller]
      default: []
      }
    }

    /// Whether this part alone (after `previous`) takes one more column than
    /// its width byte says: a V or T drawn without a block to join.
    public func standsAlone(after previous: SyllablePart) -> Bool {
      (self == .vowel || self == .trailing) && !continuesAfter.contains(previous)
    }
  }

  /// The generated `displayWidthStandaloneJamo`: byte `part` has bit
  /// `previous` set where a scalar of that part stands alone after a scalar
  /// of part `previous` (``SyllablePart/standsAlone(after:)``).
  public static var standaloneJamo: UInt64 {
    var word: UInt64 = 0
    for part in SyllablePart.allCases {
      for previous in SyllablePart.allCases where part.standsAlone(after: previous) {
        word |= 1 << (UInt64(part.rawValue) * 8 + UInt64(previous.rawValue))
      }
    }
    return word
  }

  /// Why a code point got its width: for the comments of the generated rows.
  public enum Reason: UInt8, Sendable {
    case mark, format, ignorable, control, lineBreak, hangulJamo, wide, ambiguous, narrow, concatenationMark,
      choseongFiller

    public var label: String {
      switch self {
      case .mark: "0: mark (Mn, Me)"
      case .format: "0: format (Cf)"
      case .ignorable: "0: Default_Ignorable_Code_Point"
      case .control: "0: control (Cc)"
      case .lineBreak: "0: line or paragraph separator (Zl, Zp)"
      case .hangulJamo: "0: Hangul jamo V or T"
      case .wide: "2: W or F"
      case .ambiguous: "1, or 2 East Asian: A"
      case .narrow: "1"
      case .concatenationMark: "1: Prepended_Concatenation_Mark"
      case .choseongFiller: "2: Hangul choseong filler (L)"
      }
    }
  }

  /// The UCD files this model reads, in the order generated headers list them.
  public static let fileNames = [
    "EastAsianWidth.txt", "DerivedGeneralCategory.txt", "DerivedCoreProperties.txt", "HangulSyllableType.txt",
    "PropList.txt",
  ]

  /// The Unicode version of the UCD folder (17.0 for `Data/ucd/17.0`).
  public var version: ReleaseVersion
  /// The files read, in `fileNames` order: the generated header's inputs.
  public var files: [UCDFile]
  /// Per code point 0…10FFFF, the width byte described above.
  public private(set) var values: [UInt8]
  /// Per code point, why.
  public private(set) var reasons: [Reason]
  /// Per code point, its East_Asian_Width value (`W`, `A`, `N`, …), for the
  /// ICU cross-check.
  public private(set) var eastAsianWidth: [String]
  /// Per code point, its General_Category (`Lu`, `Mn`, `Cn`, …), for checks.
  public private(set) var generalCategory: [String]
  /// The EastAsianWidth.txt comment of the record that starts at a code
  /// point (`Lo [6592] CJK UNIFIED IDEOGRAPH-3400..…`), for the generated rows.
  public private(set) var eastAsianWidthComments: [UInt32: String]

  /// Builds the model from the files of `ucd` (each read through
  /// ``UCDFolder/read(_:)``: checksum and version checked); `emojiProperties`
  /// gives each code point's emoji property mask (bits as `EmojiProperty.bit`).
  public init(ucd: UCDFolder, emojiProperties: (UInt32) -> UInt8) throws {
    let files = try Self.fileNames.map { try ucd.read($0) }
    try self.init(files: files, version: ucd.version, emojiProperties: emojiProperties)
  }

  /// Builds the model from already read files, in `fileNames` order.
  public init(files: [UCDFile], version: ReleaseVersion, emojiProperties: (UInt32) -> UInt8) throws {
    precondition(files.count == Self.fileNames.count, "one file per name in fileNames")
    let count = 0x110000
    let (eastAsianWidthFile, generalCategoryFile, corePropertiesFile, hangulFile) = (files[0], files[1], files[2], files[3])
    var concatenationMark = [Bool](repeating: false, count: count)
    for range in try BinaryProperties(parsing: files[4]).property("Prepended_Concatenation_Mark") {
      for c in range { concatenationMark[Int(c)] = true }
    }
    self.version = version
    self.files = files

    let eaw = try Self.eastAsianWidthValues(eastAsianWidthFile)
    var comments: [UInt32: String] = [:]
    for record in eastAsianWidthFile.records {
      let range = try eastAsianWidthFile.codePointRange(record.fields[0], in: record)
      comments[range.lowerBound] = record.comment.split(separator: " ", omittingEmptySubsequences: true)
        .joined(separator: " ")
    }

    // General_Category: Cn where no record says otherwise (its @missing line).
    var category = [String](repeating: "Cn", count: count)
    for record in generalCategoryFile.records {
      try generalCategoryFile.expectFields(record, count: 2)
      let range = try generalCategoryFile.codePointRange(record.fields[0], in: record)
      let value = record.fields[1]
      guard value.count == 2, value.first!.isUppercase, value.last!.isLowercase else {
        throw generalCategoryFile.error(record, "malformed General_Category '\(value)'")
      }
      for c in range { category[Int(c)] = value }
    }

    // Default_Ignorable_Code_Point, one of many properties in the file.
    var ignorable = [Bool](repeating: false, count: count)
    var sawIgnorable = false
    for record in corePropertiesFile.records where record.fields.count >= 2 {
      guard record.fields[1] == "Default_Ignorable_Code_Point" else { continue }
      try corePropertiesFile.expectFields(record, count: 2)
      let range = try corePropertiesFile.codePointRange(record.fields[0], in: record)
      for c in range { ignorable[Int(c)] = true }
      sawIgnorable = true
    }
    guard sawIgnorable else {
      throw TableGenError(path: corePropertiesFile.path, "no Default_Ignorable_Code_Point records")
    }

    // Hangul_Syllable_Type: V and T take no column of their own; every
    // part is coded for the standalone rule.
    var jamo = [Bool](repeating: false, count: count)
    var parts = [SyllablePart](repeating: .none, count: count)
    for record in hangulFile.records {
      try hangulFile.expectFields(record, count: 2)
      let range = try hangulFile.codePointRange(record.fields[0], in: record)
      let part: SyllablePart
      switch record.fields[1] {
      case "V": part = .vowel
      case "T": part = .trailing
      case "L": part = .leading
      case "LV": part = .lv
      case "LVT": part = .lvt
      default: throw hangulFile.error(record, "unknown Hangul_Syllable_Type '\(record.fields[1])'")
      }
      for c in range {
        jamo[Int(c)] = part == .vowel || part == .trailing
        parts[Int(c)] = part
      }
    }

    var values = [UInt8](repeating: 0, count: count)
    var reasons = [Reason](repeating: .narrow, count: count)
    for index in 0..<count {
      var reason: Reason
      switch category[index] {
      case _ where concatenationMark[index]: reason = .concatenationMark
      case _ where parts[index] == .leading && ignorable[index] && eaw[index] == "W": reason = .choseongFiller
      case "Mn", "Me": reason = .mark
      case "Cf": reason = .format
      case "Cc": reason = .control
      case "Zl", "Zp": reason = .lineBreak
      default:
        if ignorable[index] {
          reason = .ignorable
        } else if jamo[index] {
          reason = .hangulJamo
        } else {
          switch eaw[index] {
          case "W", "F": reason = .wide
          case "A": reason = .ambiguous
          default: reason = .narrow
          }
        }
      }
      var value: UInt8
      switch reason {
      case .wide, .choseongFiller: value = 2
      case .ambiguous: value = 1 | Self.ambiguousBit
      case .narrow, .concatenationMark: value = 1
      default: value = 0
      }
      // The jungseong filler (V, Default_Ignorable) continues a block like
      // a vowel but is invisible alone.
      let part = parts[index] == .vowel && ignorable[index] ? SyllablePart.vowelFiller : parts[index]
      value |= part.rawValue << Self.syllableShift
      let emojiStart = EmojiProperty.emoji.bit | EmojiProperty.extendedPictographic.bit
      if index >= 0x80, emojiProperties(UInt32(index)) & emojiStart != 0 { value |= Self.emojiCandidateBit }
      values[index] = value
      reasons[index] = reason
    }
    self.values = values
    self.reasons = reasons
    self.eastAsianWidth = eaw
    self.generalCategory = category
    self.eastAsianWidthComments = comments
  }

  /// The width byte of `codePoint`.
  public func value(of codePoint: UInt32) -> UInt8 { values[Int(codePoint)] }

  /// East_Asian_Width of every code point from EastAsianWidth.txt: the
  /// `@missing` defaults first, then the records.
  public static func eastAsianWidthValues(_ file: UCDFile) throws -> [String] {
    var eaw = [String](repeating: "", count: 0x110000)
    let values: Set<String> = ["A", "F", "H", "N", "Na", "W"]
    try applyMissing(file, values: values) { range, value in
      for c in range { eaw[Int(c)] = value }
    }
    for record in file.records {
      try file.expectFields(record, count: 2)
      let range = try file.codePointRange(record.fields[0], in: record)
      guard values.contains(record.fields[1]) else {
        throw file.error(record, "unknown East_Asian_Width value '\(record.fields[1])'")
      }
      for c in range { eaw[Int(c)] = record.fields[1] }
    }
    if let gap = eaw.firstIndex(of: "") {
      throw TableGenError(path: file.path, "no value and no @missing line covers U+\(hex(UInt32(gap)))")
    }
    return eaw
  }

  /// Applies the `# @missing: 0000..10FFFF; N` lines of `file` in order (UAX #44 §4.2.10).
  static func applyMissing(
    _ file: UCDFile, values: Set<String>, _ apply: (ClosedRange<UInt32>, String) -> Void
  ) throws {
    for (line, text) in file.commentLines where text.hasPrefix("@missing:") {
      let record = UCDRecord(
        line: line,
        fields: text.dropFirst("@missing:".count).split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) },
        comment: "")
      try file.expectFields(record, count: 2)
      guard values.contains(record.fields[1]) else {
        throw file.error(record, "unknown @missing value '\(record.fields[1])'")
      }
      apply(try file.codePointRange(record.fields[0], in: record), record.fields[1])
    }
  }
}

extension DisplayWidthModel: CodePointTableModel {
  public static let fileName = "DisplayWidthTables.swift"
  public static let tablePrefix = "displayWidth"
  public static let tableTypeName = "DisplayWidthTable"
  public static let hasPictographs = true

  public var title: String {
    "Display width of code points, Unicode \(version) (UAX #11 East_Asian_Width and the zero-width classes)."
  }
  /// Emoji-data.txt comes through the emoji properties: the emitter's caller adds it.
  public var inputs: [any GeneratorInput] { files }
  public var notes: [String] {
    ["Rules: Sources/TableGenKit/Models/DisplayWidthModel.swift; run-time scan: Sources/TextGauge/Width/DisplayWidthScan.swift."]
  }
  public var declarations: String {
    """
    /// Width byte bits: 0–1 the width in columns where ambiguous characters
    /// are narrow, \(Self.ambiguousBit) East_Asian_Width A, \(Self.emojiCandidateBit) can start an emoji.
    let displayWidthAmbiguousBit: UInt8 = \(Self.ambiguousBit)
    let displayWidthEmojiCandidateBit: UInt8 = \(Self.emojiCandidateBit)

    /// Bits 4–6 of a width byte: the scalar's part in a Hangul syllable block
    /// (0 none, 1 L, 2 V, 3 T, 4 LV, 5 LVT, 6 the jungseong filler).
    let displayWidthSyllableShift: UInt8 = \(Self.syllableShift)
    let displayWidthSyllableMask: UInt8 = \(Self.syllableMask)
    /// Byte `part` has bit `previous` set where a V or T of that part, after a
    /// scalar of part `previous`, continues no syllable block and takes one
    /// column (Unicode §3.12; UAX #29 GB6–GB8 are the continuing pairs).
    let displayWidthStandaloneJamo: UInt64 = \(SwiftSource.literal(Self.standaloneJamo))

    """
  }
  public var entry: String { "width byte" }
  public var entries: String { "width bytes" }
  public var runValue: String { "width byte" }
  public var runsDoc: [String] {
    [
      "Runs of code points with the same width byte, sorted by start (the",
      "lookup above the BMP, and the readable record). Each entry is",
      "`start << displayWidthRunStartShift | width byte`; a run lasts until the next entry's start.",
      "Comments: the rule of the run's first code point and, where an",
      "EastAsianWidth.txt record starts there, its value and comment.",
    ]
  }
  /// The rule of the run's first code point and its EastAsianWidth.txt record.
  public func runLabel(start: UInt32, value: UInt8) -> String {
    var comment = reasons[Int(start)].label
    if value & Self.emojiCandidateBit != 0 { comment += ", emoji" }
    if let unicode = eastAsianWidthComments[start] {
      comment += "; \(eastAsianWidth[Int(start)]) # \(unicode)"
    }
    return comment
  }
}
