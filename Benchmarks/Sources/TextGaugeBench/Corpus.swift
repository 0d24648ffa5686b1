/// One benchmark input: about 1 MB of UTF-8 generated from a fixed seed, so
/// every run measures the same bytes.
struct Corpus {
  let name: String
  let text: String
  /// Emoji inserted by the generator: every one is a fully-qualified RGI
  /// emoji of Emoji 15.0 or earlier (so ICU 72 knows it too), one
  /// `Character` each. This is the exact `emojiCount(policy: .standard)`.
  /// Bare © ® ™ (text presentation) are not counted: they are text.
  let expectedEmoji: Int

  var utf8Count: Int { text.utf8.count }
}

extension Corpus {
  /// The three corpora of the issue, each `bytes` long or a little more (the
  /// generator finishes the paragraph or line it is in).
  static func all(bytes: Int) -> [Corpus] {
    [chinese(bytes: bytes), english(bytes: bytes), emojiChat(bytes: bytes)]
  }
}

extension Corpus {
  /// One corpus per writing system of `Vocabulary.scriptWords`, each `bytes`
  /// long or a little more: lines of 3 to 20 words with spaces, commas,
  /// digits and sentence ends in ASCII, and an emoji now and then, so that
  /// a scan meets the script's runs and their ASCII neighbours as in text.
  /// Not among the three corpora of every section: measured by
  /// `Scripts/bench.sh` (instructions per MB by script).
  static func scripts(bytes: Int, seed: UInt64 = 0x7E47_6A06_2024_0004) -> [Corpus] {
    Vocabulary.scriptWords.enumerated().map { index, script in
      var random = SplitMix64(seed: seed &+ UInt64(index))
      var out = CorpusWriter(capacity: bytes)
      while out.bytes < bytes {
        let length = random.inRange(3...20)
        for word in 0..<length {
          if random.chance(0.02) {
            out.writeEmoji(random.pick(Vocabulary.presentationEmoji))
          } else {
            let text = random.chance(0.03) ? String(random.inRange(1...1999)) : random.pick(script.words)
            out.write(text, characters: text.count)
          }
          if word < length - 1 { out.write(random.chance(0.1) ? ", " : " ", characters: 2) }
        }
        out.write(random.pick([".\n", "?\n", "!\n", ". "]), characters: 2)
      }
      return Corpus(name: script.name, text: out.text, expectedEmoji: out.emoji)
    }
  }
}

/// Builds a string and counts the emoji put into it.
private struct CorpusWriter {
  var text = ""
  var emoji = 0
  var characters = 0

  init(capacity: Int) { text.reserveCapacity(capacity + 4096) }

  mutating func write(_ piece: String, characters count: Int = 1) {
    text += piece
    characters += count
  }

  mutating func writeEmoji(_ emoji: String) {
    text += emoji
    self.emoji += 1
    characters += 1
  }

  var bytes: Int { text.utf8.count }
}

// MARK: - Chinese prose

extension Corpus {
  /// Chinese prose: common Hanzi drawn with a Zipf skew (plus a tail of rarer
  /// CJK Unified Ideographs and, very rarely, Extension B), Chinese
  /// punctuation, some ASCII words and digits, about one emoji per 200
  /// characters, and symbols common in Chinese text (℃ ★ ① → …).
  static func chinese(bytes: Int, seed: UInt64 = 0x7E47_6A06_2024_0001) -> Corpus {
    var random = SplitMix64(seed: seed)
    let hanzi = Vocabulary.commonHanzi
    let zipf = ZipfSampler(count: hanzi.count)
    var out = CorpusWriter(capacity: bytes)

    func unit(_ out: inout CorpusWriter, _ random: inout SplitMix64) {
      let roll = random.unit()
      switch roll {
      case ..<0.005:
        out.writeEmoji(random.pick(Vocabulary.chineseEmoji))
      case ..<0.015:
        out.write(random.pick(Vocabulary.chineseSymbols))
      case ..<0.025:
        let word = random.pick(Vocabulary.asciiWordsInChinese)
        let spaced = random.chance(0.5)
        out.write(spaced ? " \(word) " : word, characters: word.count + (spaced ? 2 : 0))
      case ..<0.035:
        let number = String(random.inRange(0...2025))
        let suffix = random.pick(["", "年", "%", "元", "个", "月", ".5"])
        out.write(number + suffix, characters: number.count + suffix.count)
      case ..<0.064:
        // Rarer characters: anywhere in the URO's original block.
        out.write(String(Unicode.Scalar(UInt32(random.inRange(0x4E00...0x9FA5)))!))
      case ..<0.0642:
        // Extension B, four bytes in UTF-8 and in GB18030.
        out.write(String(Unicode.Scalar(UInt32(random.inRange(0x20000...0x2A6DF)))!))
      default:
        out.write(hanzi[zipf.sample(&random)])
      }
    }

    while out.bytes < bytes {
      for _ in 0..<random.inRange(4...9) {  // sentences per paragraph
        let clauses = random.inRange(1...4)
        for clause in 0..<clauses {
          let quote = random.chance(0.06) ? random.pick(Vocabulary.chineseQuotes) : nil
          if let quote { out.write(quote.open) }
          for _ in 0..<random.inRange(4...16) { unit(&out, &random) }
          if let quote { out.write(quote.close) }
          if clause < clauses - 1 { out.write(random.pick(["，", "，", "，", "、", "；", "："])) }
        }
        out.write(random.pick(["。", "。", "。", "。", "。", "。", "。", "！", "？", "……"]))
      }
      out.write("\n")
    }
    return Corpus(name: "Chinese", text: out.text, expectedEmoji: out.emoji)
  }
}

// MARK: - English ASCII

extension Corpus {
  /// English prose, pure ASCII: Zipf-skewed words, sentences and paragraphs,
  /// some numbers. No emoji.
  static func english(bytes: Int, seed: UInt64 = 0x7E47_6A06_2024_0002) -> Corpus {
    var random = SplitMix64(seed: seed)
    let words = Vocabulary.englishWords
    let zipf = ZipfSampler(count: words.count)
    var out = CorpusWriter(capacity: bytes)
    while out.bytes < bytes {
      for _ in 0..<random.inRange(3...7) {
        let length = random.inRange(6...25)
        for index in 0..<length {
          var word = random.chance(0.03) ? String(random.inRange(1...1999)) : words[zipf.sample(&random)]
          if index == 0 { word = word.prefix(1).uppercased() + word.dropFirst() }
          out.write(word, characters: word.count)
          if index < length - 1 { out.write(random.chance(0.08) ? ", " : " ", characters: 2) }
        }
        out.write(random.pick([". ", ". ", ". ", ". ", "? ", "! "]), characters: 2)
      }
      out.write("\n\n", characters: 2)
    }
    return Corpus(name: "English", text: out.text, expectedEmoji: out.emoji)
  }
}

// MARK: - Emoji-heavy chat

extension Corpus {
  /// Chat lines in which a third of the characters are emoji: ZWJ sequences,
  /// skin tones, flags (regional and tag), keycaps, text-default emoji with
  /// U+FE0F, runs of the same emoji; plus bare © ® ™, which are text.
  static func emojiChat(bytes: Int, seed: UInt64 = 0x7E47_6A06_2024_0003) -> Corpus {
    var random = SplitMix64(seed: seed)
    var out = CorpusWriter(capacity: bytes)
    let categories: [(weight: Double, emoji: [String])] = [
      (0.40, Vocabulary.presentationEmoji),
      (0.08, Vocabulary.textDefaultEmojiWithVS16),
      (0.15, Vocabulary.skinToneEmoji),
      (0.15, Vocabulary.zwjEmoji),
      (0.12, Vocabulary.flagEmoji),
      (0.10, Vocabulary.keycapEmoji),
    ]
    func drawEmoji(_ random: inout SplitMix64) -> String {
      var roll = random.unit()
      for category in categories {
        if roll < category.weight { return random.pick(category.emoji) }
        roll -= category.weight
      }
      return random.pick(Vocabulary.presentationEmoji)
    }

    while out.bytes < bytes {
      let name = random.pick(Vocabulary.chatNames) + ": "
      out.write(name, characters: name.count)
      let end = out.characters + random.inRange(3...60)
      while out.characters < end {
        // Keep the emoji at a third of all characters, with jitter so that
        // runs of words and of emoji vary in length.
        if out.emoji * 3 < out.characters + random.inRange(-6...6) {
          let emoji = drawEmoji(&random)
          let repeats = random.chance(0.25) ? random.inRange(2...5) : 1
          for _ in 0..<repeats { out.writeEmoji(emoji) }
          if random.chance(0.5) { out.write(" ") }
        } else if random.chance(0.04) {
          let text = random.pick(Vocabulary.bareTextSymbols)
          out.write(text + " ", characters: text.count + 1)
        } else {
          let word = random.pick(Vocabulary.chatWords)
          out.write(word + " ", characters: word.count + 1)
        }
      }
      out.write("\n")
    }
    return Corpus(name: "Emoji chat", text: out.text, expectedEmoji: out.emoji)
  }
}
