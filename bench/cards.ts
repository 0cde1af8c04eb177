/**
 * `npm run bench:cards -- [N]` (`node bench/cards.ts [N]`; default 250 articles per locale):
 * what drawing social cards costs, the work a cold build does for every page. It draws the cards
 * of generated bilingual articles (the titles and descriptions `bench:build` writes) with the
 * build's drawing (`drawCard`: takumi renders the card's node tree to PNG), per language:
 *
 * - cold: the first N cards, one at a time, in a process that has drawn none of that language yet
 *   (takumi has shaped and rasterised none of its glyphs);
 * - warm: N other cards, one at a time (new titles, glyphs mostly seen);
 * - at once: N more cards, as many at a time as the build draws (render-cards-fs.ts: a card a
 *   core, one of libuv's threads left free), wall time divided by the cards: what a build waits
 *   when the cards are all it does.
 *
 * Making the renderer and registering the fonts, once per process, is printed apart. Prints
 * milliseconds per card, wall and CPU: takumi works off the JavaScript thread, so a card's CPU
 * time is what it takes from the other work of a build, and its wall time what it waits.
 */
import pLimit from 'p-limit'
import { generateArticles } from '../test/support/corpus.ts'
import { cardRenderer, drawCard } from '../src/node/social-cards/draw-card-fs.ts'
import { defaultConcurrency } from '../src/node/social-cards/render-cards-fs.ts'
import type { CardSpec } from '../src/node/social-cards/card-spec.ts'

const n = Number(process.argv[2] ?? 250)
if (!Number.isInteger(n) || n < 1) {
  process.stderr.write('Usage: npm run bench:cards -- [N]   (articles per locale, default 250)\n')
  process.exit(2)
}

/** A quoted front-matter field of a generated article. */
const field = (markdown: string, key: string) =>
  new RegExp(`^${key}: "(.*)"$`, 'm').exec(markdown)?.[1] ?? ''

const articles = generateArticles(3 * n)

/** The cards of one language, one per article. */
const cardsOf = (lang: 'zh' | 'en'): CardSpec[] =>
  articles.map((article) => ({
    file: `og/${lang}/${article.slug}.png`,
    title: field(article[lang], 'title'),
    description: field(article[lang], 'description'),
    eyebrow: lang === 'zh' ? '博客' : 'Blog',
    siteName: lang === 'zh' ? '林舟' : 'Lin Zhou',
    host: 'linzhou.dev',
    lang: lang === 'zh' ? 'zh-CN' : 'en',
  }))

/** Wall and CPU (every thread of the process) milliseconds per card, `concurrency` at a time. */
async function pass(cards: CardSpec[], concurrency: number) {
  const limit = pLimit(concurrency)
  const cpu = process.cpuUsage()
  const started = performance.now()
  await Promise.all(cards.map((spec) => limit(() => drawCard(spec))))
  const { user, system } = process.cpuUsage(cpu)
  return {
    wall: (performance.now() - started) / cards.length,
    cpu: (user + system) / 1000 / cards.length,
  }
}

const concurrency = defaultConcurrency
const setupStarted = performance.now()
await cardRenderer()
const setup = performance.now() - setupStarted

const rows: string[] = []
for (const lang of ['zh', 'en'] as const) {
  const cards = cardsOf(lang)
  const cold = await pass(cards.slice(0, n), 1)
  const warm = await pass(cards.slice(n, 2 * n), 1)
  const together = await pass(cards.slice(2 * n), concurrency)
  const cells = [cold.wall, cold.cpu, warm.wall, warm.cpu, together.wall]
  rows.push(`| ${lang} | ${cells.map((ms) => ms.toFixed(2)).join(' | ')} |`)
}

console.log(`${n} cards per pass and language; renderer and fonts: ${setup.toFixed(0)} ms once\n`)
console.log(
  `| cards | cold, one at a time | its CPU | warm, one at a time | its CPU | warm, ${concurrency} at a time (wall) |`,
)
console.log('| --- | --- | --- | --- | --- | --- |')
console.log(rows.join('\n'))
console.log(
  '\nMilliseconds per card. CPU counts every thread: takumi compresses the PNG on several.',
)
