/**
 * `npm run bench:cards -- [N]` (default 250 articles per locale): what drawing one social card
 * costs on this thread, the work a cold build does for every page. It makes the cards of N
 * generated bilingual articles (the titles and descriptions `bench:build` writes) with the
 * drawing the build uses (`drawCard`: text painted from kept glyph masks, only the rows with text
 * deflated) and with the general drawing it falls back to (`drawCardOutlined`: satori outlines
 * the text, resvg rasterises it, the whole card deflated). Each drawing runs twice: the first
 * pass pays for a cold JIT and, for `drawCard`, for making the masks; the second shows the steady
 * cost. The generated titles repeat their words and characters more than a real site's, so a real
 * site's first pass sits nearer its masks' cost. Prints milliseconds per card.
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

const specs: CardSpec[] = generateArticles(n).flatMap((article) =>
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

async function pass(draw: (spec: CardSpec) => Promise<Uint8Array>): Promise<number> {
  const started = performance.now()
  for (const spec of specs) await draw(spec)
  return (performance.now() - started) / specs.length
}

const rows: string[] = []
for (const [name, draw] of [
  ['drawCard (masks, rows with text deflated)', drawCard],
  ['drawCardOutlined (general way)', drawCardOutlined],
] as const) {
  const first = await pass(draw)
  const second = await pass(draw)
  rows.push(`| ${name} | ${first.toFixed(2)} | ${second.toFixed(2)} |`)
}
console.log(`${specs.length} cards (${n} articles per locale), this thread\n`)
console.log('| drawing | first pass (ms per card) | second pass (ms per card) |')
console.log('| --- | --- | --- |')
console.log(rows.join('\n'))
