/**
 * `npm run bench:search -- [N ...]` (default 1000): the search of a blog of N generated bilingual
 * articles per locale (bench/corpus.ts, compiled through the real markdown pipeline), as a
 * visitor's palette fetches it (bench/search-download.ts, decision 0036). Per size and language:
 *
 * - **first**: what is downloaded before the first results show, over the wire (gzip level 6):
 *   the palette's code (from the built site in dist/, built first if missing), the search meta
 *   file, the parts of the index one query needs and the text of its first hits (`firstHits`);
 *   median and largest over the queries of bench/search-corpus.ts, each from a fresh palette;
 * - **further**: what each later query adds before its first results, once the first query has
 *   run; median and largest;
 * - **load**: parsing the meta file and the first query's parts and loading them into MiniSearch
 *   (median), and the longest the event loop was held meanwhile;
 * - **query**: p50/p95 of the queries on an index with every part loaded, 20 rounds.
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { queryTerms, searchIds } from '../src/shared/search/search-options.ts'
import {
  firstHits,
  hasPinyin,
  loadSearchParts,
  partsFor,
  type SearchPart,
} from '../src/shared/search/search-parts.ts'
import { repoRoot } from '../e2e/support/project-fs.ts'
import { corpusSections, searchQueries } from '../test/support/search-corpus.ts'
import {
  paletteCodeBytes,
  SearchDownloads,
  searchBudgets,
} from '../test/support/search-download.ts'

const counts = process.argv.slice(2).map(Number)
if (counts.some((n) => !Number.isInteger(n) || n < 1)) {
  process.stderr.write('Usage: npm run bench:search -- [N ...]   (articles per locale)\n')
  process.exit(2)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const ms = (n: number) => `${n.toFixed(1)} ms`

const dist = join(repoRoot, 'dist')
if (!existsSync(join(dist, '.vite', 'manifest.json'))) {
  process.stderr.write('No built site in dist/: building it for the palette’s code…\n')
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' })
}
const code = await paletteCodeBytes(dist)
console.log(`The palette's code and the content manifest: ${kb(code)} over the wire.\n`)

/** Parses and loads the meta file and the parts `query` needs; the time and the longest block. */
async function load(downloads: SearchDownloads, text: (file: string) => string, query: string) {
  const delay = monitorEventLoopDelay({ resolution: 1 })
  delay.enable()
  const started = performance.now()
  let longestParse = 0
  const parse = (file: string) => {
    const t = performance.now()
    const value = JSON.parse(text(file)) as unknown
    longestParse = Math.max(longestParse, performance.now() - t)
    return value
  }
  parse('meta')
  const pinyin = hasPinyin(downloads.meta.documents)
  const parts = [...partsFor(downloads.meta, queryTerms(query, pinyin))].map(
    (i) => parse(downloads.meta.parts[i]!.file) as SearchPart,
  )
  await loadSearchParts(downloads.meta.documents, parts)
  const took = performance.now() - started
  delay.disable()
  return { took, block: Math.max(longestParse, delay.max / 1e6) }
}

const rows: string[] = []
for (const n of counts) {
  const sections = await corpusSections(n)
  for (const locale of ['zh', 'en'] as const) {
    const made = performance.now()
    const downloads = new SearchDownloads(locale, sections[locale])
    const makeMs = performance.now() - made
    const queries = searchQueries[locale]
    const firsts: number[] = []
    const rests: number[] = []
    for (const q of queries) {
      const { first, rest } = await downloads.visitor().query(q)
      firsts.push(code + downloads.metaBytes + first)
      rests.push(rest)
    }
    const visitor = downloads.visitor()
    await visitor.query(queries[0]!)
    const further: number[] = []
    for (const q of queries.slice(1)) further.push((await visitor.query(q)).first)
    const text = downloads.text
    const loads = []
    for (const q of queries) loads.push(await load(downloads, text, q))
    const whole = await loadSearchParts(
      downloads.meta.documents,
      downloads.meta.parts.map((p) => JSON.parse(text(p.file)) as SearchPart),
    )
    const times: number[] = []
    for (let round = 0; round < 20; round++)
      for (const q of queries) {
        const t = performance.now()
        searchIds(whole, q, hasPinyin(downloads.meta.documents))
        times.push(performance.now() - t)
      }
    times.sort((a, b) => a - b)
    const size = downloads.sizes()
    const budget = searchBudgets.get(n)
    const firstMax = Math.max(...firsts)
    console.log(
      `[${n} ${locale}] ${sections[locale].length} sections; files made in ${ms(makeMs)}: meta ${kb(downloads.metaBytes)}, ` +
        `${size.parts} parts (median ${kb(size.partMedian)}), ${size.texts} text chunks (median ${kb(size.textMedian)}); ` +
        `the text of every hit after the first ${firstHits}: median ${kb(median(rests))}`,
    )
    rows.push(
      `| ${n} | ${locale} | ${kb(median(firsts))} / ${kb(firstMax)} | ${budget ? `${kb(budget)} ${firstMax <= budget ? 'met' : '**over**'}` : '—'} | ` +
        `${kb(median(further))} / ${kb(Math.max(...further))} | ${ms(median(loads.map((l) => l.took)))} | ` +
        `${ms(Math.max(...loads.map((l) => l.block)))} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} |`,
    )
  }
}
console.log(
  '\n| N per locale | locale | first results: median / largest | budget | a further query: median / largest | load (median) | longest block | query p50 | query p95 |',
)
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |')
for (const row of rows) console.log(row)
