// The weighted length's sum read straight from the UTF-8, piece by piece,
// giving the sum of `WeightedLength.sum` over the normalized whole text
// (`NormalizedText`) without building it. A piece ends after a space or a
// line break whose next scalar is inert (below): there
//
// - NFC may split the text (UAX #15 §9: a scalar with Canonical_Combining_Class
//   0 and NFC_Quick_Check=Yes composes with nothing before it and is
//   reordered with nothing), so the pieces' NFC joined is the text's;
// - no URL reaches across (twitter-text's URL pattern holds no space: its
//   protocol, domain, port, path and query classes all leave spaces out), and
//   `finditer` goes on after the space as it would from a text that begins
//   with it, so a piece's URLs are found in the piece with that space before
//   it;
// - no emoji reaches across (no sequence of emoji-test.txt holds a space or
//   a line break).
//
// A piece whose scalars are all inert is its own NFC (`\r\n` and `\r` aside,
// each counted as the `\n` it becomes) and is summed here: a weight per
// scalar, and an emoji wherever the trie's first level has the scalar. A
// piece holding a scalar that is not inert, or a `.` that a top-level domain
// may follow (a URL may be there), is summed by the reference
// (`NormalizedText` and `sum`) over its own bytes, with the space before it;
// an ASCII one by the same rule read from its bytes (`asciiPieceSum`), with
// no copy: NFC leaves ASCII as it is, and no listed emoji is all ASCII (a
// keycap base is listed only with U+FE0F or U+20E3 after it), so a long
// line without spaces holds no array the size of the line.

extension WeightedLength {
  /// Whether NFC leaves `c` as it is and no scalar around it changes that:
  /// Canonical_Combining_Class 0 and NFC_Quick_Check=Yes (UAX #15 §9), so a
  /// run of inert scalars is in NFC. A conservative set of whole blocks
  /// without combining marks, Hangul vowel or trailing jamo, canonical
  /// singletons or excluded compositions; `inertScalarsAreStable` checks
  /// every code point of it against the toolchain's normalization.
  @inline(__always)
  static func isInert(_ c: UInt32) -> Bool {
    switch c {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF: return true  // CJK Unified Ideographs
    case 0...0x2FF: return true  // Basic Latin to Spacing Modifier Letters
    case 0x1F000...0x1FBFF: return true  // the emoji blocks
    case 0x3000...0x3029, 0x3030...0x3098, 0x309B...0x33FF: return true  // CJK punctuation, kana, enclosed CJK
    case 0xFF00...0xFFEF, 0xFE00...0xFE1F, 0xFE30...0xFEFF: return true  // fullwidth forms, selectors, CJK forms
    case 0x2002...0x20CF, 0x20E3: return true  // punctuation (not the singletons U+2000, U+2001), currency, keycap
    case 0x2100...0x2125, 0x2127...0x2129, 0x212C...0x2328, 0x232B...0x2ADB, 0x2ADD...0x2BFF: return true  // symbols
    case 0xAC00...0xD7A3, 0x1100...0x115F: return true  // Hangul syllables, leading jamo
    case 0x0400...0x0482, 0x048A...0x052F: return true  // Cyrillic letters
    case 0x2E80...0x2FFF, 0x4DC0...0x4DFF, 0xA000...0xA4CF: return true  // radicals, hexagrams, Yi
    case 0x20000...0x2F7FF, 0x30000...0x3FFFF: return true  // CJK extensions (not the compatibility ideographs)
    case 0xE0000...0xE007F: return true  // tags
    default: return false
    }
  }

  /// An ASCII byte that the fast path weighs and passes without a second
  /// look: not a space, line break, `.`, or keycap base (`#`, `*`, digits).
  @inline(__always)
  static func isPlainASCII(_ byte: UInt8) -> Bool {
    byte < 0x80 && byte > 0x20 && byte != 0x2E && byte != 0x23 && byte != 0x2A && byte &- 0x30 >= 10
  }

  /// The weight of a scalar outside emoji and URLs (`weight(of:)`), with
  /// the answers a hot loop needs without reading the ranges: above every
  /// range a scalar weighs the default, and ASCII, or the CJK Unified
  /// Ideographs U+4E00…U+9FFF, weigh one weight when no range starts or
  /// ends inside them.
  struct ScalarWeights {
    let ranges: UnsafeBufferPointer<Range>
    let defaultWeight: Int
    var highest: UInt32 = 0
    var asciiUniform = true
    var asciiWeight = 0
    var ideographsUniform = true
    var ideographWeight = 0

    init(_ ranges: UnsafeBufferPointer<Range>, defaultWeight: Int) {
      self.ranges = ranges
      self.defaultWeight = defaultWeight
      for range in ranges {
        let (first, last) = (range.first.value, range.last.value)
        highest = Swift.max(highest, last)
        if first <= 0x7F, first > 0 || last < 0x7F { asciiUniform = false }
        if first <= 0x9FFF, last >= 0x4E00, first > 0x4E00 || last < 0x9FFF { ideographsUniform = false }
      }
      asciiWeight = slowWeight(0)
      ideographWeight = slowWeight(0x4E00)
    }

    /// The first range's weight, or the default.
    func slowWeight(_ c: UInt32) -> Int {
      for range in ranges where range.first.value <= c && c <= range.last.value { return range.weight }
      return defaultWeight
    }

    @inline(__always)
    func callAsFunction(_ c: UInt32) -> Int {
      if c > highest { return defaultWeight }
      if c < 0x80, asciiUniform { return asciiWeight }
      return slowWeight(c)
    }
  }

  /// The summed weights of the whole text (NFC, line breaks as `\n`), as
  /// `sum(NormalizedText(bytes), scalars: all, rawLimit:)` gives them; nil
  /// once they pass `rawLimit` (judged at the end of each piece).
  func fastSum(_ bytes: UnsafeBufferPointer<UInt8>, rawLimit: Int) -> Int? {
    var holdsInvalid = false
    return fastSum(bytes, rawLimit: rawLimit, holdsTwitterInvalid: &holdsInvalid)
  }

  /// Whether the well-formed UTF-8 `bytes` measure at most `maximum` and
  /// hold none of U+FEFF, U+FFFE and U+FFFF, twitter-text's invalid
  /// characters: `parseTweet`'s `valid` but for its empty text, in one pass
  /// (what the `x` preset's check asks of a text it accepts).
  package func fitsHoldingNoTwitterInvalid(_ bytes: UnsafeBufferPointer<UInt8>, maximum: Int) -> Bool {
    guard maximum >= 0 else { return false }
    var holdsInvalid = false
    // A sum is exact when there is one: nil only once past the limit.
    return fastSum(bytes, rawLimit: rawLimit(of: maximum), holdsTwitterInvalid: &holdsInvalid) != nil && !holdsInvalid
  }

  /// ``fastSum(_:rawLimit:)``, also setting `holdsTwitterInvalid` when the
  /// text holds U+FEFF, U+FFFE or U+FFFF (twitter-text's invalid
  /// characters, `parseTweet`'s `valid` false) before the sum passes
  /// `rawLimit`: the pass that weighs every scalar outside ASCII, CJK
  /// ideographs and listed emoji (none of which is one of the three) also
  /// finds them, so a check of X's rule reads the text once.
  func fastSum(_ bytes: UnsafeBufferPointer<UInt8>, rawLimit: Int, holdsTwitterInvalid: inout Bool) -> Int? {
    let count = bytes.count
    guard count > 0, let base = bytes.baseAddress else { return 0 }
    let data = EmojiSequenceData.builtIn
    let findsEmoji = emojiWeight != nil
    let emojiWeight = emojiWeight ?? 0
    let findsURLs = urlLength != nil
    return ranges.withUnsafeBufferPointer { ranges -> Int? in
      let weight = ScalarWeights(ranges, defaultWeight: defaultWeight)
      let lineBreakWeight = weight(0x0A)
      var total = 0  // the sum of the pieces before this one
      var pieceStart = 0
      var pieceSum = 0
      var pieceSlow = false
      var pieceASCII = true
      var afterSpace = false  // the scalar before was a space or a line break
      /// Adds the piece that ends at `end`; false once past the limit.
      func close(at end: Int) -> Bool {
        if pieceSlow {
          // The space before the piece gives its URLs their preceding character.
          let from = pieceStart > 0 ? pieceStart - 1 : 0
          let piece = UnsafeBufferPointer(rebasing: bytes[from..<end])
          if pieceASCII {
            pieceSum = asciiPieceSum(ASCIIScalars(piece), from: pieceStart - from, weight: weight)
          } else {
            let text = NormalizedText(piece)
            pieceSum = sum(text, from: pieceStart - from, scalars: text.scalars.count, rawLimit: .max) ?? .max
          }
        }
        total = TextMetric.saturatingSum(total, pieceSum)
        (pieceStart, pieceSum, pieceSlow, pieceASCII) = (end, 0, false, true)
        return total <= rawLimit
      }
      var i = 0
      while i < count {
        let byte = base[i]
        if byte < 0x80 {
          if afterSpace, !close(at: i) { return nil }
          afterSpace = false
          var next = i + 1
          var w: Int
          switch byte {
          case 0x20, 0x0A:
            w = weight(UInt32(byte))
            afterSpace = true
          case 0x0D:
            // `\r\n` is one `\n` (the `\n` counts), `\r` alone becomes one.
            if next < count, base[next] == 0x0A {
              w = 0
            } else {
              w = lineBreakWeight
              afterSpace = true
            }
          case 0x2E:
            // A top-level domain begins with a letter: a URL needs one after a `.`.
            if findsURLs, next < count, base[next] >= 0x80 || (base[next] | 0x20) &- 0x61 < 26 { pieceSlow = true }
            w = weight(0x2E)
          case 0x23, 0x2A, 0x30...0x39:
            // A keycap base is listed only with U+FE0F or U+20E3 after it.
            w = weight(UInt32(byte))
            if findsEmoji, next < count, base[next] >= 0x80 {
              let root = data.rootChild(UInt32(byte))
              if root != 0, let end = data.longestListedSequence(inUTF8: bytes, root: root, next: next) {
                w = emojiWeight
                next = end
                pieceASCII = false
              }
            }
          default:
            w = weight(UInt32(byte))
            if weight.asciiUniform {
              // The rest of a run of ASCII that is none of the above.
              while next < count, Self.isPlainASCII(base[next]) { next += 1 }
              w = Self.saturatingProduct(w, next - i)
            }
          }
          pieceSum = TextMetric.saturatingSum(pieceSum, w)
          i = next
        } else {
          let (c, length) = UTF8Bytes.decodeWellFormed(base, at: i)
          if c &- 0x4E00 < 0x5200 {
            // CJK Unified Ideographs: inert, and no listed emoji starts with
            // one (`noEmojiStartsWithAnIdeograph`).
            if afterSpace, !close(at: i) { return nil }
            afterSpace = false
            pieceASCII = false
            var next = i + 3
            var w = weight.ideographWeight
            if weight.ideographsUniform {
              // The rest of the run of them: U+4E00…U+9FFF is E4 B8 80 to
              // E9 BF BF (a lead byte is followed by its two bytes).
              while next < count, base[next] &- 0xE5 < 5 || (base[next] == 0xE4 && base[next + 1] >= 0xB8) {
                next += 3
              }
              w = Self.saturatingProduct(w, (next - i) / 3)
            } else {
              w = weight(c)
            }
            pieceSum = TextMetric.saturatingSum(pieceSum, w)
            i = next
            continue
          }
          if c | 1 == 0xFFFF || c == 0xFEFF { holdsTwitterInvalid = true }
          if !(c &- 0x1F000 < 0xC00 || Self.isInert(c)) {
            pieceSlow = true
          } else if afterSpace, !close(at: i) {
            return nil
          }
          afterSpace = false
          pieceASCII = false
          var next = i + length
          var w = weight(c)
          if findsEmoji {
            let root = data.rootChild(c)
            // Every scalar of a listed sequence is inert (`listedEmojiAreInert`).
            if root != 0, let end = data.longestListedSequence(inUTF8: bytes, root: root, next: next) {
              w = emojiWeight
              next = end
            }
          }
          pieceSum = TextMetric.saturatingSum(pieceSum, w)
          i = next
        }
      }
      return close(at: count) ? total : nil
    }
  }

  /// An ASCII piece as the scalars the reference reads (`NormalizedText`):
  /// each byte, a `\r` as the `\n` it becomes and `\r\n` as one `\n` (a
  /// piece holds a `\r` only as its last line break, or as the byte before
  /// it), read from the bytes in place.
  struct ASCIIScalars: ScalarText {
    let bytes: UnsafeBufferPointer<UInt8>
    let endIndex: Int
    var startIndex: Int { 0 }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
      let count = bytes.count
      endIndex = count >= 2 && bytes[count - 2] == 0x0D && bytes[count - 1] == 0x0A ? count - 1 : count
    }

    subscript(position: Int) -> UInt32 {
      let byte = bytes[position]
      return byte == 0x0D ? 0x0A : UInt32(byte)
    }
  }

  /// `sum(_:from:scalars:rawLimit:)` of an ASCII piece, with no limit: at
  /// each position from `start` a URL, else the scalar by `weight` (no
  /// emoji is all ASCII), the URLs taken one by one as they are found.
  func asciiPieceSum(_ text: ASCIIScalars, from start: Int, weight: ScalarWeights) -> Int {
    let urlWeight = urlLength.map { Self.saturatingProduct($0, scale) } ?? 0
    var total = 0
    var i = start
    func addScalars(upTo end: Int) {
      while i < end {
        total = TextMetric.saturatingSum(total, weight(text[i]))
        i += 1
      }
    }
    if urlLength != nil {
      var steps = 0
      // As `sum` reads its list: a URL starting before `i` (inside the one
      // counted last) is passed over.
      URLRecognition.forEachUnit(in: text, steps: &steps) { url in
        guard url.start >= i else { return }
        addScalars(upTo: url.start)
        total = TextMetric.saturatingSum(total, urlWeight)
        i = Swift.min(Swift.max(url.end, i + 1), text.endIndex)
      }
    }
    addScalars(upTo: text.endIndex)
    return total
  }
}
