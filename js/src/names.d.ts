// Types of names.js: emoji names and search, a module loaded on demand.

export { TextGaugeError } from './textgauge.js'

/** The Unicode and emoji version of the names module's tables. */
export declare const unicodeVersion: string

export declare function emojiLocales (): string[]
export declare function emojiName (emoji: string, locale?: string): string | null
export declare function emojiSearch (query: string, options?: { locale?: string | null, limit?: number, expandSkinTones?: boolean }): string[]
