/**
 * The content compiler inside Vite. In dev it compiles content into memory, serves it under
 * `/_content/`, recompiles on every save and tells the page by HMR (`content:update`); invalid
 * content shows in the error overlay while the last good content keeps serving. In a build it
 * emits the artifact next to the app, or fails with every problem listed.
 */
import './register-site-locales-fs.ts'
import { join, relative, resolve, sep } from 'node:path'
import type { Plugin, ViteDevServer } from 'vite'
import { contentDir, contentUpdateEvent } from '../content/artifact.ts'
import { compileContent, type Artifact, type CompileCache } from './compile.ts'
import { loadInput } from './load-fs.ts'
import { formatProblems, type Problem } from './problems.ts'
import { siteLocalesDefine } from './site-locales-fs.ts'
import { diskCompileCache } from './compile-cache-fs.ts'
import { processImages, readImageSizes } from './images/responsive-images-fs.ts'
import { readFile } from 'node:fs/promises'

/** Shared through globalThis so the build CLI and the Vite config (loaded apart) reuse one cache. */
const cache: CompileCache = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('content.compile-cache')
] ??= new Map()) as CompileCache

/** Where the image build writes variants before the Vite build copies them into dist/_images. */
export const imagesOutDir = (root: string) => join(root, 'node_modules', '.cache', 'images', 'out')

/**
 * Compiles the project's content. `dev` keeps drafts and scheduled articles and only reads image
 * sizes; `build` makes the responsive variants (cached between builds).
 */
export async function compileProject(root: string, mode: 'dev' | 'build' = 'build') {
  const images =
    mode === 'dev'
      ? (srcs: Set<string>) => readImageSizes(srcs, root)
      : async (srcs: Set<string>) => {
          const result = await processImages(srcs, {
            root,
            outDir: imagesOutDir(root),
            cacheDir: join(root, 'node_modules', '.cache', 'images', 'cache'),
          })
          return result.images
        }
  return compileContent(await loadInput(root), cache, {
    drafts: mode === 'dev',
    images,
    persistent: await diskCompileCache(root),
  })
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

function devServer(server: ViteDevServer, state: { artifact?: Artifact; problems?: Problem[] }) {
  const root = server.config.root
  const watched = ['content', 'locales', 'public'].map((d) => join(root, d))
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = Promise.resolve()

  const rebuild = () =>
    (running = running.then(async () => {
      const result = await compileProject(root, 'dev')
      if (!result.ok) {
        state.problems = result.problems
        server.config.logger.error(formatProblems(result.problems), { timestamp: true })
        server.ws.send({ type: 'error', err: overlayError(root, result.problems) })
        return
      }
      const changed = state.artifact?.manifest.contentHash !== result.artifact.manifest.contentHash
      state.artifact = result.artifact
      state.problems = undefined
      if (changed)
        server.ws.send({
          type: 'custom',
          event: contentUpdateEvent,
          data: result.artifact.manifest.contentHash,
        })
    }))

  server.watcher.add(watched)
  server.watcher.on('all', (_event, file) => {
    if (!watched.some((dir) => file.startsWith(dir + sep))) return
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
  server.middlewares.use(`/${contentDir}/`, async (req, res, next) => {
    await running
    const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''))
    const text = state.artifact?.files.get(name)
    if (text === undefined) return next()
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    res.end(text)
  })
  return rebuild()
}

export function contentPlugin(): Plugin {
  const state: { artifact?: Artifact; problems?: Problem[] } = {}
  let root = process.cwd()
  let isBuild = false
  return {
    name: 'content',
    config(config) {
      // The bundles learn the site's locales from the project's files (src/content/locales.ts).
      return { define: siteLocalesDefine(resolve(config.root ?? process.cwd())) }
    },
    configResolved(config) {
      root = config.root
      isBuild = config.command === 'build' && !config.build.ssr
    },
    async buildStart() {
      if (!isBuild) return
      const result = await compileProject(root)
      if (!result.ok) this.error(formatProblems(result.problems))
      state.artifact = result.artifact
    },
    async generateBundle() {
      if (!isBuild || !state.artifact) return
      for (const [name, source] of state.artifact.files) {
        this.emitFile({ type: 'asset', fileName: `${contentDir}/${name}`, source })
      }
      for (const meta of state.artifact.images.values()) {
        for (const variant of meta.variants) {
          const name = decodeURI(variant.src).replace(/^\/_images\//, '')
          const source = await readFile(join(imagesOutDir(root), name))
          this.emitFile({ type: 'asset', fileName: `_images/${name}`, source })
        }
      }
    },
    configureServer(server) {
      // Registered before Vite's own middlewares, so /_content/ never falls through to index.html.
      void devServer(server, state)
    },
    handleHotUpdate({ file, server }) {
      // Content files reach the page as data, never as modules: no module reload for them.
      const rel = relative(server.config.root, file)
      if (rel.startsWith('content' + sep)) return []
    },
  }
}
