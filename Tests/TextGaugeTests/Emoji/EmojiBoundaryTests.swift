import Testing
import TextGauge
import TestSupport

/// The match/Character model: regional indicators pair as UAX #29 pairs
/// them, the policies nest, removal leaves no emoji and is idempotent.
@Suite struct EmojiBoundaryTests {
  func strings(_ text: String, _ policy: EmojiPolicy) -> [String] {
    text.emojiMatches(policy: policy).map(\.string)
  }

  @Test(arguments: EmojiPolicy.allCases)
  func regionalIndicatorsPairFromTheStartOfTheirRun(policy: EmojiPolicy) {
    // C E C: the Characters are 🇨🇪 and 🇨, never 🇪🇨.
    let matches = strings("🇨🇪🇨", policy)
    #expect(!matches.contains("🇪🇨"))
    // 🇨🇪 is no listed flag: `.standard` finds nothing, the others the pair.
    #expect(matches.first == (policy == .standard ? nil : "🇨🇪"))
    #expect(strings("a🇦🇨🇪🇨", policy).first != "🇨🇪")
  }

  @Test func policiesNestForASkinToneChainEndingInATextSelector() {
    let text = "\u{1F3FE}\u{200D}\u{1F93E}\u{200D}\u{2640}\u{FE0E}"
    #expect(nests(text))
  }

  @Test func removingEmojiRemovesWholeCharacters() {
    #expect("#👍\u{20E3}".removingEmoji() == "#")
    #expect("8✈\u{20E3}".removingEmoji(policy: .includingTextDefault) == "8")
    #expect("a🐕‍❤️b".removingEmoji() == "ab")
    #expect("Great job 👍🏽!".removingEmoji() == "Great job !")
  }

  @Test func removingEmojiDoesNotPairTheIndicatorsLeftAround() {
    // 🇬 would pair with 🇸 across the seam: the half flag before it goes.
    #expect("🇬🤵🇸".removingEmoji() == "🇸")
    #expect("🇬🤵🇸".removingEmoji().containsEmoji() == false)
  }

  @Test func removalNeverCascadesThroughNestedSeams() {
    // Rescanning until clean would need four passes here (🇨🇩, then 🏳‍⚧,
    // then 🇺🇸, then 🏳‍⚧ again), and n/4 passes for n such layers.
    let text = "🏳\u{200D}🇺🏳\u{200D}🇨🇩⚧🇸⚧"
    let once = text.replacingEmoji(with: "")
    #expect(!once.containsEmoji())
    #expect(text.removingEmoji() == once)
    #expect(once.removingEmoji() == once)
    #expect(once == "🏳\u{200D}🇺🏳⚧🇸⚧")  // the seam's ZWJ is dropped, nothing joins
  }

  @Test func replacingEmojiLeavesNoStrayJoiner() {
    #expect("a🐕‍❤️b".replacingEmoji(with: "□") == "a□□b")
    #expect("a🐕‍❤️b".replacingEmoji(with: "□", policy: .rendersAsEmoji) == "a□b")
  }

  @Test func containsOnlyEmojiMeansEveryCharacterHoldsOne() {
    #expect("🐕‍❤️".containsOnlyEmoji())
    #expect("🎉🎉🎉".containsOnlyEmoji())
    #expect(!"🎉 🎉".containsOnlyEmoji())
    #expect(!"".containsOnlyEmoji())
    #expect("#👍\u{20E3}".containsOnlyEmoji() == false)
  }

  /// Every match of a narrower policy lies inside one of the next wider.
  func nests(_ text: String) -> Bool {
    let policies: [EmojiPolicy] = [.standard, .rendersAsEmoji, .includingTextDefault]
    for (narrow, wide) in zip(policies, policies.dropFirst()) {
      let wider = Array(text.emojiMatches(policy: wide)).map(\.range)
      for match in text.emojiMatches(policy: narrow) {
        guard wider.contains(where: { $0.contains(match.range.lowerBound) && match.range.upperBound <= $0.upperBound })
        else { return false }
      }
    }
    return true
  }

  static let pieces: [String] = [
    "\u{200D}", "\u{FE0E}", "\u{FE0F}", "\u{20E3}", "🇨", "🇪", "🇳", "🇺", "1", "#", "a", "é",
    "\u{0301}", "🏻", "🏾", "👍", "🐕", "❤", "♀", "🤾", "🏴", "\u{E0067}", "\u{E0062}", "\u{E007F}",
    "\u{1100}", "\u{1161}", "\u{11A8}", "©", "🏳", "⚧", "✈", "🤵", " ", "\u{0600}", "\r", "\n", "🇸",
    "🇺", "\u{2640}", "🏃",
  ]

  static func randomText(_ rng: inout SplitMix64) -> String {
    var text = ""
    for _ in 0..<(1 + rng.next(below: 8)) { text += pieces[rng.next(below: pieces.count)] }
    return text
  }

  @Test func randomTextsKeepTheModelsPromises() {
    var rng = SplitMix64(seed: 12)
    for _ in 0..<3000 {
      let text = Self.randomText(&rng)
      let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
      #expect(nests(text), "nesting: \(scalars)")
      for policy in EmojiPolicy.allCases {
        let removed = text.removingEmoji(policy: policy)
        #expect(!removed.containsEmoji(policy: policy), "\(policy) \(scalars)")
        #expect(removed.removingEmoji(policy: policy) == removed, "\(policy) \(scalars)")
        // No match crosses into the second indicator of a pair.
        for match in text.emojiMatches(policy: policy) {
          let before = text.unicodeScalars[..<match.range.lowerBound].reversed().prefix { $0.value &- 0x1F1E6 < 26 }
          #expect(!(match.scalars.first!.value &- 0x1F1E6 < 26) || before.count % 2 == 0, "\(policy) \(scalars)")
        }
      }
    }
  }
}

@Suite struct EmojiRemovalPassTests {
  /// One pass of whole-Character removal with the seam repairs leaves no
  /// emoji: `removingEmoji` never needs its guard loop.
  @Test func removalIsOnePassAndReplacementLeavesNoEmoji() {
    var rng = SplitMix64(seed: 77)
    for _ in 0..<5000 {
      var text = ""
      for _ in 0..<(1 + rng.next(below: 24)) {
        text += EmojiBoundaryTests.pieces[rng.next(below: EmojiBoundaryTests.pieces.count)]
      }
      let scalars = text.unicodeScalars.map { String($0.value, radix: 16) }
      for policy in EmojiPolicy.allCases {
        var passes = 0
        var current = text
        while current.containsEmoji(policy: policy) {
          // One pass: whole Characters, as removingEmoji's passes do.
          current = current.replacingEmoji(with: "", policy: policy)
          passes += 1
          if passes > 3 { break }
        }
        #expect(passes <= 1, "\(policy) \(scalars)")
        #expect(current == text.removingEmoji(policy: policy), "\(policy) \(scalars)")
        #expect(!text.replacingEmoji(with: "□", policy: policy).containsEmoji(policy: policy), "\(policy) \(scalars)")
      }
    }
  }
}
