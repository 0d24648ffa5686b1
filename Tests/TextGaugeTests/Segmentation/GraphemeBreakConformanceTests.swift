import Testing
import TestSupport

@testable import TextGauge

/// TextGauge's Characters against Unicode's own GraphemeBreakTest.txt of
/// every version in Data/ucd, and every API that decides a Character
/// boundary against the same lines.
@Suite(.needsUnicodeFiles) struct GraphemeBreakConformanceTests {
  @Test func everyTestFileIsComplete() throws {
    let files = try GraphemeTestData.files()
    #expect(!files.isEmpty, "no Data/ucd/<version>/auxiliary/GraphemeBreakTest.txt")
    #expect(files.contains { $0.version == GraphemeTestData.tablesVersion }, "no test file for the tables' version")
    for file in files {
      #expect(file.hasEOF, "\(file.path)")
      #expect(file.statedLines == file.cases.count, "\(file.path): \(file.cases.count) test lines")
    }
  }

  /// The runtime's tables are of one version: its test file is the one
  /// they must pass whole. An older file states rules and properties that
  /// have since changed (GB9c lost its leading consonant in 18.0): the
  /// reference segmenter passes it over that version's own data, and the
  /// lines where the tables' version segments otherwise are counted.
  @Test func everyLineOfOtherVersionsPassesOverItsOwnData() throws {
    for file in try GraphemeTestData.files() where file.version != GraphemeTestData.tablesVersion {
      let model = try GraphemeTestData.model(of: file.version)
      var failures = 0
      var changed = 0
      for testCase in file.cases {
        if GraphemeTestData.referenceClusters(testCase.text, model: model) != testCase.expected {
          failures += 1
          Issue.record("reference over \(file.version)'s data, \(file.path):\(testCase.line)")
        }
        if testCase.text.graphemeClusters.map(String.init) != testCase.expected { changed += 1 }
      }
      print("GraphemeBreakTest \(file.version): \(file.cases.count) lines, \(failures) failures over its own data; \(changed) segmented otherwise by Unicode \(GraphemeTestData.tablesVersion)")
      #expect(failures == 0)
    }
  }

  @Test func everyLinePasses() throws {
    for file in try GraphemeTestData.files() where file.version == GraphemeTestData.tablesVersion {
      var failures = 0
      for testCase in file.cases {
        let text = testCase.text
        let clusters = text.graphemeClusters.map(String.init)
        if clusters != testCase.expected {
          failures += 1
          Issue.record("\(file.path):\(testCase.line): \(clusters.map(scalarDump)) ≠ \(testCase.expected.map(scalarDump))")
        }
        #expect(text.graphemeClusters.count == testCase.clusters.count, "\(file.path):\(testCase.line)")
        #expect(TextMetric.characters.measure(text) == testCase.clusters.count, "\(file.path):\(testCase.line)")
        #expect(TextMetric.characters.fits(text, budget: testCase.clusters.count))
        #expect(!TextMetric.characters.fits(text, budget: testCase.clusters.count - 1))
        #expect(GraphemeTestData.referenceClusters(text) == testCase.expected, "reference, \(file.path):\(testCase.line)")
        // Every prefix in Characters, and every scalar cut rounded down.
        var prefix = ""
        for (k, cluster) in testCase.expected.enumerated() {
          #expect(String(TextMetric.characters.prefix(text, fitting: k)) == prefix, "\(file.path):\(testCase.line) k=\(k)")
          prefix += cluster
        }
        #expect(String(TextMetric.characters.prefix(text, fitting: testCase.clusters.count)) == text)
        var scalars = 0
        var boundary = ""
        for cluster in testCase.clusters {
          for _ in cluster {
            #expect(String(TextMetric.unicodeScalars.prefix(text, fitting: scalars)) == boundary, "\(file.path):\(testCase.line) \(scalars) scalars")
            scalars += 1
          }
          boundary += String(String.UnicodeScalarView(cluster))
        }
      }
      print("GraphemeBreakTest \(file.version): \(file.cases.count) lines, \(failures) failures (\(file.path))")
      #expect(failures == 0)
    }
  }

  /// Where the toolchain's `String` segments differently from the data's
  /// version: each differing line of the tables' version's test file
  /// printed and counted, not hidden. When String matches, there are none.
  @Test func linesWhereStringDisagreesAreListed() throws {
    let (differing, lines) = GraphemeTestData.stringDifferences
    #expect(lines > 0)
    let version = GraphemeTestData.tablesVersion
    print("GraphemeBreakTest-\(version) against String (toolchain properties of Unicode \(GraphemeTestData.toolchainPropertiesVersion)): \(differing.count) of \(lines) lines differ")
    for testCase in differing {
      print("  line \(testCase.line): String \(testCase.text.map { scalarDump(String($0)) }), Unicode \(version) \(testCase.expected.map(scalarDump))")
      // TextGauge gives Unicode's answer on each of them.
      #expect(testCase.text.graphemeClusters.map(String.init) == testCase.expected)
    }
  }
}
