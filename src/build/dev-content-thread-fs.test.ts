import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { isMainThread } from 'node:worker_threads'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { tempProject } from '../../e2e/support/project-fs.ts'
import { devContentEngine, type DevEngine } from './dev-content-engine.ts'
import { blogChunk, manifestOf, recorded } from './dev-content-test-support.ts'
import { startDevEngine } from './dev-content-thread-fs.ts'

let project: Awaited<ReturnType<typeof tempProject>>
const engines: DevEngine[] = []
beforeEach(async () => {
  project = await tempProject()
})
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.close()
  await project.remove()
})

describe('startDevEngine', () => {
  it('runs the engine on a worker that answers as the engine here does, saves included', async () => {
    expect(isMainThread).toBe(true)
    const run = recorded((events) => startDevEngine(project.dir, events))
    const here = devContentEngine(project.dir, { changed() {}, problems() {}, failed() {} })
    engines.push(run.engine, here)
    await run.engine.ready
    expect(await manifestOf(run.engine)).toEqual(await manifestOf(here))
    expect(run.seen.changed).toHaveLength(1)
    // Nothing fell back to this thread.
    expect(run.seen.failed).toEqual([])

    const hello = join(project.dir, 'content', 'zh', 'blog', 'hello.md')
    await writeFile(
      hello,
      (await readFile(hello, 'utf8')).replace('title: 你好', 'title: 从线程来'),
    )
    const changed = run.next()
    run.engine.touch('change', hello)
    await changed
    expect(await blogChunk(run.engine)).toContain('"title":"从线程来"')
  })

  it(
    'watches content/ on its own thread: a save is compiled and reported with no touch',
    { timeout: 20_000 },
    async () => {
      // Vite's watcher leaves content/ out (dev-content-server.ts), so nothing else would tell it.
      const run = recorded((events) => startDevEngine(project.dir, events))
      engines.push(run.engine)
      await run.engine.ready
      const hello = join(project.dir, 'content', 'zh', 'blog', 'hello.md')
      const changed = run.next()
      await writeFile(
        hello,
        (await readFile(hello, 'utf8')).replace('title: 你好', 'title: 自己看见的'),
      )
      await changed
      expect(await blogChunk(run.engine)).toContain('"title":"自己看见的"')
      // The icon sprite hears of it on Vite's thread (vite-plugin-icon-sprite.ts).
      expect(run.seen.touched).toContainEqual(['change', hello])
    },
  )

  it('runs the engine on this thread when the worker cannot start', async () => {
    const broken = new URL('data:text/javascript,throw new Error("no worker today")')
    const run = recorded((events) => startDevEngine(project.dir, events, broken))
    engines.push(run.engine)
    await run.engine.ready
    expect(await blogChunk(run.engine)).toContain('"title":"你好"')
    expect(run.seen.failed.join('\n')).toContain('no worker today')
  })
})
