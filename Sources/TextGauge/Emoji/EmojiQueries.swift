// Emoji detection on String, Substring and Character: every query runs
// the one scanner (EmojiScanner) over the text's UTF-8 bytes; the policies
// are described on EmojiPolicy.

extension StringProtocol {
  /// Runs `body` with a scanner and the text's UTF-8 bytes, copying only
  /// when the string has no contiguous UTF-8 storage (a bridged string).
  func withEmojiScanner<R>(
    policy: EmojiPolicy, _ body: (inout EmojiScanner, UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    var scanner = EmojiScanner(policy: policy)
    return withUTF8Buffer { body(&scanner, $0) }
  }

  /// Whether the text holds at least one emoji.
  ///
  /// ```swift
  /// "Hello 👋".containsEmoji()                            // true
  /// "© 2025 ™ ①".containsEmoji()                          // false
  /// "© 2025".containsEmoji(policy: .includingTextDefault) // true
  /// ```
  @_specialize(where Self == String)
  @_specialize(where Self == Substring)
  public func containsEmoji(policy: EmojiPolicy = .standard) -> Bool {
    withEmojiScanner(policy: policy) { scanner, text in scanner.nextRange(in: text, from: 0) != nil }
  }

  /// The number of emoji in the text: a ZWJ family, a flag or a keycap
  /// counts as one.
  ///
  /// ```swift
  /// "👨‍👩‍👧‍👦🇨🇳1️⃣".emojiCount()  // 3
  /// "123 #".emojiCount()        // 0
  /// ```
  @_specialize(where Self == String)
  @_specialize(where Self == Substring)
  public func emojiCount(policy: EmojiPolicy = .standard) -> Int {
    withEmojiScanner(policy: policy) { scanner, text in scanner.count(in: text) }
  }

  /// The emoji of the text, found lazily from left to right.
  ///
  /// ```swift
  /// let names = "☕️ and 🥐".emojiMatches().map { $0.name ?? "?" }
  /// // ["hot beverage", "croissant"]
  /// ```
  public func emojiMatches(policy: EmojiPolicy = .standard) -> EmojiMatches<Self> {
    EmojiMatches(base: self, policy: policy)
  }

  /// Whether the whole text is exactly one emoji: one match that is the
  /// whole text (so ``containsOnlyEmoji(policy:)`` is true too).
  ///
  /// ```swift
  /// "👨‍👩‍👧‍👦".isSingleEmoji()  // true
  /// "👍👍".isSingleEmoji()      // false
  /// "❤".isSingleEmoji()       // false: text presentation by default
  /// "王🏻".isSingleEmoji()     // false: one Character, but the emoji is 🏻
  /// ```
  @_specialize(where Self == String)
  @_specialize(where Self == Substring)
  public func isSingleEmoji(policy: EmojiPolicy = .standard) -> Bool {
    withEmojiScanner(policy: policy) { scanner, text in
      guard let match = scanner.nextRange(in: text, from: 0) else { return false }
      return match == 0..<text.count
    }
  }

  /// Whether the text is not empty and ``removingEmoji(policy:)`` would
  /// leave nothing: every Character starts with an emoji (or lies inside
  /// one).
  ///
  /// ```swift
  /// "🎉🎉🎉".containsOnlyEmoji()   // true
  /// "🎉 🎉".containsOnlyEmoji()   // false
  /// "🐕‍❤️".containsOnlyEmoji()     // true: one Character holding 🐕 and ❤️ (.standard)
  /// "o🏾".containsOnlyEmoji()     // false: the letter is no emoji
  /// "".containsOnlyEmoji()       // false
  /// ```
  public func containsOnlyEmoji(policy: EmojiPolicy = .standard) -> Bool {
    let text = String(self)
    var kept = text.startIndex
    for span in text.emojiCharacterSpans(policy: policy) {
      // Removal keeps the text before each span, except ZWJs ending it,
      // which the seam drops (`replacingEmojiCharacters`).
      guard text.unicodeScalars[kept..<span.range.lowerBound].allSatisfy({ $0.value == EmojiSyntax.zwj }) else { return false }
      kept = span.range.upperBound
    }
    return !text.isEmpty && kept == text.endIndex
  }
}
