import Foundation

/// Number formatting for the markdown report.
enum Format {
  /// Bytes per second as MB/s (1 MB = 10^6 bytes).
  static func megabytesPerSecond(_ bytesPerSecond: Double) -> String {
    let value = bytesPerSecond / 1e6
    return value >= 100 ? integer(Int(value.rounded())) : String(format: "%.1f", value)
  }

  static func ratio(_ value: Double) -> String {
    if value >= 100 { return "\(integer(Int(value.rounded())))×" }
    if value >= 10 { return String(format: "%.0f×", value) }
    return String(format: "%.2f×", value)
  }

  static func integer(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var grouped = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { grouped += "," }
      grouped.append(digit)
    }
    return value < 0 ? "-" + grouped : grouped
  }

  static func seconds(_ value: Double) -> String {
    if value >= 1 { return String(format: "%.2f s", value) }
    if value >= 1e-3 { return String(format: "%.2f ms", value * 1e3) }
    if value >= 1e-6 { return String(format: "%.2f µs", value * 1e6) }
    return String(format: "%.0f ns", value * 1e9)
  }
}

/// A markdown table.
struct MarkdownTable {
  var header: [String]
  var rows: [[String]] = []

  init(_ header: String...) { self.header = header }
  init(_ header: [String]) { self.header = header }

  mutating func add(_ cells: [String]) { rows.append(cells) }

  var text: String {
    var lines = ["| " + header.joined(separator: " | ") + " |"]
    lines.append("|" + header.indices.map { $0 == 0 ? " --- |" : " ---: |" }.joined())
    for row in rows { lines.append("| " + row.joined(separator: " | ") + " |") }
    return lines.joined(separator: "\n")
  }
}

/// A method measured on each corpus (nil where it was not run).
struct MethodRow {
  let name: String
  let measurements: [Measurement]
  /// When set, counts that differ from it are marked wrong (✗).
  var reference: [Int]? = nil
  /// How ratio rows name the method (default: its first word).
  var shortName: String? = nil

  func countCell() -> String {
    measurements.enumerated().map { index, measurement in
      let count = Format.integer(measurement.result)
      guard let reference else { return count }
      return measurement.result == reference[index] ? count : "\(count) ✗"
    }.joined(separator: " / ")
  }

  func allocationCell() -> String {
    measurements.map { $0.allocationCell }.joined(separator: " / ")
  }
}

/// A group of methods over the corpora: one table of MB/s, counts and
/// allocations, then the ratios of the first row to each peer.
struct ThroughputTable {
  let title: String
  let corpora: [Corpus]
  var rows: [MethodRow] = []

  func render(subject: MethodRow, peers: [MethodRow]) -> String {
    var table = MarkdownTable("method")
    table.header += corpora.map { "\($0.name) MB/s" }
    table.header += ["count (\(corpora.map(\.name).joined(separator: " / ")))", "allocs/call"]
    for row in rows {
      var cells = [row.name]
      cells += row.measurements.map { Format.megabytesPerSecond($0.throughput) }
      cells += [row.countCell(), row.allocationCell()]
      table.add(cells)
    }
    for peer in peers {
      var cells = ["*\(shortName(subject)) ÷ \(shortName(peer))*"]
      cells += zip(subject.measurements, peer.measurements).map { Format.ratio($0.throughput / $1.throughput) }
      cells += ["", ""]
      table.add(cells)
    }
    return "### \(title)\n\n\(table.text)\n"
  }

  private func shortName(_ row: MethodRow) -> String {
    row.shortName ?? row.name.split(separator: " ").first.map(String.init) ?? row.name
  }
}

/// One of the targets, checked on this run's ratios.
struct Target {
  let description: String
  /// A ratio from this run: subject ÷ peer throughput, or (with `atMost`)
  /// subject ÷ peer time.
  let measured: Double
  let required: Double
  /// The ratio must be at most `required` (a cost) rather than at least (a
  /// speed-up).
  var atMost = false
  /// A correctness condition that must hold as well (exact count…).
  var correct = true
  var note = ""

  var isMet: Bool { (atMost ? measured <= required : measured >= required) && correct }

  var cells: [String] {
    let verdict: String
    let shortfall = atMost ? measured / required : required / measured
    if isMet {
      verdict = "met"
    } else if shortfall > 1 {
      verdict = "**missed** (needs \(Format.ratio(shortfall)) faster)"
    } else {
      verdict = "**missed** (wrong answer)"
    }
    let bound = atMost ? "≤" : "≥"
    return [description, Format.ratio(measured), "\(bound) \(Format.ratio(required))", verdict, note]
  }
}

extension Measurement {
  /// Allocations per call, with the first call's when it differs (one-time
  /// initialization such as lazily built globals).
  var allocationCell: String {
    let steady = Format.integer(allocations)
    guard firstCallAllocations != allocations else { return steady }
    return "\(steady) (1st: \(Format.integer(firstCallAllocations)))"
  }
}
