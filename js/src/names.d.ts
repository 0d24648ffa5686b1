// Types of names.js: emoji names and search, a module loaded on demand.

import type { EmojiMatch, EmojiOptions } from './textgauge.js'

export { TextGaugeError } from './textgauge.js'

/** An emoji match with the English short name of its `emoji-test.txt` line. */
export interface NamedEmojiMatch extends EmojiMatch {
  /** Swift's `EmojiMatch.name`; null for a sequence `emoji-test.txt` does not list. */
  name: string | null
}

/** The Unicode and emoji version of the names module's tables. */
export declare const unicodeVersion: string

export declare function emojiLocales (): string[]
export declare function emojiName (emoji: string, locale?: string): string | null
export declare function emojiSearch (query: string, options?: { locale?: string | null, limit?: number, expandSkinTones?: boolean }): string[]
export declare function emojiMatches (text: string, options?: EmojiOptions): NamedEmojiMatch[]
