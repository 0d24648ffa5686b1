import TextGauge

// One call per column, in Arrow's layout (offsets + UTF-8 data, read in
// place): the loop a pandas or Spark UDF would otherwise run in Python.
// The whole column is checked first (its offsets, and its bytes as one
// UTF-8 text, a few hundred rows at a time), then measured: on an error
// nothing has been written to `out`, as textgauge.h promises.

/// Rows checked at a time (`checkRows`), and measured at a time.
let rowsPerStep = 256

/// Checks an Arrow string column, then writes -1 for each null row and
/// runs `body` over each run of non-null rows, a few hundred rows at a time.
/// On an error `out` is untouched, and `errorRow` is the first row that is
/// ill-formed or whose offsets are out of order.
func eachRun<Offset: FixedWidthInteger>(
  _ offsets: UnsafePointer<Offset>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ out: UnsafeMutablePointer<Int64>?, _ errorRow: UnsafeMutablePointer<Int>?,
  _ body: (Range<Int>, UnsafePointer<Offset>, UnsafeMutablePointer<Int64>) -> Void
) -> Int32 {
  status { () throws(TGFailure) in
    guard let offsets, rows >= 0, validityOffset >= 0 else { throw .argument }
    guard rows > 0 else { return }
    let out = try required(out)
    guard offsets[0] >= 0, offsets[rows] >= offsets[0] else { throw .argument }
    if data == nil, offsets[rows] != offsets[0] { throw .argument }
    @inline(__always)
    func isNull(_ i: Int) -> Bool {
      guard let validity else { return false }
      let bit = validityOffset &+ i
      return validity[bit &>> 3] & (1 &<< UInt8(bit & 7)) == 0
    }
    /// Calls `step` with each run of non-null rows, cut into steps of
    /// `rowsPerStep`, and `null` with each null row, in row order.
    func eachStep(_ step: (Range<Int>) throws(TGFailure) -> Void, null: (Int) -> Void) throws(TGFailure) {
      var first = 0
      while first < rows {
        if isNull(first) {
          null(first)
          first += 1
          continue
        }
        var end = first + 1
        while end < rows, !isNull(end) { end += 1 }
        while first < end {
          let stop = min(end, first + rowsPerStep)
          try step(first..<stop)
          first = stop
        }
      }
    }
    let bytes = Int(offsets[0])...Int(offsets[rows])
    try eachStep({ (step) throws(TGFailure) in try checkRows(step, offsets, data, within: bytes, errorRow) }, null: { _ in })
    try eachStep({ step in body(step, offsets, out) }, null: { out[$0] = -1 })
  }
}

/// Checks that `rows` are well-formed UTF-8 with offsets in order and
/// within `bytes` (the column's first and last offsets): their
/// bytes as one text (Unicode §3.9, Table 3-7), and no row starting on a
/// continuation byte; a well-formed text cut only before lead bytes is cut
/// into well-formed pieces. On a failure the rows are checked one by one
/// for the first bad one.
func checkRows<Offset: FixedWidthInteger>(
  _ rows: Range<Int>, _ offsets: UnsafePointer<Offset>, _ data: UnsafePointer<UInt8>?, within bytes: ClosedRange<Int>,
  _ errorRow: UnsafeMutablePointer<Int>?
) throws(TGFailure) {
  let start = Int(offsets[rows.lowerBound])
  let end = Int(offsets[rows.upperBound])
  var inOrder = bytes.lowerBound <= start && start <= end && end <= bytes.upperBound
  var cutsBeforeLeadBytes = true
  var previous = start
  for i in rows.dropFirst() {
    let offset = Int(offsets[i])
    inOrder = inOrder && previous <= offset
    // A continuation byte is 0b10xxxxxx.
    if let data, inOrder, offset < end { cutsBeforeLeadBytes = cutsBeforeLeadBytes && data[offset] & 0xC0 != 0x80 }
    previous = offset
  }
  inOrder = inOrder && previous <= end
  if inOrder, cutsBeforeLeadBytes, isWellFormedUTF8(UnsafeBufferPointer(start: data.map { $0 + start }, count: end - start)) {
    return
  }
  for i in rows {
    let rowStart = Int(offsets[i])
    let rowEnd = Int(offsets[i + 1])
    guard bytes.lowerBound <= rowStart, rowStart <= rowEnd, rowEnd <= bytes.upperBound else {
      errorRow?.pointee = i
      throw .argument
    }
    let text = UnsafeBufferPointer(start: data.map { $0 + rowStart }, count: rowEnd - rowStart)
    guard UTF8Bytes.firstIllFormedOffset(text) == nil else {
      errorRow?.pointee = i
      throw .invalidUTF8
    }
  }
}

/// Row `i` of a checked column.
@inline(__always)
func row<Offset: FixedWidthInteger>(
  _ i: Int, _ offsets: UnsafePointer<Offset>, _ data: UnsafePointer<UInt8>?
) -> UnsafeBufferPointer<UInt8> {
  let start = Int(offsets[i])
  return UnsafeBufferPointer(start: data.map { $0 + start }, count: Int(offsets[i + 1]) - start)
}

@_cdecl("tg_measure_column")
public func tg_measure_column(
  _ offsets: UnsafePointer<Int32>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ metric: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let metric = try? TextMetric(cValue: metric) else { return TGStatus.argument.rawValue }
  return eachRun(offsets, data, validity, validityOffset, rows, out, errorRow) { rows, offsets, out in
    metric.measureColumn(rows: rows, offsets: offsets, wellFormedUTF8: data, into: out)
  }
}

@_cdecl("tg_measure_column_large")
public func tg_measure_column_large(
  _ offsets: UnsafePointer<Int64>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ metric: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let metric = try? TextMetric(cValue: metric) else { return TGStatus.argument.rawValue }
  return eachRun(offsets, data, validity, validityOffset, rows, out, errorRow) { rows, offsets, out in
    metric.measureColumn(rows: rows, offsets: offsets, wellFormedUTF8: data, into: out)
  }
}

@_cdecl("tg_emoji_count_column")
public func tg_emoji_count_column(
  _ offsets: UnsafePointer<Int32>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let policy = try? EmojiPolicy(cValue: policy) else { return TGStatus.argument.rawValue }
  var scanner = EmojiScanner(policy: policy)
  return eachRun(offsets, data, validity, validityOffset, rows, out, errorRow) { rows, offsets, out in
    for i in rows {
      // A scanner remembers offsets of the text it walked: forgotten per row.
      scanner.restart()
      out[i] = Int64(scanner.count(in: row(i, offsets, data)))
    }
  }
}

@_cdecl("tg_emoji_count_column_large")
public func tg_emoji_count_column_large(
  _ offsets: UnsafePointer<Int64>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let policy = try? EmojiPolicy(cValue: policy) else { return TGStatus.argument.rawValue }
  var scanner = EmojiScanner(policy: policy)
  return eachRun(offsets, data, validity, validityOffset, rows, out, errorRow) { rows, offsets, out in
    for i in rows {
      // A scanner remembers offsets of the text it walked: forgotten per row.
      scanner.restart()
      out[i] = Int64(scanner.count(in: row(i, offsets, data)))
    }
  }
}

@_cdecl("tg_emoji_newest_version_column")
public func tg_emoji_newest_version_column(
  _ offsets: UnsafePointer<Int32>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let policy = try? EmojiPolicy(cValue: policy) else { return TGStatus.argument.rawValue }
  return eachRun(offsets, data, validity, validityOffset, rows, out, errorRow) { rows, offsets, out in
    for i in rows { out[i] = Int64(newestEmojiVersion(row(i, offsets, data), policy: policy)) }
  }
}

@_cdecl("tg_emoji_newest_version_column_large")
public func tg_emoji_newest_version_column_large(
  _ offsets: UnsafePointer<Int64>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let policy = try? EmojiPolicy(cValue: policy) else { return TGStatus.argument.rawValue }
  return eachRun(offsets, data, validity, validityOffset, rows, out, errorRow) { rows, offsets, out in
    for i in rows { out[i] = Int64(newestEmojiVersion(row(i, offsets, data), policy: policy)) }
  }
}

@_cdecl("tg_policy_accepts_column")
public func tg_policy_accepts_column(
  _ policy: OpaquePointer?, _ offsets: UnsafePointer<Int32>?, _ data: UnsafePointer<UInt8>?,
  _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ rows: Int, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let box = try? PolicyBox.from(policy) else { return TGStatus.argument.rawValue }
  return eachRun(offsets, data, validity, validityOffset, rows, out, errorRow) { rows, offsets, out in
    for i in rows { out[i] = box.rules.accepts(wellFormedUTF8: row(i, offsets, data)) ? 1 : 0 }
  }
}

@_cdecl("tg_policy_accepts_column_large")
public func tg_policy_accepts_column_large(
  _ policy: OpaquePointer?, _ offsets: UnsafePointer<Int64>?, _ data: UnsafePointer<UInt8>?,
  _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ rows: Int, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let box = try? PolicyBox.from(policy) else { return TGStatus.argument.rawValue }
  return eachRun(offsets, data, validity, validityOffset, rows, out, errorRow) { rows, offsets, out in
    for i in rows { out[i] = box.rules.accepts(wellFormedUTF8: row(i, offsets, data)) ? 1 : 0 }
  }
}
