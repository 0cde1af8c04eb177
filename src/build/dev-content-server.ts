/**
 * Wires `npm run dev`'s content engine (dev-content-engine.ts, on a worker thread:
 * dev-content-thread-fs.ts) to Vite: it watches content/ itself (Vite's watcher leaves it out,
 * `contentWatchIgnored`), Vite's watcher events for locales/ and public/ go to it, `/_content/` is
 * answered from it, and its results reach the page by HMR (`content:update`) or, for invalid
 * content, the error overlay, while the last good content keeps serving.
 */
import { join, sep } from 'node:path'
import type { ViteDevServer } from 'vite'
import { contentDir, contentUpdateEvent } from '../content/artifact.ts'
import type { DevEngine } from './dev-content-engine.ts'
import { emitContentFileEvent } from './dev-content-events.ts'
import { startDevEngine } from './dev-content-thread-fs.ts'
import { formatProblems, type Problem } from './problems.ts'

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

/** The engine started ahead of the server; `attach` wires it to the server once there is one. */
export interface DevContent {
  engine: DevEngine
  attach(server: ViteDevServer): void
}

/**
 * Starts the engine for the project at `root`. The Vite plugin does this in its `config` hook,
 * before Vite has loaded the rest of its configuration: the worker's own start (≈0.7 s) then runs
 * alongside Vite's. What the engine reports before the server exists waits for it.
 */
export function startDevContent(root: string): DevContent {
  let server: ViteDevServer | undefined
  const waiting: ((server: ViteDevServer) => void)[] = []
  const toServer = (send: (server: ViteDevServer) => void) =>
    server ? send(server) : waiting.push(send)
  const engine = startDevEngine(root, {
    changed(contentHash) {
      toServer((s) => s.ws.send({ type: 'custom', event: contentUpdateEvent, data: contentHash }))
    },
    problems(problems) {
      toServer((s) => {
        s.config.logger.error(formatProblems(problems), { timestamp: true })
        s.ws.send({ type: 'error', err: overlayError(root, problems) })
      })
    },
    failed(message) {
      toServer((s) => s.config.logger.error(message))
    },
    touched: emitContentFileEvent,
  })
  return {
    engine,
    attach(attached) {
      server = attached
      wire(attached, root, engine)
      for (const send of waiting.splice(0)) send(attached)
    },
  }
}

/**
 * What Vite's watcher must leave alone: content/, which the engine watches on its own thread
 * (chokidar's scan of two thousand articles on Vite's thread held up the first page by ≈0.25 s).
 */
export const contentWatchIgnored = (root: string) => {
  const dir = join(root, 'content')
  return (path: string) => path === dir || path.startsWith(dir + sep)
}

/**
 * The page path of a request that opens a page (a navigation asks for HTML), as content paths are
 * written: decoded, without a trailing slash. Undefined for any other request.
 */
export function openedPagePath(
  method: string | undefined,
  accept: string | undefined,
  url: string | undefined,
): string | undefined {
  if (method !== 'GET' || !accept?.includes('text/html') || !url?.startsWith('/')) return undefined
  const pathname = url.split(/[?#]/)[0]!
  if (pathname.startsWith(`/${contentDir}/`) || pathname.startsWith('/@')) return undefined
  try {
    return decodeURIComponent(pathname).replace(/(.)\/+$/, '$1')
  } catch {
    return undefined
  }
}

function wire(server: ViteDevServer, root: string, engine: DevEngine) {
  const watched = ['locales', 'public'].map((d) => join(root, d))
  server.watcher.add(watched)
  server.watcher.on('all', (event, file) => {
    if (watched.some((dir) => file.startsWith(dir + sep))) engine.touch(event, file)
  })
  server.ws.on('connection', () => {
    void engine.problems().then((problems) => {
      if (problems)
        setTimeout(() => server.ws.send({ type: 'error', err: overlayError(root, problems) }), 50)
    })
  })
  // A page being opened: its body is made while the browser loads the page's modules, which on a
  // first start of a large blog is before the content is even ready to name it.
  server.middlewares.use((req, _res, next) => {
    const path = openedPagePath(req.method, req.headers.accept, req.url)
    if (path !== undefined) engine.open(path)
    next()
  })
  // Registered before Vite's own middlewares, so /_content/ never falls through to index.html.
  server.middlewares.use(`/${contentDir}/`, async (req, res, next) => {
    const name = decodeURIComponent((req.url ?? '').split('?')[0]!.replace(/^\//, ''))
    const text = await engine.get(name)
    if (text === undefined) return next()
    res.setHeader('Content-Type', 'application/json; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    res.end(text)
  })
}
