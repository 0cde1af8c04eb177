import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { productionBuild } from './production-build.ts'

let root: string
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'production-build-'))
  await writeFile(join(root, 'entry.js'), 'export const answer = 42\n')
})
afterAll(() => rm(root, { recursive: true, force: true }))

/** A tiny library build of `entry.js`, in memory, with `plugin` in it. */
const build = (plugin: Plugin) =>
  productionBuild({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plugin],
    build: { write: false, lib: { entry: 'entry.js', formats: ['es'] } },
  })

it('keeps NODE_ENV at production until the last of two builds at once has ended', async () => {
  // The build started first ends first; the other reads NODE_ENV as it bundles, after that.
  const first = build({ name: 'nothing', buildEnd: () => undefined })
  let seenLate: string | undefined
  const second = build({
    name: 'wait-for-the-other',
    async renderChunk() {
      await first
      seenLate = process.env.NODE_ENV
      return null
    },
  })
  await Promise.all([first, second])
  expect(seenLate).toBe('production')
  // And back to what the test runner set once both are done.
  expect(process.env.NODE_ENV).toBe('test')
}, 30_000)
