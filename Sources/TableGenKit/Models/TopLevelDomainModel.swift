import Foundation

/// `Data/tld`: the top-level domains twitter-text's URL recognition knows,
/// `gtld.txt` (generic) and `cctld.txt` (country-code), one per line,
/// checked against the folder's `SHA256SUMS`.
public struct TopLevelDomainFolder: Sendable {
  /// The file names, in the order twitter-text tries them (generic first).
  public static let fileNames = ["gtld.txt", "cctld.txt"]

  public var generic: UCDFile
  public var countryCode: UCDFile

  /// Reads both lists from `url`; `path` names the folder in messages and
  /// headers.
  public init(url: URL, path: String) throws {
    let sums = try Checksums(folder: url, path: path)
    generic = try sums.read(Self.fileNames[0], in: url, folderPath: path, versioned: false)
    countryCode = try sums.read(Self.fileNames[1], in: url, folderPath: path, versioned: false)
  }
}

/// The top-level domains as the runtime looks them up: every domain of both
/// lists, lowercase, as scalars.
///
/// twitter-text tries the domains as a regular-expression alternation, in
/// list order, each followed by a character that is not `[0-9a-zA-Z@+-]`;
/// the first that matches wins. The runtime takes the longest that matches
/// instead, which is the same choice because the model refuses a list in
/// which a domain comes before a longer one it begins (`嘉里` after
/// `嘉里大酒店`, `भारत` after `भारतम्`, as the lists have them).
public struct TopLevelDomainModel: Sendable {
  /// Each domain's scalars, sorted by scalar values (lexicographically).
  public var domains: [[UInt32]]
  /// How many of them are generic, and country-code.
  public var genericCount: Int
  public var countryCodeCount: Int

  /// Builds the model. Fails, naming the file and line, on an empty or
  /// duplicated entry, one with a space, dot or uppercase letter, an entry
  /// listed in both files, and one that comes before a longer entry it
  /// begins (the order would then choose the shorter one).
  public init(folder: TopLevelDomainFolder) throws {
    var seen: [String: String] = [:]
    var ordered: [(domain: String, file: UCDFile, record: UCDRecord)] = []
    for file in [folder.generic, folder.countryCode] {
      for record in file.records {
        try file.expectFields(record, count: 1)
        let domain = record.fields[0]
        guard !domain.isEmpty, !domain.unicodeScalars.contains(where: { $0 == "." || $0.properties.isWhitespace }) else {
          throw file.error(record, "'\(domain)' is not a top-level domain")
        }
        guard domain.lowercased() == domain else { throw file.error(record, "'\(domain)' is not lowercase") }
        if let first = seen[domain] { throw file.error(record, "'\(domain)' is already listed in \(first)") }
        seen[domain] = "\(file.path):\(record.line)"
        ordered.append((domain, file, record))
      }
    }
    for (index, entry) in ordered.enumerated() {
      let scalars = Array(entry.domain.unicodeScalars)
      for later in ordered[(index + 1)...] {
        let longer = Array(later.domain.unicodeScalars)
        guard longer.count > scalars.count, Array(longer.prefix(scalars.count)) == scalars else { continue }
        throw entry.file.error(
          entry.record, "'\(entry.domain)' comes before '\(later.domain)', which it begins: list the longer first")
      }
    }
    domains = ordered.map { $0.domain.unicodeScalars.map(\.value) }.sorted { $0.lexicographicallyPrecedes($1) }
    genericCount = folder.generic.records.count
    countryCodeCount = folder.countryCode.records.count
  }

  /// The most scalars a domain has.
  public var longest: Int { domains.map(\.count).max() ?? 0 }
}
