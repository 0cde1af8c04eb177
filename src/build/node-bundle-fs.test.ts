import { existsSync } from 'node:fs'
import {
  mkdir,
  mkdtemp,
  readFile,
  realpath,
  rm,
  symlink,
  utimes,
  writeFile,
} from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { repoRoot } from '../../e2e/support/project-fs.ts'
import { typeScriptWorker } from './typescript-worker-fs.ts'
import { bundleNodeModule, nodeBundlesDir } from './node-bundle-fs.mjs'

let dir: string
beforeEach(async () => {
  dir = await realpath(await mkdtemp(join(tmpdir(), 'worker-bundle-')))
  await symlink(join(repoRoot, 'node_modules'), join(dir, 'node_modules'))
  await writeFile(
    join(dir, 'entry.ts'),
    [
      "import { parse } from 'yaml'",
      "import { helperUrl } from './helper.ts'",
      'export const url: string = import.meta.url',
      'export const folder: string = import.meta.dirname',
      'export { helperUrl }',
      "export const parsed = parse('answer: 42')",
      "export const later = () => import('./later.ts')",
    ].join('\n'),
  )
  await writeFile(join(dir, 'helper.ts'), 'export const helperUrl: string = import.meta.url\n')
  await writeFile(join(dir, 'later.ts'), 'export const value: number = 7\n')
})
afterEach(() => rm(dir, { recursive: true, force: true }))

describe('bundleNodeModule', () => {
  it('bundles the project modules into JavaScript that keeps each source file’s import.meta', async () => {
    const bundle = await bundleNodeModule(pathToFileURL(join(dir, 'entry.ts')))
    expect(fileURLToPath(bundle)).toContain(join('node_modules', '.cache', 'node-bundles'))
    const text = await readFile(bundle, 'utf8')
    // A package stays an import, resolved from node_modules as from the source.
    expect(text).toMatch(/from "yaml"/)
    const loaded = await import(bundle.href)
    expect(loaded.url).toBe(pathToFileURL(join(dir, 'entry.ts')).href)
    expect(loaded.folder).toBe(dir)
    expect(loaded.helperUrl).toBe(pathToFileURL(join(dir, 'helper.ts')).href)
    expect(loaded.parsed).toEqual({ answer: 42 })
    expect((await loaded.later()).value).toBe(7)
  })

  it('reuses the bundle of unchanged sources and makes a new one when a source changes', async () => {
    const entry = pathToFileURL(join(dir, 'entry.ts'))
    const first = await bundleNodeModule(entry)
    expect((await bundleNodeModule(entry)).href).toBe(first.href)
    await writeFile(join(dir, 'later.ts'), 'export const value: number = 8\n')
    const changed = await bundleNodeModule(entry)
    expect(changed.href).not.toBe(first.href)
    expect((await (await import(changed.href)).later()).value).toBe(8)
  })

  it('trusts the sources’ stamps: unchanged size and time reuse the last bundle without bundling', async () => {
    const entry = pathToFileURL(join(dir, 'entry.ts'))
    // Saved long enough before the bundling for their stamps to be recorded.
    const before = new Date(Date.now() - 60_000)
    for (const name of ['entry.ts', 'helper.ts', 'later.ts'])
      await utimes(join(dir, name), before, before)
    const first = await bundleNodeModule(entry)
    // Different text with the same size and time: taken as unchanged, so no new bundle is made.
    await writeFile(join(dir, 'later.ts'), 'export const value: number = 9\n')
    await utimes(join(dir, 'later.ts'), before, before)
    const kept = await bundleNodeModule(entry)
    expect(kept.href).toBe(first.href)
    expect((await (await import(kept.href)).later()).value).toBe(7)
    // A new time is a change.
    const now = new Date()
    await utimes(join(dir, 'later.ts'), now, now)
    const changed = await bundleNodeModule(entry)
    expect(changed.href).not.toBe(first.href)
    expect((await (await import(changed.href)).later()).value).toBe(9)
  })

  it('deletes, in the background, bundle folders no process has used for a day', async () => {
    const bundles = nodeBundlesDir(dir)
    const old = join(bundles, `unused-${Date.now()}`)
    const recent = join(bundles, `recent-${Date.now()}`)
    for (const folder of [old, recent]) await mkdir(folder, { recursive: true })
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000)
    await utimes(old, twoDaysAgo, twoDaysAgo)
    try {
      // A new process, as far as the module is concerned: it prunes once per process.
      vi.resetModules()
      const fresh = await import('./node-bundle-fs.mjs')
      await fresh.bundleNodeModule(pathToFileURL(join(dir, 'entry.ts')))
      await vi.waitFor(() => expect(existsSync(old)).toBe(false), 10_000)
      expect(existsSync(recent)).toBe(true)
    } finally {
      await rm(old, { recursive: true, force: true })
      await rm(recent, { recursive: true, force: true })
    }
  })
})

describe('run-bundled-fs.mjs', () => {
  it('runs an entry bundled, as the script given, with its arguments and no TypeScript loader', async () => {
    await writeFile(
      join(dir, 'main.ts'),
      [
        "import { pathToFileURL } from 'node:url'",
        'const main: boolean = import.meta.url === pathToFileURL(process.argv[1] ?? "").href',
        'console.log(JSON.stringify({ main, args: process.argv.slice(2), stack: new Error().stack }))',
      ].join('\n'),
    )
    const launcher = join(repoRoot, 'src', 'build', 'run-bundled-fs.mjs')
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [launcher, 'main.ts', 'a', 'b'],
      {
        cwd: dir,
      },
    )
    const seen = JSON.parse(stdout) as { main: boolean; args: string[]; stack: string }
    expect(seen.main).toBe(true)
    expect(seen.args).toEqual(['a', 'b'])
    expect(seen.stack).toContain(join('node_modules', '.cache', 'node-bundles'))
  })
  it('runs the entry through tsx when it cannot be bundled', async () => {
    // No node_modules above this folder: nowhere to write a bundle to.
    const bare = await realpath(await mkdtemp(join(tmpdir(), 'no-modules-')))
    try {
      await writeFile(join(bare, 'package.json'), '{ "type": "module" }\n')
      await writeFile(
        join(bare, 'main.ts'),
        'const args: string[] = process.argv.slice(2)\nconsole.log(JSON.stringify(args))\n',
      )
      const launcher = join(repoRoot, 'src', 'build', 'run-bundled-fs.mjs')
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [launcher, 'main.ts', 'x'],
        { cwd: bare },
      )
      expect(JSON.parse(stdout)).toEqual(['x'])
      expect(stderr).toContain('through tsx')
    } finally {
      await rm(bare, { recursive: true, force: true })
    }
  })
})

describe('typeScriptWorker', () => {
  it('runs the bundle, with no TypeScript loader in the worker', async () => {
    await writeFile(
      join(dir, 'worker.ts'),
      [
        "import { parentPort } from 'node:worker_threads'",
        'const where: string = new Error().stack ?? ""',
        'parentPort!.postMessage(where)',
      ].join('\n'),
    )
    const worker = typeScriptWorker(pathToFileURL(join(dir, 'worker.ts')))
    const stack = await new Promise<string>((resolve, reject) => {
      worker.on('message', resolve)
      worker.on('error', reject)
    })
    await worker.terminate()
    expect(stack).toContain(join('node_modules', '.cache', 'node-bundles'))
  })
})
