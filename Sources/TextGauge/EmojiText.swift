// Emoji detection on String, Substring, String.UnicodeScalarView and
// Character. Everything here runs the same scanner (EmojiScanner) over the
// text's UTF-8 bytes; the policies are described on EmojiPolicy.

extension StringProtocol {
  /// Runs `body` with a scanner and the text's UTF-8 bytes, copying only
  /// when the string has no contiguous UTF-8 storage (a bridged string).
  func withEmojiScanner<R>(
    policy: EmojiPolicy, _ body: (inout EmojiScanner, UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    var scanner = EmojiScanner(policy: policy)
    if let result = utf8.withContiguousStorageIfAvailable({ body(&scanner, $0) }) { return result }
    var copy = String(self)
    copy.makeContiguousUTF8()
    return copy.utf8.withContiguousStorageIfAvailable { body(&scanner, $0) }!
  }

  /// Whether the text holds at least one emoji.
  ///
  /// ```swift
  /// "Hello 👋".containsEmoji()                            // true
  /// "© 2025 ™ ①".containsEmoji()                          // false
  /// "© 2025".containsEmoji(policy: .includingTextDefault) // true
  /// ```
  public func containsEmoji(policy: EmojiPolicy = .standard) -> Bool {
    withEmojiScanner(policy: policy) { scanner, text in scanner.next(in: text, from: 0) != nil }
  }

  /// The number of emoji in the text: a ZWJ family, a flag or a keycap
  /// counts as one.
  ///
  /// ```swift
  /// "👨‍👩‍👧‍👦🇨🇳1️⃣".emojiCount()  // 3
  /// "123 #".emojiCount()        // 0
  /// ```
  public func emojiCount(policy: EmojiPolicy = .standard) -> Int {
    withEmojiScanner(policy: policy) { scanner, text in
      var count = 0
      var offset = 0
      while let match = scanner.next(in: text, from: offset) {
        count += 1
        offset = match.end
      }
      return count
    }
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

  /// The text without its emoji.
  ///
  /// ```swift
  /// "Great job 👍🏽!".removingEmoji()  // "Great job !"
  /// ```
  public func removingEmoji(policy: EmojiPolicy = .standard) -> String {
    replacingEmoji(policy: policy) { _ in "" }
  }

  /// The text with every emoji replaced by `replacement`.
  ///
  /// ```swift
  /// "I ❤️ 🇨🇳".replacingEmoji(with: "□")  // "I □ □"
  /// ```
  public func replacingEmoji(with replacement: String, policy: EmojiPolicy = .standard) -> String {
    replacingEmoji(policy: policy) { _ in replacement }
  }

  /// The text with every emoji replaced by what `transform` returns for it.
  ///
  /// ```swift
  /// "hi 👋".replacingEmoji { ":\($0.name ?? "emoji"):" }  // "hi :waving hand:"
  /// ```
  public func replacingEmoji(policy: EmojiPolicy = .standard, _ transform: (EmojiMatch) -> String) -> String {
    var result = ""
    var last = startIndex
    for match in emojiMatches(policy: policy) {
      result += self[last..<match.range.lowerBound]
      result += transform(match)
      last = match.range.upperBound
    }
    result += self[last..<endIndex]
    return result
  }

  /// Whether the whole text is exactly one emoji.
  ///
  /// ```swift
  /// "👨‍👩‍👧‍👦".isSingleEmoji()  // true
  /// "👍👍".isSingleEmoji()      // false
  /// "❤".isSingleEmoji()       // false: text presentation by default
  /// ```
  public func isSingleEmoji(policy: EmojiPolicy = .standard) -> Bool {
    withEmojiScanner(policy: policy) { scanner, text in
      guard let match = scanner.next(in: text, from: 0) else { return false }
      return match.start == 0 && match.end == text.count
    }
  }

  /// Whether the text is not empty and is only emoji, with nothing between
  /// them (not even spaces).
  ///
  /// ```swift
  /// "🎉🎉🎉".containsOnlyEmoji()   // true
  /// "🎉 🎉".containsOnlyEmoji()   // false
  /// "".containsOnlyEmoji()       // false
  /// ```
  public func containsOnlyEmoji(policy: EmojiPolicy = .standard) -> Bool {
    withEmojiScanner(policy: policy) { scanner, text in
      var offset = 0
      while offset < text.count {
        guard let match = scanner.next(in: text, from: offset), match.start == offset else { return false }
        offset = match.end
      }
      return !text.isEmpty
    }
  }
}

extension String.UnicodeScalarView {
  /// Whether the scalars hold an emoji; see `StringProtocol.containsEmoji(policy:)`.
  ///
  /// ```swift
  /// "ok 👌".unicodeScalars.containsEmoji()  // true
  /// ```
  public func containsEmoji(policy: EmojiPolicy = .standard) -> Bool {
    String(self).containsEmoji(policy: policy)
  }

  /// The number of emoji; see `StringProtocol.emojiCount(policy:)`.
  ///
  /// ```swift
  /// "🇯🇵🇨🇳".unicodeScalars.emojiCount()  // 2
  /// ```
  public func emojiCount(policy: EmojiPolicy = .standard) -> Int {
    String(self).emojiCount(policy: policy)
  }

  /// The emoji, lazily; ranges are valid indices of this view.
  ///
  /// ```swift
  /// let scalars = "a🫠".unicodeScalars
  /// scalars[scalars.emojiMatches().first!.range.lowerBound]  // U+1FAE0
  /// ```
  public func emojiMatches(policy: EmojiPolicy = .standard) -> EmojiMatches<String> {
    String(self).emojiMatches(policy: policy)
  }

  /// The text without its emoji; see `StringProtocol.removingEmoji(policy:)`.
  ///
  /// ```swift
  /// "a🫠b".unicodeScalars.removingEmoji()  // "ab"
  /// ```
  public func removingEmoji(policy: EmojiPolicy = .standard) -> String {
    String(self).removingEmoji(policy: policy)
  }

  /// Replaces each emoji with `replacement`.
  ///
  /// ```swift
  /// "a🫠b".unicodeScalars.replacingEmoji(with: "*")  // "a*b"
  /// ```
  public func replacingEmoji(with replacement: String, policy: EmojiPolicy = .standard) -> String {
    String(self).replacingEmoji(with: replacement, policy: policy)
  }

  /// Replaces each emoji with `transform`'s result.
  ///
  /// ```swift
  /// "a🫠b".unicodeScalars.replacingEmoji { $0.name ?? "" }  // "amelting faceb"
  /// ```
  public func replacingEmoji(policy: EmojiPolicy = .standard, _ transform: (EmojiMatch) -> String) -> String {
    String(self).replacingEmoji(policy: policy, transform)
  }

  /// Whether the scalars are exactly one emoji.
  ///
  /// ```swift
  /// "🫨".unicodeScalars.isSingleEmoji()  // true
  /// ```
  public func isSingleEmoji(policy: EmojiPolicy = .standard) -> Bool {
    String(self).isSingleEmoji(policy: policy)
  }

  /// Whether the scalars are only emoji.
  ///
  /// ```swift
  /// "🫨🫠".unicodeScalars.containsOnlyEmoji()  // true
  /// ```
  public func containsOnlyEmoji(policy: EmojiPolicy = .standard) -> Bool {
    String(self).containsOnlyEmoji(policy: policy)
  }
}

extension Character {
  /// The emoji this character is, when the whole character is one emoji;
  /// the match's range is in `String(self)`.
  ///
  /// ```swift
  /// Character("👍🏽").emojiMatch()?.name   // "thumbs up: medium skin tone"
  /// Character("©").emojiMatch()            // nil: text by default
  /// Character("1").emojiMatch()            // nil
  /// ```
  public func emojiMatch(policy: EmojiPolicy = .standard) -> EmojiMatch? {
    let text = String(self)
    var matches = text.emojiMatches(policy: policy).makeIterator()
    guard let match = matches.next(), match.range == text.startIndex..<text.endIndex else { return nil }
    return match
  }
}
