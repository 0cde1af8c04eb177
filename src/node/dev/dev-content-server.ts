/**
 * Wires `npm run dev`'s content engine (dev-content-engine.ts) to Vite: Vite's watcher events for
 * content/, locales/ and public/ go to it, `/_content/` is answered from it, and its results reach
 * the page by HMR (`content:update`) or, for invalid content, the error overlay, while the last
 * good content keeps serving.
 */
import { join, sep } from 'node:path'
import type { ViteDevServer } from 'vite'
import { contentDir, contentProblemsEvent, contentUpdateEvent } from '../../shared/artifact.ts'
import { devContentEngine, type DevEngine } from './dev-content-engine.ts'
import { formatProblems, type Problem } from '../check/problems.ts'
import { readContentHistory } from '../history/content-history-fs.ts'
import { translationReport } from '../translations/translation-report.ts'
import { translationsPage } from '../translations/translations-page.ts'

/** The dev server's own page of the translations' state (never in dist/). */
export const translationsPath = '/__translations'

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

/** The engine as the dev server holds it: `close` ends it with the server. */
export type DevContent = Pick<DevEngine, 'close'>

/** Starts the engine for the server's project and wires it to the server. */
export function startDevContent(server: ViteDevServer): DevContent {
  const root = server.config.root
  const engine = devContentEngine(root, {
    changed(update) {
      // The page gets the manifest and the changed rows with the news: between a save and the
      // page, no round trip for the manifest and no download of a whole collection.
      server.ws.send({ type: 'custom', event: contentUpdateEvent, data: update })
    },
    problems(problems) {
      server.config.logger.error(formatProblems(problems), { timestamp: true })
      server.ws.send({ type: 'error', err: overlayError(root, problems) })
    },
    failed(message) {
      server.config.logger.error(message)
    },
  })
  wire(server, root, engine)
  // Named with the server's own addresses, after them.
  const printUrls = server.printUrls.bind(server)
  server.printUrls = () => {
    printUrls()
    const local = server.resolvedUrls?.local[0]?.replace(/\/$/, '')
    if (local) server.config.logger.info(`  ➜  Translations: ${local}${translationsPath}`)
  }
  return engine
}

function wire(server: ViteDevServer, root: string, engine: DevEngine) {
  const watched = ['content', 'locales', 'public'].map((d) => join(root, d))
  server.watcher.add(watched)
  server.watcher.on('all', (event, file) => {
    if (watched.some((dir) => file.startsWith(dir + sep))) engine.touch(event, file)
  })
  // A page asks when it connects and after each code or style update, which closes the overlay.
  server.ws.on(contentProblemsEvent, (_data, client) => {
    void engine.problems().then((problems) => {
      if (problems) client.send({ type: 'error', err: overlayError(root, problems) })
    })
  })
  // The translations page reads the history afresh: a commit made while the server runs counts.
  server.middlewares.use(translationsPath, async (req, res) => {
    const last = await engine.translations()
    const query = new URLSearchParams((req.url ?? '').split('?')[1])
    const lang = (query.get('lang') ?? req.headers['accept-language'] ?? '').startsWith('zh')
      ? 'zh'
      : 'en'
    const report =
      last && (await translationReport(last.pages, last.locales, await readContentHistory(root)))
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-store')
    const today = new Date().toISOString().slice(0, 10)
    res.end(report ? translationsPage(report, today, lang) : 'The content has not compiled yet.')
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
