import Testing

import TextGauge
@testable import TextGaugeNames

/// A judged ranking: queries a user types, each with the emoji they expect
/// among the first three results, judged from CLDR 48's own names and
/// keywords (the emoji whose name is the query; those that have it as a
/// keyword; for a feeling, the faces CLDR gives that feeling). Precision at
/// 3 of a query is how many of its first three results are expected,
/// divided by three (or by the expected count when fewer than three);
/// a kind's precision is the mean over its queries.
@Suite struct EmojiSearchRankingTests {
  struct Judgment: Sendable, CustomStringConvertible {
    /// `en`, `zh`, `zh-Hant`, `yue`, `pinyin` (searched in zh) or
    /// `jyutping` (searched in yue).
    var kind: String
    var query: String
    var expected: [String]
    var locale: EmojiLocale {
      switch kind {
      case "pinyin": .chinese
      case "jyutping": try! EmojiLocale("yue")
      default: try! EmojiLocale(kind)
      }
    }
    var description: String { "\(kind) \(query)" }
  }

  static func judge(_ kind: String, _ query: String, _ expected: String) -> Judgment {
    Judgment(kind: kind, query: query, expected: expected.split(separator: " ").map(String.init))
  }

  static let laughing = "😄 😆 🤣 😂 🙂 😀 😃 😁"
  static let happy = "😄 😆 🙂 😃 😀 😁"

  static let judgments: [Judgment] = [
    // English: names first, then the emoji CLDR keywords so.
    judge("en", "thumbs up", "👍"),
    judge("en", "face with tears of joy", "😂"),
    judge("en", "red heart", "❤️"),
    judge("en", "cat", "🐈 🐱"),
    judge("en", "dog", "🐕 🐶"),
    judge("en", "fire", "🔥"),
    judge("en", "pizza", "🍕"),
    judge("en", "rocket", "🚀"),
    judge("en", "sun", "☀️ 🌞"),
    judge("en", "clap", "👏"),
    judge("en", "party", "🥳 🎉 🎊 🪅"),
    judge("en", "sad", "😢 😭 😞 🙁 ☹️ 😔 😥 😟"),
    judge("en", "smile", "🙂 😊 😀 😄 😃 😁 ☺️"),
    judge("en", "laugh", "😂 🤣 😆 😄 😀 😹"),
    judge("en", "happy", "😀 😃 😄 😁 😆 😊 🙂 🤣 😂"),
    judge("en", "beer", "🍺 🍻"),
    judge("en", "gift", "🎁"),
    judge("en", "birthday", "🎂 🥳 🎉"),
    judge("en", "cry", "😢 😭"),
    judge("en", "angry", "😠 😡 😤"),
    // CLDR keywords these faces `unhappy` (☹️ and 🙁 only `sad`, `frown`).
    judge("en", "unhappy", "😐 😑 😒 😧 😢 😭 😞 😩 😤 😡 😠"),
    judge("en", "china", "🇨🇳"),
    // Simplified Chinese.
    judge("zh", "笑", "😄 😆 🤣 😂 🙂"),
    judge("zh", "开心", happy),
    judge("zh", "高兴", "😀 😃 😄 😆 🙂"),
    judge("zh", "笑哭了", "😂"),
    judge("zh", "赞", "👍"),
    judge("zh", "猫", "🐈 🐱"),
    judge("zh", "狗", "🐕 🐶"),
    judge("zh", "火", "🔥"),
    judge("zh", "哭", "😢 😭"),
    judge("zh", "生气", "😠 😡"),
    judge("zh", "披萨", "🍕"),
    judge("zh", "太阳", "☀️ 🌞"),
    judge("zh", "拇指向上", "👍"),
    judge("zh", "鼓掌", "👏"),
    judge("zh", "礼物", "🎁"),
    judge("zh", "火箭", "🚀"),
    judge("zh", "啤酒", "🍺 🍻"),
    judge("zh", "生日", "🎂 🥳 🎉"),
    // Traditional Chinese.
    judge("zh-Hant", "笑", laughing),
    judge("zh-Hant", "開心", "💖 " + happy),
    judge("zh-Hant", "讚", "👍"),
    judge("zh-Hant", "貓", "🐈 🐱"),
    judge("zh-Hant", "狗", "🐕 🐶"),
    judge("zh-Hant", "哭", "😭 😢"),
    judge("zh-Hant", "生氣", "😡 😠"),
    judge("zh-Hant", "鼓掌", "👏"),
    judge("zh-Hant", "火", "🔥"),
    judge("zh-Hant", "禮物", "🎁"),
    judge("zh-Hant", "太陽", "☀️ 🌞"),
    judge("zh-Hant", "笑臉", "😀 😃 😄 😁"),
    judge("zh-Hant", "愛心", "❤️"),
    judge("zh-Hant", "感動", "😂"),
    // Cantonese.
    judge("yue", "開心", "💖 😂 " + happy),
    judge("yue", "笑", "😆 🤣 😂 😄"),
    judge("yue", "貓", "🐈 🐱"),
    judge("yue", "狗", "🐕 🐶"),
    judge("yue", "喊", "😭 😢"),
    judge("yue", "拍手", "👏"),
    judge("yue", "豎起手指公", "👍"),
    judge("yue", "眼淚", "😂 😢 😭"),
    judge("yue", "火", "🔥"),
    judge("yue", "唔開心", "😒"),
    // Pinyin, in zh.
    judge("pinyin", "kaixin", happy),
    judge("pinyin", "kai xin", happy),
    judge("pinyin", "kāixīn", happy),
    judge("pinyin", "kai心", happy),
    judge("pinyin", "xiao", laughing),
    judge("pinyin", "xiaokule", "😂"),
    judge("pinyin", "zan", "👍"),
    judge("pinyin", "mao", "🐈 🐱"),
    judge("pinyin", "gou", "🐕 🐶"),
    judge("pinyin", "pisa", "🍕"),
    judge("pinyin", "huojian", "🚀"),
    judge("pinyin", "shengqi", "😠 😡"),
    judge("pinyin", "gaoxing", "😀 😃 😄 😆 🙂"),
    // Jyutping, in yue.
    judge("jyutping", "hoisam", "💖 😂 " + happy),
    judge("jyutping", "hoi1sam1", "💖 😂 " + happy),
    judge("jyutping", "hoi心", "💖 😂 " + happy),
    judge("jyutping", "siu", "😆 🤣 😂 😄"),
    judge("jyutping", "maau", "🐈 🐱"),
    judge("jyutping", "gau", "🐕 🐶"),
    judge("jyutping", "paak3sau2", "👏"),
    judge("jyutping", "fo", "🔥"),
  ]

  /// The lowest precision at 3 over all the queries.
  static let threshold = 0.9
  /// The lowest precision at 3 of each kind (English misses most: CLDR
  /// gives many faces the same keyword, and nothing but emoji-test.txt's
  /// order tells them apart).
  static let kindThreshold = 0.9

  static func precisionAtThree(_ judgment: Judgment) -> Double {
    let top = AnnotatedEmoji.search(judgment.query, locale: judgment.locale).prefix(3).map(\.string)
    let expected = Set(judgment.expected.map { AnnotatedEmoji($0)!.string })
    let found = top.filter(expected.contains).count
    return Double(found) / Double(min(3, expected.count))
  }

  @Test func everyExpectedEmojiIsRGI() {
    for judgment in Self.judgments {
      for emoji in judgment.expected { #expect(AnnotatedEmoji(emoji) != nil, "\(judgment): \(emoji)") }
    }
    #expect(Self.judgments.count >= 60)
  }

  /// Precision at 3 over all queries, at least ``threshold``, and per kind,
  /// at least ``kindThreshold``, printed.
  @Test func precisionAtThreePerKind() {
    var byKind: [String: [Double]] = [:]
    for judgment in Self.judgments {
      let precision = Self.precisionAtThree(judgment)
      byKind[judgment.kind, default: []].append(precision)
      if precision < 1 {
        let top = AnnotatedEmoji.search(judgment.query, locale: judgment.locale).prefix(3).map(\.string)
        print("precision@3 \(judgment): \(precision) — top 3: \(top.joined(separator: " "))")
      }
    }
    let all = byKind.values.joined()
    let overall = all.reduce(0, +) / Double(all.count)
    print("precision@3 all: \(overall) over \(all.count) queries")
    #expect(overall >= Self.threshold, "precision at 3 \(overall) < \(Self.threshold)")
    for kind in ["en", "zh", "zh-Hant", "yue", "pinyin", "jyutping"] {
      let values = byKind[kind] ?? []
      let mean = values.reduce(0, +) / Double(max(values.count, 1))
      print("precision@3 \(kind): \(mean) over \(values.count) queries")
      #expect(mean >= Self.kindThreshold, "\(kind): precision at 3 \(mean) < \(Self.kindThreshold)")
    }
  }
}
