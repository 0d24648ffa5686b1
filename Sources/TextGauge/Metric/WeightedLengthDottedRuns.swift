// Splits inside a run without spaces that holds a `.` a top-level domain
// may follow (`WeightedLength.split` finds none there from the bytes alone:
// a URL may reach across any point of such a run). The URL search over the
// run says where none does: a start the search tries having read nothing
// at or past it.

extension WeightedLength {
  /// Splits of the weighted sum inside runs that may hold a URL, found by
  /// the URL search over a window of the text and kept for the calls that
  /// follow (`split`'s chunks ascend).
  ///
  /// A split at `k` needs the text up to `k` and the text from `k`, each
  /// read as a text of its own, to sum to the whole (and so every prefix
  /// ending after `k` to sum its head up to `k` and its own rest).
  /// `extractUrlsWithIndices` tries the pattern at each position in turn
  /// (`valid_url_preceding_chars`, then the URL), so when it tries the
  /// character before `k` having read nothing at or past `k`:
  ///
  /// - the URLs before that try are the same in every text that holds the
  ///   positions read, the head up to `k` included, which finds no other
  ///   (what is left of it is that one character);
  /// - from that try on, the search reads only from `k`, as the search of
  ///   the text from `k` does: the character before `k` may precede a URL
  ///   (so a URL may start at `k` in both, `^` standing for it in the text
  ///   of its own) and is none of `-_./` (so a URL without a protocol is
  ///   accepted at `k` in both); and since the character at `k` is ASCII
  ///   punctuation when it may precede a URL itself, and no URL starts
  ///   with that, the text of its own, which tries `k + 1` first, finds
  ///   what the whole text finds.
  ///
  /// Both characters are also ones that nothing else reaches across: the
  /// one at `k` is printable ASCII and the one before it ASCII punctuation
  /// or a CJK Unified Ideograph, so no emoji sequence (UTS #51: one goes on
  /// only with U+FE0F, U+20E3, ZWJ, a modifier, a tag or a regional
  /// indicator), no NFC composition and no grapheme cluster (UAX #29 GB999:
  /// neither is Prepend, Extend, SpacingMark nor ZWJ) holds both.
  ///
  /// The search reads a window of the text, from the chunk's start (a text
  /// of its own, or a run's start with the space or line break before it),
  /// to the run's end or as far as it needs: a try within `margin` of a
  /// window cut short is not trusted (a look-ahead may test the text's
  /// length without reading it: `https://` is 8 scalars). Windows double
  /// while they find no split, up to `longestWindow` (or 64 chunks), so
  /// each position is searched a bounded number of times; a run that NFC
  /// changes is left whole.
  struct DottedRuns {
    /// The least length of a chunk.
    let spacing: Int
    /// The splits found in the last window of the run asked about last,
    /// ascending.
    var splits: [Int] = []
    /// The run asked about last: each is read to its end once.
    var lastRun = 0..<0

    static let margin = 64
    static let longestWindow = 1 << 18

    init(spacing: Int) { self.spacing = Swift.max(spacing, 1) }

    /// The first split from `least` on and before `end` in the run that
    /// holds `i`, read from `start` (where `split` began: a text's start
    /// or a split); `runEnd` is the end of that run (a space, a line break
    /// or the text's end), where the search for splits goes on.
    mutating func split(
      _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, in i: Int, atLeast least: Int, before end: Int
    ) -> (split: Int?, runEnd: Int) {
      var runEnd = i
      if lastRun.contains(i) {
        runEnd = lastRun.upperBound
      } else {
        while runEnd < bytes.count, !WeightedLength.breaksRun(bytes[runEnd]) { runEnd += 1 }
        (lastRun, splits) = (i..<runEnd, [])
      }
      let stop = Swift.min(runEnd, end)
      if let found = Self.first(of: splits, from: least, before: stop) { return (found, runEnd) }
      var runStart = i
      while runStart > start, !WeightedLength.breaksRun(bytes[runStart - 1]) { runStart -= 1 }
      // A window from the text's own start in this run: the chunk's start,
      // or the space or line break before the run.
      let textStart = runStart > start || (start > 0 && WeightedLength.breaksRun(bytes[start - 1])) ? runStart - 1 : start
      // With the space or line break after the run, a window to it reads
      // what the whole text reads there.
      let textEnd = runEnd < bytes.count ? runEnd + 1 : runEnd
      var length = Swift.max(4 * spacing, least - textStart + 2 * spacing)
      while true {
        var windowEnd = textStart + length >= textEnd ? textEnd : textStart + length
        while windowEnd < textEnd, bytes[windowEnd] & 0xC0 == 0x80 { windowEnd -= 1 }  // a scalar's first byte
        let whole = windowEnd == textEnd
        guard
          let (found, through) = Self.splits(
            bytes, textStart..<windowEnd, whole: whole, atLeast: least, spacing: spacing)
        else {
          splits = []
          return (nil, runEnd)
        }
        splits = found
        if let first = Self.first(of: found, from: least, before: stop) { return (first, runEnd) }
        // A run whose search finds no split in the longest window (one URL
        // path or chain of labels running on) is left whole, as `split`
        // leaves a run it cannot cut: searching on would cost as much again.
        if whole || through >= stop || length >= Swift.max(64 * spacing, Self.longestWindow) { return (nil, runEnd) }
        length *= 2
      }
    }

    /// What the search's observer has found so far.
    final class FoundSplits {
      var splits: [Int] = []
      var next: Int
      init(next: Int) { self.next = next }
    }

    /// The first of `splits` (ascending) from `least` on, if before `end`.
    static func first(of splits: [Int], from least: Int, before end: Int) -> Int? {
      for split in splits where split >= least { return split < end ? split : nil }
      return nil
    }

    /// The splits of the text `window` of `bytes` (a text of its own),
    /// each at least `spacing` after the one before, the first from
    /// `least` on, and the offset where its trusted tries end; nil when
    /// the window holds a scalar that is not inert (NFC may change it).
    static func splits(
      _ bytes: UnsafeBufferPointer<UInt8>, _ window: Swift.Range<Int>, whole: Bool, atLeast least: Int, spacing: Int
    ) -> (splits: [Int], through: Int)? {
      let text = UnsafeBufferPointer(rebasing: bytes[window])
      var ascii = true
      var offset = 0
      while offset < text.count {
        if text[offset] < 0x80 {
          offset += 1
          continue
        }
        ascii = false
        let (c, length) = UTF8Bytes.decodeWellFormed(text.baseAddress!, at: offset)
        guard WeightedLength.isInert(c) else { return nil }
        offset += length
      }
      if ascii {
        return ASCIIScalars(text).withScalarSource { scalars in
          splits(in: scalars, whole: whole, atLeast: least, spacing: spacing) { window.lowerBound + $0 }
        }
      }
      let scalars = UTF8Scalars(text)
      return scalars.withScalarSource { source in
        splits(in: source, whole: whole, atLeast: least, spacing: spacing) { window.lowerBound + scalars.offset(of: $0) }
      }
    }

    /// `splits(_:_:whole:atLeast:spacing:)` over the window's scalars;
    /// `byte` gives a scalar position's offset in `bytes`.
    static func splits(
      in text: ScalarSource, whole: Bool, atLeast least: Int, spacing: Int, byte: @escaping (Int) -> Int
    ) -> (splits: [Int], through: Int) {
      let trusted = whole ? text.count : text.count - margin
      let found = FoundSplits(next: least)
      let trace = URLRecognition.SearchTrace { p, readBefore in
        let k = p + 1
        guard readBefore <= p, k < trusted else { return }
        let before = text[p]
        let after = text[k]
        guard after &- 0x21 <= 0x7E - 0x21,
          before &- 0x21 <= 0x7E - 0x21 || before &- 0x4E00 <= 0x9FFF - 0x4E00,
          URLCharacters.mayPrecede(before), before != 0x2D, before != 0x5F, before != 0x2E, before != 0x2F
        else { return }
        let offset = byte(k)
        guard offset >= found.next else { return }
        found.splits.append(offset)
        found.next = offset + spacing
      }
      var steps = 0
      trace.reading(text) { tracked in
        URLRecognition.forEachUnit(in: tracked, steps: &steps, trace: trace) { _ in }
      }
      return (found.splits, byte(Swift.max(trusted, 0)))
    }
  }
}
