/// Emoji newer than a given version: what readers whose fonts stop at that
/// version may see as empty boxes (see ``EmojiMatch/isNewer(than:)`` for
/// unlisted sequences).
extension StringProtocol {
  /// The emoji newer than `version`, found as they are iterated, left to
  /// right; `map` and `filter` return arrays, as on any sequence.
  ///
  /// ```swift
  /// "🫨 🫩 🐦‍🔥".emojiMatches(newerThan: "15.0").map { "\($0.string) \($0.version!)" }
  /// // ["🫩 16.0", "🐦‍🔥 15.1"]
  /// ```
  public func emojiMatches(
    newerThan version: EmojiVersion, policy: EmojiPolicy = .standard
  ) -> NewerEmojiMatches<Self> {
    NewerEmojiMatches(matches: emojiMatches(policy: policy), version: version)
  }

  /// Whether the text has an emoji newer than `version`.
  ///
  /// ```swift
  /// "🫨".containsEmoji(newerThan: "15.0")   // false
  /// "🫩".containsEmoji(newerThan: "15.0")   // true
  /// ```
  public func containsEmoji(newerThan version: EmojiVersion, policy: EmojiPolicy = .standard) -> Bool {
    emojiMatches(newerThan: version, policy: policy).first { _ in true } != nil
  }

  /// The number of emoji newer than `version`.
  ///
  /// ```swift
  /// "🫨🫩🐦‍🔥".emojiCount(newerThan: "15.0")   // 2
  /// ```
  public func emojiCount(newerThan version: EmojiVersion, policy: EmojiPolicy = .standard) -> Int {
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
  public func removingEmoji(newerThan version: EmojiVersion, policy: EmojiPolicy = .standard) -> String {
    var text = String(self)
    while let result = text.replacingEmojiCharacters(
      policy: policy, selecting: { $0.isNewer(than: version) }, { _ in "" })
    {
      text = result
    }
    return text
  }
}

/// The emoji of a text newer than a version
/// (``Swift/StringProtocol/emojiMatches(newerThan:policy:)``): a sequence
/// that scans as it is iterated. Not a lazy sequence, so that `map` gives an
/// array to print or compare.
public struct NewerEmojiMatches<Base: StringProtocol>: Sequence {
  let matches: EmojiMatches<Base>
  let version: EmojiVersion

  public struct Iterator: IteratorProtocol {
    var base: EmojiMatches<Base>.Iterator
    let version: EmojiVersion

    public mutating func next() -> EmojiMatch? {
      while let match = base.next() {
        if match.isNewer(than: version) { return match }
      }
      return nil
    }
  }

  public func makeIterator() -> Iterator { Iterator(base: matches.makeIterator(), version: version) }
}
