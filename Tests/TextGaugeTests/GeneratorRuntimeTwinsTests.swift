import TableGenKit
import Testing
@testable import TextGauge

/// Where the generator and the runtime each name the same idea (the
/// generator cannot depend on the runtime), the names agree: the generated
/// tables are the only bridge, and these checks keep it honest.
@Suite struct GeneratorRuntimeTwinsTests {
  /// The runtime reaches each edition's table by the year in its generated
  /// name (`gb18030TwoByteIndex2005`).
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
    let version = EmojiVersion.tables
    let word = EmojiEntryLayout.pack(
      status: .component, kind: .zwj, version: UnicodeVersion(major: version.major, minor: version.minor),
      subgroup: 201, name: 4_000)
    let info = EmojiEntryInfo(word)
    #expect(info.status == .component && info.kind == .zwj && info.version == version)
    #expect(info.subgroup == 201 && info.name == 4_000)
  }
}
