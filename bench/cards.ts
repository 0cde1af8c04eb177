/**
 * `npm run bench:cards -- [N]` (default 250 articles per locale): what drawing one social card
 * costs on this thread, the work a cold build does for every page. It makes the cards of N
 * generated bilingual articles (the titles and descriptions `bench:build` writes) with the
 * drawing the build uses (`drawCard`: text painted from kept glyph masks, only the rows with text
 * deflated) and with the general drawing it falls back to (`drawCardOutlined`: satori outlines
 * the text, resvg rasterises it, the whole card deflated). Each drawing runs three passes: the
 * first over the cards of N articles pays for a cold JIT and, for `drawCard`, for making masks;
 * the second over the cards of N other articles is what a build pays card after card once warm
 * (new titles: new words to mask, new text to shape); the third draws the first cards again,
 * which a build never does: everything a card's text needs is remembered by then. A second pass
 * over the same cards, which this benchmark printed until 2026-11-26, was that third figure:
 * 1.4 ms a card where a build pays 2.5 ms. The generated titles repeat their words and characters
 * more than a real site's, so a real site sits nearer the first pass. Prints milliseconds per
 * card.
 *
 * The npm script runs it with the young generation of `build:prerender` (its
 * `--max-semi-space-size`; the build's worker threads get it too): without it the same work
 * spends 12–18% longer, mostly in scavenges, and the figure would not be the build's.
 */
import { generateArticles } from './corpus.ts'
import { drawCard, drawCardOutlined } from '../src/build/social-cards/draw-card-fs.ts'
import type { CardSpec } from '../src/build/social-cards/card-spec.ts'

const n = Number(process.argv[2] ?? 250)
if (!Number.isInteger(n) || n < 1) {
  process.stderr.write('Usage: npm run bench:cards -- [N]   (articles per locale, default 250)\n')
  process.exit(2)
}

/** A quoted front-matter field of a generated article. */
const field = (markdown: string, key: string) =>
  new RegExp(`^${key}: "(.*)"$`, 'm').exec(markdown)?.[1] ?? ''

// The cards of 2N articles: the first N for the first and third passes, the others for the second.
const specs: CardSpec[] = generateArticles(2 * n).flatMap((article) =>
  (['zh', 'en'] as const).map((lang) => ({
    file: `og/${lang}/${article.slug}.png`,
    title: field(article[lang], 'title'),
    description: field(article[lang], 'description'),
    eyebrow: lang === 'zh' ? '博客' : 'Blog',
    siteName: lang === 'zh' ? '林舟' : 'Lin Zhou',
    host: 'linzhou.dev',
    lang: lang === 'zh' ? 'zh-CN' : 'en',
  })),
)

const first = specs.slice(0, 2 * n)
const others = specs.slice(2 * n)

async function pass(
  draw: (spec: CardSpec) => Promise<Uint8Array>,
  cards: CardSpec[],
): Promise<number> {
  const started = performance.now()
  for (const spec of cards) await draw(spec)
  return (performance.now() - started) / cards.length
}

const rows: string[] = []
for (const [name, draw] of [
  ['drawCard (masks, rows with text deflated)', drawCard],
  ['drawCardOutlined (general way)', drawCardOutlined],
] as const) {
  const passes = [await pass(draw, first), await pass(draw, others), await pass(draw, first)]
  rows.push(`| ${name} | ${passes.map((ms) => ms.toFixed(2)).join(' | ')} |`)
}
console.log(`${first.length} cards per pass (${n} articles per locale), this thread\n`)
console.log(
  '| drawing | first cards, cold (ms per card) | other cards, warm (ms per card) | first cards again (ms per card) |',
)
console.log('| --- | --- | --- | --- |')
console.log(rows.join('\n'))
