/**
 * The search download budget (issue 33): with 1,000 generated articles per language, what a
 * visitor downloads before a query's first results show (the palette's code from the suite's own
 * build, the search meta file, the index parts and the text of the first hits, gzip level 6) stays
 * within 300 KB for every query of the search benchmark. `npm run bench:search -- 250 1000 4000`
 * prints the same figures at every size (bench/search-download.ts).
 */
import { expect, inject, it } from 'vitest'
import { corpusSections, searchQueries } from '../../test/support/search-corpus.ts'
import {
  paletteCodeBytes,
  SearchDownloads,
  searchBudgets,
} from '../../test/support/search-download.ts'

const articles = 1000

it(
  `keeps the download before the first results within budget at ${articles} articles`,
  { timeout: 600_000 },
  async () => {
    const code = await paletteCodeBytes(inject('siteDir'))
    const sections = await corpusSections(articles)
    const budget = searchBudgets.get(articles)!
    for (const locale of ['zh', 'en'] as const) {
      const downloads = new SearchDownloads(locale, sections[locale])
      for (const query of searchQueries[locale]) {
        const { first, ids } = await downloads.visitor().query(query)
        // A query that finds nothing downloads little: every query here must find something.
        expect(ids.length, query).toBeGreaterThan(0)
        const bytes = code + downloads.metaBytes + first
        console.log(`${locale} "${query}": ${(bytes / 1024).toFixed(1)} KB`)
        expect(bytes, `${locale} "${query}"`).toBeLessThanOrEqual(budget)
      }
    }
  },
)
