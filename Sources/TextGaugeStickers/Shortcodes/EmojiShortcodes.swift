import TextGauge
import TextGaugeNames

/// Emoji ↔ `:shortcode:` text, with shortcodes made from the CLDR short names
/// of `emoji-test.txt` (`👍` ↔ `:thumbs_up:`, `🇯🇵` ↔ `:flag_japan:`,
/// `1️⃣` ↔ `:keycap_1:`); the name normalisation is
/// ``shortcode(forName:)``.
///
/// Every fully-qualified emoji and component of `emoji-test.txt` has its own
/// shortcode, and ``decoding(_:)`` of ``encoding(_:policy:)`` gives every one
/// of them back. Minimally-qualified and unqualified forms share the name of
/// their fully-qualified form, so they encode to its shortcode and decode to
/// the fully-qualified emoji. If two names ever normalised to the same
/// shortcode, the later one in file order would get `_2` (then `_3`, …)
/// appended; none do in Emoji 17.0 (a test checks).
///
/// Encoding is not escaping: text that already looks like a known shortcode
/// (`:thumbs_up:` typed as text) decodes to the emoji. Unknown shortcodes and
/// emoji without a listed name (an unlisted ZWJ sequence) stay as they are.
///
/// ```swift
/// let codes = EmojiShortcodes.cldr
/// codes.encoding("好的👍🏽")                  // "好的:thumbs_up_medium_skin_tone:"
/// codes.decoding("好的:thumbs_up: :nope:")   // "好的👍 :nope:"
/// codes.shortcode(for: "🇯🇵")               // "flag_japan"
/// codes.emoji(forShortcode: "keycap_1")     // "1️⃣"
/// ```
public struct EmojiShortcodes: Sendable {
  /// One shortcode.
  ///
  /// ```swift
  /// EmojiShortcodes.cldr.entries.first   // Entry(shortcode: "grinning_face", emoji: "😀", name: "grinning face")
  /// ```
  public struct Entry: Sendable, Hashable {
    /// The shortcode without colons: `thumbs_up`.
    public let shortcode: String
    /// The fully-qualified emoji (or component) it decodes to.
    public let emoji: String
    /// The CLDR short name it was made from (for ``github``, its emoji's).
    public let name: String
  }

  /// Fully-qualified emoji and components, in file order; for ``github``,
  /// one per alias, sorted by its UTF-8 bytes.
  ///
  /// ```swift
  /// EmojiShortcodes.cldr.entries.count   // one per CLDR short name of the tables
  /// ```
  public let entries: [Entry]
  private let entryByShortcode: [String: Int]
  /// Every listed sequence (all qualifications) → its entry.
  private let entryByScalars: [[Unicode.Scalar]: Int]
  private let scanner: DelimitedScanner

  /// Shortcodes for `emoji`, given in `emoji-test.txt` order: an entry is
  /// preferred (fully-qualified or component), or another qualification
  /// whose name is the same as a preferred entry's.
  init(emoji: some Sequence<(name: String, scalars: [Unicode.Scalar], isPreferred: Bool)>) {
    var entries: [Entry] = []
    var entryByShortcode: [String: Int] = [:]
    var entryByName: [String: Int] = [:]
    var entryByScalars: [[Unicode.Scalar]: Int] = [:]
    var deferred: [(name: String, scalars: [Unicode.Scalar])] = []
    for (name, scalars, isPreferred) in emoji {
      guard isPreferred, entryByName[name] == nil else {
        deferred.append((name, scalars))
        continue
      }
      let base = Self.shortcode(forName: name)
      var shortcode = base
      var suffix = 2
      while entryByShortcode[shortcode] != nil {
        shortcode = "\(base)_\(suffix)"
        suffix += 1
      }
      let index = entries.count
      entries.append(Entry(shortcode: shortcode, emoji: String(String.UnicodeScalarView(scalars)), name: name))
      entryByShortcode[shortcode] = index
      entryByName[name] = index
      entryByScalars[scalars] = index
    }
    for (name, scalars) in deferred where entryByScalars[scalars] == nil {
      if let index = entryByName[name] { entryByScalars[scalars] = index }
    }
    self.entries = entries
    self.entryByShortcode = entryByShortcode
    self.entryByScalars = entryByScalars
    self.scanner = DelimitedScanner(
      open: ":", close: ":", maxLength: (entries.map(\.shortcode.graphemeClusters.count).max() ?? 0) + 2)
  }

  /// Shortcodes that are aliases: several may name one emoji, which
  /// decodes from each and encodes to its `isPreferred` one. `entry` is the
  /// emoji's line of `emoji-test.txt` (fully-qualified or component);
  /// the emoji's other qualifications encode like it, as in ``cldr``.
  init(aliases: some Sequence<(alias: String, entry: Int, isPreferred: Bool)>) {
    var entries: [Entry] = []
    var entryByShortcode: [String: Int] = [:]
    var entryByScalars: [[Unicode.Scalar]: Int] = [:]
    var preferredByName: [String: Int] = [:]
    for (alias, line, isPreferred) in aliases {
      let emoji = EmojiCatalog.allEntries[line]
      let index = entries.count
      entries.append(Entry(shortcode: alias, emoji: emoji.string, name: emoji.name))
      entryByShortcode[alias] = index
      if isPreferred {
        entryByScalars[emoji.scalars] = index
        preferredByName[emoji.name] = index
      }
    }
    for emoji in EmojiCatalog.allEntries where entryByScalars[emoji.scalars] == nil {
      if let index = preferredByName[emoji.name] { entryByScalars[emoji.scalars] = index }
    }
    self.entries = entries
    self.entryByShortcode = entryByShortcode
    self.entryByScalars = entryByScalars
    self.scanner = DelimitedScanner(
      open: ":", close: ":", maxLength: (entries.map(\.shortcode.graphemeClusters.count).max() ?? 0) + 2)
  }

  /// The shortcode (without colons) of a listed emoji, or nil.
  ///
  /// ```swift
  /// EmojiShortcodes.cldr.shortcode(for: "👨‍👩‍👧")   // "family_man_woman_girl"
  /// EmojiShortcodes.cldr.shortcode(for: "x")       // nil
  /// ```
  public func shortcode(for emoji: some StringProtocol) -> String? {
    entryByScalars[Array(emoji.unicodeScalars)].map { entries[$0].shortcode }
  }

  /// The emoji of a shortcode, given with or without colons, in any case
  /// and with spaces or `-` for `_`, or nil. ``decoding(_:)`` reads
  /// `:Thumbs_Up:` the same way.
  ///
  /// ```swift
  /// EmojiShortcodes.cldr.emoji(forShortcode: "red_heart")      // "❤️"
  /// EmojiShortcodes.cldr.emoji(forShortcode: ":red_heart:")    // "❤️"
  /// EmojiShortcodes.cldr.emoji(forShortcode: "Thumbs-Up")      // "👍"
  /// ```
  public func emoji(forShortcode shortcode: some StringProtocol) -> String? {
    var code = Substring(shortcode.asSubstring)
    // The colons are whole Characters of the data's (a ":" with a mark on
    // it is no colon), as in running text.
    let characters = Array(code.graphemeClusters)
    if characters.count >= 2, characters.first == ":", characters.last == ":" {
      code = code[characters[1].startIndex..<characters[characters.count - 1].startIndex]
    }
    return entry(forShortcode: code).map { entries[$0].emoji }
  }

  /// The entry of a shortcode (without colons): as written, or in any case
  /// and with spaces or `-` for `_` (`Thumbs_Up`, `thumbs-up`), read by the
  /// rule that makes shortcodes from names.
  /// In running text (`inText`), a span with a space is prose between two
  /// colons (`Note: thumbs up: …`), never a shortcode.
  func entry(forShortcode code: some StringProtocol, inText: Bool = false) -> Int? {
    if let index = entryByShortcode[String(code)] { return index }
    // Every shortcode is ASCII: other text between colons is not one, and
    // is not worth the name rule's diacritic search.
    guard code.utf8.allSatisfy({ $0 < 0x80 && !(inText && ($0 == 0x20 || $0 == 0x09)) }) else { return nil }
    return entryByShortcode[Self.shortcode(forName: code)]
  }

  /// `text` with every emoji (as `emojiMatches(policy:)` finds them) that has
  /// a shortcode written as `:shortcode:`; everything else unchanged.
  ///
  /// ```swift
  /// EmojiShortcodes.cldr.encoding("笑死了😂[笑哭]")   // "笑死了:face_with_tears_of_joy:[笑哭]"
  /// ```
  public func encoding(_ text: some StringProtocol, policy: EmojiPolicy = .standard) -> String {
    let text = text.asSubstring
    var result = ""
    var copied = text.startIndex
    for match in text.emojiMatches(policy: policy) {
      guard let index = entryByScalars[match.scalars] else { continue }
      result += text[copied..<match.range.lowerBound]
      result += ":" + entries[index].shortcode + ":"
      copied = match.range.upperBound
    }
    result += text[copied...]
    return result
  }

  /// `text` with every known `:shortcode:` replaced by its emoji; unknown
  /// ones (`:nope:`) stay text. Linear: the look-ahead after a `:` is bounded
  /// by the longest shortcode.
  ///
  /// ```swift
  /// EmojiShortcodes.cldr.decoding("ok :thumbs_up::flag_japan:")   // "ok 👍🇯🇵"
  /// ```
  public func decoding(_ text: some StringProtocol) -> String {
    let text = text.asSubstring
    var result = ""
    var copied = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      if let (entry, end) = scanner.match(in: text, at: index, accept: { _, code in
        entry(forShortcode: code, inText: true)
      }) {
        result += text[copied..<index]
        result += entries[entry].emoji
        copied = end
        index = end
      } else {
        index = text.index(clusterAfter: index)
      }
    }
    result += text[copied...]
    return result
  }
}

extension EmojiShortcodes {
  /// Shortcodes for every emoji of the built-in `emoji-test.txt` catalog
  /// (`EmojiCatalog`): `:thumbs_up:`, `:flag_japan:`, `:keycap_1:`.
  ///
  /// Built on first use (a few thousand names normalised and hashed, once
  /// per process) rather than generated, so the shortcode rules live in one
  /// hand-written, tested function.
  ///
  /// ```swift
  /// EmojiShortcodes.cldr.encoding("👍")   // ":thumbs_up:"
  /// ```
  public static let cldr = EmojiShortcodes(
    emoji: EmojiCatalog.allEntries.lazy.map { entry in
      (entry.name, entry.scalars, entry.status == .fullyQualified || entry.status == .component)
    })
}

extension EmojiShortcodes {
  /// Chinese shortcodes: the CLDR zh name of each emoji (`AnnotatedEmoji`,
  /// `name(in: .chinese)`) by the same rule as ``cldr``'s
  /// (``shortcode(forName:)``: separators as `_`): `:笑哭了:` for 😂,
  /// `:拇指向上_中等肤色:` for 👍🏽. An emoji CLDR does not yet name in
  /// Chinese has its English shortcode. Each decodes to its emoji.
  ///
  /// ```swift
  /// EmojiShortcodes.chinese.encoding("😂")              // ":笑哭了:"
  /// EmojiShortcodes.chinese.decoding(":笑哭了:")        // "😂"
  /// ```
  public static let chinese = EmojiShortcodes(
    emoji: EmojiCatalog.allEntries.lazy.map { entry in
      (
        AnnotatedEmoji(entry.scalars.map(String.init).joined())?.name(in: .chinese) ?? entry.name, entry.scalars,
        entry.status == .fullyQualified || entry.status == .component
      )
    })
}

extension EmojiShortcodes {
  /// GitHub/Slack-style aliases, as the PyPI package `emoji` ships them
  /// (``githubSource``; BSD licensed; `Data/shortcodes` holds the list and
  /// its provenance): `:joy:`, `:thumbsup:`, `:+1:`, `:flag_for_Japan:`.
  /// Every alias decodes to its emoji as `emoji-test.txt` writes it
  /// (fully-qualified, or a component); an emoji with several aliases
  /// encodes to its preferred one, the first the package lists for it
  /// (`:thumbsup:` rather than `:+1:`). Aliases are matched as written
  /// first (`:Turkey:` is the flag, `:turkey:` the bird), then by the name
  /// rule of ``cldr`` (`:JOY:` is `:joy:`).
  ///
  /// ```swift
  /// EmojiShortcodes.github.decoding("ok :+1: :thumbsup:")   // "ok 👍 👍"
  /// EmojiShortcodes.github.encoding("👍😂")                 // ":thumbsup::joy:"
  /// ```
  public static let github = EmojiShortcodes(
    aliases: {
      var aliases: [(alias: String, entry: Int, isPreferred: Bool)] = []
      emojiAliasText.withUTF8Buffer { text in
        for (index, line) in text.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
          let value = emojiAliasEntries[index]
          aliases.append((String(decoding: line, as: UTF8.self), Int(value & 0x7FFF), value & 0x8000 != 0))
        }
      }
      return aliases
    }())

  /// The package and version ``github``'s aliases come from.
  ///
  /// ```swift
  /// EmojiShortcodes.githubSource   // "emoji 2.16.0"
  /// ```
  public static var githubSource: String { emojiAliasSource }
}
