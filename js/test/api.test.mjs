// The package's API: answers, string indices, errors, and memory.

import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readFile } from 'node:fs/promises'

import {
  Policy, TextGaugeError, _native, containsEmoji, emojiCount, emojiMatches, gb18030Length, measure,
  newestEmojiVersion, prefix, truncate, unicodeVersion, version, width
} from '../src/textgauge.js'
import { METRICS, METRIC_NAMES } from '../src/vocabulary.js'

test('versions: the package\'s is the library\'s, the tables\' is a Unicode version', async () => {
  const manifest = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'))
  assert.equal(version, manifest.version)
  assert.match(unicodeVersion, /^\d+\.\d+$/)
})

test('lengths in every metric', () => {
  const text = '中文abc😀'
  assert.equal(measure(text), 6)
  assert.equal(measure(text, 'characters'), 6)
  assert.equal(measure(text, 'utf8'), 13)
  assert.equal(measure(text, 'utf16'), 7)
  assert.equal(measure(text, 'scalars'), 6)
  assert.equal(measure(text, 'gb18030'), 11)
  assert.equal(measure(text, 'width'), 9)
  assert.equal(measure('°', 'width'), 1)
  assert.equal(measure('°', 'width-wide'), 2)
  assert.equal(measure('°', 'width', { ambiguous: 'wide' }), 2)
  assert.equal(width('°'), 1)
  assert.equal(width('°', { ambiguous: 'wide' }), 2)
  assert.equal(width('👨‍👩‍👧'), 2)
  for (const metric of Object.keys(METRICS)) assert.equal(typeof measure(text, metric), 'number', metric)
  for (const metric of Object.keys(METRIC_NAMES)) assert.equal(typeof measure(text, metric), 'number', metric)
})

test('GB 18030 in each edition', () => {
  // U+1E9E is 4 bytes in every edition; U+E5E5 (a private-use code point
  // that 2022 maps to 4 bytes, 2005 to 2) tells the editions apart.
  const text = '中\u{E5E5}'
  const byEdition = [2000, 2005, 2022].map((edition) => gb18030Length(text, edition))
  assert.equal(byEdition[0], measure(text, 'gb18030-2000'))
  assert.equal(byEdition[1], measure(text, 'gb18030-2005'))
  assert.equal(byEdition[2], measure(text, 'gb18030'))
  assert.equal(byEdition[2], measure(text, 'gb18030', { edition: 2022 }))
  assert.equal(byEdition[1], measure(text, 'gb18030', { edition: 2005 }))
  assert.equal(gb18030Length('中文'), 4)
  assert.throws(() => gb18030Length('a', 2010), RangeError)
  assert.throws(() => gb18030Length('a', '2005'), TypeError)
})

test('prefix and truncate cut on Character boundaries', () => {
  assert.equal(prefix('中文abc😀', 'gb18030', 10), '中文abc')
  assert.equal(prefix('👨‍👩‍👧x', 'utf16', 5), '')
  assert.equal(prefix('👨‍👩‍👧x', 'characters', 1), '👨‍👩‍👧')
  assert.equal(prefix('🇨🇳🇯🇵', 'utf8', 9), '🇨🇳')
  assert.equal(prefix('e\u0301e\u0301', 'scalars', 3), 'e\u0301')
  assert.equal(prefix('abc', 'characters', 10), 'abc')
  assert.equal(prefix('abc', 'characters', Infinity), 'abc')
  assert.equal(prefix('abc', 'characters', 2n), 'ab')
  assert.equal(truncate('中文字符串', 'width', 7), '中文字…')
  assert.equal(truncate('中文字符串', 'width', 7, { ellipsis: '...' }), '中文...')
  assert.equal(truncate('中文', 'width', 7), '中文')
  assert.equal(truncate('abcdef', 'characters', 0), '')
  assert.equal(truncate('abcdef', 'utf8', 2, { ellipsis: '…' }), 'ab')
})

test('emoji: matches with string, UTF-8 and scalar offsets; count, contains, newest version', () => {
  const text = 'ok 👍🏽 and 🇨🇳!'
  const matches = emojiMatches(text)
  assert.equal(matches.length, 2)
  const [thumbs, flag] = matches
  assert.equal(thumbs.emoji, '👍🏽')
  assert.equal(text.slice(thumbs.start, thumbs.end), '👍🏽')
  assert.deepEqual([thumbs.start, thumbs.end, thumbs.utf8Start, thumbs.utf8End, thumbs.scalarStart, thumbs.scalarEnd], [3, 7, 3, 11, 3, 5])
  assert.equal(thumbs.kind, 'modifier')
  assert.equal(thumbs.status, 'fully-qualified')
  assert.equal(thumbs.isRGI, true)
  assert.equal(thumbs.version, '1.0')
  assert.ok(!('name' in thumbs), 'the core\'s matches have no name')
  assert.equal(flag.kind, 'flag')
  assert.equal(text.slice(flag.start, flag.end), '🇨🇳')
  assert.equal(emojiCount(text), 2)
  assert.equal(containsEmoji(text), true)
  assert.equal(containsEmoji('© 2025'), false)
  assert.equal(containsEmoji('© 2025', { policy: 'including-text-default' }), true)
  assert.equal(emojiCount('©™', { policy: 'including-text-default' }), 2)
  assert.equal(newestEmojiVersion('plain'), null)
  assert.equal(newestEmojiVersion('ok 👍🏽'), '1.0')
  assert.deepEqual(emojiMatches(''), [])
})

test('emoji matches with names: the names module\'s, the core\'s with `name`', async () => {
  const names = await import('../src/names.js')
  const text = 'ok 👍🏽 and 🇨🇳! 🚶‍➡️ 🐕‍❤️'
  const named = names.emojiMatches(text)
  assert.deepEqual(named.map(({ name, ...match }) => match), emojiMatches(text))
  // The English name of the emoji-test.txt line, which is not always CLDR's;
  // null for a sequence the file does not list (🐕‍❤️ is two matches here).
  assert.deepEqual(named.map((m) => m.name),
    ['thumbs up: medium skin tone', 'flag: China', 'person walking facing right', 'dog', 'red heart'])
  assert.equal(names.emojiName('🚶‍➡️', 'en'), 'person walking: facing right')
  assert.deepEqual(names.emojiMatches('🐕‍❤️', { policy: 'renders-as-emoji' }).map((m) => m.name), [null])
  assert.throws(() => names.emojiMatches(3), TypeError)
  assert.throws(() => names.emojiMatches('a', { policy: 'none' }), RangeError)
})

test('policies: presets, JSON, check with offsets, accepts, sanitize, prefix', () => {
  const x = Policy.preset('x')
  assert.equal(x.accepts('hello'), true)
  assert.equal(x.accepts(''), false)
  const [under] = x.check('')
  assert.equal(under.kind, 'underLimit')
  assert.equal(under.rule, 'limits[1]')
  assert.equal(under.message, 'limits[1] (characters): 0 < 1')

  const nickname = Policy.fromJSON({ schema: 1, limits: [{ metric: 'utf8', max: 6 }], emoji: { allowed: false } })
  const found = nickname.check('a😀中文b')
  assert.deepEqual(found.map((v) => [v.kind, v.start, v.end, v.utf8, v.characters]), [['emoji', 1, 3, 1, 1], ['overLimit', 3, 4, 5, 2]])
  assert.equal(nickname.sanitize('a😀中文b'), 'a中')
  assert.equal(nickname.prefix('a😀中文b'), 'a😀')

  const byName = Policy.preset('gb18030', 20)
  assert.equal(byName.toJSON().limits[0].max, 20)
  assert.equal(JSON.parse(JSON.stringify(byName)).limits[0].metric, 'gb18030')
  // Symbol.dispose, which `using` calls, frees it.
  for (const policy of [x, nickname, byName]) {
    policy[Symbol.dispose]()
    assert.throws(() => policy.accepts('a'), TypeError)
  }
})

test('errors: TypeError, RangeError, TextGaugeError with the library\'s message and code', () => {
  assert.throws(() => measure(42), TypeError)
  assert.throws(() => measure('a', 'bytes'), RangeError)
  assert.throws(() => measure('a\uD800'), TypeError)
  assert.throws(() => prefix('a', 'utf8', -1), RangeError)
  assert.throws(() => prefix('a', 'utf8', 1.5), RangeError)
  assert.throws(() => prefix('a', 'utf8', '1'), TypeError)
  assert.throws(() => width('a', { ambiguous: 'both' }), RangeError)
  assert.throws(() => emojiCount('a', { policy: 'all' }), RangeError)
  assert.throws(() => Policy.preset('nope'), (error) => {
    assert.ok(error instanceof TextGaugeError)
    assert.equal(error.code, 3)
    assert.equal(error.status, 'policy')
    assert.match(error.message, /unknown preset "nope"; the presets are x, bluesky-post/)
    return true
  })
  assert.throws(() => Policy.preset('x', 10), TextGaugeError)
  assert.throws(() => Policy.preset('gb18030'), TextGaugeError)
  assert.throws(() => Policy.fromJSON('{"schema": 1, "limits": [{"metric": "bytes"}]}'), (error) => {
    assert.ok(error instanceof TextGaugeError)
    assert.match(error.message, /limits\[0\]\.metric/)
    return true
  })
  assert.throws(() => Policy.fromJSON(12), TextGaugeError)
  const policy = Policy.preset('x')
  policy.free()
  policy.free()
  assert.throws(() => policy.accepts('a'), TypeError)
  assert.throws(() => new Policy(0), TypeError)
})

test('memory handed to WebAssembly is freed on every path', () => {
  const memory = _native.engine.memory
  const text = 'ok 👍🏽 中文 🇨🇳 https://example.com e\u0301 '.repeat(20)
  const round = () => {
    measure(text, 'weighted')
    prefix(text, 'width', 40)
    truncate(text, 'characters', 30)
    emojiMatches(text)
    newestEmojiVersion(text)
    const policy = Policy.preset('x')
    policy.check(text + text + text)
    policy.sanitize(text)
    policy.toJSON()
    policy.free()
    const json = Policy.fromJSON({ schema: 1, limits: [{ metric: 'utf8', max: 3 }], emoji: { allowed: false } })
    try { json.check(text) } finally { json[Symbol.dispose]() }
    try { Policy.fromJSON('{"schema": 2}') } catch {}
    try { Policy.preset('nope') } catch {}
  }
  // Warm up: the reused buffers reach their size, the allocator its pools.
  for (let i = 0; i < 200; i++) round()
  const before = memory.buffer.byteLength
  for (let i = 0; i < 3000; i++) round()
  assert.equal(memory.buffer.byteLength, before)
})

test('short strings cross as the same UTF-8 bytes as TextEncoder gives', async () => {
  // Below 64 units the package writes the bytes itself (wasm.js,
  // encodeShort); every unit class, surrogate pairs and lone surrogates
  // included, must give encodeInto's bytes.
  const { encodeShort } = await import('../src/wasm.js')
  const units = [0x00, 0x41, 0x7F, 0x80, 0x7FF, 0x800, 0x4E2D, 0xD7FF, 0xD800, 0xD83D, 0xDBFF, 0xDC00, 0xDE00, 0xDFFF, 0xE000, 0xFFFD, 0xFFFF]
  let seed = 46
  const next = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed }
  const encoder = new TextEncoder()
  const bytes = new Uint8Array(64 * 3)
  for (let round = 0; round < 5000; round++) {
    let text = ''
    const length = next() % 65
    for (let i = 0; i < length; i++) text += String.fromCharCode(units[next() % units.length])
    const written = encodeShort(text, bytes)
    assert.deepEqual(bytes.subarray(0, written), encoder.encode(text), JSON.stringify(text))
  }
})
