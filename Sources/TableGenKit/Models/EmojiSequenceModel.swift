import Foundation

/// The six RGI sets of emoji-sequences.txt and emoji-zwj-sequences.txt, each a
/// property of strings (UTS #51 ED-20 … ED-25; their union is RGI_Emoji, ED-27).
/// `rawValue` is the kind number the generated tables store. The case names
/// are the runtime's `EmojiKind`'s: the generator emits `emojiKindsByCode`
/// (`[.basic, .keycap, …]`) from them, through which the runtime decodes the
/// number, so a case renamed on one side only fails the build.
public enum EmojiKindCode: Int, CaseIterable, Sendable, Comparable {
  case basic, keycap, flag, tag, modifier, zwj

  /// The type field of the sequence files.
  public var ucdName: String {
    switch self {
    case .basic: "Basic_Emoji"
    case .keycap: "Emoji_Keycap_Sequence"
    case .flag: "RGI_Emoji_Flag_Sequence"
    case .tag: "RGI_Emoji_Tag_Sequence"
    case .modifier: "RGI_Emoji_Modifier_Sequence"
    case .zwj: "RGI_Emoji_ZWJ_Sequence"
    }
  }

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

  /// The kind a sequence has by its shape (UTS #51 ED-13 modifier, ED-14 flag,
  /// ED-14a tag, ED-14c keycap, ED-16 ZWJ sequences), for the entries of
  /// emoji-test.txt that no RGI set lists (minimally-qualified, unqualified).
  public static func shape(of scalars: [UInt32]) -> EmojiKindCode {
    if scalars.contains(0x200D) { return .zwj }
    if scalars.last == 0x20E3 { return .keycap }
    if scalars.last == 0xE007F { return .tag }
    let isRegional = { (scalar: UInt32) -> Bool in (0x1F1E6...0x1F1FF).contains(scalar) }
    if scalars.count == 2, isRegional(scalars[0]), isRegional(scalars[1]) { return .flag }
    if scalars.count > 1, scalars.dropFirst().contains(where: { (0x1F3FB...0x1F3FF).contains($0) }) {
      return .modifier
    }
    return .basic
  }
}

/// The qualification status of an emoji-test.txt line (UTS #51 ED-18 fully-,
/// ED-18a minimally-qualified, ED-19 unqualified; `component` for the skin
/// tones and hair styles). `rawValue` is the number the tables store. The case
/// names are the runtime's `EmojiStatus`'s (which adds `notListed`, never a
/// line of the file): the generator emits `emojiStatusesByCode` from them,
/// through which the runtime decodes the number.
public enum EmojiStatusCode: Int, CaseIterable, Sendable {
  case fullyQualified, minimallyQualified, unqualified, component

  /// The spelling in emoji-test.txt.
  public var testName: String {
    switch self {
    case .fullyQualified: "fully-qualified"
    case .minimallyQualified: "minimally-qualified"
    case .unqualified: "unqualified"
    case .component: "component"
    }
  }

  /// Fully-qualified and component sequences together are exactly RGI_Emoji.
  public var isRGI: Bool { self == .fullyQualified || self == .component }
}

/// One data line of emoji-test.txt.
public struct EmojiTestEntry: Sendable, Equatable {
  public var scalars: [UInt32]
  public var status: EmojiStatusCode
  public var version: ReleaseVersion
  /// The CLDR short name (`grinning face`, `flag: Japan`).
  public var name: String
  /// Indices into the model's `groups` and `subgroups`.
  public var group: Int
  public var subgroup: Int
  /// The RGI set listing the sequence, or its shape when none does.
  public var kind: EmojiKindCode
  public var line: Int
}

/// The model of the sequence files: every emoji-test.txt entry in file (CLDR)
/// order with its kind from the RGI sets, plus the two code point lists the
/// matcher needs from emoji-variation-sequences.txt and emoji-data.txt.
public struct EmojiSequenceModel: Sendable {
  public var entries: [EmojiTestEntry]
  /// Group and subgroup names in file order; `subgroupGroups[s]` is the group
  /// of subgroup `s`.
  public var groups: [String]
  public var subgroups: [String]
  public var subgroupGroups: [Int]
  /// The RGI sets: every sequence of the two sequence files with its kind.
  public var rgi: [[UInt32]: EmojiKindCode]
  /// Code points with a standardized text presentation sequence (`X FE0E`),
  /// sorted: U+FE0E after one of them asks for plain text (ED-8a).
  public var textVariationBases: [UInt32]
  /// Extended_Pictographic ranges that emoji-data.txt marks `<reserved-…>`:
  /// code points set aside for future emoji, as closed ranges, sorted.
  public var reservedPictographic: [ClosedRange<UInt32>]

  /// Parses the sequence files, emoji-test.txt and the variation sequences of
  /// `folder`, and checks them against each other.
  public init(folder: EmojiDataFolder) throws {
    try self.init(
      sequences: folder.emojiSequences, zwjSequences: folder.emojiZWJSequences,
      test: folder.emojiTest, variationSequences: folder.emojiVariationSequences,
      emojiData: folder.emojiData)
  }

  public init(
    sequences: UCDFile, zwjSequences: UCDFile, test: UCDFile, variationSequences: UCDFile,
    emojiData: UCDFile
  ) throws {
    var rgi: [[UInt32]: EmojiKindCode] = [:]
    var rgiLine: [[UInt32]: (path: String, line: Int)] = [:]
    let sequenceKinds = EmojiKindCode.allCases.filter { $0 != .zwj }
    for (file, kinds) in [(sequences, sequenceKinds), (zwjSequences, [.zwj])] {
      for (scalars, kind, line) in try Self.parseSequences(file, kinds: kinds) {
        if let earlier = rgiLine[scalars] {
          throw TableGenError(
            path: file.path, line: line,
            "duplicate sequence \(Self.hexList(scalars)) (first at \(earlier.path):\(earlier.line))")
        }
        rgi[scalars] = kind
        rgiLine[scalars] = (file.path, line)
      }
    }
    self.rgi = rgi

    let parsed = try Self.parseTest(test, rgi: rgi)
    (entries, groups, subgroups, subgroupGroups) = parsed

    // UTS #51 ED-27 and the note in emoji-test.txt: RGI_Emoji is exactly the
    // fully-qualified and component lines of emoji-test.txt.
    var listedRGI = Set<[UInt32]>()
    for entry in entries where entry.status.isRGI {
      guard rgi[entry.scalars] != nil else {
        throw TableGenError(
          path: test.path, line: entry.line,
          "\(entry.status.testName) \(Self.hexList(entry.scalars)) is in no RGI set of \(sequences.path) or \(zwjSequences.path)")
      }
      listedRGI.insert(entry.scalars)
    }
    for scalars in rgi.keys.sorted(by: { $0.lexicographicallyPrecedes($1) })
    where !listedRGI.contains(scalars) {
      let origin = rgiLine[scalars]!
      throw TableGenError(
        path: origin.path, line: origin.line,
        "\(Self.hexList(scalars)) is not a fully-qualified or component line of \(test.path)")
    }

    textVariationBases = try Self.parseTextVariationBases(variationSequences)
    reservedPictographic = try Self.parseReservedPictographic(emojiData)
  }

  /// The records of a sequence file: code points (a range only for
  /// Basic_Emoji single code points), a type field among `kinds`, a name.
  static func parseSequences(_ file: UCDFile, kinds: [EmojiKindCode]) throws
    -> [(scalars: [UInt32], kind: EmojiKindCode, line: Int)]
  {
    var result: [(scalars: [UInt32], kind: EmojiKindCode, line: Int)] = []
    for record in file.records {
      try file.expectFields(record, count: 3)
      guard let kind = kinds.first(where: { $0.ucdName == record.fields[1] }) else {
        throw file.error(
          record,
          "unknown type '\(record.fields[1])' (expected \(kinds.map(\.ucdName).joined(separator: ", ")))")
      }
      guard !record.fields[2].isEmpty else { throw file.error(record, "empty name") }
      let text = record.fields[0]
      if text.contains("..") {
        guard kind == .basic else { throw file.error(record, "a range is only allowed for Basic_Emoji") }
        for codePoint in try file.codePointRange(text, in: record) {
          result.append(([codePoint], kind, record.line))
        }
        continue
      }
      let scalars = try file.codePointSequence(text, in: record)
      guard EmojiKindCode.shape(of: scalars) == kind || (kind == .basic && Self.isBasicShape(scalars))
      else {
        throw file.error(record, "\(Self.hexList(scalars)) does not have the shape of \(kind.ucdName)")
      }
      result.append((scalars, kind, record.line))
    }
    return result
  }

  /// Basic_Emoji (ED-20) is a single code point or one followed by U+FE0F.
  static func isBasicShape(_ scalars: [UInt32]) -> Bool {
    scalars.count == 1 || (scalars.count == 2 && scalars[1] == 0xFE0F)
  }

  /// emoji-test.txt: `code points ; status # emoji E<version> name`, under
  /// `# group:` and `# subgroup:` comment lines.
  static func parseTest(_ file: UCDFile, rgi: [[UInt32]: EmojiKindCode]) throws
    -> ([EmojiTestEntry], [String], [String], [Int])
  {
    var groups: [String] = []
    var subgroups: [String] = []
    var subgroupGroups: [Int] = []
    var seen: [[UInt32]: Int] = [:]
    var entries: [EmojiTestEntry] = []
    // Comment lines and records interleave by line number.
    var comments = file.commentLines[...]
    for record in file.records {
      while let comment = comments.first, comment.line < record.line {
        comments.removeFirst()
        if comment.text.hasPrefix("group:") {
          let name = comment.text.dropFirst("group:".count).trimmingCharacters(in: .whitespaces)
          guard !name.isEmpty, !groups.contains(name) else {
            throw TableGenError(path: file.path, line: comment.line, "empty or repeated group '\(name)'")
          }
          groups.append(name)
        } else if comment.text.hasPrefix("subgroup:") {
          let name = comment.text.dropFirst("subgroup:".count).trimmingCharacters(in: .whitespaces)
          guard !name.isEmpty, !groups.isEmpty else {
            throw TableGenError(path: file.path, line: comment.line, "subgroup '\(name)' outside a group")
          }
          subgroups.append(name)
          subgroupGroups.append(groups.count - 1)
        }
      }
      try file.expectFields(record, count: 2)
      guard !subgroups.isEmpty, subgroupGroups.last == groups.count - 1 else {
        throw file.error(record, "entry before any '# subgroup:' line of its group")
      }
      let scalars = try file.codePointSequence(record.fields[0], in: record)
      guard let status = EmojiStatusCode.allCases.first(where: { $0.testName == record.fields[1] }) else {
        throw file.error(record, "unknown status '\(record.fields[1])'")
      }
      // The comment: the emoji itself, E<version>, the CLDR short name.
      let parts = record.comment.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
      guard parts.count == 3 else {
        throw file.error(record, "comment '\(record.comment)' is not '<emoji> E<version> <name>'")
      }
      let expected = String(String.UnicodeScalarView(scalars.compactMap(Unicode.Scalar.init)))
      guard String(parts[0]).unicodeScalars.elementsEqual(expected.unicodeScalars) else {
        throw file.error(record, "comment shows '\(parts[0])', not the code points \(Self.hexList(scalars))")
      }
      guard parts[1].hasPrefix("E"), let version = ReleaseVersion(String(parts[1].dropFirst())) else {
        throw file.error(record, "malformed emoji version '\(parts[1])'")
      }
      if let earlier = seen[scalars] {
        throw file.error(record, "duplicate sequence \(Self.hexList(scalars)) (first on line \(earlier))")
      }
      seen[scalars] = record.line
      let shape = EmojiKindCode.shape(of: scalars)
      if let listed = rgi[scalars], listed != shape, !(listed == .basic && isBasicShape(scalars)) {
        throw file.error(record, "\(Self.hexList(scalars)) is \(listed.ucdName) but has the shape of \(shape.ucdName)")
      }
      entries.append(
        EmojiTestEntry(
          scalars: scalars, status: status, version: version, name: String(parts[2]),
          group: groups.count - 1, subgroup: subgroups.count - 1, kind: rgi[scalars] ?? shape,
          line: record.line))
    }
    guard !entries.isEmpty else { throw TableGenError(path: file.path, "no entries") }
    return (entries, groups, subgroups, subgroupGroups)
  }

  /// The bases of `X FE0E ; text style` lines, sorted.
  static func parseTextVariationBases(_ file: UCDFile) throws -> [UInt32] {
    var bases: [UInt32] = []
    for record in file.records {
      guard record.fields.count == 3, record.fields[2].isEmpty else {
        throw file.error(record, "expected 'code points ; style ;'")
      }
      let scalars = try file.codePointSequence(record.fields[0], in: record)
      switch (scalars.count == 2 ? scalars[1] : 0, record.fields[1]) {
      case (0xFE0E, "text style"): bases.append(scalars[0])
      case (0xFE0F, "emoji style"): continue
      default: throw file.error(record, "not a text or emoji style variation sequence")
      }
    }
    return Array(Set(bases)).sorted()
  }

  /// Extended_Pictographic lines whose comment names `<reserved-…>` code points.
  static func parseReservedPictographic(_ file: UCDFile) throws -> [ClosedRange<UInt32>] {
    var ranges: [ClosedRange<UInt32>] = []
    for record in file.records where record.fields.count == 2 && record.fields[1] == "Extended_Pictographic" {
      let marks = record.comment.components(separatedBy: "<reserved-").count - 1
      guard marks > 0 else { continue }
      let range = try file.codePointRange(record.fields[0], in: record)
      // Reserved code points have no age (E0.0).
      guard record.comment.hasPrefix("E0.0") else {
        throw file.error(record, "a <reserved-…> line must have the age E0.0")
      }
      // Older files (15.0) merge assigned and reserved code points into one
      // line (`MASK WORK SYMBOL..<reserved-1F1E5>`) without saying where the
      // reserved part starts: such a line is left out. 17.0 has none.
      if marks == (range.count == 1 ? 1 : 2) { ranges.append(range) }
    }
    return ranges.sorted { $0.lowerBound < $1.lowerBound }
  }

  static func hexList(_ scalars: [UInt32]) -> String { scalars.map(hex).joined(separator: " ") }
}
