import Testing

extension Trait where Self == ConditionTrait {
  /// Skips a test or suite that reads Unicode's files (the emoji data and
  /// the UCD of the tables' version) when they are not under the data root:
  /// the test framework reports the skip and its reason, and CI runs those
  /// tests again with the data root.
  ///
  /// ```swift
  /// @Test(.needsUnicodeFiles) func everyLineIsInTheCatalog() { … }
  /// ```
  public static var needsUnicodeFiles: Self {
    .enabled(if: TestInputs.unicodeFiles, "needs Unicode's emoji and UCD files under the data root (Data/README.md)")
  }

  /// Likewise for the CLDR annotations and the Unihan files.
  ///
  /// ```swift
  /// @Test(.needsCLDRAndUnihan) func namesAndKeywordsAreCLDRs() { … }
  /// ```
  public static var needsCLDRAndUnihan: Self {
    .enabled(if: TestInputs.cldrAndUnihan, "needs the CLDR and Unihan files under the data root (Data/README.md)")
  }
}
