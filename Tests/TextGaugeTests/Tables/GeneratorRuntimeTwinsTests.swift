import TableGenKit
import Testing
@testable import TextGauge

/// Where the generator and the runtime each name the same idea (the
/// generator cannot depend on the runtime), the names agree: the generated
/// tables are the only bridge, and these checks keep it honest.
@Suite struct GeneratorRuntimeTwinsTests {
  /// The release the generator reads from `Data/` by default (the newest
  /// emoji folder and the UCD folder of its version, as `swift run
  /// tablegen` picks them) is the runtime's `UnicodeVersion.tables`: the
  /// generated `tablesVersion` carries it across, and both folders name it.
  @Test(.needsUnicodeFiles) func tablesVersionIsTheReleaseOfTheData() throws {
    let layout = TestData.layout
    let url = try layout.newestEmojiFolder()
    let generator = try TableGenerator(dataFolder: url, path: layout.displayPath(url), layout: layout)
    #expect(UnicodeVersion(generator.folder.version) == UnicodeVersion.tables)
    #expect(UnicodeVersion(generator.ucd.version) == UnicodeVersion.tables)
    #expect(generator.folder.version.description == UnicodeVersion.tables.description)
    #expect(try layout.versionFolders(in: layout.ucdDataRoot).last?.version == ReleaseVersion(UnicodeVersion.tables))
  }

  /// The runtime reaches each edition's table by the year in its generated
  /// name (`gb18030TwoByteIndex2005`).
  /// The literal count that bounds the GB 18030 engine's word reads is the
  /// emitted array's.
  @Test func gb18030WordCountIsTheArrays() {
    #expect(gb18030TwoByteWordCount == gb18030TwoByteWords.count)
    #expect(gb18030TwoByteIndex2022.allSatisfy { Int($0) < gb18030TwoByteWordCount })
  }

  @Test func gb18030EditionsHaveTheSameYears() {
    #expect(GB18030.Edition.allCases.map(\.year) == GB18030EditionColumn.allCases.map(\.year))
  }

  /// Every kind and status code the generator packs decodes to the runtime
  /// case of the same name (`emojiKindsByCode`, `emojiStatusesByCode`).
  @Test func emojiCodesDecodeToTheCasesOfTheSameName() {
    #expect(EmojiKindCode.allCases.map { "\(emojiKindsByCode[$0.rawValue])" } == EmojiKindCode.allCases.map { "\($0)" })
    #expect(
      EmojiStatusCode.allCases.map { "\(emojiStatusesByCode[$0.rawValue])" } == EmojiStatusCode.allCases.map { "\($0)" })
  }

  /// `EmojiProperties`' members are the generator's bits, and the entry
  /// word the generator packs is the one the runtime unpacks.
  @Test func layoutsRoundTrip() {
    #expect(EmojiProperties.emojiPresentation.rawValue == EmojiProperty.emojiPresentation.bit)
    #expect(EmojiProperties.extendedPictographic.rawValue == EmojiProperty.extendedPictographic.bit)
    let version = UnicodeVersion.tables
    let word = EmojiEntryLayout.pack(status: .component, kind: .zwj, version: ReleaseVersion(version))
    let info = EmojiEntryInfo(word)
    #expect(info.status == .component && info.kind == .zwj && info.version == version)
    let oldest = EmojiEntryInfo(EmojiEntryLayout.pack(status: .unqualified, kind: .keycap, version: ReleaseVersion(major: 0, minor: 6)))
    #expect(oldest.status == .unqualified && oldest.kind == .keycap && oldest.version == UnicodeVersion(major: 0, minor: 6))
  }
}

/// The generator's and the runtime's versions of one release, field by
/// field (neither module can name the other's type).
extension ReleaseVersion {
  init(_ version: UnicodeVersion) {
    self.init(major: version.major, minor: version.minor, update: version.update)
  }
}

extension UnicodeVersion {
  init(_ release: ReleaseVersion) {
    self.init(major: release.major, minor: release.minor, update: release.update)
  }
}
