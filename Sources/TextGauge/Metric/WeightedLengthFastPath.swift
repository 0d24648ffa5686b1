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
// may follow (a URL may be there), is summed by the reference's rule
// (`sum` over `NormalizedText`) over its own bytes, with the space before
// it, without building the reference's arrays: an ASCII one read from its
// bytes (`asciiPieceSum`), with no copy: NFC leaves ASCII as it is, and no
// listed emoji is all ASCII (a keycap base is listed only with U+FE0F or
// U+20E3 after it). A piece whose scalars are all inert is its own NFC too,
// and is read in place by scalar position (`inertPieceSum`); one that may
// hold no URL is normalized a Character at a time into a window
// (`streamedPieceSum`); any other is read in place when it is its own NFC,
// else through its NFC made a block of scalars at a time (`NFCScalars`,
// `normalizedPieceSum`). So a long line without spaces holds nothing the
// size of the line beside its bytes.

extension WeightedLength {
  /// Whether NFC leaves `c` as it is and no scalar around it changes that:
  /// Canonical_Combining_Class 0 and NFC_Quick_Check=Yes (UAX #15 §9), so a
  /// run of inert scalars is in NFC. A conservative set of whole blocks
  /// without combining marks, Hangul vowel or trailing jamo, canonical
  /// singletons or excluded compositions; `inertScalarsAreStable` checks
  /// every code point of it against the toolchain's normalization.
  ///
  /// Split by region first: a chat's symbols, keycaps and tags (the
  /// scalars that reach this test, ideographs and the emoji blocks being
  /// taken before it) are then a few comparisons each, not a walk down
  /// one long list of ranges.
  @inline(__always)
  static func isInert(_ c: UInt32) -> Bool {
    if c < 0x2000 {
      switch c {
      case 0...0x2FF: return true  // Basic Latin to Spacing Modifier Letters
      case 0x0400...0x0482, 0x048A...0x052F: return true  // Cyrillic letters
      case 0x1100...0x115F: return true  // leading jamo
      default: return false
      }
    }
    if c < 0x3000 {
      // Dingbats and the miscellaneous symbols first, a chat's most common
      // here (❤ ✌ ⚽ ☕ ✨ ⚠ ✔ ☀).
      if c &- 0x232B <= 0x2ADB - 0x232B { return true }
      switch c {
      case 0x2002...0x20CF, 0x20E3: return true  // punctuation (not the singletons U+2000, U+2001), currency, keycap
      case 0x2100...0x2125, 0x2127...0x2129, 0x212C...0x2328, 0x2ADD...0x2BFF: return true  // symbols
      case 0x2E80...0x2FFF: return true  // radicals
      default: return false
      }
    }
    if c < 0x3400 {
      // CJK punctuation, kana, enclosed CJK: 3000…3029, 3030…3098, 309B…33FF.
      return c <= 0x3029 || (c >= 0x3030 && c <= 0x3098) || c >= 0x309B
    }
    if c >= 0xFE00 && c < 0x10000 {
      // Selectors FE00…FE1F; CJK forms and fullwidth forms FE30…FFEF.
      return c < 0xFE20 || (c >= 0xFE30 && c < 0xFFF0)
    }
    switch c {
    case 0x4E00...0x9FFF, 0x3400...0x4DBF: return true  // CJK Unified Ideographs
    case 0xAC00...0xD7A3: return true  // Hangul syllables
    case 0x4DC0...0x4DFF, 0xA000...0xA4CF: return true  // hexagrams, Yi
    case 0x1F000...0x1FBFF: return true  // the emoji blocks
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
    var passedAt = 0
    return fastSum(bytes, rawLimit: rawLimit, holdsTwitterInvalid: &holdsInvalid, passedAt: &passedAt)
  }

  /// Whether the well-formed UTF-8 `bytes` measure at most `maximum` and
  /// hold none of U+FEFF, U+FFFE and U+FFFF, twitter-text's invalid
  /// characters: `parseTweet`'s `valid` but for its empty text, in one pass
  /// (what the `x` preset's check asks of a text it accepts).
  package func fitsHoldingNoTwitterInvalid(_ bytes: UnsafeBufferPointer<UInt8>, maximum: Int) -> Bool {
    guard maximum >= 0 else { return false }
    var holdsInvalid = false
    var passedAt = 0
    // A sum is exact when there is one: nil only once past the limit.
    return fastSum(bytes, rawLimit: rawLimit(of: maximum), holdsTwitterInvalid: &holdsInvalid, passedAt: &passedAt) != nil
      && !holdsInvalid
  }

  /// ``fastSum(_:rawLimit:)``, also setting `holdsTwitterInvalid` when the
  /// text holds U+FEFF, U+FFFE or U+FFFF (twitter-text's invalid
  /// characters, `parseTweet`'s `valid` false) before the sum passes
  /// `rawLimit`: the pass that weighs every scalar outside ASCII, CJK
  /// ideographs and listed emoji (none of which is one of the three) also
  /// finds them, so a check of X's rule reads the text once. Once past
  /// the limit, `passedAt` is the end of the piece that took the sum past
  /// it: no prefix that holds it fits.
  func fastSum(
    _ bytes: UnsafeBufferPointer<UInt8>, rawLimit: Int, holdsTwitterInvalid: inout Bool, passedAt: inout Int
  ) -> Int? {
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
      var pieceInert = true  // every scalar inert: the piece is its own NFC
      var pieceDot = false  // a `.`: a URL may be there
      var afterSpace = false  // the scalar before was a space or a line break
      var memo = NormalizationMemo()  // the pieces' Characters normalized so far
      /// Adds the piece that ends at `end`; false once past the limit.
      func close(at end: Int) -> Bool {
        if pieceSlow {
          // The space before the piece gives its URLs their preceding character.
          let from = pieceStart > 0 ? pieceStart - 1 : 0
          let piece = UnsafeBufferPointer(rebasing: bytes[from..<end])
          if pieceASCII {
            pieceSum = asciiPieceSum(ASCIIScalars(piece), from: pieceStart - from, weight: weight)
          } else if pieceInert {
            pieceSum = inertPieceSum(UTF8Scalars(piece), from: pieceStart - from, weight: weight)
          } else if !pieceDot || !findsURLs {
            pieceSum = streamedPieceSum(UnsafeBufferPointer(rebasing: bytes[pieceStart..<end]), weight: weight, memo: &memo)
          } else {
            let normalized = NFCScalars(piece, memo: &memo)
            // Its own NFC, no `\r` in it: read in place as an inert piece is.
            pieceSum =
              normalized.isOwnNFC
              ? inertPieceSum(UTF8Scalars(piece), from: pieceStart - from, weight: weight)
              : normalizedPieceSum(UTF8Scalars(normalized: normalized), from: pieceStart - from, weight: weight)
          }
        }
        total = TextMetric.saturatingSum(total, pieceSum)
        if total > rawLimit { passedAt = end }
        (pieceStart, pieceSum, pieceSlow, pieceASCII, pieceInert, pieceDot) = (end, 0, false, true, true, false)
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
            pieceDot = true
            // A top-level domain begins with a letter: a URL needs one after a `.`.
            if findsURLs, next < count, base[next] >= 0x80 || (base[next] | 0x20) &- 0x61 < 26 { pieceSlow = true }
            w = weight(0x2E)
          case 0x23, 0x2A, 0x30...0x39:
            // A keycap base is listed only with U+FE0F or U+20E3 after it.
            w = weight(UInt32(byte))
            if findsEmoji, next < count, base[next] >= 0x80 {
              let root = data.rootChild(UInt32(byte))
              // A fully-qualified keycap (ED-14c) that no listed sequence
              // continues is the longest there, without the walk.
              if i &+ 8 <= count, data.keycapNodes[Int(byte)] != 0, EmojiSyntax.hasKeycapTail(after: i, in: base) {
                w = emojiWeight
                next = i &+ 7
                pieceASCII = false
              } else if root != 0, let end = data.longestListedSequence(inUTF8: bytes, root: root, next: next) {
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
            pieceInert = false
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
            if root != 0, let end = Self.longestListedSequence(data, in: bytes, at: i, root: root, next: next) {
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

  /// `data.longestListedSequence(inUTF8:root:next:)` at `i`, whose scalar
  /// (ending at `next`) has first-level node `root`, the common shapes
  /// decided from the bytes and the node's flags without the trie's walk
  /// (as the emoji scanner's fast paths, `EmojiScanner.fastMatchEnd`):
  ///
  /// - a listed flag (ED-14) that no listed sequence continues
  ///   (`flagNodes`): the pair;
  /// - a scalar that only a scalar that may continue a sequence (U+FE0E,
  ///   U+FE0F, ZWJ, U+20E3, a skin tone or a tag) continues, followed by
  ///   none (`endsBeforeNonContinuer`): the scalar, when it is listed and
  ///   not a component;
  /// - an emoji modifier sequence (ED-13) or an emoji presentation
  ///   sequence (ED-9a) that every listed longer one continues with such a
  ///   scalar, followed by none (`modifierSequencesEndBeforeNonContinuer`,
  ///   `presentationSequenceEndsBeforeNonContinuer`): the sequence, which is
  ///   listed fully-qualified.
  ///
  /// In each the walk would stop there: every child of the node reached is
  /// one of those continuing scalars, or it has none.
  @inline(__always)
  static func longestListedSequence(
    _ data: EmojiSequenceData, in text: UnsafeBufferPointer<UInt8>, at i: Int, root: Int, next: Int
  ) -> Int? {
    let base = text.baseAddress!
    if next == i &+ 4, RegionalIndicator.endsAt(next, in: base), i &+ 8 <= text.count,
      RegionalIndicator.endsAt(i &+ 8, in: base), data.flagNode(base[i &+ 3], base[i &+ 7]) != 0
    {
      return i &+ 8
    }
    let flags = data.trieNodeFlags[root]
    if flags & EmojiSequenceData.endsBeforeNonContinuer != 0, !EmojiSyntax.mayContinueSequence(text, at: next) {
      let entry = Int(data.trieEntries[root])
      return entry != 0 && EmojiEntryInfo(data.entries[entry &- 1]).status != .component ? next : nil
    }
    if flags & EmojiSequenceData.modifierSequencesEndBeforeNonContinuer != 0, next &+ 4 <= text.count,
      EmojiSyntax.isSkinTone(endingAt: next &+ 4, in: text), !EmojiSyntax.mayContinueSequence(text, at: next &+ 4)
    {
      return next &+ 4
    }
    if flags & EmojiSequenceData.presentationSequenceEndsBeforeNonContinuer != 0,
      EmojiSyntax.hasEmojiPresentationSelector(at: next, in: text), !EmojiSyntax.mayContinueSequence(text, at: next &+ 3)
    {
      return next &+ 3
    }
    return data.longestListedSequence(inUTF8: text, root: root, next: next)
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

    func withScalarSource<Result>(_ body: (ScalarSource) -> Result) -> Result {
      body(ScalarSource(.ascii(bytes), count: endIndex))
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

  /// A piece of inert scalars that is not all ASCII, as the scalars the
  /// reference reads: its own NFC (UAX #15 §9, as `isInert` says), a `\r`
  /// as the `\n` it becomes and `\r\n` as one `\n` (as `ASCIIScalars`),
  /// read from the bytes by scalar position. URL recognition reads mostly
  /// forward from one of two places it read last (a domain compared along
  /// its path), so two cursors walk there; a position far from both starts
  /// from the byte offset kept for every 64th scalar, 1/8 byte per scalar,
  /// not the 4 an array of them would take.
  struct UTF8Scalars: ScalarText {
    let bytes: UnsafeBufferPointer<UInt8>
    let endIndex: Int
    /// The byte offset of scalars 0, 64, 128 …
    let checkpoints: [Int]
    let cursors = Cursors()
    /// The piece's NFC, read through it rather than from `bytes`, when
    /// the piece is not its own NFC (one type of scalar text for both, so
    /// that URL recognition is compiled once for them).
    let normalized: NFCScalars?
    var startIndex: Int { 0 }

    init(normalized: NFCScalars) {
      (bytes, endIndex, checkpoints, self.normalized) = (normalized.bytes, normalized.endIndex, [], normalized)
    }

    /// Two scalars read last and their byte offsets, the later first.
    final class Cursors {
      @exclusivity(unchecked) var scalar = (0, 0)
      @exclusivity(unchecked) var byte = (0, 0)
    }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      self.bytes = bytes
      normalized = nil
      var checkpoints: [Int] = []
      checkpoints.reserveCapacity(bytes.count / 64 + 1)
      var scalars = 0
      for (offset, byte) in bytes.enumerated() where byte & 0xC0 != 0x80 {
        if scalars & 63 == 0 { checkpoints.append(offset) }
        scalars += 1
      }
      self.checkpoints = checkpoints
      let count = bytes.count
      endIndex = count >= 2 && bytes[count - 2] == 0x0D && bytes[count - 1] == 0x0A ? scalars - 1 : scalars
    }

    /// The byte offset of the scalar at `position` (`bytes.count` at the end).
    func offset(of position: Int) -> Int {
      let cursors = self.cursors
      var (scalar, byte) = (cursors.scalar.0, cursors.byte.0)
      if abs(cursors.scalar.1 - position) < abs(scalar - position) {
        // From the other place, this one kept as the other.
        (scalar, byte) = (cursors.scalar.1, cursors.byte.1)
        (cursors.scalar.1, cursors.byte.1) = (cursors.scalar.0, cursors.byte.0)
      } else if abs(scalar - position) > 32 {
        // A third place: the last kept as the other.
        (cursors.scalar.1, cursors.byte.1) = (scalar, byte)
      }
      if abs(scalar - position) > 32, position >> 6 < checkpoints.count, position & 63 < abs(scalar - position) {
        scalar = position & ~63
        byte = checkpoints[position >> 6]
      }
      while scalar < position, byte < bytes.count {
        let lead = bytes[byte]
        byte += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        scalar += 1
      }
      while scalar > position {
        byte -= 1
        while bytes[byte] & 0xC0 == 0x80 { byte -= 1 }
        scalar -= 1
      }
      (cursors.scalar.0, cursors.byte.0) = (scalar, byte)
      return byte
    }

    subscript(position: Int) -> UInt32 {
      if let normalized { return normalized[position] }
      let c = UTF8Bytes.decodeWellFormed(bytes.baseAddress!, at: offset(of: position)).scalar
      return c == 0x0D ? 0x0A : c
    }

    func withScalarSource<Result>(_ body: (ScalarSource) -> Result) -> Result {
      withUnsafePointer(to: self) { text in
        let read: @convention(c) (UnsafeRawPointer, Int) -> UInt32 = { text, position in
          text.assumingMemoryBound(to: UTF8Scalars.self).pointee[position]
        }
        return body(ScalarSource(.other(UnsafeRawPointer(text), read: read), count: endIndex))
      }
    }
  }

  /// `sum(_:from:scalars:rawLimit:)` of a piece of inert scalars, with no
  /// limit, read from its bytes: at each position from `start` a URL, else
  /// the emoji that `finditer` over the whole piece found there (as
  /// `NormalizedText.emoji` lists them, URLs or not), else the scalar by
  /// `weight`; the URLs and the emoji each taken as they are found.
  func inertPieceSum(_ text: UTF8Scalars, from start: Int, weight: ScalarWeights) -> Int {
    let data = EmojiSequenceData.builtIn
    let bytes = text.bytes
    let base = bytes.baseAddress!
    let end = text.endIndex
    let urlWeight = urlLength.map { Self.saturatingProduct($0, scale) } ?? 0
    var total = 0
    var i = start
    var b = text.offset(of: start)
    // The next emoji at or after `searched` (its scalars and its end's
    // byte), none when its start is `Int.max`.
    var searched = (scalar: i, byte: b)
    var emoji = (start: Int.max, end: Int.max, endByte: bytes.count)
    func findEmoji() {
      emoji = (Int.max, Int.max, bytes.count)
      guard emojiWeight != nil else { return }
      var (s, p) = searched
      while s < end {
        let (c, length) = UTF8Bytes.decodeWellFormed(base, at: p)
        let root = data.rootChild(c)
        if root != 0, let stop = data.longestListedSequence(inUTF8: bytes, root: root, next: p + length) {
          var scalars = 1
          for q in p + length..<stop where base[q] & 0xC0 != 0x80 { scalars += 1 }
          emoji = (s, s + scalars, stop)
          return
        }
        s += 1
        p += length
      }
    }
    findEmoji()
    func addScalars(upTo stop: Int) {
      while i < stop {
        // As `sum` reads its list: an emoji starting before `i` (inside a
        // URL counted) is passed over, and the search goes on from its end.
        while emoji.start < i {
          searched = (emoji.end, emoji.endByte)
          findEmoji()
        }
        if emoji.start == i, let emojiWeight {
          total = TextMetric.saturatingSum(total, emojiWeight)
          (i, b) = (emoji.end, emoji.endByte)
          continue
        }
        let (c, length) = UTF8Bytes.decodeWellFormed(base, at: b)
        total = TextMetric.saturatingSum(total, weight(c == 0x0D ? 0x0A : c))
        i += 1
        b += length
      }
    }
    if urlLength != nil {
      var steps = 0
      URLRecognition.forEachUnit(in: text, steps: &steps) { url in
        guard url.start >= i else { return }
        addScalars(upTo: url.start)
        // An emoji that began before the URL and reached past its start.
        guard i == url.start else { return }
        total = TextMetric.saturatingSum(total, urlWeight)
        i = Swift.min(Swift.max(url.end, i + 1), end)
        b = text.offset(of: i)
      }
    }
    addScalars(upTo: end)
    return total
  }

  /// `sum(_:from:scalars:rawLimit:)` of a piece with no URL (no `.`, which
  /// NFC never makes, `noScalarNormalizesToADot`; or no URL length), with
  /// no limit: its NFC made a Character at a time (`appendNormalized`) into
  /// a window that is summed as it fills, so that the piece is never held
  /// whole. Without URLs the reference's loop is `finditer` over the emoji:
  /// at each position the longest listed sequence, else the scalar by its
  /// weight; a sequence is looked for once the window holds
  /// `emojiLookahead` scalars after its start, or the piece has ended.
  func streamedPieceSum(_ bytes: UnsafeBufferPointer<UInt8>, weight: ScalarWeights, memo: inout NormalizationMemo) -> Int {
    let data = EmojiSequenceData.builtIn
    var window: [UInt32] = []
    window.reserveCapacity(2 * Self.windowScalars)
    var position = 0
    var total = 0
    func drain(final: Bool) {
      let stop = final ? window.count : window.count - Self.emojiLookahead
      window.withUnsafeBufferPointer { scalars in
        while position < stop {
          if let emojiWeight, let end = data.longestListedSequence(in: scalars, at: position) {
            total = TextMetric.saturatingSum(total, emojiWeight)
            position = end
          } else {
            total = TextMetric.saturatingSum(total, weight(scalars[position]))
            position += 1
          }
        }
      }
      // A sequence may have ended past `stop`, never past the window.
      window.removeFirst(position)
      position = 0
    }
    var offset = 0
    while offset < bytes.count {
      let end = UTF8Bytes.graphemeClusterEnd(bytes, from: offset)
      let character = UnsafeBufferPointer(rebasing: bytes[offset..<end])
      if var tail = Self.appendNormalized(character, to: &window, memo: &memo) {
        // A long Character's marks that NFC leaves as they are.
        while tail < character.count {
          let (c, length) = UTF8Bytes.decodeWellFormed(character.baseAddress!, at: tail)
          window.append(c)
          tail += length
          if window.count >= Self.windowScalars { drain(final: false) }
        }
      }
      if window.count >= Self.windowScalars { drain(final: false) }
      offset = end
    }
    drain(final: true)
    return total
  }

  /// Scalars summed at a time by `streamedPieceSum`.
  static let windowScalars = 4096
  /// More scalars than any listed emoji sequence has
  /// (`emojiLookaheadIsLongEnough`).
  static let emojiLookahead = 64

  /// Appends the scalars of `character` (one Character) in NFC, `\r\n` and
  /// `\r` as `\n`, as `NormalizedText` reads them. A long Character whose
  /// tail is a run of marks that NFC leaves as they are (`blockedMarksTail`)
  /// is normalized in its head only, and where its tail starts returned: the
  /// caller appends the tail's scalars as they are.
  static func appendNormalized(
    _ character: UnsafeBufferPointer<UInt8>, to scalars: inout [UInt32], memo: inout NormalizationMemo
  ) -> Int? {
    if character.first == 0x0D {
      scalars.append(0x0A)  // `\r\n` (one Character, GB3) and `\r` alone
    } else if character.allSatisfy({ $0 < 0x80 }) {
      for byte in character { scalars.append(UInt32(byte)) }
    } else if let scalar = NormalizedText.stableAlone(character) {
      scalars.append(scalar)
    } else if character.count > 256, let tail = blockedMarksTail(character) {
      scalars += normalized(UnsafeBufferPointer(rebasing: character[0..<tail]))
      return tail
    } else if character.count > 8 || !memo.append(character, to: &scalars) {
      scalars += normalized(character)
    }
    return nil
  }

  /// The NFC of Characters of one or two scalars, kept by their scalars in
  /// a small direct-mapped table: a long text repeats the few Characters
  /// of its script (Greek letters, a letter and its accent), so that the
  /// standard library's normalization, most of the time of a piece that
  /// is not inert, runs about once per distinct Character rather than once
  /// per Character. NFC is a function of the Character's scalars, so a
  /// kept answer is the answer; an NFC of more than three scalars (U+1D160
  /// has three) is not kept. The table is made at the first Character that
  /// needs it.
  struct NormalizationMemo {
    /// Per slot: the Character's scalars (21 bits each, the second
    /// 0x1FFFFF for a Character of one), and its NFC's scalars likewise,
    /// 0x1FFFFF after the last (NFC of a scalar is never empty).
    private var slots: [(key: UInt64, value: UInt64)] = []
    static let slotCount = 256

    /// Appends the NFC of `character` to `scalars`; false, appending
    /// nothing, when the Character has more than two scalars.
    mutating func append(_ character: UnsafeBufferPointer<UInt8>, to scalars: inout [UInt32]) -> Bool {
      let base = character.baseAddress!
      let (first, length) = UTF8Bytes.decodeWellFormed(base, at: 0)
      var second: UInt32 = 0x1FFFFF  // no scalar
      if length < character.count {
        let (c, next) = UTF8Bytes.decodeWellFormed(base, at: length)
        guard length + next == character.count else { return false }
        second = c
      }
      let key = UInt64(first) | UInt64(second) << 21
      let slot = Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 56)
      if slots.isEmpty { slots = Array(repeating: (.max, 0), count: Self.slotCount) }
      if slots[slot].key != key {
        let nfc = WeightedLength.normalized(character)
        guard nfc.count <= 3 else {
          scalars += nfc
          return true
        }
        var value = UInt64.max >> 1
        for (k, c) in nfc.enumerated() { value = value & ~(0x1FFFFF << (21 * k)) | UInt64(c) << (21 * k) }
        slots[slot] = (key, value)
      }
      let value = slots[slot].value
      for k in 0..<3 {
        let c = UInt32(truncatingIfNeeded: value >> (21 * k) & 0x1FFFFF)
        if c == 0x1FFFFF { break }
        scalars.append(c)
      }
      return true
    }
  }

  /// The NFC of `bytes`, as scalars (the standard library's normalization).
  static func normalized(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
    String(decoding: String(decoding: bytes, as: UTF8.self)._nfcCodeUnits, as: UTF8.self).unicodeScalars.map { $0.value }
  }

  /// Where a tail of `character` starts that NFC leaves as it is after the
  /// NFC of the head before it: the head is 32 scalars, every scalar of the
  /// tail has one canonical combining class x > 0 and is its own NFC, and
  /// the head's NFC ends, after its last starter, with marks of classes at
  /// most x, one of them x. Then canonical ordering (a stable sort) keeps
  /// the tail after the head's marks, and each mark of the tail is blocked
  /// from the last starter by that mark of class x (UAX #15 §1.3, D115):
  /// nothing composes with it, so the NFC of the Character is the head's
  /// followed by the tail. Nil when the Character is not so.
  static func blockedMarksTail(_ character: UnsafeBufferPointer<UInt8>) -> Int? {
    let base = character.baseAddress!
    var offset = 0
    for _ in 0..<32 {
      guard offset < character.count else { return nil }
      offset += UTF8Bytes.decodeWellFormed(base, at: offset).length
    }
    let tail = offset
    guard tail < character.count else { return nil }
    func combiningClass(_ c: UInt32) -> UInt8 { Unicode.Scalar(c)!.properties.canonicalCombiningClass.rawValue }
    let x = combiningClass(UTF8Bytes.decodeWellFormed(base, at: tail).scalar)
    guard x > 0 else { return nil }
    var checked: UInt32 = 0x110000  // the last scalar found to be its own NFC
    while offset < character.count {
      let (c, length) = UTF8Bytes.decodeWellFormed(base, at: offset)
      if c != checked {
        let alone = UnsafeBufferPointer(rebasing: character[offset..<offset + length])
        guard combiningClass(c) == x, normalized(alone) == [c] else { return nil }
        checked = c
      }
      offset += length
    }
    let head = normalized(UnsafeBufferPointer(rebasing: character[0..<tail]))
    guard let lastStarter = head.lastIndex(where: { combiningClass($0) == 0 }) else { return nil }
    let marks = head[(lastStarter + 1)...].map(combiningClass)
    guard marks.contains(x), marks.allSatisfy({ $0 <= x }) else { return nil }
    return tail
  }
}
