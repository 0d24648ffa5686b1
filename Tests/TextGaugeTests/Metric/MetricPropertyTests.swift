import Testing
import TestSupport
import TextGauge

/// Seeded properties of TextMetric and of GB18030's buffer counts.
@Suite struct MetricPropertyTests {
  static let check = PropertyCheck(seed: 0x6B_18030, cases: 1500)

  static let metrics: [(String, TextMetric)] = [
    ("characters", .characters), ("unicodeScalars", .unicodeScalars), ("utf16", .utf16), ("utf8", .utf8),
    ("gb18030(2000)", .gb18030(.gb2000)), ("gb18030(2005)", .gb18030(.gb2005)), ("gb18030(2022)", .gb18030(.gb2022)),
    ("custom", .custom { $0.unicodeScalars.first!.properties.isUnifiedIdeograph ? 2 : 1 }),
  ]

  /// The prefix's promises for one text and budget, or the first broken one.
  static func prefixFailure(_ metric: TextMetric, _ text: Substring, budget: Int) -> String? {
    let prefix = metric.prefix(text, fitting: budget)
    guard prefix.startIndex == text.startIndex, prefix.endIndex <= text.endIndex else {
      return "not a prefix"
    }
    let end = prefix.endIndex
    let measured = metric.measure(prefix)
    if measured > max(budget, 0) { return "prefix measures \(measured) > budget \(budget)" }
    // On a Character boundary of the whole text.
    var boundary = text.startIndex
    while boundary < end { boundary = text.index(after: boundary) }
    if boundary != end { return "prefix ends inside a Character (\(scalarDump(prefix)))" }
    // Maximal: one more Character does not fit.
    if end < text.endIndex {
      let longer = text[text.startIndex..<text.index(after: end)]
      if metric.measure(longer) <= max(budget, 0) {
        return "prefix \(scalarDump(prefix)) is not maximal: \(scalarDump(longer)) measures \(metric.measure(longer)) <= \(budget)"
      }
    }
    let measure = metric.measure(text)
    if metric.fits(text, budget: budget) != (measure <= max(budget, 0)) {
      return "fits(budget: \(budget)) is \(metric.fits(text, budget: budget)) but measure is \(measure)"
    }
    if (end == text.endIndex) != (measure <= max(budget, 0)) {
      return "prefix is \(end == text.endIndex ? "" : "not ")the whole text, but measure \(measure), budget \(budget)"
    }
    return nil
  }

  @Test(arguments: metrics.indices)
  func prefixIsMaximalWithinBudgetOnACharacterBoundary(metricIndex: Int) {
    let (name, metric) = Self.metrics[metricIndex]
    var budgets = SplitMix64(seed: 0xB0D6E7)
    let failure = Self.check.failure(generate: { HardPieces.generate(&$0, maxCount: 10) }) { pieces in
      let text = pieces.joined()
      let total = metric.measure(text)
      // Every budget from -1 past the total, on the String and on a Substring
      // that starts and ends inside a larger string.
      let padded = "中" + text + "a"
      let substring = padded[padded.unicodeScalars.index(after: padded.startIndex)..<padded.unicodeScalars.index(before: padded.endIndex)]
      for budget in -1...(total + 1) {
        if let reason = Self.prefixFailure(metric, text[...], budget: budget) { return "\(name), budget \(budget): \(reason)" }
      }
      let budget = budgets.next(below: total + 2)
      if let reason = Self.prefixFailure(metric, substring, budget: budget) {
        return "\(name), Substring, budget \(budget): \(reason)"
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  /// Byte chunks: valid UTF-8 of hard pieces, truncated pieces and raw bytes.
  static func byteChunks(_ random: inout SplitMix64) -> [[UInt8]] {
    (0..<random.next(below: 12)).map { _ in
      switch random.next(below: 4) {
      case 0: return Array(HardPieces.piece(&random).utf8)
      case 1:
        let bytes = Array(HardPieces.piece(&random).utf8)
        return Array(bytes.prefix(random.next(below: bytes.count + 1)))
      case 2: return [random.pick([0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x9F, 0x8F, 0x90])]
      default: return (0..<random.next(below: 5)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
      }
    }
  }

  static func hex(_ chunks: [[UInt8]]) -> String {
    chunks.map { $0.map { String($0, radix: 16, uppercase: true).leftPadded2 }.joined(separator: " ") }
      .joined(separator: " | ")
  }

  @Test func utf8BufferCountsAsTheDecodedString() {
    let failure = Self.check.failure(generate: Self.byteChunks, describe: Self.hex) { chunks in
      let bytes = chunks.flatMap { $0 }
      let decoded = String(decoding: bytes, as: UTF8.self)
      for edition in GB18030.Edition.allCases {
        let buffer = bytes.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF8.self, edition: edition) }
        let string = GB18030.byteCount(of: decoded, edition: edition)
        let scalars = decoded.unicodeScalars.reduce(0) { $0 + GB18030.byteCount(of: $1, edition: edition) }
        if buffer != string || string != scalars {
          return "\(edition): buffer \(buffer), String \(string), sum over scalars \(scalars) (decoded \(scalarDump(decoded)))"
        }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }

  @Test func utf16BufferCountsAsTheDecodedString() {
    let failure = Self.check.failure(
      generate: { random in
        (0..<random.next(below: 10)).map { _ -> [UInt16] in
          switch random.next(below: 3) {
          case 0: return Array(HardPieces.piece(&random).utf16)
          case 1: return [UInt16(0xD800 + random.next(below: 0x800))]  // a lone or paired surrogate
          default: return [UInt16(truncatingIfNeeded: random.next())]
          }
        }
      },
      describe: { chunks in chunks.map { $0.map { String($0, radix: 16) }.joined(separator: " ") }.joined(separator: " | ") }
    ) { chunks in
      let units = chunks.flatMap { $0 }
      let decoded = String(decoding: units, as: UTF16.self)
      for edition in GB18030.Edition.allCases {
        let buffer = units.withUnsafeBufferPointer { GB18030.byteCount(decoding: $0, as: UTF16.self, edition: edition) }
        let string = GB18030.byteCount(of: decoded, edition: edition)
        if buffer != string { return "\(edition): buffer \(buffer), String \(string) (decoded \(scalarDump(decoded)))" }
      }
      return nil
    }
    #expect(failure == nil, "\(failure ?? "")")
  }
}

extension String {
  fileprivate var leftPadded2: String { count < 2 ? "0" + self : self }
}
