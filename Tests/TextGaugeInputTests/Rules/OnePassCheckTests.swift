import Testing
import TestSupport
@testable import TextGauge
@testable import TextGaugeInput

/// The one pass of a check of lengths and guards (`passesInOnePass`,
/// `CharacterTally`) against the straightforward path: each metric by its
/// own kernel, each Character walked and judged by the guards.
@Suite struct OnePassCheckTests {
  /// Every count of the tally is the kernel's, on texts of the hard pieces.
  @Test func theTallyCountsWhatEachKernelCounts() {
    let failure = PropertyCheck(seed: 0x38_0001, cases: 3000).failure(
      generate: { HardPieces.generate(&$0, maxCount: 12) },
      property: { pieces in
        let text = pieces.joined()
        for ambiguous in [AmbiguousWidth.narrow, .wide] {
          let tally = Array(text.utf8).withUnsafeBufferPointer {
            CharacterTally.tally(
              $0, ambiguous: ambiguous, flagsGuardCandidates: false, flagsOutsideBMP: false, flagged: { _, _ in true })
          }
          guard let tally else { return "no tally" }
          let most = text.graphemeClusters.map { $0.unicodeScalars.count }.max() ?? 0
          let expected = [
            TextMetric.characters.measure(text), TextMetric.unicodeScalars.measure(text), TextMetric.utf16.measure(text),
            TextMetric.displayWidth(ambiguous: ambiguous).measure(text), most,
          ]
          let found = [tally.characters, tally.scalars, tally.utf16, tally.columns, tally.mostScalarsPerCharacter]
          if found != expected { return "\(ambiguous): tally \(found), kernels \(expected)" }
        }
        return nil
      })
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Each Character's columns in the pass (`CharacterTally.columns`, read
  /// in the whole text) are its display width as a text of its own, for
  /// both ambiguous widths, on texts of the hard pieces: the keycaps, flags
  /// and emoji units the pass reads from the bytes, lone and odd regional
  /// indicators, lone skin tones, tags, VS15/VS16, marks and jamo.
  @Test func eachCharactersColumnsAreItsDisplayWidth() {
    let failure = PropertyCheck(seed: 0x38_0004, cases: 3000).failure(
      generate: { HardPieces.generate(&$0, maxCount: 12) },
      property: { pieces in
        let text = pieces.joined()
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { buffer -> String? in
          var start = 0
          for character in text.graphemeClusters {
            let end = start + character.utf8.count
            let first = character.unicodeScalars.first!.value
            for ambiguous in [AmbiguousWidth.narrow, .wide] {
              let columns = CharacterTally.columns(
                buffer, start, end, scalars: character.unicodeScalars.count, first: first,
                firstWidth: DisplayWidth.lookup(first), ambiguousMask: ambiguous == .wide ? displayWidthAmbiguousBit : 0)
              let expected = String(character).displayWidth(ambiguous: ambiguous)
              if columns != expected {
                return "\(scalarDump(character)) in \(scalarDump(text)), \(ambiguous): \(columns), displayWidth \(expected)"
              }
            }
            start = end
          }
          return nil
        }
      })
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// A presentation selector right after an Emoji character is not
  /// flagged (no guard refuses it: UTS #51 ED-8a, ED-9a); after anything
  /// else, or at the start of a Character, it is.
  @Test func presentationSequencesAreNotFlagged() {
    func flagged(_ text: String) -> [String] {
      let bytes = Array(text.utf8)
      var found: [String] = []
      _ = bytes.withUnsafeBufferPointer {
        CharacterTally.tally($0, ambiguous: nil, flagsGuardCandidates: true, flagsOutsideBMP: false) { start, end in
          found.append(String(decoding: bytes[start..<end], as: UTF8.self))
          return true
        }
      }
      return found
    }
    #expect(flagged("#\u{FE0F}\u{20E3} \u{2764}\u{FE0F} \u{263A}\u{FE0E} ok") == [])
    #expect(flagged("a\u{FE0F}b") == ["a\u{FE0F}"])
    #expect(flagged("\u{FE0F}#") == ["\u{FE0F}"])
    #expect(flagged("\n\u{FE0F}") == ["\u{FE0F}"])
  }

  /// The pass answers a supplementary emoji from the emoji table alone:
  /// no Emoji=Yes code point is one a guard may refuse.
  @Test func noEmojiIsAGuardCandidate() {
    let candidates = (UInt32(0x10000)...0x10FFFF).filter {
      EmojiProperties.lookup($0).contains(.emoji) && UnicodeProperties.isGuardCandidate($0)
    }
    #expect(candidates.isEmpty, "\(candidates.prefix(5).map { String($0, radix: 16) })")
  }

  /// Rules of lengths and guards, with maxima and minima around the text's
  /// own lengths, so that every limit is met by some texts and broken by
  /// others.
  static func rules(for text: String, _ random: inout SplitMix64) -> InputRules {
    let metrics: [TextMetric] = [
      .characters, .unicodeScalars, .utf16, .utf8, .displayWidth(ambiguous: .narrow), .displayWidth(ambiguous: .wide),
      .gb18030(.gb2022),
    ]
    func around(_ value: Int) -> Int { max(0, value + Int(random.next() % 5) - 2) }
    var rules = InputRules()
    if random.oneIn(2) {
      let metric = random.pick(metrics)
      rules.metric = metric
      rules.maxLength = around(metric.measure(text))
    }
    for _ in 0..<Int(random.next() % 4) {
      let metric = random.pick(metrics)
      let value = metric.measure(text)
      rules.limits.append(
        LengthLimit(
          metric, maximum: random.oneIn(4) ? nil : around(value), minimum: random.oneIn(3) ? around(value) : nil))
    }
    rules.guards = TextGuards(
      maxScalarsPerCharacter: random.oneIn(2) ? Int(random.next() % 6) + 1 : nil,
      rejectsBidiControls: random.oneIn(2), rejectsInvisibleCharacters: random.oneIn(2),
      rejectsUnassigned: random.oneIn(2), rejectsPrivateUse: random.oneIn(2), fitsUTF8mb3: random.oneIn(3))
    return rules
  }

  /// A text passes the one pass exactly when the walk finds nothing in it,
  /// and then `violations(in:)` is the walk's `[]`.
  @Test func theOnePassAgreesWithTheWalk() {
    var rulesRandom = SplitMix64(seed: 0x38_0002)
    let failure = PropertyCheck(seed: 0x38_0003, cases: 3000).failure(
      generate: { HardPieces.generate(&$0, maxCount: 12) },
      property: { pieces in
        let text = pieces.joined()
        for _ in 0..<4 {
          let rules = Self.rules(for: text, &rulesRandom)
          let walked = rules.walkedViolations(in: text)
          let onePass = rules.passesInOnePass(text)
          if onePass != walked.isEmpty {
            return "one pass \(onePass), walk \(walked.map(\.violation)) under \(rules.limits.map(\.metric)), \(rules.guards)"
          }
          if rules.violations(in: text) != walked { return "violations(in:) differs from the walk" }
          if rules.violations(in: text[...]) != walked { return "violations(in:) of a Substring differs" }
        }
        return nil
      })
    #expect(failure == nil, "\(failure ?? "")")
  }
}
