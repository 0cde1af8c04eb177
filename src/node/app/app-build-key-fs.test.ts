import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempProject } from '../../../e2e/support/project-fs.ts'
import { appBuildKey } from './app-build-key-fs.ts'

let project: Awaited<ReturnType<typeof tempProject>>
let root: string

beforeEach(async () => {
  project = await tempProject()
  root = project.dir
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
