import Foundation
import TestSupport
import Testing
import TextGauge
import TextGaugeNames

/// The CLDR and Unihan files under the data root (`testLayout`), where
/// tablegen reads them; the tests that read them are skipped without them
/// (`TestInputs.cldrAndUnihan`).
enum AnnotationSources {
  static let cldr: URL? = files("Data/cldr")
  static let unihan: URL? = files("Data/unihan")

  static func files(_ pinned: String) -> URL? {
    let root = packageRoot.appendingPathComponent(pinned)
    guard let newest = (try? testLayout.versionFolders(in: root))?.last else { return nil }
    return testLayout.filesFolder(of: newest.url)
  }

  /// A locale's names and keywords, keyed without U+FE0F, from both files.
  static func cldrLocale(_ identifier: String) throws -> (names: [String: String], keywords: [String: [String]]) {
    var names: [String: String] = [:], keywords: [String: [String]] = [:]
    for (folder, outer) in [("annotations", "annotations"), ("annotationsDerived", "annotationsDerived")] {
      let data = try Data(contentsOf: cldr!.appendingPathComponent("\(folder)/\(identifier).json"))
      let root = try JSONSerialization.jsonObject(with: data) as! [String: Any]
      let entries = (root[outer] as! [String: Any])["annotations"] as! [String: [String: [String]]]
      for (key, value) in entries {
        if let tts = value["tts"] { names[key] = tts[0] }
        if let words = value["default"] { keywords[key] = words }
      }
    }
    return (names, keywords)
  }
}

/// The RGI lines of the newest emoji-test.txt: scalars, name, group, subgroup.
struct RGILine {
  var string: String
  var name: String
  var group: String
  var subgroup: String

  static let all: [RGILine] = EmojiTestFile.newest.rgi.map {
    RGILine(string: $0.text, name: $0.name, group: $0.group, subgroup: $0.subgroup)
  }

  var cldrKey: String { String(String.UnicodeScalarView(string.unicodeScalars.filter { $0.value != 0xFE0F })) }
}

@Suite struct EmojiAnnotationTests {
  @Test(.needsUnicodeFiles) func everyRGIEmojiHasANameInEveryLocaleAndGroupsAreEmojiTests() throws {
    #expect(AnnotatedEmoji.all.count == RGILine.all.count)
    for (emoji, line) in zip(AnnotatedEmoji.all, RGILine.all) {
      #expect(emoji.string == line.string)
      #expect(AnnotatedEmoji(line.string) == emoji)
      #expect(AnnotatedEmoji(line.cldrKey) == emoji, "CLDR's key of \(line.name)")
      #expect(emoji.group == line.group && emoji.subgroup == line.subgroup)
      for locale in EmojiLocale.supported { #expect(!emoji.name(in: locale).isEmpty) }
    }
    // Each group's emoji in emoji-test.txt order.
    for group in AnnotatedEmoji.groups {
      #expect(AnnotatedEmoji.emoji(inGroup: group).map(\.string) == RGILine.all.filter { $0.group == group }.map(\.string))
    }
  }

  /// Every name and keyword against the CLDR files; the fallbacks are the
  /// emoji CLDR does not key, with emoji-test.txt's English name.
  // Reads the CLDR files: skipped without them.
  @Test(.needsCLDRAndUnihan)
  func namesAndKeywordsAreCLDRs() throws {
    var fallbacks: Set<String> = []
    for locale in EmojiLocale.supported {
      let cldr = try AnnotationSources.cldrLocale(locale.identifier)
      for (emoji, line) in zip(AnnotatedEmoji.all, RGILine.all) {
        if let name = cldr.names[line.cldrKey] {
          #expect(emoji.name(in: locale) == name)
          #expect(emoji.hasCLDRName(in: locale))
        } else {
          #expect(emoji.name(in: locale) == line.name)
          #expect(!emoji.hasCLDRName(in: locale))
          fallbacks.insert(line.string)
        }
        #expect(emoji.keywords(in: locale).sorted() == (cldr.keywords[line.cldrKey] ?? []).sorted(), "\(line.name)")
      }
    }
    let list = AnnotatedEmoji.all.filter { !$0.hasCLDRName(in: .english) }
    print("Emoji without a CLDR \(AnnotatedEmoji.cldrVersion) name (English fallback): \(list.map { "\($0) \($0.name())" }.joined(separator: ", "))")
    #expect(Set(list.map(\.string)) == fallbacks)
  }

  /// Every Han character of the zh names reads as Unihan's kMandarin says:
  /// each emoji's zh name spelled in its first readings finds it.
  // Reads kMandarin.txt: skipped without it.
  @Test(.needsCLDRAndUnihan)
  func pinyinReadingsAreKMandarins() throws {
    let unihan = try #require(AnnotationSources.unihan)
    let text = try String(contentsOf: unihan.appendingPathComponent("kMandarin.txt"), encoding: .utf8)
    var readings: [UInt32: [String]] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      let bounds = fields[0].split(separator: ".").map { UInt32($0, radix: 16)! }
      for scalar in bounds[0]...bounds.last! { readings[scalar] = fields[1].split(separator: " ").map(String.init) }
    }
    func toneless(_ syllable: String) -> String {
      // ü (with or without a tone mark) is typed v; other tone marks dropped.
      let v = String(String.UnicodeScalarView(syllable.unicodeScalars.map { "ǖǘǚǜü".unicodeScalars.contains($0) ? "v" : $0 }))
      return v.decomposedStringWithCanonicalMapping.unicodeScalars.filter { $0.value < 0x300 || $0.value > 0x36F }
        .map(String.init).joined().lowercased()
    }
    var checked = 0
    for emoji in AnnotatedEmoji.all where emoji.hasCLDRName(in: .chinese) {
      let name = emoji.name(in: .chinese)
      guard name.unicodeScalars.allSatisfy({ readings[$0.value] != nil }), name.unicodeScalars.count <= 6 else { continue }
      for pick in [0, 1] {
        let pinyin = name.unicodeScalars.map { toneless(readings[$0.value]![min(pick, readings[$0.value]!.count - 1)]) }
        #expect(AnnotatedEmoji.search(pinyin.joined(), locale: .chinese).contains(emoji.skinToneBase), "\(name) \(pinyin)")
        #expect(AnnotatedEmoji.search(pinyin.map { String($0.first!) }.joined(), locale: .chinese).contains(emoji.skinToneBase))
      }
      checked += 1
    }
    #expect(checked > 0)
  }

  /// Every Han character of the yue names reads as Unihan's kCantonese
  /// says: each emoji's yue name spelled in Jyutping, with and without tone
  /// numbers, and as initials, finds it in yue.
  // Reads kCantonese.txt: skipped without it.
  @Test(.needsCLDRAndUnihan)
  func jyutpingReadingsAreKCantoneses() throws {
    let unihan = try #require(AnnotationSources.unihan)
    let text = try String(contentsOf: unihan.appendingPathComponent("kCantonese.txt"), encoding: .utf8)
    var readings: [UInt32: String] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      let bounds = fields[0].split(separator: ".").map { UInt32($0, radix: 16)! }
      for scalar in bounds[0]...bounds.last! { readings[scalar] = String(fields[1].split(separator: " ")[0]) }
    }
    let yue = try EmojiLocale("yue")
    var checked = 0
    for emoji in AnnotatedEmoji.all where emoji.hasCLDRName(in: yue) && emoji.skinToneBase == emoji {
      let name = emoji.name(in: yue)
      guard name.unicodeScalars.allSatisfy({ readings[$0.value] != nil }), name.unicodeScalars.count <= 6 else { continue }
      let toned = name.unicodeScalars.map { readings[$0.value]! }
      let toneless = toned.map { String($0.dropLast()) }
      for query in [toned.joined(), toneless.joined(), toneless.map { String($0.first!) }.joined()] {
        #expect(AnnotatedEmoji.search(query, locale: yue).contains(emoji), "\(name) \(query)")
      }
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test func searchRanksAndFolds() throws {
    let joy = AnnotatedEmoji("😂")!
    #expect(AnnotatedEmoji.search("笑", locale: .chinese).contains(joy))
    #expect(AnnotatedEmoji.search("笑哭了", locale: .chinese).first == joy)
    let kaixin = AnnotatedEmoji.search("开心", locale: .chinese)
    #expect(!kaixin.isEmpty)
    #expect(AnnotatedEmoji.search("開心", locale: .chinese) == kaixin)
    for query in ["kaixin", "kāixīn", "kai xin", "kx", "kai心"] {
      #expect(Set(kaixin).isSubset(of: Set(AnnotatedEmoji.search(query, locale: .chinese))), "\(query)")
    }
    #expect(AnnotatedEmoji.search("Thumbs Up").first == AnnotatedEmoji("👍"))
    #expect(AnnotatedEmoji.search("THUMBS") == AnnotatedEmoji.search("thumbs"))
    #expect(AnnotatedEmoji.search("").isEmpty && AnnotatedEmoji.search(" \t\n").isEmpty)
    // Stable: the same order every time, ranks then emoji-test.txt order.
    #expect(AnnotatedEmoji.search("heart") == AnnotatedEmoji.search("heart"))
  }

  @Test func skinTones() throws {
    let thumbs = AnnotatedEmoji("👍")!
    #expect(thumbs.skinToneVariants.map(\.string) == ["👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"])
    #expect(thumbs.takesSkinTones && !AnnotatedEmoji("😀")!.takesSkinTones)
    #expect(AnnotatedEmoji("🫱🏻‍🫲🏼")!.skinToneBase == AnnotatedEmoji("🤝"))
    #expect(AnnotatedEmoji("👩🏻‍🤝‍👩🏼")!.skinToneBase == AnnotatedEmoji("👭"))
    // emoji-test.txt lists a subgroup's two-tone forms after all its
    // one-tone forms: each still belongs to the emoji it is named after.
    #expect(AnnotatedEmoji("👨🏻‍🐰‍👨🏼")!.skinToneBase == AnnotatedEmoji("👯‍♂️"))
    #expect(AnnotatedEmoji("🧑🏻‍🐰‍🧑🏼")!.skinToneBase == AnnotatedEmoji("👯"))
    #expect(AnnotatedEmoji("👩🏻‍🐰‍👩🏼")!.skinToneBase == AnnotatedEmoji("👯‍♀️"))
    #expect(AnnotatedEmoji("👨🏻‍🫯‍👨🏼")?.skinToneBase == AnnotatedEmoji("🤼‍♂️"))
    let modifiers: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
    for emoji in AnnotatedEmoji.all {
      let toned = emoji.string.unicodeScalars.contains { modifiers.contains($0.value) }
      let base = emoji.skinToneBase
      #expect(!base.string.unicodeScalars.contains { modifiers.contains($0.value) } || base == emoji)
      if toned, emoji.subgroup != "skin-tone" {
        #expect(base != emoji && base.skinToneVariants.contains(emoji), "\(emoji)")
        // CLDR names a variant as its base with the tones among the
        // attributes after the colon (`kiss: woman, man, light skin tone`);
        // `person` alone is the base's own, unnamed, attribute
        // (`kiss: person, person, light skin tone, dark skin tone` is 💏's).
        let name = emoji.name()
        let colon = name.range(of: ": ")!
        let attributes = name[colon.upperBound...].split(separator: ",").map { $0.trimmingPrefix(" ") }
        let kept = attributes.filter { !$0.hasSuffix("skin tone") }
        let baseName = kept.allSatisfy { $0 == "person" } ? String(name[..<colon.lowerBound]) : name[..<colon.lowerBound] + ": " + kept.joined(separator: ", ")
        #expect(base.name() == baseName, "\(emoji)")
      }
    }
  }

  @Test func locales() throws {
    #expect(try EmojiLocale("zh-Hant-HK").identifier == "zh-Hant")
    #expect(try EmojiLocale("zh-TW").identifier == "zh-Hant")
    #expect(try EmojiLocale("zh-Hans-CN").identifier == "zh")
    #expect(try EmojiLocale("yue-Hans").identifier == "yue-Hans")
    #expect(try EmojiLocale("en-US").identifier == "en")
    #expect(throws: UnknownEmojiLocale(identifier: "fr")) { try EmojiLocale("fr") }
    #expect(UnknownEmojiLocale(identifier: "fr").description.contains("zh-Hant"))
  }
}
