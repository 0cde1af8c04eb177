/**
 * Reads the site's locales from the author's files (see src/shared/i18n/locales.ts): the codes from
 * `locales/*.json`, each described by its `locale.*` keys, the default from `content/site.yml`.
 * Synchronous on purpose: it runs while configs and entry modules load. Broken files give
 * fallbacks here; the compiler reports them with their line and column.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'yaml'
import type { LocaleDefinition } from '../../shared/i18n/locales.ts'

/** The object a JSON or YAML file holds; `{}` when it is missing, unreadable or not an object. */
function readObject(file: string, parse: (text: string) => unknown): Record<string, unknown> {
  try {
    const value = parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''))
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** content/site.yml as written, unvalidated (site-base-fs.ts, web-app-manifest-fs.ts too). */
export const readSiteYml = (root: string) => readObject(join(root, 'content', 'site.yml'), parse)

export function readSiteLocalesFs(root: string): LocaleDefinition[] {
  const dir = join(root, 'locales')
  const codes = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /^[a-z]{2,3}(-[A-Za-z0-9]+)*\.json$/.test(f))
        .map((f) => f.slice(0, -'.json'.length))
        .sort()
    : []
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value ? value : fallback
  const list = codes.map((code) => {
    const messages = readObject(join(dir, `${code}.json`), JSON.parse)
    const language = text(messages['locale.language'], code)
    return {
      code,
      language,
      htmlLang: text(messages['locale.html_lang'], language),
      name: text(messages['locale.name'], code),
      readIn: text(messages['locale.read_in'], code),
    }
  })
  const preferred = readSiteYml(root).defaultLocale
  const first = list.findIndex((l) => l.code === preferred)
  if (first > 0) list.unshift(...list.splice(first, 1))
  return list
}

/** The site's languages, for a build: refuses a site without one, saying what to add. */
export function requireSiteLocalesFs(root: string): LocaleDefinition[] {
  const list = readSiteLocalesFs(root)
  if (!list.length)
    throw new Error(
      'The site has no language: add a locales/<code>.json file for each language (for example locales/zh.json).',
    )
  return list
}
