// The prefixes of one piece of a text (`WeightedLength.longestFitting`'s
// candidates, longest first), each summed from what it shares with the
// whole piece rather than read again: a prefix cut inside one long run
// (a URL's path of a megabyte, a chain of labels) would otherwise read the
// run again for every candidate.

extension WeightedLength {
  /// One piece read once, and what a prefix of it keeps of that reading.
  ///
  /// A prefix's URLs are the piece's found before the last start the
  /// piece's search tried having read nothing near the prefix's end (the
  /// search's answers up to a start come from what it read before it,
  /// `URLRecognition.SearchTrace`), then its own, searched from that start
  /// with the piece's label table (`HeadLabels`: long chains, long paths
  /// and over-long domains are not read again). Its emoji are the piece's
  /// that end in it, then its own from the first that reaches past its
  /// end (an emoji has at most 10 scalars). `parseTweet`'s loop over the
  /// prefix then stops where the piece's did, with the same sum, up to the
  /// first URL or emoji on which they differ: it is resumed from the last
  /// such stop of the piece's loop before that (`walk`'s `visit`).
  final class PiecePrefixes {
    let metric: WeightedLength
    let emoji: [Swift.Range<Int>]
    /// The summed weights of the scalars before each position.
    let weightBefore: [Int]
    let labels: URLRecognition.HeadLabels?
    /// The piece's search, nil when it can hold no URL.
    let search: URLRecognition.SearchTrace?
    /// Where the piece's loop stopped, ascending (the first is the piece's
    /// own first scalar, after the space before it), and the sum before each.
    let stops: [Int32]
    let sums: [Int]

    /// How near a prefix's end a start's reads may come for the units
    /// before it to be the prefix's too: more than any look-ahead past a
    /// position read (`https://` is 8 scalars, a port's `:` and digit 2).
    static let margin = 16

    /// Nil when the weights of the piece's scalars could overflow.
    init?(_ text: NormalizedText, from start: Int, _ metric: WeightedLength) {
      var before = [Int](repeating: 0, count: text.scalars.count + 1)
      var total = 0
      for (i, c) in text.scalars.enumerated() {
        let (next, overflow) = total.addingReportingOverflow(metric.scalarWeight(c))
        if overflow { return nil }
        total = next
        before[i + 1] = total
      }
      (self.metric, weightBefore) = (metric, before)
      emoji = metric.emojiWeight == nil ? [] : text.emoji(upTo: text.scalars.count)
      if metric.urlLength != nil, text.scalars.contains(0x2E) {
        labels = URLRecognition.HeadLabels.of(text.scalars)
        let trace = URLRecognition.SearchTrace()
        text.scalars.withScalarSource { scalars in
          trace.reading(scalars) { tracked in
            var steps = 0
            URLRecognition.forEachUnit(in: tracked, steps: &steps, trace: trace) { trace.units.append($0) }
          }
        }
        search = trace
      } else {
        (labels, search) = (nil, nil)
      }
      var stops: [Int32] = []
      var sums: [Int] = []
      _ = metric.walk(
        text.scalars, from: start, sum: 0, to: text.scalars.count, urls: (search?.units ?? [])[...],
        emoji: emoji[...], before: weightBefore, rawLimit: .max
      ) {
        stops.append(Int32(truncatingIfNeeded: $0))
        sums.append($1)
      }
      guard !stops.isEmpty else { return nil }
      (self.stops, self.sums) = (stops, sums)
    }

    /// The summed weights of `prefix`, the piece's first scalars, measured
    /// as a text of its own; nil once past `rawLimit`.
    func sum(of prefix: [UInt32], rawLimit: Int) -> Int? {
      let end = prefix.count
      // The URLs: the piece's up to the last start tried that had read
      // nothing within `margin` of the end, then the prefix's own.
      var kept = 0
      var own: [URLRecognition.Unit] = []
      var urlsAgree = end  // the first position where the two lists may differ
      if let search, !search.positions.isEmpty {
        let tried = search.readBefore.withUnsafeBufferPointer {
          UTF8Bytes.partitionPoint($0) { Int($0) < end - Self.margin }
        }
        let index = Swift.max(tried - 1, 0)
        kept = Int(search.unitsBefore[index])
        var steps = 0
        URLRecognition.forEachUnit(in: prefix, from: Int(search.positions[index]), steps: &steps, head: labels) {
          own.append($0)
        }
        if let first = own.first { urlsAgree = Swift.min(urlsAgree, first.start) }
        if kept < search.units.count { urlsAgree = Swift.min(urlsAgree, search.units[kept].start) }
      }
      // The emoji: the piece's that end in the prefix, then from the first
      // that reaches past it, read again.
      let reaching = emoji.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { $0.upperBound <= end } }
      let emojiAgree = reaching < emoji.count ? Swift.min(emoji[reaching].lowerBound, end) : end
      // The piece's loop's last stop before either list differs.
      let agree = Swift.min(urlsAgree, emojiAgree)
      let stop = Swift.max(stops.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { Int($0) <= agree } } - 1, 0)
      let from = Int(stops[stop])
      var urls: [URLRecognition.Unit] = []
      if let search {
        let first = search.units.withUnsafeBufferPointer {
          UTF8Bytes.partitionPoint(UnsafeBufferPointer(rebasing: $0[0..<kept])) { $0.start < from }
        }
        urls = Array(search.units[first..<kept]) + own
      }
      let firstEmoji = emoji.withUnsafeBufferPointer { UTF8Bytes.partitionPoint($0) { $0.lowerBound < from } }
      var ownEmoji = Array(emoji[Swift.min(firstEmoji, reaching)..<reaching])
      if reaching < emoji.count, emoji[reaching].lowerBound < end {
        ownEmoji += NormalizedText(scalars: prefix).emoji(upTo: end, from: emoji[reaching].lowerBound)
      }
      return metric.walk(
        prefix, from: from, sum: sums[stop], to: end, urls: urls[...], emoji: ownEmoji[...], before: weightBefore,
        rawLimit: rawLimit)
    }
  }
}
