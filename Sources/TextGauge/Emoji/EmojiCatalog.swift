/// The emoji Unicode lists in `emoji-test.txt`, with their qualification,
/// version, CLDR short name, group and subgroup: a look-up by sequence or by
/// name (for shortcodes and sticker names), and every entry in the file's
/// (CLDR) order.
///
/// ```swift
/// EmojiCatalog.entry(named: "thumbs up")?.string          // "👍"
/// EmojiCatalog.entry(for: "❤")?.status                    // .unqualified
/// EmojiCatalog.entry(for: "🫠")?.group                    // "Smileys & Emotion"
/// EmojiCatalog.allEntries.filter { $0.version == UnicodeVersion.tables }.count
/// ```
///
/// Every look-up is a binary search in the generated tables.
public enum EmojiCatalog {
  /// One line of `emoji-test.txt`.
  ///
  /// ```swift
  /// let heart = EmojiCatalog.entry(named: "red heart")!
  /// heart.scalars   // the scalars U+2764 U+FE0F
  /// heart.group     // "Smileys & Emotion"
  /// ```
  public struct Entry: Sendable, Hashable {
    /// The code points of the line's sequence, as listed.
    public var scalars: [Unicode.Scalar]
    /// The line's qualification: fully-qualified, minimally-qualified,
    /// unqualified or component (never ``EmojiStatus/notListed``).
    public var status: EmojiStatus
    /// The RGI set the sequence belongs to, or its shape.
    public var kind: EmojiKind
    /// Exactly a sequence of RGI_Emoji (fully-qualified or component).
    public var isRGI: Bool
    /// The emoji version that introduced it (`0.6` … ``UnicodeVersion/tables``).
    public var version: UnicodeVersion
    /// The CLDR short name.
    public var name: String
    /// The `# group:` the line is under, e.g. `"Smileys & Emotion"`.
    public var group: String
    /// The `# subgroup:` the line is under, e.g. `"face-smiling"`.
    public var subgroup: String

    /// The emoji as a string.
    ///
    /// ```swift
    /// EmojiCatalog.allEntries.first?.string  // "😀"
    /// ```
    public var string: String { String(String.UnicodeScalarView(scalars)) }
  }

  /// The entries in file order.
  ///
  /// ```swift
  /// EmojiCatalog.allEntries.count       // every line of emoji-test.txt
  /// EmojiCatalog.allEntries[0].name     // "grinning face"
  /// ```
  public struct Entries: RandomAccessCollection, Sendable {
    /// The position of the first entry: always 0.
    public var startIndex: Int { 0 }
    /// One past the last entry's position: the number of entries.
    public var endIndex: Int { emojiEntries.count }
    /// The entry at `position`, decoded from the tables on each access.
    public subscript(position: Int) -> Entry { EmojiCatalog.entry(at: position) }
  }

  /// Every entry of `emoji-test.txt`, in its order.
  ///
  /// ```swift
  /// EmojiCatalog.allEntries.filter { $0.status == .fullyQualified }.count  // the RGI emoji of the tables
  /// ```
  public static var allEntries: Entries { Entries() }

  /// The entry whose scalars are exactly `text`'s.
  ///
  /// ```swift
  /// EmojiCatalog.entry(for: "1⃣")?.status    // .unqualified
  /// EmojiCatalog.entry(for: "1")             // nil
  /// ```
  public static func entry(for text: some StringProtocol) -> Entry? {
    EmojiSequenceData.builtIn.entry(exactly: text.unicodeScalars.lazy.map(\.value)).map(entry(at:))
  }

  /// The entry for a sequence of scalars.
  ///
  /// ```swift
  /// EmojiCatalog.entry(for: ["\u{1F44D}", "\u{1F3FD}"] as [Unicode.Scalar])?.name  // "thumbs up: medium skin tone"
  /// ```
  public static func entry(for scalars: some Sequence<Unicode.Scalar>) -> Entry? {
    EmojiSequenceData.builtIn.entry(exactly: scalars.lazy.map(\.value)).map(entry(at:))
  }

  /// The fully-qualified (or component) entry with the CLDR short name
  /// `name` (`"thumbs up"`, `"flag: Japan"`), ignoring case and whether
  /// words are separated by spaces, `_` or `-` (`"Thumbs_Up"`, `"t rex"`).
  ///
  /// ```swift
  /// EmojiCatalog.entry(named: "melting face")?.string  // "🫠"
  /// EmojiCatalog.entry(named: "Thumbs Up")?.string     // "👍"
  /// EmojiCatalog.entry(named: "no such emoji")          // nil
  /// ```
  public static func entry(named name: some StringProtocol) -> Entry? {
    if let index = EmojiNames.index(ofName: Array(name.utf8)) {
      return entry(at: Int(emojiNameEntries[index]))
    }
    // Another spelling: compared with every name, loosely (a fallback; the
    // exact spelling is a binary search).
    let key = looseName(name)
    guard !key.isEmpty,
      let index = EmojiNames.firstIndex(from: 0, through: emojiNameCount - 1, where: {
        looseName(String(decoding: $0, as: UTF8.self)) == key
      })
    else { return nil }
    return entry(at: Int(emojiNameEntries[index]))
  }

  /// `name` lowercased, with each run of spaces, `_` and `-` as one space,
  /// none at either end.
  static func looseName(_ name: some StringProtocol) -> String {
    var result = ""
    var separator = false
    for character in name.lowercased() {
      if character == " " || character == "_" || character == "-" {
        separator = true
      } else {
        if separator, !result.isEmpty { result.append(" ") }
        separator = false
        result.append(character)
      }
    }
    return result
  }

  package static func entry(at index: Int) -> Entry {
    let info = EmojiEntryInfo(emojiEntries[index])
    let scalars = EmojiSequenceData.builtIn.scalars(ofNode: Int(emojiEntryNodes[index]))
    let subgroup = Int(emojiEntrySubgroups[index])
    let group = Int(emojiSubgroupGroups[subgroup])
    return Entry(
      scalars: scalars.map { Unicode.Scalar($0)! }, status: info.status, kind: info.kind, isRGI: info.isRGI,
      version: info.version, name: EmojiNames.string(at: Int(emojiEntryNames[index])),
      group: EmojiNames.string(at: emojiNameCount + group),
      subgroup: EmojiNames.string(at: emojiNameCount + emojiGroupCount + subgroup))
  }
}

// What TextGaugeNames reads of `emoji-test.txt`'s lines: its tables index
// them (`emojiAnnotationEntries`), while the lines, their groups and their
// subgroups stay with the core that detects emoji (issue #47: the names are
// a product of their own over the core, which links none of them).
extension EmojiCatalog {
  /// The line whose scalars are exactly `scalars`, if any.
  package static func line(exactly scalars: some Sequence<UInt32>) -> Int? {
    EmojiSequenceData.builtIn.entry(exactly: scalars)
  }

  /// The scalars of line `line`, as `emoji-test.txt` writes them.
  package static func scalarValues(ofLine line: Int) -> [UInt32] {
    EmojiSequenceData.builtIn.scalars(ofNode: Int(emojiEntryNodes[line]))
  }

  /// The groups, in file order.
  package static var groupNames: [String] {
    (0..<emojiGroupCount).map { EmojiNames.string(at: emojiNameCount + $0) }
  }

  /// The subgroups of group `group` (an index of ``groupNames``), in file order.
  package static func subgroupNames(ofGroup group: Int) -> [String] {
    emojiSubgroupGroups.indices.filter { Int(emojiSubgroupGroups[$0]) == group }
      .map { EmojiNames.string(at: emojiNameCount + emojiGroupCount + $0) }
  }
}
