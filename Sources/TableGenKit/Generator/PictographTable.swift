/// A flat table of one byte per code point of U+1F000…U+1FFFF, emitted
/// beside a runs table: the plane-1 blocks where emoji live (Mahjong and
/// playing cards through Symbols and Pictographs Extended-A and the
/// reserved Extended_Pictographic code points after them). Text with emoji
/// looks up these code points far more than the other supplementary ones;
/// the runtime reads them with one index instead of a binary search of the
/// runs, and searches the runs for the others.
public enum PictographTable {
  /// The first code point of the table.
  public static let first: UInt32 = 0x1F000
  /// The number of code points: U+1F000…U+1FFFF, the code points whose
  /// UTF-8 starts `F0 9F`.
  public static let count = 0x1000

  /// `<prefix>PictographFirst` and `<prefix>Pictographs` as Swift: `values`,
  /// the entry of each code point from ``first`` on (``CodePointTable``
  /// takes them from its model).
  public static func swiftSource(prefix: String, entry: String, values: [UInt8]) -> String {
    precondition(values.count == count)
    var text = SwiftSource.constant(
      "\(prefix)PictographFirst", of: UInt32.self, first,
      doc: ["The first code point of `\(prefix)Pictographs` (U+\(String(first, radix: 16, uppercase: true)))."])
    text += "\n"
    text += SwiftSource.array(
      "\(prefix)Pictographs", of: UInt8.self, values, perLine: 16,
      doc: [
        "U+1F000…U+1FFFF, the blocks of emoji: the \(entry) of code point `c` at",
        "`c - \(prefix)PictographFirst`, equal to the runs' (one read instead of a search).",
      ])
    return text
  }

  /// The table's size for the generator's report.
  public static func size(prefix: String) -> TableSize {
    TableSize(name: "\(prefix)Pictographs", entries: count, bytes: count)
  }
}
