/**
 * `npm run build:prerender`: the content and app build of `npm run build`, then every route of
 * every locale (every article included) rendered to HTML through the built SSR entry, each page
 * with its `_payload.json`, and `404.html`. All of it lands in a temporary folder that replaces
 * dist/ only when everything succeeded.
 */
import './production-env.ts'
import '../src/build/register-site-locales-fs.ts'
import { createHash } from 'node:crypto'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildSite } from '../src/build/cli.ts'
import { productionBuild } from '../src/build/production-build.ts'
import type { Artifact } from '../src/build/compile.ts'
import { buildsDir, contentDir, type BuildMeta } from '../src/content/artifact.ts'
import {
  collectionName,
  localeCodes,
  localized,
  localizePath,
  splitLocale,
  type Locale,
} from '../src/content/locales.ts'
import { tagPath } from '../src/content/tags.ts'
import { blogPagePath, blogPages } from '../src/content/pagination.ts'
import { renderCards, type CardSpec } from '../src/build/social-cards/render-cards-fs.ts'
import { createSource, type ContentSource } from '../src/content/source.ts'
import { inlineScriptHashes } from '../src/build/site-files/content-security-policy.ts'
import { writeHostFiles, writeSiteFiles } from './site-files.ts'
import type { SitemapPage } from '../src/build/site-files/sitemap.ts'
import { fillTemplate } from './template.ts'

interface SsrEntry {
  render(
    url: string,
    source: ContentSource,
    options?: { hydrate?: boolean },
  ): Promise<{
    status: number
    html: string
    lang: string
    title: string
    description: string
    payload: unknown
    headHtml: string
    alternates: Record<Locale, string>
    updated?: string
    card: { file: string; title: string; description: string; eyebrow?: string }
  }>
  screenPaths(locale: Locale): string[]
  /** `/blog` → `/portfolio/blog` when the site is built for a sub-path. */
  withBase(path: string): string
}

const origin = 'http://prerender.local'

async function buildSsrEntry(root: string, outDir: string): Promise<SsrEntry> {
  await productionBuild({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/app/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  })
  return (await import(pathToFileURL(join(outDir, 'entry-server.js')).href)) as SsrEntry
}

/** Every path to prerender: the five screens, every article and every tag, in each locale. */
async function allPaths(entry: SsrEntry, source: ContentSource): Promise<string[]> {
  const paths: string[] = []
  for (const locale of localeCodes) {
    paths.push(...entry.screenPaths(locale))
    const manifest = await source.manifest()
    const collection = collectionName('blogs', locale)
    if (manifest.collections[collection]) {
      const articles = await source.index(collection)
      for (const article of articles) paths.push(String(article.path))
      // The blog list's later pages (page 1 is /blog, among the screens).
      for (let page = 2; page <= blogPages(articles.length); page++)
        paths.push(localizePath(blogPagePath(page), locale))
      const tags = new Set(articles.flatMap((a) => (a.tags as string[]).map(tagPath)))
      for (const tag of [...tags].sort()) paths.push(localizePath(tag, locale))
    }
  }
  return paths
}

function outputFile(dir: string, path: string, name: string): string {
  return join(dir, ...path.split('/').filter(Boolean), name)
}

async function write(file: string, text: string) {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, text)
}

/**
 * SPEC §7: `latest.json` names the live build (the runtime polls it to notice a redeploy) and
 * `meta/<id>.json` says what this build holds. Hosts must not cache latest.json (docs/runtime.md).
 */
async function writeBuildFiles(dir: string, id: string, paths: string[]) {
  const timestamp = Date.now()
  const meta: BuildMeta = {
    id,
    timestamp,
    routeRules: {
      '/assets/**': { headers: { 'cache-control': 'public, max-age=31536000, immutable' } },
      [`/${buildsDir}/latest.json`]: { headers: { 'cache-control': 'no-cache' } },
      '/**': { prerender: true, headers: { 'cache-control': 'no-cache' } },
    },
    prerendered: paths,
  }
  await write(join(dir, buildsDir, 'latest.json'), JSON.stringify({ id, timestamp }))
  await write(join(dir, buildsDir, 'meta', `${id}.json`), JSON.stringify(meta))
}

/** Where the SSR entry of the build into `temp` goes (the benchmark watches for it there). */
const ssrDirFor = (temp: string) => `${temp}-ssr`

/**
 * Starts the SSR build of a build into `temp` now. It needs no content, so the command below runs
 * it alongside the content compile and the client build instead of after them.
 */
function startSsrBuild(root: string, temp: string): Promise<SsrEntry> {
  const started = buildSsrEntry(root, ssrDirFor(temp))
  // Awaited by the prerender; if the content build fails first, nobody awaits it.
  started.catch(() => undefined)
  return started
}

export async function prerender(
  root: string,
  temp: string,
  artifact: Artifact,
  ssr: Promise<SsrEntry> = startSsrBuild(root, temp),
): Promise<number> {
  const ssrDir = ssrDirFor(temp)
  try {
    const entry = await ssr
    const source = createSource(async (file) =>
      JSON.parse(await readFile(join(temp, contentDir, file), 'utf8')),
    )
    const template = await readFile(join(temp, 'index.html'), 'utf8')
    const buildId = createHash('sha256')
      .update(template)
      .update(artifact.manifest.contentHash)
      .digest('hex')
      .slice(0, 12)
    const paths = await allPaths(entry, source)
    const sitemap: SitemapPage[] = []
    const cards: CardSpec[] = []
    const cardFiles = new Set<string>()
    const site = artifact.site
    // Hashed as each page is written, for the Content Security Policy (writeHostFiles).
    const scriptHashes = new Set<string>()
    const writePage = (file: string, html: string) => {
      for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash)
      return write(file, html)
    }
    const writes: Promise<void>[] = []
    const pagesStarted = performance.now()
    for (const path of paths) {
      const page = await entry.render(origin + encodeURI(entry.withBase(path)), source)
      if (page.status !== 200) throw new Error(`Prerendering ${path} gave status ${page.status}.`)
      sitemap.push({ path, alternates: page.alternates, updated: page.updated })
      const [locale] = splitLocale(path)
      // Pages that share a card (tags, later list pages) draw it once, as the page it belongs to
      // (the screens come first in `paths`).
      const file = page.card.file.slice(1)
      if (!cardFiles.has(file)) {
        cardFiles.add(file)
        cards.push({
          ...page.card,
          file,
          siteName: localized(site.title, locale),
          host: new URL(site.baseUrl).host,
          lang: page.lang,
        })
      }
      // Written while the next pages render: rendering is the main thread's work, writing the
      // thread pool's. A bounded number in flight keeps memory flat on big sites.
      writes.push(
        writePage(
          outputFile(temp, path, 'index.html'),
          fillTemplate(template, page, { buildId, hydrate: true }),
        ),
        write(outputFile(temp, path, '_payload.json'), JSON.stringify(page.payload)),
      )
      // Marked handled at once: a failed write is thrown by the Promise.all below, not reported
      // as unhandled while the next page renders.
      for (const pending of writes.slice(-2)) pending.catch(() => undefined)
      if (writes.length >= 64) await Promise.all(writes.splice(0))
    }
    await Promise.all(writes)
    console.log(
      `Pages: ${paths.length} rendered and written in ${Math.round(performance.now() - pagesStarted)} ms.`,
    )
    await writeBuildFiles(temp, buildId, paths)
    await writeSiteFiles(temp, site, source, sitemap)
    const drawn = await renderCards(
      cards,
      temp,
      join(root, 'node_modules', '.cache', 'social-cards'),
    )
    console.log(
      `Social cards: ${drawn.drawn} drawn, ${drawn.reused} reused from the cache, in ${Math.round(drawn.ms)} ms.`,
    )
    // A static host serves 404.html for any missing path, so it renders afresh instead of hydrating.
    const missing = await entry.render(origin + entry.withBase('/404'), source, { hydrate: false })
    await writePage(
      join(temp, '404.html'),
      fillTemplate(template, missing, { buildId, hydrate: false }),
    )
    await writeHostFiles(temp, site, entry.withBase('/'), { scriptHashes, paths })
    return paths.length + 1
  } finally {
    await rm(ssrDir, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = process.cwd()
  const started = performance.now()
  let pages = 0
  // The same folder buildSite builds into (src/build/cli.ts).
  const temp = `${resolve(root, 'dist')}.tmp-${process.pid}`
  const ssr = startSsrBuild(root, temp)
  buildSite(root, {
    beforeSwap: async (temp, artifact) => void (pages = await prerender(root, temp, artifact, ssr)),
  })
    .finally(() =>
      ssr.catch(() => undefined).then(() => rm(ssrDirFor(temp), { recursive: true, force: true })),
    )
    .then(() =>
      console.log(
        `Prerendered ${pages} pages into ${resolve(root, 'dist')} in ${Math.round(performance.now() - started)} ms.`,
      ),
    )
    .catch((error: Error & { problems?: unknown }) => {
      console.error(error.problems ? error.message : error)
      process.exitCode = 1
    })
}
