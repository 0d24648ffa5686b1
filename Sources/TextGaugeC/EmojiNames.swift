#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import TextGauge
import TextGaugeNames

// Emoji names and search (AnnotatedEmoji, CLDR's annotations): the Swift
// API's answers, in its order, as malloc'ed UTF-8.

/// The supported locales' identifiers as NUL-terminated strings, made once
/// and kept for the process (tg_emoji_locale_name hands them out); never
/// written after, so sharing them between threads is safe.
nonisolated(unsafe) private let emojiLocaleNames: [UnsafeMutablePointer<CChar>] =
  EmojiLocale.supported.map { try! mallocString($0.identifier).0 }

/// The locale a NUL-terminated identifier resolves to; NULL is `default`.
func emojiLocale(_ identifier: UnsafePointer<CChar>?, default: EmojiLocale?) throws(TGFailure) -> EmojiLocale? {
  guard let identifier else { return `default` }
  let start = UnsafeRawPointer(identifier).assumingMemoryBound(to: UInt8.self)
  var count = 0
  while start[count] != 0 { count += 1 }
  let bytes = UnsafeBufferPointer(start: start, count: count)
  guard UTF8Bytes.firstIllFormedOffset(bytes) == nil else { throw .invalidUTF8 }
  do {
    return try EmojiLocale(string(bytes))
  } catch {
    throw .argument
  }
}

@_cdecl("tg_emoji_locale_count")
public func tg_emoji_locale_count() -> Int {
  emojiLocaleNames.count
}

@_cdecl("tg_emoji_locale_name")
public func tg_emoji_locale_name(_ index: Int) -> UnsafePointer<CChar>? {
  guard index >= 0, index < emojiLocaleNames.count else { return nil }
  return UnsafePointer(emojiLocaleNames[index])
}

@_cdecl("tg_emoji_name")
public func tg_emoji_name(
  _ emoji: UnsafePointer<CChar>?, _ length: Int, _ locale: UnsafePointer<CChar>?,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    let text = string(try wellFormed(emoji, length))
    let locale = try emojiLocale(locale, default: .english) ?? .english
    guard let annotated = AnnotatedEmoji(text) else {
      out.pointee = nil
      return
    }
    out.pointee = try mallocString(annotated.name(in: locale)).0
  }
}

@_cdecl("tg_emoji_search")
public func tg_emoji_search(
  _ query: UnsafePointer<CChar>?, _ length: Int, _ locale: UnsafePointer<CChar>?, _ expandSkinTones: Int32,
  _ out: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
  _ count: UnsafeMutablePointer<Int>?
) -> Int32 {
  status { () throws(TGFailure) in
    let out = try required(out)
    let count = try required(count)
    let text = string(try wellFormed(query, length))
    let locale = try emojiLocale(locale, default: nil)
    let found = AnnotatedEmoji.search(text, locale: locale, expandingSkinTones: expandSkinTones != 0)
    let array = try mallocArray(of: UnsafeMutablePointer<CChar>?.self, count: found.count)
    for (index, emoji) in found.enumerated() {
      do throws(TGFailure) {
        array![index] = try mallocString(emoji.string).0
      } catch {
        tg_emoji_search_free(array, index)
        throw error
      }
    }
    out.pointee = array
    count.pointee = found.count
  }
}

@_cdecl("tg_emoji_search_free")
public func tg_emoji_search_free(_ results: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ count: Int) {
  guard let results else { return }
  for index in 0..<max(count, 0) { free(results[index]) }
  free(results)
}
