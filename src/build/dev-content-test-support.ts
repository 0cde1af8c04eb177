/** What the dev content engine's tests share. */
import type { ContentManifest } from '../content/artifact.ts'
import type { DevEngine, DevEngineEvents } from './dev-content-engine.ts'
import type { Problem } from './problems.ts'

/** The engine with its events recorded, and a way to wait for the next one. */
export function recorded(start: (events: DevEngineEvents) => DevEngine) {
  const seen: {
    changed: string[]
    problems: Problem[][]
    failed: string[]
  } = { changed: [], problems: [], failed: [] }
  let wake = () => {}
  const next = () => new Promise<void>((resolve) => (wake = resolve))
  const started = start({
    changed: (hash) => (seen.changed.push(hash), wake()),
    problems: (problems) => (seen.problems.push(problems), wake()),
    failed: (message) => (seen.failed.push(message), wake()),
  })
  return { engine: started, seen, next }
}

export const manifestOf = async (engine: DevEngine) =>
  JSON.parse((await engine.get('manifest.json'))!) as ContentManifest

/** The text of the Chinese blog's chunk (item metadata, titles included) as the page reads it. */
export async function blogChunk(engine: DevEngine): Promise<string> {
  return (await engine.get((await manifestOf(engine)).collections.blogs!))!
}
