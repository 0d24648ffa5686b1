/// Emits `Generated/TopLevelDomainTables.swift`: every top-level domain of
/// `Data/tld` as scalars in one flat array, sorted, with each domain's start,
/// for the binary search of the weighted-length metric's URL recognition.
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
    text += "\n/// Every domain's scalars, one domain per line, sorted by scalar values.\n"
    text += "let topLevelDomainScalars: [UInt32] = [\n"
    var starts: [UInt16] = [0]
    for domain in model.domains {
      let name = String(String.UnicodeScalarView(domain.map { Unicode.Scalar($0)! }))
      text += "  " + domain.map { SwiftSource.literal($0) + "," }.joined(separator: " ") + " // \(name)\n"
      starts.append(starts.last! + UInt16(domain.count))
    }
    text += "]\n\n"
    text += SwiftSource.array(
      "topLevelDomainStarts", of: UInt16.self, starts, perLine: 12,
      doc: [
        "Where domain `i` starts in `topLevelDomainScalars`; it ends where domain `i + 1` starts",
        "(\(model.domains.count) domains, \(starts.count) starts).",
      ])
    let scalarCount = Int(starts.last!)
    return GeneratedFile(
      name: fileName, contents: text,
      tables: [
        TableSize(name: "topLevelDomainScalars", entries: scalarCount, bytes: scalarCount * 4),
        TableSize(name: "topLevelDomainStarts", entries: starts.count, bytes: starts.count * 2),
      ])
  }
}
