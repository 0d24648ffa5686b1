import Testing
import TestSupport
import TextGauge

/// Padding never exceeds the width whatever the pad, and custom weights
/// saturate instead of trapping.
@Suite struct LayoutNeverOvershootsTests {
  @Test func anIdeographicSpacePadFillsAChineseColumnExactly() {
    #expect("王".padding(toDisplayWidth: 8, pad: "\u{3000}") == "王\u{3000}\u{3000}\u{3000}")
    #expect("王".padding(toDisplayWidth: 8, pad: "\u{3000}").displayWidth() == 8)
    // An odd remainder is a space, on the side away from the text.
    #expect("王".padding(toDisplayWidth: 7, pad: "\u{3000}") == "王\u{3000}\u{3000} ")
    #expect("王".padding(toDisplayWidth: 7, alignment: .right, pad: "\u{3000}") == " \u{3000}\u{3000}王")
  }

  @Test func aZeroWidthPadPadsWithSpaces() {
    #expect("ab".padding(toDisplayWidth: 4, pad: "\u{301}") == "ab  ")
    #expect("ab".padding(toDisplayWidth: 4, pad: "\u{200B}").displayWidth() == 4)
  }

  @Test func aPadThatJoinsItselfPadsWithSpaces() {
    // Regional indicators pair into flags: four do not make four columns.
    let padded = "a".padding(toDisplayWidth: 5, pad: "🇨")
    #expect(padded.displayWidth() == 5)
  }

  @Test func paddingNeverExceedsTheWidthForAnyPad() {
    let failure = PropertyCheck(seed: 0x2020_0006, cases: 1500).failure(
      generate: { (random: inout SplitMix64) -> [String] in HardPieces.generate(&random, maxCount: 4) },
      property: { (pieces: [String]) -> String? in
        guard let padPiece = pieces.last, let pad = padPiece.first else { return nil }
        let text = pieces.dropLast().joined()
        for width in 0...9 {
          for alignment in [ColumnAlignment.left, .right, .center] {
            let padded = text.padding(toDisplayWidth: width, alignment: alignment, pad: pad)
            let measured = padded.displayWidth()
            if measured > max(width, text.displayWidth()) {
              return "padding \(scalarDump(text)) to \(width) with \(scalarDump(String(pad))) gave \(measured) columns"
            }
          }
        }
        return nil
      })
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func customWeightsSaturateInsteadOfTrapping() {
    let huge = TextMetric.custom { _ in Int.max }
    #expect(huge.measure("abc") == Int.max)
    #expect(huge.fits("abc", budget: Int.max))
    #expect(huge.prefix("abc", fitting: Int.max) == "abc")
    #expect(huge.prefix("abc", fitting: 5) == "")
    #expect(TextMetric.custom { _ in Int.min }.measure("ab") == Int.min)
  }
}
