import Foundation
import Testing
import TableGenKit

/// `Data/tld` and the model of the top-level domains: the shipped lists, and
/// the lists the model refuses, each with the file and line.
@Suite struct TopLevelDomainModelTests {
  @Test func theShippedListsAreTwitterTexts() throws {
    let folder = try TopLevelDomainFolder(url: layout.topLevelDomainRoot, path: "Data/tld")
    let model = try TopLevelDomainModel(folder: folder)
    #expect(model.genericCount == 1259)
    #expect(model.countryCodeCount == 315)
    #expect(model.domains.count == model.genericCount + model.countryCodeCount)
    #expect(model.domains == model.domains.sorted { $0.lexicographicallyPrecedes($1) })
    for domain in ["com", "co", "uk", "jp", "中国", "рф", "嘉里大酒店", "嘉里"] {
      #expect(model.domains.contains(domain.unicodeScalars.map(\.value)), "\(domain)")
    }
    #expect(model.longest == 18)  // travelersinsurance
  }

  /// A temporary folder of the two lists with their SHA256SUMS.
  func folder(generic: String, countryCode: String) throws -> TopLevelDomainFolder {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("tld-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: url) }
    var sums = ""
    for (name, text) in [("gtld.txt", generic + "# EOF\n"), ("cctld.txt", countryCode + "# EOF\n")] {
      try Data(text.utf8).write(to: url.appendingPathComponent(name))
      sums += "\(try UCDFile(bytes: Array(text.utf8), path: name, versioned: false).sha256)  \(name)\n"
    }
    try Data(sums.utf8).write(to: url.appendingPathComponent("SHA256SUMS"))
    return try TopLevelDomainFolder(url: url, path: "fixture")
  }

  @Test(arguments: [
    ("com\nnet\n", "uk\n", nil),
    ("com\ncom\n", "uk\n", "fixture/gtld.txt:2: 'com' is already listed in fixture/gtld.txt:1"),
    ("com\n", "com\n", "fixture/cctld.txt:1: 'com' is already listed in fixture/gtld.txt:1"),
    ("Com\n", "uk\n", "fixture/gtld.txt:1: 'Com' is not lowercase"),
    ("co.uk\n", "uk\n", "fixture/gtld.txt:1: 'co.uk' is not a top-level domain"),
    ("co\n", "com\n", "fixture/gtld.txt:1: 'co' comes before 'com', which it begins: list the longer first"),
  ] as [(String, String, String?)])
  func listsAreChecked(generic: String, countryCode: String, error: String?) throws {
    let lists = try folder(generic: generic, countryCode: countryCode)
    do {
      _ = try TopLevelDomainModel(folder: lists)
      #expect(error == nil)
    } catch let thrown as TableGenError {
      #expect(thrown.description == error)
    }
  }
}
