import Testing
import TestSupport

@testable import TextGauge

/// Seeded random texts built from the hard pieces and from code points of
/// every Grapheme_Cluster_Break, Indic_Conjunct_Break and
/// Extended_Pictographic class: TextGauge's Characters against the
/// reference segmenter of the tests always, and against `String`'s
/// Characters when the toolchain implements the data's Unicode version.
@Suite struct GraphemeClusterPropertyTests {
  @Test(.needsUnicodeFiles) func randomTextsSegmentAsTheReference() {
    let cases = GraphemeTestData.cases(default: 20_000, large: 1_000_000)
    let failure = PropertyCheck(seed: 0x29, cases: cases).failure(
      generate: { random in (0..<random.next(below: 13)).map { _ in GraphemeTestData.piece(&random) } },
      property: { pieces in
        let text = pieces.joined()
        let expected = GraphemeTestData.referenceClusters(text)
        let clusters = text.graphemeClusters.map(String.init)
        if clusters != expected { return "clusters \(clusters.map(scalarDump)) ≠ reference \(expected.map(scalarDump))" }
        if text.graphemeClusters.count != expected.count { return "count \(text.graphemeClusters.count)" }
        if TextMetric.characters.measure(text) != expected.count { return "measure" }
        // A substring cut on a boundary keeps the Characters after the cut.
        if let first = expected.first {
          let rest = text[text.utf8.index(text.startIndex, offsetBy: first.utf8.count)...]
          if rest.graphemeClusters.map(String.init) != Array(expected.dropFirst()) { return "substring" }
        }
        // Every byte offset, a scalar's start or inside one (the last byte
        // of a streamed piece), rounds down to the last boundary before it.
        let bytes = Array(text.utf8)
        var boundaries = [0]
        for cluster in expected { boundaries.append(boundaries.last! + cluster.utf8.count) }
        for offset in bytes.indices {
          let rounded = bytes.withUnsafeBufferPointer { UTF8Bytes.graphemeClusterBoundary($0, atOrBefore: offset) }
          if rounded != boundaries.last(where: { $0 <= offset }) { return "boundary at or before \(offset): \(rounded)" }
        }
        // The first k Characters, for every k.
        var prefix = ""
        for (k, cluster) in expected.enumerated() {
          if String(TextMetric.characters.prefix(text, fitting: k)) != prefix { return "prefix \(k)" }
          prefix += cluster
        }
        return nil
      })
    #expect(failure == nil, "\(failure ?? "")")
  }

  // String follows the toolchain's Unicode: compared only when that is the data's.
  @Test(.enabled(if: GraphemeTestData.toolchainMatchesData, Comment(rawValue: GraphemeTestData.skipReason)))
  func everyEmojiTestLineInContextMatchesString() throws {
    let lines = try EmojiTestFile().lines
    let contexts = ["", "a", "中", "\u{301}", "\u{200D}", "🇨", "\r", "\u{600}", "👍"]
    for line in lines {
      for before in contexts {
        for after in contexts {
          let text = before + line.text + after
          #expect(text.graphemeClusters.map(String.init) == text.map(String.init), "line \(line.lineNumber): \(scalarDump(text))")
        }
      }
    }
  }

  // String follows the toolchain's Unicode: compared only when that is the data's.
  @Test(.enabled(if: GraphemeTestData.toolchainMatchesData, Comment(rawValue: GraphemeTestData.skipReason)))
  func randomTextsMatchString() {
    let cases = GraphemeTestData.cases(default: 20_000, large: 1_000_000)
    let failure = PropertyCheck(seed: 0x2929, cases: cases).failure(
      generate: { random in (0..<random.next(below: 13)).map { _ in GraphemeTestData.piece(&random) } },
      property: { pieces in
        let text = pieces.joined()
        let clusters = text.graphemeClusters.map(String.init)
        return clusters == text.map(String.init) ? nil : "\(clusters.map(scalarDump)) ≠ String \(text.map { scalarDump(String($0)) })"
      })
    #expect(failure == nil, "\(failure ?? "")")
  }
}
