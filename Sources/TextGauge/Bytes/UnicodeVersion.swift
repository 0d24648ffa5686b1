/// A version of the Unicode Standard or of its emoji data, compared as a
/// version: `15.1` < `16.0`, and `"15"`, `"15.0"` and `"15.0.0"` are the
/// same version.
///
/// Emoji data carries its own versions (UTS #51, Versioning and the Emoji
/// Versions table; the `E<version>` of each emoji-test.txt line). From 11.0
/// on they follow the Standard's numbers: emoji 16.0 is the emoji data of
/// Unicode 16.0, and an emoji-only release takes the next minor number
/// (emoji 13.1). E0.6 to E5.0 are numbers of the emoji data alone, with no
/// Unicode release of that number. A version of the Standard may have an
/// update number (Unicode 4.0.1); an emoji version never has one.
///
/// Readers on older systems see an emoji newer than their fonts as an empty
/// box; compare a match's version with the oldest version your readers have:
///
/// ```swift
/// let oldest: UnicodeVersion = "15.0"
/// "🫨".emojiMatches().first?.version               // 15.0
/// "🫩 🐦‍🔥 🫨".emojiMatches(newerThan: oldest).map(\.string)  // ["🫩", "🐦‍🔥"]
/// let setting = "16.0"                            // a run-time string
/// UnicodeVersion(setting) ?? oldest                // 16.0
/// UnicodeVersion.tables                            // the shipped tables' version, e.g. 18.0
/// ```
public struct UnicodeVersion: Comparable, Hashable, Sendable, CustomStringConvertible, LosslessStringConvertible,
  ExpressibleByStringLiteral
{
  public var major: Int
  public var minor: Int
  /// The update number of a version of the Standard (the `1` of 4.0.1);
  /// 0 for most releases and for every emoji version.
  public var update: Int

  /// The version `major.minor.update`.
  ///
  /// ```swift
  /// UnicodeVersion(major: 4, minor: 0, update: 1)   // 4.0.1
  /// UnicodeVersion(major: 15, minor: 1)             // 15.1
  /// ```
  public init(major: Int, minor: Int, update: Int = 0) {
    self.major = major
    self.minor = minor
    self.update = update
  }

  /// Parses one to three dot-separated decimal numbers of at most four
  /// digits: `"15"`, `"15.0"`, `"15.0.0"` (the UCD's three-part spelling)
  /// or `"4.0.1"`. Nil for anything else. (With a literal argument,
  /// `UnicodeVersion("15.1")` is the string literal, which must be
  /// well-formed.)
  ///
  /// ```swift
  /// let setting = "15.0.0"
  /// UnicodeVersion(setting)         // 15.0
  /// UnicodeVersion("4.0" + ".1")    // 4.0.1
  /// UnicodeVersion(setting + ".1")  // nil
  /// ```
  public init?(_ text: some StringProtocol) {
    // One to three numbers of one to four ASCII digits between dots, read
    // byte by byte: any other byte (a Character of several scalars among
    // them) makes the text no version.
    var numbers: [Int] = []
    var value = 0
    var digits = 0
    for byte in text.utf8 {
      if byte == UInt8(ascii: ".") {
        guard digits > 0, numbers.count < 2 else { return nil }
        numbers.append(value)
        value = 0
        digits = 0
      } else {
        guard byte &- 0x30 < 10, digits < 4 else { return nil }
        value = value &* 10 &+ Int(byte &- 0x30)
        digits += 1
      }
    }
    guard digits > 0 else { return nil }
    numbers.append(value)
    self.init(
      major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, update: numbers.count > 2 ? numbers[2] : 0)
  }

  public init?(_ description: String) {
    guard let version = UnicodeVersion(description[...]) else { return nil }
    self = version
  }

  /// A literal version; a malformed literal is a programming error.
  ///
  /// ```swift
  /// let oldest: UnicodeVersion = "15.0"
  /// ```
  public init(stringLiteral value: String) {
    guard let version = UnicodeVersion(value[...]) else { preconditionFailure("not a Unicode version: \(value)") }
    self = version
  }

  public static func < (a: UnicodeVersion, b: UnicodeVersion) -> Bool {
    (a.major, a.minor, a.update) < (b.major, b.minor, b.update)
  }

  /// `"15.0"`, `"0.6"` (how emoji-test.txt writes it, after the `E`), or
  /// `"4.0.1"` when the update number is not 0.
  ///
  /// ```swift
  /// let update: UnicodeVersion = "4.0.1"
  /// update.description                               // "4.0.1"
  /// UnicodeVersion(major: 15, minor: 0).description  // "15.0"
  /// ```
  public var description: String { update == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(update)" }

  /// The version of the tables TextGauge was built with: one Unicode
  /// release, whose UCD and emoji data the generator reads together (it
  /// refuses folders of two versions).
  ///
  /// ```swift
  /// UnicodeVersion.tables >= "15.0"   // true
  /// ```
  public static var tables: UnicodeVersion { tablesVersion }
}
