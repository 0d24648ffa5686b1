// TextGauge from JavaScript, beside what JavaScript has built in: per call
// on short strings, and per MB on the benchmarks' corpora (Characters
// against Intl.Segmenter, emoji count against V8's /\p{RGI_Emoji}/gv).
//
//   node js/bench/bench.mjs [--corpora FOLDER] [--rounds N]
//
// FOLDER holds chinese.txt, english.txt and emoji-chat.txt, the Swift
// benchmarks' corpora (`textgauge-bench --write-corpora FOLDER`, from
// Benchmarks/; python/bench.py reads the same). Wall-clock medians of
// rounds timed in turns (ours, theirs, ours, …), so that a burst of load on
// a shared machine falls on both sides: read the figures as ratios.

import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

import { emojiCount, gb18030Length, measure, width } from '../src/textgauge.js'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(name)
  return at >= 0 ? args[at + 1] : fallback
}
const corpora = option('--corpora', null)
const rounds = Number(option('--rounds', 9))

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** How many calls of `f` take about 50 ms (a slow peer gets fewer). */
function calibrate (f) {
  const start = process.hrtime.bigint()
  for (let k = 0; k < 200; k++) f()
  const each = Number(process.hrtime.bigint() - start) / 200
  return Math.max(200, Math.min(1e6, Math.round(50e6 / Math.max(each, 1))))
}

/**
 * Calls `f` for about 100 ms: V8 compiles a function through its tiers as
 * it runs, and the first row timed would otherwise pay for the package's
 * shared code (the encoder, the argument checks) reaching its last tier.
 */
function warm (f) {
  const start = process.hrtime.bigint()
  let sink = 0
  while (Number(process.hrtime.bigint() - start) < 100e6) {
    for (let k = 0; k < 1000; k++) sink += f()
  }
  return sink
}

/** Median nanoseconds per call of each function, in turns. */
function perCall (functions) {
  functions.forEach(warm)
  const times = functions.map(() => [])
  const calls = functions.map(calibrate)
  let sink = 0
  for (let round = 0; round < rounds; round++) {
    functions.forEach((f, i) => {
      const start = process.hrtime.bigint()
      for (let k = 0; k < calls[i]; k++) sink += f()
      times[i].push(Number(process.hrtime.bigint() - start) / calls[i])
    })
  }
  if (sink === -1) console.log(sink)
  return times.map(median)
}

/** Median milliseconds per run of each function, in turns. */
function perRun (functions) {
  const times = functions.map(() => [])
  const results = functions.map(() => null)
  for (let round = 0; round < rounds; round++) {
    functions.forEach((f, i) => {
      const start = process.hrtime.bigint()
      results[i] = f()
      times[i].push(Number(process.hrtime.bigint() - start) / 1e6)
    })
  }
  return { times: times.map(median), results }
}

const fixed = (value, digits = 1) => value.toFixed(digits)

console.log(`node ${process.version} (V8 ${process.versions.v8}), ICU ${process.versions.icu} (Unicode ${process.versions.unicode})`)

// ---- Per call -------------------------------------------------------------
// The strings of the Swift per-call benchmarks (Benchmarks/RESULTS.md).
// The texts of Benchmarks' `percall` section (PerCallBenchmark.texts), so
// that the two runs' rows compare one to one.
const short = [
  ['nickname', 'alice_07'],
  ['chinese-name', '王小明的猫咪🐱'],
  ['chat', 'ok see you at 7 👍🏽 bring the cake 🎂 and 2 drinks, 我们在门口等你 🇨🇳 lol 😂😂 #1️⃣!!']
]
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
const rgiEmoji = /\p{RGI_Emoji}/gv
const graphemes = (text) => {
  let n = 0
  for (const _ of segmenter.segment(text)) n++
  return n
}
const regexCount = (text) => {
  let n = 0
  rgiEmoji.lastIndex = 0
  while (rgiEmoji.exec(text) !== null) n++
  return n
}
const utf8 = new TextEncoder()

console.log('\n| per call (median ns) | text | textgauge | built-in | built-in is |')
console.log('| --- | --- | ---: | ---: | --- |')
for (const [label, text] of short) {
  const rows = [
    ['width', () => width(text), null, ''],
    ['characters', () => measure(text), () => graphemes(text), 'Intl.Segmenter'],
    ['emoji count', () => emojiCount(text), () => regexCount(text), '/\\p{RGI_Emoji}/gv'],
    ['GB 18030 bytes', () => gb18030Length(text), null, ''],
    ['UTF-8 bytes', () => measure(text, 'utf8'), () => utf8.encode(text).length, 'TextEncoder.encode'],
    ['weighted (X)', () => measure(text, 'weighted'), null, '']
  ]
  for (const [what, ours, theirs, name] of rows) {
    const [a, b] = perCall(theirs ? [ours, theirs] : [ours])
    console.log(`| ${what} | ${label} | ${fixed(a)} | ${b === undefined ? '' : fixed(b)} | ${name} |`)
  }
}

// ---- Per MB ---------------------------------------------------------------
if (corpora == null) {
  console.log('\n(per MB: pass --corpora FOLDER, written by `textgauge-bench --write-corpora FOLDER`)')
  process.exit(0)
}

console.log('\n| per MB (median ms) | corpus | textgauge | built-in | ratio | counts (ours / theirs) |')
console.log('| --- | --- | ---: | ---: | ---: | --- |')
for (const name of ['chinese', 'english', 'emoji-chat']) {
  const text = await readFile(join(corpora, `${name}.txt`), 'utf8')
  const megabytes = utf8.encode(text).length / 1e6
  const lines = text.split('\n')
  const rows = [
    // Intl.Segmenter over a whole 1 MB text took more than 100 s in V8
    // 11.3: it is compared per line only.
    ['Characters, whole text', () => measure(text), null, ''],
    ['Characters, per line', () => { let n = 0; for (const line of lines) n += measure(line); return n }, () => { let n = 0; for (const line of lines) n += graphemes(line); return n }, 'Intl.Segmenter'],
    ['emoji count, whole text', () => emojiCount(text), () => regexCount(text), '/\\p{RGI_Emoji}/gv'],
    ['emoji count, per line', () => { let n = 0; for (const line of lines) n += emojiCount(line); return n }, () => { let n = 0; for (const line of lines) n += regexCount(line); return n }, '/\\p{RGI_Emoji}/gv'],
    ['width, whole text', () => width(text), null, ''],
    ['GB 18030 bytes, whole text', () => gb18030Length(text), null, '']
  ]
  for (const [what, ours, theirs, peer] of rows) {
    const { times, results } = perRun(theirs ? [ours, theirs] : [ours])
    const [a, b] = times.map((t) => t / megabytes)
    const ratio = b === undefined ? '' : `${fixed(b / a)}×`
    console.log(`| ${what}${peer ? ` vs ${peer}` : ''} | ${name} | ${fixed(a, 2)} | ${b === undefined ? '' : fixed(b, 2)} | ${ratio} | ${results.join(' / ')} |`)
  }
}
