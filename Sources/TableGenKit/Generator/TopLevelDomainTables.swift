/// Emits `Generated/TopLevelDomainTables.swift`: every top-level domain of
/// `Data/tld` as UTF-8 in one flat array, sorted, with each domain's start,
/// for the binary search of the weighted-length metric's URL recognition,
/// and the scalars that lowercase to a scalar of some domain.
public enum TopLevelDomainTables {
  public static let fileName = "TopLevelDomainTables.swift"

  public static func emit(_ model: TopLevelDomainModel, from folder: TopLevelDomainFolder) -> GeneratedFile {
    var text = SwiftSource.header(
      title: "Top-level domains: the generic and country-code lists of twitter-text's URL recognition.",
      inputs: [folder.generic, folder.countryCode],
      notes: [
        "\(model.genericCount) generic and \(model.countryCodeCount) country-code domains, lowercase,",
        "sorted by their scalar values.",
      ])
    text += "\n"
    text += SwiftSource.constant(
      "topLevelDomainLongest", of: Int.self, model.longest,
      doc: ["The most scalars a top-level domain has."])
    // UTF-8 keeps the scalars' order (byte-wise comparison of UTF-8 is
    // code point order), so the search compares bytes.
    text += "\n/// Every domain's UTF-8, one domain per line, sorted by scalar values.\n"
    text += "let topLevelDomainUTF8: [UInt8] = [\n"
    var starts: [UInt16] = [0]
    for domain in model.domains {
      let name = String(String.UnicodeScalarView(domain.map { Unicode.Scalar($0)! }))
      let bytes = Array(name.utf8)
      text += "  " + bytes.map { SwiftSource.literal($0) + "," }.joined(separator: " ") + " // \(name)\n"
      starts.append(starts.last! + UInt16(bytes.count))
    }
    text += "]\n\n"
    text += SwiftSource.array(
      "topLevelDomainStarts", of: UInt16.self, starts, perLine: 12,
      doc: [
        "Where domain `i` starts in `topLevelDomainUTF8`; it ends where domain `i + 1` starts",
        "(\(model.domains.count) domains, \(starts.count) starts).",
      ])
    let runs = lowercaseRuns()
    text += "\n"
    text += SwiftSource.array(
      "lowercaseRuns", of: UInt32.self, runs.flatMap { [$0.first, $0.last | ($0.stride - 1) << 31, $0.delta] },
      comments: runs.flatMap { ["U+\(hex($0.first))..U+\(hex($0.last)) by \($0.stride)", "", ""] },
      doc: [
        "The one-scalar lowercase mappings of the non-ASCII scalars, from the",
        "Unicode of the toolchain that ran the generator, for the domains'",
        "matching without case and their Punycode: runs of scalars a stride",
        "apart (1 or 2) whose mapping adds the same amount, three words each:",
        "the first, the last (with the stride less one in bit 31) and the",
        "amount (wrapping). A scalar in no run is its own lowercase.",
      ])
    let byteCount = Int(starts.last!)
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [
        TableSize(name: "topLevelDomainUTF8", entries: byteCount, bytes: byteCount),
        TableSize(name: "topLevelDomainStarts", entries: starts.count, bytes: starts.count * 2),
        TableSize(name: "lowercaseRuns", entries: runs.count * 3, bytes: runs.count * 12),
      ])
  }


  /// Every non-ASCII scalar whose lowercase mapping (the toolchain's
  /// `Unicode.Scalar.Properties.lowercaseMapping`) is one other scalar, as
  /// runs: sorted, each extended while the next scalar is `stride` on and
  /// adds the same amount, so that the runs' ranges are disjoint and no
  /// scalar inside one is listed elsewhere.
  static func lowercaseRuns() -> [(first: UInt32, last: UInt32, stride: UInt32, delta: UInt32)] {
    var runs: [(first: UInt32, last: UInt32, stride: UInt32, delta: UInt32)] = []
    for value in UInt32(0x80)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.changesWhenLowercased else { continue }
      let lower = scalar.properties.lowercaseMapping.unicodeScalars
      guard lower.count == 1, let first = lower.first, first.value != value else { continue }
      let delta = first.value &- value
      if var run = runs.last, run.delta == delta {
        let step = value - run.last
        if run.first == run.last, step <= 2 { run.stride = step }
        if step == run.stride {
          run.last = value
          runs[runs.count - 1] = run
          continue
        }
      }
      runs.append((value, value, 1, delta))
    }
    return runs
  }
}
