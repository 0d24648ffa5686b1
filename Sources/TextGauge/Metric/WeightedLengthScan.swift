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

    /// Scalars already normalized, without their Characters (a piece of
    /// another text's, summed on its own).
    init(scalars: [UInt32]) { self.scalars = scalars }

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
      // Sized once rather than grown by doubling (which held up to twice
      // the final arrays at each copy): a Character count is one fast pass,
      // and a scalar takes a byte at least, which NFC in practice keeps.
      scalars.reserveCapacity(bytes.count)
      characterStarts.reserveCapacity(UTF8Bytes.graphemeClusterCount(bytes) + 1)
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
    /// in the first `end` scalars (`emoji.finditer` over that text, URLs
    /// included): at each position the longest sequence emoji-test.txt
    /// lists outside its components, then on from its end. Scalar ranges.
    /// From `start`: a position the search reaches (after an emoji a longer
    /// text's search found, where a shorter one's search goes on too).
    func emoji(upTo end: Int, from start: Int = 0) -> [Swift.Range<Int>] {
      var found: [Swift.Range<Int>] = []
      let data = EmojiSequenceData.builtIn
      scalars.withUnsafeBufferPointer { all in
        let scalars = UnsafeBufferPointer(rebasing: all[0..<end])
        var i = start
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

  /// The summed weights (not yet divided by the scale) of the text's first
  /// `end` scalars, a text of its own (its own URLs and emoji), as
  /// `parseTweet`'s loop sums them (`walk`). Nil once the sum passes
  /// `rawLimit`. From `start` on: the scalars before it are read only as
  /// what precedes a URL.
  func sum(_ text: NormalizedText, from start: Int = 0, scalars end: Int, rawLimit: Int) -> Int? {
    let scalars = end == text.scalars.count ? text.scalars : Array(text.scalars[0..<end])
    var steps = 0
    let urls = urlLength == nil ? [] : URLRecognition.units(in: scalars, steps: &steps)
    let emoji = emojiWeight == nil ? [] : text.emoji(upTo: end)
    return walk(scalars, from: start, sum: 0, to: end, urls: urls[...], emoji: emoji[...], rawLimit: rawLimit)
  }

  /// `parseTweet`'s loop over `scalars` from position `i`, with `sum` so
  /// far, to `end`: at each position a URL (of `urls`, ascending), else an
  /// emoji (of `emoji`), else the scalar by its range; a run of scalars
  /// between them at once from `before`, the running sums of their
  /// weights, when given. Nil once the sum passes `rawLimit`; `visit` is
  /// told each position the loop stops at and the sum before it.
  @inline(never)
  func walk(
    _ scalars: [UInt32], from i: Int, sum: Int, to end: Int, urls: ArraySlice<URLRecognition.Unit>,
    emoji: ArraySlice<Swift.Range<Int>>, before: [Int]? = nil, rawLimit: Int, visit: ((Int, Int) -> Void)? = nil
  ) -> Int? {
    let urlWeight = urlLength.map { Self.saturatingProduct($0, scale) } ?? 0
    var sum = sum
    var i = i
    var nextURL = urls.startIndex
    var nextEmoji = emoji.startIndex
    while i < end {
      visit?(i, sum)
      while nextURL < urls.endIndex, urls[nextURL].start < i { nextURL += 1 }
      while nextEmoji < emoji.endIndex, emoji[nextEmoji].lowerBound < i { nextEmoji += 1 }
      if nextURL < urls.endIndex, urls[nextURL].start == i {
        sum = TextMetric.saturatingSum(sum, urlWeight)
        i = Swift.min(Swift.max(urls[nextURL].end, i + 1), end)
      } else if let emojiWeight, nextEmoji < emoji.endIndex, emoji[nextEmoji].lowerBound == i {
        sum = TextMetric.saturatingSum(sum, emojiWeight)
        i = emoji[nextEmoji].upperBound
      } else if let before {
        // Every scalar up to the next URL or emoji weighs its own weight.
        var stop = end
        if nextURL < urls.endIndex { stop = Swift.min(stop, urls[nextURL].start) }
        if nextEmoji < emoji.endIndex { stop = Swift.min(stop, emoji[nextEmoji].lowerBound) }
        sum = TextMetric.saturatingSum(sum, before[stop] - before[i])
        i = stop
      } else {
        sum = TextMetric.saturatingSum(sum, scalarWeight(scalars[i]))
        i += 1
      }
      if sum > rawLimit { return nil }
    }
    return sum <= rawLimit ? sum : nil
  }

  /// The weight of the scalar `c` outside an emoji and a URL, as
  /// ``weight(of:)`` gives it: the first range's that holds it, else the
  /// default.
  func scalarWeight(_ c: UInt32) -> Int {
    ranges.first { $0.first.value <= c && c <= $0.last.value }?.weight ?? defaultWeight
  }

  /// `TextMetric.weighted`'s scan: the length of the longest prefix that
  /// ends on a Character boundary and measures at most `limit`, measured as
  /// a text of its own, and where it ends.
  ///
  /// A prefix's measure is not monotonic in its length: cutting can make a
  /// URL of its end (`example.com` of `example.comx`), or a valid URL of
  /// one too long to count (the first 4,088 characters of `a.co` × 1,100),
  /// or end a text inside what the whole text counts as one emoji. So the
  /// prefixes that a lower bound lets fit (`candidates`) are measured anew,
  /// from the longest down to the first that fits, each from what it
  /// shares with the piece between spaces that it ends in
  /// (`longestFitting`). The first head has
  /// `firstHead` bytes at least (tests start small to cut short texts).
  ///
  /// Before the piece in which the prefix ends, the text is summed in
  /// chunks of at least `firstHead` bytes, each a text of its own (after
  /// a context past a split inside a URL's path or a chain of labels;
  /// `fastSum`, which streams), up to the first that does not fit
  /// (`split`). So the memory is bounded by a constant where such splits
  /// come often (English, Chinese, emoji chat, Cyrillic, Thai, minified
  /// code, URL paths, chains of labels, runs NFC changes); a long run
  /// without spaces in which `DottedRuns` finds no split (one Character of
  /// many marks, a chain whose match may be a URL) is read whole up to the
  /// prefix's end. The prefix is read no further than the first chunk that
  /// does not fit.
  func scan(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int, firstHead: Int = 4096) -> (total: Int, end: Int) {
    guard limit >= 0 else { return (0, 0) }
    let rawLimit = rawLimit(of: limit)
    var holdsInvalid = false
    var passedAt = 0
    if let total = fastSum(bytes, rawLimit: rawLimit, holdsTwitterInvalid: &holdsInvalid, passedAt: &passedAt) {
      return (total / scale, bytes.count)
    }
    var (start, before, dotless) = (0, 0, 0)
    var dotted = DottedRuns(spacing: firstHead)
    // What the text from `start` is read after: a path or chain split's
    // context (`DottedRuns`), or nothing.
    var after = DottedRuns.Context.none
    var contexts = ContextSums()
    // The end of the first chunk that does not fit: no prefix reaching it
    // fits either (weights are not negative), so the prefix is read no
    // further.
    var stop = bytes.count
    while let split = Self.split(
      bytes, from: start, after: after, atLeast: TextMetric.saturatingSum(start, firstHead), before: passedAt,
      dotless: &dotless, dotted: &dotted)
    {
      guard
        let sum = sum(
          UnsafeBufferPointer(rebasing: bytes[start..<split.offset]), after: after,
          rawLimit: rawLimit - before, contexts: &contexts)
      else {
        stop = split.offset
        break
      }
      (start, before, after) = (split.offset, before + sum, split.context)
    }
    let rest = UnsafeBufferPointer(rebasing: bytes[start..<stop])
    // The prefix is found in a head of the text that ends after a space
    // before a Character that is ASCII or CJK (a Character boundary where
    // no URL, emoji or composition reaches across, and where every run the
    // bound reads ahead stops): the bound over the head is the whole
    // text's wherever it stops in it, so a head in which it stops has every
    // candidate. Where no such end comes within twice the head's length,
    // the head is cut at a scalar boundary and read as a text that goes on
    // (`candidates(_:rawLimit:continues:)`), trusted up to `cutMargin`
    // scalars before the cut. Heads double, so the work stays linear and a
    // long text without spaces is never normalized whole.
    var headBytes = firstHead
    while true {
      let limit = Self.saturatingProduct(headBytes, 2)
      var head = Self.headEnd(rest, atLeast: headBytes, before: limit)
      let cut = head == nil
      if head == nil {
        var end = limit
        while rest[end] & 0xC0 == 0x80 { end -= 1 }  // a scalar's first byte
        head = end
      }
      // After a path or chain split, the head is read after the context,
      // whose sum is taken off, and a prefix ending in the context is none.
      let text = Self.reading(UnsafeBufferPointer(rebasing: rest[0..<head!]), after: after) { NormalizedText($0) }
      let (offset, shift) = (after.bytes.count, contexts.sum(of: after, self))
      let headLimit = TextMetric.saturatingSum(rawLimit - before, shift)
      let (found, complete) = candidates(text, rawLimit: headLimit, continues: cut)
      if complete || head == rest.count {
        let (total, end) = longestFitting(text, candidates: found, rawLimit: headLimit)
        return end < offset ? (before / scale, start) : ((before + total - shift) / scale, start + end - offset)
      }
      headBytes = limit
    }
  }

  /// The summed weights of `bytes` read after the context `after` (a
  /// text of its own after none), less the context's; nil once past
  /// `rawLimit`.
  func sum(_ bytes: UnsafeBufferPointer<UInt8>, after: DottedRuns.Context, rawLimit: Int, contexts: inout ContextSums)
    -> Int?
  {
    let shift = contexts.sum(of: after, self)
    return Self.reading(bytes, after: after) {
      fastSum($0, rawLimit: TextMetric.saturatingSum(rawLimit, shift)).map { $0 - shift }
    }
  }

  /// `body` of the context `after`'s bytes then `bytes`.
  static func reading<Result>(
    _ bytes: UnsafeBufferPointer<UInt8>, after: DottedRuns.Context, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    after == .none ? body(bytes) : (after.bytes + bytes).withUnsafeBufferPointer(body)
  }

  /// The sums of the contexts, each a text of its own, kept once summed.
  struct ContextSums {
    var path = -1
    var chain = -1

    mutating func sum(of context: DottedRuns.Context, _ metric: WeightedLength) -> Int {
      let kept = context == .path ? path : context == .chain ? chain : 0
      if kept >= 0 { return kept }
      let sum = context.bytes.withUnsafeBufferPointer { metric.fastSum($0, rawLimit: .max) ?? .max }
      if context == .path { path = sum } else { chain = sum }
      return sum
    }
  }

  /// The first position from `least` on and before `end` at which the
  /// text splits into two whose sums add up, read from `start` (a text's
  /// start or such a split); nil when there is none. Nothing reaches
  /// across it:
  ///
  /// - after a space or a line break, before ASCII, a CJK Unified
  ///   Ideograph (`startsPiece`) or an emoji;
  /// - in a run between spaces and line breaks that holds no `.` that a
  ///   top-level domain may follow (`topLevelDot`) and so no URL
  ///   (twitter-text's domains hold one), before a scalar that `opens`
  ///   a split, after a space, a line break or another such scalar.
  /// - in a run that holds such a `.`, where the URL search says none
  ///   reaches across, or inside the path of a match too long to be a URL
  ///   or after a dot inside a chain of labels whose match is too long or
  ///   none, or after the run's last such `.` past what the search read
  ///   before it (`DottedRuns`, kept from one call to the next; `context` says
  ///   what the text after such a *path* or *chain split* is summed after,
  ///   as `after` says of the text from `start`).
  /// `dotless` is where the last run found to hold no such `.` ends, kept
  /// from one call to the next so that each run is read ahead once.
  static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, after: DottedRuns.Context = .none, atLeast least: Int,
    before end: Int, dotless: inout Int, dotted: inout DottedRuns
  ) -> (offset: Int, context: DottedRuns.Context)? {
    // A `.` a top-level domain may follow in the run so far (after a path
    // or chain split, the run holds one: its match's domain, its chain).
    var dot = after != .none
    var i = start
    while i < end {
      let byte = bytes[i]
      let breaks = Self.breaksRun(byte)
      if breaks { dot = false } else if Self.topLevelDot(bytes, at: i) { dot = true }
      i += 1
      if i < least || i == end { continue }
      let next = bytes[i]
      if breaks {
        if Self.startsPiece(bytes, at: i) { return (i, .none) }
        // U+1F000…U+1FBFF (F0 9F 80 80 … F0 9F AF BF) but a skin tone
        // (U+1F3FB…U+1F3FF, Extend): NFC keeps them, and after a space one
        // begins a grapheme cluster and an emoji match.
        if next == 0xF0, bytes[i + 1] == 0x9F, bytes[i + 2] < 0xB0, bytes[i + 2] != 0x8F || bytes[i + 3] < 0xBB {
          return (i, .none)
        }
      }
      // Other scalars that open a split, after a space only where the run
      // holds no `.` (`topLevelDot`): twitter-text reads a domain that
      // begins with a Latin letter with an accent differently at the
      // text's start than after a space (`éa.bz` is `é` and the URL `a.bz`
      // alone, the URL `éa.bz` after a space).
      if !dot, Self.opens(bytes, at: i), breaks || Self.opens(bytes, at: (i - 4..<i).last { bytes[$0] & 0xC0 != 0x80 }!) {
        // The rest of the run: a `.` there is before every later split in it.
        if i < dotless { return (i, .none) }
        var j = i
        while j < end, !Self.breaksRun(bytes[j]), !Self.topLevelDot(bytes, at: j) { j += 1 }
        if j == end || bytes[j] != 0x2E {
          dotless = j
          return (i, .none)
        }
        i = j
        continue
      }
      if dot, !Self.breaksRun(bytes[i]) {
        let (found, context, runEnd) = dotted.split(bytes, from: start, after: after, in: i, atLeast: i, before: end)
        if let found { return (found, context) }
        i = runEnd
      }
    }
    return nil
  }

  /// The longest of the `found` candidates (indexes into
  /// `text.characterStarts`, ascending) whose prefix, a text of its own,
  /// sums to at most `rawLimit`: its sum and its end.
  ///
  /// The text splits into pieces after each space or line break that ends
  /// a Character, and a prefix's sum is the sum of the whole pieces it
  /// holds plus that of its last piece cut where it ends. twitter-text's
  /// URL pattern holds no space nor line break (its protocol, domain,
  /// port, path and query classes leave them out) and a space or a line
  /// break is one of `valid_url_preceding_chars`, so no URL reaches across
  /// the split: `extractUrlsWithIndices` over the prefix finds the same
  /// URLs before it as over the whole text (a match ends at the space at
  /// the latest, and the search goes on from there), and after it the
  /// URLs of the piece read with the space before it; no sequence of
  /// emoji-test.txt holds a space or a line break, so `finditer` over the
  /// emoji restarts there too. Cutting a prefix changes only its last
  /// piece: a URL made shorter, invalid, or valid (one too long cut to
  /// 4,096) lies in it. So the whole pieces are summed once each, up to
  /// the first whose sum passes the limit (no prefix ending after it can
  /// fit: weights are not negative), and only that piece's candidates are
  /// summed as prefixes, each from the piece's own reading
  /// (`PiecePrefixes`): the work is the head's once plus, per candidate,
  /// about what lies near its end, not the piece.
  func longestFitting(_ text: NormalizedText, candidates found: [Int], rawLimit: Int) -> (total: Int, end: Int) {
    guard let last = found.last else { return (0, 0) }
    let scalars = text.scalars
    /// The piece whose first Character is `first`, with the space before
    /// it (none for the first piece) up to scalar `end`: its text, and
    /// where its own scalars start in it.
    func piece(from first: Int, to end: Int) -> (text: NormalizedText, start: Int) {
      let from = Swift.max(text.characterStarts[first].scalar - 1, 0)
      let piece = from == 0 && end == scalars.count ? scalars : Array(scalars[from..<end])
      return (NormalizedText(scalars: piece), first == 0 ? 0 : 1)
    }
    var before = 0  // the sum of the whole pieces before `first`
    var first = 0  // the first Character of the piece read
    var next = 1
    // The piece holding the longest candidate, or the first whose sum passes the limit.
    while next <= last {
      let end = text.characterStarts[next].scalar
      if scalars[end - 1] == 0x20 || scalars[end - 1] == 0x0A {
        let (whole, start) = piece(from: first, to: end)
        guard let pieceSum = sum(whole, from: start, scalars: whole.scalars.count, rawLimit: rawLimit - before) else {
          break
        }
        before += pieceSum
        first = next
      }
      next += 1
    }
    // Its candidates from the longest down; its start fits (`before`).
    let inPiece = found.withUnsafeBufferPointer { found in
      UTF8Bytes.partitionPoint(found) { $0 < first }..<UTF8Bytes.partitionPoint(found) { $0 < next }
    }
    let (whole, start) = piece(from: first, to: text.characterStarts[Swift.min(next, last)].scalar)
    let prefixes = inPiece.count > 2 ? PiecePrefixes(whole, from: start, self) : nil
    let offset = text.characterStarts[first].scalar - start
    var prefix = whole.scalars
    for character in found[inPiece].reversed() where character > first {
      let end = text.characterStarts[character]
      prefix.removeLast(prefix.count - (end.scalar - offset))
      let total =
        if let prefixes { prefixes.sum(of: prefix, rawLimit: rawLimit - before) } else {
          sum(NormalizedText(scalars: prefix), from: start, scalars: prefix.count, rawLimit: rawLimit - before)
        }
      if let total { return (before + total, end.byte) }
    }
    return (before, text.characterStarts[first].byte)
  }

  /// The most the summed weights may be for a length of at most `limit`
  /// (not negative): measure ≤ limit ⟺ sum / scale ≤ limit ⟺ sum ≤
  /// (limit + 1) × scale − 1.
  func rawLimit(of limit: Int) -> Int {
    limit == .max ? Self.saturatingProduct(limit, scale) : Self.saturatingProduct(limit + 1, scale) &- 1
  }

  /// How many scalars before the end of a head cut inside the text the
  /// bound is not trusted: the look-ahead of an emoji match (the longest
  /// sequence emoji-test.txt lists has 10 scalars), of a protocol
  /// (`https://`, 8) and of a first label (63), with room to spare.
  static let cutMargin = 128

  /// Whether a CJK Unified Ideograph (U+4E00…U+9FFF: E4 B8 80 … E9 BF BF)
  /// starts at `i`: NFC keeps it, it is grapheme cluster break Other and no
  /// listed emoji starts with one.
  static func ideograph(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    bytes[i] &- 0xE5 < 5 || (bytes[i] == 0xE4 && bytes[i + 1] >= 0xB8)
  }

  /// Whether `byte` ends a run: a space or a line break (`\n`, `\r`).
  static func breaksRun(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D }

  /// Whether a `.` that a top-level domain may follow is at `i`
  /// (`URLCharacters.mayBeginTopLevelDomain` of the byte after it).
  static func topLevelDot(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    bytes[i] == 0x2E && i + 1 < bytes.count && URLCharacters.mayBeginTopLevelDomain(UInt32(bytes[i + 1]))
  }

  /// Whether the scalar at `i` may begin the second of two texts whose
  /// sums add up, when a space, a line break or another such scalar ends
  /// the first: printable ASCII, or Grapheme_Cluster_Break Other, LV or
  /// LVT in planes 0 and 1 (CJK ideographs, Cyrillic, Greek, Thai
  /// consonants, Hangul syllables, pictographs). A Character begins there:
  /// UAX #29 joins nothing to it, since it is no Extend, SpacingMark, ZWJ,
  /// V, T nor regional indicator (GB6–GB9a, GB11–GB13), it follows no
  /// Prepend, `\r` nor L (GB9b, GB3, GB6), and an Indic conjunct needs a
  /// linker before it, which is Extend (GB9c); so NFC composes nothing
  /// across it (`NormalizedText` reads NFC a Character at a time). No
  /// emoji sequence goes on with it: UTS #51's go on with U+FE0F, U+20E3,
  /// ZWJ, a modifier, a tag or a regional indicator (checked against
  /// emoji-test.txt in `WeightedPrefixBruteForceTests`).
  @inline(never)
  static func opens(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    let lead = bytes[i]
    // ASCII, or inside a scalar (0x80…0xBF), which begins no text.
    if lead < 0xC0 { return lead &- 0x21 < 0x5E }
    // Planes 0 and 1 (the two-level table): no split before a scalar of
    // the planes above, where no script in everyday use lives.
    let scalar = UTF8Bytes.decodeWellFormed(bytes.baseAddress!, at: i).scalar
    guard scalar < graphemeBreakTwoLevelLimit else { return false }
    let value = GraphemeBreakProperty.twoLevel(Int(scalar)) & graphemeBreakClassMask
    return value == graphemeBreakOther || value &- graphemeBreakLV < 2
  }

  /// Whether `i` follows a space or a line break (a `\r` not before `\n`)
  /// and begins ASCII or a CJK Unified Ideograph: `longestFitting`'s split,
  /// where a head may end.
  static func startsPiece(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
    let byte = bytes[i - 1]
    return (byte == 0x20 || byte == 0x0A || (byte == 0x0D && bytes[i] != 0x0A))
      && (bytes[i] < 0x80 || ideograph(bytes, at: i))
  }

  /// The end of the first head of `bytes` at least `count` long that ends
  /// where a piece starts (`startsPiece`), looked for before `limit`:
  /// `bytes.count` when the text ends first, nil when `limit` comes first.
  static func headEnd(_ bytes: UnsafeBufferPointer<UInt8>, atLeast count: Int, before limit: Int) -> Int? {
    var i = count
    while i < bytes.count {
      if i >= limit { return nil }
      if Self.startsPiece(bytes, at: i) { return i }
      i += 1
    }
    return bytes.count
  }

  /// The Character boundaries (indexes into `characterStarts`, ascending)
  /// whose prefix may fit `rawLimit`: those where a lower bound of any
  /// prefix's sum fits.
  ///
  /// The bound is the cheapest way to cover the prefix's scalars with
  /// what its own count can use: each scalar alone, at its range weight
  /// or, inside an emoji of the whole text of `k` scalars, `emojiWeight / k`
  /// (a prefix finds the same emoji, or shorter ones inside it at its end);
  /// or URLs, each weighing `urlLength`, starting where a URL may start
  /// (the text's start, or after a character that may precede one, not
  /// `-_./` unless `http` follows) and ending no further than a URL from
  /// there can reach (`https://`, a domain's characters and dots, a port,
  /// a path, a query) nor past 4,096 scalars that IDNA keeps (a longer URL
  /// counts per character). A dynamic programme over the scalars, with the
  /// URLs still open in a heap; it stops where no longer prefix can fit.
  /// `complete` is whether the bound passed `rawLimit` before the text's end.
  ///
  /// When the text `continues` past these scalars (a head cut inside it),
  /// what reaches the end might reach further: a run that does is taken to
  /// hold a scalar IDNA drops, so a URL from it may reach the end, but no
  /// further than 4,096 scalars plus those the head drops, nor at all when
  /// its first label already has more than 63 it keeps; and `complete`
  /// needs the bound to pass `rawLimit` at least `cutMargin` scalars
  /// before the end, where the emoji and protocols it read are the whole
  /// text's. So the bound is a lower bound for every prefix, of the head or
  /// longer.
  func candidates(_ text: NormalizedText, rawLimit: Int, continues: Bool = false) -> (found: [Int], complete: Bool) {
    let scalars = text.scalars
    let count = scalars.count
    let urlWeight = urlLength.map { Self.saturatingProduct($0, scale) }
    let data = EmojiSequenceData.builtIn
    // The whole text's emoji, found as `emoji(upTo:)` finds them, as far
    // as the bound is read: the one covering or after the current scalar.
    var emoji: Swift.Range<Int>?
    var emojiSearched = 0
    /// The least weight of scalar `i` outside URLs (called in order).
    func least(_ i: Int) -> Int {
      var weight = weight(of: Unicode.Scalar(scalars[i])!)
      guard let emojiWeight else { return weight }
      if emoji.map({ $0.upperBound <= i }) ?? true, emojiSearched <= i {
        emoji = nil
        scalars.withUnsafeBufferPointer { all in
          var j = Swift.max(emojiSearched, i)
          while j < all.count, emoji == nil {
            if let end = data.longestListedSequence(in: all, at: j) { emoji = j..<end }
            j += 1
          }
          emojiSearched = emoji?.upperBound ?? all.count
        }
      }
      if let emoji, emoji.contains(i) { weight = Swift.min(weight, emojiWeight / emoji.count) }
      return weight
    }
    // The end of the run of a class from a position, its last dot, and its
    // last dot followed by a scalar of the run that may begin a top-level
    // domain (`URLCharacters.mayBeginTopLevelDomain`), each run read once.
    struct Run {
      var start = 0
      var end = 0
      var lastDot = -1
      var lastTopLevelDot = -1
      mutating func end(from x: Int, in scalars: [UInt32], _ member: (UInt32) -> Bool) -> Int {
        if start <= x && x < end { return end }
        var j = x
        var (dot, topLevelDot) = (-1, -1)
        while j < scalars.count, member(scalars[j]) {
          if j > x, scalars[j - 1] == 0x2E, URLCharacters.mayBeginTopLevelDomain(scalars[j]) { topLevelDot = j - 1 }
          if j == start, start < end {
            if lastDot >= 0 { dot = lastDot }
            if lastTopLevelDot >= 0 { topLevelDot = lastTopLevelDot }
            j = end
            break
          }
          if scalars[j] == 0x2E { dot = j }
          j += 1
        }
        (start, end, lastDot, lastTopLevelDot) = (x, j, dot, topLevelDot)
        return j
      }
    }
    // The next position at or after a position where a class holds.
    struct Next {
      var from = Int.max
      var at = 0
      mutating func at(_ x: Int, in scalars: [UInt32], _ member: (UInt32) -> Bool) -> Int {
        if from <= x && x <= at { return at }
        var j = x
        while j < scalars.count, !member(scalars[j]) {
          if j == from { j = at; break }
          j += 1
        }
        (from, at) = (x, j)
        return j
      }
    }
    var domainRun = Run(), digitRun = Run(), pathRun = Run(), queryRun = Run()
    var nextDot = Next(), nextDeletable = Next()
    // The scalars IDNA drops in a head cut inside the text (none counted otherwise).
    let deletables = continues ? scalars.lazy.filter(IDNA.isMappedToNothing).count : 0
    /// Whether IDNA drops a scalar in `range`, which lets a URL hold more
    /// than its lengths say.
    func dropsOne(_ range: Swift.Range<Int>) -> Bool {
      if continues, range.upperBound >= count { return true }
      return nextDeletable.at(range.lowerBound, in: scalars, IDNA.isMappedToNothing) < range.upperBound
    }
    /// How far a URL starting at `q` can reach; `q` when none can start
    /// there. Its domain has a dot at most 63 characters after it (a label
    /// has 1 to 63), a dot that a top-level domain follows, and ends at
    /// most 63 after its last dot, and with no domain characters after it
    /// a port, a path and a query may follow.
    func reach(_ q: Int) -> Int {
      let host = q + (URLRecognition.httpLength(in: scalars, at: q) ?? 0)
      let runEnd = domainRun.end(from: host, in: scalars) {
        URLCharacters.isDomain($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x5F
      }
      let firstDot = nextDot.at(host, in: scalars) { $0 == 0x2E }
      if continues, runEnd >= count, firstDot >= count {
        // The first label runs past the cut: none with more than 63
        // scalars that IDNA keeps is valid (RFC 3490 ToASCII, `is_valid_url`).
        return count - host - deletables > 63 ? q : count
      }
      guard firstDot < runEnd, firstDot - host <= 63 || dropsOne(host..<firstDot) else { return q }
      // A domain ends in a top-level domain after a dot: none after
      // `host` is no URL, unless the head is cut right after a dot (what
      // follows it is past the cut).
      guard domainRun.lastTopLevelDot >= host || (continues && runEnd >= count && scalars[count - 1] == 0x2E) else {
        return q
      }
      let lastDot = domainRun.lastDot
      var e = runEnd
      if lastDot + 64 < runEnd, !dropsOne(lastDot..<runEnd) { e = lastDot + 64 }
      if e + 1 < count, scalars[e] == 0x3A, URLCharacters.isDigit(scalars[e + 1]) {
        e = digitRun.end(from: e + 1, in: scalars, URLCharacters.isDigit)
      }
      if e < count, scalars[e] == 0x2F {
        e = pathRun.end(from: e, in: scalars) { URLCharacters.isPath($0) || $0 == 0x28 || $0 == 0x29 }
      }
      if e < count, scalars[e] == 0x3F { e = queryRun.end(from: e + 1, in: scalars, URLCharacters.isQuery) }
      // At most 4,096 scalars that IDNA keeps: past that only with one it drops.
      let cap = q + URLRecognition.maxURLLength
      if e > cap && !dropsOne(q..<e) { return cap }
      // Past a cut the text may hold scalars IDNA drops, but a URL keeps at
      // most 4,096: one that reached past `cap` plus the head's dropped
      // scalars would keep more, whatever follows the cut.
      if continues, cap + deletables < count { return Swift.min(e, cap + deletables) }
      return e
    }
    func mayStartURL(_ q: Int) -> Bool {
      guard q > 0 else { return true }
      let before = scalars[q - 1]
      guard URLCharacters.mayPrecede(before) else { return false }
      return ![0x2D, 0x5F, 0x2E, 0x2F].contains(before) || URLRecognition.httpLength(in: scalars, at: q) != nil
    }
    // Open URLs: the bound where each starts and how far it reaches, a heap by the bound.
    var open: [(bound: Int, reach: Int)] = []
    func push(_ entry: (bound: Int, reach: Int)) {
      open.append(entry)
      var child = open.count - 1
      while child > 0, open[(child - 1) / 2].bound > open[child].bound {
        open.swapAt(child, (child - 1) / 2)
        child = (child - 1) / 2
      }
    }
    func popTop() {
      open.swapAt(0, open.count - 1)
      open.removeLast()
      var parent = 0
      while true {
        var least = parent
        for child in [2 * parent + 1, 2 * parent + 2] where child < open.count && open[child].bound < open[least].bound {
          least = child
        }
        if least == parent { return }
        open.swapAt(parent, least)
        parent = least
      }
    }
    var found: [Int] = []
    var bound = 0  // the cheapest cover of the first `i` scalars
    var character = 0
    // Characters start at increasing scalars (each holds one at least).
    for i in 0...count {
      if text.characterStarts[character].scalar == i {
        if bound <= rawLimit { found.append(character) }
        character += 1
      }
      guard i < count else { break }
      if let urlWeight, mayStartURL(i) {
        let end = reach(i)
        if end > i { push((TextMetric.saturatingSum(bound, urlWeight), end)) }
      }
      while let top = open.first, top.reach < i + 1 { popTop() }
      bound = Swift.min(TextMetric.saturatingSum(bound, least(i)), open.first?.bound ?? .max)
      // No longer prefix can fit: a cover of one covers scalar `i` alone
      // or by a URL open here, each counted in `bound`.
      if bound > rawLimit { return (found, !continues || i < count - Self.cutMargin) }
    }
    return (found, false)
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
      return normalized.emoji(upTo: normalized.scalars.count).map { Array(normalized.scalars[$0]) }
    }
  }
}
