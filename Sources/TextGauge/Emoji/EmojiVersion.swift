/// An emoji version (UTS #51 §1.4.7: the `E<version>` of each emoji-test.txt
/// line), compared as a version: `15.1` < `16.0`, and `"15"`, `"15.0"` and
/// `"15.0.0"` are the same version.
///
/// Readers on older systems see an emoji newer than their fonts as an empty
/// box; compare a match's version with the oldest version your readers have:
///
/// ```swift
/// let oldest: EmojiVersion = "15.0"
/// "🫨".emojiMatches().first?.version               // 15.0
/// "🫩 🐦‍🔥 🫨".emojiMatches(newerThan: oldest).map(\.string)  // ["🫩", "🐦‍🔥"]
/// EmojiVersion("16.0") ?? oldest               // from a run-time string
/// EmojiVersion.tables                             // the shipped tables' version, e.g. 17.0
/// ```
public struct EmojiVersion: Comparable, Hashable, Sendable, CustomStringConvertible, LosslessStringConvertible,
  ExpressibleByStringLiteral
{
  public var major: Int
  public var minor: Int

  public init(major: Int, minor: Int) {
    self.major = major
    self.minor = minor
  }

  /// Parses `"15"`, `"15.0"` or `"15.0.0"` (the UCD's three-part spelling;
  /// emoji versions have no update number, so the third part must be 0).
  /// Nil for anything else. (With a literal argument, `EmojiVersion("15.1")`
  /// is the string literal, which must be well-formed.)
  ///
  /// ```swift
  /// let setting = "15.0.0"
  /// EmojiVersion(setting)       // 15.0
  /// EmojiVersion(setting + "1") // nil
  /// ```
  public init?(_ text: some StringProtocol) {
    var numbers: [Int] = []
    for part in text.split(separator: ".", omittingEmptySubsequences: false) {
      guard (1...4).contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(part)
      else { return nil }
      numbers.append(value)
    }
    guard (1...3).contains(numbers.count), numbers.count < 3 || numbers[2] == 0 else { return nil }
    self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0)
  }

  public init?(_ description: String) {
    guard let version = EmojiVersion(description[...]) else { return nil }
    self = version
  }

  /// A literal version; a malformed literal is a programming error.
  ///
  /// ```swift
  /// let oldest: EmojiVersion = "15.0"
  /// ```
  public init(stringLiteral value: String) {
    guard let version = EmojiVersion(value[...]) else { preconditionFailure("not an emoji version: \(value)") }
    self = version
  }

  public static func < (a: EmojiVersion, b: EmojiVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

  /// `"15.0"`, `"0.6"`: how emoji-test.txt writes it (after the `E`).
  public var description: String { "\(major).\(minor)" }

  /// The emoji version of the tables TextGauge was built with.
  ///
  /// ```swift
  /// EmojiVersion.tables >= "15.0"   // true
  /// ```
  public static var tables: EmojiVersion {
    EmojiVersion(major: emojiTablesVersion.major, minor: emojiTablesVersion.minor)
  }
}
