import Foundation

/// `Data/shortcodes/emoji-<version>`: the GitHub/Slack-style aliases
/// (`thumbsup`, `+1`) of the PyPI package `emoji`, extracted by
/// `Scripts/extract-emoji-aliases.py` into `aliases.txt` (`alias ; code
/// points ; preferred|alternate`), checked against the folder's `SHA256SUMS`.
public struct EmojiAliasFolder: Sendable {
  public static let fileName = "aliases.txt"
  /// `emoji 2.16.0`: the package and version, from the folder's name.
  public var source: String
  public var aliases: UCDFile

  public init(url: URL, path: String) throws {
    let name = url.lastPathComponent
    guard let dash = name.firstIndex(of: "-") else {
      throw TableGenError(path: path, "expected a folder named <package>-<version>")
    }
    source = String(name[..<dash]) + " " + String(name[name.index(after: dash)...])
    aliases = try Checksums(folder: url, path: path).read(Self.fileName, in: url, folderPath: path, versioned: false)
  }

  /// The newest `emoji-<version>` folder of `Data/shortcodes`, nil when none.
  public static func locate(layout: PackageLayout) throws -> EmojiAliasFolder? {
    let root = layout.root.appendingPathComponent("Data/shortcodes")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    let versions = names.filter { $0.hasPrefix("emoji-") }.compactMap { name in
      ReleaseVersion(String(name.dropFirst("emoji-".count))).map { (name, $0) }
    }
    guard let newest = versions.max(by: { $0.1 < $1.1 }) else { return nil }
    let url = root.appendingPathComponent(newest.0)
    return try EmojiAliasFolder(url: url, path: layout.displayPath(url))
  }
}

/// The aliases, each with the emoji-test.txt line of its emoji: a
/// fully-qualified or component line (RGI), the emoji as emoji-test.txt
/// writes it. Fails, naming the line, on an alias listed twice, an emoji
/// that is not RGI, and an emoji with no preferred alias or two.
public struct EmojiAliasModel: Sendable {
  public var source: String
  /// Sorted by the alias's UTF-8 bytes.
  public var aliases: [(alias: String, entry: Int, isPreferred: Bool)]
  /// The aliases left out because emoji-test.txt does not list their emoji:
  /// 0 for the version the list was made from and later ones.
  public var aliasesOfNewerEmoji: Int

  public init(folder: EmojiAliasFolder, sequences: EmojiSequenceModel) throws {
    source = folder.source
    var entryByScalars: [[UInt32]: Int] = [:]
    var listed = Set<[UInt32]>()
    for (index, entry) in sequences.entries.enumerated() {
      listed.insert(entry.scalars)
      if entry.status.isRGI { entryByScalars[entry.scalars] = index }
    }
    var newer = 0
    let file = folder.aliases
    var aliases: [(alias: String, entry: Int, isPreferred: Bool)] = []
    var seen = Set<String>()
    var preferred: [Int: Int] = [:]
    for record in file.records {
      try file.expectFields(record, count: 3)
      let alias = record.fields[0]
      guard !alias.isEmpty, !alias.contains(":"), !alias.unicodeScalars.contains(where: \.properties.isWhitespace) else {
        throw file.error(record, "'\(alias)' is not an alias")
      }
      guard seen.insert(alias).inserted else { throw file.error(record, "'\(alias)' is listed twice") }
      let scalars = try file.codePointSequence(record.fields[1], in: record)
      guard let entry = entryByScalars[scalars] else {
        // An emoji this emoji-test.txt does not list at all is newer than
        // its version (the tables of an older version, for an oracle, are
        // generated from the same list): left out, and counted. One it lists
        // in another qualification is an error in the list.
        guard listed.contains(scalars) else {
          newer += 1
          continue
        }
        throw file.error(record, "\(record.fields[1]) is not a fully-qualified or component line of emoji-test.txt")
      }
      guard ["preferred", "alternate"].contains(record.fields[2]) else {
        throw file.error(record, "expected preferred or alternate, not '\(record.fields[2])'")
      }
      let isPreferred = record.fields[2] == "preferred"
      if isPreferred {
        if preferred[entry] != nil { throw file.error(record, "a second preferred alias of \(record.fields[1])") }
        preferred[entry] = aliases.count
      }
      aliases.append((alias, entry, isPreferred))
    }
    for item in aliases where preferred[item.entry] == nil {
      throw TableGenError(path: file.path, "no preferred alias of '\(item.alias)''s emoji")
    }
    guard aliases.map({ Array($0.alias.utf8) }) == aliases.map({ Array($0.alias.utf8) }).sorted(by: { $0.lexicographicallyPrecedes($1) })
    else { throw TableGenError(path: file.path, "aliases not sorted by their UTF-8 bytes") }
    self.aliases = aliases
    self.aliasesOfNewerEmoji = newer
  }
}

/// Emits `TextGaugeStickers/Generated/EmojiAliasTables.swift`: the aliases one a line, and per
/// alias its emoji's emoji-test.txt line with the preferred mark, for
/// `EmojiShortcodes` (TextGaugeStickers) to build its alias set from.
public enum EmojiAliasTables {
  public static let fileName = "EmojiAliasTables.swift"
  /// Only `EmojiShortcodes` reads them.
  public static let target = "TextGaugeStickers"

  public static func emit(_ model: EmojiAliasModel, from folder: EmojiAliasFolder) -> GeneratedFile {
    var text = SwiftSource.header(
      title: "Emoji aliases: the GitHub/Slack-style shortcodes of the PyPI package \(model.source).",
      inputs: [folder.aliases],
      notes: [
        "\(model.aliases.count) aliases, sorted by their UTF-8 bytes"
          + (model.aliasesOfNewerEmoji == 0 ? "." : "; \(model.aliasesOfNewerEmoji) of emoji newer than this data left out.")
      ])
    text += "\n/// The package and version the aliases come from.\n"
    text += "let emojiAliasSource: String = \"\(model.source)\"\n"
    text += "\n/// The aliases without colons, sorted by their UTF-8 bytes, one a line.\n"
    text += "let emojiAliasText: StaticString = "
      + EmojiAnnotationTables.literal(model.aliases.map(\.alias).joined(separator: "\n")) + "\n"
    precondition(model.aliases.allSatisfy { $0.entry < 0x8000 })
    let entries = model.aliases.map { UInt16($0.entry) | ($0.isPreferred ? 0x8000 : 0) }
    text += "\n" + SwiftSource.array(
      "emojiAliasEntries", of: UInt16.self, entries, perLine: 12,
      doc: [
        "Per alias, its emoji's line among `emojiEntries` (emoji-test.txt's, fully-qualified or",
        "component), + 0x8000 where it is the emoji's preferred alias (the package's first).",
      ])
    let textBytes = model.aliases.reduce(0) { $0 + $1.alias.utf8.count + 1 }
    return GeneratedFile(
      name: fileName, target: target, contents: text,
      tables: [
        TableSize(name: "emojiAliasText", entries: model.aliases.count, bytes: textBytes),
        TableSize(name: "emojiAliasEntries", entries: entries.count, bytes: entries.count * 2),
      ])
  }
}
