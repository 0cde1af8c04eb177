import { execFile } from 'node:child_process'
import { cpSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { fixturesDir } from '../test/support/fixture-fs.ts'
import { gitRepo } from '../test/support/git-repo.ts'

const run = promisify(execFile)
const repo = gitRepo('translations-cli-')
afterAll(() => repo.remove())
cpSync(join(fixturesDir, 'good'), repo.root, { recursive: true })
repo.commit('2025-01-02', 'The site')
const zh = join(repo.root, 'content/zh/blog/hello.md')

/** `npm run translations` in the project: its exit code and output. */
async function translations(...args: string[]) {
  const script = join(import.meta.dirname, 'translations.ts')
  return run(process.execPath, [script, ...args], { cwd: repo.root }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
  )
}

// Each case runs the command, which compiles the project: seconds, more on a loaded machine.
describe('npm run translations', { timeout: 60_000 }, () => {
  it('passes --check while every translation is up to date', async () => {
    const { code, stdout } = await translations('--check')
    expect(stdout).toMatch(/^up-to-date +en +\/en\/blog\/hello$/m)
    expect(stdout).toMatch(/Check passed/)
    expect(code).toBe(0)
  })

  it('names the section a translation lacks, and holds a deploy once it lags too long', async () => {
    writeFileSync(zh, `${readFileSync(zh, 'utf8')}\n## 后记\n\n新写的一节。\n`)
    repo.commit('2025-02-01', 'A new section')
    const { code, stdout } = await translations('--check')
    expect(stdout).toMatch(/^behind +en +\/en\/blog\/hello +since 2025-02-01/m)
    expect(stdout).toMatch(/^ +added +后记, 2025-02-01$/m)
    expect(stdout).toMatch(/Check failed: 1 translation is more than 30 days behind/)
    expect(code).toBe(1)
    // More days allowed than the translation has been behind: the check passes.
    expect((await translations('--check', '--days', '100000')).code).toBe(0)
  })
})
