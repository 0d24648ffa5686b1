import Foundation
import TableGenKit
import TestSupport

@testable import TextGauge

/// What the grapheme tests share: Unicode's GraphemeBreakTest.txt files,
/// the toolchain's Unicode version, and a reference segmenter written from
/// UAX #29 §3.1.1 over the generator's model (scalar arrays and look-back
/// loops, nothing shared with the runtime's byte loop and state).
enum GraphemeTestData {
  typealias Case = GraphemeBreakTestFile.Case

  /// A version's GraphemeBreakTest.txt (TestSupport's parser), with its version as the generator names it.
  struct File {
    var version: ReleaseVersion
    var path: String
    var cases: [Case]
    var statedLines: Int?
    var hasEOF: Bool
  }

  /// Every `Data/ucd/<version>/auxiliary/GraphemeBreakTest.txt`, oldest first.
  static func files() throws -> [File] {
    let layout = TestData.layout
    return try layout.versionFolders(in: layout.ucdDataRoot).compactMap { version, url in
      guard GraphemeBreakTestFile.availableVersions().contains(url.lastPathComponent) else { return nil }
      let file = try GraphemeBreakTestFile(version: url.lastPathComponent)
      return File(version: version, path: file.path, cases: file.cases, statedLines: file.statedLines, hasEOF: file.hasEOF)
    }
  }

  /// The tables' Unicode version, as TextGauge reports it.
  static var tablesVersion: ReleaseVersion { ReleaseVersion(GraphemeClusterView.unicodeVersion) }

  /// The Unicode version of the toolchain's standard library properties:
  /// the newest `Unicode.Scalar.Properties.age` of any scalar. It does not
  /// tell which version its `Character`s follow: Swift 6.3's ages know
  /// Unicode 17.0 while its grapheme breaking is older (U+16D63 U+16D63,
  /// Grapheme_Cluster_Break V since 16.0, is two Characters).
  static let toolchainPropertiesVersion: ReleaseVersion = {
    var newest = (major: 0, minor: 0)
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age else { continue }
      if (age.major, age.minor) > newest { newest = age }
    }
    return ReleaseVersion(major: newest.major, minor: newest.minor)
  }()

  /// The lines of the tables' version's GraphemeBreakTest.txt where
  /// `String`'s Characters differ from Unicode's, and the number of lines.
  static let stringDifferences: (differing: [Case], lines: Int) = {
    guard let file = (try? files())?.first(where: { $0.version == tablesVersion }) else { return ([], 0) }
    return (file.cases.filter { $0.text.map(String.init) != $0.expected }, file.cases.count)
  }()

  /// Whether the toolchain's Characters are the data's: decided by
  /// comparing, since no API names the version `Character` follows.
  /// `String` must segment every line of the data's GraphemeBreakTest.txt
  /// as Unicode does.
  static var toolchainMatchesData: Bool { stringDifferences.lines > 0 && stringDifferences.differing.isEmpty }

  /// Why the comparison with `String` is skipped, when it is.
  static var skipReason: String {
    guard stringDifferences.lines > 0 else {
      return "comparison with String's Characters: no GraphemeBreakTest-\(tablesVersion) to decide whether the toolchain follows the data's Unicode (needs Unicode's files under the data root, Data/README.md)"
    }
    return "comparison with String's Characters: the toolchain (properties of Unicode \(toolchainPropertiesVersion)) segments \(stringDifferences.differing.count) of \(stringDifferences.lines) lines of GraphemeBreakTest-\(tablesVersion) differently from the data's Unicode \(tablesVersion)"
  }

  /// The generator's model of the UCD folder of `version` (its emoji data
  /// for Extended_Pictographic, or the newest when it has none).
  static func model(of version: ReleaseVersion) throws -> GraphemeBreakModel {
    let layout = TestData.layout
    guard let ucdURL = try layout.ucdFolder(version: version) else { throw TableGenError(path: "Data/ucd", "no \(version)") }
    let ucd = try layout.readUCDFolder(ucdURL)
    let emojiURL = try layout.emojiFolder(version: version) ?? layout.newestEmojiFolder()
    return try GraphemeBreakModel(ucd: ucd, emojiData: layout.readEmojiFolder(emojiURL).emojiData)
  }

  /// The generator's model of the tables' version.
  static let model: GraphemeBreakModel = {
    let ucd = try! TestData.tablesUCDFolder()
    return try! GraphemeBreakModel(ucd: ucd, emojiData: TestData.newestEmojiFolder().emojiData)
  }()

  /// Code points of each Grapheme_Cluster_Break value, each Indic_Conjunct_Break
  /// value and Extended_Pictographic, from the model.
  static let codePointsByClass: [[UInt32]] = {
    var classes: [String: [UInt32]] = [:]
    for codePoint in UInt32(0)...0x10FFFF where !(0xD800...0xDFFF).contains(codePoint) {
      let gcb = model.graphemeBreak(of: codePoint)
      classes["gcb \(gcb.ucdName)", default: []].append(codePoint)
      let incb = model.conjunctBreak(of: codePoint)
      if incb != .none { classes["incb \(incb.ucdName)", default: []].append(codePoint) }
      if model.isExtendedPictographic(codePoint) { classes["extpict", default: []].append(codePoint) }
    }
    return classes.keys.sorted().map { classes[$0]! }
  }()

  /// The reference: boundaries (scalar indices, 0 and the count included)
  /// of `scalars` by UAX #29 §3.1.1, each rule read off the specification.
  static func referenceBoundaries(_ scalars: [UInt32], model: GraphemeBreakModel = model) -> [Int] {
    typealias B = GraphemeBreakModel.Break
    let gcb = scalars.map { model.graphemeBreak(of: $0) }
    let incb = scalars.map { model.conjunctBreak(of: $0) }
    let pict = scalars.map { model.isExtendedPictographic($0) }
    guard !scalars.isEmpty else { return [0] }
    var boundaries = [0]
    for i in 1..<scalars.count {
      let (a, b) = (gcb[i - 1], gcb[i])
      func breaks() -> Bool {
        if a == .cr && b == .lf { return false }  // GB3
        if [.control, .cr, .lf].contains(a) { return true }  // GB4
        if [.control, .cr, .lf].contains(b) { return true }  // GB5
        if a == .l && [.l, .v, .lv, .lvt].contains(b) { return false }  // GB6
        if [.lv, .v].contains(a) && [.v, .t].contains(b) { return false }  // GB7
        if [.lvt, .t].contains(a) && b == .t { return false }  // GB8
        if b == .extend || b == .zwj { return false }  // GB9
        if b == .spacingMark { return false }  // GB9a
        if a == .prepend { return false }  // GB9b
        if incb[i] == .consonant {  // GB9c
          var j = i - 1
          var sawLinker = false
          while j >= 0, incb[j] == .extend || incb[j] == .linker {
            if incb[j] == .linker { sawLinker = true }
            j -= 1
          }
          // Up to Unicode 17.0 a consonant comes first; from 18.0 on the linker suffices.
          if sawLinker, !model.conjunctNeedsConsonant || (j >= 0 && incb[j] == .consonant) { return false }
        }
        if pict[i], a == .zwj {  // GB11
          var j = i - 2
          while j >= 0, gcb[j] == .extend { j -= 1 }
          if j >= 0, pict[j] { return false }
        }
        if a == .regionalIndicator && b == .regionalIndicator {  // GB12, GB13
          var run = 0
          var j = i - 1
          while j >= 0, gcb[j] == .regionalIndicator { run += 1; j -= 1 }
          if run % 2 == 1 { return false }
        }
        return true  // GB999
      }
      if breaks() { boundaries.append(i) }
    }
    boundaries.append(scalars.count)
    return boundaries
  }

  /// The reference Characters of `text`, by the model of the tables'
  /// version or by `model`.
  static func referenceClusters(_ text: String, model: GraphemeBreakModel = model) -> [String] {
    let scalars = Array(text.unicodeScalars)
    let boundaries = referenceBoundaries(scalars.map(\.value), model: model)
    return zip(boundaries, boundaries.dropFirst()).map { String(String.UnicodeScalarView(scalars[$0..<$1])) }
  }

  /// A random piece of text: a hard piece (HardPieces) or a code point of
  /// a random class of the data.
  static func piece(_ random: inout SplitMix64) -> String {
    if random.oneIn(2) { return HardPieces.piece(&random) }
    let members = random.pick(codePointsByClass)
    return String(Unicode.Scalar(random.pick(members))!)
  }

  /// Cases for the seeded comparisons: the full count with TEXTGAUGE_LARGE_INPUTS.
  static func cases(default small: Int, large: Int) -> Int {
    ProcessInfo.processInfo.environment["TEXTGAUGE_LARGE_INPUTS"] != nil ? large : small
  }
}
