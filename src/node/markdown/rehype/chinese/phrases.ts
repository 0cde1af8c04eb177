/**
 * Where a Chinese heading may break: between phrases, as Google's BudouX (its Simplified Chinese
 * model) finds them (decision 0042). Browsers segment Chinese by phrase only under
 * `word-break: auto-phrase`, which Chromium applies to Japanese alone; so the build finds the
 * phrases and the page marks them with `<wbr>` under `word-break: keep-all`.
 *
 * Not every boundary BudouX reports is kept: none beside whitespace (the space is a break
 * already), none before a particle that closes a phrase (的, 们, 吗, 呢, 吧), and none between two
 * Latin letters or digits, where the model sometimes splits a
 * word it does not know (Vi|te), nor inside a character written as two UTF-16 units.
 */
import { createRequire } from 'node:module'
import type * as Budoux from 'budoux'

/**
 * BudouX is required on the first Chinese title, not imported: it loads an HTML parser with it
 * (≈0.1–0.25 s), and Vite bundles its config with the compiler, which turns every import of a
 * package into one made as the config loads, so each `npm run dev` would pay for it even when
 * every article comes from the compile cache (decision 0047).
 */
const require = createRequire(import.meta.url)
let parser: Budoux.Parser | undefined

const latin = /(?=[\p{L}\p{Nd}])[\u0000-\u2e7f]/u
/** Particles that close the phrase before them: a line never starts with one (构建时|的图片). */
const particle = /[的们吗呢吧]/u
const space = /\s/u
const lowSurrogate = /[\udc00-\udfff]/

/** Offsets (UTF-16, as `String#slice` counts) between phrases where a break may go. */
export function phraseBreaks(text: string): number[] {
  parser ??= (require('budoux') as typeof Budoux).loadDefaultSimplifiedChineseParser()
  return parser.parseBoundaries(text).filter((at) => {
    const before = text[at - 1]!
    const after = text[at]!
    if (lowSurrogate.test(after) || space.test(before) || space.test(after)) return false
    if (particle.test(after)) return false
    return !(latin.test(before) && latin.test(after))
  })
}

/** A text cut into its phrases, or undefined when it is a single one. */
export function phrasesOf(text: string): string[] | undefined {
  const breaks = phraseBreaks(text)
  if (!breaks.length) return undefined
  return [0, ...breaks].map((at, i) => text.slice(at, breaks[i]))
}

/** Adds `titlePhrases` to `titled` when its title has more than one phrase. */
export function phraseTitle(titled: { title?: unknown; titlePhrases?: string[] }): void {
  const phrases = typeof titled.title === 'string' ? phrasesOf(titled.title) : undefined
  if (phrases) titled.titlePhrases = phrases
}
