// Splits inside a run without spaces that holds a `.` a top-level domain
// may follow (`WeightedLength.split` finds none there from the bytes alone:
// a URL may reach across any point of such a run). The URL search over the
// run says where none does: a start the search tries having read nothing
// at or past it; inside the path of a match too long to be a URL, where the
// path of every prefix reaching there ends no sooner; inside a chain of
// labels whose match is too long to be a URL, or holds none, after a dot;
// and after the run's last such dot, past what the search read before it.

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
  /// summed after `pathContext` instead of on its own (`WeightedLength.
  /// sum(_:after:rawLimit:contexts:)`). It needs, for the match at `s` the
  /// search made last, its try having read nothing within `margin` of `k`:
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
  ///   sequence, NFC composition or grapheme cluster holds together (or,
  ///   in a window searched through its NFC, as `isQuiet` says).
  ///
  /// Inside a chain of labels (`valid_subdomain`'s characters and dots),
  /// the split is a *chain split* at `k`, after a dot and before an ASCII
  /// letter or digit, where the text after it is summed after
  /// `chainContext`. It needs a try of the search whose match would start
  /// at the chain's first character `q` (at the text's start, after a
  /// character that may precede a URL and that no chain holds, or after
  /// `https://` so tried), having read nothing within `margin` of `k`. The
  /// match's domain is the one the most subdomains leave (`Labels.
  /// lastDomainName`): of the labels before the first that is no valid
  /// subdomain (a *break*), the last that is a valid domain name a
  /// top-level domain follows, a *pair*. With no break between `q` and
  /// `k`, and `E` the end of the last pair whose top-level domain lies
  /// before `k`:
  ///
  /// - `E` is more than 4,096 characters after `q`, or there is no `E` and
  ///   `k` is that far (the domain's ASCII form is no shorter: the chain
  ///   holds no scalar IDNA maps to nothing); and no `-` nor `_` lies
  ///   between `E` (or `q`) and `k`.
  /// - Then in the head up to `k`, and in a prefix reaching past `k` whose
  ///   labels from `k` up to their first break hold a pair, the match ends
  ///   at that pair's end or at `E`, too long to be a URL, and the search
  ///   goes on from its end. In a prefix whose labels from `k` hold none,
  ///   the match ends at `E` (or there is none), and no start after it
  ///   before `k` matches: one at a label's start would need a pair after
  ///   `E`, one inside a label follows a letter or digit (no start) or a
  ///   character other than `-` and `_` (its first label is a pair only
  ///   where the whole label is). So from `k` the search is in the state
  ///   it is in after `chainContext`: `https://` and labels that are valid
  ///   domain names with no pair among them (no top-level domain is `a`),
  ///   whose match ends at the same pair, too long, or that holds no start
  ///   that matches.
  /// - The characters on both sides are printable ASCII.
  ///
  /// After the window's last `.` a top-level domain may follow (`d`), when
  /// the run holds none after the window, the split is a *tail split* at
  /// `k`, where the text after it is summed on its own. It needs the
  /// search's first try at or after `d`, and `k` more than `margin` past
  /// that try, past `d` and past all that the tries before it read:
  ///
  /// - Every domain ends with a dot a top-level domain follows, so no try
  ///   from `d` on matches, in the whole text, in the head up to `k` or in
  ///   any prefix; the tries before read the same text in each, nothing
  ///   near `k`, so they find the same URLs, all ending before `k`. The
  ///   text from `k`, holding no such dot, holds no URL.
  /// - No emoji sequence, NFC composition or grapheme cluster holds the
  ///   characters on both sides (`isQuiet`).
  ///
  /// So a URL's path that ends where no dot follows (`x.co/` then Greek, or
  /// a symbol that is no path character) no longer keeps the run whole.
  ///
  /// The search reads a window of the text, from the chunk's start (a text
  /// of its own, or a run's start with the space or line break before it;
  /// after a path or chain split, its context and the text from it),
  /// to the run's end or as far as it needs: a try within `margin` of a
  /// window cut short is not trusted (a look-ahead may test the text's
  /// length without reading it: `https://` is 8 scalars). Windows double
  /// while they find no split, up to `longestWindow` (or 64 chunks), so
  /// each position is searched a bounded number of times. A window that
  /// NFC may change (a scalar that is not `isInert`) is searched through
  /// its NFC made a Character at a time, as the whole text's is, and
  /// split only where one of its Characters begins (`normalizedSplits`);
  /// not in the WebAssembly module (`readsNFC`), which leaves such a run
  /// whole, with the same answers.
  struct DottedRuns {
    /// What the text after a split is read after: nothing (a split the
    /// search makes), `pathContext` (a path split) or `chainContext` (a
    /// chain split).
    enum Context: UInt8 {
      case none, path, chain

      var bytes: [UInt8] {
        switch self {
        case .none: []
        case .path: DottedRuns.pathContext
        case .chain: DottedRuns.chainContext
        }
      }
    }

    /// The least length of a chunk.
    let spacing: Int
    /// The splits found in the last window of the run asked about last,
    /// ascending, and what the text after each is read after (a
    /// `Context`'s raw value: an array of bytes rather than of another type).
    var splits: [Int] = []
    var contexts: [UInt8] = []
    /// The run asked about last: each is read to its end once.
    var lastRun = 0..<0
    /// Its last `.` a top-level domain may follow (`topLevelDot`), -1 if none.
    var lastRunDot = -1

    static let margin = 64

    /// Whether a window that NFC may change is searched through its NFC,
    /// tail splits are made, and an ASCII window is searched as ASCII. The
    /// WebAssembly module does none of these: it leaves such runs whole
    /// (the same answers, read at once) and searches ASCII as any UTF-8,
    /// since the extra searches would take it over its size limit (300,000
    /// bytes gzipped).
    #if hasFeature(Embedded)
      static let readsNFC = false
    #else
      static let readsNFC = true
    #endif
    static let longestWindow = 1 << 18

    /// What a text after a path split is read after: a match whose path
    /// runs on, too long to be a URL, ending in a letter that may end it.
    static let pathContext: [UInt8] =
      Array("x.co/".utf8) + [UInt8](repeating: 0x61, count: URLRecognition.maxURLLength + 2 * margin)
    /// What a text after a chain split is read after: a chain of labels
    /// longer than a URL may be, ending in a dot, with no top-level domain,
    /// after a protocol (so a match too long with or without one).
    static let chainContext: [UInt8] = {
      var context = Array("https://".utf8)
      for _ in 0...URLRecognition.maxURLLength / 2 + margin { context += [0x61, 0x2E] }
      return context
    }()

    init(spacing: Int) { self.spacing = Swift.max(spacing, 1) }

    /// The first split from `least` on and before `end` in the run that
    /// holds `i`, read from `start` (where `split` began: a text's start
    /// or a split, the text from it read after `after`), and what the text
    /// after it is read after; `runEnd` is the end of that run (a space, a
    /// line break or the text's end), where the search for splits goes on.
    mutating func split(
      _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, after: Context, in i: Int, atLeast least: Int,
      before end: Int
    ) -> (split: Int?, context: Context, runEnd: Int) {
      var runEnd = i
      if lastRun.contains(i) {
        runEnd = lastRun.upperBound
      } else {
        lastRunDot = -1
        while runEnd < bytes.count, !WeightedLength.breaksRun(bytes[runEnd]) {
          if WeightedLength.topLevelDot(bytes, at: runEnd) { lastRunDot = runEnd }
          runEnd += 1
        }
        (lastRun, splits, contexts) = (i..<runEnd, [], [])
      }
      let stop = Swift.min(runEnd, end)
      if let found = first(from: least, before: stop) { return (found.split, found.context, runEnd) }
      var runStart = i
      while runStart > start, !WeightedLength.breaksRun(bytes[runStart - 1]) { runStart -= 1 }
      // A window from the text's own start in this run: the chunk's start
      // (after its context), or the space or line break before the run.
      let textStart = runStart > start || (start > 0 && WeightedLength.breaksRun(bytes[start - 1])) ? runStart - 1 : start
      let context = textStart == start ? after : .none
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
            bytes, textStart..<windowEnd, after: context, whole: whole, atLeast: least, spacing: spacing,
            dotless: lastRunDot < windowEnd)
        else {
          (splits, contexts) = ([], [])
          return (nil, .none, runEnd)
        }
        (splits, contexts) = (found.splits, found.contexts)
        if let first = first(from: least, before: stop) { return (first.split, first.context, runEnd) }
        // A run whose search finds no split in the longest window (one
        // chain of labels running on) is left whole, as `split` leaves a
        // run it cannot cut: searching on would cost as much again.
        if whole || found.through >= stop || length >= Swift.max(64 * spacing, Self.longestWindow) {
          return (nil, .none, runEnd)
        }
        length *= 2
      }
    }

    /// What the search's observer has found so far: the splits and what
    /// the text after each is read after, and the last start tried, with
    /// the furthest position read before it.
    final class FoundSplits {
      var splits: [Int] = []
      var contexts: [UInt8] = []
      var next: Int
      var through = 0
      /// The run holds no `.` a top-level domain may follow after the
      /// window; the scalars searched are the window's NFC.
      let dotless: Bool
      let characters: Bool
      var lastTry = -1
      var readBeforeLastTry = -1
      /// The first try after the window's last dot (when the run holds none
      /// after the window), and the furthest the tries before it read.
      var tailFrom = -1
      var tailRead = -1
      /// The window's last `.` a top-level domain may follow, -1 if none.
      var lastDot = -1
      init(next: Int, dotless: Bool, characters: Bool = false) {
        (self.next, self.dotless, self.characters) = (next, dotless, characters)
      }

      func append(_ offset: Int, _ context: Context, spacing: Int) {
        splits.append(offset)
        contexts.append(context.rawValue)
        next = offset + spacing
      }
    }

    /// The first of `splits` from `least` on, if before `end`, and its context.
    func first(from least: Int, before end: Int) -> (split: Int, context: Context)? {
      for i in splits.indices where splits[i] >= least {
        return splits[i] < end ? (splits[i], Context(rawValue: contexts[i])!) : nil
      }
      return nil
    }

    /// The splits of the text `window` of `bytes` (a text of its own, or
    /// one after the context `after`), each at least `spacing` after the
    /// one before, the first from `least` on, and the offset where its
    /// trusted tries end. `dotless`: the run holds no `.` a top-level
    /// domain may follow after the window.
    static func splits(
      _ bytes: UnsafeBufferPointer<UInt8>, _ window: Swift.Range<Int>, after: Context, whole: Bool,
      atLeast least: Int, spacing: Int, dotless: Bool
    ) -> FoundSplits? {
      // The context prepended here rather than by `WeightedLength.reading`:
      // one more specialization of that generic costs the core WebAssembly
      // module 1 KB gzipped, over its limit.
      let context = after.bytes
      guard !context.isEmpty else {
        return splits(
          UnsafeBufferPointer(rebasing: bytes[window]), at: window.lowerBound, whole: whole, atLeast: least,
          spacing: spacing, dotless: dotless)
      }
      let text = context + bytes[window]
      return text.withUnsafeBufferPointer {
        splits(
          $0, at: window.lowerBound - context.count, whole: whole, atLeast: least, spacing: spacing, dotless: dotless)
      }
    }

    /// `splits(_:_:after:whole:atLeast:spacing:dotless:)` of `text`, whose
    /// offset 0 is `origin` in the text split.
    static func splits(
      _ text: UnsafeBufferPointer<UInt8>, at origin: Int, whole: Bool, atLeast least: Int, spacing: Int,
      dotless: Bool
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
        guard WeightedLength.isInert(c) else {
          return readsNFC
            ? normalizedSplits(text, at: origin, whole: whole, atLeast: least, spacing: spacing, dotless: dotless) : nil
        }
        offset += length
      }
      let found = FoundSplits(next: least, dotless: dotless)
      // (The WebAssembly module reads ASCII as any UTF-8: one search less.)
      if readsNFC, ascii {
        return ASCIIScalars(text).withScalarSource { scalars in
          splits(in: scalars, whole: whole, into: found, spacing: spacing) { origin + $0 }
        }
      }
      let scalars = UTF8Scalars(text)
      return scalars.withScalarSource { source in
        splits(in: source, whole: whole, into: found, spacing: spacing) { origin + scalars.offset(of: $0) }
      }
    }

    /// `splits(_:at:whole:atLeast:spacing:dotless:)` of a text that NFC
    /// may change: it is searched through its NFC, made a Character at a
    /// time, as the whole text's is (`NormalizedText`), and a split goes
    /// only where a Character of it begins. Its last Character may be cut
    /// short by the window's end, but a split lies `margin` scalars before
    /// that end at least, where nothing was read.
    @inline(never)
    static func normalizedSplits(
      _ text: UnsafeBufferPointer<UInt8>, at origin: Int, whole: Bool, atLeast least: Int, spacing: Int,
      dotless: Bool
    ) -> FoundSplits {
      let normalized = NormalizedText(text)
      let starts = normalized.characterStarts
      let found = FoundSplits(next: least, dotless: dotless, characters: true)
      _ = normalized.scalars.withScalarSource { source in
        splits(in: source, whole: whole, into: found, spacing: spacing) { k in
          let index = starts.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { $0.scalar < k } }
          return index < starts.count && starts[index].scalar == k ? origin + starts[index].byte : -1
        }
      }
      let trusted = whole ? normalized.scalars.count : normalized.scalars.count - margin
      let through = starts.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { $0.scalar <= trusted } } - 1
      found.through = through < 0 ? origin : origin + starts[through].byte
      return found
    }

    /// `splits(_:at:whole:atLeast:spacing:dotless:)` over the window's
    /// scalars, into `found`; `byte` gives a scalar position's offset in
    /// the text split, or, where `found.characters` (the scalars are the
    /// window's NFC), -1 where no Character begins.
    static func splits(
      in text: ScalarSource, whole: Bool, into found: FoundSplits, spacing: Int, byte: @escaping (Int) -> Int
    ) -> FoundSplits {
      let trusted = whole ? text.count : text.count - margin
      if readsNFC { found.lastDot = lastTopLevelDot(in: text) }
      let trace = URLRecognition.SearchTrace { p, readBefore in
        // The first try after the last dot, and what the tries before it read.
        if readsNFC, found.dotless, found.tailFrom < 0, p >= found.lastDot {
          (found.tailFrom, found.tailRead) = (p, readBefore)
        }
        // A try far after the last: that one made a match that long.
        if found.lastTry >= 0, p - found.lastTry > URLRecognition.maxURLLength + 2 * margin {
          pathSplits(in: text, before: Swift.min(p, trusted), into: found, spacing: spacing, byte: byte)
        }
        (found.lastTry, found.readBeforeLastTry) = (p, readBefore)
        // The try of a URL at `q` (at the text's start, `^`, or after the
        // character tried) whose domain begins a chain of labels: at `q`,
        // or after `https://` there.
        for q in (p == 0 ? 0 : p + 1)...(p + 1) where q < text.count && (q == 0 || URLCharacters.mayPrecede(text[q - 1])) {
          let first = q + (URLRecognition.httpLength(in: text, at: q) ?? 0)
          if first < text.count, isChainStart(text, at: first) {
            chainSplits(in: text, from: first, readBefore: readBefore, before: trusted, into: found, spacing: spacing, byte: byte)
          }
        }
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
        found.append(offset, .none, spacing: spacing)
      }
      var steps = 0
      trace.reading(text) { tracked in
        URLRecognition.forEachUnit(in: tracked, steps: &steps, trace: trace) { _ in }
      }
      pathSplits(in: text, before: trusted, into: found, spacing: spacing, byte: byte)
      if readsNFC, found.tailFrom >= 0 {
        let from = Swift.max(found.tailFrom, found.tailRead, found.lastDot) + margin
        tailSplits(in: text, from: from, before: trusted, into: found, spacing: spacing, byte: byte)
      }
      found.through = byte(Swift.max(trusted, 0))
      return found
    }

    /// The last `.` of `text` a top-level domain may follow
    /// (`WeightedLength.topLevelDot`; one that ends it is taken as one),
    /// -1 if none.
    static func lastTopLevelDot(in text: ScalarSource) -> Int {
      var dot = text.count - 1
      while dot >= 0 {
        if text[dot] == 0x2E, dot + 1 == text.count || URLCharacters.mayBeginTopLevelDomain(text[dot + 1]) { break }
        dot -= 1
      }
      return dot
    }

    /// Whether no emoji sequence, NFC composition nor grapheme cluster
    /// holds both the scalar before `k` and the one at `k`. Where
    /// `characters`, a Character begins at `k` (the caller's `byte` says
    /// so: NFC is made per Character) and no emoji sequence goes on with the
    /// scalar there: UTS #51's go on with U+FE0E/U+FE0F, U+20E3, ZWJ, a
    /// modifier, a tag or a regional indicator, or with a pictograph after
    /// ZWJ, so no ZWJ may come before `k`. Else both are printable ASCII or
    /// CJK Unified Ideographs, which no sequence goes on with and UAX #29
    /// joins to nothing.
    static func isQuiet(_ text: ScalarSource, at k: Int, characters: Bool) -> Bool {
      let (before, at) = (text[k - 1], text[k])
      if characters {
        return before != 0x200D && at &- 0xFE00 >= 0x10 && at != 0x20E3 && at != 0x200D && at &- 0x1F3FB >= 5
          && at &- 0xE0020 >= 0x60 && at &- 0x1F1E6 >= 26
      }
      return (before &- 0x21 < 0x5E || before &- 0x4E00 <= 0x9FFF - 0x4E00)
        && (at &- 0x21 < 0x5E || at &- 0x4E00 <= 0x9FFF - 0x4E00)
    }

    /// The tail splits (see ``DottedRuns``) from `k` on and before `end`:
    /// after the window's last `.` a top-level domain may follow, and past
    /// what the search's tries before it read.
    static func tailSplits(
      in text: ScalarSource, from k: Int, before end: Int, into found: FoundSplits, spacing: Int, byte: (Int) -> Int
    ) {
      var k = Swift.max(k, 1)
      while k < end {
        if isQuiet(text, at: k, characters: found.characters) {
          let offset = byte(k)
          if offset >= found.next { found.append(offset, .none, spacing: spacing) }
        }
        k += 1
      }
    }

    /// A character of a chain of labels as chain splits read one (see
    /// ``DottedRuns``): a dot, `-`, `_`, or a domain character that IDNA
    /// does not map to nothing (so the domain's ASCII form is no shorter).
    static func isChain(_ c: UInt32) -> Bool {
      c < 0x80 ? URLCharacters.isASCIIAlphanumeric(c) || c == 0x2E || c == 0x2D || c == 0x5F
        : URLCharacters.isDomain(c) && !IDNA.isMappedToNothing(c)
    }

    /// Whether a chain of labels starts at `q` with a domain character,
    /// where the search's try has it as a URL's first character: the
    /// text's start, or after a character that may precede a URL and that
    /// no label holds (so none of `-_./`).
    @inline(never)
    static func isChainStart(_ text: ScalarSource, at q: Int) -> Bool {
      guard q < text.count, isChain(text[q]), URLCharacters.isDomain(text[q]) else { return false }
      if q == 0 { return true }
      let before = text[q - 1]
      return URLCharacters.mayPrecede(before) && !URLRecognition.Labels<ScalarSource>.isRunCharacter(before)
        && before != 0x2E
    }

    /// The chain splits (see ``DottedRuns``) before `end` of the chain whose
    /// first character is `q`, tried having read up to `readBefore`.
    @inline(never)
    static func chainSplits(
      in text: ScalarSource, from q: Int, readBefore: Int, before end: Int, into found: FoundSplits, spacing: Int,
      byte: (Int) -> Int
    ) {
      let labels = URLRecognition.Labels(text)
      // Longer than `is_valid_url` allows, `https://` (twitter-text's
      // default protocol) or not.
      let far = URLRecognition.maxURLLength
      var pairEnd = -1  // `E`: the end of the last pair before the label read
      var odd = -1  // the last `-` or `_`
      var previous = -1  // the label before
      var label = q
      while label < end {
        // A split before this label: a label's start after a dot, before
        // an ASCII letter or digit, with no break before it.
        if label > q, URLCharacters.isASCIIAlphanumeric(text[label]), label > readBefore + margin,
          pairEnd >= 0 ? pairEnd - q > far : label - q > far, odd < Swift.max(pairEnd, q)
        {
          let offset = byte(label)
          if offset >= found.next { found.append(offset, .chain, spacing: spacing) }
        }
        // The pair that ends in this label: the label before, a valid
        // domain name, and a top-level domain after its dot.
        if previous >= 0, let end = labels.topLevelDomainEnd(ofLabel: previous) { pairEnd = Swift.max(pairEnd, end) }
        var i = label
        while i < text.count, isChain(text[i]), text[i] != 0x2E {
          if text[i] == 0x2D || text[i] == 0x5F { odd = i }
          i += 1
        }
        // A break: an empty label, one that begins or ends with `-` or
        // `_`, or the chain's end (or a character it is not read through).
        guard i < text.count, text[i] == 0x2E, i > label, URLRecognition.isLabel(label..<i, in: text, underscore: true)
        else { return }
        (previous, label) = (label, i + 1)
      }
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
        guard k >= least, run.end(in: k) == k,
          readsNFC && found.characters
            ? isQuiet(text, at: k, characters: true) : text[k - 1] &- 0x21 < 0x5E && text[k] &- 0x21 < 0x5E
        else { continue }
        let offset = byte(k)
        if offset >= found.next { found.append(offset, .path, spacing: spacing) }
      }
    }
  }
}
