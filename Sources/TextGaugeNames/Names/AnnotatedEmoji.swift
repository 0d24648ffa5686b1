import TextGauge

/// An RGI emoji (a fully-qualified or component line of `emoji-test.txt`)
/// with its CLDR names and keywords in each ``EmojiLocale``, its group and
/// subgroup, and its skin-tone family.
///
/// ```swift
/// let joy = AnnotatedEmoji("😂")!
/// joy.name(in: .chinese)                       // "笑哭了"
/// joy.keywords(in: .chinese).contains("笑")    // true
/// joy.group                                    // "Smileys & Emotion"
/// AnnotatedEmoji("👍🏽")!.skinToneBase.string    // "👍"
/// ```
///
/// Names come from CLDR's annotations and derived annotations
/// (``cldrVersion``); an emoji newer than that CLDR release takes its
/// English name from `emoji-test.txt` in every locale
/// (``hasCLDRName(in:)`` is false). Everything is read from generated
/// tables: no look-up allocates beyond its result.
public struct AnnotatedEmoji: Sendable, Hashable, CustomStringConvertible {
  /// Its position among the RGI emoji, in `emoji-test.txt` order.
  let ordinal: Int

  init(ordinal: Int) { self.ordinal = ordinal }

  /// The RGI emoji `text` is: a fully-qualified or component sequence as
  /// `emoji-test.txt` writes it, or the same without its U+FE0Fs, or a
  /// minimally-qualified or unqualified form of it (as CLDR keys them).
  ///
  /// ```swift
  /// AnnotatedEmoji("❤️")?.name(in: .english)   // "red heart"
  /// AnnotatedEmoji("❤")?.string               // "❤️": CLDR's key, without U+FE0F
  /// AnnotatedEmoji("a")                       // nil
  /// ```
  public init?(_ text: some StringProtocol) {
    guard let entry = EmojiCatalog.line(exactly: text.unicodeScalars.lazy.map { $0.value }) else { return nil }
    if let ordinal = Self.ordinal(ofEntry: entry) {
      self.ordinal = ordinal
      return
    }
    // A minimally-qualified or unqualified line follows its fully-qualified
    // one in emoji-test.txt (UTS #51 §A.1 lists them together): the nearest
    // RGI line before it with the same scalars less U+FE0F.
    let key = text.unicodeScalars.lazy.map { $0.value }.filter { $0 != 0xFE0F }
    var candidate = entry
    while candidate > 0 {
      candidate -= 1
      guard let ordinal = Self.ordinal(ofEntry: candidate) else { continue }
      let scalars = EmojiCatalog.scalarValues(ofLine: candidate)
      if scalars.lazy.filter({ $0 != 0xFE0F }).elementsEqual(key) {
        self.ordinal = ordinal
        return
      }
      if entry - candidate > 8 { break }
    }
    return nil
  }

  static func ordinal(ofEntry entry: Int) -> Int? {
    emojiAnnotationEntries.withUnsafeBufferPointer { entries in
      let index = UTF8Bytes.partitionPoint(entries) { Int($0) < entry }
      return index < entries.count && Int(entries[index]) == entry ? index : nil
    }
  }

  /// Every RGI emoji, in `emoji-test.txt` order (the order keyboards show).
  ///
  /// ```swift
  /// AnnotatedEmoji.all.first?.string   // "😀"
  /// ```
  public static var all: [AnnotatedEmoji] { (0..<emojiAnnotationCount).map(AnnotatedEmoji.init(ordinal:)) }

  /// The CLDR release the names and keywords come from.
  ///
  /// ```swift
  /// AnnotatedEmoji.cldrVersion   // "48.0.0"
  /// ```
  public static var cldrVersion: String { emojiAnnotationCLDRVersion }

  /// Its `emoji-test.txt` line.
  var catalogEntry: EmojiCatalog.Entry { EmojiCatalog.entry(at: Int(emojiAnnotationEntries[ordinal])) }

  /// The emoji as `emoji-test.txt` writes it (fully-qualified).
  ///
  /// ```swift
  /// AnnotatedEmoji("☺")?.string   // "☺️"
  /// ```
  public var string: String {
    String(String.UnicodeScalarView(
      EmojiCatalog.scalarValues(ofLine: Int(emojiAnnotationEntries[ordinal]))
        .map { Unicode.Scalar($0)! }))
  }

  /// The emoji itself.
  ///
  /// ```swift
  /// "\(AnnotatedEmoji("👍")!)"   // "👍"
  /// ```
  public var description: String { string }

  /// Its short name in `locale`: CLDR's, or (``hasCLDRName(in:)`` false)
  /// the English name of `emoji-test.txt`.
  ///
  /// ```swift
  /// AnnotatedEmoji("👍")!.name(in: .english)                 // "thumbs up"
  /// AnnotatedEmoji("👍")!.name(in: try! EmojiLocale("zh-Hant"))   // "讚"
  /// ```
  public func name(in locale: EmojiLocale = .english) -> String {
    EmojiAnnotationStrings.string(
      locale: locale.index, Int(emojiAnnotationNames[locale.index * emojiAnnotationCount + ordinal]))
  }

  /// Whether CLDR names it in `locale`; false for the emoji newer than
  /// ``cldrVersion``, whose name falls back to `emoji-test.txt`'s English.
  ///
  /// ```swift
  /// AnnotatedEmoji("😀")!.hasCLDRName(in: .chinese)   // true
  /// ```
  public func hasCLDRName(in locale: EmojiLocale) -> Bool {
    emojiNameFallbacks[ordinal] & (1 << locale.index) == 0
  }

  /// Its CLDR keywords in `locale`, sorted by their UTF-8 bytes; empty
  /// where CLDR has none.
  ///
  /// ```swift
  /// AnnotatedEmoji("👍")!.keywords(in: .chinese).first   // "同意"
  /// ```
  public func keywords(in locale: EmojiLocale = .english) -> [String] {
    let wanted = UInt16(ordinal * 2)
    var result: [String] = []
    let first = Int(emojiAnnotationLocaleStrings[locale.index])
    let end = Int(emojiAnnotationLocaleStrings[locale.index + 1])
    emojiAnnotationPostings.withUnsafeBufferPointer { postings in
      emojiAnnotationPostingStarts.withUnsafeBufferPointer { starts in
        for string in first..<end {
          let slice = UnsafeBufferPointer(rebasing: postings[Int(starts[string])..<Int(starts[string + 1])])
          let index = UTF8Bytes.partitionPoint(slice) { $0 < wanted }
          if index < slice.count, slice[index] == wanted {
            result.append(EmojiAnnotationStrings.string(locale: locale.index, string - first))
          }
        }
      }
    }
    return result
  }

  /// The `emoji-test.txt` group it is listed under.
  ///
  /// ```swift
  /// AnnotatedEmoji("🐕")!.group   // "Animals & Nature"
  /// ```
  public var group: String { catalogEntry.group }

  /// The `emoji-test.txt` subgroup it is listed under.
  ///
  /// ```swift
  /// AnnotatedEmoji("😀")!.subgroup   // "face-smiling"
  /// ```
  public var subgroup: String { catalogEntry.subgroup }

  /// The emoji version that introduced it.
  ///
  /// ```swift
  /// AnnotatedEmoji("🫠")!.version   // 14.0
  /// ```
  public var version: UnicodeVersion { catalogEntry.version }

  // MARK: Skin tones

  /// The emoji without skin tones it is a variant of (UTS #51 ED-13
  /// modifier sequences and ZWJ sequences with modifiers, as
  /// `emoji-test.txt` lists them after their base); itself when it has no
  /// skin tone.
  ///
  /// ```swift
  /// AnnotatedEmoji("🫱🏻‍🫲🏼")!.skinToneBase.string   // "🤝"
  /// AnnotatedEmoji("👩🏻‍🤝‍👩🏼")!.skinToneBase.string   // "👭"
  /// ```
  public var skinToneBase: AnnotatedEmoji { AnnotatedEmoji(ordinal: Int(emojiSkinToneBases[ordinal])) }

  /// Its skin-tone variants in `emoji-test.txt` order (the two-person
  /// forms included), empty for an emoji that takes no tones; a variant's
  /// are its base's.
  ///
  /// ```swift
  /// AnnotatedEmoji("👍")!.skinToneVariants.count   // 5
  /// AnnotatedEmoji("🤝")!.skinToneVariants.count   // 25
  /// ```
  public var skinToneVariants: [AnnotatedEmoji] {
    let base = Int(emojiSkinToneBases[ordinal])
    var result: [AnnotatedEmoji] = []
    // A base's variants follow it in its subgroup, but not always next to
    // it: emoji-test.txt lists a subgroup's two-tone forms after all its
    // one-tone forms (👨🏻‍🐰‍👨🏼 after 👯🏿‍♀️), so the walk goes on to the
    // subgroup's end, told at the emoji without a tone.
    let subgroup = AnnotatedEmoji(ordinal: base).subgroup
    var next = base + 1
    while next < emojiAnnotationCount {
      let nextBase = Int(emojiSkinToneBases[next])
      if nextBase == base {
        result.append(AnnotatedEmoji(ordinal: next))
      } else if nextBase == next, AnnotatedEmoji(ordinal: next).subgroup != subgroup {
        break
      }
      next += 1
    }
    return result
  }

  /// Whether it takes skin tones (has variants, or is one).
  ///
  /// ```swift
  /// AnnotatedEmoji("👋")!.takesSkinTones   // true
  /// AnnotatedEmoji("😀")!.takesSkinTones   // false
  /// ```
  public var takesSkinTones: Bool {
    let base = Int(emojiSkinToneBases[ordinal])
    return base != ordinal || (base + 1 < emojiAnnotationCount && Int(emojiSkinToneBases[base + 1]) == base)
  }

  // MARK: Groups

  /// The `emoji-test.txt` groups, in file order.
  ///
  /// ```swift
  /// AnnotatedEmoji.groups.first   // "Smileys & Emotion"
  /// ```
  public static var groups: [String] {
    EmojiCatalog.groupNames
  }

  /// The subgroups of `group`, in file order (empty for an unknown group).
  ///
  /// ```swift
  /// AnnotatedEmoji.subgroups(of: "Smileys & Emotion").first   // "face-smiling"
  /// ```
  public static func subgroups(of group: String) -> [String] {
    guard let groupIndex = groups.firstIndex(of: group) else { return [] }
    return EmojiCatalog.subgroupNames(ofGroup: groupIndex)
  }

  /// The RGI emoji of `group` (or of one of its subgroups), in
  /// `emoji-test.txt` order, the order keyboards show.
  ///
  /// ```swift
  /// AnnotatedEmoji.emoji(inGroup: "Flags").first?.string     // "🏁"
  /// AnnotatedEmoji.emoji(inGroup: "face-smiling").first?.string   // "😀"
  /// ```
  public static func emoji(inGroup group: String) -> [AnnotatedEmoji] {
    all.filter { $0.group == group || $0.subgroup == group }
  }
}

/// The strings of the annotation tables.
enum EmojiAnnotationStrings {
  /// String `index` of `locale`'s strings.
  static func string(locale: Int, _ index: Int) -> String {
    let string = Int(emojiAnnotationLocaleStrings[locale]) + index
    let start = Int(emojiAnnotationStringStarts[string])
    let end = Int(emojiAnnotationStringStarts[string + 1]) - 1  // without the line end
    return emojiAnnotationText.withUTF8Buffer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self)
    }
  }
}
