/// Emoji newer than a given version: what readers whose fonts stop at that
/// version may see as empty boxes (see ``EmojiMatch/isNewer(than:)`` for
/// unlisted sequences).
///
/// These filters default to ``EmojiPolicy/rendersAsEmoji``, as `InputRules`
/// (TextGaugeInput) and `textgauge check --max-emoji-version` do, so that a
/// version gate gives one answer whichever entry point asks: a reader's font
/// shows an unassigned Extended_Pictographic code point (a future emoji), a
/// lone regional indicator or an unlisted ZWJ sequence of newer elements no
/// better than a newer listed emoji, and `.standard`, which finds none of
/// them, would let them through.
///
/// ```swift
/// "x\u{1FFFD}".containsEmoji(newerThan: "15.0")                      // true: not yet an emoji
/// "x\u{1FFFD}".containsEmoji(newerThan: "15.0", policy: .standard)   // false
/// ```
extension StringProtocol {
  /// The emoji newer than `version`, found as they are iterated, left to
  /// right (a lazy filter of ``emojiMatches(policy:)``; `map` and `filter`
  /// on it return arrays, as on any sequence).
  ///
  /// ```swift
  /// "🫨 🫩 🐦‍🔥".emojiMatches(newerThan: "15.0").map { "\($0.string) \($0.version!)" }
  /// // ["🫩 16.0", "🐦‍🔥 15.1"]
  /// ```
  public func emojiMatches(
    newerThan version: UnicodeVersion, policy: EmojiPolicy = .rendersAsEmoji
  ) -> some Sequence<EmojiMatch> {
    emojiMatches(policy: policy).lazy.filter { $0.isNewer(than: version) }
  }

  /// Whether the text has an emoji newer than `version`.
  ///
  /// ```swift
  /// "🫨".containsEmoji(newerThan: "15.0")   // false
  /// "🫩".containsEmoji(newerThan: "15.0")   // true
  /// ```
  public func containsEmoji(newerThan version: UnicodeVersion, policy: EmojiPolicy = .rendersAsEmoji) -> Bool {
    emojiMatches(newerThan: version, policy: policy).first { _ in true } != nil
  }

  /// The number of emoji newer than `version`.
  ///
  /// ```swift
  /// "🫨🫩🐦‍🔥".emojiCount(newerThan: "15.0")   // 2
  /// ```
  public func emojiCount(newerThan version: UnicodeVersion, policy: EmojiPolicy = .rendersAsEmoji) -> Int {
    emojiMatches(newerThan: version, policy: policy).reduce(0) { count, _ in count + 1 }
  }

  /// The text without the emoji newer than `version`; older emoji stay.
  ///
  /// ```swift
  /// "hi 🫨🫩".removingEmoji(newerThan: "15.0")   // "hi 🫨"
  /// ```
  ///
  /// As ``removingEmoji(policy:)`` does, each Character holding a newer
  /// emoji is removed from its first emoji to its end (what comes before
  /// the emoji in it is kept) and the seams are repaired; Characters
  /// holding only older emoji are kept as they are.
  public func removingEmoji(newerThan version: UnicodeVersion, policy: EmojiPolicy = .rendersAsEmoji) -> String {
    var text = String(self)
    while let result = text.replacingEmojiCharacters(
      policy: policy, selecting: { $0.isNewer(than: version) }, { _ in "" })
    {
      text = result
    }
    return text
  }
}
