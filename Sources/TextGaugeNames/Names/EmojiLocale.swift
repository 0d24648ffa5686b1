import TextGauge

/// A locale TextGauge names and searches emoji in: one of the CLDR locales
/// the annotation tables carry (``supported``), reached from any identifier
/// by CLDR's locale fallback.
///
/// ```swift
/// try EmojiLocale("zh-Hant-HK").identifier   // "zh-Hant"
/// try EmojiLocale("zh_CN").identifier        // "zh"
/// try EmojiLocale("en-GB").identifier        // "en"
/// (try? EmojiLocale("fr")) == nil            // true: an error listing the supported locales
/// ```
public struct EmojiLocale: Sendable, Hashable, CustomStringConvertible {
  /// The supported locale's CLDR identifier: `en`, `zh`, `zh-Hant`, `yue`
  /// or `yue-Hans`.
  ///
  /// ```swift
  /// EmojiLocale.chinese.identifier   // "zh"
  /// ```
  public var identifier: String { emojiAnnotationLocales[index] }
  /// Its position in the tables' locale order.
  let index: Int

  /// The supported locales, in the tables' order.
  ///
  /// ```swift
  /// EmojiLocale.supported.map(\.identifier)   // ["en", "zh", "zh-Hant", "yue", "yue-Hans"]
  /// ```
  public static var supported: [EmojiLocale] { emojiAnnotationLocales.indices.map(EmojiLocale.init(index:)) }

  /// English (`en`).
  ///
  /// ```swift
  /// AnnotatedEmoji("😂")!.name(in: .english)   // "face with tears of joy"
  /// ```
  public static let english = EmojiLocale(index: 0)
  /// Chinese in simplified script (`zh`, which CLDR's `zh-Hans` falls back to).
  ///
  /// ```swift
  /// AnnotatedEmoji("😂")!.name(in: .chinese)   // "笑哭了"
  /// ```
  public static let chinese = EmojiLocale(index: 1)

  init(index: Int) { self.index = index }

  /// The supported locale `identifier` falls back to, as CLDR's parent
  /// locales and likely scripts say: `zh-Hant-HK` → `zh-Hant`; `zh-TW`,
  /// `zh-HK`, `zh-MO` → `zh-Hant`; `zh-Hans`, `zh-CN` → `zh`; `yue-CN` →
  /// `yue-Hans`; `en-US` → `en`. `_` separates like `-`, case is ignored.
  ///
  /// ```swift
  /// try EmojiLocale("ZH_hant").identifier   // "zh-Hant"
  /// try EmojiLocale("yue-CN").identifier    // "yue-Hans"
  /// ```
  ///
  /// - Throws: ``UnknownEmojiLocale``, which lists the supported locales,
  ///   for a language TextGauge has no names in (root has none).
  public init(_ identifier: some StringProtocol) throws(UnknownEmojiLocale) {
    let subtags = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
    let resolved: String?
    switch subtags.first {
    case "en": resolved = "en"
    case "zh":
      let traditional = subtags.contains("hant") || (!subtags.contains("hans") && subtags.contains { ["tw", "hk", "mo"].contains($0) })
      resolved = traditional ? "zh-Hant" : "zh"
    case "yue":
      let simplified = subtags.contains("hans") || (!subtags.contains("hant") && subtags.contains("cn"))
      resolved = simplified ? "yue-Hans" : "yue"
    default: resolved = nil
    }
    guard let resolved, let index = emojiAnnotationLocales.firstIndex(of: resolved) else {
      throw UnknownEmojiLocale(identifier: String(identifier))
    }
    self.index = index
  }

  /// The identifier.
  ///
  /// ```swift
  /// "\(EmojiLocale.english)"   // "en"
  /// ```
  public var description: String { identifier }
}

/// A locale identifier no supported locale is reached from.
///
/// ```swift
/// do { _ = try EmojiLocale("fr") } catch { print(error) }
/// // unknown emoji locale 'fr': supported are en, zh, zh-Hant, yue, yue-Hans
/// ```
public struct UnknownEmojiLocale: Error, Sendable, Hashable, CustomStringConvertible {
  /// The identifier given.
  ///
  /// ```swift
  /// let error = UnknownEmojiLocale(identifier: "fr")
  /// error.identifier   // "fr"
  /// ```
  public let identifier: String

  /// An error for `identifier`.
  ///
  /// ```swift
  /// UnknownEmojiLocale(identifier: "fr").supported.count   // 5
  /// ```
  public init(identifier: String) { self.identifier = identifier }

  /// The identifiers of the supported locales.
  ///
  /// ```swift
  /// UnknownEmojiLocale(identifier: "de").supported.first   // "en"
  /// ```
  public var supported: [String] { emojiAnnotationLocales }

  /// `unknown emoji locale 'fr': supported are en, zh, …`
  ///
  /// ```swift
  /// UnknownEmojiLocale(identifier: "fr").description.hasPrefix("unknown emoji locale 'fr'")   // true
  /// ```
  public var description: String {
    "unknown emoji locale '\(identifier)': supported are \(supported.joined(separator: ", "))"
  }
}
