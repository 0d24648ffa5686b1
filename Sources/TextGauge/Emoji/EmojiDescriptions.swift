// How the emoji value types print: what a reader wants to see
// (`[.emoji, .emojiComponent]`, `👍🏽 modifier fullyQualified E1.0 …`), not
// their stored fields (`EmojiProperties(rawValue: 17)`).

extension EmojiProperties: CustomStringConvertible, CustomDebugStringConvertible {
  /// The set's members as Swift would write them, in UTS #51's order.
  ///
  /// ```swift
  /// ("1" as Unicode.Scalar).emojiProperties   // [.emoji, .emojiComponent]
  /// ```
  public var description: String {
    let names: [(EmojiProperties, String)] = [
      (.emoji, ".emoji"), (.emojiPresentation, ".emojiPresentation"), (.emojiModifier, ".emojiModifier"),
      (.emojiModifierBase, ".emojiModifierBase"), (.emojiComponent, ".emojiComponent"),
      (.extendedPictographic, ".extendedPictographic"),
    ]
    return "[" + names.filter { contains($0.0) }.map { $0.1 }.joined(separator: ", ") + "]"
  }

  public var debugDescription: String { description }
}

extension EmojiMatch: CustomStringConvertible {
  /// The emoji, its kind and status, `RGI` when it is, its version and
  /// its CLDR name.
  ///
  /// ```swift
  /// print("ok 👍🏽".emojiMatches().first!)
  /// // 👍🏽 modifier fullyQualified RGI E1.0 thumbs up: medium skin tone
  /// ```
  public var description: String {
    var parts = [string, "\(kind)", "\(status)"]
    if isRGI { parts.append("RGI") }
    if let version { parts.append("E\(version)") }
    if let name { parts.append(name) }
    return parts.joined(separator: " ")
  }
}
