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
 */
import './register-site-locales-fs.ts'
import { join, sep } from 'node:path'
import { watch, type FSWatcher } from 'chokidar'
import { compileContent, type Artifact } from './compile.ts'
import { compileProject, type ImageSizes } from './compile-project-fs.ts'
import { devInput } from './dev-input-fs.ts'
import type { ContentInput } from './load-fs.ts'
import { codeSamples } from './code-samples.ts'
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
   * How long after the first body is served to start warming up. On Vite's own thread the page's
   * route modules still have to pass first; a worker can start at once.
   */
  warmAfterBodyMs?: number
  /**
   * Watch content/ here rather than be told by Vite's watcher (`touch`): the dev server leaves
   * content/ out of Vite's watcher, whose scan of two thousand articles ran on Vite's thread.
   */
  watchContent?: boolean
}

/** The engine as the dev server uses it, on this thread or through a worker. */
export interface DevEngine {
  /** A watcher event under content/, locales/ or public/: a compile follows the burst. */
  touch(event: string, file: string): void
  /** A file of `/_content/`, or undefined when no artifact names it. */
  get(name: string): Promise<string | undefined>
  /** The first compile, started at once. */
  ready: Promise<void>
  /** Problems of the last compile, if it failed (shown to every page that connects). */
  problems(): Promise<Problem[] | undefined>
  close(): Promise<void>
}

/** A file of the current artifact or, while a page still holds the previous manifest, of that. */
function lookup(name: string, artifacts: (Artifact | undefined)[]): string | undefined {
  for (const artifact of artifacts) {
    const text = artifact?.files.get(name) ?? artifact?.deferred?.get(name)?.()
    if (text !== undefined) return text
  }
  return undefined
}

/** The code languages a served body highlights (`"dataLanguage":"ts"` in its JSON). */
export const bodyLanguages = (text: string): string[] => [
  ...new Set([...text.matchAll(/"dataLanguage":"([\w#+.-]+)"/g)].map((m) => m[1]!)),
]

/**
 * The markdown pipeline and Shiki, loaded once the first compile is done rather than with the
 * engine: a warm start serves every page from the compile cache, and loading them first took
 * ≈0.3 s of the worker's start, in front of the page's first request for content.
 */
let markdown:
  | Promise<[typeof import('./markdown/pipeline.ts'), typeof import('./markdown/rehype-shiki.ts')]>
  | undefined
const markdownModules = () =>
  (markdown ??= Promise.all([
    import('./markdown/pipeline.ts'),
    import('./markdown/rehype-shiki.ts'),
  ]))

/**
 * A warm start reads every article from the compile cache, so the author's first save would be the
 * process's first markdown compile: the pipeline still to load, highlighting grammars still to
 * compile (about half a second). So once the first page has its body, real code in that page's
 * languages is highlighted first (the page open is the one most likely saved next), then the
 * smallest page of each language is compiled (by itself, both caches bypassed, result dropped:
 * the same pipeline a save of that language will use), then real code of every language, then a
 * large page; one short step per task, so a save that comes meanwhile waits for one step, not for
 * all of them.
 */
async function warmUp(input: ContentInput, stale: () => boolean, open: string[] = []) {
  const [{ compileMarkdown }, { codeLanguages }] = await markdownModules()
  const pause = () => new Promise((resolve) => setTimeout(resolve, 0))
  // Pages of ordinary size: one huge file would hold up a save.
  const pages = input.content
    .filter((f) => f.path.endsWith('.md') && f.bytes.length < 64_000)
    .sort((a, b) => a.bytes.length - b.bytes.length)
  const site = input.content.filter((f) => f.path === 'content/site.yml')
  const compileAlone = (file: (typeof pages)[number]) =>
    compileContent({ ...input, content: [...site, file] }).catch(() => {})
  const decoder = new TextDecoder()
  const samples = codeSamples(pages.map((f) => decoder.decode(f.bytes)))
  const ofOpenPage = (fence: string) => open.includes(/^[`~]+(\S+)/.exec(fence)?.[1] ?? '')
  for (const fence of samples.filter(ofOpenPage)) {
    if (stale()) return
    await compileMarkdown(fence, 'warm-up.md').catch(() => {})
    await pause()
  }
  // The smallest page per language folder (content/<locale>/…).
  const languages = new Map(pages.map((f) => [f.path.split('/')[1], f] as const).reverse())
  for (const smallest of languages.values()) {
    if (stale()) return
    await compileAlone(smallest)
    await pause()
  }
  // Real code of every language the site uses (code-samples.ts says why), then a line of each
  // language it does not use yet.
  const rest = samples.filter((fence) => !ofOpenPage(fence))
  for (const fence of [...rest, ...codeLanguages.map((lang) => `\`\`\`${lang}\nx\n\`\`\``)]) {
    // A save since has compiled for real: what is left to warm is no longer worth its time.
    if (stale()) return
    await compileMarkdown(fence, 'warm-up.md').catch(() => {})
    await pause()
  }
  // The largest: it likely has code, and warms what a long article takes.
  const largest = pages.at(-1)
  if (largest && !stale()) await compileAlone(largest)
}

/** Runs the engine on this thread: the worker does, and the dev server when no worker starts. */
export function devContentEngine(
  root: string,
  events: DevEngineEvents,
  { warmAfterBodyMs = 1500, watchContent = false }: DevEngineOptions = {},
): DevEngine {
  const input = devInput(root)
  const sizes: ImageSizes = new Map()
  let artifact: Artifact | undefined
  let previous: Artifact | undefined
  let problems: Problem[] | undefined
  let latest: ContentInput | undefined
  let warm: (() => void) | undefined
  // The languages of the first body served: the page open in the browser.
  let openLanguages: string[] = []
  let compiles = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = Promise.resolve()

  const compile = async () => {
    compiles++
    latest = await input.read()
    const result = await compileProject(root, 'dev', latest, sizes)
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
  const rebuild = () =>
    (running = running.then(compile).catch((error: unknown) => {
      events.failed(`Content compile failed: ${(error as Error)?.stack ?? error}`)
    }))

  const compiled = rebuild().then(() => {
    // Loading the pipeline now keeps it out of the first save's way (that save would otherwise
    // wait for it), while the page is still fetching its modules from Vite's thread.
    setTimeout(() => void markdownModules().catch(() => {}), 0).unref()
    // After the page has its body (or a while, if no page is open): not in the first page's way.
    const [started, count] = [latest, compiles]
    warm = () => {
      warm = undefined
      if (started) void warmUp(started, () => compiles !== count, openLanguages)
    }
    setTimeout(() => warm?.(), 3000).unref()
  })

  // Watcher events told to the dev server once their burst is over (`touched`).
  const seen: [string, string][] = []
  const touch = (event: string, file: string) => {
    input.touch(event, file)
    if (file.startsWith(join(root, 'public') + sep)) sizes.clear()
    clearTimeout(timer)
    // Editors write a file in several steps; one compile per burst of events. Whoever reads the
    // files on hearing of them (the icon sprite) hears with it: a file read at the first event of
    // a save could still be empty (e2e/dev-server.e2e.ts, 1 run in CI of several).
    timer = setTimeout(() => {
      for (const [e, f] of seen.splice(0)) events.touched?.(e, f)
      void rebuild()
    }, 30)
  }
  // Started before the first read, so a save while that read runs is not missed.
  let watcher: FSWatcher | undefined
  let watching = Promise.resolve()
  if (watchContent) {
    const w = watch(join(root, 'content'), { ignoreInitial: true, ignorePermissionErrors: true })
    watcher = w
    w.on('all', (event, file) => {
      seen.push([event, file])
      touch(event, file)
    })
    watching = new Promise((resolve) => w.once('ready', () => resolve()))
  }

  return {
    touch,
    async get(name) {
      // The manifest waits for a compile in progress, so a page loaded just after a save sees it;
      // hashed files never change, so they answer at once from the last good content.
      if (!artifact || name === 'manifest.json') await running
      const text = lookup(name, [artifact, previous])
      if (text !== undefined && warm && name.startsWith('body/')) {
        if (!openLanguages.length) openLanguages = bodyLanguages(text)
        setTimeout(() => warm?.(), warmAfterBodyMs).unref()
      }
      return text
    },
    // Ready once content has compiled and every folder is watched: a save after it is never missed.
    ready: Promise.all([compiled, watching]).then(() => undefined),
    problems: async () => problems,
    async close() {
      clearTimeout(timer)
      warm = undefined
      await watcher?.close()
    },
  }
}
