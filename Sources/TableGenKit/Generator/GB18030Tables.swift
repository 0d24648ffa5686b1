/// Emits `Generated/GB18030Tables.swift`: the two-byte set of each GB 18030
/// edition as a two-level bitmap over the BMP (every two-byte code point is
/// in the BMP). Per edition a 1,024-byte index; one shared pool of 64-bit
/// words, one bit per code point. A lookup is two array reads, which keeps
/// `GB18030.byteCount` near the speed of a plain loop over the bytes.
public enum GB18030Tables {
  public static let fileName = "GB18030Tables.swift"

  /// The Swift name of `edition`'s index.
  public static func indexName(_ edition: GB18030EditionColumn) -> String {
    "gb18030TwoByteIndex\(edition.rawValue)"
  }

  public static let wordsName = "gb18030TwoByteWords"

  public static let dataSourceName = "gb18030DataSource"

  /// What the tables were generated from, for `textgauge --version`: the
  /// charmap's provenance as editions.txt records it, and the first 8 hex
  /// digits of each input's SHA-256 (the full sums are in SHA256SUMS and in
  /// the generated header).
  ///
  ///     GB18030.charmap from glibc 2.36 (sha256 063bdf24), editions.txt (sha256 77a7c08d)
  public static func dataSource(_ data: GB18030DataFolder) -> String {
    let charmapName = data.charmap.path.split(separator: "/").last.map(String.init) ?? data.charmap.path
    let editionsName = data.editions.file.path.split(separator: "/").last.map(String.init) ?? data.editions.file.path
    return "\(data.editions.appliesTo ?? charmapName) (sha256 \(data.charmap.sha256.prefix(8))), "
      + "\(editionsName) (sha256 \(data.editions.file.sha256.prefix(8)))"
  }

  typealias Table = TwoLevelTable<UInt64>

  /// The words of one edition: bit `c & mask` of word `c >> shift` is set
  /// when code point `c` takes two bytes (one 64-bit word per block).
  public static func words(_ model: GB18030Model, _ edition: GB18030EditionColumn) -> [UInt64] {
    precondition(Table.blockSize == UInt64.bitWidth, "one word per block")
    var words = [UInt64](repeating: 0, count: Table.blocksPerTable)
    for range in model.twoByteRanges[edition]! {
      for codePoint in range {
        words[Int(codePoint) >> Table.blockShift] |= 1 << UInt64(Int(codePoint) & Table.blockMask)
      }
    }
    return words
  }

  public static func emit(_ model: GB18030Model, from data: GB18030DataFolder) -> GeneratedFile {
    let editions = GB18030EditionColumn.allCases
    let table = Table(blocksOfTheBMP: editions.flatMap { words(model, $0) })
    let perTable = Table.blocksPerTable
    var sizes: [TableSize] = []
    var text = SwiftSource.header(
      title: "GB 18030 byte lengths: the two-byte set of the 2000, 2005 and 2022 editions.",
      inputs: [data.charmap, data.editions.file],
      notes: [
        "Each edition: the charmap's length for every code point, except those",
        "\(SwiftSource.headerPath(data.editions.file.path)) lists with their length per edition.",
      ])
    text += "\n"
    text += SwiftSource.stringConstant(
      dataSourceName, dataSource(data),
      doc: ["The data these tables were generated from: the charmap's provenance (editions.txt's", "`# Applies to:` line) and the inputs' SHA-256 prefixes."])
    text += "\n"
    text += SwiftSource.constant(
      "gb18030TwoByteBlockShift", of: UInt32.self, UInt32(Table.blockShift),
      doc: ["The block of BMP code point `c`: `c >> gb18030TwoByteBlockShift` (one 64-bit word per block)."])
    text += SwiftSource.constant(
      "gb18030TwoByteBlockMask", of: UInt32.self, UInt32(Table.blockMask),
      doc: ["The bit of `c` in its block's word: `c & gb18030TwoByteBlockMask`."])
    for (number, edition) in editions.enumerated() {
      let ranges = model.twoByteRanges[edition]!
      text += "\n"
      text += SwiftSource.array(
        indexName(edition), of: UInt8.self,
        Array(table.indexBytes[number * perTable..<(number + 1) * perTable]), perLine: 16,
        doc: [
          "\(edition.name): the \(ranges.reduce(0) { $0 + $1.count }) code points it encodes in two bytes (\(ranges.count) ranges).",
          "Per block of \(Table.blockSize) code points, its word in `\(wordsName)`.",
          "U+0000...U+007F take one byte, every other code point not listed four.",
        ])
      sizes.append(TableSize(name: indexName(edition), entries: perTable, bytes: perTable))
    }
    text += "\n"
    text += SwiftSource.array(
      wordsName, of: UInt64.self, table.blocks,
      comments: table.blocks.map { word in
        word == 0 ? "none" : word == .max ? "all 64" : "\(word.nonzeroBitCount) of 64"
      },
      doc: [
        "The distinct 64-bit words of the editions' bitmaps: bit `c & gb18030TwoByteBlockMask`",
        "set when code point `c` of the block takes two bytes.",
      ])
    text += SwiftSource.constant(
      "gb18030TwoByteWordCount", of: Int.self, table.blocks.count,
      doc: [
        "How many words `\(wordsName)` holds, as a literal: the count engine's cycles bound their",
        "reads with it without the array's lazy initialization.",
      ])
    sizes.append(TableSize(name: wordsName, entries: table.blocks.count, bytes: table.blocks.count * 8))
    return GeneratedFile(name: fileName, contents: text, tables: sizes)
  }
}
