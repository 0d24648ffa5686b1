import Foundation
import Testing
@testable import TableGenKit
import TestSupport

/// The sequence parsers' strictness, on small in-memory fixtures.
@Suite struct EmojiSequenceModelTests {
  static func file(_ path: String, _ body: String) throws -> UCDFile {
    try UCDFile(bytes: Array("# \(path)\n# Version: 17.0\n\(body)\n#EOF\n".utf8), path: path)
  }

  static let sequences = """
    231A..231B    ; Basic_Emoji                  ; watch..hourglass done   # E0.6 [2]
    00A9 FE0F     ; Basic_Emoji                  ; copyright               # E0.6 [1]
    0031 FE0F 20E3; Emoji_Keycap_Sequence        ; keycap: 1               # E0.6 [1]
    1F1E8 1F1F3   ; RGI_Emoji_Flag_Sequence      ; flag: China             # E0.6 [1]
    """
  static let zwj = """
    1F468 200D 1F466 ; RGI_Emoji_ZWJ_Sequence ; family: man, boy # E4.0 [1]
    """
  static let test = """
    # group: Smileys & Emotion
    # subgroup: time
    231A ; fully-qualified # ⌚ E0.6 watch
    231B ; fully-qualified # ⌛ E0.6 hourglass done
    # group: Symbols
    # subgroup: other
    00A9 FE0F ; fully-qualified # ©️ E0.6 copyright
    00A9 ; unqualified # © E0.6 copyright
    0031 FE0F 20E3 ; fully-qualified # 1️⃣ E0.6 keycap: 1
    0031 20E3 ; unqualified # 1⃣ E0.6 keycap: 1
    1F1E8 1F1F3 ; fully-qualified # 🇨🇳 E0.6 flag: China
    1F468 200D 1F466 ; fully-qualified # 👨‍👦 E4.0 family: man, boy
    """
  static let variations = "00A9 FE0E ; text style; # (1.1)\n00A9 FE0F ; emoji style; # (1.1)"
  static let data = "1FAFA ; Extended_Pictographic# E0.0 [1] (?) <reserved-1FAFA>"

  static func model(
    sequences: String = sequences, zwj: String = zwj, test: String = test
  ) throws -> EmojiSequenceModel {
    try EmojiSequenceModel(
      sequences: file("emoji-sequences.txt", sequences), zwjSequences: file("emoji-zwj-sequences.txt", zwj),
      test: file("emoji-test.txt", test), variationSequences: file("emoji-variation-sequences.txt", variations),
      emojiData: file("emoji-data.txt", data))
  }

  /// The error the fixture with `replace` applied raises.
  static func error(_ build: () throws -> EmojiSequenceModel) -> String? {
    do {
      _ = try build()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func parsesAValidFixture() throws {
    let model = try Self.model()
    #expect(model.entries.count == 8)
    #expect(model.groups == ["Smileys & Emotion", "Symbols"])
    #expect(model.entries[3].kind == .basic && model.entries[3].status == .unqualified)
    #expect(model.entries[5].kind == .keycap && model.entries[5].status == .unqualified)
    #expect(model.entries[7].kind == .zwj && model.entries[7].version == ReleaseVersion(major: 4, minor: 0))
    #expect(model.rgi.count == 6)
    #expect(model.textVariationBases == [0xA9])
    #expect(model.reservedPictographic == [0x1FAFA...0x1FAFA])
    let data = try EmojiSequenceTableData(model)
    #expect(data.nameCount == 6)  // unique names
    #expect(data.trieChildStarts.count == data.trieScalars.count + 1)
    // Every entry's node spells its sequence.
    for (index, entry) in model.entries.enumerated() {
      #expect(data.nodePaths[Int(data.entryNodes[index])] == entry.scalars)
      #expect(data.trieEntries[Int(data.entryNodes[index])] == UInt16(index + 1))
    }
  }

  @Test func unknownTypeNamesTheLine() {
    let message = Self.error { try Self.model(sequences: Self.sequences + "\n231C ; Basic_Emojis ; x # E0.6") }
    #expect(message?.hasPrefix("emoji-sequences.txt:7: unknown type 'Basic_Emojis'") == true, "\(message ?? "")")
  }

  @Test func rangeOnlyForBasicEmoji() {
    let message = Self.error {
      try Self.model(sequences: Self.sequences + "\n1F1E8..1F1E9 ; RGI_Emoji_Flag_Sequence ; x # E0.6")
    }
    #expect(message?.hasPrefix("emoji-sequences.txt:7: a range is only allowed for Basic_Emoji") == true, "\(message ?? "")")
  }

  @Test func shapeMustMatchType() {
    let message = Self.error {
      try Self.model(sequences: Self.sequences + "\n1F1E8 1F1E9 ; Emoji_Keycap_Sequence ; x # E0.6")
    }
    #expect(message?.contains("emoji-sequences.txt:7: 1F1E8 1F1E9 does not have the shape") == true, "\(message ?? "")")
  }

  @Test func duplicateSequence() {
    let message = Self.error { try Self.model(zwj: Self.zwj + "\n1F1E8 1F1F3 ; RGI_Emoji_ZWJ_Sequence ; x # E0.6") }
    // Rejected for its shape before it can be a duplicate; a true duplicate:
    #expect(message != nil)
    let duplicate = Self.error { try Self.model(zwj: Self.zwj + "\n" + Self.zwj) }
    #expect(duplicate?.hasPrefix("emoji-zwj-sequences.txt:4: duplicate sequence 1F468 200D 1F466 (first at emoji-zwj-sequences.txt:3)") == true, "\(duplicate ?? "")")
  }

  @Test func testFileErrors() {
    let cases: [(String, String)] = [
      ("1F600 ; fully-qualified # 😀 E1.0 grinning face", "emoji-test.txt:3: entry before any '# subgroup:' line"),
      ("# group: G\n# subgroup: s\n1F600 ; qualified # 😀 E1.0 grinning face", "emoji-test.txt:5: unknown status 'qualified'"),
      ("# group: G\n# subgroup: s\n1F600 ; fully-qualified # 😃 E1.0 grinning face", "emoji-test.txt:5: comment shows '😃'"),
      ("# group: G\n# subgroup: s\n1F600 ; fully-qualified # 😀 1.0 grinning face", "emoji-test.txt:5: malformed emoji version '1.0'"),
      ("# group: G\n# subgroup: s\n1F600 ; fully-qualified # 😀", "emoji-test.txt:5: comment '😀' is not"),
      ("# group: G\n# subgroup: s\n1F600 ; fully-qualified", "emoji-test.txt:5: comment '' is not"),
      ("# group: G\n# subgroup: s\n1F600 ; fully-qualified # 😀 E1.0 a\n1F600 ; fully-qualified # 😀 E1.0 a",
       "emoji-test.txt:6: duplicate sequence 1F600 (first on line 5)"),
    ]
    for (body, expected) in cases {
      let message = Self.error { try Self.model(test: body) }
      #expect(message?.hasPrefix(expected) == true, "\(message ?? "no error") for \(body)")
    }
  }

  @Test func rgiSetsMustEqualQualifiedLines() {
    // A fully-qualified line no sequence file lists.
    let extra = Self.error { try Self.model(test: Self.test + "\n1F600 ; fully-qualified # 😀 E1.0 grinning face") }
    #expect(extra?.hasPrefix("emoji-test.txt:15: fully-qualified 1F600 is in no RGI set") == true, "\(extra ?? "")")
    // A listed sequence emoji-test.txt lacks.
    let missing = Self.error { try Self.model(sequences: Self.sequences + "\n1F600 ; Basic_Emoji ; grinning face # E1.0") }
    #expect(missing?.hasPrefix("emoji-sequences.txt:7: 1F600 is not a fully-qualified or component line") == true, "\(missing ?? "")")
  }

  @Test func variationSequenceErrors() {
    let message = Self.error {
      try EmojiSequenceModel(
        sequences: Self.file("emoji-sequences.txt", Self.sequences), zwjSequences: Self.file("emoji-zwj-sequences.txt", Self.zwj),
        test: Self.file("emoji-test.txt", Self.test),
        variationSequences: Self.file("emoji-variation-sequences.txt", "00A9 FE0E ; emoji style; # x"),
        emojiData: Self.file("emoji-data.txt", Self.data))
    }
    #expect(message?.hasPrefix("emoji-variation-sequences.txt:3: not a text or emoji style") == true, "\(message ?? "")")
  }

  @Test func realDataOfBothVersionsParses() throws {
    for (_, url) in try layout.versionFolders(in: layout.emojiDataRoot) where layout.filesFolder(of: url) != nil {
      let folder = try layout.readEmojiFolder(url)
      let model = try EmojiSequenceModel(folder: folder)
      #expect(model.entries.count > 4500)
      #expect(model.rgi.count == model.entries.filter { $0.status.isRGI }.count)
    }
  }
}
