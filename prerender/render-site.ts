/**
 * Steps 3 and 4 of `npm run build:prerender` (build-site.ts): every route of every locale (every
 * article included) rendered to HTML through the built SSR entry, each page with its
 * `_payload.json` and social card, each locale's `404.html` (`en/404.html`), and the files around
 * the pages. All of it lands in the build's temporary folder.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { appBuildKey } from '../src/node/app/app-build-key-fs.ts'
import { productionBuild } from '../src/node/app/production-build.ts'
import type { Artifact } from '../src/node/compile/compile.ts'
import { buildsDir, contentDir, type BuildMeta } from '../src/shared/artifact.ts'
import type { Locale, SiteLocales } from '../src/shared/i18n/locales.ts'
import { articlesByTag, tagPath } from '../src/shared/lists/tags.ts'
import { archivePath, listPagePath, listPages } from '../src/shared/lists/pagination.ts'
import { articlesBySeries, seriesPath } from '../src/shared/lists/series.ts'
import { cardDrawing } from '../src/node/social-cards/render-cards-fs.ts'
import { openStore, storeKey } from '../src/node/store/store-fs.ts'
import { createSource, type ContentSource } from '../src/shared/source.ts'
import { inlineScriptHashes } from '../src/node/site-files/host/content-security-policy.ts'
import { writeHostFiles, writeSiteFiles } from './site-files.ts'
import { fallbackPaths } from '../src/shared/page/fallback.ts'
import type { SitemapPage } from '../src/node/site-files/sitemap.ts'
import { savePages } from './page-reuse-fs.ts'
import { origin, renderPages, write, type PageRenderer } from './render-pages.ts'
import { readChunk } from './page-data.ts'
import { fillTemplate } from './template.ts'

export interface SsrEntry extends PageRenderer {
  screenPaths(locale: Locale): string[]
}

/** The SSR entry and the key of the app build it came from (app-build-key-fs.ts). */
export interface Ssr {
  entry: SsrEntry
  key: string
}

/** The SSR entry: the store's, from a build of the same app (app-build-key-fs.ts), or built. */
export async function buildSsrEntry(root: string, outDir: string): Promise<Ssr> {
  const key = await appBuildKey(root, 'ssr')
  const dir = openStore(root).folder('app', key) ?? (await buildSsr(root, outDir, key))
  const entry = (await import(pathToFileURL(join(dir, 'entry-server.js')).href)) as SsrEntry
  return { entry, key }
}

/** Builds the SSR entry into `outDir` and keeps it in the store; returns `outDir`. */
async function buildSsr(root: string, outDir: string, key: string) {
  await productionBuild({
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/client/entry-server.tsx',
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
    },
  })
  await openStore(root).keepFolder('app', key, outDir)
  return outDir
}

/**
 * Every path to prerender: the five screens, every article, every tag's and the archive's pages
 * and every series, in each locale; and the articles' fallback pages (src/shared/page/fallback.ts),
 * which the sitemap leaves out.
 */
async function allPaths(
  entry: SsrEntry,
  source: ContentSource,
  locales: SiteLocales,
  fallback: boolean,
): Promise<{ paths: string[]; fallbacks: Set<string> }> {
  const { localeCodes, collectionName, localizePath } = locales
  const paths: string[] = []
  const written: { path: string }[] = []
  for (const locale of localeCodes) {
    paths.push(...entry.screenPaths(locale))
    const manifest = await source.manifest()
    const collection = collectionName('blogs', locale)
    if (manifest.collections[collection]) {
      const articles = await source.index(collection)
      for (const article of articles) paths.push(String(article.path))
      written.push(...(articles as { path: string }[]))
      // The blog list's later pages (page 1 is /blog, among the screens).
      for (let page = 2; page <= listPages(articles.length); page++)
        paths.push(localizePath(listPagePath('/blog', page), locale))
      for (let page = 1; page <= listPages(articles.length); page++)
        paths.push(localizePath(listPagePath(archivePath, page), locale))
      const series = articlesBySeries(articles as { path: string; date: string }[])
      for (const { name } of [...series.values()].sort((a, b) => (a.name < b.name ? -1 : 1)))
        paths.push(localizePath(seriesPath(name), locale))
      // Each tag's pages, with as many articles as the blog list's.
      const tagged = articlesByTag(articles as { tags: string[] }[])
      for (const slug of [...tagged.keys()].sort())
        for (let page = 1; page <= listPages(tagged.get(slug)!.articles.length); page++)
          paths.push(localizePath(listPagePath(tagPath(slug), page), locale))
    }
  }
  // Articles in the languages they were not written in, when site.yml asks for them.
  const fallbacks = new Set(fallback ? fallbackPaths(written, locales) : [])
  return { paths: [...paths, ...fallbacks], fallbacks }
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

/**
 * This folder's own code, for the key of kept pages: how a page is put into the template is
 * decided here, outside the app the SSR key covers.
 */
async function prerenderSource(): Promise<string[]> {
  const here = import.meta.dirname
  const files = (await readdir(here)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  return Promise.all(files.sort().map((f) => readFile(join(here, f), 'utf8')))
}

/** Where the SSR entry of the build into `temp` goes (the benchmark watches for it there). */
export const ssrDirFor = (temp: string) => `${temp}-ssr`

/**
 * Renders every page of the site into `temp`, with its card, and writes the files around them.
 * Returns the number of pages written.
 */
export async function renderSite(
  root: string,
  temp: string,
  artifact: Artifact,
  { entry, key }: Ssr,
  /** The live folder `temp` will replace: unchanged pages are carried over from it. */
  live: string,
): Promise<number> {
  const { localeCodes, localized, localizePath, notFoundPage, splitLocale } = artifact.siteLocales
  // Social cards are drawn by takumi, off this thread, while the pages render (render-cards-fs.ts).
  const cards = cardDrawing(temp, openStore(root))
  try {
    // The artifact is still in memory: reading its files back would cost the disk thousands of reads.
    const source = createSource(async (file) =>
      readChunk(
        file,
        artifact.files.get(file) ?? (await readFile(join(temp, contentDir, file), 'utf8')),
      ),
    )
    const template = await readFile(join(temp, 'index.html'), 'utf8')
    const buildId = createHash('sha256')
      .update(template)
      .update(artifact.manifest.contentHash)
      .digest('hex')
      .slice(0, 12)
    const fallback = artifact.site.translations.fallback
    const { paths, fallbacks } = await allPaths(entry, source, artifact.siteLocales, fallback)
    const sitemap: SitemapPage[] = []
    const cardFiles = new Set<string>()
    const site = artifact.site
    // Hashed as each page is written, for the Content Security Policy (writeHostFiles).
    const scriptHashes = new Set<string>()
    const app = storeKey(key, template, ...(await prerenderSource()))
    const pagesStarted = performance.now()
    const pages = await renderPages({
      entry,
      source,
      template,
      buildId,
      app,
      root,
      temp,
      live,
      paths,
      onPage(record, i) {
        const path = paths[i]!
        for (const hash of record.scripts) scriptHashes.add(hash)
        // A fallback page is no page of its own to a search engine: its canonical is the original.
        if (!fallbacks.has(path))
          sitemap.push({ path, alternates: record.alternates, updated: record.updated })
        const [locale] = splitLocale(path)
        // Pages that share a card (tags, later list pages) draw it once, as the page it belongs
        // to (the screens come first in `paths`, and records arrive in their order).
        const file = record.card.file.slice(1)
        if (cardFiles.has(file)) return
        cardFiles.add(file)
        cards.add({
          ...record.card,
          file,
          siteName: localized(site.title, locale),
          host: new URL(site.baseUrl).host,
          lang: record.lang,
        })
      },
    })
    console.log(
      `Pages: ${paths.length - pages.kept} rendered, ${pages.kept} kept from the last build, written in ${Math.round(performance.now() - pagesStarted)} ms.`,
    )
    await writeBuildFiles(temp, buildId, paths)
    await writeSiteFiles(temp, artifact, source, sitemap, root)
    const drawn = await cards.finish()
    console.log(
      `Social cards: ${drawn.drawn} drawn, ${drawn.reused} reused from the store, beside the pages; the rest finished in ${drawn.ms} ms.`,
    )
    // A static host serves the 404 page of the nearest folder for any missing path (`en/404.html`
    // under /en/), so each locale has its own; it renders afresh instead of hydrating.
    const notFoundPages = localeCodes.map(notFoundPage)
    for (const [i, locale] of localeCodes.entries()) {
      const url = origin + entry.withBase(localizePath('/404', locale))
      const missing = await entry.render(url, source, { hydrate: false })
      if ('unchanged' in missing) throw new Error(`The 404 page of "${locale}" was not rendered.`)
      const html = fillTemplate(template, missing, { buildId })
      for (const hash of inlineScriptHashes(html)) scriptHashes.add(hash)
      await write(join(temp, notFoundPages[i]!), html)
    }
    await writeHostFiles(temp, artifact, entry.withBase('/'), {
      scriptHashes,
      paths,
      notFoundPages,
    })
    savePages(root, live, app, buildId, new Map(paths.map((p, i) => [p, pages.records[i]!])))
    return paths.length + notFoundPages.length
  } finally {
    await cards.abort()
  }
}
