/**
 * The content side of `npm run dev`: compiles into memory, serves the artifact under
 * `/_content/`, recompiles on every save and tells the page by HMR (`content:update`). Invalid
 * content shows in the error overlay while the last good content keeps serving.
 *
 * Once content has compiled, only `manifest.json` waits for a compile in progress: every other
 * name is content-hashed, so the last good files stay true (the previous artifact's too, for a
 * page that still holds the previous manifest). Bodies and search files are made on first request
 * (emit.ts), so a save costs the one file's compile and the small index chunks.
 */
import { join, sep } from 'node:path'
import type { ViteDevServer } from 'vite'
import { contentDir, contentUpdateEvent } from '../content/artifact.ts'
import { compileContent, type Artifact } from './compile.ts'
import { compileProject, type ImageSizes } from './compile-project-fs.ts'
import { devInput } from './dev-input-fs.ts'
import type { ContentInput } from './load-fs.ts'
import { compileMarkdown } from './markdown/pipeline.ts'
import { codeLanguages } from './markdown/rehype-shiki.ts'
import { formatProblems, type Problem } from './problems.ts'

export interface DevState {
  artifact?: Artifact
  problems?: Problem[]
}

function overlayError(root: string, problems: Problem[]) {
  const first = problems[0]!
  return {
    message: formatProblems(problems),
    stack: '',
    plugin: 'content',
    id: join(root, first.file),
    loc: { file: join(root, first.file), line: first.line, column: first.column },
  }
}

/** A file of the current artifact or, while a page still holds the previous manifest, of that. */
function lookup(name: string, artifacts: (Artifact | undefined)[]): string | undefined {
  for (const artifact of artifacts) {
    const text = artifact?.files.get(name) ?? artifact?.deferred?.get(name)?.()
    if (text !== undefined) return text
  }
  return undefined
}

/**
 * A warm start reads every article from the compile cache, so the author's first save would be the
 * process's first markdown compile: highlighting grammars still to compile, the whole pipeline
 * still cold (about a second). So once the first page has its body, a large page is
 * compiled again (by itself, both caches bypassed, result dropped), then a fence in every
 * language; one step per task, so requests for the page go in between.
 */
async function warmUp(input: ContentInput, stale: () => boolean) {
  // The largest of ordinary size: it likely has code, and one huge file would hold up a save.
  const pages = input.content.filter((f) => f.path.endsWith('.md') && f.bytes.length < 64_000)
  const largest = pages.sort((a, b) => b.bytes.length - a.bytes.length)[0]
  const site = input.content.filter((f) => f.path === 'content/site.yml')
  const pause = () => new Promise((resolve) => setTimeout(resolve, 0))
  if (largest && !stale())
    await compileContent({ ...input, content: [...site, largest] }).catch(() => {})
  for (const lang of codeLanguages) {
    await pause()
    // A save since has compiled for real: what is left to warm is no longer worth its time.
    if (stale()) return
    await compileMarkdown(`\`\`\`${lang}\nx\n\`\`\``, 'warm-up.md').catch(() => {})
  }
}

export function devContentServer(server: ViteDevServer, state: DevState): Promise<void> {
  const root = server.config.root
  const watched = ['content', 'locales', 'public'].map((d) => join(root, d))
  const input = devInput(root)
  const sizes: ImageSizes = new Map()
  let previous: Artifact | undefined
  let latest: ContentInput | undefined
  let warm: (() => void) | undefined
  let compiles = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = Promise.resolve()

  const compile = async () => {
    compiles++
    latest = await input.read()
    const result = await compileProject(root, 'dev', latest, sizes)
    if (!result.ok) {
      state.problems = result.problems
      server.config.logger.error(formatProblems(result.problems), { timestamp: true })
      server.ws.send({ type: 'error', err: overlayError(root, result.problems) })
      return
    }
    const changed = state.artifact?.manifest.contentHash !== result.artifact.manifest.contentHash
    if (changed) previous = state.artifact
    state.artifact = result.artifact
    state.problems = undefined
    if (changed)
      server.ws.send({
        type: 'custom',
        event: contentUpdateEvent,
        data: result.artifact.manifest.contentHash,
      })
  }
  // A compile that throws (a file unreadable mid-save) must not stop the ones after it.
  const rebuild = () =>
    (running = running.then(compile).catch((error: unknown) => {
      server.config.logger.error(`Content compile failed: ${(error as Error)?.stack ?? error}`)
    }))

  server.watcher.add(watched)
  server.watcher.on('all', (event, file) => {
    if (!watched.some((dir) => file.startsWith(dir + sep))) return
    input.touch(event, file)
    if (file.startsWith(join(root, 'public') + sep)) sizes.clear()
    clearTimeout(timer)
    // Editors write a file in several steps; one compile per burst of events.
    timer = setTimeout(rebuild, 30)
  })
  server.ws.on('connection', () => {
    if (state.problems)
      setTimeout(
        () => server.ws.send({ type: 'error', err: overlayError(root, state.problems!) }),
        50,
      )
  })
  // Registered before Vite's own middlewares, so /_content/ never falls through to index.html.
  server.middlewares.use(`/${contentDir}/`, async (req, res, next) => {
    const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''))
    // The manifest waits for a compile in progress, so a page loaded just after a save sees it;
    // hashed files never change, so they answer at once from the last good content.
    if (!state.artifact || name === 'manifest.json') await running
    const text = lookup(name, [state.artifact, previous])
    if (text === undefined) return next()
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    res.end(text)
    // The page still loads its route's modules after the body: let them pass first.
    if (warm && name.startsWith('body/')) setTimeout(() => warm?.(), 1500)
  })
  return rebuild().then(() => {
    // After the page has its body (or a while, if no page is open): not in the first page's way.
    const [started, count] = [latest, compiles]
    warm = () => {
      warm = undefined
      if (started) void warmUp(started, () => compiles !== count)
    }
    setTimeout(() => warm?.(), 3000).unref()
  })
}
