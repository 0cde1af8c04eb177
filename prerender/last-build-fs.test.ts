import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildInputs, saveBuild, upToDate } from './last-build-fs.ts'

let root: string
let dist: string
const file = (...path: string[]) => join(root, ...path)

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'last-build-'))
  dist = file('dist')
  await mkdir(file('content', 'zh', 'blog'), { recursive: true })
  await mkdir(file('src'), { recursive: true })
  await mkdir(join(dist, 'blog'), { recursive: true })
  await writeFile(file('content', 'zh', 'blog', 'a.md'), '# 一篇文章\n')
  await writeFile(file('src', 'main.ts'), 'export {}\n')
  await writeFile(file('package.json'), '{}\n')
  await writeFile(join(dist, 'index.html'), '<html></html>')
  await writeFile(join(dist, 'blog', 'index.html'), '<html></html>')
})
afterEach(async () => {
  vi.unstubAllEnvs()
  await rm(root, { recursive: true, force: true })
})

/** A build of the project as it is now, recorded. */
async function built() {
  const inputs = await buildInputs(root)
  saveBuild(root, dist, inputs)
  return inputs
}

/** A file's modification time moved, as an edit that keeps its size moves it. */
const touch = (path: string) => utimes(path, new Date(), new Date(Date.now() + 5_000))

describe('upToDate', () => {
  it('is false before any build was recorded', async () => {
    expect(upToDate(root, dist, await buildInputs(root))).toBe(false)
  })

  it('is true when nothing changed since the recorded build', async () => {
    await built()
    expect(upToDate(root, dist, await buildInputs(root))).toBe(true)
  })

  it.each([
    ['an article edited', () => writeFile(file('content', 'zh', 'blog', 'a.md'), '# 改过了\n')],
    ['an article touched', () => touch(file('content', 'zh', 'blog', 'a.md'))],
    ['an article added', () => writeFile(file('content', 'zh', 'blog', 'b.md'), '# 新的\n')],
    ['the app’s source edited', () => writeFile(file('src', 'main.ts'), 'export const a = 1\n')],
    ['an .env file added', () => writeFile(file('.env'), 'VITE_SITE=x\n')],
    ['a variable the app reads set', async () => vi.stubEnv('VITE_ANALYTICS', 'on')],
    ['the base path set', async () => vi.stubEnv('BASE_PATH', '/blog/')],
  ])('is false after %s', async (_, change) => {
    await built()
    await change()
    expect(upToDate(root, dist, await buildInputs(root))).toBe(false)
  })

  it.each([
    ['a page edited by hand', () => writeFile(join(dist, 'index.html'), '<html>x</html>')],
    ['a page removed', () => rm(join(dist, 'blog', 'index.html'))],
    ['a file added', () => writeFile(join(dist, 'extra.txt'), 'x')],
    ['dist/ removed', () => rm(dist, { recursive: true })],
  ])('is false when dist/ is not what the build left: %s', async (_, change) => {
    const inputs = await built()
    await change()
    expect(upToDate(root, dist, inputs)).toBe(false)
  })

  it('keeps one record per output folder', async () => {
    const inputs = await built()
    const other = file('dist-other')
    await mkdir(other)
    await writeFile(join(other, 'index.html'), '<html></html>')
    expect(upToDate(root, other, inputs)).toBe(false)
    expect(upToDate(root, dist, inputs)).toBe(true)
  })
})
