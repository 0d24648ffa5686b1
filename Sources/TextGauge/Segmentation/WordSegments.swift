/// The word segments of a text (UAX #29 §4, "Word Boundaries"), in order:
/// words, runs of spaces, and each punctuation mark or symbol, as
/// subsequences of the text. Concatenated they give the text back.
///
/// Created by ``Swift/StringProtocol/wordSegments`` (every segment) and
/// ``Swift/StringProtocol/words`` (only the words). Lazy: each segment is
/// found when the iteration reaches it, in one linear pass over the text's
/// UTF-8 without allocating (a bridged string that is not UTF-8 is copied
/// once).
///
/// The boundaries are those of Unicode's default word boundary rules, from
/// the Word_Break property of the tables' Unicode version
/// (``UnicodeVersion/tables``; `textgauge --version`), the same on every OS and
/// toolchain; they pass every line of Unicode's `WordBreakTest.txt`. Like
/// UAX #29's defaults they do not find words inside runs of Thai, Lao,
/// Khmer or Myanmar, which need a dictionary, and they put each Han
/// character and each hiragana in a segment of its own.
///
/// ```swift
/// Array("Don't panic, 3.14!".wordSegments)  // ["Don't", " ", "panic", ",", " ", "3.14", "!"]
/// ```
public struct WordSegments<Base: StringProtocol>: Sequence {
  let base: Base
  let wordsOnly: Bool

  init(_ base: Base, wordsOnly: Bool) {
    self.base = base
    self.wordsOnly = wordsOnly
  }

  public func makeIterator() -> Iterator { Iterator(self) }

  /// Walks the segments, one boundary search per step.
  public struct Iterator: IteratorProtocol {
    let base: Base
    let wordsOnly: Bool
    /// The text's UTF-8 when its storage is not contiguous UTF-8 (a bridged
    /// `NSString`): a copy whose offsets are the text's UTF-8 offsets.
    let copy: String?
    let count: Int
    var offset = 0
    var index: Base.Index

    init(_ segments: WordSegments) {
      base = segments.base
      wordsOnly = segments.wordsOnly
      let contiguous = base.utf8.withContiguousStorageIfAvailable { _ in true } ?? false
      copy = contiguous ? nil : String(base)
      count = base.utf8.count
      index = base.startIndex
    }

    public mutating func next() -> Base.SubSequence? {
      while offset < count {
        let segment: WordBreaker.Segment
        let start = offset
        if let copy {
          var copy = copy
          segment = copy.withUTF8 { WordBreaker.segment($0.baseAddress!, count: $0.count, from: start) }
        } else {
          segment = base.utf8.withContiguousStorageIfAvailable {
            WordBreaker.segment($0.baseAddress!, count: $0.count, from: start)
          }!
        }
        let lower = index
        index = base.utf8.index(index, offsetBy: segment.end - offset)
        offset = segment.end
        if wordsOnly, !segment.isWord { continue }
        return base[lower..<index]
      }
      return nil
    }
  }
}

extension WordSegments: Sendable where Base: Sendable {}
extension WordSegments.Iterator: Sendable where Base: Sendable {}

extension StringProtocol {
  /// Every word segment of the text, words, spaces and punctuation alike
  /// (UAX #29 word boundaries): joined, they give the text back.
  ///
  /// ```swift
  /// Array("Hello, 世界!".wordSegments)  // ["Hello", ",", " ", "世", "界", "!"]
  /// Array("a  b".wordSegments)  // ["a", "  ", "b"]: spaces stay together (WB3d)
  /// ```
  public var wordSegments: WordSegments<Self> { WordSegments(self, wordsOnly: false) }

  /// The words of the text: the word segments (UAX #29) that hold a letter
  /// or a digit, so neither spaces nor punctuation nor emoji. Numbers with
  /// separators, contractions and mixed tokens are one word each; each Han
  /// character and each hiragana is a word of its own, a run of katakana one
  /// word.
  ///
  /// ```swift
  /// Array("iPhone 15 发布了！".words)      // ["iPhone", "15", "发", "布", "了"]
  /// Array("It's 1,000.5 km, e.g.".words)  // ["It's", "1,000.5", "km", "e.g"]
  /// ```
  public var words: WordSegments<Self> { WordSegments(self, wordsOnly: true) }
}
