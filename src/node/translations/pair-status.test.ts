import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { gitRepo, type GitRepo } from '../../../test/support/git-repo.ts'
import { readContentHistory } from '../history/content-history-fs.ts'
import { pairStatus } from './pair-status.ts'

const zh = 'content/zh/blog/a.md'
const en = 'content/en/blog/a.md'
const article = (sections: Record<string, string>, title = '标题') =>
  `---\ntitle: ${title}\n---\n\n开头的一段。\n\n` +
  Object.entries(sections)
    .map(([heading, body]) => `## ${heading}\n\n${body}\n`)
    .join('\n')
const original = { 为什么: '因为静态站点便宜。', 怎么做: '用一个构建脚本。' }
const translation = `---\ntitle: Title\n---\n\nAn opening.\n\n## Why\n\nCheap.\n\n## How\n\nA script.\n`

let r: GitRepo
const repos: GitRepo[] = []
afterAll(() => repos.forEach((x) => x.remove()))
beforeEach(() => {
  r = gitRepo('pair-status-')
  repos.push(r)
  r.commit('2025-01-10', 'Write the article', { [zh]: article(original) })
  r.commit('2025-01-20', 'Translate it', { [en]: translation })
})
const status = async (sourceCommit?: string) =>
  pairStatus(await readContentHistory(r.root), zh, en, sourceCommit)

describe('pairStatus', () => {
  it('is up to date when the translation changed after every change of the original', async () => {
    expect(await status()).toEqual({ state: 'up-to-date' })
  })

  it('names the section added to the original after the translation, and when', async () => {
    r.commit('2025-03-02', 'Add a section', {
      [zh]: article({ ...original, 一年之后: '还在用，省了不少钱。' }),
    })
    expect(await status()).toEqual({
      state: 'behind',
      since: '2025-03-02',
      updated: '2025-03-02',
      sections: [
        {
          change: 'added',
          key: '一年之后',
          heading: '一年之后',
          id: '一年之后',
          after: '还在用，省了不少钱。',
          date: '2025-03-02',
        },
      ],
    })
  })

  it('tells changed and removed sections apart, each with the date of its own change', async () => {
    r.commit('2025-03-02', 'Rework why', {
      [zh]: article({ ...original, 为什么: '因为便宜又快。' }),
    })
    r.commit('2025-04-15', 'Drop how', { [zh]: article({ 为什么: '因为便宜又快。' }) })
    const s = await status()
    expect(s).toMatchObject({ state: 'behind', since: '2025-03-02', updated: '2025-04-15' })
    expect(s.state === 'behind' && s.sections.map((x) => [x.change, x.heading, x.date])).toEqual([
      ['changed', '为什么', '2025-03-02'],
      ['removed', '怎么做', '2025-04-15'],
    ])
  })

  it('needs nothing for a commit marked [skip translation], on either side', async () => {
    r.commit('2025-03-02', 'Fix a typo [skip translation]', {
      [zh]: article({ ...original, 怎么做: '用一个构建脚本！' }),
    })
    expect(await status()).toEqual({ state: 'up-to-date' })
    // A marked change of the translation does not bring it up to date.
    r.commit('2025-03-05', 'Add a section', { [zh]: article({ ...original, 新的: '新内容。' }) })
    r.commit('2025-03-09', 'Fix an English typo [skip translation]', { [en]: translation + '\n' })
    expect(await status()).toMatchObject({ state: 'behind', since: '2025-03-05' })
  })

  it('reports a renamed heading as renamed, not as one section removed and one added', async () => {
    r.commit('2025-03-02', 'Rename a heading', {
      [zh]: article({ 为什么: original.为什么, 具体做法: original.怎么做 }),
    })
    const s = await status()
    expect(s.state === 'behind' && s.sections).toEqual([
      {
        change: 'renamed',
        key: '具体做法',
        heading: '具体做法',
        id: '具体做法',
        from: '怎么做',
        before: '用一个构建脚本。',
        after: '用一个构建脚本。',
        date: '2025-03-02',
      },
    ])
  })

  it('does not count moving the files as a change on either side', async () => {
    r.move('2025-03-02', zh, 'content/zh/blog/notes/a.md')
    r.move('2025-03-03', en, 'content/en/blog/notes/a.md')
    const history = await readContentHistory(r.root)
    expect(
      await pairStatus(history, 'content/zh/blog/notes/a.md', 'content/en/blog/notes/a.md'),
    ).toEqual({
      state: 'up-to-date',
    })
    r.commit('2025-04-01', 'Change the opening', {
      'content/zh/blog/notes/a.md': article(original).replace('开头的一段。', '新的开头。'),
    })
    const after = await readContentHistory(r.root)
    const s = await pairStatus(after, 'content/zh/blog/notes/a.md', 'content/en/blog/notes/a.md')
    expect(s.state === 'behind' && s.sections.map((x) => [x.change, x.key])).toEqual([
      ['changed', '#intro'],
    ])
  })

  it('takes the sourceCommit a translation names over its own date', async () => {
    const typo = r.commit('2025-03-02', 'Fix a typo', {
      [zh]: article({ ...original, 怎么做: '用构建脚本。' }),
    })
    expect(await status()).toMatchObject({ state: 'behind' })
    // The translator checked the typo fix and says the translation is up to date with it.
    expect(await status(typo.slice(0, 7))).toEqual({ state: 'up-to-date' })
    expect(await status('1234567')).toEqual({ state: 'unknown-source', sourceCommit: '1234567' })
  })

  it('has nothing to compare while one of the files is not committed', async () => {
    const history = await readContentHistory(r.root)
    expect(await pairStatus(history, zh, 'content/fr/blog/a.md')).toEqual({
      state: 'not-committed',
    })
  })
})
