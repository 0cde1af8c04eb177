/**
 * A compile's related lists (related-articles.ts scores them): one doc per compiled article, and
 * each language's last lists kept beside the compile cache (compile-cache-fs.ts).
 */
import { createHash } from 'node:crypto'
import type { CompiledItem } from './compile-file.ts'
import { articleTerms, relatedArticles, textChars, type RelatedDoc } from './related-articles.ts'

/** Where each language's last lists outlive the process, with their docs' key. */
export interface RelatedStore {
  read(language: string): { key: string; related: [string, string[]][] } | undefined
  write(language: string, key: string, related: Map<string, string[]>): void
}

const hashText = (text: string) => createHash('sha256').update(text).digest('base64url')

/**
 * `relatedArticles` of one language, or the lists `store` kept while its docs' keys are the same:
 * a dev save, a dev start or a build after one changed article scores no language nothing changed
 * in (0.45 s of a dev start at 1,000 articles per language).
 */
export function relatedArticlesOf(
  language: string,
  docs: readonly RelatedDoc[],
  store?: RelatedStore,
) {
  // Sorted: the docs come in the order their compiles finished, and the lists do not depend on it.
  const keys = docs.map((d) => d.key).sort()
  const key = hashText(keys.join('\n'))
  const stored = store?.read(language)
  if (stored?.key === key) return new Map(stored.related)
  const related = relatedArticles(docs)
  store?.write(language, key, related)
  return related
}

/** Each compiled article's doc, made once per compile result (the dev server reuses them). */
const docs = new WeakMap<CompiledItem, RelatedDoc>()

export function relatedDocOf(c: CompiledItem): RelatedDoc {
  let doc = docs.get(c)
  if (!doc) {
    const item = c.item as { tags?: string[] } & Record<string, unknown>
    const [title, description] = [String(item.title), String(item.description)]
    const text = c.sections.map((s) => s.content).join('\n')
    const [path, stem, date] = [String(item.path), String(item.stem), String(item.date)]
    const place = { path, stem, date, tags: item.tags ?? [] }
    let terms: RelatedDoc['terms'] | undefined
    doc = {
      ...place,
      // Words are counted only when the lists are scored, not when they are read from a store.
      get terms() {
        return (terms ??= articleTerms(title, description, text))
      },
      key: hashText(JSON.stringify([place, title, description, text.slice(0, textChars)])),
    }
    docs.set(c, doc)
  }
  return doc
}
