import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gitRepo, type GitRepo } from '../../../test/support/git-repo.ts'
import { readContentHistory } from './content-history-fs.ts'

const repos: GitRepo[] = []
afterAll(() => repos.forEach((r) => r.remove()))
const repo = () => {
  const r = gitRepo('content-history-')
  repos.push(r)
  return r
}

describe('readContentHistory', () => {
  it('gives each file the date of the newest commit that touched it', async () => {
    const r = repo()
    r.commit('2024-03-05', 'one', { 'content/zh/a.md': 'a', 'content/zh/b.md': 'b' })
    r.commit('2025-07-09', 'two', { 'content/zh/b.md': 'b2' })
    r.commit('2025-08-01', 'code', { 'src/x.ts': 'x' })
    const { dates, missing } = await readContentHistory(r.root)
    expect(missing).toBeUndefined()
    expect(dates.get('content/zh/a.md')).toBe('2024-03-05')
    expect(dates.get('content/zh/b.md')).toBe('2025-07-09')
  })

  it('follows a file across a move, and keeps a move apart from a change', async () => {
    const r = repo()
    const text = 'A long enough paragraph for git to see the same file after the move.\n'.repeat(4)
    const first = r.commit('2024-01-10', 'write', { 'content/zh/blog/a.md': text })
    const moved = r.move('2024-02-10', 'content/zh/blog/a.md', 'content/zh/blog/notes/a.md')
    const fix = r.commit('2024-03-10', 'fix a typo [skip translation]', {
      'content/zh/blog/notes/a.md': text + 'One more.\n',
    })
    const history = await readContentHistory(r.root)
    const commits = history.files.get('content/zh/blog/notes/a.md')!
    expect(commits.map((c) => [c.commit, c.path, c.changed, c.skip])).toEqual([
      [fix, 'content/zh/blog/notes/a.md', true, true],
      [moved, 'content/zh/blog/notes/a.md', false, false],
      [first, 'content/zh/blog/a.md', true, false],
    ])
    expect(history.files.has('content/zh/blog/a.md')).toBe(false)
    expect(history.moved.get('content/zh/blog/a.md')).toBe('content/zh/blog/notes/a.md')
    expect(await history.textAt(first, 'content/zh/blog/a.md')).toBe(text)
  })

  it('reads a project in a folder of a larger repository by its own paths', async () => {
    const r = repo()
    const first = r.commit('2024-03-05', 'one', {
      'site/content/zh/a.md': 'a',
      'content/zh/a.md': 'x',
    })
    const history = await readContentHistory(`${r.root}/site`)
    expect([...history.dates]).toEqual([['content/zh/a.md', '2024-03-05']])
    expect(await history.textAt(first, 'content/zh/a.md')).toBe('a')
  })

  it('knows a deleted file is gone', async () => {
    const r = repo()
    r.commit('2024-01-10', 'write', { 'content/zh/a.md': 'a', 'content/zh/b.md': 'b' })
    r.git('rm', '-q', 'content/zh/a.md')
    r.commit('2024-02-10', 'delete a')
    const history = await readContentHistory(r.root)
    expect(history.deleted.has('content/zh/a.md')).toBe(true)
    expect([...history.files.keys()]).toEqual(['content/zh/b.md'])
  })

  it('says why there is no history outside a repository or in a shallow clone', async () => {
    const r = repo()
    r.commit('2024-01-10', 'one', { 'content/zh/a.md': 'a' })
    r.commit('2024-02-10', 'two', { 'content/zh/a.md': 'a2' })
    const shallow = repo()
    shallow.remove()
    r.git('clone', '-q', '--depth', '1', `file://${r.root}`, shallow.root)
    expect((await readContentHistory(shallow.root)).missing).toMatch(/shallow clone/)
    const plain = mkdtempSync(join(tmpdir(), 'no-git-'))
    expect((await readContentHistory(plain)).missing).toMatch(/not in a git repository/)
    rmSync(plain, { recursive: true })
  })
})
