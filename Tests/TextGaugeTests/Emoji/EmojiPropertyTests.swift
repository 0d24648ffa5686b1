import Testing
import TestSupport
import TextGauge

/// Seeded properties of the emoji scanner over strings built from the hard
/// pieces (HardPieces). A failure prints the seed and a shrunk
/// counterexample with its scalars; `TEXTGAUGE_PROPERTY_SEED` and
/// `TEXTGAUGE_PROPERTY_CASES` rerun or extend the search.
@Suite struct EmojiPropertyTests {
  static let check = PropertyCheck(seed: 0xE0_51, cases: 4000)
  static func generate(_ random: inout SplitMix64) -> [String] { HardPieces.generate(&random, maxCount: 8) }

  /// Matches as UTF-8 offset ranges, with their scalars.
  static func spans(_ text: String, _ policy: EmojiPolicy) -> [(range: Range<Int>, match: EmojiMatch)] {
    text.emojiMatches(policy: policy).map { match in
      let start = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
      let end = text.utf8.distance(from: text.startIndex, to: match.range.upperBound)
      return (start..<end, match)
    }
  }

  @Test(arguments: EmojiPolicy.allCases)
  func matchesAreOrderedDisjointInsideAndCountsAgree(policy: EmojiPolicy) {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let text = pieces.joined()
      let spans = Self.spans(text, policy)
      var previousEnd = 0
      for (range, match) in spans {
        if range.isEmpty { return "empty match at \(range)" }
        if range.lowerBound < previousEnd { return "match \(range) overlaps or precedes the one ending at \(previousEnd)" }
        if range.upperBound > text.utf8.count { return "match \(range) ends past the text" }
        if Array(text.unicodeScalars[match.range]) != match.scalars {
          return "match scalars \(scalarDump(String(String.UnicodeScalarView(match.scalars)))) are not the text's"
        }
        previousEnd = range.upperBound
      }
      if text.emojiCount(policy: policy) != spans.count {
        return "emojiCount \(text.emojiCount(policy: policy)) but \(spans.count) matches"
      }
      if text.containsEmoji(policy: policy) != !spans.isEmpty {
        return "containsEmoji \(text.containsEmoji(policy: policy)) but \(spans.count) matches"
      }
      let padded = "x" + text + "x"
      let substring = padded[padded.unicodeScalars.index(after: padded.startIndex)..<padded.unicodeScalars.index(before: padded.endIndex)]
      if substring.emojiCount(policy: policy) != spans.count {
        return "a Substring of the same text counts \(substring.emojiCount(policy: policy)), the String \(spans.count)"
      }
      // The model (FindingAndRemovingEmoji.md, "Matches and Characters"): removal keeps the
      // scalars of a Character before its first match, and the Characters
      // no match overlaps, but drops ZWJs ending the kept text before a
      // seam; only-emoji text is text that removal empties; a single emoji
      // is one match that is the text.
      let matches = spans.map(\.match.range)
      var onlyEmoji = !text.isEmpty
      var pending = ""
      var index = text.startIndex
      while index < text.endIndex {
        let next = text.index(after: index)
        if let first = matches.first(where: { $0.lowerBound < next && index < $0.upperBound }) {
          if first.lowerBound > index { pending += text[index..<first.lowerBound] }
          if pending.unicodeScalars.contains(where: { $0 != "\u{200D}" }) { onlyEmoji = false }
          pending = ""
        } else {
          pending += text[index..<next]
        }
        index = next
      }
      if !pending.isEmpty { onlyEmoji = false }
      if text.containsOnlyEmoji(policy: policy) != onlyEmoji {
        return "containsOnlyEmoji \(text.containsOnlyEmoji(policy: policy)) but the matches say \(onlyEmoji)"
      }
      let single = spans.count == 1 && spans[0].range == 0..<text.utf8.count
      if text.isSingleEmoji(policy: policy) != single {
        return "isSingleEmoji \(text.isSingleEmoji(policy: policy)) but \(spans.count) matches"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// The count-only path (`nextRange`, which `emojiCount`, `containsEmoji`
  /// and `isSingleEmoji` run) finds exactly the ranges `next` finds, from
  /// every start offset (matches starting mid-text exercise the lone-emoji
  /// path's look at the following bytes).
  @Test(arguments: EmojiPolicy.allCases)
  func countOnlyPathFindsTheSameRanges(policy: EmojiPolicy) {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      var text = pieces.joined()
      return text.withUTF8 { bytes -> String? in
        for start in 0...bytes.count {
          var full = EmojiScanner(policy: policy)
          var counting = EmojiScanner(policy: policy)
          var offset = start
          while true {
            let match = full.next(in: bytes, from: offset)
            let range = counting.nextRange(in: bytes, from: offset)
            if match.map({ $0.start..<$0.end }) != range {
              return "from \(offset): next \(String(describing: match)), nextRange \(String(describing: range))"
            }
            guard let range else { break }
            offset = range.upperBound
          }
        }
        return nil
      }
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Each match of `narrow` lies inside a match of `wide`, or nil.
  static func nestingFailure(_ text: String, _ narrow: EmojiPolicy, _ wide: EmojiPolicy) -> String? {
    let wideSpans = spans(text, wide).map(\.range)
    for (range, match) in spans(text, narrow)
    where !wideSpans.contains(where: { $0.lowerBound <= range.lowerBound && range.upperBound <= $0.upperBound }) {
      return "\(narrow) match \(scalarDump(match.string)) at \(range) lies in no \(wide) match \(wideSpans)"
    }
    return nil
  }

  @Test func rendersAsEmojiNestsInIncludingTextDefault() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      Self.nestingFailure(pieces.joined(), .rendersAsEmoji, .includingTextDefault)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func standardNestsInRendersAsEmoji() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      Self.nestingFailure(pieces.joined(), .standard, .rendersAsEmoji)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// UAX #29 pairs regional indicators from the start of a run: a match may
  /// begin at an indicator only after an even number of them.
  static func regionalIndicatorFailure(_ text: String, _ policy: EmojiPolicy) -> String? {
    let scalars = Array(text.unicodeScalars)
    var offsets: [Int] = []
    var offset = 0
    for scalar in scalars {
      offsets.append(offset)
      offset += UTF8.width(scalar)
    }
    for (range, match) in spans(text, policy) {
      guard let position = offsets.firstIndex(of: range.lowerBound) else { return "match \(range) inside a scalar" }
      var before = 0
      while position - before > 0, (0x1F1E6...0x1F1FF).contains(scalars[position - before - 1].value) { before += 1 }
      if before % 2 == 1, (0x1F1E6...0x1F1FF).contains(scalars[position].value) {
        return "\(policy) match \(scalarDump(match.string)) pairs the indicator after an odd run of \(before)"
      }
    }
    return nil
  }

  @Test(arguments: [EmojiPolicy.rendersAsEmoji, .includingTextDefault])
  func regionalIndicatorsPairFromTheStartOfTheRun(policy: EmojiPolicy) {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      Self.regionalIndicatorFailure(pieces.joined(), policy)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func standardPairsRegionalIndicatorsFromTheStartOfTheRun() {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      Self.regionalIndicatorFailure(pieces.joined(), .standard)
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test(arguments: EmojiPolicy.allCases)
  func removingEmojiLeavesNoEmojiAndIsIdempotent(policy: EmojiPolicy) {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let removed = pieces.joined().removingEmoji(policy: policy)
      if let left = removed.emojiMatches(policy: policy).first {
        return "removingEmoji left \(scalarDump(left.string)) in \(scalarDump(removed))"
      }
      let again = removed.removingEmoji(policy: policy)
      return again == removed ? nil : "a second removingEmoji changed \(scalarDump(removed)) to \(scalarDump(again))"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Replacement follows the model (FindingAndRemovingEmoji.md, "Matches and Characters"):
  /// every Character a match overlaps is replaced from its first match to
  /// its end, by one replacement per match, in order; the scalars before
  /// that match and the Characters no match overlaps are kept as they
  /// are, except that ZWJs ending the kept text before a replaced Character
  /// are dropped (UAX #29 GB11 would join them to what follows).
  @Test(arguments: EmojiPolicy.allCases)
  func replacingEmojiReplacesTheEmojiCharacters(policy: EmojiPolicy) {
    let failure = Self.check.failure(generate: Self.generate) { pieces in
      let text = pieces.joined()
      let matches = Self.spans(text, policy).map(\.match.range)
      var expected = "", kept = ""
      var nextMatch = 0
      var index = text.startIndex
      while index < text.endIndex {
        let next = text.index(after: index)
        if let first = matches.first(where: { $0.lowerBound < next && index < $0.upperBound }) {
          if first.lowerBound > index { kept += text[index..<first.lowerBound] }
          while kept.unicodeScalars.last == "\u{200D}" { kept.unicodeScalars.removeLast() }
          expected += kept
          kept = ""
          while nextMatch < matches.count, matches[nextMatch].lowerBound < next {
            expected += "\u{E000}"
            nextMatch += 1
          }
        } else {
          kept += text[index..<next]
        }
        index = next
      }
      expected += kept
      let replaced = text.replacingEmoji(with: "\u{E000}", policy: policy)
      return Array(replaced.unicodeScalars) == Array(expected.unicodeScalars)
        ? nil : "replacingEmoji gave \(scalarDump(replaced)), the model says \(scalarDump(expected))"
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}
