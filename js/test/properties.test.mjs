// Properties against the `textgauge` command: seeded texts built from the
// hard pieces (ZWJ chains, VS15/VS16, flags, keycaps, skin tones, tags,
// combining marks, jamo, URLs, Chinese, controls) and random code points,
// one file of lines per run; the package must give what `measure`, `scan`
// and `check --policy` print with `--lines --json`, and its prefixes must be
// maximal, within budget and on Character boundaries.
//
// The command: TEXTGAUGE_CLI, else .build/debug/textgauge (swift build
// --product textgauge). TEXTGAUGE_PROPERTY_SEED and
// TEXTGAUGE_PROPERTY_CASES rerun or search longer.

import { test } from 'node:test'
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { Policy, emojiMatches, measure, prefix } from '../src/textgauge.js'
import { METRICS } from '../src/vocabulary.js'

const cli = process.env.TEXTGAUGE_CLI ?? fileURLToPath(new URL('../../.build/debug/textgauge', import.meta.url))
const skip = existsSync(cli) ? false : `no textgauge command at ${cli} (swift build --product textgauge, or set TEXTGAUGE_CLI)`
const seed = Number(process.env.TEXTGAUGE_PROPERTY_SEED ?? 0x7e57)
const cases = Number(process.env.TEXTGAUGE_PROPERTY_CASES ?? 400)

const PIECES = [
  'a', 'Z', '1', ' ', '.', '中', '文', '字', '𠀋', 'ー', 'ｶ', '，', 'é', 'e\u0301', 'a\u0308\u0323',
  '\u200D', '\uFE0F', '\uFE0E', '😀', '👍', '👍🏽', '🏽', '👨‍👩‍👧', '👩🏽‍💻', '❤️', '❤', '☺', '☺️',
  '🇨🇳', '🇦', '🇯🇵', '1️⃣', '#⃣', '©', '™', '°', '①', 'Ω',
  '한', '\u1100', '\u1161', '\u11A8', '\t', '\u0000', '\u202E', '\u200B', '\uFEFF',
  '🏴󠁧󠁢󠁥󠁮󠁧󠁿', '\u{E0061}', '\u{E007F}', 'https://t.co/x', 'example.com', '\uE000', '\u{1FAE9}', '\u{10FFFD}', '\uFFFD'
]

/** mulberry32: a small seeded generator, so that a failure names its seed and reruns. */
function random (state) {
  return () => {
    state = (state + 0x6D2B79F5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A random scalar, no surrogates, no line breaks (a line is one text). */
function scalar (next) {
  for (;;) {
    const roll = next()
    const code = roll < 0.5 ? Math.floor(next() * 0x80) : roll < 0.8 ? Math.floor(next() * 0x10000) : Math.floor(next() * 0x110000)
    if ((code >= 0xD800 && code <= 0xDFFF) || code === 0x0A || code === 0x0D || code === 0x85 || code === 0x2028 || code === 0x2029 || code === 0x0B || code === 0x0C) continue
    return String.fromCodePoint(code)
  }
}

function texts () {
  const next = random(seed)
  const out = []
  for (let i = 0; i < cases; i++) {
    let text = ''
    const pieces = Math.floor(next() * 14)
    for (let k = 0; k < pieces; k++) text += next() < 0.8 ? PIECES[Math.floor(next() * PIECES.length)] : scalar(next)
    out.push(text)
  }
  return out
}

/** The command's `--lines --json` rows over the texts, one file. */
function run (subcommand, args, lines) {
  const folder = mkdtempSync(join(tmpdir(), 'textgauge-js-'))
  try {
    const file = join(folder, 'lines.txt')
    writeFileSync(file, lines.map((text) => text + '\n').join(''))
    let stdout
    try {
      stdout = execFileSync(cli, [subcommand, ...args, '--lines', '--json', '--file', file], { encoding: 'utf8', maxBuffer: 1 << 28 })
    } catch (error) {
      // Exit 1: some text fails the check; the rows are still printed.
      if (error.status !== 1) throw error
      stdout = error.stdout
    }
    return stdout.split('\n').filter((line) => line !== '').map((line) => JSON.parse(line))
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

const where = (text) => `seed 0x${seed.toString(16)}: ${JSON.stringify(text)} = ${[...text].map((c) => 'U+' + c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')).join(' ')}`

test('lengths in every metric agree with `textgauge measure`', { skip }, () => {
  const lines = texts()
  const rows = run('measure', [], lines)
  assert.equal(rows.length, lines.length)
  lines.forEach((text, i) => {
    for (const metric of Object.keys(METRICS)) {
      if (rows[i][metric] === undefined) continue
      assert.equal(measure(text, metric), rows[i][metric], `${metric}: ${where(text)}`)
    }
  })
})

test('prefixes are maximal, within budget, on Character boundaries', () => {
  const lines = texts().slice(0, 150)
  for (const text of lines) {
    const characters = measure(text)
    for (const metric of Object.keys(METRICS)) {
      const total = measure(text, metric)
      for (const budget of [0, 1, Math.floor(total / 2), total - 1, total]) {
        if (budget < 0) continue
        const cut = prefix(text, metric, budget)
        assert.ok(text.startsWith(cut), where(text))
        assert.ok(measure(cut, metric) <= budget || cut === '', `${metric} ${budget}: ${where(text)}`)
        // On a Character boundary: the two halves' Characters add up.
        assert.equal(measure(cut) + measure(text.slice(cut.length)), characters, `${metric} ${budget}: ${where(text)}`)
        // Maximal: one Character more does not fit.
        if (cut.length < text.length) {
          const longer = prefix(text, 'characters', measure(cut) + 1)
          assert.ok(measure(longer, metric) > budget, `${metric} ${budget} not maximal: ${where(text)}`)
        }
      }
    }
  }
})

/** `textgauge scan`'s matches of each line, as arrays of [fields, name]. */
function scanned (lines) {
  const byLine = new Map()
  for (const match of run('scan', [], lines)) {
    if (!byLine.has(match.line)) byLine.set(match.line, [])
    byLine.get(match.line).push(match)
  }
  return lines.map((_, i) => (byLine.get(i + 1) ?? []).map((m) =>
    [[m.utf16Start, m.utf16End, m.utf8Start, m.utf8End, m.kind, m.version ?? null], m.name ?? null]))
}

const matchFields = (m) => [m.start, m.end, m.utf8Start, m.utf8End, m.kind, m.version]

test('emoji matches agree with `textgauge scan`, their names the names module\'s', { skip }, async () => {
  const names = await import('../src/names.js')
  const lines = texts()
  const expected = scanned(lines)
  lines.forEach((text, i) => {
    // The core's matches have no name (its module is built without them).
    const core = emojiMatches(text)
    assert.deepEqual(core.map(matchFields), expected[i].map(([fields]) => fields), where(text))
    assert.ok(core.every((m) => !('name' in m)), where(text))
    const named = names.emojiMatches(text)
    assert.deepEqual(named.map((m) => [matchFields(m), m.name]), expected[i], where(text))
  })
})

test('every RGI emoji\'s match name is Swift\'s EmojiMatch.name (`textgauge scan`)', { skip }, async () => {
  const names = await import('../src/names.js')
  // `emoji list`: each RGI emoji and its CLDR English name, tab-separated.
  const rgi = execFileSync(cli, ['emoji', 'list'], { encoding: 'utf8', maxBuffer: 1 << 24 })
    .split('\n').filter((line) => line !== '').map((line) => line.split('\t')[0])
  assert.ok(rgi.length > 3000)
  const expected = scanned(rgi)
  rgi.forEach((emoji, i) => {
    assert.deepEqual(names.emojiMatches(emoji).map((m) => [matchFields(m), m.name]), expected[i], emoji)
    assert.equal(expected[i].length, 1, emoji)
    assert.notEqual(expected[i][0][1], null, emoji)
  })
})

test('policy verdicts agree with `textgauge check --policy`', { skip }, () => {
  const lines = texts()
  for (const [preset, max] of [['x'], ['mysql-utf8mb3'], ['bluesky-post'], ['gb18030', 12], ['zishu', 5]]) {
    const rows = run('check', ['--policy', preset, ...(max === undefined ? [] : ['--max', String(max)])], lines)
    const policy = Policy.preset(preset, max)
    lines.forEach((text, i) => {
      const row = rows[i]
      assert.equal(policy.accepts(text), row.ok, `${preset}: ${where(text)}`)
      const got = policy.check(text).map((v) => [v.rule, v.kind, v.utf8, v.utf16, v.scalars, v.characters, v.message])
      const expected = row.violations.map((v) => [v.rule, v.kind, v.offset.utf8, v.offset.utf16, v.offset.scalars, v.offset.characters, v.message])
      assert.deepEqual(got, expected, `${preset}: ${where(text)}`)
    })
    policy.free()
  }
})
