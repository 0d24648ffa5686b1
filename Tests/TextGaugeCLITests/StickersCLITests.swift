import Foundation
import Testing
import TestSupport

/// `textgauge stickers` (and `shortcodes`), run as the built executable.
enum StickersCLI {
  /// The `textgauge` that `swift build` made.
  static let executable = BuiltExecutable.url(named: "textgauge")
}

@Suite("CLI stickers", .enabled(if: StickersCLI.executable != nil))
struct StickersCLITests {

  static func run(_ arguments: [String], stdin: String = "") throws -> CommandResult {
    try TestSupport.run(#require(StickersCLI.executable), arguments, stdin: Array(stdin.utf8))
  }

  static func temporaryFile(_ contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("textgauge-stickers-\(getpid())-\(UUID().uuidString).tsv")
    try Data(contents.utf8).write(to: url)
    return url
  }

  @Test func toDisplayAndBack() throws {
    let catalog = try Self.temporaryFile("# stickers\n[笑哭]\txiaoku\n[doge]\tdoge\n")
    defer { try? FileManager.default.removeItem(at: catalog) }
    let shown = try Self.run(["stickers", "--catalog", catalog.path, "笑死了[笑哭][未知]👨‍👩‍👧[doge]"])
    #expect(shown.status == 0, "\(shown.error)")
    #expect(shown.output == "笑死了⟦xiaoku⟧[未知]👨‍👩‍👧⟦doge⟧\n")
    let stored = try Self.run(["stickers", "--catalog", catalog.path, "--to-storage", "笑死了⟦xiaoku⟧⟦x⟧"])
    #expect(stored.output == "笑死了[笑哭]⟦x⟧\n")
    let lines = try Self.run(["stickers", "--catalog", catalog.path, "--lines"], stdin: "[doge]\n好[笑哭]\n")
    #expect(lines.output == "⟦doge⟧\n好⟦xiaoku⟧\n")
    let whole = try Self.run(["stickers", "--catalog", catalog.path], stdin: "[doge]\n")
    #expect(whole.output == "⟦doge⟧\n")
  }

  @Test func customDelimiters() throws {
    let catalog = try Self.temporaryFile(":party:\tparty\n")
    defer { try? FileManager.default.removeItem(at: catalog) }
    let shown = try Self.run(["stickers", "--catalog", catalog.path, "--open", ":", "--close", ":", "10:30:party:"])
    #expect(shown.output == "10:30⟦party⟧\n")
  }

  @Test func catalogErrorsAreStatus2WithFileAndLine() throws {
    let catalog = try Self.temporaryFile("[a]\tb\n\n[a]\tc\n")
    defer { try? FileManager.default.removeItem(at: catalog) }
    let result = try Self.run(["stickers", "--catalog", catalog.path, "x"])
    #expect(result.status == 2)
    #expect(result.output == "")
    #expect(result.error == "textgauge: \(catalog.path):3: duplicate token \"[a]\" (first on line 1)\n")
    #expect(try Self.run(["stickers", "--catalog", "/nonexistent/s.tsv", "x"]).status == 2)
    #expect(try Self.run(["stickers", "--catalog", catalog.path, "--open", "", "x"]).status == 2)
    #expect(try Self.run(["stickers", "x"]).status == 64)  // --catalog is required
    #expect(try Self.run(["stickers", "--catalog", catalog.path, "--to-display", "--to-storage", "x"]).status == 64)
  }
}

@Suite("CLI shortcodes", .enabled(if: StickersCLI.executable != nil))
struct ShortcodesCLITests {
  @Test func encodeAndDecode() throws {
    let encoded = try StickersCLITests.run(["shortcodes", "好的👍🇯🇵1️⃣"])
    #expect(encoded.status == 0, "\(encoded.error)")
    #expect(encoded.output == "好的:thumbs_up::flag_japan::keycap_1:\n")
    #expect(try StickersCLITests.run(["shortcodes", "--encode"], stdin: "👨‍👩‍👧\n").output == ":family_man_woman_girl:\n")
    let decoded = try StickersCLITests.run(["shortcodes", "--decode", "好的:thumbs_up::flag_japan: :nope:"])
    #expect(decoded.output == "好的👍🇯🇵 :nope:\n")
    #expect(try StickersCLITests.run(["shortcodes", "--decode", "--lines"], stdin: ":pinata:\n:flag_aland_islands:\n").output
      == "🪅\n🇦🇽\n")
    #expect(try StickersCLITests.run(["shortcodes", "--encode", "--decode", "x"]).status == 64)
    #expect(try StickersCLITests.run(["shortcodes"], stdin: "a\u{FFFF}").status == 0)
  }
}
