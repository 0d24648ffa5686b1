#if canImport(Glibc)
  import Foundation
  import Glibc
  import TableGenKit
  import Testing
  import TestSupport

  import TextGauge

  /// glibc's `wcwidth` in a UTF-8 locale, looked up at run time (Glibc's
  /// module map hides it behind _XOPEN_SOURCE); nil without C.UTF-8.
  let glibcWcwidth: (@convention(c) (Int32) -> Int32)? = {
    guard setlocale(LC_CTYPE, "C.UTF-8") != nil, let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "wcwidth")
    else { return nil }
    return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
  }()

  /// The width of every code point against glibc's `wcwidth()`. Each
  /// difference must fall in one of the classes below, each a decision of
  /// TextGauge or a difference of data versions; anything else fails.
  @Suite(.enabled(if: glibcWcwidth != nil))
  struct WcwidthCrossCheckTests {
    enum Difference: String, CaseIterable {
      /// C0/C1 controls, U+2028, U+2029: wcwidth says -1 ("not printable"),
      /// TextGauge 0 so that widths add up (see MeasuringDisplayWidth.md).
      case controls
      /// wcwidth says -1: unassigned or noncharacter (Cn) in the newest data,
      /// or assigned after glibc's Unicode version.
      case notInGlibcsUnicode
      /// U+00AD (Cf): glibc shows it (1 column), TextGauge counts it as an
      /// invisible format character (0). The Prepended_Concatenation_Mark
      /// characters, Cf too, are 1 column in both.
      case visibleFormatCharacters
      /// U+3164, U+FFA0: Default_Ignorable_Code_Point letters; glibc takes
      /// their East_Asian_Width, TextGauge 0 (Unicode §5.21: render
      /// default-ignorable code points invisibly). U+115F, the choseong
      /// filler, is 2 in both: it stands for a syllable block's consonant.
      case hangulFillers
      /// Hangul_Syllable_Type V and T alone: glibc 0, TextGauge 1 (a vowel or
      /// final jamo with no syllable block to join is drawn on a filler of
      /// its own; after its leading consonant it takes 0, as in glibc).
      case standaloneJamo
      /// East_Asian_Width changed to W since glibc's data (Unicode 16.0:
      /// U+2630..2637, U+268A..268F, U+4DC0..4DFF, U+1D300..1D376); the oldest
      /// Data/ucd folder still says otherwise.
      case newlyWide
      /// General_Category changed from Mn to Mc since glibc's data (U+1171E).
      case nowSpacingMark
      /// East_Asian_Width A characters glibc counts 2 (U+3248..324F): equal
      /// with `ambiguous: .wide`.
      case ambiguousWideInGlibc
    }

    @Test(.needsUnicodeFiles) func everyCodePointAgreesOrDiffersForAReason() throws {
      let wcwidth = try #require(glibcWcwidth)
      let ucd = try TestData.tablesUCDFolder()
      let model = try DisplayWidthModel(ucd: ucd) { _ in 0 }
      let ages = try AgeModel(parsing: ucd.read("DerivedAge.txt"))
      let concatenationMarks = Set(
        try BinaryProperties(parsing: ucd.read("PropList.txt")).property("Prepended_Concatenation_Mark").joined())
      let oldest = try oldestUCDFolder()

      // glibc's Unicode version: the newest age among the code points it prints.
      var glibcVersion = ReleaseVersion(major: 1, minor: 1)
      for codePoint in UInt32(0)...0x10FFFF where wcwidth(Int32(codePoint)) >= 0 {
        if let age = ages.age(of: codePoint), age > glibcVersion { glibcVersion = age }
      }

      var counts: [Difference: Int] = [:]
      var unexplained: [String] = []
      for codePoint in UInt32(0)...0x10FFFF {
        guard let scalar = Unicode.Scalar(codePoint) else { continue }
        let ours = scalar.displayWidth()
        let theirs = Int(wcwidth(Int32(codePoint)))
        guard ours != theirs else { continue }
        let index = Int(codePoint)
        let category = model.generalCategory[index]
        let difference: Difference?
        if ["Cc", "Zl", "Zp"].contains(category), ours == 0, theirs == -1 {
          difference = .controls
        } else if theirs == -1, category == "Cn" || ages.age(of: codePoint).map({ $0 > glibcVersion }) ?? true {
          difference = .notInGlibcsUnicode
        } else if category == "Cf", ours == 0, theirs == 1, codePoint == 0xAD {
          difference = .visibleFormatCharacters
        } else if [0x3164, 0xFFA0].contains(codePoint), ours == 0, model.reasons[index] == .ignorable {
          difference = .hangulFillers
        } else if ours == 1, theirs == 0, model.reasons[index] == .hangulJamo {
          difference = .standaloneJamo
        } else if ours == 2, theirs == 1, model.eastAsianWidth[index] == "W",
          oldest.map({ !["W", "F"].contains($0.eastAsianWidth[index]) }) ?? true
        {
          difference = .newlyWide
        } else if ours == 1, theirs == 0, category == "Mc", oldest.map({ $0.generalCategory[index] == "Mn" }) ?? true {
          difference = .nowSpacingMark
        } else if model.eastAsianWidth[index] == "A", scalar.displayWidth(ambiguous: .wide) == theirs {
          difference = .ambiguousWideInGlibc
        } else {
          difference = nil
        }
        if let difference {
          counts[difference, default: 0] += 1
        } else {
          unexplained.append("U+\(hex(codePoint)) \(category) EAW \(model.eastAsianWidth[index]): ours \(ours), glibc \(theirs)")
        }
      }
      let summary = Difference.allCases.map { "\($0.rawValue) \(counts[$0] ?? 0)" }.joined(separator: ", ")
      print("wcwidth (glibc, Unicode \(glibcVersion)): \(summary); unexplained \(unexplained.count)")
      #expect(unexplained.isEmpty, "\(unexplained.prefix(20))")
      // TextGauge's own decisions differ from glibc whatever its version.
      #expect(counts[.controls] == 64 + 2)  // C0 without NUL, DEL, C1; U+2028, U+2029
      #expect(counts[.visibleFormatCharacters, default: 0] >= 1)  // U+00AD at least
      #expect(counts[.hangulFillers, default: 0] >= 2)
      #expect(counts[.standaloneJamo, default: 0] >= 1)
      // The concatenation marks glibc knows take a column in both.
      for codePoint in concatenationMarks where wcwidth(Int32(codePoint)) >= 0 {
        #expect(Unicode.Scalar(codePoint)!.displayWidth() == Int(wcwidth(Int32(codePoint))), "U+\(hex(codePoint))")
      }
    }

    /// The model of the oldest Data/ucd folder, when there are two or more.
    func oldestUCDFolder() throws -> DisplayWidthModel? {
      let layout = TestData.layout
      let folders = try layout.versionFolders(in: layout.ucdDataRoot)
      guard folders.count > 1, let oldest = folders.first else { return nil }
      return try DisplayWidthModel(ucd: layout.readUCDFolder(oldest.url)) { _ in 0 }
    }
  }
#endif
