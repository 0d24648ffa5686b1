/// The version of a Unicode release as a `Data/` folder and its files'
/// headers spell it, compared as a version: `18`, `18.0` and `18.0.0` are
/// equal (UCD files name themselves `PropList-17.0.0.txt`, the emoji files
/// say `# Version: 17.0`, emoji-test.txt writes `E17.0`, DerivedAge.txt
/// `1.1`), and 4.0 < 4.0.1 < 15.1 < 16.0.
///
/// The generator's own type, since it depends on nothing: the runtime's
/// `UnicodeVersion` is its twin, and the generated `tablesVersion` constant
/// carries a `ReleaseVersion`'s numbers across (a test checks that the two
/// name the same release).
public struct ReleaseVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
  public var major: Int
  public var minor: Int
  public var update: Int

  /// Parses one to three dot-separated decimal numbers; nil for anything else.
  public init?(_ text: some StringProtocol) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    let numbers = parts.map { Int($0)! }
    self.init(major: numbers[0], minor: numbers.count > 1 ? numbers[1] : 0, update: numbers.count > 2 ? numbers[2] : 0)
  }

  public init(major: Int, minor: Int, update: Int = 0) {
    self.major = major
    self.minor = minor
    self.update = update
  }

  public static func < (a: ReleaseVersion, b: ReleaseVersion) -> Bool {
    (a.major, a.minor, a.update) < (b.major, b.minor, b.update)
  }

  /// `17.0` (the emoji files' spelling), or `4.0.1` when the update is not 0.
  public var description: String { update == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(update)" }
}
