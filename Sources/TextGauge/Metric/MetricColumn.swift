// A column of texts laid end to end in one buffer (Apache Arrow's string
// layout: row i is the bytes offsets[i]..<offsets[i + 1]) measured in one
// loop: the dispatch on the metric and the set-up of its tables happen
// once per column, not once per row, so that a short message costs its
// scan alone. The C library's column functions and the CLI's line loop run
// the same kernels (`scan(wellFormedUTF8:limit:)`).

extension TextMetric {
  /// Writes the length of each row of `rows` to `out[row]`. Every row must
  /// be well-formed UTF-8 and `offsets` non-decreasing over `rows` (the
  /// caller checks both once for the column: C's `tg_measure_column`).
  package func measureColumn(
    rows: Range<Int>, offsets: UnsafePointer<Int32>, wellFormedUTF8 data: UnsafePointer<UInt8>?,
    into out: UnsafeMutablePointer<Int64>
  ) {
    measureRows(rows, out) { row($0, offsets, data) }
  }

  /// ``measureColumn(rows:offsets:wellFormedUTF8:into:)`` with 64-bit
  /// offsets (Arrow's large_string).
  package func measureColumn(
    rows: Range<Int>, offsets: UnsafePointer<Int64>, wellFormedUTF8 data: UnsafePointer<UInt8>?,
    into out: UnsafeMutablePointer<Int64>
  ) {
    measureRows(rows, out) { row($0, offsets, data) }
  }

  /// Row `i` of the column.
  @inline(__always)
  private func row<Offset: FixedWidthInteger>(
    _ i: Int, _ offsets: UnsafePointer<Offset>, _ data: UnsafePointer<UInt8>?
  ) -> UnsafeBufferPointer<UInt8> {
    let start = Int(truncatingIfNeeded: offsets[i])
    return UnsafeBufferPointer(start: data.map { $0 + start }, count: Int(truncatingIfNeeded: offsets[i &+ 1]) &- start)
  }

  /// The loop of both offset widths. Not generic over the offset: rows come
  /// from `row`, so that the metric's loops (closures, compiled on their
  /// own) are compiled once in WebAssembly, where every generic is
  /// specialised; natively `row` is inlined.
  @inline(__always)
  private func measureRows(
    _ rows: Range<Int>, _ out: UnsafeMutablePointer<Int64>, _ row: (Int) -> UnsafeBufferPointer<UInt8>
  ) {
    switch self {
    case .displayWidth(let ambiguous):
      // The table's views once for the column; the emoji scanner's storage
      // per row (on the stack, made only for a row that needs it), since a
      // scanner remembers offsets of the text it walked.
      let wide = ambiguous == .wide
      DisplayWidthTable.withViews { table in
        for i in rows {
          let bytes = row(i)
          out[i] = Int64(LazyEmojiScanner.with(policy: .rendersAsEmoji) { scanner in
            DisplayWidth.scan(bytes, ambiguousWide: wide, limit: .max, bounded: false, scanner: &scanner, table: table)
              .total
          })
        }
      }
    case .gb18030(let edition):
      GB18030Count.with(edition) { count in
        for i in rows { out[i] = Int64(count.scan(wellFormed: row(i), limit: .max).total) }
      }
    case .utf8:
      for i in rows { out[i] = Int64(row(i).count) }
    default:
      for i in rows { out[i] = Int64(scan(wellFormedUTF8: row(i), limit: .max).total) }
    }
  }
}
