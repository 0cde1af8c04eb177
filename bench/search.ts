/**
 * `npm run bench:search [count]`: builds the search index of a generated corpus of bilingual
 * articles (1,000 by default) through the real markdown pipeline, and prints per locale the index
 * size (raw and gzip), the time to load it as the browser does, and p50/p95 query times.
 */
import '../src/build/register-site-locales-fs.ts'
import { gzipSync } from 'node:zlib'
import type { SearchSection } from '../src/content/artifact'
import { buildSearchIndex, loadSearchIndex, searchSections } from '../src/content/search-options'
import { searchSections as splitSections } from '../src/build/markdown/search-sections'
import { compileMarkdown } from '../src/build/markdown/pipeline'
import { generateArticles } from './corpus'

const count = Number(process.argv[2] ?? 1000)
const queries = {
  zh: [
    '博客',
    '静态',
    '字体',
    '排版',
    '组件',
    '构建工具',
    '缓存策略',
    '深色模式',
    '子集',
    '性能预算',
  ],
  en: [
    'static',
    'typo',
    'font',
    'cache',
    'compon',
    'build step',
    'dark mode',
    'subsetting',
    'perf budget',
    'markdwon',
  ],
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
const ms = (n: number) => `${n.toFixed(2)} ms`
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

const articles = generateArticles(count)
console.log(`Search benchmark: ${count} articles per locale (${count * 2} in all)\n`)
for (const locale of ['zh', 'en'] as const) {
  const sections: SearchSection[] = []
  const compileStart = performance.now()
  for (const a of articles) {
    const path = `${locale === 'en' ? '/en' : ''}/blog/${a.slug}`
    const { tree } = await compileMarkdown(a[locale], `${a.slug}.md`)
    sections.push(...splitSections(tree, path, a[locale].split('\n')[1]!.slice(7)))
  }
  const compileMs = performance.now() - compileStart
  const buildStart = performance.now()
  const indexJson = JSON.stringify(buildSearchIndex(sections).toJSON())
  const buildMs = performance.now() - buildStart
  const sectionsJson = JSON.stringify(sections)

  const loads: number[] = []
  let index = loadSearchIndex(JSON.parse(indexJson))
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    index = loadSearchIndex(JSON.parse(indexJson))
    JSON.parse(sectionsJson)
    loads.push(performance.now() - t)
  }
  const times: number[] = []
  let hits = 0
  for (let round = 0; round < 20; round++) {
    for (const q of queries[locale]) {
      const t = performance.now()
      hits += searchSections(index, sections, q).length
      times.push(performance.now() - t)
    }
  }
  loads.sort((a, b) => a - b)
  times.sort((a, b) => a - b)
  console.log(
    `[${locale}] ${sections.length} sections (markdown compiled in ${(compileMs / 1000).toFixed(1)} s, index built in ${ms(buildMs)})`,
  )
  console.log(`  index     ${kb(indexJson.length)} raw, ${kb(gzipSync(indexJson).length)} gzip`)
  console.log(
    `  sections  ${kb(sectionsJson.length)} raw, ${kb(gzipSync(sectionsJson).length)} gzip`,
  )
  console.log(
    `  load      ${ms(percentile(loads, 50))} median of 5 (JSON.parse + MiniSearch.loadJS)`,
  )
  console.log(
    `  query     p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} over ${times.length} queries (${(hits / times.length).toFixed(1)} hits on average)\n`,
  )
}
