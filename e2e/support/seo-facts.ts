/**
 * What the SEO tests hold the build to, read from the build and the repository: the pages the
 * build prerendered (its own list), every article per locale with its date and draft flag (the
 * content folders), and a parser that fetches a path from the served site and parses it with
 * Chromium's DOMParser, flattened for the test's thread.
 */
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { repoRoot } from './project-fs.ts'
import { url, type useBrowser } from './site.ts'

const siteDir = inject('siteDir')
export const origin = 'https://linzhou.dev'
// As a URL is written: non-ASCII paths (Chinese tags) percent-encoded.
export const abs = (path: string) => new URL(path, origin).href

// The truth about the build: the pages it prerendered.
const latest = JSON.parse(await readFile(join(siteDir, 'assets/builds/latest.json'), 'utf8'))
const meta = JSON.parse(
  await readFile(join(siteDir, `assets/builds/meta/${latest.id}.json`), 'utf8'),
)
export const prerendered: string[] = meta.prerendered

// The truth about the content: every article per locale, published or not.
const contentDir = join(repoRoot, 'content')
const site = await readFile(join(contentDir, 'site.yml'), 'utf8')
const defaultLocale = site.match(/^defaultLocale:\s*(\S+)/m)![1]!
export const locales = (await readdir(contentDir, { withFileTypes: true }))
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
export const prefix = (locale: string) => (locale === defaultLocale ? '' : `/${locale}`)
const today = new Date().toISOString().slice(0, 10)
export const articles: {
  locale: string
  slug: string
  path: string
  date: string
  draft: boolean
}[] = []
for (const locale of locales) {
  const dir = join(contentDir, locale, 'blog')
  const files = await readdir(dir, { recursive: true }).catch(() => [] as string[])
  for (const file of files.filter((f) => f.endsWith('.md')).sort()) {
    const text = await readFile(join(dir, file), 'utf8')
    const front = text.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? ''
    const slug = file.replace(/\.md$/, '').split('\\').join('/')
    articles.push({
      locale,
      slug,
      path: `${prefix(locale)}/blog/${slug}`,
      date: front.match(/^date:\s*['"]?(\d{4}-\d{2}-\d{2})/m)?.[1] ?? '',
      draft: /^draft:\s*true\s*$/m.test(front),
    })
  }
}
export const published = articles.filter((a) => !a.draft && a.date !== '' && a.date <= today)
export const drafts = articles.filter((a) => a.draft)
export const articlePaths = new Set(published.map((a) => a.path))

/**
 * With site.yml's `translations.fallback`, an article written in one language only is also at its
 * address in each other language, a page whose canonical is the original: fallback path → original.
 */
const fallbackOn = /^translations:\n(?:[ \t]+.*\n)*?[ \t]+fallback:\s*true/m.test(site)
export const fallbacks = new Map(
  fallbackOn
    ? published.flatMap((a) =>
        locales
          .filter((l) => !published.some((b) => b.locale === l && b.slug === a.slug))
          .map((l): [string, string] => [`${prefix(l)}/blog/${a.slug}`, a.path]),
      )
    : [],
)
export const homes = locales.map((l) => prefix(l) || '/')

/** One parsed document, flattened: each element with its parent's index and, if a leaf, its text. */
export type Element = { name: string; parent: number; attrs: Record<string, string>; text: string }
export interface Parsed {
  status: number
  error: boolean
  all: (name: string, under?: Element) => Element[]
}

/**
 * A parser for the test file: a page of the file's browser, opened on the site before its tests
 * (fetches need the site's origin) and closed after them.
 */
export function useParser(
  browser: ReturnType<typeof useBrowser>,
): (path: string, type: 'application/xml' | 'text/html') => Promise<Parsed> {
  let page: Page
  beforeAll(async () => {
    page = await browser().newPage({ serviceWorkers: 'block' })
    await page.goto(url('/robots.txt'))
  })
  afterAll(() => page?.close())
  /** Fetches a path from the served site and parses it with the browser's DOMParser. */
  async function parse(path: string, type: 'application/xml' | 'text/html'): Promise<Parsed> {
    const { status, error, elements } = await page.evaluate(
      async ([href, type]) => {
        const response = await fetch(href)
        const doc = new DOMParser().parseFromString(await response.text(), type)
        const all = [...doc.getElementsByTagName('*')]
        const index = new Map(all.map((el, i) => [el, i]))
        return {
          status: response.status,
          error: doc.getElementsByTagName('parsererror').length > 0,
          elements: all.map((el) => ({
            name: el.localName,
            parent: el.parentElement ? index.get(el.parentElement)! : -1,
            attrs: Object.fromEntries([...el.attributes].map((a) => [a.name, a.value])),
            text: el.children.length ? '' : (el.textContent ?? ''),
          })),
        }
      },
      [url(path), type] as const,
    )
    const under = (el: Element, root: Element) => {
      for (let p = el.parent; p >= 0; p = elements[p]!.parent) if (elements[p] === root) return true
      return false
    }
    const all = (name: string, root?: Element) =>
      elements.filter((el) => el.name === name && (!root || under(el, root)))
    return { status, error, all }
  }
  return parse
}

export const text = (doc: Parsed, name: string, root: Element) =>
  doc.all(name, root)[0]?.text.trim()
export const pathOf = (href: string) => (href.startsWith(origin) ? new URL(href).pathname : href)
/** Root-relative links or images inside feed content break in every feed reader. */
export const relative = (html: string) =>
  [...html.matchAll(/\s(?:href|src|srcset|poster)="[^"]*/g)]
    .map((m) => m[0].trim())
    .filter((attr) => /="\/(?!\/)|,\s*\/(?!\/)/.test(attr))
