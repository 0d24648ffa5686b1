// Removing and replacing emoji: whole Characters from each emoji on, the
// seams repaired (SeamRepairingText) so that nothing joins into a new emoji.

extension StringProtocol {
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
    let end = self[i...].withUTF8Buffer { UTF8Bytes.graphemeClusterEnd($0, from: 0) }
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

