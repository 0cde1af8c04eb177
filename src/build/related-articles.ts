/**
 * Related articles, chosen once per build (issue 34, item 7): for each article, up to three of
 * the same language that share its tags and its words, best first. Words are the search index's
 * terms (src/content/search-tokenizer.ts: Chinese as character pairs, so 字体 in one article meets
 * 字体 in another however a segmenter would have cut them).
 *
 * Scoring is two cosines added up, each between 0 and 1: of the tags, weighted by how rare each
 * is, and of the words, TF-IDF over the title (three times), the description (twice) and the
 * first `textChars` of the body. So a shared tag counts as much as all the words together, and
 * words still tell apart articles whose tags are the same.
 *
 * The cost stays close to linear in the number of articles: an article looks others up (in an
 * inverted index) by its tags and its `signatureSize` strongest words only, and a word or tag that
 * more than `postingCap` articles share is too common to say anything and is not followed. An article then meets at most
 * (signatureSize + its tags) × postingCap others, however big the blog.
 */
import { tagSlug } from '../content/tags.ts'
import { tokenize } from '../content/search-tokenizer.ts'
import type { CompiledItem } from './compile-file.ts'

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

type Vector = Map<string, number>

/** Scales a vector to length 1 (an empty one stays empty). */
function unit(vector: Vector): Vector {
  let sum = 0
  for (const w of vector.values()) sum += w * w
  const norm = Math.sqrt(sum)
  if (norm > 0) for (const [k, w] of vector) vector.set(k, w / norm)
  return vector
}

/** Each key's number of vectors holding it. */
function documentFrequency(lists: Iterable<Iterable<string>>): Map<string, number> {
  const df = new Map<string, number>()
  for (const keys of lists) for (const k of keys) df.set(k, (df.get(k) ?? 0) + 1)
  return df
}

/** Key → the articles (by index) whose vector holds it, and its weight in each. */
interface Posting {
  docs: number[]
  weights: number[]
}

function postings(vectors: Vector[]): Map<string, Posting> {
  const index = new Map<string, Posting>()
  vectors.forEach((vector, i) => {
    for (const [key, weight] of vector) {
      let list = index.get(key)
      if (!list) index.set(key, (list = { docs: [], weights: [] }))
      list.docs.push(i)
      list.weights.push(weight)
    }
  })
  return index
}

/**
 * Adds `a·b` over the keys of `from[self]` into `scores` (by article index), noting each article
 * met for the first time in `met`: one array reused for every article, where a map per article
 * spent most of the time allocating.
 */
function accumulate(
  self: number,
  from: Vector[],
  index: Map<string, Posting>,
  scores: Float64Array,
  met: number[],
) {
  for (const [key, weight] of from[self]!) {
    const { docs, weights } = index.get(key)!
    if (docs.length > postingCap) continue
    for (let k = 0; k < docs.length; k++) {
      const other = docs[k]!
      if (other === self) continue
      if (scores[other] === 0) met.push(other)
      scores[other]! += weight * weights[k]!
    }
  }
}

/**
 * A vector's `signatureSize` heaviest keys (those tied with the last one in the order they came),
 * scaled to length 1. Sorting numbers alone is what keeps this cheap at thousands of articles.
 */
function strongest(vector: Vector): Vector {
  const weights = Float64Array.from(vector.values()).sort()
  const least = weights[Math.max(0, weights.length - signatureSize)] ?? 0
  const kept: Vector = new Map()
  for (const [key, w] of vector) if (w > least) kept.set(key, w)
  for (const [key, w] of vector) {
    if (kept.size >= signatureSize) break
    if (w === least) kept.set(key, w)
  }
  return unit(kept)
}

/**
 * Up to `relatedCount` related paths for every article of one language, by path. Articles with
 * nothing in common get fewer, or none.
 */
export function relatedArticles(docs: readonly RelatedDoc[]): Map<string, string[]> {
  const n = docs.length
  const tagSets = docs.map((d) => new Set(d.tags.map(tagSlug)))
  const tagDf = documentFrequency(tagSets)
  const tagVectors = tagSets.map((tags) =>
    unit(new Map([...tags].map((t) => [t, Math.log(1 + n / tagDf.get(t)!)]))),
  )
  const termDf = documentFrequency(docs.map((d) => d.terms.keys()))
  const weighted = docs.map((d) => {
    const vector: Vector = new Map()
    for (const [term, count] of d.terms) {
      const w = (1 + Math.log(count)) * Math.log(n / termDf.get(term)!)
      if (w > 0) vector.set(term, w)
    }
    return unit(vector)
  })
  // An article looks for others through its strongest words only, and finds them among every
  // word of theirs: an article meets those that hold one of its few strongest words.
  const signatures = weighted.map(strongest)
  const tagIndex = postings(tagVectors)
  const termIndex = postings(weighted)
  const related = new Map<string, string[]>()
  // Higher score first; on a tie the newer article, then the path, so the choice is stable.
  const before = ([a, sa]: [number, number], [b, sb]: [number, number]) => {
    if (sa !== sb) return sa > sb
    const da = docs[a]!
    const db = docs[b]!
    return da.date !== db.date ? da.date > db.date : da.path < db.path
  }
  const scores = new Float64Array(n)
  docs.forEach((doc, i) => {
    const met: number[] = []
    accumulate(i, tagVectors, tagIndex, scores, met)
    accumulate(i, signatures, termIndex, scores, met)
    // The best few in one pass: sorting every candidate cost more than finding them.
    const best: [number, number][] = []
    for (const j of met) {
      const candidate: [number, number] = [j, scores[j]!]
      scores[j] = 0
      if (candidate[1] <= 0 || docs[j]!.stem === doc.stem) continue
      const at = best.findIndex((b) => before(candidate, b))
      if (at >= 0) best.splice(at, 0, candidate)
      else best.push(candidate)
      if (best.length > relatedCount) best.pop()
    }
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
