/**
 * The content side of `npm run dev`, apart from Vite: compiles into memory, recompiles after
 * every burst of saves, and answers for the files under `/_content/`. It runs on a worker thread
 * of its own (dev-content-thread-fs.ts), so two thousand articles being read or compiled never
 * hold up Vite serving the page's modules; dev-content-server.ts wires it to Vite.
 *
 * Once content has compiled, only `manifest.json` waits for a compile in progress: every other
 * name is content-hashed, so the last good files stay true (the previous artifact's too, for a
 * page that still holds the previous manifest). Bodies and search files are made on first request
 * (emit.ts), so a save costs the one file's compile and the small index chunks.
 *
 * A first start that finds most files in no compile cache serves sketches (sketch-file.ts,
 * decision 0020): every item's fields at once, each body compiled when the page asks for it, and
 * the full compile behind, which then checks the links and replaces the sketches.
 */
import './register-site-locales-fs.ts'
import { join, sep } from 'node:path'
import type { Artifact } from './compile.ts'
import { watchContentFolder } from './content-watcher-fs.ts'
import { compileProject, type ImageSizes } from './compile-project-fs.ts'
import { bodyLanguages, markdownModules, warmUp } from './dev-warm-up.ts'
import { devInput } from './dev-input-fs.ts'
import type { ContentInput } from './load-fs.ts'
import type { Problem } from './problems.ts'

/** What the engine tells the dev server. */
export interface DevEngineEvents {
  /** A compile succeeded and its content differs from what was served: pages should refetch. */
  changed(contentHash: string): void
  /** A compile found problems: the last good content keeps serving. */
  problems(problems: Problem[]): void
  /** A compile threw (a file unreadable mid-save); the next save compiles again. */
  failed(message: string): void
  /** The engine's own watcher saw a file under content/ change (`watchContent`). */
  touched?(event: string, file: string): void
}

export interface DevEngineOptions {
  /**
   * How long after a body is served to warm up its page's code languages. On Vite's own thread
   * the page's route modules still have to pass first; a worker can start at once.
   */
  warmAfterBodyMs?: number
  /**
   * Watch content/ here rather than be told by Vite's watcher (`touch`): the dev server leaves
   * content/ out of Vite's watcher, whose scan of two thousand articles ran on Vite's thread.
   */
  watchContent?: boolean
  /** How long the author must be idle (no save, no content request) before the rest warms up. */
  restAfterIdleMs?: number
  /**
   * A first start with more files than this missing the compile cache serves sketches first
   * (sketch-file.ts, decision 0020); with fewer, compiling them is about as quick.
   */
  sketchAbove?: number
  /** After a sketched start, the full compile waits for the page's first body, or this long. */
  fullAfterSketchMs?: number
}

/** The engine as the dev server uses it, on this thread or through a worker. */
export interface DevEngine {
  /** A watcher event under content/, locales/ or public/: a compile follows the burst. */
  touch(event: string, file: string): void
  /** A file of `/_content/`, or undefined when no artifact names it. */
  get(name: string): Promise<string | undefined>
  /**
   * A page is being opened (the browser asked for its address): its body, if it has one, is made
   * now rather than when the page asks for it, once its modules have loaded.
   */
  open(path: string): void
  /** The first compile, started at once. */
  ready: Promise<void>
  /** Problems of the last compile, if it failed (shown to every page that connects). */
  problems(): Promise<Problem[] | undefined>
  close(): Promise<void>
}

/** A file of the current artifact or, while a page still holds the previous manifest, of that. */
async function lookup(
  name: string,
  artifacts: (Artifact | undefined)[],
): Promise<string | undefined> {
  for (const artifact of artifacts) {
    const text = artifact?.files.get(name) ?? (await artifact?.deferred?.get(name)?.())
    if (text !== undefined) return text
  }
  return undefined
}

/** `DevEngineOptions.sketchAbove`'s default: a start with more files uncached serves sketches. */
export const sketchAboveFiles = 64

/** Runs the engine on this thread: the worker does, and the dev server when no worker starts. */
export function devContentEngine(
  root: string,
  events: DevEngineEvents,
  {
    warmAfterBodyMs = 1500,
    watchContent = false,
    restAfterIdleMs = 2000,
    sketchAbove = sketchAboveFiles,
    fullAfterSketchMs = 5000,
  }: DevEngineOptions = {},
): DevEngine {
  const input = devInput(root)
  const sizes: ImageSizes = new Map()
  let artifact: Artifact | undefined
  let previous: Artifact | undefined
  let problems: Problem[] | undefined
  let latest: ContentInput | undefined
  let warmer: ReturnType<typeof warmUp> | undefined
  // One open-page warm-up at a time; the rest waits for the author to be idle.
  let opening = Promise.resolve()
  let lastActivity = Date.now()
  let idleTimer: ReturnType<typeof setTimeout> | undefined
  let restDone = false
  let closed = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = Promise.resolve()

  // After a sketched start (decision 0020): `fullPending` until the full compile starts, then
  // `filling` until it has compiled every file into the cache. Compiles meanwhile (saves) sketch
  // what is not compiled yet, so a save never waits for the full compile.
  let fullPending = false
  let filling = false
  let fullTimer: ReturnType<typeof setTimeout> | undefined
  const compile = async (first: boolean) => {
    latest = await input.read()
    const sketch = first || filling
    let result = await compileProject(root, 'dev', latest, sizes, sketch)
    // A few files to compile: about as quick as sketching them and compiling them again later.
    if (first && result.sketched && result.sketched <= sketchAbove)
      result = await compileProject(root, 'dev', latest, sizes)
    // A sketch's problems are only those of its fields: the full compile finds the rest.
    if (first) fullPending = !(result.ok && !result.sketched)
    if (!result.ok) {
      problems = result.problems
      events.problems(result.problems)
      return
    }
    const changed = artifact?.manifest.contentHash !== result.artifact.manifest.contentHash
    if (changed) previous = artifact
    artifact = result.artifact
    problems = undefined
    if (changed) events.changed(result.artifact.manifest.contentHash)
  }
  // A compile that throws must not stop the ones after it.
  const rebuild = (first = false) =>
    (running = running
      .then(() => compile(first))
      .catch((error: unknown) => {
        events.failed(`Content compile failed: ${(error as Error)?.stack ?? error}`)
      }))

  // The full compile after a sketched start fills the compile cache beside the compiles that
  // serve (its result is not served: a save may have come meanwhile), then one compile from the
  // filled cache replaces the sketches. Its workers and the page's first body would share two
  // cores, so it waits for that body (or `fullAfterSketchMs`, or a save).
  const full = () => {
    clearTimeout(fullTimer)
    if (!fullPending || closed) return
    fullPending = false
    filling = true
    const done = () => {
      filling = false
      if (!closed) void rebuild()
    }
    void compileProject(root, 'dev', latest, sizes).then(done, done)
  }
  const compiled = rebuild(true).then(() => {
    prepareOpening()
    // Nothing served (the sketches' fields have problems): no page will ask for a body, and the
    // author should see every problem, the links' too, as soon as can be.
    if (fullPending && !artifact) full()
    if (fullPending) (fullTimer = setTimeout(full, fullAfterSketchMs)).unref()
    // Loading the pipeline now keeps it out of the first save's way (that save would otherwise
    // wait for it), while the page is still fetching its modules from Vite's thread.
    setTimeout(() => void markdownModules().catch(() => {}), 0).unref()
    warmer = latest && warmUp(latest)
    // With no page open (no body asked for), the open-page part starts after a while anyway.
    setTimeout(() => openWarm([]), 3000).unref()
    armRest()
  })

  // The page the browser is opening (`open`): its body is made as soon as there is content.
  let openedPath: string | undefined
  const prepareOpening = () => {
    if (openedPath === undefined || !artifact) return
    const name = artifact.bodies?.get(openedPath)
    openedPath = undefined
    if (name === undefined) return
    // The page's own request gets the same text: each body is made once per content.
    void lookup(name, [artifact]).catch(() => {})
  }

  const openWarm = (languages: string[]) => {
    const w = warmer
    if (w) opening = opening.then(() => w.open(languages, () => closed)).catch(() => {})
  }
  // The rest of the warm-up runs once nothing has happened for `restAfterIdleMs`, and stops at
  // the next save or content request, to go on at the next quiet spell.
  let resting = false
  const armRest = () => {
    if (restDone || resting || !warmer || closed) return
    clearTimeout(idleTimer)
    const w = warmer
    const idle = () => Date.now() - lastActivity >= restAfterIdleMs
    idleTimer = setTimeout(
      () => {
        resting = true
        void opening
          .then(() => w.rest(() => closed || !idle()))
          // A pipeline that does not load fails the author's save too, and says so there.
          .then(
            (done) => (restDone = done),
            () => (restDone = true),
          )
          .finally(() => {
            resting = false
            armRest()
          })
      },
      Math.max(0, lastActivity + restAfterIdleMs - Date.now()),
    )
    idleTimer.unref()
  }
  const active = () => {
    lastActivity = Date.now()
    armRest()
  }

  // Watcher events told to the dev server once their burst is over (`touched`).
  const seen: [string, string][] = []
  const touch = (event: string, file: string) => {
    active()
    input.touch(event, file)
    if (file.startsWith(join(root, 'public') + sep)) sizes.clear()
    clearTimeout(timer)
    // Editors write a file in several steps; one compile per burst of events. Whoever reads the
    // files on hearing of them (the icon sprite) hears with it: a file read at the first event of
    // a save could still be empty (e2e/dev-server.e2e.ts, 1 run in CI of several).
    timer = setTimeout(() => {
      for (const [e, f] of seen.splice(0)) events.touched?.(e, f)
      full()
      void rebuild()
    }, 30)
  }
  // Started before the first read, so a save while that read runs is not missed.
  const watcher = watchContent
    ? watchContentFolder(join(root, 'content'), (event, file) => {
        seen.push([event, file])
        touch(event, file)
      })
    : undefined
  const watching = watcher?.ready ?? Promise.resolve()

  return {
    touch,
    open(path) {
      openedPath = path
      prepareOpening()
    },
    async get(name) {
      // The manifest waits for a compile in progress, so a page loaded just after a save sees it;
      // hashed files never change, so they answer at once from the last good content.
      active()
      if (!artifact || name === 'manifest.json') await running
      const text = await lookup(name, [artifact, previous])
      // The page open in the browser: the one most likely saved next.
      if (text !== undefined && name.startsWith('body/')) {
        setTimeout(full, 0)
        setTimeout(() => openWarm(bodyLanguages(text)), warmAfterBodyMs).unref()
      }
      return text
    },
    // Ready once content has compiled and every folder is watched: a save after it is never missed.
    ready: Promise.all([compiled, watching]).then(() => undefined),
    problems: async () => problems,
    async close() {
      closed = true
      clearTimeout(timer)
      clearTimeout(fullTimer)
      clearTimeout(idleTimer)
      await watcher?.close()
    },
  }
}
