/**
 * The size budgets, checked on the site the suite built: `npm run check:size` run against it must
 * pass (first-load JavaScript ≤ 149 KB gzip on an article and ≤ 144 KB on every other page,
 * CSS ≤ 25 KB, the article's HTML shell ≤ 40 KB beyond its body). Its table is printed, so a failing run shows what grew.
 */
import { execFile } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { expect, inject, it } from 'vitest'

const siteDir = inject('siteDir')

it('keeps every page type within the size budgets', { timeout: 60_000 }, async () => {
  const run = promisify(execFile)
  const result = await run(process.execPath, ['scripts/check-size.ts', siteDir])
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
  // Mermaid is lazy: listed apart, in no page's first load.
  expect(result.stdout).toMatch(/draw-diagram-[\w-]+\.js/)
  expect(result.stdout).not.toContain('Mermaid in the first load')
  expect(result.code, result.stdout).toBe(0)
})

it('ships React Router without its development warnings', async () => {
  const assets = join(siteDir, 'assets')
  const framework = (await readdir(assets)).find((f) => /^framework-[\w-]+\.js$/.test(f))
  expect(framework).toBeDefined()
  const code = await readFile(join(assets, framework!), 'utf8')
  // The router itself is in the chunk…
  expect(code).toMatch(/createBrowserRouter|useRoutes\(\) may be used only/)
  // …but none of the warnings its development build (under every export condition) writes.
  expect(code).not.toContain('You rendered descendant <Routes>')
  expect(code).not.toContain('Hey developer')
})
