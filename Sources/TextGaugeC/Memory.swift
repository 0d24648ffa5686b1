#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#else
// WebAssembly (Embedded Swift, Scripts/build-wasm.sh) has no C library
// module to import: the allocator is wasi-libc's, linked into the module,
// and these are its C declarations (C11 7.22.3).
@_extern(c, "malloc") func malloc(_ size: Int) -> UnsafeMutableRawPointer?
@_extern(c, "calloc") func calloc(_ count: Int, _ size: Int) -> UnsafeMutableRawPointer?
@_extern(c, "free") func free(_ pointer: UnsafeMutableRawPointer?)
#endif

// Everything the library hands out is allocated with malloc, so that each
// free function is one `free` per allocation, and nothing Swift-managed
// crosses the boundary except the retained `tg_policy` box.

/// A malloc'ed NUL-terminated copy of `text`, and its length in bytes.
func mallocString(_ text: String) throws(TGFailure) -> (UnsafeMutablePointer<CChar>, Int) {
  var text = text
  let copy: UnsafeMutablePointer<CChar>? = text.withUTF8 { bytes in
    guard let memory = malloc(bytes.count + 1) else { return nil }
    let out = memory.assumingMemoryBound(to: CChar.self)
    if let base = bytes.baseAddress { UnsafeMutableRawPointer(out).copyMemory(from: base, byteCount: bytes.count) }
    out[bytes.count] = 0
    return out
  }
  guard let copy else { throw .memory }
  return (copy, text.utf8.count)
}

/// A malloc'ed array of `count` zeroed `T`s (NULL for 0).
func mallocArray<T>(of type: T.Type, count: Int) throws(TGFailure) -> UnsafeMutablePointer<T>? {
  guard count > 0 else { return nil }
  guard let memory = calloc(count, MemoryLayout<T>.stride) else { throw .memory }
  return memory.assumingMemoryBound(to: T.self)
}

@_cdecl("tg_string_free")
public func tg_string_free(_ string: UnsafeMutablePointer<CChar>?) {
  free(string)
}
