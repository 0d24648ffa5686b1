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
  package static func units<Text: ScalarText>(in text: Text, labels: Labels<Text>? = nil, steps: inout Int) -> [Unit] {
    var units: [Unit] = []
    forEachUnit(in: text, labels: labels, steps: &steps) { units.append($0) }
    return units
  }

  /// ``units(in:)`` handed to `body` one at a time, in order, none kept: a
  /// text of many URLs holds no list of them.
  /// `labels` may be given, made for this text (`Labels(prefixOf:count:)`).
  package static func forEachUnit<Text: ScalarText>(
    in text: Text, labels: Labels<Text>? = nil, steps: inout Int, _ body: (Unit) -> Void
  ) {
    guard text.contains(0x2E) else { return }
    let labels = labels ?? Labels(text)
    var position = 0
    var first = true
    // `finditer`: the leftmost match at or after `position`, then on from its end.
    while position < text.count, let found = leftmostMatch(in: text, labels, from: position, atStart: first, steps: &steps) {
      first = false
      position = found.end
      for unit in accepted(found, in: text, steps: &steps) { body(unit) }
    }
    steps += labels.reads
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
    in text: Text, _ labels: Labels<Text>, from position: Int, atStart: Bool, steps: inout Int
  ) -> Match? {
    var p = position
    while p < text.count {
      steps += 1
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
      end = pathEnd(in: text, from: end + 1, steps: &steps)
    }
    if end < text.count, text[end] == 0x3F, let query = queryEnd(in: text, from: end + 1, steps: &steps) {
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
    let o = next < text.count ? labels.ordinal(next) : -1
    if o >= 0, isLabel(first, in: text, underscore: true) {
      // Subdomains: the first label and the valid ones after it, leaving one.
      let names = Swift.min(1 + Int(labels.subdomainRun[o]), Int(labels.count[o]))
      let best = Int(labels.lastGood[o + names - 1])
      if best >= o { return start..<Int(labels.topLevelDomainEnd[best]) }
    }
    // A start that is itself a label's has this answer in the label's
    // table: its TLD after the dot, matched when it is a valid domain name.
    if o > 0, Int(labels.starts[o - 1]) == start {
      let end = Int(labels.topLevelDomainEnd[o - 1])
      return end >= 0 ? start..<end : nil
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

  /// The labels of the text that follow a dot, numbered in order: what every
  /// domain that reaches them shares. A label is a run of domain
  /// characters, `-` and `_` followed by a dot. Kept per label, and the
  /// runs read as asked, so that the memory is the labels', not a table per
  /// scalar: a text of one long path holds a few labels.
  package final class Labels<Text: ScalarText> {
    let text: Text
    // The tables and the memos are read and written only by this class's
    // own methods, never across a call that could reach them again: the
    // dynamic exclusivity checks of a class's properties were most of a
    // prefix's work (each domain start reads several).
    /// Where each label starts, ascending: a label's number is its index.
    @exclusivity(unchecked) var starts: [Int32] = []
    /// Per label: how many labels its chain has from it on, how many of
    /// them in a row are valid subdomains, where a TLD after its dot ends
    /// (-1: none), and the last label up to it that is a valid domain name
    /// with a TLD after it (-1: none).
    @exclusivity(unchecked) var count: [Int32] = []
    @exclusivity(unchecked) var subdomainRun: [Int32] = []
    @exclusivity(unchecked) var topLevelDomainEnd: [Int32] = []
    @exclusivity(unchecked) var lastGood: [Int32] = []
    /// The run of label characters read last: every position in it ends
    /// where it ends. The searches ask at positions that mostly ascend, so
    /// each run is read about once.
    @exclusivity(unchecked) private var run = 0..<0
    /// The last `_` of that run, -1 when it has none.
    @exclusivity(unchecked) private var runLastUnderscore = -1
    /// The top-level domain asked for last: where it starts and ends.
    @exclusivity(unchecked) private var lastTopLevelDomain: (start: Int, end: Int?) = (-1, nil)
    /// The positions the runs and the top-level domains read, for the
    /// steps of ``URLRecognition/units(in:steps:)``.
    @exclusivity(unchecked) private(set) var reads = 0

    /// Where the run of label characters at `i` ends (`i` when there is none).
    func runEnd(_ i: Int) -> Int {
      if run.contains(i) { return run.upperBound }
      var j = i
      var underscore = -1
      while j < text.count {
        let c = text[j]
        guard URLCharacters.isDomain(c) || c == 0x2D || c == 0x5F else { break }
        if c == 0x5F { underscore = j }
        j += 1
      }
      reads += j - i + 1
      if j > i { (run, runLastUnderscore) = (i..<j, underscore) }
      return j
    }

    /// Whether the run of label characters at `i` holds a `_` from `i` on.
    func runHasUnderscore(from i: Int) -> Bool {
      _ = runEnd(i)
      return runLastUnderscore >= i
    }

    /// `URLRecognition.topLevelDomainEnd(in:at:end:)` at `start`, to the
    /// text's end, kept for the next start that asks the same.
    func topLevelDomainEnd(at start: Int) -> Int? {
      if lastTopLevelDomain.start == start { return lastTopLevelDomain.end }
      let end = URLRecognition.topLevelDomainEnd(in: text, at: start, end: text.count)
      reads += topLevelDomainLongest
      lastTopLevelDomain = (start, end)
      return end
    }

    /// The number of the label starting at `q`, or -1.
    func ordinal(_ q: Int) -> Int {
      let found = starts.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { Int($0) < q } }
      return found < starts.count && Int(starts[found]) == q ? found : -1
    }

    /// The labels of the first `count` scalars of `longer`'s text, a text
    /// of their own (`text`), from `longer`'s tables: the labels whose dot
    /// comes before the cut are the same runs, their chains stop at the
    /// cut, and only a top-level domain whose match read as far as the cut
    /// is matched again. What measuring many prefixes of one text (the
    /// weighted prefix's candidates) needs, without reading each whole.
    package init(prefixOf longer: Labels, text: Text) {
      self.text = text
      let n = text.count
      let kept = longer.starts.withUnsafeBufferPointer { starts in
        UTF8Bytes.partitionPoint(starts) { Int($0) < n }
      }
      // A label is kept when its dot is: its run ends at the dot.
      var k = kept
      while k > 0, longer.runEnd(Int(longer.starts[k - 1])) >= n { k -= 1 }
      starts = Array(longer.starts[0..<k])
      count = (0..<k).map { Int32(Swift.min(Int(longer.count[$0]), k - $0)) }
      subdomainRun = (0..<k).map { Int32(Swift.min(Int(longer.subdomainRun[$0]), k - $0)) }
      topLevelDomainEnd = Array(longer.topLevelDomainEnd[0..<k])
      lastGood = Array(longer.lastGood[0..<k])
      var changed = k
      /// Matches label `o`'s top-level domain again, in this text.
      func rematch(_ o: Int) {
        changed = Swift.min(changed, o)
        let label = Int(starts[o])..<runEnd(Int(starts[o]))
        topLevelDomainEnd[o] = -1
        if URLRecognition.isLabel(label, in: text, underscore: false),
          let end = URLRecognition.topLevelDomainEnd(in: text, at: label.upperBound + 1, end: n)
        {
          topLevelDomainEnd[o] = Int32(end)
        }
      }
      // A match read up to `start + topLevelDomainLongest`, or to a
      // Punycode domain's end: both before the cut, it is the same. The
      // first kind reaching the cut are the last labels (their dots ascend).
      for o in 0..<k where Int(topLevelDomainEnd[o]) >= n { rematch(o) }
      var o = k - 1
      while o >= 0, longer.runEnd(Int(starts[o])) + 1 + topLevelDomainLongest >= n {
        rematch(o)
        o -= 1
      }
      for o in changed..<k {
        lastGood[o] = topLevelDomainEnd[o] >= 0 ? Int32(o) : o > 0 ? lastGood[o - 1] : -1
      }
    }

    init(_ text: Text) {
      self.text = text
      for q in text.indices where q > 0 && text[q - 1] == 0x2E {
        let end = runEnd(q)
        guard end > q, end < text.count, text[end] == 0x2E else { continue }
        starts.append(Int32(q))
      }
      count = [Int32](repeating: 1, count: starts.count)
      subdomainRun = [Int32](repeating: 0, count: starts.count)
      topLevelDomainEnd = [Int32](repeating: -1, count: starts.count)
      for o in starts.indices.reversed() {
        let start = Int(starts[o])
        let label = start..<runEnd(start)
        // The next label, if any, starts right after this one's dot.
        let nextLabel = o + 1 < starts.count && Int(starts[o + 1]) == label.upperBound + 1 ? o + 1 : -1
        if nextLabel >= 0 { count[o] += count[nextLabel] }
        if URLRecognition.isLabel(label, in: text, underscore: true) {
          subdomainRun[o] = 1 + (nextLabel >= 0 ? subdomainRun[nextLabel] : 0)
        }
        if URLRecognition.isLabel(label, in: text, underscore: false),
          let end = URLRecognition.topLevelDomainEnd(in: text, at: label.upperBound + 1, end: text.count)
        {
          topLevelDomainEnd[o] = Int32(end)
        }
      }
      lastGood = [Int32](repeating: -1, count: starts.count)
      for o in starts.indices {
        lastGood[o] = topLevelDomainEnd[o] >= 0 ? Int32(o) : o > 0 ? lastGood[o - 1] : -1
      }
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
