import TextGauge

// One call per column, in Arrow's layout (offsets + UTF-8 data, read in
// place): the loop a pandas or Spark UDF would otherwise run in Python.

/// Runs `row` over every row of an Arrow string column, writing its
/// result, or -1 for a null row; each row is checked as UTF-8 first.
func eachRow<Offset: FixedWidthInteger>(
  _ offsets: UnsafePointer<Offset>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ out: UnsafeMutablePointer<Int64>?, _ errorRow: UnsafeMutablePointer<Int>?,
  _ row: (UnsafeBufferPointer<UInt8>) -> Int
) -> Int32 {
  status { () throws(TGFailure) in
    guard let offsets, rows >= 0, validityOffset >= 0 else { throw .argument }
    guard rows > 0 else { return }
    let out = try required(out)
    guard offsets[0] >= 0, offsets[rows] >= offsets[0] else { throw .argument }
    if data == nil, offsets[rows] != offsets[0] { throw .argument }
    for i in 0..<rows {
      if let validity {
        let bit = validityOffset + i
        if validity[bit >> 3] & (1 << UInt8(bit & 7)) == 0 {
          out[i] = -1
          continue
        }
      }
      let start = Int(offsets[i])
      let end = Int(offsets[i + 1])
      guard start <= end else {
        errorRow?.pointee = i
        throw .argument
      }
      let bytes = UnsafeBufferPointer(start: data.map { $0 + start }, count: end - start)
      guard UTF8Bytes.firstIllFormedOffset(bytes) == nil else {
        errorRow?.pointee = i
        throw .invalidUTF8
      }
      out[i] = Int64(row(bytes))
    }
  }
}

@_cdecl("tg_measure_column")
public func tg_measure_column(
  _ offsets: UnsafePointer<Int32>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ metric: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let metric = try? TextMetric(cValue: metric) else { return TGStatus.argument.rawValue }
  return eachRow(offsets, data, validity, validityOffset, rows, out, errorRow) { measure($0, metric) }
}

@_cdecl("tg_measure_column_large")
public func tg_measure_column_large(
  _ offsets: UnsafePointer<Int64>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ metric: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let metric = try? TextMetric(cValue: metric) else { return TGStatus.argument.rawValue }
  return eachRow(offsets, data, validity, validityOffset, rows, out, errorRow) { measure($0, metric) }
}

@_cdecl("tg_emoji_count_column")
public func tg_emoji_count_column(
  _ offsets: UnsafePointer<Int32>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let policy = try? EmojiPolicy(cValue: policy) else { return TGStatus.argument.rawValue }
  var scanner = EmojiScanner(policy: policy)
  return eachRow(offsets, data, validity, validityOffset, rows, out, errorRow) { scanner.count(in: $0) }
}

@_cdecl("tg_emoji_count_column_large")
public func tg_emoji_count_column_large(
  _ offsets: UnsafePointer<Int64>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let policy = try? EmojiPolicy(cValue: policy) else { return TGStatus.argument.rawValue }
  var scanner = EmojiScanner(policy: policy)
  return eachRow(offsets, data, validity, validityOffset, rows, out, errorRow) { scanner.count(in: $0) }
}

@_cdecl("tg_emoji_newest_version_column")
public func tg_emoji_newest_version_column(
  _ offsets: UnsafePointer<Int32>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let policy = try? EmojiPolicy(cValue: policy) else { return TGStatus.argument.rawValue }
  return eachRow(offsets, data, validity, validityOffset, rows, out, errorRow) {
    newestEmojiVersion($0, policy: policy)
  }
}

@_cdecl("tg_emoji_newest_version_column_large")
public func tg_emoji_newest_version_column_large(
  _ offsets: UnsafePointer<Int64>?, _ data: UnsafePointer<UInt8>?, _ validity: UnsafePointer<UInt8>?,
  _ validityOffset: Int, _ rows: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let policy = try? EmojiPolicy(cValue: policy) else { return TGStatus.argument.rawValue }
  return eachRow(offsets, data, validity, validityOffset, rows, out, errorRow) {
    newestEmojiVersion($0, policy: policy)
  }
}

@_cdecl("tg_policy_accepts_column")
public func tg_policy_accepts_column(
  _ policy: OpaquePointer?, _ offsets: UnsafePointer<Int32>?, _ data: UnsafePointer<UInt8>?,
  _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ rows: Int, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let box = try? PolicyBox.from(policy) else { return TGStatus.argument.rawValue }
  return eachRow(offsets, data, validity, validityOffset, rows, out, errorRow) {
    box.rules.violations(in: string($0)).isEmpty ? 1 : 0
  }
}

@_cdecl("tg_policy_accepts_column_large")
public func tg_policy_accepts_column_large(
  _ policy: OpaquePointer?, _ offsets: UnsafePointer<Int64>?, _ data: UnsafePointer<UInt8>?,
  _ validity: UnsafePointer<UInt8>?, _ validityOffset: Int, _ rows: Int, _ out: UnsafeMutablePointer<Int64>?,
  _ errorRow: UnsafeMutablePointer<Int>?
) -> Int32 {
  guard let box = try? PolicyBox.from(policy) else { return TGStatus.argument.rawValue }
  return eachRow(offsets, data, validity, validityOffset, rows, out, errorRow) {
    box.rules.violations(in: string($0)).isEmpty ? 1 : 0
  }
}
