// A piece that may hold a URL and that is not inert, summed from its NFC
// read through a window: URL recognition asks for scalars by position,
// mostly ascending, so the NFC is made a block of scalars at a time from
// where the reading that makes the block starts (kept for each block), and
// only the few blocks read last are held. A line of any length that NFC
// changes then holds a constant beside its bytes, not its NFC.

extension WeightedLength {
  /// The NFC of a piece (whole Characters), `\r\n` and `\r` as `\n`: the
  /// scalars the reference reads (`NormalizedText`), made as it makes them
  /// (`appendNormalized`; a long Character's tail of marks that NFC leaves
  /// as they are read as it is), by position. A first pass counts them and
  /// keeps, for every block of `blockScalars`, where the reading that makes
  /// its first scalar starts (a Character's start, or a scalar of such a
  /// tail): 24 bytes a block. A position is read from one of `slotCount`
  /// blocks kept in a window, the one read last tried first; any other
  /// block is made again from its start, which costs a block's Characters
  /// (and a Character's NFC at most once per block it straddles: the last
  /// NFC longer than a block is kept).
  final class NFCScalars {
    let bytes: UnsafeBufferPointer<UInt8>
    let endIndex: Int
    /// Per block: the reading at its first scalar's Character (or tail scalar).
    let blockStarts: [Reader]
    let window: Window

    static let blockShift = 12
    static let blockScalars = 1 << blockShift
    static let slotCount = 4

    /// Where the NFC is read from: the next byte, the end of the tail of
    /// marks being read as they are (at most `byte` outside one), and the
    /// position of the next scalar made.
    struct Reader {
      var byte = 0
      var tailEnd = 0
      var scalar = 0
    }

    /// The blocks held, what the reading needs, and the NFC of the last
    /// Character longer than a block.
    final class Window {
      @exclusivity(unchecked) var scalars: [UInt32]
      /// Per slot: the block it holds (-1 none) and when it was read last.
      @exclusivity(unchecked) var blocks = [Int](repeating: -1, count: NFCScalars.slotCount)
      @exclusivity(unchecked) var used = [Int](repeating: 0, count: NFCScalars.slotCount)
      @exclusivity(unchecked) var clock = 0
      @exclusivity(unchecked) var last = 0
      @exclusivity(unchecked) var memo: NormalizationMemo
      /// The scalars made by the last step are `unit[unitStart...]`.
      @exclusivity(unchecked) var unit: [UInt32] = []
      @exclusivity(unchecked) var unitStart = 0
      @exclusivity(unchecked) var long: (byte: Int, end: Int, scalars: [UInt32]) = (-1, 0, [])

      init(memo: NormalizationMemo) {
        self.memo = memo
        scalars = [UInt32](repeating: 0, count: NFCScalars.slotCount << NFCScalars.blockShift)
      }

      /// Makes in `unit` the scalars at `reader` (a Character's, or one of
      /// a tail's) and moves it past them.
      func step(_ reader: inout Reader, _ bytes: UnsafeBufferPointer<UInt8>) {
        // Appended after the steps before, emptied now and then.
        if unit.count >= NFCScalars.blockScalars { unit.removeAll(keepingCapacity: true) }
        unitStart = unit.count
        let base = bytes.baseAddress!
        if reader.byte < reader.tailEnd {
          let (c, length) = UTF8Bytes.decodeWellFormed(base, at: reader.byte)
          unit.append(c)
          reader.byte += length
        } else if long.byte == reader.byte {
          unit += long.scalars
          reader.byte = long.end
        } else {
          let end = UTF8Bytes.graphemeClusterEnd(bytes, from: reader.byte)
          let character = UnsafeBufferPointer(rebasing: bytes[reader.byte..<end])
          if let tail = WeightedLength.appendNormalized(character, to: &unit, memo: &memo) {
            reader.tailEnd = end
            reader.byte += tail
          } else {
            if unit.count - unitStart > NFCScalars.blockScalars { long = (reader.byte, end, Array(unit[unitStart...])) }
            reader.byte = end
          }
        }
        reader.scalar += unit.count - unitStart
      }
    }

    /// Whether the NFC is `bytes` themselves (no `\r`, every Character
    /// its own NFC), found by the first pass.
    let isOwnNFC: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>, memo: inout NormalizationMemo) {
      self.bytes = bytes
      let window = Window(memo: memo)
      var starts = [Reader()]
      var reader = Reader()
      var same = true
      while reader.byte < bytes.count {
        let before = reader
        window.step(&reader, bytes)
        // Every block whose first scalar this step made starts where it did.
        while reader.scalar > starts.count << Self.blockShift { starts.append(before) }
        if same {
          // The UTF-8 of the scalars made is the bytes read (a `\r` became `\n`).
          var b = before.byte
          for c in window.unit[window.unitStart...] where same {
            UTF8Bytes.forEachByte(of: c) { byte in
              same = same && b < reader.byte && bytes[b] == byte
              b += 1
            }
          }
          same = same && b == reader.byte
        }
      }
      isOwnNFC = same
      memo = window.memo
      window.long = (-1, 0, [])
      self.window = window
      blockStarts = starts
      endIndex = reader.scalar
    }

    @inline(__always)
    subscript(position: Int) -> UInt32 {
      let window = self.window
      let slot = window.last
      if window.blocks[slot] == position >> Self.blockShift {
        return window.scalars[slot << Self.blockShift | position & (Self.blockScalars - 1)]
      }
      return read(position)
    }

    /// The scalar at `position` outside the block read last: from the
    /// window, or from its block made again in the slot read least lately.
    private func read(_ position: Int) -> UInt32 {
      let window = self.window
      let block = position >> Self.blockShift
      window.clock += 1
      var slot = window.blocks.firstIndex(of: block) ?? -1
      if slot < 0 {
        slot = window.used.indices.min { window.used[$0] < window.used[$1] }!
        fill(block, into: slot)
      }
      window.used[slot] = window.clock
      window.last = slot
      return window.scalars[slot << Self.blockShift | position & (Self.blockScalars - 1)]
    }

    /// Makes the scalars of `block` into the window's `slot`.
    private func fill(_ block: Int, into slot: Int) {
      let window = self.window
      let first = block << Self.blockShift
      let stop = Swift.min(first + Self.blockScalars, endIndex)
      let offset = slot << Self.blockShift
      var reader = blockStarts[block]
      while reader.scalar < stop {
        var position = reader.scalar
        window.step(&reader, bytes)
        for c in window.unit[window.unitStart...] {
          if position >= first && position < stop { window.scalars[offset + position - first] = c }
          position += 1
        }
      }
      window.blocks[slot] = block
    }
  }

  /// `sum(_:from:scalars:rawLimit:)` of a piece read through its NFC
  /// (`UTF8Scalars(normalized:)`), with no limit: at each position from `start` a URL,
  /// else the emoji that `finditer` over the whole piece found there (as
  /// `NormalizedText.emoji` lists them, URLs or not), else the scalar by
  /// `weight`; the URLs and the emoji each taken as they are found, an
  /// emoji looked for in a copy of the `emojiLookahead` scalars from a
  /// scalar that starts one. The emoji are searched for as the sum asks,
  /// up to the position asked (inside a URL counted too), so that the
  /// search reads the blocks the sum reads.
  func normalizedPieceSum(_ text: UTF8Scalars, from start: Int, weight: ScalarWeights) -> Int {
    let data = EmojiSequenceData.builtIn
    let end = text.endIndex
    var lookahead = [UInt32](repeating: 0, count: Self.emojiLookahead)
    /// The emoji listed at `s`: where it ends.
    func emoji(at s: Int) -> Int? {
      guard data.rootChild(text[s]) != 0 else { return nil }
      let count = Swift.min(Self.emojiLookahead, end - s)
      for k in 0..<count { lookahead[k] = text[s + k] }
      return lookahead.withUnsafeBufferPointer {
        data.longestListedSequence(in: UnsafeBufferPointer(rebasing: $0[0..<count]), at: 0)
      }.map { s + $0 }
    }
    // `finditer` from `start`: every position before `searched` is read,
    // and `found` is the match found last, if not yet passed.
    var searched = start
    var found: (start: Int, end: Int)?
    return pieceSum(text, from: start, weight: weight) { i in
      while true {
        if let match = found {
          if match.start >= i { return match.start == i ? match.end : nil }
          // As `sum` reads its list: an emoji starting before `i` (inside
          // a URL counted) is passed over, and the search goes on from its end.
          (searched, found) = (match.end, nil)
        }
        if searched > i { return nil }
        if let stop = emoji(at: searched) { found = (searched, stop) } else { searched += 1 }
      }
    }
  }

  /// The reference's loop over a piece's scalars from `start`: at each
  /// position a URL, else an emoji (`emojiEnd(i)`: where the one that
  /// `finditer` found at `i` ends, asked at ascending positions), else the
  /// scalar by `weight`.
  func pieceSum(_ text: UTF8Scalars, from start: Int, weight: ScalarWeights, emojiEnd: (Int) -> Int?) -> Int {
    let end = text.endIndex
    let urlWeight = urlLength.map { Self.saturatingProduct($0, scale) } ?? 0
    var total = 0
    var i = start
    func addScalars(upTo stop: Int) {
      while i < stop {
        if let emojiWeight, let next = emojiEnd(i) {
          total = TextMetric.saturatingSum(total, emojiWeight)
          i = next
        } else {
          total = TextMetric.saturatingSum(total, weight(text[i]))
          i += 1
        }
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
      }
    }
    addScalars(upTo: end)
    return total
  }
}
