/**
 * Related articles, chosen once per build (issue 34, item 7): for each article, up to three of
 * the same language that share its tags and its words, best first. Words are the search index's
 * terms (src/shared/search/search-tokenizer.ts: Chinese as character pairs, so 字体 in one article meets
 * 字体 in another however a segmenter would have cut them).
 *
 * Scoring is two cosines added up, each between 0 and 1: of the tags, weighted by how rare each
 * is, and of the words, TF-IDF over the title (three times), the description (twice) and the
 * first `textChars` of the body. So a shared tag counts as much as all the words together, and
 * words still tell apart articles whose tags are the same.
 *
 * The cost stays close to linear in the number of articles: an article looks others up (in an
 * inverted index) by its tags and its `signatureSize` strongest words only, and does not follow a
 * word or tag more than `postingCap` articles share. It meets at most (signatureSize + its tags) ×
 * postingCap others, however big the blog.
 */
import { tagSlug } from '../../shared/lists/tags.ts'
import { tokenize } from '../../shared/search/search-tokenizer.ts'
import type { CompiledItem } from '../compile/file/compile-file.ts'

/** Related articles per article. */
export const relatedCount = 3
/** Body characters read per article: the opening says what an article is about. */
export const textChars = 4000
/** Words kept per article. */
export const signatureSize = 24
/** Articles sharing a word or tag beyond which it is not followed. */
export const postingCap = 100

/** What the scoring reads of an article. */
export interface RelatedDoc {
  path: string
  /** Shared by translations; an article never lists one with its own stem. */
  stem: string
  date: string
  tags: readonly string[]
  /** Term → weighted count (articleTerms). */
  terms: ReadonlyMap<string, number>
}

/** An article's weighted term counts: title ×3, description ×2, the body's opening ×1. */
export function articleTerms(title: string, description: string, text: string) {
  const terms = new Map<string, number>()
  const add = (value: string, weight: number) => {
    for (const term of tokenize(value)) terms.set(term, (terms.get(term) ?? 0) + weight)
  }
  add(title, 3)
  add(description, 2)
  add(text.slice(0, textChars), 1)
  return terms
}

/** A sparse vector: terms (or tag slugs) and their weights. */
type Vector = [string, number][]

/** `entries` without those not weighing above 0, scaled to length 1. */
function unit(entries: Vector): Vector {
  const kept = entries.filter(([, w]) => w > 0)
  const norm = Math.hypot(...kept.map(([, w]) => w))
  return kept.map(([key, w]) => [key, w / norm])
}

/** Each key's count of the lists holding it. */
function frequency(lists: Iterable<string>[]): Map<string, number> {
  const df = new Map<string, number>()
  for (const list of lists) for (const key of list) df.set(key, (df.get(key) ?? 0) + 1)
  return df
}

/**
 * Where each key shared by at most `postingCap` vectors stands: its vectors' indexes and its
 * weight in each. A word most articles hold says little of any two, and following it would make
 * the cost grow with the square of the blog.
 */
function postings(vectors: Vector[], df: Map<string, number>): Map<string, [number, number][]> {
  const index = new Map<string, [number, number][]>()
  vectors.forEach((vector, i) => {
    for (const [key, w] of vector) {
      if (df.get(key)! > postingCap) continue
      let rows = index.get(key)
      if (!rows) index.set(key, (rows = []))
      rows.push([i, w])
    }
  })
  return index
}

/**
 * Up to `relatedCount` related paths for every article of one language, by path. Articles with
 * nothing in common get fewer, or none.
 */
export function relatedArticles(docs: readonly RelatedDoc[]): Map<string, string[]> {
  const n = docs.length
  const tags = docs.map((d) => [...new Set(d.tags.map(tagSlug))])
  const tagDf = frequency(tags)
  const termDf = frequency(docs.map((d) => d.terms.keys()))
  const tagVectors = tags.map((list) => unit(list.map((t) => [t, Math.log(1 + n / tagDf.get(t)!)])))
  const words = docs.map((d) =>
    unit([...d.terms].map(([t, c]) => [t, (1 + Math.log(c)) * Math.log(n / termDf.get(t)!)])),
  )
  // An article looks for others through its strongest words only, and finds them among every
  // word of theirs: it meets those that hold one of its few strongest words.
  const signatures = words.map((v) =>
    unit(v.toSorted((a, b) => b[1] - a[1]).slice(0, signatureSize)),
  )
  const tagIndex = postings(tagVectors, tagDf)
  const wordIndex = postings(words, termDf)
  // Higher score first; on a tie the newer article, then the path, so the choice is stable.
  const order = ([a, sa]: [number, number], [b, sb]: [number, number]) =>
    sb - sa ||
    docs[b]!.date.localeCompare(docs[a]!.date) ||
    docs[a]!.path.localeCompare(docs[b]!.path)
  const related = new Map<string, string[]>()
  docs.forEach((doc, i) => {
    const scores = new Map<number, number>()
    const meet = (query: Vector, index: Map<string, [number, number][]>) => {
      for (const [key, w] of query)
        for (const [j, wj] of index.get(key) ?? [])
          if (docs[j]!.stem !== doc.stem) scores.set(j, (scores.get(j) ?? 0) + w * wj)
    }
    meet(tagVectors[i]!, tagIndex)
    meet(signatures[i]!, wordIndex)
    const best = [...scores]
      .filter(([, s]) => s > 0)
      .sort(order)
      .slice(0, relatedCount)
    related.set(
      doc.path,
      best.map(([j]) => docs[j]!.path),
    )
  })
  return related
}

/** Each compiled article's doc, made once per compile result (the dev server reuses them). */
const docs = new WeakMap<CompiledItem, RelatedDoc>()

export function relatedDocOf(c: CompiledItem): RelatedDoc {
  let doc = docs.get(c)
  if (!doc) {
    const item = c.item as { tags?: string[] } & Record<string, unknown>
    const text = c.sections.map((s) => s.content).join('\n')
    doc = {
      path: String(item.path),
      stem: String(item.stem),
      date: String(item.date),
      tags: item.tags ?? [],
      terms: articleTerms(String(item.title), String(item.description), text),
    }
    docs.set(c, doc)
  }
  return doc
}
