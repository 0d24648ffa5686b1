import Foundation

/// Finds the package's executables (`textgauge`, `tablegen`) as `swift build`
/// left them, so that tests can run them end to end.
///
/// ```swift
/// @Suite(.enabled(if: BuiltExecutable.url(named: "textgauge") != nil))
/// ```
public enum BuiltExecutable {
  /// The executable `name`, or nil when it has not been built.
  ///
  /// `swift build` puts every product in the same folder as the test bundle:
  /// look beside the running test binary and in its parent (where a bundle
  /// keeps its binary one level down), then in `<package root>/.build/debug`.
  ///
  /// ```swift
  /// let tablegen = try #require(BuiltExecutable.url(named: "tablegen"))
  /// ```
  public static func url(named name: String) -> URL? {
    var folders: [URL] = []
    for runner in [Bundle.main.executableURL, URL(fileURLWithPath: CommandLine.arguments[0])] {
      guard let directory = runner?.deletingLastPathComponent() else { continue }
      folders += [directory, directory.deletingLastPathComponent()]
    }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    for folder in folders {
      let url = folder.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: url.path) { return url }
    }
    return nil
  }
}
