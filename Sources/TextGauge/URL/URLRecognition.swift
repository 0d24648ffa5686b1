// URLs as twitter-text finds them (`extractUrlsWithIndices`, with URLs
// without a protocol), hand-written from its pattern rather than a regular
// expression: the pattern's greedy parts and its backtracking are each
// decided by a loop whose comment names the part.
//
//   (valid_url_preceding_chars)          a character that may precede, or ^
//   (https?://)?                          protocol
//   (valid_domain)                        subdomains, domain name, TLD
//   (?::([0-9]+))?                        port
//   (/valid_url_path*)?                   path, balanced parentheses
//   (\?valid_url_query_chars*valid_url_query_ending_chars)?   query
//
// then, per match: the domain's IDNA form must exist and the URL stay within
// 4,096 characters; without a protocol, the URL may not follow `-_./`, only
// its ASCII domains count (the path joins the last), and with one a t.co
// link ends after its slug (a slug longer than 40 drops it).

package enum URLRecognition {
  /// One URL: where twitter-text's entity starts in the scalars and how
  /// many scalars its length skips (`len(url)`, which for a domain with a
  /// non-ASCII part and a path is not always the entity's span).
  package struct Unit: Equatable {
    package var start: Int
    package var end: Int
  }

  static let maxURLLength = 4096
  static let maxSlugLength = 40

  /// The URLs in `text` (NFC scalars, line breaks as `\n`), in order.
  package static func units<Text: ScalarText>(in text: Text) -> [Unit] {
    var steps = 0
    return units(in: text, steps: &steps)
  }

  /// ``units(in:)``, adding to `steps` the positions its loops read (the
  /// search for a start, the path, its parentheses, the query): tests
  /// assert the work is linear in the text by counting, not timing.
  ///
  /// With `head`, made for a text of which `text` is a prefix (the weighted
  /// prefix's candidates, recognized one after another), the chain's labels
  /// and the search's dead stretches are taken from the head's table where
  /// what they read lies inside `text`, so that a candidate inside a long
  /// chain costs about the labels near its end, not the chain.
  package static func units<Text: ScalarText>(in text: Text, steps: inout Int, head: HeadLabels? = nil) -> [Unit] {
    var units: [Unit] = []
    forEachUnit(in: text, steps: &steps, head: head) { units.append($0) }
    return units
  }

  /// ``units(in:)`` handed to `body` one at a time, in order, none kept: a
  /// text of many URLs holds no list of them.
  ///
  /// From `start`, a position where a search begins (the text's start, or
  /// where a `trace` of a longer text says one did): the units that start
  /// there or after.
  package static func forEachUnit<Text: ScalarText>(
    in text: Text, from start: Int = 0, steps: inout Int, head: HeadLabels? = nil, trace: SearchTrace? = nil,
    _ body: (Unit) -> Void
  ) {
    #if hasFeature(Embedded)
    // One recognizer in WebAssembly (`ScalarSource` says why).
    text.withScalarSource { recognize($0, from: start, steps: &steps, head: head, trace: trace, body) }
    #else
    recognize(text, from: start, steps: &steps, head: head, trace: trace, body)
    #endif
  }

  static func recognize<Text: ScalarText>(
    _ text: Text, from start: Int = 0, steps: inout Int, head: HeadLabels?, trace: SearchTrace? = nil,
    _ body: (Unit) -> Void
  ) {
    var dot = start
    while dot < text.count, text[dot] != 0x2E { dot += 1 }
    guard dot < text.count else { return }
    let labels = Labels(text, head: head, trace: trace)
    var position = start
    var first = start == 0
    // `finditer`: the leftmost match at or after `position`, then on from its end.
    while position < text.count,
      let found = leftmostMatch(in: text, labels, from: position, atStart: first, steps: &steps, trace: trace)
    {
      first = false
      position = found.end
      // A domain's ASCII form has a character at least for each of its
      // scalars but those IDNA maps to nothing (a Punycode label is longer
      // than its text), less a final dot; so a match longer than a URL may
      // be is not valid (`isValid`), known without reading its domain again.
      if let head,
        (found.protocolLength ?? 8) + found.end - found.start - 1 - head.deletables(in: found.domain) > maxURLLength
      {
        continue
      }
      for unit in accepted(found, in: text, steps: &steps) { body(unit) }
    }
    steps += labels.reads
  }

  /// The searches of one recognition, kept so that a prefix of its text is
  /// recognized again only from its last start that had read nothing near
  /// the prefix's end: a recognition's answers up to a start, its memos'
  /// included, come from the positions read before it, so a prefix that
  /// holds those finds the same units before that start, and searches on
  /// from it. Per start tried, in order: where, the furthest position read
  /// before it (its text read through `reading(_:_:)`), and how many units
  /// came before.
  package final class SearchTrace {
    package let furthest = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    package var positions: [Int32] = []
    package var readBefore: [Int32] = []
    package var unitsBefore: [Int32] = []
    package var units: [Unit] = []
    /// Told each start tried and the furthest position read before it,
    /// instead of keeping them: a search over a long text holds nothing
    /// per start.
    let observer: ((_ position: Int, _ readBefore: Int) -> Void)?

    package init(observer: ((_ position: Int, _ readBefore: Int) -> Void)? = nil) {
      self.observer = observer
      furthest.pointee = -1
    }

    deinit { furthest.deallocate() }

    /// Calls `body` with `source` read through `furthest`, valid only
    /// during the call.
    package func reading<Result>(_ source: ScalarSource, _ body: (ScalarSource) -> Result) -> Result {
      var tracked = (source: source, furthest: furthest)
      return withUnsafePointer(to: &tracked) { tracked in
        body(
          ScalarSource(
            .other(
              UnsafeRawPointer(tracked),
              read: { tracked, position in
                let (source, furthest) = tracked.assumingMemoryBound(
                  to: (source: ScalarSource, furthest: UnsafeMutablePointer<Int>).self
                ).pointee
                if position > furthest.pointee { furthest.pointee = position }
                return source[position]
              }), count: source.count))
      }
    }

    /// What a reading that began when `furthest` was `before` and whose
    /// answer holds in every prefix reaching past `end` leaves read.
    func settle(_ before: Int, at end: Int) { furthest.pointee = Swift.max(before, end) }

    func tried(_ p: Int) {
      if let observer {
        observer(p, furthest.pointee)
        return
      }
      positions.append(Int32(truncatingIfNeeded: p))
      readBefore.append(Int32(truncatingIfNeeded: furthest.pointee))
      unitsBefore.append(Int32(truncatingIfNeeded: units.count))
    }
  }

  /// A match of the whole pattern.
  struct Match {
    /// The preceding character, nil at the start of the text.
    var preceding: UInt32?
    var start: Int
    var end: Int
    var protocolLength: Int?
    var domain: Range<Int>
    var hasPath: Bool
  }

  static func leftmostMatch<Text: ScalarText>(
    in text: Text, _ labels: Labels<Text>, from position: Int, atStart: Bool, steps: inout Int,
    trace: SearchTrace? = nil
  ) -> Match? {
    var p = position
    while p < text.count {
      steps += 1
      trace?.tried(p)
      // With the head's table, a stretch of labels in which no dot is
      // followed by a top-level domain holds no start that matches, nor a
      // protocol (`://` is no label character) but near its end.
      if labels.head != nil, p > 0, p + 1 < text.count, let end = labels.deadStretchEnd(from: p + 1), end - 8 > p + 1 {
        p = end - 8
        continue
      }
      // The preceding character (its first alternative), else `^`.
      if URLCharacters.mayPrecede(text[p]), var match = url(in: text, labels, at: p + 1, steps: &steps) {
        match.preceding = text[p]
        return match
      }
      if atStart, p == 0, let match = url(in: text, labels, at: 0, steps: &steps) { return match }
      p += 1
    }
    return nil
  }

  /// The URL part of the pattern at `start`.
  static func url<Text: ScalarText>(in text: Text, _ labels: Labels<Text>, at start: Int, steps: inout Int) -> Match? {
    guard start < text.count else { return nil }
    var protocolLength: Int?
    var domain: Range<Int>?
    if let length = httpLength(in: text, at: start), let found = domainMatch(in: text, labels, at: start + length) {
      protocolLength = length
      domain = found
    } else {
      domain = domainMatch(in: text, labels, at: start)
    }
    guard let domain else { return nil }
    var end = domain.upperBound
    // Port: `:` and digits.
    if end + 1 < text.count, text[end] == 0x3A, URLCharacters.isDigit(text[end + 1]) {
      end += 2
      while end < text.count, URLCharacters.isDigit(text[end]) { end += 1 }
    }
    var hasPath = false
    if end < text.count, text[end] == 0x2F {
      hasPath = true
      end = labels.pathEnd(from: end + 1, steps: &steps)
    }
    if end < text.count, text[end] == 0x3F, let query = labels.queryEnd(from: end + 1, steps: &steps) {
      end = query
    }
    return Match(
      preceding: nil, start: start, end: end, protocolLength: protocolLength, domain: domain, hasPath: hasPath)
  }

  /// `https?://`, without case.
  static func httpLength<Text: ScalarText>(in text: Text, at start: Int) -> Int? {
    guard start + 7 <= text.count, text[start] | 0x20 == 0x68, text[start + 1] | 0x20 == 0x74,
      text[start + 2] | 0x20 == 0x74, text[start + 3] | 0x20 == 0x70
    else { return nil }
    var i = start + 4
    if URLCharacters.lowercased(text[i]) == 0x73 { i += 1 }
    guard i + 3 <= text.count, text[i] == 0x3A, text[i + 1] == 0x2F, text[i + 2] == 0x2F else { return nil }
    return i + 3 - start
  }

  /// `valid_subdomain* valid_domain_name (gTLD | ccTLD | punycode)` at
  /// `start`: the labels followed by a dot, then the most subdomains that
  /// leave a domain name and a TLD (the greedy star, backtracking). The
  /// labels after the first are the text's (`Labels`), so each start costs
  /// a few look-ups, not a walk of the labels.
  static func domainMatch<Text: ScalarText>(in text: Text, _ labels: Labels<Text>, at start: Int) -> Range<Int>? {
    guard start < text.count else { return nil }
    let firstEnd = labels.runEnd(start)
    guard firstEnd > start, firstEnd < text.count, text[firstEnd] == 0x2E else { return nil }
    let first = start..<firstEnd
    let next = firstEnd + 1
    if labels.isLabel(at: next), isLabel(first, in: text, underscore: true) {
      // Subdomains: the first label and the valid ones after it, leaving
      // one: the labels from `next` up to the first that ends the run of
      // valid subdomains (or the chain), and of those the last that a TLD
      // follows.
      if let best = labels.lastDomainName(from: next) { return start..<best.end }
    }
    // A start that is itself a label's has this answer in the labels' list:
    // its TLD after the dot, matched when it is a valid domain name.
    if start > 0, text[start - 1] == 0x2E {
      return labels.topLevelDomainEnd(ofLabel: start).map { start..<$0 }
    }
    // Every start inside one run shares its dot and what follows it: the
    // run's underscores and the top-level domain after its dot are read
    // once, not once per start (a long label before a dot that no TLD
    // follows would otherwise be read again from each of its scalars).
    guard URLCharacters.isDomain(text[start]), URLCharacters.isDomain(text[firstEnd - 1]),
      !labels.runHasUnderscore(from: start), let end = labels.topLevelDomainEnd(at: next)
    else { return nil }
    return start..<end
  }

  /// The labels of the text that follow a dot: what every domain that
  /// reaches them shares. A label is a run of domain characters, `-` and
  /// `_` between two dots; a chain is labels each starting right after the
  /// one before's dot. A domain match from a label stops at the first label
  /// after it that is not a valid subdomain or ends its chain (a *break*:
  /// the greedy subdomains stop there), and takes the last label up to that
  /// one that a top-level domain follows. Those labels are read from the
  /// text as asked, a chain segment at a time, and only the segment read
  /// last is kept (where it starts, its break, its last such label): the
  /// starts that ask mostly ascend, every label start inside one segment
  /// has the same break, so each segment is read about once, and a chain
  /// of millions of labels (`a.co.` repeated, every label a domain name)
  /// holds nothing per label.
  package final class Labels<Text: ScalarText> {
    let text: Text
    // The memos are read and written only by this class's own methods,
    // never across a call that could reach them again: the dynamic
    // exclusivity checks of a class's properties were most of a prefix's
    // work (each domain start reads several).
    /// The run of label characters read last: every position in it ends
    /// where it ends. The searches ask at positions that mostly ascend, so
    /// each run is read about once.
    @exclusivity(unchecked) private var run = 0..<0
    /// The last `_` of that run, -1 when it has none.
    @exclusivity(unchecked) private var runLastUnderscore = -1
    /// The top-level domain asked for last: where it starts and ends.
    @exclusivity(unchecked) private var lastTopLevelDomain: (start: Int, end: Int?) = (-1, nil)
    /// The position asked last whether a label starts there, and the answer.
    @exclusivity(unchecked) private var lastLabel: (at: Int, starts: Bool) = (-1, false)
    /// The chain segment read last: from the label at `from` to the break
    /// at `through`, and its last label a top-level domain follows (with
    /// where that domain ends). `from` is -1 before the first.
    @exclusivity(unchecked) private var segment: (from: Int, through: Int, named: (start: Int, end: Int)?) = (
      -1, -1, nil
    )
    /// The positions the runs and the top-level domains read, for the
    /// steps of ``URLRecognition/units(in:steps:)``.
    @exclusivity(unchecked) private(set) var reads = 0

    /// The table of a text `text` is a prefix of, and the first of its
    /// runs whose answers read at or past `text`'s end (`HeadLabels.reach`),
    /// with whether, read in `text`, a top-level domain follows that run's
    /// dot: the one run past the table's answers that may be a label here.
    let head: HeadLabels?
    let unsafe: Int
    let unsafeHasTopLevelDomain: Bool
    /// The search being traced, if any.
    let trace: SearchTrace?

    init(_ text: Text, head: HeadLabels? = nil, trace: SearchTrace? = nil) {
      self.text = text
      self.head = head
      self.trace = trace
      var unsafe = 0
      var topLevel = false
      if let head {
        unsafe = head.firstRun(reachingAtLeast: text.count)
        if unsafe < head.runCount {
          let end = Int(head.runEnd[unsafe])
          topLevel = end < text.count && text[end] == 0x2E
            && URLRecognition.topLevelDomainEnd(in: text, at: end + 1, end: text.count) != nil
        }
      }
      self.unsafe = unsafe
      self.unsafeHasTopLevelDomain = topLevel
    }

    /// With the head's table, where the stretch of labels holding `s` (runs
    /// of label characters joined by single dots) ends when no start in it
    /// from `s` on can match: no dot in it from `s`'s run on is followed by
    /// a top-level domain, which every domain match needs (a domain name's,
    /// or a first label's own). Nil without a table, or when one may match.
    func deadStretchEnd(from s: Int) -> Int? {
      guard let head, Self.isRunCharacter(text[s]), let r = head.run(containing: s) else { return nil }
      let last = Int(head.groupEnd[r])
      let topLevel = Int(head.nextTopLevel[r])
      if topLevel <= last && topLevel < unsafe { return nil }
      if last >= unsafe && r <= unsafe && unsafeHasTopLevelDomain { return nil }
      return Swift.min(Int(head.runEnd[last]), text.count)
    }

    /// Where the run of label characters at `i` ends (`i` when there is
    /// none), and its last `_` (-1 when none), read without the memo.
    private func readRun(_ i: Int) -> (end: Int, lastUnderscore: Int) {
      var j = i
      var underscore = -1
      while j < text.count {
        let c = text[j]
        guard Self.isRunCharacter(c) else { break }
        if c == 0x5F { underscore = j }
        j += 1
      }
      reads += j - i + 1
      return (j, underscore)
    }

    /// Where the run of label characters at `i` ends (`i` when there is none).
    func runEnd(_ i: Int) -> Int {
      if run.contains(i) { return run.upperBound }
      let (j, underscore) = readRun(i)
      if j > i { (run, runLastUnderscore) = (i..<j, underscore) }
      return j
    }

    /// A label character: a domain character, `-` or `_`.
    @inline(__always)
    static func isRunCharacter(_ c: UInt32) -> Bool { URLCharacters.isDomain(c) || c == 0x2D || c == 0x5F }

    /// Whether the run of label characters at `i` holds a `_` from `i` on.
    func runHasUnderscore(from i: Int) -> Bool {
      _ = runEnd(i)
      return runLastUnderscore >= i
    }

    /// Whether a label starts at `q`: a dot before it, and a run of label
    /// characters from it to a dot.
    /// Read past the run memo, and kept for the next start that asks the
    /// same: every start inside one run asks of the label after its dot.
    func isLabel(at q: Int) -> Bool {
      if lastLabel.at == q { return lastLabel.starts }
      var result = false
      if q > 0, q < text.count, text[q - 1] == 0x2E {
        var j = q
        while j < text.count, Self.isRunCharacter(text[j]) { j += 1 }
        reads += j - q + 1
        result = j > q && j < text.count && text[j] == 0x2E
      }
      lastLabel = (q, result)
      return result
    }

    /// `URLRecognition.topLevelDomainEnd(in:at:end:)` at `start`, to the
    /// text's end, kept for the next start that asks the same.
    func topLevelDomainEnd(at start: Int) -> Int? {
      if lastTopLevelDomain.start == start { return lastTopLevelDomain.end }
      let end = URLRecognition.topLevelDomainEnd(in: text, at: start, end: text.count)
      var run = start
      while run < text.count, run - start < topLevelDomainLongest, URLCharacters.isDomain(text[run]) { run += 1 }
      reads += Self.topLevelDomainReads(from: start, to: end, domainCharacters: run - start)
      lastTopLevelDomain = (start, end)
      return end
    }

    /// The positions a top-level domain's match at `start` reads: its
    /// domain characters up to the longest listed domain and the one after
    /// them, or a Punycode domain's whole run.
    @inline(__always)
    static func topLevelDomainReads(from start: Int, to end: Int?, domainCharacters: Int) -> Int {
      Swift.max(end.map { $0 - start } ?? 0, Swift.min(domainCharacters, topLevelDomainLongest)) + 1
    }

    /// The domain name and top-level domain that the most subdomains from
    /// the label at `q` (a label's start) leave: of `q`'s label and the
    /// labels after it up to the first break, the last that is a valid
    /// domain name with a top-level domain after its dot, where it starts
    /// and where that domain ends; nil when there is none.
    func lastDomainName(from q: Int) -> (start: Int, end: Int)? {
      if let head, let r = head.run(containing: q) {
        // The walk from `q`'s run: the head's answer while the runs it
        // reads lie inside this text, then a step of its own.
        let stop = Int(head.breakFrom[r])
        if stop < unsafe {
          let named = Int(head.lastNamed[stop])
          return named >= r ? (Int(head.runStart[named]), Int(head.topLevelEnd[named])) : nil
        }
        var found: (start: Int, end: Int)?
        if r < unsafe, case let named = Int(head.lastNamed[unsafe - 1]), named >= r {
          found = (Int(head.runStart[named]), Int(head.topLevelEnd[named]))
        }
        if let named = walk(from: r < unsafe ? Int(head.runStart[unsafe]) : q).named { found = named }
        return found
      }
      if segment.from < 0 || q < segment.from || q > segment.through {
        let before = trace?.furthest.pointee
        readSegment(from: q)
        if let trace, let before { settleSegment(trace, before) }
      }
      guard let named = segment.named, named.start >= q else { return nil }
      return named
    }

    /// Takes a segment whose last pair's top-level domain is in its last
    /// label (no dot follows that label) to have read only up to where that
    /// domain's match is known (`TopLevelDomains.listedPrefixLength`): in
    /// every prefix that holds that much, no label follows it, so no later
    /// pair, and the domain is the same. Not for a Punycode domain, whose
    /// run may end at the prefix's end.
    @inline(never)
    private func settleSegment(_ trace: SearchTrace, _ before: Int) {
      guard let named = segment.named, named.start == segment.through else { return }
      var start = named.start
      while text[start] != 0x2E { start += 1 }
      start += 1
      if start + 4 <= text.count, URLCharacters.lowercased(text[start]) == 0x78,
        URLCharacters.lowercased(text[start + 1]) == 0x6E, text[start + 2] == 0x2D, text[start + 3] == 0x2D
      {
        return
      }
      let length = TopLevelDomains.listedPrefixLength(in: text, at: start, end: text.count)
      if start + length >= named.end { trace.settle(before, at: start + length) }
    }

    /// Reads the chain's labels from the label at `q` to the first break.
    private func readSegment(from q: Int) {
      let (through, named) = walk(from: q)
      segment = (q, through, named)
    }

    /// The chain's labels from the label at `q` to the first break: that
    /// break's start and the last label a top-level domain follows.
    private func walk(from q: Int) -> (through: Int, named: (start: Int, end: Int)?) {
      var start = q
      var (end, underscore) = readRun(start)
      var named: (start: Int, end: Int)?
      while true {
        let valid = URLRecognition.isLabel(start..<end, in: text, underscore: true)  // a valid subdomain
        // A valid domain name has no `_` (the run's last is known), and a
        // top-level domain follows its dot.
        let next = end + 1
        let (nextEnd, nextUnderscore) = readRun(next)
        if valid, underscore < start {
          let stop = URLRecognition.topLevelDomainEnd(in: text, at: next, end: text.count)
          // Its domain characters are in the run after the dot.
          reads += Self.topLevelDomainReads(from: next, to: stop, domainCharacters: nextEnd - next)
          if let stop { named = (start, stop) }
        }
        // The chain goes on when a label follows the dot.
        guard valid, nextEnd > next, nextEnd < text.count, text[nextEnd] == 0x2E else { break }
        (start, end, underscore) = (next, nextEnd, nextUnderscore)
      }
      return (start, named)
    }

    /// Where the top-level domain after the dot of the label starting at
    /// `q` ends, when the label is a valid domain name and one follows.
    func topLevelDomainEnd(ofLabel q: Int) -> Int? {
      let end = runEnd(q)
      guard end > q, end < text.count, text[end] == 0x2E, !runHasUnderscore(from: q),
        URLRecognition.isLabel(q..<end, in: text, underscore: true)
      else { return nil }
      return topLevelDomainEnd(at: end + 1)
    }

    /// ``URLRecognition/pathEnd(in:from:steps:)`` at `start`; a long path
    /// of a text cut from the head's (a prefix whose last URL runs on from
    /// far back) from its run read once (`TailRun`).
    ///
    /// A path ends where it does in every prefix that holds its end and the
    /// scalar after it (which the query's `?` reads): the elements read past
    /// it hold no path character that may end a path and continue no run of
    /// groups from it. So a trace takes the path to have read up to its end.
    func pathEnd(from start: Int, steps: inout Int) -> Int {
      tail(.path, from: start) { URLRecognition.pathEnd(in: text, from: start, steps: &steps) }!
    }

    /// ``URLRecognition/queryEnd(in:from:end:steps:)`` at `start`, read as
    /// `pathEnd(from:steps:)` reads a path: a query ends where it does in
    /// every prefix holding that end (none after it in its run may end a
    /// query), or at none in every prefix.
    func queryEnd(from start: Int, steps: inout Int) -> Int? {
      tail(.query, from: start) { URLRecognition.queryEnd(in: text, from: start, steps: &steps) }
    }

    /// The end of the path or query at `start`: from the head's `TailRun`
    /// when the text runs on far past it, else `direct()`; settled in a trace.
    private func tail(_ kind: TailRun.Kind, from start: Int, _ direct: () -> Int?) -> Int? {
      let before = trace?.furthest.pointee
      let end =
        if let head, text.count - start > TailRun.shortest {
          head.tailRun(kind, of: text, from: start).end(in: text.count)
        } else {
          direct()
        }
      if let trace, let before { trace.settle(before, at: end ?? start) }
      return end
    }
  }

  /// A path's run (path characters and balanced groups, `pathEnd`'s first
  /// loop) or a query's (query characters, `queryEnd`) read once in a
  /// text, for every prefix of it that holds its start: where each element
  /// ends, the last character before it that may end a path (or a query),
  /// and how far groups alone go on from it. A prefix keeps the elements
  /// that end in it (a group cut short is no group, and none that the text
  /// refuses is one in a prefix), so its path or query ends where
  /// `pathEnd` or `queryEnd` would say, found by a binary search.
  final class TailRun {
    enum Kind { case path, query }
    /// Below this many scalars from its start to the text's end a path or
    /// a query is read as it is.
    static let shortest = 64
    let kind: Kind
    let start: Int
    /// The text's length when read: a prefix no longer than that.
    let count: Int
    /// Where each element ends, after `start` itself.
    var ends: [Int32]
    /// Per end: the index of the last end after a character that may end
    /// the run's kind, -1 when none.
    var lastEnding: [Int32]
    /// Per end: the index of the last end that groups alone reach from it.
    var groupsReach: [Int32]

    init<Text: ScalarText>(_ kind: Kind, _ text: Text, from start: Int) {
      (self.kind, self.start, count) = (kind, start, text.count)
      ends = [Int32(truncatingIfNeeded: start)]
      lastEnding = [-1]
      var isGroup = [false]
      var i = start
      var steps = 0
      while i < text.count {
        let c = text[i]
        var ending = false
        if kind == .query {
          guard URLCharacters.isQuery(c) else { break }
          i += 1
          ending = URLCharacters.endsQuery(c)
        } else if URLCharacters.isPath(c) {
          i += 1
          ending = URLCharacters.endsPath(c)
        } else if c == 0x28, let close = URLRecognition.balancedParenthesesEnd(in: text, at: i, steps: &steps) {
          i = close
        } else {
          break
        }
        isGroup.append(c == 0x28 && kind == .path)
        lastEnding.append(ending ? Int32(truncatingIfNeeded: ends.count) : lastEnding[ends.count - 1])
        ends.append(Int32(truncatingIfNeeded: i))
      }
      groupsReach = [Int32](repeating: 0, count: ends.count)
      for k in stride(from: ends.count - 1, through: 0, by: -1) {
        groupsReach[k] = k + 1 < ends.count && isGroup[k + 1] ? groupsReach[k + 1] : Int32(truncatingIfNeeded: k)
      }
    }

    /// Where the run ends in the prefix of `cut` scalars. A path: its run up
    /// to the last element that ends in it, back to the last character that
    /// may end a path (or the start), then on over groups alone. A query:
    /// at the last character that may end one, nil when none.
    func end(in cut: Int) -> Int? {
      let k = ends.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { Int($0) <= cut } } - 1
      let last = Int(lastEnding[k])
      if kind == .query { return last < 0 ? nil : Int(ends[last]) }
      return Int(ends[Swift.min(Int(groupsReach[Swift.max(last, 0)]), k)])
    }
  }

  /// The runs of label characters of a text whose prefixes are recognized
  /// one after another (the weighted prefix's candidates, longest first),
  /// with what `Labels` asks of them, read once: a prefix cut inside a
  /// chain of a million labels would otherwise read the chain again.
  /// For run `k`: whether it is a valid subdomain, holds no `_`, ends at a
  /// dot (and the next run starts right after it), the top-level domain
  /// after its dot; then where the walk of a domain match from it stops
  /// (`breakFrom`), the last run up to it that a domain name ends
  /// (`lastNamed`), the last run of its stretch of runs joined by single
  /// dots (`groupEnd`) and the first run from it a top-level domain follows
  /// (`nextTopLevel`). These answers read the text up to `reach[k]` (the
  /// next run's end when it follows the dot, else the character after), so
  /// they hold in every prefix longer than that; `Labels` reads the rest.
  /// Five `Int32` a scalar at most (eight a run, a run per two scalars at
  /// most, and the count of scalars IDNA maps to nothing), made for the
  /// weighted prefix's head only.
  package final class HeadLabels {
    let runStart: [Int32]
    let runEnd: [Int32]
    let reach: [Int32]
    let topLevelEnd: [Int32]
    let breakFrom: [Int32]
    let lastNamed: [Int32]
    let groupEnd: [Int32]
    let nextTopLevel: [Int32]
    /// How many scalars IDNA maps to nothing come before each position.
    let deletablesBefore: [Int32]
    var runCount: Int { runStart.count }
    /// The two long paths or queries read last, the latest first (`tailRun`).
    private var tails: (TailRun?, TailRun?)

    /// Nil for a text too long for `Int32` positions.
    package convenience init?(_ text: [UInt32]) { self.init(reading: text) }

    /// `init(_:)`, read in WebAssembly through the recognizer's one kind of
    /// text (`ScalarSource`).
    package static func of(_ text: [UInt32]) -> HeadLabels? {
      #if hasFeature(Embedded)
      text.withScalarSource { HeadLabels(reading: $0) }
      #else
      HeadLabels(text)
      #endif
    }

    init?<Text: ScalarText>(reading text: Text) {
      let n = text.count
      guard n < Int(Int32.max) - 2 else { return nil }
      var runStart: [Int32] = [], runEnd: [Int32] = []
      var valid: [Bool] = [], plain: [Bool] = []
      var deletables = [Int32](repeating: 0, count: n + 1)
      var i = 0
      var count: Int32 = 0
      while i < n {
        deletables[i] = count
        if IDNA.isMappedToNothing(text[i]) { count += 1 }
        i += 1
      }
      deletables[n] = count
      i = 0
      while i < n {
        guard Labels<Text>.isRunCharacter(text[i]) else {
          i += 1
          continue
        }
        var j = i
        var underscore = false
        while j < n, Labels<Text>.isRunCharacter(text[j]) {
          if text[j] == 0x5F { underscore = true }
          j += 1
        }
        runStart.append(Int32(i))
        runEnd.append(Int32(j))
        valid.append(URLRecognition.isLabel(i..<j, in: text, underscore: true))
        plain.append(!underscore)
        i = j
      }
      let runs = runStart.count
      var reach = [Int32](repeating: 0, count: runs)
      var topLevelEnd = [Int32](repeating: -1, count: runs)
      var joined = [Bool](repeating: false, count: runs)
      var dotted = [Bool](repeating: false, count: runs)
      for k in 0..<runs {
        let end = Int(runEnd[k])
        dotted[k] = end < n && text[end] == 0x2E
        joined[k] = dotted[k] && k + 1 < runs && Int(runStart[k + 1]) == end + 1
        reach[k] = joined[k] ? runEnd[k + 1] : Int32(dotted[k] ? end + 1 : end)
        if dotted[k], let stop = URLRecognition.topLevelDomainEnd(in: text, at: end + 1, end: n) {
          topLevelEnd[k] = Int32(stop)
        }
      }
      var breakFrom = [Int32](repeating: 0, count: runs)
      var lastNamed = [Int32](repeating: -1, count: runs)
      var groupEnd = [Int32](repeating: 0, count: runs)
      var nextTopLevel = [Int32](repeating: Int32(runs), count: runs)
      for k in stride(from: runs - 1, through: 0, by: -1) {
        let goesOn = valid[k] && joined[k] && dotted[k + 1]
        breakFrom[k] = goesOn ? breakFrom[k + 1] : Int32(k)
        groupEnd[k] = joined[k] ? groupEnd[k + 1] : Int32(k)
        nextTopLevel[k] = topLevelEnd[k] >= 0 ? Int32(k) : (k + 1 < runs ? nextTopLevel[k + 1] : Int32(runs))
      }
      for k in 0..<runs {
        let named = valid[k] && plain[k] && topLevelEnd[k] >= 0
        lastNamed[k] = named ? Int32(k) : (k > 0 ? lastNamed[k - 1] : -1)
      }
      (self.runStart, self.runEnd, self.reach, self.topLevelEnd) = (runStart, runEnd, reach, topLevelEnd)
      (self.breakFrom, self.lastNamed, self.groupEnd, self.nextTopLevel) = (breakFrom, lastNamed, groupEnd, nextTopLevel)
      self.deletablesBefore = deletables
    }

    /// The run holding position `i`, nil when none does.
    func run(containing i: Int) -> Int? {
      let after = runStart.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { Int($0) <= i } }
      return after > 0 && i < Int(runEnd[after - 1]) ? after - 1 : nil
    }

    /// The first run whose answers read at or past `count`, `runCount` when none.
    func firstRun(reachingAtLeast count: Int) -> Int {
      reach.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { Int($0) < count } }
    }

    /// How many scalars in `range` IDNA maps to nothing.
    func deletables(in range: Range<Int>) -> Int {
      Int(deletablesBefore[range.upperBound] - deletablesBefore[range.lowerBound])
    }

    /// The path or query from `start` read in `text` (a prefix of the
    /// head's text): kept for the prefixes after, which are shorter (the
    /// candidates come longest first), so each long run is read about once.
    /// Two are kept: a prefix re-read from a URL whose path runs on to its
    /// end may find one more such URL after it, near that end.
    func tailRun<Text: ScalarText>(_ kind: TailRun.Kind, of text: Text, from start: Int) -> TailRun {
      if let run = tails.0, run.kind == kind, run.start == start, run.count >= text.count { return run }
      if let run = tails.1, run.kind == kind, run.start == start, run.count >= text.count { return run }
      let run = TailRun(kind, text, from: start)
      tails = (run, tails.0)
      return run
    }
  }

  /// A label of domain characters that neither starts nor ends with `-`
  /// (or `_`), with `_` inside only for a subdomain.
  static func isLabel<Text: ScalarText>(_ label: Range<Int>, in text: Text, underscore: Bool) -> Bool {
    guard URLCharacters.isDomain(text[label.lowerBound]), URLCharacters.isDomain(text[label.upperBound - 1]) else {
      return false
    }
    return underscore || !text[label].contains(0x5F)
  }

  /// A listed top-level domain, else `xn--` and `[-0-9a-z]+` (no lookahead).
  static func topLevelDomainEnd<Text: ScalarText>(in text: Text, at start: Int, end: Int) -> Int? {
    guard start < end else { return nil }
    if let stop = TopLevelDomains.match(in: text, at: start, end: end) { return stop }
    let ace: [UInt32] = [0x78, 0x6E, 0x2D, 0x2D]
    guard start + 5 <= end, text[start..<start + 4].map(URLCharacters.lowercased) == ace,
      URLCharacters.isPunycode(text[start + 4])
    else { return nil }
    var stop = start + 5
    while stop < end, URLCharacters.isPunycode(text[stop]) { stop += 1 }
    return stop
  }

  /// `valid_url_path*` after the `/`. The pattern splices
  /// `valid_url_path_ending_chars`, itself an alternation, into
  /// `valid_url_path` without a group (as twitter-text's JavaScript does),
  /// so one repetition is either path characters and balanced parentheses
  /// (one level nested) up to the last path character that may end a path,
  /// or balanced parentheses alone: `x(y)` is a path, `:(y)` is not.
  ///
  /// Every repetition starts where the one before ended, after a path
  /// character or a balanced group, so it reads the same run of path
  /// characters and groups from a later point of it: the first kind of
  /// repetition always reaches the run's last ending character. The run is
  /// read once, then the groups after that character one repetition each,
  /// so the work is linear (`(a)` repeated is not read again per group).
  static func pathEnd<Text: ScalarText>(in text: Text, from start: Int, steps: inout Int) -> Int {
    // The run: path characters and balanced groups; where its last path
    // character that may end a path ends.
    var i = start
    var lastEnding: Int?
    while i < text.count {
      steps += 1
      let c = text[i]
      if URLCharacters.isPath(c) {
        i += 1
        if URLCharacters.endsPath(c) { lastEnding = i }
      } else if c == 0x28, let close = balancedParenthesesEnd(in: text, at: i, steps: &steps) {
        i = close
      } else {
        break
      }
    }
    var position = start
    if let lastEnding { position = lastEnding }
    // Then balanced groups alone, each a repetition of the second kind.
    while position < text.count, text[position] == 0x28,
      let close = balancedParenthesesEnd(in: text, at: position, steps: &steps)
    {
      position = close
    }
    return position
  }

  /// `valid_url_balanced_parens` at the `(` at `open`: `(path chars)` or
  /// `(path chars (path chars) path chars)`.
  static func balancedParenthesesEnd<Text: ScalarText>(in text: Text, at open: Int, steps: inout Int) -> Int? {
    func pathRun(from start: Int) -> Int {
      var i = start
      while i < text.count, URLCharacters.isPath(text[i]) { i += 1 }
      steps += i - start + 1
      return i
    }
    let inner = pathRun(from: open + 1)
    guard inner < text.count else { return nil }
    if inner > open + 1, text[inner] == 0x29 { return inner + 1 }
    guard text[inner] == 0x28 else { return nil }
    let nested = pathRun(from: inner + 1)
    guard nested > inner + 1, nested < text.count, text[nested] == 0x29 else { return nil }
    let after = pathRun(from: nested + 1)
    guard after < text.count, text[after] == 0x29 else { return nil }
    return after + 1
  }

  /// The query after the `?`: query characters up to the last that may end
  /// a query, read no further than `limit`; nil when none may (the `?` is
  /// then not part of the URL).
  static func queryEnd<Text: ScalarText>(in text: Text, from start: Int, end limit: Int? = nil, steps: inout Int) -> Int? {
    let limit = limit ?? text.count
    var i = start
    var end: Int?
    while i < limit, URLCharacters.isQuery(text[i]) {
      steps += 1
      if URLCharacters.endsQuery(text[i]) { end = i + 1 }
      i += 1
    }
    return end
  }

  /// The URLs one match contributes.
  static func accepted<Text: ScalarText>(_ match: Match, in text: Text, steps: inout Int) -> [Unit] {
    guard isValid(match, in: text) else { return [] }
    guard let protocolLength = match.protocolLength else {
      if let preceding = match.preceding, [0x2D, 0x5F, 0x2E, 0x2F].contains(preceding) { return [] }
      var units = asciiDomains(in: text, match.domain)
      guard let last = units.last else { return [] }
      if match.hasPath {
        // `url.replace(domain, ascii_domain)`: the skip is that string's length.
        let occurrences = occurrences(of: match.domain, in: text, within: match.domain.lowerBound..<match.end)
        let shrink = occurrences * (match.domain.count - (last.end - last.start))
        units[units.count - 1].end = last.start + (match.end - match.domain.lowerBound) - shrink
      }
      return units
    }
    // t.co: the slug, and a query, end the URL.
    let host = match.start + protocolLength
    let tco: [UInt32] = [0x74, 0x2E, 0x63, 0x6F, 0x2F]
    if host + 5 <= match.end, text[host..<host + 5].map(URLCharacters.lowercased) == tco {
      var slugEnd = host + 5
      while slugEnd < match.end, URLCharacters.isASCIIAlphanumeric(text[slugEnd]) { slugEnd += 1 }
      if slugEnd > host + 5 {
        if slugEnd - host - 5 > maxSlugLength { return [] }
        var end = slugEnd
        if end < match.end, text[end] == 0x3F, let query = queryEnd(in: text, from: end + 1, end: match.end, steps: &steps) {
          end = query
        }
        return [Unit(start: match.start, end: end)]
      }
    }
    return [Unit(start: match.start, end: match.end)]
  }

  /// How many times the domain's text occurs, without overlapping, in `range`.
  static func occurrences<Text: ScalarText>(of domain: Range<Int>, in text: Text, within range: Range<Int>) -> Int {
    var count = 0
    var i = range.lowerBound
    while i + domain.count <= range.upperBound {
      if text[i..<i + domain.count].elementsEqual(text[domain]) {
        count += 1
        i += domain.count
      } else {
        i += 1
      }
    }
    return count
  }

  /// `valid_ascii_domain`, every match in the domain: labels of `[-a-z0-9]`
  /// and accented Latin followed by dots, then a TLD (the domain's end counts
  /// as the end of the text).
  static func asciiDomains<Text: ScalarText>(in text: Text, _ domain: Range<Int>) -> [Unit] {
    var units: [Unit] = []
    var p = domain.lowerBound
    while p < domain.upperBound {
      var dots: [Int] = []
      var q = p
      while true {
        var r = q
        while r < domain.upperBound, URLCharacters.isASCIIDomainLabel(text[r]) { r += 1 }
        guard r > q, r < domain.upperBound, text[r] == 0x2E else { break }
        dots.append(r)
        q = r + 1
      }
      let end = dots.reversed().lazy.compactMap {
        topLevelDomainEnd(in: text, at: $0 + 1, end: domain.upperBound)
      }.first
      if let end {
        units.append(Unit(start: p, end: end))
        p = end
      } else {
        p += 1
      }
    }
    return units
  }

  /// `is_valid_url`: the domain has an IDNA (2003) form, and the URL with
  /// that domain and a protocol (`https://` when it has none) is at most
  /// 4,096 characters.
  static func isValid<Text: ScalarText>(_ match: Match, in text: Text) -> Bool {
    guard let asciiCount = IDNA.asciiCount(of: text[match.domain]) else { return false }
    let url = match.end - match.start + asciiCount - match.domain.count
    return (match.protocolLength ?? 8) + url <= maxURLLength
  }
}
