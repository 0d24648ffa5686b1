// The engine of `TextMetric.weighted`: twitter-text's `parseTweet` loop over
// the text in NFC with `\n` line breaks, where a URL and then an emoji at a
// position each count as one unit and every other scalar by its range.
// URLs make it no sum over Characters (`a.co` is one URL, `a.` + `co` two
// pieces of text), so the engine always reads the whole text.

extension WeightedLength {
  /// The text as twitter-text counts it, and where its Characters are.
  struct NormalizedText {
    /// The scalars of each Character in NFC, `\r\n` and `\r` as `\n`.
    var scalars: [UInt32] = []
    /// Per Character: its first scalar in `scalars` and its first byte in
    /// the original text; a last entry for the ends.
    var characterStarts: [(scalar: Int, byte: Int)] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      var offset = 0
      while offset < bytes.count {
        let end = UTF8Bytes.graphemeClusterEnd(bytes, from: offset)
        characterStarts.append((scalars.count, offset))
        let character = UnsafeBufferPointer(rebasing: bytes[offset..<end])
        if character.first == 0x0D {
          scalars.append(0x0A)  // `\r\n` (one Character, GB3) and `\r` alone
        } else if character.allSatisfy({ $0 < 0x80 }) {
          for byte in character { scalars.append(UInt32(byte)) }
        } else if let scalar = Self.stableAlone(character) {
          scalars.append(scalar)
        } else {
          // NFC never composes across a Character boundary: a starter and
          // what composes with it (marks, Hangul V and T) are one Character.
          for scalar in String(decoding: String(decoding: character, as: UTF8.self)._nfcCodeUnits, as: UTF8.self)
            .unicodeScalars
          {
            scalars.append(scalar.value)
          }
        }
        offset = end
      }
      characterStarts.append((scalars.count, bytes.count))
    }

    /// The scalar of a one-scalar Character that NFC leaves as it is
    /// whatever the Unicode version: one of the blocks without a canonical
    /// singleton or excluded composition (Latin-1 and Latin Extended to
    /// U+02FF, kana, CJK Unified Ideographs, Hangul syllables, the emoji
    /// blocks), so that most text needs no normalization call.
    static func stableAlone(_ character: UnsafeBufferPointer<UInt8>) -> UInt32? {
      let (scalar, length) = UTF8Bytes.decodeWellFormed(character.baseAddress!, at: 0)
      guard length == character.count else { return nil }
      switch scalar {
      case 0x80..<0x300, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F000...0x1FAFF: return scalar
      default: return nil
      }
    }

    /// The emoji as twitter-text's `extractEmojisWithIndices` finds them
    /// (`emoji.finditer` over the whole text, URLs included): at each
    /// position the longest sequence emoji-test.txt lists outside its
    /// components, then on from its end. Scalar ranges.
    func emoji() -> [Swift.Range<Int>] {
      var found: [Swift.Range<Int>] = []
      let data = EmojiSequenceData.builtIn
      scalars.withUnsafeBufferPointer { scalars in
        var i = 0
        while i < scalars.count {
          if let end = data.longestListedSequence(in: scalars, at: i) {
            found.append(i..<end)
            i = end
          } else {
            i += 1
          }
        }
      }
      return found
    }
  }

  /// The summed weights (not yet divided by the scale) at every Character
  /// boundary that no URL or emoji spans, as (sum, byte offset), while the
  /// sum stays within `rawLimit`; and whether the whole text did.
  func boundaries(_ text: NormalizedText, rawLimit: Int) -> (points: [(sum: Int, byte: Int)], complete: Bool) {
    let urls = urlLength == nil ? [] : URLRecognition.units(in: text.scalars)
    let emoji = emojiWeight == nil ? [] : text.emoji()
    let urlWeight = urlLength.map { Self.saturatingProduct($0, scale) } ?? 0
    var points: [(sum: Int, byte: Int)] = []
    var sum = 0
    var i = 0
    var character = 0
    var nextURL = 0
    var nextEmoji = 0
    let ranges = ranges.map { (first: $0.first.value, last: $0.last.value, weight: $0.weight) }
    while true {
      while character < text.characterStarts.count, text.characterStarts[character].scalar < i { character += 1 }
      if character < text.characterStarts.count, text.characterStarts[character].scalar == i {
        guard sum <= rawLimit else { return (points, false) }
        points.append((sum, text.characterStarts[character].byte))
      }
      guard i < text.scalars.count else { return (points, true) }
      while nextURL < urls.count, urls[nextURL].start < i { nextURL += 1 }
      while nextEmoji < emoji.count, emoji[nextEmoji].lowerBound < i { nextEmoji += 1 }
      if nextURL < urls.count, urls[nextURL].start == i {
        sum = TextMetric.saturatingSum(sum, urlWeight)
        i = Swift.min(Swift.max(urls[nextURL].end, i + 1), text.scalars.count)
      } else if let emojiWeight, nextEmoji < emoji.count, emoji[nextEmoji].lowerBound == i {
        sum = TextMetric.saturatingSum(sum, emojiWeight)
        i = emoji[nextEmoji].upperBound
      } else {
        let c = text.scalars[i]
        let weight = ranges.first { $0.first <= c && c <= $0.last }?.weight ?? defaultWeight
        sum = TextMetric.saturatingSum(sum, weight)
        i += 1
      }
    }
  }

  /// `TextMetric.weighted`'s scan: the length of the longest prefix that
  /// ends on a Character boundary outside any URL or emoji and measures at
  /// most `limit`, and where it ends.
  func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int) -> (total: Int, end: Int) {
    guard limit >= 0 else { return (0, 0) }
    // measure ≤ limit ⟺ sum / scale ≤ limit ⟺ sum ≤ (limit + 1) × scale − 1.
    let rawLimit = Self.saturatingProduct(limit == .max ? limit : limit + 1, scale) &- (limit == .max ? 0 : 1)
    let (points, complete) = boundaries(NormalizedText(bytes), rawLimit: rawLimit)
    let last = points.last ?? (0, 0)
    if complete { return (last.sum / scale, bytes.count) }
    // A prefix is measured anew: cutting a text can make a URL of its end
    // (`example.com` of `example.comx`), so go back while it does.
    for point in points.reversed() {
      let prefix = UnsafeBufferPointer(rebasing: bytes[0..<point.byte])
      let measured = boundaries(NormalizedText(prefix), rawLimit: .max).points.last?.sum ?? 0
      if measured <= rawLimit { return (measured / scale, point.byte) }
    }
    return (0, 0)
  }

  static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? .max : product
  }
}

extension WeightedLength {
  /// The emoji that weigh ``emojiWeight`` each in `text`, as their scalars
  /// (NFC, line breaks as `\n`), URLs not left out: what a test compares
  /// with twitter-text's own list.
  package static func listedEmoji(in text: String) -> [[UInt32]] {
    var text = text
    return text.withUTF8 { bytes in
      let normalized = NormalizedText(bytes)
      return normalized.emoji().map { Array(normalized.scalars[$0]) }
    }
  }
}
