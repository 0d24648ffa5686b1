import Foundation

/// Where the documentation is, and reading it: shared by the currency test
/// and Scripts/update-doc-examples.sh.
public enum DocExampleSources {
  /// The generated file, relative to the package root.
  public static let generatedPath = "Tests/DocExampleTests/GeneratedDocExamples.swift"

  /// The one command that regenerates it.
  public static let command = "Scripts/update-doc-examples.sh"

  /// Articles whose examples are not compiled yet, with the reason. Keep
  /// this empty: an entry is a promise to remove it.
  public static let excluded: [String: String] = [
    "Sources/TextGauge/Bytes/UTF8Bytes.swift":
      "the package-internal byte core: its examples show calls on a pointer (`base`) they do not declare",
    "Sources/TextGaugeInput/Editing/EditWork.swift": "package-internal; its example uses a `field` it does not declare",
    "Sources/TextGaugeInput/Editing/InputDecision.swift":
      "its example is the body of a UITextFieldDelegate method (`pasted`, `field`, `return true`)",
  ]

  /// Every Swift block of README.md, of the DocC articles and of the doc
  /// comments under Sources/, in a fixed order.
  public static func blocks(root: URL) throws -> [DocExampleExtractor.Block] {
    let manager = FileManager.default
    var blocks = try DocExampleExtractor.markdownBlocks(
      file: "README.md", text: String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))
    let sources = root.appendingPathComponent("Sources")
    var markdown: [String] = []
    var swift: [String] = []
    for case let url as URL in manager.enumerator(at: sources, includingPropertiesForKeys: nil)! {
      let relative = "Sources/" + url.path.dropFirst(sources.path.count + 1)
      if relative.contains(".docc/"), url.pathExtension == "md" { markdown.append(relative) }
      if url.pathExtension == "swift", !relative.contains("/Generated/") { swift.append(relative) }
    }
    for file in markdown.sorted() where excluded[file] == nil {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      blocks += DocExampleExtractor.markdownBlocks(file: file, text: text)
    }
    for file in swift.sorted() where includesDocComments(file) && excluded[file] == nil {
      let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      blocks += DocExampleExtractor.docCommentBlocks(file: file, text: text)
    }
    return blocks
  }

  /// The folders whose doc comments are compiled: TextGauge's,
  /// TextGaugeInput's, TextGaugeNames', TextGaugeStickers', TextGaugePolicy's
  /// and TextGaugeJSON's (the policy's JSON, in no product). Each of their blocks declares
  /// what it uses (a `catalog`, a `message`), so it compiles on its own
  /// (read by ``DocExampleExtractor/docCommentBlocks(file:text:)``).
  public static let docCommentFolders: [String] = [
    "Sources/TextGauge/", "Sources/TextGaugeInput/", "Sources/TextGaugeNames/", "Sources/TextGaugeStickers/",
    "Sources/TextGaugePolicy/", "Sources/TextGaugeJSON/",
  ]

  static func includesDocComments(_ file: String) -> Bool {
    docCommentFolders.contains { file.hasPrefix($0) }
  }

  /// The generated source for the documentation under `root`.
  public static func generated(root: URL) throws -> String {
    DocExampleExtractor.generate(try blocks(root: root))
  }
}
