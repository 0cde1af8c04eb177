/**
 * The search sections of N generated articles per locale (bench/corpus.ts), compiled through the
 * real markdown pipeline and split per heading as the build does, and the queries the search
 * benchmark and the budget test ask of them: Chinese words of one to four characters and pinyin,
 * English words, prefixes and one typo.
 */
import type { SearchSection } from '../../src/shared/artifact.ts'
import { searchSections as splitSections } from '../../src/node/markdown/search-sections.ts'
import { compileMarkdown } from '../../src/node/markdown/pipeline.ts'
import { generateArticles } from './corpus.ts'

export const searchQueries: Record<'zh' | 'en', string[]> = {
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
    // Pinyin (issue 35): a word's syllables whole and apart, a pair's initials.
    'xingneng',
    'zi ti',
    'xn',
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

export async function corpusSections(count: number): Promise<Record<'zh' | 'en', SearchSection[]>> {
  const articles = generateArticles(count)
  const sections: Record<'zh' | 'en', SearchSection[]> = { zh: [], en: [] }
  for (const locale of ['zh', 'en'] as const) {
    for (const a of articles) {
      const path = `${locale === 'en' ? '/en' : ''}/blog/${a.slug}`
      const { tree } = await compileMarkdown(a[locale], `${a.slug}.md`)
      sections[locale].push(...splitSections(tree, path, a[locale].split('\n')[1]!.slice(7)))
    }
  }
  return sections
}
