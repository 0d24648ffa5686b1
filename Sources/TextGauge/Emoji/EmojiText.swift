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

  /// The text without its emoji, in one linear pass: in each Character an
  /// emoji touches, the scalars before its first emoji are kept and the rest
  /// of the Character goes; the seams are repaired so that nothing joins
  /// into a new emoji.
  ///
  /// ```swift
  /// "Great job 👍🏽!".removingEmoji()   // "Great job !"
  /// "王🏻".removingEmoji()             // "王": a stray skin tone, not the surname
  /// "好🏻好".removingEmoji()           // "好好"
  /// "#👍\u{20E3}".removingEmoji()      // "#": 👍 and its U+20E3 are one Character
  /// "a🐕‍❤️b".removingEmoji()             // "ab": no ZWJ left behind
  /// "🇬🤵🇸".removingEmoji()             // "🇸": 🇬 would pair with 🇸 into a flag
  /// ```
  ///
  /// A letter is never removed: a lone skin tone after a letter is one
  /// Character with it (UAX #29 GB9: Emoji_Modifier is Extend), but only the
  /// tone is an emoji, so `a🏻` gives `a` (and, under `.standard`, the
  /// text-default `🏘` of `🏘🏼` stays). What follows an emoji inside its
  /// Character goes with it, because removing only the matched scalars
  /// would leave a ZWJ, a variation selector, a keycap mark or a tag to join
  /// the previous Character (`#👍⃣` would become the keycap `#⃣`).
  ///
  /// Seams repaired, because text that meets across a removal can join: a
  /// ZWJ ending the text before a seam is dropped (GB11 would join it to a
  /// following pictograph), and so is a lone regional indicator that would
  /// pair with one after the seam (GB12/GB13). Nothing else can join there.
  /// Rescanning until clean would not be linear (each pass can uncover the
  /// next nested emoji). The result holds no emoji under `policy`, and
  /// removing again changes nothing.
  public func removingEmoji(policy: EmojiPolicy = .standard) -> String {
    var text = String(self)
    // One pass leaves no emoji (see `replacingEmojiCharacters`); the loop
    // is a guard, and the tests check that it never runs a second pass.
    while let result = text.replacingEmojiCharacters(policy: policy, { _ in "" }) {
      text = result
    }
    return text
  }

  /// The text with the Characters that hold emoji replaced by `replacement`,
  /// once per emoji; see ``replacingEmoji(policy:_:)``.
  ///
  /// ```swift
  /// "I ❤️ 🇨🇳".replacingEmoji(with: "□")  // "I □ □"
  /// ```
  public func replacingEmoji(with replacement: String, policy: EmojiPolicy = .standard) -> String {
    replacingEmoji(policy: policy) { _ in replacement }
  }

  /// The text with the Characters that hold emoji replaced by what
  /// `transform` returns for each emoji in them.
  ///
  /// ```swift
  /// "hi 👋".replacingEmoji { ":\($0.name ?? "emoji"):" }  // "hi :waving hand:"
  /// "a🐕‍❤️b".replacingEmoji { _ in "□" }                  // "a□□b" (.standard: 🐕 and ❤️ in one Character)
  /// ```
  ///
  /// As ``removingEmoji(policy:)``, each Character a match touches is
  /// replaced from its first emoji to its end (what comes before the emoji
  /// in it, such as the letter of `a🏻`, is kept), so no ZWJ, variation
  /// selector or half of a flag is left behind (a ZWJ ending the text
  /// before a replaced run is dropped); emoji that share a Character are
  /// replaced by their replacements, in order.
  /// One pass: when the replacements hold no emoji and start with a base
  /// character (not a mark, ZWJ or regional indicator), the result holds no
  /// emoji either.
  public func replacingEmoji(policy: EmojiPolicy = .standard, _ transform: (EmojiMatch) -> String) -> String {
    String(self).replacingEmojiCharacters(policy: policy, transform) ?? String(self)
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
      guard text.unicodeScalars[kept..<span.range.lowerBound].allSatisfy({ $0 == "\u{200D}" }) else { return false }
      kept = span.range.upperBound
    }
    return !text.isEmpty && kept == text.endIndex
  }
}

/// A run of text that removal takes out: from the first emoji of a
/// Character to the end of the last Character holding the emoji of the run
/// (the scalars of the first Character before its emoji are kept), and the
/// emoji in it.
extension StringProtocol {
  /// The end of the Character that starts at the Character boundary `i`,
  /// as the tables' Unicode version defines Characters (UAX #29), never
  /// the standard library's: removal takes out whole Characters of the
  /// same segmentation that `.characters` counts. A boundary's Character
  /// breaks the same whatever precedes it, so the scan starts at `i`.
  package func index(clusterAfter i: Index) -> Index {
    let text = self[i...]
    let end =
      text.utf8.withContiguousStorageIfAvailable { UTF8Bytes.graphemeClusterEnd($0, from: 0) }
      ?? Array(text.utf8).withUnsafeBufferPointer { UTF8Bytes.graphemeClusterEnd($0, from: 0) }
    return utf8.index(i, offsetBy: end)
  }
}

struct EmojiCharacterSpan {
  var range: Range<String.Index>
  var matches: [EmojiMatch]
}

extension String {
  /// The spans removal takes out: for maximal runs of Characters sharing
  /// a match (emoji in separate Characters give separate spans), from the
  /// first match's start to the end of the run's last Character. One pass
  /// over the matches and over the Characters up to the last one.
  func emojiCharacterSpans(policy: EmojiPolicy) -> [EmojiCharacterSpan] {
    var spans: [EmojiCharacterSpan] = []
    // A Character boundary at or before the next match.
    var cursor = startIndex
    for match in emojiMatches(policy: policy) {
      if var last = spans.last, last.range.upperBound > match.range.lowerBound {
        // The match starts inside the last span's final Character.
        var end = last.range.upperBound
        while end < match.range.upperBound { end = index(clusterAfter: end) }
        last.range = last.range.lowerBound..<end
        last.matches.append(match)
        spans[spans.count - 1] = last
        cursor = end
        continue
      }
      var start = cursor
      while true {
        let next = index(clusterAfter: start)
        if next > match.range.lowerBound { break }
        start = next
      }
      var end = index(clusterAfter: start)
      while end < match.range.upperBound { end = index(clusterAfter: end) }
      // The scalars of the Character before its first emoji are kept: a
      // letter with a stray skin tone (`王🏻`) keeps the letter.
      spans.append(EmojiCharacterSpan(range: match.range.lowerBound..<end, matches: [match]))
      cursor = end
    }
    return spans
  }

  /// One pass of replacement over the spans (``emojiCharacterSpans(policy:)``:
  /// each from an emoji to the end of its Character), or nil when the text
  /// holds no emoji. At each seam (where a span was taken out)
  /// the text is repaired so that what meets there cannot join into a new
  /// emoji:
  /// - a ZWJ ending the kept text before the seam is dropped: it would join
  ///   a following pictograph (UAX #29 GB11, UTS #51 ED-16), and a ZWJ with
  ///   nothing to join is invisible stray text;
  /// - when nothing replaces the emoji, a lone regional indicator ending the
  ///   text before the seam is dropped if one follows it: it would pair with
  ///   it (GB12/GB13, shifting the pairs of the whole run). Only `.standard`
  ///   keeps lone indicators; the wider policies remove every indicator.
  /// The kept text before a seam may end inside a Character (the `王` of
  /// `王🏻`); it is repaired the same way, so a kept indicator or ZWJ cannot
  /// join what follows. Nothing else can join across a seam: the kept text
  /// after it starts at a Character boundary, so it starts with no mark,
  /// selector, skin tone, tag or ZWJ (GB9, GB9a), and a prepended character
  /// (GB9b) belongs to the Character after it. Linear: one pass, the seam work bounded by
  /// counts kept while appending.
  ///
  /// With `selecting`, only the spans holding a match it selects are
  /// replaced; the others stay as they are, like the text around them.
  func replacingEmojiCharacters(
    policy: EmojiPolicy, selecting isSelected: (EmojiMatch) -> Bool = { _ in true },
    _ transform: (EmojiMatch) -> String
  ) -> String? {
    let spans = emojiCharacterSpans(policy: policy).filter { $0.matches.contains(where: isSelected) }
    if spans.isEmpty { return nil }
    var result = SeamRepairingText()
    var last = startIndex
    for span in spans {
      result.append(self[last..<span.range.lowerBound])
      var replacement = ""
      for match in span.matches { replacement += transform(match) }
      result.seam(replacedBy: replacement)
      last = span.range.upperBound
    }
    result.append(self[last..<endIndex])
    result.finish()
    return result.text
  }
}

/// The result of a replacement, built piece by piece, with the seam rules of
/// `replacingEmojiCharacters`.
struct SeamRepairingText {
  var text = ""
  /// Regional indicators at the end of `text`.
  var trailingIndicators = 0
  /// ZWJs at the end of `text`, and the indicators right before them.
  var trailingJoiners = 0
  var indicatorsBeforeJoiners = 0
  /// A seam waits for the next kept text: whether the emoji were replaced
  /// by nothing.
  var pendingSeam: Bool?

  mutating func seam(replacedBy replacement: String) {
    dropTrailingJoiners()
    if replacement.isEmpty {
      if pendingSeam == nil { pendingSeam = true }
    } else {
      pendingSeam = nil
      appendTracking(Substring(replacement))
    }
  }

  mutating func append(_ piece: Substring) {
    guard let first = piece.unicodeScalars.first else { return }
    if pendingSeam == true, RegionalIndicator.contains(first), trailingIndicators % 2 == 1 {
      text.unicodeScalars.removeLast()
      trailingIndicators -= 1
    }
    pendingSeam = nil
    appendTracking(piece)
  }

  mutating func finish() {
    if pendingSeam != nil { dropTrailingJoiners() }
  }

  mutating func dropTrailingJoiners() {
    guard trailingJoiners > 0 else { return }
    for _ in 0..<trailingJoiners { text.unicodeScalars.removeLast() }
    trailingJoiners = 0
    trailingIndicators = indicatorsBeforeJoiners
  }

  /// Appends and updates the counts from the end of the piece: work
  /// bounded by the piece.
  mutating func appendTracking(_ piece: Substring) {
    text += piece
    let scalars = piece.unicodeScalars
    var index = scalars.endIndex
    var joiners = 0
    while index > scalars.startIndex, scalars[scalars.index(before: index)] == "\u{200D}" {
      index = scalars.index(before: index)
      joiners += 1
    }
    var indicators = 0
    while index > scalars.startIndex, RegionalIndicator.contains(scalars[scalars.index(before: index)]) {
      index = scalars.index(before: index)
      indicators += 1
    }
    let reachesStart = index == scalars.startIndex
    // Indicators at the end of the text before this piece, not behind a ZWJ.
    let runBefore = trailingJoiners > 0 ? 0 : trailingIndicators
    if joiners == 0 {
      trailingIndicators = reachesStart ? runBefore + indicators : indicators
      trailingJoiners = 0
    } else if reachesStart && indicators == 0 {
      // Only joiners: they extend the joiners already at the end.
      if trailingJoiners == 0 { indicatorsBeforeJoiners = trailingIndicators }
      trailingJoiners += joiners
      trailingIndicators = 0
    } else {
      indicatorsBeforeJoiners = reachesStart ? runBefore + indicators : indicators
      trailingJoiners = joiners
      trailingIndicators = 0
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
