// Splits inside a run without spaces that holds a `.` a top-level domain
// may follow (`WeightedLength.split` finds none there from the bytes alone:
// a URL may reach across any point of such a run). The URL search over the
// run says where none does: a start the search tries having read nothing
// at or past it; and, inside the path of a match too long to be a URL,
// where the path of every prefix reaching there ends no sooner.

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
  /// Inside the path of a match longer than a URL may be (twitter-text's
  /// `is_valid_url`: at most 4,096 characters), the search tries nothing,
  /// so the split is a *path split* at `k`, where the text after it is
  /// summed after `pathContext` instead of on its own (`WeightedLength.sum(
  /// afterPath:)`). It needs, for the match at `s` the search made last,
  /// its try having read nothing within `margin` of `k`:
  ///
  /// - `k` ends an element of the path (`valid_url_path`: path characters
  ///   and balanced groups) at which the path of the text cut there ends:
  ///   after a character that may end a path, or after balanced groups
  ///   alone that follow one (or the path's `/`). A prefix reaching past
  ///   `k` holds the same elements up to it, so its path ends at `k` or
  ///   after, and the match, longer than 4,096 characters from `s` (its
  ///   domain's ASCII form counted as nothing), is no URL in the head up to
  ///   `k` nor in any prefix reaching past it: the search goes on from
  ///   the match's end in each, and nothing before `k` is read again.
  /// - The text after `pathContext` (`x.co/` and more than 4,096 letters
  ///   that may end a path) is in the same state at its end: a match too
  ///   long, whose path ends there or after the same elements, then
  ///   the same search; so that text less `pathContext` sums what the
  ///   whole adds after `k`, in every prefix.
  /// - The characters on both sides are printable ASCII, which no emoji
  ///   sequence, NFC composition or grapheme cluster holds together.
  ///
  /// The search reads a window of the text, from the chunk's start (a text
  /// of its own, or a run's start with the space or line break before it;
  /// after a path split, `pathContext` and the text from it),
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
    /// ascending, and those of them that are path splits.
    var splits: [Int] = []
    var pathSplits: [Int] = []
    /// The run asked about last: each is read to its end once.
    var lastRun = 0..<0

    static let margin = 64
    static let longestWindow = 1 << 18

    /// What a text after a path split is read after: a match whose path
    /// runs on, too long to be a URL, ending in a letter that may end it.
    static let pathContext: [UInt8] =
      Array("x.co/".utf8) + [UInt8](repeating: 0x61, count: URLRecognition.maxURLLength + 2 * margin)

    init(spacing: Int) { self.spacing = Swift.max(spacing, 1) }

    /// The first split from `least` on and before `end` in the run that
    /// holds `i`, read from `start` (where `split` began: a text's start
    /// or a split, a path split when `afterPath`), and whether it is a
    /// path split; `runEnd` is the end of that run (a space, a line break
    /// or the text's end), where the search for splits goes on.
    mutating func split(
      _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, afterPath: Bool, in i: Int, atLeast least: Int,
      before end: Int
    ) -> (split: Int?, inPath: Bool, runEnd: Int) {
      var runEnd = i
      if lastRun.contains(i) {
        runEnd = lastRun.upperBound
      } else {
        while runEnd < bytes.count, !WeightedLength.breaksRun(bytes[runEnd]) { runEnd += 1 }
        (lastRun, splits, pathSplits) = (i..<runEnd, [], [])
      }
      let stop = Swift.min(runEnd, end)
      if let found = Self.first(of: splits, from: least, before: stop) { return (found, isPathSplit(found), runEnd) }
      var runStart = i
      while runStart > start, !WeightedLength.breaksRun(bytes[runStart - 1]) { runStart -= 1 }
      // A window from the text's own start in this run: the chunk's start
      // (after `pathContext` when it is a path split), or the space or
      // line break before the run.
      let textStart = runStart > start || (start > 0 && WeightedLength.breaksRun(bytes[start - 1])) ? runStart - 1 : start
      let context = afterPath && textStart == start
      // With the space or line break after the run, a window to it reads
      // what the whole text reads there.
      let textEnd = runEnd < bytes.count ? runEnd + 1 : runEnd
      var length = Swift.max(4 * spacing, least - textStart + 2 * spacing)
      while true {
        var windowEnd = textStart + length >= textEnd ? textEnd : textStart + length
        while windowEnd < textEnd, bytes[windowEnd] & 0xC0 == 0x80 { windowEnd -= 1 }  // a scalar's first byte
        let whole = windowEnd == textEnd
        guard
          let found = Self.splits(
            bytes, textStart..<windowEnd, afterPath: context, whole: whole, atLeast: least, spacing: spacing)
        else {
          (splits, pathSplits) = ([], [])
          return (nil, false, runEnd)
        }
        (splits, pathSplits) = (found.splits, found.inPath)
        if let first = Self.first(of: splits, from: least, before: stop) { return (first, isPathSplit(first), runEnd) }
        // A run whose search finds no split in the longest window (one
        // chain of labels running on) is left whole, as `split` leaves a
        // run it cannot cut: searching on would cost as much again.
        if whole || found.through >= stop || length >= Swift.max(64 * spacing, Self.longestWindow) {
          return (nil, false, runEnd)
        }
        length *= 2
      }
    }

    func isPathSplit(_ split: Int) -> Bool { pathSplits.contains(split) }

    /// What the search's observer has found so far: the splits, those of
    /// them that are path splits, and the last start tried, with the
    /// furthest position read before it.
    final class FoundSplits {
      var splits: [Int] = []
      var inPath: [Int] = []
      var next: Int
      var through = 0
      var lastTry = -1
      var readBeforeLastTry = -1
      init(next: Int) { self.next = next }

      func append(_ offset: Int, inPath path: Bool, spacing: Int) {
        splits.append(offset)
        if path { inPath.append(offset) }
        next = offset + spacing
      }
    }

    /// The first of `splits` (ascending) from `least` on, if before `end`.
    static func first(of splits: [Int], from least: Int, before end: Int) -> Int? {
      for split in splits where split >= least { return split < end ? split : nil }
      return nil
    }

    /// The splits of the text `window` of `bytes` (a text of its own, or
    /// one after `pathContext` when `afterPath`), each at least `spacing`
    /// after the one before, the first from `least` on, and the offset
    /// where its trusted tries end; nil when the window holds a scalar
    /// that is not inert (NFC may change it).
    static func splits(
      _ bytes: UnsafeBufferPointer<UInt8>, _ window: Swift.Range<Int>, afterPath: Bool, whole: Bool,
      atLeast least: Int, spacing: Int
    ) -> FoundSplits? {
      guard afterPath else {
        return splits(
          UnsafeBufferPointer(rebasing: bytes[window]), at: window.lowerBound, whole: whole, atLeast: least,
          spacing: spacing)
      }
      let text = pathContext + bytes[window]
      return text.withUnsafeBufferPointer {
        splits($0, at: window.lowerBound - pathContext.count, whole: whole, atLeast: least, spacing: spacing)
      }
    }

    /// `splits(_:_:afterPath:whole:atLeast:spacing:)` of `text`, whose
    /// offset 0 is `origin` in the text split.
    static func splits(
      _ text: UnsafeBufferPointer<UInt8>, at origin: Int, whole: Bool, atLeast least: Int, spacing: Int
    ) -> FoundSplits? {
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
          splits(in: scalars, whole: whole, atLeast: least, spacing: spacing) { origin + $0 }
        }
      }
      let scalars = UTF8Scalars(text)
      return scalars.withScalarSource { source in
        splits(in: source, whole: whole, atLeast: least, spacing: spacing) { origin + scalars.offset(of: $0) }
      }
    }

    /// `splits(_:at:whole:atLeast:spacing:)` over the window's scalars;
    /// `byte` gives a scalar position's offset in the text split.
    static func splits(
      in text: ScalarSource, whole: Bool, atLeast least: Int, spacing: Int, byte: @escaping (Int) -> Int
    ) -> FoundSplits {
      let trusted = whole ? text.count : text.count - margin
      let found = FoundSplits(next: least)
      let trace = URLRecognition.SearchTrace { p, readBefore in
        // A try far after the last: that one made a match that long.
        if found.lastTry >= 0, p - found.lastTry > URLRecognition.maxURLLength + 2 * margin {
          pathSplits(in: text, before: Swift.min(p, trusted), into: found, spacing: spacing, byte: byte)
        }
        (found.lastTry, found.readBeforeLastTry) = (p, readBefore)
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
        found.append(offset, inPath: false, spacing: spacing)
      }
      var steps = 0
      trace.reading(text) { tracked in
        URLRecognition.forEachUnit(in: tracked, steps: &steps, trace: trace) { _ in }
      }
      pathSplits(in: text, before: trusted, into: found, spacing: spacing, byte: byte)
      found.through = byte(Swift.max(trusted, 0))
      return found
    }

    /// The path splits (see ``DottedRuns``) before `end` of the match at
    /// the search's last start tried, when its path runs on that far.
    static func pathSplits(
      in text: ScalarSource, before end: Int, into found: FoundSplits, spacing: Int, byte: (Int) -> Int
    ) {
      let t = found.lastTry
      guard t >= 0, end - t > URLRecognition.maxURLLength + 2 * margin else { return }
      // The match as `leftmostMatch` makes it at that try: after the
      // character tried, or at the text's start (`^`) for its first try.
      let labels = URLRecognition.Labels(text)
      var steps = 0
      var match = URLCharacters.mayPrecede(text[t]) ? URLRecognition.url(in: text, labels, at: t + 1, steps: &steps) : nil
      if match == nil, t == 0 { match = URLRecognition.url(in: text, labels, at: 0, steps: &steps) }
      guard let match, match.hasPath else { return }
      // Too long for `is_valid_url` in every prefix holding `k`, even if
      // its domain's ASCII form were empty; and past what the try read.
      let least = Swift.max(
        match.start + URLRecognition.maxURLLength + match.domain.count + margin, found.readBeforeLastTry + margin)
      var i = match.domain.upperBound
      if text[i] == 0x3A {  // a port
        i += 1
        while URLCharacters.isDigit(text[i]) { i += 1 }
      }
      guard text[i] == 0x2F else { return }
      // Where the path of the text cut at each element's end would end
      // (`TailRun`, as `pathEnd` finds it): a split where that is the cut.
      let run = URLRecognition.TailRun(.path, text, from: i + 1)
      for element in run.ends.dropFirst() {
        let k = Int(element)
        if k >= end { return }
        guard k >= least, run.end(in: k) == k, text[k - 1] &- 0x21 < 0x5E, text[k] &- 0x21 < 0x5E else { continue }
        let offset = byte(k)
        if offset >= found.next { found.append(offset, inPath: true, spacing: spacing) }
      }
    }
  }
}
