import TextGauge

/// The emoji scanner under every policy over arbitrary bytes (read as
/// `String(decoding:as:)` does), checked against the model of "Matches and
/// Characters" (FindingAndRemovingEmoji.md): matches are non-empty, ordered, disjoint, inside
/// the text and hold the text's scalars; emojiCount and containsEmoji agree
/// with the matches, on the String and on a Substring; containsOnlyEmoji is
/// true when every Character overlaps a match, isSingleEmoji when one match
/// is the whole text; removingEmoji leaves no emoji and is idempotent;
/// replacingEmoji replaces every Character a match overlaps, one replacement
/// per match, dropping ZWJs that end kept text before a replaced Character;
/// the three policies nest.
public func checkEmojiScanner(_ data: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: data, as: UTF8.self)
  var spansByPolicy: [[Range<Int>]] = []
  for policy in EmojiPolicy.allCases {
    var spans: [Range<Int>] = []
    var matches: [Range<String.Index>] = []
    for match in text.emojiMatches(policy: policy) {
      let start = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
      let end = text.utf8.distance(from: text.startIndex, to: match.range.upperBound)
      require(start < end, "\(policy): empty match at \(start) in \(dump(text))")
      require(start >= (spans.last?.upperBound ?? 0), "\(policy): match \(start)..<\(end) overlaps the one before")
      require(end <= text.utf8.count, "\(policy): match ends past the text")
      require(Array(text.unicodeScalars[match.range]) == match.scalars, "\(policy): match scalars differ from the text's")
      spans.append(start..<end)
      matches.append(match.range)
    }
    require(text.emojiCount(policy: policy) == spans.count, "\(policy): emojiCount disagrees with \(spans.count) matches in \(dump(text))")
    require(text.containsEmoji(policy: policy) == !spans.isEmpty, "\(policy): containsEmoji disagrees with the matches")
    let padded = "x" + text + "x"
    let substring = padded[padded.unicodeScalars.index(after: padded.startIndex)..<padded.unicodeScalars.index(before: padded.endIndex)]
    require(substring.emojiCount(policy: policy) == spans.count, "\(policy): a Substring counts differently")

    // One walk over the Characters gives containsOnlyEmoji and the
    // replacement the model expects.
    var onlyEmoji = !text.isEmpty
    var expected = "", kept = ""
    var nextMatch = 0, overlapping = 0
    // The Characters are the tables' (graphemeClusters), not the standard
    // library's, which segment as an older Unicode version did.
    for character in text.graphemeClusters {
      let index = character.startIndex, next = character.endIndex
      // Matches are ordered and disjoint: skip those ending at or before this Character.
      while overlapping < matches.count, matches[overlapping].upperBound <= index { overlapping += 1 }
      if overlapping < matches.count, matches[overlapping].lowerBound < next {
        // The scalars before the Character's first match are kept (`王🏻`
        // keeps 王); ZWJs ending the kept text are dropped at the seam.
        if matches[overlapping].lowerBound > index { kept += text[index..<matches[overlapping].lowerBound] }
        while kept.unicodeScalars.last == "\u{200D}" { kept.unicodeScalars.removeLast() }
        if !kept.isEmpty { onlyEmoji = false }
        expected += kept
        kept = ""
        while nextMatch < matches.count, matches[nextMatch].lowerBound < next {
          expected += "\u{E000}"
          nextMatch += 1
        }
      } else {
        kept += text[index..<next]
      }
    }
    if !kept.isEmpty { onlyEmoji = false }
    expected += kept
    require(text.containsOnlyEmoji(policy: policy) == onlyEmoji, "\(policy): containsOnlyEmoji is not \(onlyEmoji) in \(dump(text))")
    let single = spans.count == 1 && spans[0] == 0..<text.utf8.count
    require(text.isSingleEmoji(policy: policy) == single, "\(policy): isSingleEmoji is not \(single) in \(dump(text))")
    let replaced = text.replacingEmoji(with: "\u{E000}", policy: policy)
    require(
      Array(replaced.unicodeScalars) == Array(expected.unicodeScalars),
      "\(policy): replacingEmoji gave \(dump(replaced)), the model says \(dump(expected)) for \(dump(text))")

    let removed = text.removingEmoji(policy: policy)
    require(!removed.containsEmoji(policy: policy), "\(policy): removingEmoji left an emoji in \(dump(removed)) from \(dump(text))")
    require(removed.removingEmoji(policy: policy) == removed, "\(policy): removingEmoji is not idempotent on \(dump(text))")
    spansByPolicy.append(spans)
  }
  // EmojiPolicy.allCases is narrowest first: standard, rendersAsEmoji, includingTextDefault.
  for (narrow, wide) in [(0, 1), (1, 2)] {
    for span in spansByPolicy[narrow] {
      require(
        spansByPolicy[wide].contains { $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound },
        "\(EmojiPolicy.allCases[narrow]) match \(span) lies in no \(EmojiPolicy.allCases[wide]) match in \(dump(text))")
    }
  }
}
