/**
 * The size budgets of issue 7, checked on the site the suite built: `npm run check:size` run
 * against it must pass (article first-load JavaScript ≤ 110 KB gzip, CSS ≤ 25 KB, the article's
 * HTML shell ≤ 40 KB beyond its body). Its table is printed, so a failing run shows what grew.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { expect, inject, it } from 'vitest'

const siteDir = inject('siteDir')

it('keeps every page type within the size budgets', { timeout: 60_000 }, async () => {
  const run = promisify(execFile)
  const result = await run(process.execPath, ['--import', 'tsx', 'scripts/check-size.ts', siteDir])
    .then(({ stdout }) => ({ code: 0, stdout }))
    .catch((error: { code: number; stdout: string }) => ({
      code: error.code,
      stdout: error.stdout,
    }))
  console.log(result.stdout)
  for (const page of ['home', 'blog list', 'article', 'projects', 'space', 'about']) {
    expect(result.stdout).toMatch(new RegExp(`^\\| ${page} \\| \\d+\\.\\d KB`, 'm'))
  }
  expect(result.stdout).toMatch(/search-palette-[\w-]+\.js/)
  expect(result.code, result.stdout).toBe(0)
})
