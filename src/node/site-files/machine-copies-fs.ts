/**
 * A locale's machine-readable copies (decision 0041): each published article's markdown at
 * `<path>.md`, and `llms.txt` / `llms-full.txt` at the locale's root. The articles are the ones the
 * feeds list (drafts and scheduled articles never reach the compiled content); their markdown is
 * read from `content/<locale>/<stem>.md`, the file the article was compiled from, as the compile
 * read it (`decodeText`), and its body taken from where the compile found it begins.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { feedPaths, markdownPath, siteUrl } from '../../shared/page/head-tags.ts'
import type { Locale, SiteLocales } from '../../shared/i18n/locales.ts'
import type { SiteConfig } from '../../shared/site-schema.ts'
import type { ContentSource } from '../../shared/source.ts'
import { decodeText } from '../compile/file/compile-file.ts'
import { articleMarkdown } from './article-markdown.ts'
import { buildLlmsFull, buildLlmsTxt, type LlmsLink } from './llms-txt.ts'

/** What this needs of an article: its compiled item's fields. */
interface Article {
  title: string
  description: string
  path: string
  stem: string
  date: string
  updated?: string
}

/** The screens, in the order of the main navigation (SPEC §2), by collection and label key. */
const screens = [
  ['index', 'home.name', '/'],
  ['project', 'project.name', '/project'],
  ['blog', 'blog.name', '/blog'],
  ['space', 'space.name', '/space'],
  ['about', 'about.name', '/about'],
] as const

export interface MachineCopies {
  /** The build folder. */
  dir: string
  /** The project, whose `content/` holds the sources. */
  root: string
  site: SiteConfig
  siteLocales: SiteLocales
  source: ContentSource
  locale: Locale
  articles: readonly Article[]
  /** Where each article's body begins in its source, by path (the compile's `bodyStart`). */
  bodyStarts: ReadonlyMap<string, number>
  write: (file: string, text: string) => Promise<void>
}

export async function writeMachineCopies(options: MachineCopies): Promise<void> {
  const { dir, root, site, source, locale, articles, bodyStarts, write } = options
  const { collectionName, localeCodes, localeDefinition, localized, localizePath } =
    options.siteLocales
  const abs = (path: string) => siteUrl(site.baseUrl, path)
  const prefix = localizePath('/', locale).replace(/\/$/, '')
  const messages = JSON.parse(
    await readFile(join(root, 'locales', `${locale}.json`), 'utf8'),
  ) as Record<string, string>
  const lang = localeDefinition(locale).htmlLang
  const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date))
  const bodies = await Promise.all(
    newest.map(async (a) => {
      const file = join('content', locale, `${a.stem}.md`)
      const { text = '' } = decodeText(await readFile(join(root, file)), file)
      const body = text.slice(bodyStarts.get(a.path) ?? 0).replace(/^\s*\n/, '')
      await write(
        join(dir, markdownPath(a.path)),
        articleMarkdown(body, { ...a, lang, canonical: abs(a.path) }),
      )
      return body
    }),
  )
  const manifest = await source.manifest()
  const pages: LlmsLink[] = []
  for (const [base, label, path] of screens) {
    const collection = collectionName(base, locale)
    const [page] = manifest.collections[collection] ? await source.index(collection) : []
    if (page)
      pages.push({
        title: messages[label] ?? String(page.title),
        url: abs(localizePath(path, locale)),
        description: String(page.description ?? ''),
      })
  }
  const others = localeCodes.filter((code) => code !== locale)
  const name = localized(site.title, locale)
  const summary = localized(site.description, locale)
  const optional: LlmsLink[] = [
    {
      title: 'llms-full.txt',
      url: abs(`${prefix}/llms-full.txt`),
      description: messages['llms.full'],
    },
    { title: 'JSON Feed', url: abs(feedPaths(prefix).json), description: messages['llms.feed'] },
    ...others.map((code) => ({
      title: localeDefinition(code).name,
      url: abs(`${localizePath('/', code).replace(/\/$/, '')}/llms.txt`),
      description: localeDefinition(code).readIn,
    })),
  ]
  const llms = buildLlmsTxt({
    name,
    summary,
    sections: [
      { heading: messages['llms.pages'] ?? 'Pages', links: pages },
      {
        heading: messages['blog.name'] ?? 'Blog',
        links: newest.map((a) => ({
          title: a.title,
          url: abs(markdownPath(a.path)),
          description: a.description,
        })),
      },
      // llmstxt.org: what a reader with little room may skip.
      { heading: 'Optional', links: optional },
    ],
  })
  const full = buildLlmsFull(
    { name, summary },
    newest.map((a, i) => ({ title: a.title, url: abs(a.path), date: a.date, body: bodies[i]! })),
  )
  await write(join(dir, prefix, 'llms.txt'), llms)
  await write(join(dir, prefix, 'llms-full.txt'), full)
}
