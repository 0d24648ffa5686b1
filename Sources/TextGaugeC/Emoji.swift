import CTextGauge
import TextGauge

// Emoji (UTS #51) over checked UTF-8: counts and presence run the scanner
// on the caller's bytes; matches, which carry a version and a name, go
// through `emojiMatches`, the public iteration.

@_cdecl("tg_emoji_count")
public func tg_emoji_count(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    var scanner = EmojiScanner(policy: try EmojiPolicy(cValue: policy))
    out.pointee = scanner.count(in: try wellFormed(text, length))
  }
}

@_cdecl("tg_emoji_contains")
public func tg_emoji_contains(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int32>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    var scanner = EmojiScanner(policy: try EmojiPolicy(cValue: policy))
    out.pointee = scanner.nextRange(in: try wellFormed(text, length), from: 0) == nil ? 0 : 1
  }
}

@_cdecl("tg_emoji_matches")
public func tg_emoji_matches(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ policy: Int32,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<tg_emoji_match>?>?, _ count: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    let count = try required(count)
    let policy = try EmojiPolicy(cValue: policy)
    let text = string(try wellFormed(text, length))
    let matches = Array(text.emojiMatches(policy: policy))
    let array = try mallocArray(of: tg_emoji_match.self, count: matches.count)
    var utf8 = 0
    var scalars = 0
    var index = text.startIndex
    for (i, match) in matches.enumerated() {
      let before = text.unicodeScalars[index..<match.range.lowerBound]
      utf8 += text.utf8.distance(from: index, to: match.range.lowerBound)
      scalars += before.count
      var entry = tg_emoji_match()
      entry.start = utf8
      entry.start_scalars = scalars
      utf8 += text.utf8.distance(from: match.range.lowerBound, to: match.range.upperBound)
      scalars += match.scalars.count
      entry.end = utf8
      entry.end_scalars = scalars
      index = match.range.upperBound
      entry.kind = match.kind.cValue
      entry.status = match.status.cValue
      entry.is_rgi = match.isRGI ? 1 : 0
      entry.version_major = Int32(match.version?.major ?? -1)
      entry.version_minor = Int32(match.version?.minor ?? -1)
      if let name = match.name {
        do throws(TGFailure) {
          entry.name = try mallocString(name).0
        } catch {
          freeMatches(array, i)
          throw error
        }
      }
      array![i] = entry
    }
    out.pointee = array
    count.pointee = matches.count
  }
}

/// Frees the names of the first `count` matches, then the array.
func freeMatches(_ matches: UnsafeMutablePointer<tg_emoji_match>?, _ count: Int) {
  guard let matches else { return }
  for i in 0..<count { tg_string_free(matches[i].name) }
  tg_string_free(UnsafeMutableRawPointer(matches).assumingMemoryBound(to: CChar.self))
}

@_cdecl("tg_emoji_matches_free")
public func tg_emoji_matches_free(_ matches: UnsafeMutablePointer<tg_emoji_match>?, _ count: Int) {
  freeMatches(matches, max(count, 0))
}

/// The newest Emoji version among the matches, as major * 100 + minor; 0
/// for none, -1 when one is unknown to the tables.
func newestEmojiVersion(_ bytes: UnsafeBufferPointer<UInt8>, policy: EmojiPolicy) -> Int {
  // The matches `emojiMatches` finds, from the bytes: no String, scalars
  // or name made per match.
  var scanner = EmojiScanner(policy: policy)
  var newest = 0
  var from = 0
  while let match = scanner.next(in: bytes, from: from) {
    guard let version = EmojiMatch.version(of: match, in: bytes) else { return -1 }
    newest = max(newest, version.major * 100 + version.minor)
    from = match.end
  }
  return newest
}

@_cdecl("tg_emoji_newest_version")
public func tg_emoji_newest_version(
  _ text: UnsafePointer<CChar>?, _ length: Int, _ policy: Int32, _ out: UnsafeMutablePointer<Int32>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    let policy = try EmojiPolicy(cValue: policy)
    out.pointee = Int32(newestEmojiVersion(try wellFormed(text, length), policy: policy))
  }
}
