import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devInput } from './dev-input-fs.ts'
import { loadInput, type ContentInput } from '../compile/load-fs.ts'

let root: string
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'dev-input-'))
  await mkdir(join(root, 'content', 'zh', 'blog'), { recursive: true })
  await mkdir(join(root, 'locales'))
  await writeFile(join(root, 'locales', 'zh.json'), '{"a":"一"}')
  for (const name of ['a', 'b', 'c'])
    await writeFile(join(root, 'content', 'zh', 'blog', `${name}.md`), `# ${name}\n`)
})
afterEach(() => rm(root, { recursive: true, force: true }))

const shape = (input: ContentInput) => ({
  content: input.content.map((f) => [f.path, Buffer.from(f.bytes).toString(), f.updated]),
  locales: input.locales.map((f) => [f.path, Buffer.from(f.bytes).toString()]),
  publicFiles: [...input.publicFiles],
})

describe('devInput', () => {
  it('re-reads only the files it is told of, and ends where a full read would', async () => {
    const input = devInput(root)
    const first = await input.read()
    expect(shape(first)).toEqual(shape(await loadInput(root)))
    const blog = (name: string) => join(root, 'content', 'zh', 'blog', `${name}.md`)
    await writeFile(blog('b'), '# b, edited\n')
    await writeFile(blog('aa'), '# new\n')
    await rm(blog('c'))
    for (const [event, name] of [
      ['change', 'b'],
      ['add', 'aa'],
      ['unlink', 'c'],
    ] as const)
      input.touch(event, blog(name))
    const second = await input.read()
    expect(shape(second)).toEqual(shape(await loadInput(root)))
    // The untouched file is the very same object: nothing read it again.
    expect(second.content.find((f) => f.path.endsWith('/a.md'))).toBe(
      first.content.find((f) => f.path.endsWith('/a.md')),
    )
  })

  it('reads everything again when locales change', async () => {
    const input = devInput(root)
    await input.read()
    await writeFile(join(root, 'locales', 'zh.json'), '{"a":"二"}')
    input.touch('change', join(root, 'locales', 'zh.json'))
    expect(shape(await input.read())).toEqual(shape(await loadInput(root)))
  })
})
