/// The compression stage: every way the generator turns a per-code-point
/// model into a compact table lives here (the two-level layout is
/// ``TwoLevelTable``). Models describe; emitters only write what this
/// returns.
public enum Compression {
  /// Runs of equal values: one entry `start << runStartShift | value` wherever the value
  /// changes; a run lasts until the next entry's start. The first entry
  /// starts at 0, so every index falls in exactly one run.
  public static func runs(_ values: [UInt8]) -> [UInt32] {
    var runs: [UInt32] = []
    var previous: UInt8? = nil
    for index in 0..<values.count where values[index] != previous {
      previous = values[index]
      runs.append(UInt32(index) << UInt32(runStartShift) | UInt32(values[index]))
    }
    return runs
  }

  /// Where a run entry's start sits: `start << runStartShift | value`, a
  /// byte of value below it. Emitted with the runs tables that the runtime
  /// searches by it.
  public static let runStartShift = 8

  /// The start of run entry `entry`.
  public static func start(ofRun entry: UInt32) -> UInt32 { entry >> UInt32(runStartShift) }

  /// The value of run entry `entry`.
  public static func value(ofRun entry: UInt32) -> UInt8 { UInt8(truncatingIfNeeded: entry) }

  /// The runs table `<prefix>Runs` as Swift, after the runtime's copy of
  /// ``runStartShift`` (`let <prefix>RunStartShift: UInt32 = 8`; `value`
  /// names what the low byte holds). Each row is commented with the run's
  /// span (`U+0041`, or `U+0041..U+005A`; the last run ends at U+10FFFF)
  /// and what `describe` says of the run, given its start and value.
  public static func runsSource(
    prefix: String, _ runs: [UInt32], value: String, doc: [String],
    describe: (_ start: UInt32, _ value: UInt8) -> String
  ) -> String {
    let comments = runs.indices.map { index -> String in
      let first = start(ofRun: runs[index])
      let last = index + 1 < runs.count ? start(ofRun: runs[index + 1]) - 1 : 0x10FFFF
      let span = first == last ? "U+\(hex(first))" : "U+\(hex(first))..U+\(hex(last))"
      return "\(span) \(describe(first, Compression.value(ofRun: runs[index])))"
    }
    let shift = SwiftSource.constant(
      "\(prefix)RunStartShift", of: UInt32.self, UInt32(runStartShift),
      doc: ["Where each `\(prefix)Runs` entry's start sits: `start << \(prefix)RunStartShift | \(value)`."])
    return shift + SwiftSource.array("\(prefix)Runs", of: UInt32.self, runs, comments: comments, doc: doc)
  }

  /// The size of the runs table `<prefix>Runs` (``runsSource(prefix:_:value:doc:describe:)``), for the report.
  public static func runsSize(prefix: String, _ runs: [UInt32]) -> TableSize {
    TableSize(name: "\(prefix)Runs", entries: runs.count, bytes: runs.count * MemoryLayout<UInt32>.size)
  }

  /// The members of a membership array as sorted, disjoint, non-adjacent ranges.
  public static func ranges(_ isMember: [Bool]) -> [ClosedRange<UInt32>] {
    var ranges: [ClosedRange<UInt32>] = []
    var start: Int?
    for index in 0...isMember.count {
      let member = index < isMember.count && isMember[index]
      if member, start == nil { start = index }
      if !member, let first = start {
        ranges.append(UInt32(first)...UInt32(index - 1))
        start = nil
      }
    }
    return ranges
  }

  /// Sorted, disjoint ranges merged where adjacent (`3400..4DBF, 4DC0..4DFF`
  /// becomes `3400..4DFF`).
  public static func merged(_ sorted: [ClosedRange<UInt32>]) -> [ClosedRange<UInt32>] {
    var merged: [ClosedRange<UInt32>] = []
    for range in sorted {
      if let last = merged.last, last.upperBound + 1 == range.lowerBound {
        merged[merged.count - 1] = last.lowerBound...range.upperBound
      } else {
        merged.append(range)
      }
    }
    return merged
  }
}
