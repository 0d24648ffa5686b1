import Testing
import TextGauge
@testable import TextGaugeInput
import TestSupport

/// One edit costs the edit and the Characters it touches plus a constant
/// number of passes over the field, never a step per Character of the
/// field. Counts, not timings (Benchmarks/ reports the times).
@Suite("Input rules: linear edits")
struct LinearEditTests {
  static let size = 100_000
  static let fields: [(name: String, text: String)] = [
    ("regional indicators", String(repeating: "🇦", count: size)),
    ("flags", String(repeating: "🇨🇳", count: size / 2)),
    ("ZWJ families", String(repeating: "👨‍👩‍👧‍👦", count: size / 10)),
    ("combining sequences", String(repeating: "e\u{0301}\u{0323}", count: size / 10)),
  ]
  static let ruleSets: [(name: String, rules: InputRules)] = [
    ("characters", InputRules(maxLength: 1_000_000)),
    ("utf16, no emoji", InputRules(maxLength: 1_000_000, metric: .utf16, allowsEmoji: false, emojiPolicy: .standard)),
  ]

  struct Work { var steps: Int; var passes: Int }

  static func work(_ body: () -> Void) -> Work {
    let work = EditWork()
    EditWork.$current.withValue(work) { body() }
    return Work(steps: work.steps, passes: work.passes)
  }

  @Test(arguments: 0..<fields.count)
  func anEditAtEitherEndIsLinear(field: Int) {
    let (name, text) = Self.fields[field]
    for (rulesName, rules) in Self.ruleSets {
      for at in [0, text.utf16.count] {
        let typed = Self.work {
          _ = rules.evaluate(text, replacingUTF16Location: at, length: 0, with: "a")
        }
        #expect(typed.steps <= 100 && typed.passes <= 2, "\(name) \(rulesName) typed at \(at): \(typed)")
        let changed = Self.work {
          var current = text
          if at == 0 { current.insert("a", at: current.startIndex) } else { current.append("a") }
          _ = rules.evaluateChange(from: text, to: current)
        }
        #expect(changed.steps <= 100 && changed.passes <= 3, "\(name) \(rulesName) change at \(at): \(changed)")
        let deleted = Self.work {
          let length = at == 0 ? text.first!.utf16.count : text.last!.utf16.count
          _ = rules.evaluate(text, replacingUTF16Location: at == 0 ? 0 : at - length, length: length, with: "")
        }
        #expect(deleted.steps <= 100 && deleted.passes <= 2, "\(name) \(rulesName) deleted at \(at): \(deleted)")
      }
    }
  }

  @Test func anIndicatorTypedBeforeARunRepairsItInOnePass() {
    let text = String(repeating: "🇦", count: 1_000)
    let work = Self.work {
      _ = InputRules(maxLength: 10_000).evaluate(text, replacingUTF16Location: 0, length: 0, with: "🇧")
    }
    // Every pair of the run changes: the touched Characters are the run.
    #expect(work.steps <= 2 * 1_000 + 100)
  }
}

@Suite("Input rules: inferred edits")
struct InferredEditTests {
  @Test func anInferredEditRebuildsTheCurrentTextAtCharacterBoundaries() {
    var rng = SplitMix64(seed: 29)
    for _ in 0..<3000 {
      let previous = BoundaryTests.randomText(&rng, maxPieces: 6)
      var current = previous
      let cut = current.unicodeScalars.index(current.unicodeScalars.startIndex, offsetBy: rng.next(below: current.unicodeScalars.count + 1))
      current.unicodeScalars.insert(contentsOf: BoundaryTests.randomText(&rng, maxPieces: 2).unicodeScalars, at: cut)
      let edit = TextEdit(from: previous, to: current)
      var rebuilt = previous
      rebuilt.replaceSubrange(edit.range, with: edit.replacement)
      let context = "\(previous.unicodeScalars.map(\.value)) → \(current.unicodeScalars.map(\.value))"
      #expect(rebuilt.unicodeScalars.elementsEqual(current.unicodeScalars), "\(context)")
      #expect(edit.range.lowerBound.samePosition(in: previous) != nil, "\(context)")
      #expect(edit.range.upperBound.samePosition(in: previous) != nil, "\(context)")
    }
  }
}

@Suite("Input rules: Character boundaries near indicator runs")
struct BoundaryRoundingTests {
  @Test func roundingAgreesWithWalkingTheCharacters() {
    var rng = SplitMix64(seed: 51)
    let pieces = ["🇦", "🇧", "🇦", "🇧", "a", "\u{0301}", "\u{200D}", "👍", "\u{0600}", "🏻"]
    for _ in 0..<1000 {
      var text = ""
      for _ in 0..<rng.next(below: 12) { text += pieces[rng.next(below: pieces.count)] }
      let boundaries = Array(text.indices) + [text.endIndex]
      for i in text.unicodeScalars.indices + [text.endIndex] {
        let expected = boundaries.last { $0 <= i }!
        #expect(text.characterBoundary(atOrBefore: i) == expected, "\(text.unicodeScalars.map(\.value))")
        if boundaries.contains(i), i > text.startIndex {
          #expect(text.index(characterBefore: i) == boundaries[boundaries.firstIndex(of: i)! - 1])
        }
      }
    }
  }
}
