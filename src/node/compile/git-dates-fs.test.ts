import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { gitDates } from './git-dates-fs.ts'

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

describe('gitDates', () => {
  it('gives each file the date of the newest commit that touched it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'git-dates-'))
    dirs.push(root)
    const git = (args: string[], date: string) =>
      execFileSync('git', args, {
        cwd: root,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: date,
          GIT_COMMITTER_DATE: date,
          GIT_AUTHOR_NAME: 't',
          GIT_AUTHOR_EMAIL: 't@t',
          GIT_COMMITTER_NAME: 't',
          GIT_COMMITTER_EMAIL: 't@t',
        },
      })
    git(['init', '-q'], '2024-01-01T00:00:00Z')
    await mkdir(join(root, 'content', 'zh'), { recursive: true })
    await writeFile(join(root, 'content', 'zh', 'a.md'), 'a')
    await writeFile(join(root, 'content', 'zh', 'b.md'), 'b')
    git(['add', '.'], '2024-01-01T00:00:00Z')
    git(['commit', '-qm', 'one'], '2024-03-05T10:00:00Z')
    await writeFile(join(root, 'content', 'zh', 'b.md'), 'b2')
    git(['commit', '-qam', 'two'], '2025-07-09T10:00:00Z')
    const dates = await gitDates(root)
    expect(dates.get('content/zh/a.md')).toBe('2024-03-05')
    expect(dates.get('content/zh/b.md')).toBe('2025-07-09')
  })

  it('is empty outside a repository, so the loader falls back to file times', async () => {
    const root = await mkdtemp(join(tmpdir(), 'no-git-'))
    dirs.push(root)
    expect((await gitDates(root)).size).toBe(0)
  })
})
