// The live page (issue #49): every metric, the presets' verdicts with the
// first offending Character marked, the emoji with their English and
// Chinese names, a pinyin emoji search, and a field limited by a policy.
// Static: it needs only a server for the files (WebAssembly is fetched).
// Everything is written with textContent, never as HTML: the text is the
// user's.

import { Policy, emojiMatches, measure, unicodeVersion, version } from '../src/textgauge.js'
import { METRICS } from '../src/vocabulary.js'
import { limitField } from '../src/field.js'

const names = await import('../src/names.js')
const $ = (id) => document.getElementById(id)

/** A new element with its text and attributes. */
function element (tag, text, attributes = {}) {
  const node = document.createElement(tag)
  if (text != null) node.textContent = text
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value)
  return node
}

function row (...cells) {
  const tr = element('tr')
  for (const cell of cells) tr.append(cell instanceof Node ? cell : element('td', String(cell)))
  return tr
}

$('versions').textContent = `Library ${version}, Unicode ${unicodeVersion}.`

// ---- The analysed text ----------------------------------------------------

// The presets whose verdicts the page shows; gb18030 needs a maximum, taken
// from the field's maximum box.
const VERDICT_PRESETS = ['x', 'bluesky-post', 'mysql-utf8mb3']
const verdictPolicies = new Map(VERDICT_PRESETS.map((name) => [name, Policy.preset(name)]))

/** The text around [start, end) with that part marked; a few Characters of context either side. */
function excerpt (text, start, end) {
  const span = element('span', null, { class: 'excerpt' })
  const context = 16
  const from = Math.max(0, start - context)
  const to = Math.min(text.length, end + context)
  // Never cut a surrogate pair in the context.
  const safeFrom = from > 0 && /[\uDC00-\uDFFF]/.test(text[from]) ? from - 1 : from
  const safeTo = to < text.length && /[\uDC00-\uDFFF]/.test(text[to]) ? to + 1 : to
  span.append((safeFrom > 0 ? '…' : '') + text.slice(safeFrom, start))
  span.append(element('mark', start === end ? '⟂' : text.slice(start, end)))
  span.append(text.slice(end, safeTo) + (safeTo < text.length ? '…' : ''))
  return span
}

function renderMetrics (text) {
  const body = $('metrics').tBodies[0]
  body.replaceChildren(...Object.keys(METRICS).map((metric) => {
    const value = element('td', String(measure(text, metric)), { class: 'n' })
    const tr = row(element('td', metric), value)
    tr.dataset.metric = metric
    return tr
  }))
}

function renderVerdicts (text) {
  const policies = [...verdictPolicies]
  const maximum = Number($('maximum').value)
  let gb18030 = null
  if (Number.isInteger(maximum) && maximum >= 0) {
    gb18030 = Policy.preset('gb18030', maximum)
    policies.push([`gb18030 ${maximum}`, gb18030])
  }
  try {
    $('verdicts').tBodies[0].replaceChildren(...policies.map(([name, policy]) => {
      const found = policy.check(text)
      const verdict = found.length === 0
        ? element('td', 'ok', { class: 'ok' })
        : element('td', `${found.length} violation${found.length === 1 ? '' : 's'}`, { class: 'no' })
      const detail = element('td')
      if (found.length > 0) {
        const first = found[0]
        detail.append(element('div', first.message), excerpt(text, first.start, first.end))
      }
      const tr = row(element('td', name), verdict, detail)
      tr.dataset.policy = name.split(' ')[0]
      tr.dataset.violations = String(found.length)
      if (found.length > 0) tr.dataset.first = `${found[0].start}:${found[0].end}`
      return tr
    }))
  } finally {
    gb18030?.free()
  }
}

function renderEmoji (text) {
  $('emoji').tBodies[0].replaceChildren(...emojiMatches(text).map((match) => {
    const tr = row(
      element('td', match.emoji, { class: 'glyph' }),
      element('td', names.emojiName(match.emoji, 'en') ?? '—'),
      element('td', names.emojiName(match.emoji, 'zh') ?? '—'),
      element('td', match.kind))
    tr.dataset.emoji = match.emoji
    return tr
  }))
}

function analyse () {
  const text = $('text').value
  renderMetrics(text)
  renderVerdicts(text)
  renderEmoji(text)
}

// ---- The limited field ----------------------------------------------------

/** What the page keeps of the limiter's decisions, for a reader (and the browser test). */
const log = []
window.textgaugeDemo = { log }

let limiter = null
let fieldPolicy = null

function renderCounts () {
  const value = $('field').value
  const limits = fieldPolicy.toJSON().limits ?? []
  const parts = limits.map((limit) => {
    const options = limit.edition !== undefined ? { edition: limit.edition } : {}
    const span = element('span', null, { 'data-metric': limit.metric })
    const length = measure(value, limit.metric, options)
    span.dataset.value = String(length)
    const bounds = [limit.min !== undefined ? `min ${limit.min}` : null, limit.max !== undefined ? `max ${limit.max}` : null]
    span.textContent = `${limit.metric} ${length}` + (bounds.some(Boolean) ? ` (${bounds.filter(Boolean).join(', ')})` : '')
    return span
  })
  if (parts.length === 0) parts.push(element('span', 'no length limit'))
  const utf16 = element('span', `utf16 ${value.length}`, { 'data-metric': 'utf16', 'data-value': String(value.length) })
  $('counts').replaceChildren(...parts.flatMap((part) => [part, ' · ']), utf16)
}

function attach () {
  limiter?.detach()
  fieldPolicy?.free()
  const name = $('policy').value
  const maximum = Number($('maximum').value)
  fieldPolicy = name === 'gb18030' ? Policy.preset(name, Number.isInteger(maximum) && maximum >= 0 ? maximum : 20) : Policy.preset(name)
  const field = $('field')
  // A policy changed under a text: keep what the new one accepts of it.
  const kept = fieldPolicy.sanitize(field.value)
  if (kept !== field.value) field.value = kept
  limiter = limitField(field, fieldPolicy, {
    onChange (value, decision) {
      log.push({ event: 'change', decision: decision.decision, value, caret: decision.caret })
      renderCounts()
    },
    onReject (violations, decision) {
      log.push({ event: 'reject', decision: decision.decision, kinds: violations.map((v) => v.kind) })
      $('refused').textContent = (decision.decision === 'adjusted' ? 'Cut: ' : 'Refused: ') + violations.map((v) => v.message).join('; ')
    }
  })
  $('refused').textContent = ''
  renderCounts()
}

// ---- Emoji search ---------------------------------------------------------

function search () {
  const query = $('query').value
  const found = query.trim() === '' ? [] : names.emojiSearch(query, { limit: 24 })
  $('results').replaceChildren(...found.map((emoji) => {
    const item = element('li', `${emoji} ${names.emojiName(emoji, 'zh') ?? ''} ${names.emojiName(emoji, 'en') ?? ''}`)
    item.dataset.emoji = emoji
    return item
  }))
}

$('text').addEventListener('input', analyse)
$('policy').addEventListener('change', attach)
$('maximum').addEventListener('change', () => { attach(); analyse() })
$('field').addEventListener('input', renderCounts)
$('query').addEventListener('input', search)
analyse()
attach()
search()
document.body.dataset.ready = 'true'
