import TextGauge

/// The emoji scanner under every policy over arbitrary bytes (read as
/// `String(decoding:as:)` does): matches are non-empty, ordered, disjoint,
/// inside the text and hold the text's scalars; emojiCount, containsEmoji,
/// containsOnlyEmoji and isSingleEmoji agree with the matches, on the String
/// and on a Substring; rendersAsEmoji nests in includingTextDefault.
public func checkEmojiScanner(_ data: UnsafeBufferPointer<UInt8>) {
  let text = String(decoding: data, as: UTF8.self)
  var spansByPolicy: [[Range<Int>]] = []
  for policy in EmojiPolicy.allCases {
    var spans: [Range<Int>] = []
    for match in text.emojiMatches(policy: policy) {
      let start = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
      let end = text.utf8.distance(from: text.startIndex, to: match.range.upperBound)
      require(start < end, "\(policy): empty match at \(start) in \(dump(text))")
      require(start >= (spans.last?.upperBound ?? 0), "\(policy): match \(start)..<\(end) overlaps the one before")
      require(end <= text.utf8.count, "\(policy): match ends past the text")
      require(Array(text.unicodeScalars[match.range]) == match.scalars, "\(policy): match scalars differ from the text's")
      spans.append(start..<end)
    }
    require(text.emojiCount(policy: policy) == spans.count, "\(policy): emojiCount disagrees with \(spans.count) matches in \(dump(text))")
    require(text.containsEmoji(policy: policy) == !spans.isEmpty, "\(policy): containsEmoji disagrees with the matches")
    let only = !spans.isEmpty && spans.first!.lowerBound == 0 && spans.last!.upperBound == text.utf8.count
      && zip(spans, spans.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }
    require(text.containsOnlyEmoji(policy: policy) == only, "\(policy): containsOnlyEmoji disagrees with the matches")
    require(text.isSingleEmoji(policy: policy) == (only && spans.count == 1), "\(policy): isSingleEmoji disagrees")
    let padded = "x" + text + "x"
    let substring = padded[padded.unicodeScalars.index(after: padded.startIndex)..<padded.unicodeScalars.index(before: padded.endIndex)]
    require(substring.emojiCount(policy: policy) == spans.count, "\(policy): a Substring counts differently")
    if checksKnownIssues {
      let removed = text.removingEmoji(policy: policy)
      require(!removed.containsEmoji(policy: policy), "\(policy): removingEmoji left an emoji in \(dump(removed))")
      require(removed.removingEmoji(policy: policy) == removed, "\(policy): removingEmoji is not idempotent")
    }
    spansByPolicy.append(spans)
  }
  // EmojiPolicy.allCases is narrowest first: standard, rendersAsEmoji, includingTextDefault.
  let nestings = checksKnownIssues ? [(0, 1), (1, 2)] : [(1, 2)]
  for (narrow, wide) in nestings {
    for span in spansByPolicy[narrow] {
      require(
        spansByPolicy[wide].contains { $0.lowerBound <= span.lowerBound && span.upperBound <= $0.upperBound },
        "\(EmojiPolicy.allCases[narrow]) match \(span) lies in no \(EmojiPolicy.allCases[wide]) match in \(dump(text))")
    }
  }
}
