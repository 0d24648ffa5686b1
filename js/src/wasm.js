// Loading a TextGauge WebAssembly module and passing strings to it: the
// package's one boundary with the engine. The modules are built by
// Scripts/build-wasm.sh from the Swift sources; their exports are
// textgauge.h's functions (tg_*), with its conventions: text is UTF-8 and a
// length, results come back through out-parameters, every allocation is
// freed with the function named beside it.
//
// Internal: textgauge.js and names.js use it; applications use those.

import { EMOJI_KINDS, EMOJI_STATUSES, STATUS, STATUS_NAMES } from './vocabulary.js'

/**
 * An error of the library: its status (`code`, textgauge.h's TG_ERR_*
 * value; `status`, the vocabulary's name of it) and its message, as the
 * library words it (`tg_error_string`, or a policy's own message).
 */
export class TextGaugeError extends Error {
  constructor (message, code) {
    super(message)
    this.name = 'TextGaugeError'
    this.code = code
    this.status = STATUS_NAMES[code] ?? 'unknown'
  }
}

const isNode = typeof process !== 'undefined' && process.versions != null && process.versions.node != null

// What the modules import: the four WASI functions wasi-libc's code in them
// refers to. random_get seeds Swift's hashing (arc4random_buf); fd_write
// carries a message the runtime prints before it traps (a failed
// precondition), which goes to the console; no file is ever opened.
const WASI_SUCCESS = 0
const WASI_EBADF = 8

function imports (memory) {
  let pending = ''
  const text = new TextDecoder()
  return {
    wasi_snapshot_preview1: {
      random_get (pointer, length) {
        const bytes = new Uint8Array(memory().buffer, pointer, length)
        // getRandomValues fills at most 65536 bytes a call.
        for (let at = 0; at < length; at += 65536) globalThis.crypto.getRandomValues(bytes.subarray(at, Math.min(length, at + 65536)))
        return WASI_SUCCESS
      },
      fd_write (fd, iovs, count, written) {
        const view = new DataView(memory().buffer)
        let total = 0
        for (let i = 0; i < count; i++) {
          const base = view.getUint32(iovs + i * 8, true)
          const length = view.getUint32(iovs + i * 8 + 4, true)
          pending += text.decode(new Uint8Array(memory().buffer, base, length), { stream: true })
          total += length
        }
        const lines = pending.split('\n')
        pending = lines.pop()
        for (const line of lines) console.error(`textgauge (WebAssembly): ${line}`)
        view.setUint32(written, total, true)
        return WASI_SUCCESS
      },
      fd_close: () => WASI_EBADF,
      fd_seek: () => WASI_EBADF
    }
  }
}

/** Instantiates `source` (bytes or a Response) with the imports bound to its memory. */
async function instantiateWith (source, streaming) {
  let instance = null
  const memory = () => instance.exports.memory
  const result = streaming
    ? await WebAssembly.instantiateStreaming(source, imports(memory))
    : await WebAssembly.instantiate(source, imports(memory))
  instance = result.instance
  // A reactor (Scripts/build-wasm.sh): its constructors run once, here.
  instance.exports._initialize()
  return instance
}

/**
 * Instantiates the module at `url`: read from the file system in Node (a
 * file: URL), fetched and compiled while it streams in a browser.
 */
export async function instantiate (url) {
  if (isNode && url.protocol === 'file:') {
    const { readFile } = await import('node:fs/promises')
    return instantiateWith(await readFile(url), false)
  }
  const response = fetch(url)
  try {
    return await instantiateWith(response, true)
  } catch (error) {
    // A server that sends .wasm without `application/wasm` defeats
    // streaming compilation only; the bytes are the same.
    if (!(error instanceof TypeError)) throw error
    return instantiateWith(await (await response).arrayBuffer(), false)
  }
}

const encoder = new TextEncoder()

// Below this many UTF-16 units a string is encoded by `encodeShort`:
// `TextEncoder.encodeInto` is a call into the engine's C++ that costs about
// 70 ns before its first byte (V8 11), more than a nickname's whole
// measurement; a loop the JIT compiles writes a short string in a few.
const SHORT_TEXT = 64

/**
 * Writes `text` into `bytes` as UTF-8 and returns the byte count: the same
 * bytes as `encodeInto`, a lone surrogate included (as U+FFFD, though the
 * public functions refuse one before they encode).
 */
export function encodeShort (text, bytes) {
  let at = 0
  for (let i = 0; i < text.length; i++) {
    let unit = text.charCodeAt(i)
    if (unit < 0x80) {
      bytes[at++] = unit
    } else if (unit < 0x800) {
      bytes[at++] = 0xC0 | (unit >> 6)
      bytes[at++] = 0x80 | (unit & 0x3F)
    } else if (unit >= 0xD800 && unit < 0xE000) {
      const low = text.charCodeAt(i + 1) // NaN past the end
      if (unit < 0xDC00 && low >= 0xDC00 && low < 0xE000) {
        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        i++
        bytes[at++] = 0xF0 | (unit >> 18)
        bytes[at++] = 0x80 | ((unit >> 12) & 0x3F)
        bytes[at++] = 0x80 | ((unit >> 6) & 0x3F)
        bytes[at++] = 0x80 | (unit & 0x3F)
      } else {
        bytes[at++] = 0xEF // U+FFFD
        bytes[at++] = 0xBF
        bytes[at++] = 0xBD
      }
    } else {
      bytes[at++] = 0xE0 | (unit >> 12)
      bytes[at++] = 0x80 | ((unit >> 6) & 0x3F)
      bytes[at++] = 0x80 | (unit & 0x3F)
    }
  }
  return at
}
const decoder = new TextDecoder('utf-8', { fatal: true })

/**
 * One instance and the memory it shares with JavaScript: a reused buffer
 * per string argument (a text, a second one such as a locale), a block of
 * out-parameters, and the readers of what the library writes.
 */
export class Engine {
  constructor (instance) {
    /** The module's exports: textgauge.h's functions, malloc, free, memory. */
    this.fn = instance.exports
    this.memory = instance.exports.memory
    this.bytes = new Uint8Array(this.memory.buffer)
    this.words = new Uint32Array(this.memory.buffer)
    this.slots = [{ pointer: 0, capacity: 0, view: null }, { pointer: 0, capacity: 0, view: null }]
    // Out-parameters: eight 32-bit words (size_t, int and pointers are 32
    // bits in wasm32), reused by every call.
    this.out = this.allocate(32)
  }

  /**
   * A fresh view when the memory has grown: growing detaches the old
   * buffer, whose views then have length 0 (reading `memory.buffer` on
   * every call would cost more than most calls).
   */
  view () {
    if (this.bytes.length === 0) {
      this.bytes = new Uint8Array(this.memory.buffer)
      this.words = new Uint32Array(this.memory.buffer)
    }
    return this.bytes
  }

  allocate (size) {
    const pointer = this.fn.malloc(size)
    if (pointer === 0) throw new TextGaugeError('out of memory', STATUS.TG_ERR_MEMORY)
    return pointer
  }

  /**
   * Writes `text` as UTF-8 into slot `slot`'s buffer (grown when too small;
   * never allocated per call), followed by a NUL, and returns its length in
   * bytes; the bytes are at `this.slots[slot].pointer`.
   */
  encode (text, slot = 0) {
    const buffer = this.slots[slot]
    // A UTF-16 unit is at most 3 UTF-8 bytes (a pair, 2 units, is 4).
    const needed = text.length * 3 + 1
    if (needed > buffer.capacity) {
      const capacity = Math.max(needed, buffer.capacity * 2, 256)
      const pointer = this.allocate(capacity)
      if (buffer.pointer !== 0) this.fn.free(buffer.pointer)
      buffer.pointer = pointer
      buffer.capacity = capacity
      buffer.view = null
    }
    // The view over the buffer is made once, and again only when the memory
    // grows (which detaches it: its length becomes 0) or the buffer moves.
    if (buffer.view === null || buffer.view.length === 0) {
      buffer.view = new Uint8Array(this.memory.buffer, buffer.pointer, buffer.capacity)
    }
    const written = text.length <= SHORT_TEXT ? encodeShort(text, buffer.view) : encoder.encodeInto(text, buffer.view).written
    buffer.view[written] = 0
    return written
  }

  /** Throws the TextGaugeError of a status other than TG_OK. */
  check (status, message) {
    if (status !== 0) throw new TextGaugeError(message ?? this.errorString(status), status)
  }

  errorString (status) {
    return this.cString(this.fn.tg_error_string(status))
  }

  /** Out-parameter `index` as an unsigned 32-bit value (size_t, a pointer). */
  outWord (index = 0) {
    this.view()
    return this.words[(this.out >>> 2) + index]
  }

  /** Out-parameter `index` as a signed 32-bit value (int). */
  outInt (index = 0) {
    return this.outWord(index) | 0
  }

  /** The pointer to out-parameter `index`. */
  outPointer (index = 0) {
    return this.out + index * 4
  }

  word (pointer) {
    this.view()
    return this.words[pointer >>> 2]
  }

  /** `length` bytes at `pointer` as a string. */
  string (pointer, length) {
    return decoder.decode(this.view().subarray(pointer, pointer + length))
  }

  /** The NUL-terminated string at `pointer`, or null for NULL. */
  cString (pointer) {
    if (pointer === 0) return null
    const memory = this.view()
    const end = memory.indexOf(0, pointer)
    return decoder.decode(memory.subarray(pointer, end))
  }

  /**
   * The emoji of `text` (checked) under tg_emoji_policy `policy`, as
   * tg_emoji_matches finds them, each with its `name` when `named`: the
   * names module's matches, since the core module is built without the
   * names (Scripts/build-wasm.sh) and its matches' names are NULL.
   */
  emojiMatches (text, policy, named) {
    const length = this.encode(text)
    this.check(this.fn.tg_emoji_matches(this.slots[0].pointer, length, policy, this.outPointer(0), this.outPointer(1)))
    const array = this.outWord(0)
    const count = this.outWord(1)
    const found = []
    try {
      const cursor = new OffsetCursor(text)
      for (let i = 0; i < count; i++) {
        const base = (array >>> 2) + i * MATCH_WORDS
        const word = (k) => this.word((base + k) << 2)
        const utf8Start = word(0)
        const utf8End = word(1)
        const start = cursor.utf16(utf8Start)
        const end = cursor.utf16(utf8End)
        const major = word(7) | 0
        const match = {
          emoji: text.slice(start, end),
          start,
          end,
          utf8Start,
          utf8End,
          scalarStart: word(2),
          scalarEnd: word(3),
          kind: EMOJI_KINDS[word(4)],
          status: EMOJI_STATUSES[word(5)],
          isRGI: word(6) !== 0,
          version: major < 0 ? null : `${major}.${word(8) | 0}`
        }
        if (named) match.name = this.cString(word(9))
        found.push(match)
      }
    } finally {
      this.fn.tg_emoji_matches_free(array, count)
    }
    return found
  }
}

// tg_emoji_match in wasm32: four size_t, five int, a pointer (40 bytes).
const MATCH_WORDS = 10

/**
 * The UTF-16 index (a JavaScript string index) of UTF-8 offset `utf8` in
 * `text`, walking forward from a known pair (`index`, `offset`) of the two:
 * a scalar below U+0080 is 1 byte, below U+0800 2, a surrogate pair 4 bytes
 * for 2 units, any other unit 3 (Unicode §3.9, Table 3-6).
 */
export function utf16Index (text, utf8, index = 0, offset = 0) {
  while (offset < utf8) {
    const unit = text.charCodeAt(index)
    if (unit < 0x80) {
      offset += 1
      index += 1
    } else if (unit < 0x800) {
      offset += 2
      index += 1
    } else if (unit >= 0xD800 && unit < 0xDC00) {
      offset += 4
      index += 2
    } else {
      offset += 3
      index += 1
    }
  }
  return index
}

/**
 * Converts UTF-8 offsets, visited in increasing order, to UTF-16 indices in
 * one pass over the text.
 */
export class OffsetCursor {
  constructor (text) {
    this.text = text
    this.index = 0
    this.offset = 0
  }

  utf16 (utf8) {
    if (utf8 < this.offset) {
      this.index = 0
      this.offset = 0
    }
    this.index = utf16Index(this.text, utf8, this.index, this.offset)
    this.offset = utf8
    return this.index
  }
}
