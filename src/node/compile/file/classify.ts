/**
 * Which collection a file under `content/` belongs to, and the stem and URL path it gets.
 * The layout is the author's contract (README, "Where content lives").
 */
import { collectionKind, type CollectionBase } from '../../../shared/schema.ts'
import type { Locale, SiteLocales } from '../../../shared/i18n/locales.ts'

export type Classified =
  | { kind: 'site' }
  | { kind: 'folder-navigation'; locale: Locale; folder: string }
  | {
      kind: 'item'
      base: CollectionBase
      locale: Locale
      /** The collection's name in this locale: `blogs`, `blogs_en`. */
      collection: string
      /** The locale's BCP-47 language, `zh-CN`: Chinese text gets its spacing and phrase breaks. */
      language: string
      /** Path inside the locale folder without extension: `blog/notes/2025/x`. */
      stem: string
      extension: 'md' | 'yml'
      /** URL path, locale prefix included; undefined for data. */
      path?: string
    }
  | { kind: 'unknown'; reason: string }

const singlePages: readonly CollectionBase[] = ['index', 'project', 'blog', 'space', 'about']

/**
 * Each path's answer for one list of locales, which a dev save hands in again unchanged: it asks
 * again for every file, and at 2,000 files the answers and their garbage took ≈15 ms of it.
 */
const answers = new WeakMap<SiteLocales, Map<string, Classified>>()

/** @param rel path relative to `content/`, with forward slashes. */
export function classify(rel: string, locales: SiteLocales): Classified {
  let known = answers.get(locales)
  if (!known) answers.set(locales, (known = new Map()))
  let answer = known.get(rel)
  if (!answer) known.set(rel, (answer = classifyPath(rel, locales)))
  return answer
}

function classifyPath(rel: string, locales: SiteLocales): Classified {
  const { isLocale, localeCodes, localizePath } = locales
  if (rel === 'site.yml') return { kind: 'site' }
  const [lang, ...rest] = rel.split('/')
  if (!isLocale(lang) || rest.length === 0) {
    return {
      kind: 'unknown',
      reason: `Content files go in a language folder (${localeCodes.map((c) => `content/${c}/`).join(', ')}) or content/site.yml; a new language also needs its locales/<code>.json.`,
    }
  }
  const inner = rest.join('/')
  if (rest[rest.length - 1] === '.navigation.yml') {
    return { kind: 'folder-navigation', locale: lang, folder: rest.slice(0, -1).join('/') }
  }
  const match = /^(.*)\.(md|yml)$/.exec(inner)
  if (!match)
    return {
      kind: 'unknown',
      reason: 'Only .md and .yml files are content; images go in public/images/.',
    }
  const stem = match[1]!
  const extension = match[2] as 'md' | 'yml'
  const item = (base: CollectionBase, route?: string) => ({
    kind: 'item' as const,
    base,
    locale: lang,
    collection: locales.collectionName(base, lang),
    language: locales.localeDefinition(lang).language,
    stem,
    extension,
    path: collectionKind[base] === 'page' ? localizePath(route ?? `/${stem}`, lang) : undefined,
  })
  const page = singlePages.find((base) => base === stem)
  if (page) return item(page, page === 'index' ? '/' : `/${stem}`)
  if (stem.startsWith('blog/') && extension === 'md') {
    // `blog/x/index.md` is the page of folder `blog/x`.
    return item('blogs', `/${stem.replace(/\/index$/, '')}`)
  }
  if (stem.startsWith('projects/') && extension === 'yml') return item('projects')
  if (stem.startsWith('info/') && extension === 'yml') return item('info')
  return {
    kind: 'unknown',
    reason:
      'This file is not part of any collection. Articles go in blog/ as .md, projects in projects/ as .yml; ' +
      'the pages are index, project, blog, space and about.',
  }
}
