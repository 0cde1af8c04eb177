/**
 * The files around the pages: the sitemap and robots.txt for crawlers, each locale's RSS, Atom
 * and JSON feeds for readers, and its machine-readable copies (`llms.txt`, `llms-full.txt`, each
 * article's markdown at `<path>.md`). Written afresh by every build, from what it publishes, so
 * an edit, a new draft or a removed article is never left stale in them.
 */
import { join } from 'node:path'
import { buildContentSecurityPolicy } from '../src/node/site-files/host/content-security-policy.ts'
import {
  buildHeadersFile,
  hostRules,
  jsonFeedType,
  plainTextType,
} from '../src/node/site-files/host/host-headers.ts'
import { buildNginxConf } from '../src/node/site-files/host/nginx-conf.ts'
import { buildRedirectsFile } from '../src/node/site-files/host/redirects.ts'
import { buildFeeds, type FeedArticle } from '../src/node/site-files/feeds.ts'
import { buildRobots, buildSitemap, type SitemapPage } from '../src/node/site-files/sitemap.ts'
import { writeMachineCopies } from '../src/node/site-files/machine-copies-fs.ts'
import { feedPaths } from '../src/shared/page/head-tags.ts'
import type { Artifact } from '../src/node/emit/artifact.ts'
import type { ContentSource } from '../src/shared/source.ts'
import { write } from './render-pages.ts'

/**
 * @param artifact the compile's: the site, its languages, and where each article's body begins in
 * its source (`bodyStarts`)
 * @param root the project, whose `content/` holds the articles' markdown sources
 */
export async function writeSiteFiles(
  dir: string,
  artifact: Pick<Artifact, 'site' | 'siteLocales' | 'bodyStarts'>,
  source: ContentSource,
  pages: readonly SitemapPage[],
  root: string,
): Promise<void> {
  const { site, siteLocales, bodyStarts } = artifact
  const { collectionName, localeCodes, localePrefix } = siteLocales
  await write(join(dir, 'sitemap.xml'), buildSitemap(site.baseUrl, pages, siteLocales))
  await write(join(dir, 'robots.txt'), buildRobots(site.baseUrl))
  const manifest = await source.manifest()
  for (const locale of localeCodes) {
    const collection = collectionName('blogs', locale)
    const rows = manifest.collections[collection] ? await source.index(collection) : []
    const articles = (await Promise.all(
      rows.map((row) => source.withBody(row)),
    )) as unknown as (FeedArticle & { stem: string })[]
    const feeds = buildFeeds(site, siteLocales, locale, articles)
    const paths = feedPaths(localePrefix(locale))
    await write(join(dir, paths.rss), feeds.rss)
    await write(join(dir, paths.atom), feeds.atom)
    await write(join(dir, paths.json), feeds.json)
    const copies = { dir, root, site, siteLocales, source, locale, articles, bodyStarts, write }
    await writeMachineCopies(copies)
  }
}

/**
 * Last step of the prerender, once every HTML file is written: the Content Security Policy allows
 * exactly the inline scripts the pages hold (hashed by the prerender as it wrote them, the 404
 * pages included), and goes out as `_headers` and `nginx.conf` for the hosts of docs/deploy.md;
 * `_redirects` and `nginx.conf` serve each locale's 404 page for the missing paths of its folder.
 * @param paths the prerendered pages, each with a `_payload.json` in its folder
 * @param notFoundPages each locale's 404 page, `/404.html` first (src/shared/i18n/locales.ts)
 * @returns the policy, for the build log and tests.
 */
export async function writeHostFiles(
  dir: string,
  { site, siteLocales }: Pick<Artifact, 'site' | 'siteLocales'>,
  base: string,
  pages: {
    scriptHashes: Iterable<string>
    paths: readonly string[]
    notFoundPages: readonly string[]
  },
): Promise<string> {
  const notFoundFolders = pages.notFoundPages
    .map((page) => page.slice(0, -'/404.html'.length))
    .filter(Boolean)
  const payloadDepths = pages.paths.map((path) => path.split('/').filter(Boolean).length)
  const csp = buildContentSecurityPolicy(site, pages.scriptHashes)
  const contentTypes: Record<string, string> = {}
  for (const locale of siteLocales.localeCodes) {
    const folder = siteLocales.localePrefix(locale)
    contentTypes[feedPaths(folder).json] = jsonFeedType
    contentTypes[`${folder}/llms.txt`] = plainTextType
    contentTypes[`${folder}/llms-full.txt`] = plainTextType
  }
  const rules = hostRules({ csp, base, payloadDepths, contentTypes })
  await write(join(dir, '_headers'), buildHeadersFile(rules))
  await write(join(dir, '_redirects'), buildRedirectsFile({ base, notFoundFolders }))
  const nginx = buildNginxConf({ csp, base, notFoundFolders, pages: pages.paths })
  await write(join(dir, 'nginx.conf'), nginx)
  return csp
}
