import TextGauge

let metrics: [TextMetric] = [
  .characters, .unicodeScalars, .utf16, .utf8, .gb18030(.gb2000), .gb18030(.gb2005), .gb18030(.gb2022),
  .custom { $0.unicodeScalars.first!.properties.isUnifiedIdeograph ? 2 : 1 },
  .displayWidth(ambiguous: .narrow), .displayWidth(ambiguous: .wide),
]

/// TextMetric.prefix(_:fitting:): a prefix, within the budget, on a Character
/// boundary and maximal; fits agrees with measure. The first byte picks the
/// metric, the next two the budget (read as signed), the rest is the text.
public func checkTextMetric(_ data: UnsafeBufferPointer<UInt8>) {
  var input = FuzzInput(data)
  let metric = metrics[Int(input.byte()) % metrics.count]
  let budget = Int(Int16(truncatingIfNeeded: input.uint16()))
  let text = String(decoding: input.rest(), as: UTF8.self)
  let limit = max(budget, 0)
  let prefix = metric.prefix(text, fitting: budget)
  let end = prefix.endIndex
  require(prefix.startIndex == text.startIndex && end <= text.endIndex, "not a prefix")
  require(metric.measure(prefix) <= limit, "prefix measures \(metric.measure(prefix)) > \(budget)")
  // Character boundaries as the tables define them (graphemeClusters).
  let characters = Array(text.graphemeClusters)
  let next = characters.first { $0.startIndex >= end }
  require(end == text.endIndex || next?.startIndex == end, "prefix ends inside a Character of \(dump(text))")
  if let next, end < text.endIndex {
    let longer = text[..<next.endIndex]
    require(metric.measure(longer) > limit, "prefix not maximal at budget \(budget) in \(dump(text))")
  }
  let measure = metric.measure(text)
  require(metric.fits(text, budget: budget) == (measure <= limit), "fits disagrees with measure \(measure), budget \(budget)")
  require((end == text.endIndex) == (measure <= limit), "prefix is the whole text iff it fits")
  // Display width: the scan over the whole text (its fast paths for runs,
  // emoji decided from the bytes, a line's last word) gives what each
  // Character measured alone gives, never less than its first scalar.
  if case .displayWidth(let ambiguous) = metric {
    let reference = characters.reduce(0) { total, character in
      let first = character.unicodeScalars.first!.displayWidth(ambiguous: ambiguous)
      return total + max(metric.measure(character), first)
    }
    require(measure == reference, "width \(measure), Character by Character \(reference), of \(dump(text))")
  }
}
