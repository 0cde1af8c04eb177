import { afterAll, describe, expect, it } from 'vitest'
import { gitRepo, type GitRepo } from '../../../test/support/git-repo.ts'
import { noHistory, readContentHistory } from '../history/content-history-fs.ts'
import { translationReport, type PageRef } from './translation-report.ts'

const repos: GitRepo[] = []
afterAll(() => repos.forEach((r) => r.remove()))

const ref = (locale: string, stem: string, extra: Partial<PageRef> = {}): PageRef => ({
  file: `content/${locale}/${stem}.md`,
  locale,
  stem,
  path: `${locale === 'zh' ? '' : `/${locale}`}/${stem}`,
  title: stem,
  ...extra,
})
const states = (rows: { stem: string; locale: string; state: string }[]) =>
  rows.map((r) => `${r.stem} ${r.locale} ${r.state}`)

describe('translationReport', () => {
  it('pairs pages by stem: up to date, behind, missing, orphaned, and an original marked in English', async () => {
    const r = gitRepo('translation-report-')
    repos.push(r)
    r.commit('2025-01-01', 'Write', {
      'content/zh/blog/a.md': '## 一\n\n一\n',
      'content/en/blog/a.md': '## One\n\nOne\n',
      'content/zh/blog/b.md': '## 一\n\n一\n',
      'content/en/blog/b.md': '## One\n\nOne\n',
      'content/zh/blog/gone.md': '旧文。\n',
      'content/en/blog/gone.md': 'Old.\n',
      'content/en/blog/english-first.md': '## Why\n\nBecause.\n',
      'content/zh/blog/english-first.md': '## 为什么\n\n因为。\n',
    })
    r.commit('2025-02-01', 'Add to b', { 'content/zh/blog/b.md': '## 一\n\n一\n\n## 二\n\n二\n' })
    r.commit('2025-02-02', 'Add to the English original', {
      'content/en/blog/english-first.md': '## Why\n\nBecause.\n\n## How\n\nLike this.\n',
    })
    r.git('rm', '-q', 'content/zh/blog/gone.md')
    r.commit('2025-03-01', 'Delete the original')
    r.commit('2025-03-02', 'A Chinese-only note', { 'content/zh/blog/only.md': '只有中文。\n' })
    const pages = [
      ref('zh', 'blog/a'),
      ref('en', 'blog/a'),
      ref('zh', 'blog/b'),
      ref('en', 'blog/b'),
      ref('en', 'blog/gone'),
      ref('zh', 'blog/english-first'),
      ref('en', 'blog/english-first', { original: true }),
      ref('zh', 'blog/only'),
    ]
    const report = await translationReport(pages, ['zh', 'en'], await readContentHistory(r.root))
    expect(states(report.rows)).toEqual([
      'blog/a en up-to-date',
      'blog/b en behind',
      'blog/english-first zh behind',
      'blog/gone en orphaned',
      'blog/only en missing',
    ])
    const english = report.rows.find((x) => x.stem === 'blog/english-first')!
    expect(english.original.locale).toBe('en')
    expect(english.state === 'behind' && english.sections.map((s) => s.heading)).toEqual(['How'])
  })

  it('judges nothing without history, and says why', async () => {
    const report = await translationReport(
      [ref('zh', 'blog/a'), ref('en', 'blog/a')],
      ['zh', 'en'],
      noHistory('this is a shallow clone'),
    )
    expect(report.missing).toBe('this is a shallow clone')
    expect(states(report.rows)).toEqual(['blog/a en unknown'])
  })
})
