import Foundation
import Testing
import TestSupport

@testable import TextGauge

/// The 字数 metric (`TextMetric.chineseWordCount`): the table of examples in
/// MeasuringAndTruncatingText.md and in the metric's documentation, the rules they illustrate,
/// and the promises every metric keeps.
@Suite struct ChineseWordCountTests {
  static let zishu = TextMetric.chineseWordCount

  /// The DocC article's table (MeasuringAndTruncatingText.md), row by row.
  @Test(arguments: [
    ("iPhone 15 发布了", 5),  // a word, a number, three Han
    ("Hello world 你好！", 4),  // fullwidth punctuation counts nothing
    ("iPhone15", 1),  // letters and digits join (WB9, WB10)
    ("3.14", 1), ("1,000", 1), ("1,000.50", 1), ("-42", 1),  // separators inside a number (WB11, WB12)
    ("圆周率约为3.14", 6),
    ("2024年", 2),
    ("don't", 1), ("e.g.", 1), ("U.S.A.", 1), ("a_b", 1),  // WB6, WB7, WB13a/b
    ("C++", 1), ("100%", 1), ("¥1,000元", 2),
    ("カード", 3), ("ｶｰﾄﾞ", 4), ("ひらがな", 4), ("人々", 2), ("ㄅㄆㄇ", 3),  // per character
    ("\u{845B}\u{E0100}", 1),  // an ideographic variation sequence is one character
    ("안녕하세요 세계", 2),  // Hangul counts per word
    ("Ｈｅｌｌｏ", 1), ("Привет мир", 2), ("مرحبا بالعالم", 2),
    ("สวัสดีครับ", 1), ("m²", 1),  // adjacent word segments are one word
    ("👨‍👩‍👧🇨🇳", 2), ("😀😀", 2), ("👍🏽", 1), ("1️⃣", 1), ("#️⃣", 1), ("©", 1),  // an emoji counts 1
    ("，。！？", 0), ("   ", 0), ("", 0), ("→★", 0),
  ])
  func examples(text: String, expected: Int) {
    #expect(Self.zishu.measure(text) == expected, "\(text)")
    #expect(Self.zishu.fits(text, budget: expected))
    #expect(Self.zishu.fits(text, budget: expected - 1) == (expected == 0))
  }

  @Test func prefixKeepsWholeWordsAndTheSpacesAfterThem() {
    #expect(Self.zishu.prefix("你好，世界", fitting: 2) == "你好，")
    #expect(Self.zishu.prefix("iPhone 15 发布了", fitting: 1) == "iPhone ")
    #expect(Self.zishu.prefix("iPhone 15 发布了", fitting: 3) == "iPhone 15 发")
    #expect(Self.zishu.prefix("3.14159 是圆周率", fitting: 1) == "3.14159 ")
    // A run counted per character is cut between its characters.
    #expect(Self.zishu.prefix("カードゲーム", fitting: 2) == "カー")
    #expect(Self.zishu.prefix("👨‍👩‍👧x", fitting: 0) == "")
    #expect(Self.zishu.prefix("ab _cd", fitting: 1) == "ab _")  // `_` alone counts nothing
    #expect(Self.zishu.truncated("Hello world 你好", fitting: 3) == "Hello world 你…")  // … is punctuation: 0
  }

  /// Joining two texts may join two words: the metric is not additive.
  @Test func joiningTextsCanJoinWords() {
    #expect(Self.zishu.measure("ab") + Self.zishu.measure("cd") == 2)
    #expect(Self.zishu.measure("ab" + "cd") == 1)
  }

  /// measure, fits and prefix agree on random texts of the hard pieces, with
  /// Chinese, Latin words, numbers and punctuation mixed in.
  @Test func measureFitsAndPrefixAgree() {
    let extra = ["中", "文", "iPhone", "15", "3.14", "1,000", " ", "，", "！", "'", ".", "カード", "ㄅ", "안녕", "ก", "_"]
    var random = SplitMix64(seed: 0x2157_5EED)
    for _ in 0..<2000 {
      var pieces = HardPieces.generate(&random, maxCount: 6)
      for _ in 0..<Int(random.next() % 6) { pieces.append(extra[Int(random.next() % UInt64(extra.count))]) }
      let text = pieces.shuffled(using: &random).joined()
      let total = Self.zishu.measure(text)
      #expect(Self.zishu.fits(text, budget: total))
      #expect(total == 0 || !Self.zishu.fits(text, budget: total - 1))
      let budget = Int(random.next() % UInt64(total + 2))
      let prefix = Self.zishu.prefix(text, fitting: budget)
      #expect(text.hasPrefix(prefix))
      #expect(Self.zishu.measure(prefix) <= budget, "\(text.unicodeScalars.map { String($0.value, radix: 16) }) \(budget)")
      if budget >= total { #expect(prefix == text[...]) }
      // Maximal: one more Character takes the count over the budget.
      if prefix.endIndex < text.endIndex {
        let longer = text[..<text.index(after: prefix.endIndex)]
        #expect(Self.zishu.measure(longer) > budget, "\(text.unicodeScalars.map { String($0.value, radix: 16) }) \(budget)")
      }
    }
  }

  /// The examples of the DocC article and the doc comments.
  @Test func documentedExamples() {
    let zishu = TextMetric.chineseWordCount
    #expect(zishu.measure("iPhone 15 发布了") == 5)
    #expect(zishu.measure("Hello world 你好！") == 4)
    #expect(zishu.measure("圆周率约为3.14") == 6)
    #expect(zishu.measure("안녕하세요 세계") == 2)
    #expect(zishu.measure("👨‍👩‍👧🇨🇳") == 2)
    #expect(zishu.prefix("你好，世界", fitting: 2) == "你好，")
    #expect(Array("It's 1,000.5 km".words) == ["It's", "1,000.5", "km"])
    #expect(Array("Don't panic, 3.14!".wordSegments) == ["Don't", " ", "panic", ",", " ", "3.14", "!"])
    #expect(Array("iPhone 15 发布了！".words) == ["iPhone", "15", "发", "布", "了"])
    #expect(Array("It's 1,000.5 km, e.g.".words) == ["It's", "1,000.5", "km", "e.g"])
    #expect(Array("Hello, 世界!".wordSegments) == ["Hello", ",", " ", "世", "界", "!"])
    #expect(Array("a  b".wordSegments) == ["a", "  ", "b"])
    #expect(zishu.measure("葛󠄀") == 1)
    #expect(zishu.measure("snake_case") == 1)
    #expect(zishu.measure("¥1,000") == 1)
    #expect(zishu.measure("1,000.50") == 1)
    #expect(zishu.measure("…") == 0)
    // Substrings segment too, and give Substrings of the same base.
    let sub = "xx中文 ab".dropFirst(2)
    #expect(Array(sub.words) == ["中", "文", "ab"])
  }
}
