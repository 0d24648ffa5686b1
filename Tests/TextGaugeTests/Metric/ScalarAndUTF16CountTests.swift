import Testing
import TextGauge
import TestSupport

/// `UTF8Bytes.scalarAndUTF16Count(wellFormed:)` counts short runs with a
/// byte loop and long ones with the vector counts: both must agree with the
/// String's own views, on either side of the switch between them.
@Suite("Scalars and UTF-16 units of short and long runs")
struct ScalarAndUTF16CountTests {
  @Test func agreesWithTheStringsViewsAroundTheSwitch() {
    var random = SplitMix64(seed: 0x5CA1)
    for _ in 0..<3000 {
      var text = ""
      while text.utf8.count < random.next(below: 140) { text += HardPieces.piece(&random) }
      let bytes = Array(text.utf8)
      let counts = bytes.withUnsafeBufferPointer { UTF8Bytes.scalarAndUTF16Count(wellFormed: $0) }
      #expect(counts.scalars == text.unicodeScalars.count && counts.utf16 == text.utf16.count, "\(scalarDump(text))")
    }
  }
}
