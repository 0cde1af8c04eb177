import { mkdir, readFile, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempProject } from '../../../e2e/support/project-fs.ts'
import { appBuildKey, keepAppBuild, keptAppBuild } from './app-build-cache-fs.ts'

let project: Awaited<ReturnType<typeof tempProject>>
// The project's node_modules is the repository's: kept builds go to a folder of their own here.
let root: string

beforeEach(async () => {
  project = await tempProject()
  root = project.dir
  await rm(join(root, 'node_modules'))
  await mkdir(join(root, 'node_modules'))
})
afterEach(async () => {
  await project.remove()
})

const edit = async (rel: string, change: (text: string) => string) => {
  const file = join(root, rel)
  await writeFile(file, change(await readFile(file, 'utf8')))
}

describe('appBuildKey', () => {
  it('stays the same when an article changes, and differs between client and SSR', async () => {
    const key = await appBuildKey(root, 'client')
    await edit('content/zh/blog/hello.md', (t) => `${t}\n\n多写一段。\n`)
    expect(await appBuildKey(root, 'client')).toBe(key)
    expect(await appBuildKey(root, 'ssr')).not.toBe(key)
  })

  it('changes with site.yml, the UI labels, public files and icons written in content', async () => {
    const keys = new Set([await appBuildKey(root, 'client')])
    await edit('content/site.yml', (t) => `${t}\n# a comment\n`)
    keys.add(await appBuildKey(root, 'client'))
    await edit('locales/en.json', (t) => t.replace('{', '{"extra": "x",'))
    keys.add(await appBuildKey(root, 'client'))
    await writeFile(join(root, 'public', 'new.txt'), 'hi')
    keys.add(await appBuildKey(root, 'client'))
    await edit('content/en/blog/hello.md', (t) => `${t}\n\n:icon{name="lucide:anchor"}\n`)
    keys.add(await appBuildKey(root, 'client'))
    process.env.BASE_PATH = '/sub/'
    try {
      keys.add(await appBuildKey(root, 'client'))
    } finally {
      delete process.env.BASE_PATH
    }
    expect(keys.size).toBe(6)
  })
})

describe('keepAppBuild and keptAppBuild', () => {
  it('keeps a build and finds it by key', async () => {
    const out = join(root, 'out')
    await mkdir(join(out, 'assets'), { recursive: true })
    await writeFile(join(out, 'assets', 'app.js'), 'app')
    expect(await keptAppBuild(root, 'client', 'k1')).toBeUndefined()
    await keepAppBuild(root, 'client', 'k1', out)
    const kept = await keptAppBuild(root, 'client', 'k1')
    expect(kept).toBeDefined()
    expect(await readFile(join(kept!, 'assets', 'app.js'), 'utf8')).toBe('app')
    expect(await readdir(kept!)).toEqual(['assets'])
    expect(await keptAppBuild(root, 'ssr', 'k1')).toBeUndefined()
  })

  it('removes the least recently used builds beyond four, unless one was used just now', async () => {
    const out = join(root, 'out')
    await mkdir(out, { recursive: true })
    await writeFile(join(out, 'a.js'), 'a')
    const cache = join(root, 'node_modules', '.cache', 'app-build')
    const keys = ['k1', 'k2', 'k3', 'k4']
    for (const [i, key] of keys.entries()) {
      await keepAppBuild(root, 'client', key, out)
      // k1 used longest ago; all of them over an hour ago.
      const at = new Date(Date.now() - 3600_000 * (10 - i))
      await utimes(join(cache, `client-${key}`), at, at)
    }
    await keepAppBuild(root, 'client', 'k5', out)
    expect((await readdir(cache)).sort()).toEqual([
      'client-k2',
      'client-k3',
      'client-k4',
      'client-k5',
    ])
    // Used a moment ago: another build may be reading it, so it stays although it is the sixth.
    await keptAppBuild(root, 'client', 'k2')
    for (const key of ['k3', 'k4', 'k5']) {
      const at = new Date(Date.now() - 60_000)
      await utimes(join(cache, `client-${key}`), at, at)
    }
    await keepAppBuild(root, 'client', 'k6', out)
    expect((await readdir(cache)).sort()).toEqual([
      'client-k2',
      'client-k3',
      'client-k4',
      'client-k5',
      'client-k6',
    ])
  })
})
