import Testing
import TestSupport

import TextGauge
@testable import TextGaugeNames

/// The rules of `AnnotatedEmoji.search`: matches respect words and
/// negations, the locale follows the query, skin tones fold into their
/// base, Jyutping reads the yue locales.
@Suite struct EmojiSearchMatchingTests {
  static func strings(_ query: String, _ locale: EmojiLocale? = nil, expanding: Bool = false) -> [String] {
    AnnotatedEmoji.search(query, locale: locale, expandingSkinTones: expanding).map(\.string)
  }

  /// How `query` matches `key` in `system` (0 pinyin, 1 Jyutping), as the
  /// matcher decides for one key.
  static func kind(_ query: String, _ key: String, system: Int = 0) -> EmojiSearchMatchKind? {
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: AnnotatedEmoji.maximumQueryLength) { buffer in
      let count = EmojiSearchMatcher.fold(query: query, into: buffer)
      var matcher = EmojiSearchMatcher(query: UnsafeBufferPointer(rebasing: buffer[..<count]), system: system)
      var key = key
      return key.withUTF8 { matcher.match($0) }
    }
  }

  /// How folded `query` matches `bytes` where every match start is tried
  /// with `consume`, none skipped (`EmojiSearchMatcher.match` skips a Han
  /// character none of whose readings starts with a query's first letter).
  static func kindTryingEveryStart(
    _ query: UnsafeBufferPointer<UInt32>, _ bytes: UnsafeBufferPointer<UInt8>, system: Int
  ) -> EmojiSearchMatchKind? {
    let matcher = EmojiSearchMatcher(query: query, system: system, prefilter: false)
    if EmojiSearchMatcher.isASCII(bytes) { return matcher.matchASCII(bytes) }
    var key = [UInt32](repeating: 0, count: EmojiSearchMatcher.keyCapacity)
    var spans = [UInt64](repeating: 0, count: EmojiSearchMatcher.keyCapacity)
    guard let count = matcher.decode(bytes, into: &key, spans: &spans, readings: matcher.hasLetters) else { return nil }
    return key.withUnsafeBufferPointer { key in
      spans.withUnsafeBufferPointer { spans in
        let keyScalars = UnsafeBufferPointer(rebasing: key[..<count])
        let spans = UnsafeBufferPointer(rebasing: spans[..<count])
        // The first match start the query is consumed from (bit 1, ending
        // at the key's end, only with bit 0).
        let first = (0..<count).lazy.filter { start in EmojiSearchMatcher.isMatchStart(start, { keyScalars[$0] }) }
          .map { start in (start: start, reached: matcher.consume(0, start, keyScalars, spans, matcher.readingText)) }
          .first { $0.reached & 1 != 0 }
        guard let first else { return nil }
        return first.start > 0 ? .inner : first.reached & 2 != 0 ? .whole : .prefix
      }
    }
  }

  /// The matcher tries a match start at a Han character only where one of
  /// its readings starts with the query's first letter: the same answers
  /// as trying every start, for queries spelled from sampled keys (each
  /// character's first reading whole, its initial, a reading's start) and
  /// random letters, in the four Chinese slots' readings.
  @Test func aLetterStartsAMatchOnlyWhereAReadingStartsWithIt() throws {
    var random = SplitMix64(seed: 61)
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    for (identifier, system) in [("zh", 0), ("zh-Hant", 0), ("yue", 1), ("yue-Hans", 1)] {
      let locale = try EmojiLocale(identifier)
      let first = Int(emojiAnnotationLocaleStrings[locale.index])
      let strings = first..<Int(emojiAnnotationLocaleStrings[locale.index + 1])
      for _ in 0..<150 {
        let string = Int.random(in: strings, using: &random)
        let key = emojiAnnotationText.withUTF8Buffer { text in
          let bytes = text[Int(emojiAnnotationStringStarts[string])..<Int(emojiAnnotationStringStarts[string + 1]) - 1]
          return String(decoding: bytes, as: UTF8.self)
        }
        let scalars = Array(key.unicodeScalars)
        guard !scalars.isEmpty else { continue }
        let from = Int.random(in: 0..<scalars.count, using: &random)
        var whole = "", initials = ""
        for scalar in scalars[from...].prefix(3) {
          let reading = EmojiSearchIndexTests.readings(scalar, system: system).first ?? String(scalar)
          whole += reading
          initials += String(reading.prefix(1))
        }
        let length = Int.random(in: 2...5, using: &random)
        let noise = String((0..<length).map { _ in letters.randomElement(using: &random)! })
        for query in [whole, initials, String(whole.prefix(2)), noise] {
          withUnsafeTemporaryAllocation(of: UInt32.self, capacity: AnnotatedEmoji.maximumQueryLength) { buffer in
            let count = EmojiSearchMatcher.fold(query: query, into: buffer)
            guard count > 0 else { return }
            let folded = UnsafeBufferPointer(rebasing: buffer[..<count])
            var matcher = EmojiSearchMatcher(query: folded, system: system)
            var utf8 = key
            utf8.withUTF8 { bytes in
              #expect(
                matcher.match(bytes) == Self.kindTryingEveryStart(folded, bytes, system: system),
                "\(identifier) \(query) \(key)")
            }
          }
        }
      }
    }
  }

  @Test func aQueryMatchesWholeAtTheStartOrAtAWordStart() {
    #expect(Self.kind("heart", "heart") == .whole)
    #expect(Self.kind("hear", "heart") == .prefix)
    #expect(Self.kind("heart", "red heart") == .inner)
    #expect(Self.kind("art", "heart") == nil)
    #expect(Self.kind("smile", "cat with wry smile") == .inner)
    #expect(Self.kind("evil", "see-no-evil monkey") == .inner)
    // Chinese has no spaces: every Han character starts a word.
    #expect(Self.kind("笑", "大笑") == .inner)
    #expect(Self.kind("xiao", "大笑") == .inner)
  }

  @Test func aNegatedKeyIsNotMatched() {
    for key in ["不开心", "不開心", "没开心", "唔開心", "冇开心", "无开心", "未开心"] {
      #expect(Self.kind("开心", key) == nil, "\(key)")
      #expect(Self.kind("kaixin", key) == nil, "\(key)")
      #expect(Self.kind("hoisam", key, system: 1) == nil, "\(key)")
    }
    #expect(Self.kind("不开心", "不开心") == .whole)
    #expect(Self.kind("开心", "不太开心") == .inner)
    #expect(Self.kind("equal", "not equal") == nil)
    #expect(Self.kind("potable", "non-potable water") == nil)
    #expect(Self.kind("smoking", "no smoking") == nil)
    #expect(Self.kind("equal", "knot equal") == .inner)
  }

  /// The issue's negated results are gone.
  @Test func theIssuesNegationsAreGone() throws {
    let kaixin = Self.strings("开心", .chinese)
    for emoji in ["🙁", "🙍", "🙎"] { #expect(!kaixin.contains(emoji), "开心 finds \(emoji)") }
    #expect(!Self.strings("高兴", .chinese).contains("😒"))
    let yue = try EmojiLocale("yue")
    #expect(!Self.strings("開心", yue).contains("😒"))
    #expect(Self.strings("開心", yue).count > 2)
    #expect(Self.strings("唔開心", yue).first == "😒")
  }

  @Test func theQueryPicksTheLocale() {
    #expect(AnnotatedEmoji.searchLocales(for: "笑").map(\.identifier) == ["zh", "zh-Hant", "yue", "yue-Hans"])
    #expect(AnnotatedEmoji.searchLocales(for: "開心").first?.identifier == "zh-Hant")
    #expect(AnnotatedEmoji.searchLocales(for: "唔開心").first?.identifier == "yue")
    #expect(AnnotatedEmoji.searchLocales(for: "kaixin").first?.identifier == "en")
    for query in ["笑", "xiao", "kx", "開心", "kaixin"] { #expect(!Self.strings(query).isEmpty, "\(query)") }
    #expect(Self.strings("笑").prefix(5).contains("😂"))
    #expect(Self.strings("thumbs up").first == "👍")
    #expect(Self.strings("开心") == Self.strings("开心", .chinese))
  }

  @Test func skinTonesFoldIntoTheirBase() {
    let zan = Self.strings("赞", .chinese)
    #expect(Array(zan.prefix(2)) == ["👍", "👏"])
    #expect(!zan.contains("👍🏽"))
    let expanded = Self.strings("赞", .chinese, expanding: true)
    #expect(Array(expanded.prefix(6)) == ["👍", "👍🏻", "👍🏼", "👍🏽", "👍🏾", "👍🏿"])
    #expect(Set(expanded).isSuperset(of: zan))
    // A query only variants match finds their bases.
    #expect(Self.strings("thumbs up: medium skin tone", .english).first == "👍")
    for emoji in Self.strings("hand", .english) { #expect(AnnotatedEmoji(emoji)!.skinToneBase.string == emoji) }
  }

  @Test func jyutpingReadsTheYueLocales() throws {
    let yue = try EmojiLocale("yue")
    let kaixin = Set(Self.strings("開心", yue))
    for query in ["hoisam", "hoi1sam1", "hoi sam", "hoi心", "hs"] {
      #expect(kaixin.isSubset(of: Set(Self.strings(query, yue))), "\(query)")
    }
    #expect(Self.strings("hoisam", try EmojiLocale("yue-Hans")) == Self.strings("hoisam", yue))
    // A wrong tone number is not the syllable.
    #expect(Self.kind("hoi2", "開", system: 1) == nil)
    #expect(Self.kind("hoi1", "開", system: 1) == .whole)
    // Pinyin is not Jyutping.
    #expect(Self.kind("kaixin", "開心", system: 1) == nil)
  }

  @Test func rankOrder() {
    // A whole name before a whole keyword before prefixes before the rest.
    #expect(Self.strings("笑哭了", .chinese).first == "😂")
    let cat = Self.strings("cat", .english)
    #expect(cat.first == "🐈")
    #expect(cat.firstIndex(of: "🐱")! < cat.firstIndex(of: "🐈‍⬛")!)
  }
}
