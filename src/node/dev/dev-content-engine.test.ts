import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContentManifest, ContentUpdate } from '../../shared/artifact.ts'
import { tempProject } from '../../../e2e/support/project-fs.ts'
import { devContentEngine, type DevEngine, type DevEngineEvents } from './dev-content-engine.ts'
import type { Problem } from '../check/problems.ts'

let project: Awaited<ReturnType<typeof tempProject>>
let engine: DevEngine | undefined
beforeEach(async () => {
  project = await tempProject()
})
afterEach(async () => {
  await engine?.close()
  await project.remove()
})

/** The engine with its events recorded, and a way to wait for the next one. */
function recorded(start: (events: DevEngineEvents) => DevEngine) {
  const seen: {
    changed: ContentUpdate[]
    problems: Problem[][]
    failed: string[]
  } = { changed: [], problems: [], failed: [] }
  let wake = () => {}
  const next = () => new Promise<void>((resolve) => (wake = resolve))
  const started = start({
    changed: (update) => (seen.changed.push(update), wake()),
    problems: (problems) => (seen.problems.push(problems), wake()),
    failed: (message) => (seen.failed.push(message), wake()),
  })
  return { engine: started, seen, next }
}

const manifestOf = async (engine: DevEngine) =>
  JSON.parse((await engine.get('manifest.json'))!) as ContentManifest

/** The text of the Chinese blog's chunk (item metadata, titles included) as the page reads it. */
async function blogChunk(engine: DevEngine): Promise<string> {
  return (await engine.get((await manifestOf(engine)).collections.blogs!))!
}

const hello = () => join(project.dir, 'content', 'zh', 'blog', 'hello.md')

describe('devContentEngine', () => {
  it('serves the compiled content, then a save as a new manifest, keeping the old files', async () => {
    const run = recorded((events) => devContentEngine(project.dir, events))
    engine = run.engine
    await engine.ready
    expect(await blogChunk(engine)).toContain('"title":"你好"')
    const before = await manifestOf(engine)
    const oldChunk = before.collections.blogs!
    // The first compile is news to nobody: every page asking waited for it.
    expect(run.seen.changed).toEqual([])

    const text = await readFile(hello(), 'utf8')
    await writeFile(hello(), text.replace('title: 你好', 'title: 你好，改过了'))
    const changed = run.next()
    engine.touch('change', hello())
    await changed
    expect(await blogChunk(engine)).toContain('"title":"你好，改过了"')
    // The news carries the manifest the server now answers, so the page need not ask for it,
    // and the rows the save changed: the old chunk so patched is the new one, row for row.
    const { manifest, patches } = run.seen.changed.at(-1)!
    expect(manifest.contentHash).not.toBe(before.contentHash)
    expect(manifest).toEqual(await manifestOf(engine))
    const patch = patches.find((p) => p.from === oldChunk)!
    expect(patch.to).toBe(manifest.collections.blogs)
    expect(patch.rows).toHaveLength(1)
    const rows = JSON.parse((await engine.get(oldChunk))!) as unknown[]
    for (const [index, json] of patch.rows) rows[index] = JSON.parse(json)
    expect(rows).toEqual(JSON.parse((await engine.get(patch.to))!))
    // Collections the save left alone keep their names and need no patch.
    expect(patches.map((p) => p.from)).toEqual([oldChunk])
    // A page that still holds the old manifest can still load what it names.
    expect(await engine.get(oldChunk)).toContain('"title":"你好"')
  })

  it('reports invalid content with its place and keeps serving the last good content', async () => {
    const run = recorded((events) => devContentEngine(project.dir, events))
    engine = run.engine
    await engine.ready
    const good = await engine.get('manifest.json')
    await writeFile(hello(), '---\ntitle: 你好\ndescription: 一篇。\ndate: 不是日期\n---\n正文\n')
    const reported = run.next()
    engine.touch('change', hello())
    await reported
    const problems = run.seen.problems[0]!
    expect(problems[0]).toMatchObject({ file: 'content/zh/blog/hello.md', line: 4 })
    expect(await engine.problems()).toEqual(problems)
    expect(await engine.get('manifest.json')).toBe(good)
  })

  it('answers undefined for a name no artifact has', async () => {
    engine = devContentEngine(project.dir, { changed() {}, problems() {}, failed() {} })
    expect(await engine.get('body/nothing.json')).toBeUndefined()
  })
})
