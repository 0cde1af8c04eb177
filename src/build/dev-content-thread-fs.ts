/**
 * Starts `npm run dev`'s content engine (dev-content-engine.ts) on a worker thread and gives the
 * dev server the same interface as the engine itself. With a thousand articles a start reads two
 * thousand compile-cache entries (or compiles them all, the first time): on Vite's thread that
 * held up every module the page asked for (issue 7, "Dev at size"). A worker that cannot start
 * costs time, never the content: the engine then runs on this thread.
 */
import type { ThreadWorker } from './typescript-worker-fs.ts'
import type { DevEngine, DevEngineEvents } from './dev-content-engine.ts'
import type { Problem } from './problems.ts'
import { importTypeScript } from './typescript-import-fs.ts'
import { typeScriptWorker } from './typescript-worker-fs.ts'

/** What the dev server sends the worker. */
export type ToEngine =
  | { type: 'touch'; event: string; file: string }
  | { type: 'open'; path: string }
  | { type: 'get'; id: number; name: string }
  | { type: 'problems'; id: number }

/** What the worker sends back. */
export type FromEngine =
  | { type: 'ready' }
  | { type: 'changed'; contentHash: string }
  | { type: 'problems'; problems: Problem[] }
  | { type: 'failed'; message: string }
  | { type: 'touched'; event: string; file: string }
  | { type: 'answer'; id: number; value: unknown }

const workerModule = new URL('./dev-content-worker-fs.ts', import.meta.url)
const engineModule = new URL('./dev-content-engine.ts', import.meta.url)

/**
 * The engine on this thread, its code loaded when first needed: only a worker that fails needs
 * it, and Vite's config would otherwise load the whole compiler (typescript-import-fs.ts).
 */
function localEngine(root: string, events: DevEngineEvents): DevEngine {
  const engine = importTypeScript<typeof import('./dev-content-engine.ts')>(engineModule).then(
    ({ devContentEngine }) => devContentEngine(root, events, { watchContent: true }),
  )
  engine.catch((error: Error) =>
    events.failed(`The content compiler did not load: ${error.message}`),
  )
  return {
    // A compiler that did not load was reported once, above; a touch then has nothing to do.
    touch: (event, file) => void engine.then((e) => e.touch(event, file)).catch(() => {}),
    open: (path) => void engine.then((e) => e.open(path)).catch(() => {}),
    get: async (name) => (await engine).get(name),
    problems: async () => (await engine).problems(),
    ready: engine.then((e) => e.ready),
    close: async () => (await engine).close(),
  }
}

/**
 * The engine on a worker, or on this thread if the worker fails before its first compile ends.
 * `module` is for tests (a worker that fails to start).
 */
export function startDevEngine(
  root: string,
  events: DevEngineEvents,
  module: URL = workerModule,
): DevEngine {
  let worker: ThreadWorker
  try {
    worker = typeScriptWorker(module, { root })
  } catch {
    return localEngine(root, events)
  }
  // The dev server must be able to exit while the worker still warms up.
  worker.unref()
  let local: DevEngine | undefined
  let nextId = 0
  const waiting = new Map<number, (value: unknown) => void>()
  let settle: (engine?: DevEngine) => void
  const started = new Promise<DevEngine | undefined>((resolve) => (settle = resolve))
  let closed = false
  const fallBack = () => {
    if (local || closed) return
    local = localEngine(root, events)
    for (const answer of waiting.values()) answer(undefined)
    waiting.clear()
    settle(local)
  }
  worker.on('message', (message: FromEngine) => {
    if (message.type === 'ready') settle(undefined)
    else if (message.type === 'changed') events.changed(message.contentHash)
    else if (message.type === 'problems') events.problems(message.problems)
    else if (message.type === 'failed') events.failed(message.message)
    else if (message.type === 'touched') events.touched?.(message.event, message.file)
    else if (message.type === 'answer') {
      waiting.get(message.id)?.(message.value)
      waiting.delete(message.id)
    }
  })
  worker.on('error', (error) => {
    if (!closed) events.failed(`The content worker crashed: ${error.stack ?? error.message}`)
    fallBack()
  })
  worker.on('exit', (code) => {
    if (!local && !closed)
      events.failed(`The content worker stopped (code ${code}); content now compiles here.`)
    fallBack()
  })

  /** Asks the worker; undefined if it dies before answering (the caller then asks `local`). */
  const ask = (message: { type: 'get'; name: string } | { type: 'problems' }) => {
    const id = nextId++
    const answer = new Promise<unknown>((resolve) => waiting.set(id, resolve))
    worker.postMessage({ ...message, id } satisfies ToEngine)
    return answer
  }
  return {
    touch(event, file) {
      if (local) local.touch(event, file)
      else worker.postMessage({ type: 'touch', event, file } satisfies ToEngine)
    },
    open(path) {
      if (local) local.open(path)
      else worker.postMessage({ type: 'open', path } satisfies ToEngine)
    },
    async get(name) {
      const value = local ? undefined : await ask({ type: 'get', name })
      return local ? local.get(name) : (value as string | undefined)
    },
    async problems() {
      const value = local ? undefined : await ask({ type: 'problems' })
      return local ? local.problems() : (value as Problem[] | undefined)
    },
    ready: started.then((engine) => engine?.ready),
    async close() {
      closed = true
      await local?.close()
      await worker.terminate()
    },
  }
}
