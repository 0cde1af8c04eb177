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

/**
 * Every tag and word met so far, numbered: vectors are then typed arrays of numbers, which is what
 * keeps a dev save from spending most of its time allocating and collecting maps of strings.
 */
const numbers = new Map<string, number>()
const numberOf = (key: string) => {
  let id = numbers.get(key)
  if (id === undefined) numbers.set(key, (id = numbers.size))
  return id
}

/** A sparse vector: the numbers it holds and their weights, in the order they came. */
interface Vector {
  ids: Int32Array
  weights: Float64Array
}

/** Each doc's term counts by number, made once per doc (the dev server keeps its docs). */
const counted = new WeakMap<RelatedDoc['terms'], Vector>()
function countsOf(terms: RelatedDoc['terms']): Vector {
  let vector = counted.get(terms)
  if (!vector) {
    vector = {
      ids: Int32Array.from(terms.keys(), numberOf),
      weights: Float64Array.from(terms.values()),
    }
    counted.set(terms, vector)
  }
  return vector
}

/** The vector of `ids` weighted by `weight` (those not above 0 left out), scaled to length 1. */
function unitVector(ids: ArrayLike<number>, weight: (k: number) => number): Vector {
  const kept = new Int32Array(ids.length)
  const weights = new Float64Array(ids.length)
  let size = 0
  let sum = 0
  for (let k = 0; k < ids.length; k++) {
    const w = weight(k)
    if (!(w > 0)) continue
    kept[size] = ids[k]!
    weights[size++] = w
    sum += w * w
  }
  const norm = Math.sqrt(sum)
  for (let j = 0; j < size; j++) weights[j]! /= norm
  return { ids: kept.subarray(0, size), weights: weights.subarray(0, size) }
}

/** Each number's count of vectors holding it. */
function documentFrequency(vectors: readonly { ids: Int32Array }[]): Int32Array {
  const df = new Int32Array(numbers.size)
  for (const { ids } of vectors) for (const id of ids) df[id]!++
  return df
}

/**
 * For each number followed, the articles whose vector holds it and its weight in each, as one
 * array of rows: the rows of number `id` are `start[id]` to `start[id + 1]`.
 */
interface Postings {
  start: Int32Array
  docs: Int32Array
  weights: Float64Array
}

function postings(vectors: Vector[], followed: Uint8Array): Postings {
  const start = new Int32Array(followed.length + 1)
  for (const { ids } of vectors) for (const id of ids) if (followed[id]) start[id + 1]!++
  for (let id = 0; id < followed.length; id++) start[id + 1]! += start[id]!
  const next = start.slice(0, followed.length)
  const docs = new Int32Array(start[followed.length]!)
  const weights = new Float64Array(docs.length)
  vectors.forEach(({ ids, weights: w }, i) => {
    for (let k = 0; k < ids.length; k++) {
      if (!followed[ids[k]!]) continue
      const row = next[ids[k]!]!++
      docs[row] = i
      weights[row] = w[k]!
    }
  })
  return { start, docs, weights }
}

/** The numbers held by at most `postingCap` vectors, among those of `vectors`. */
function rare(vectors: Vector[], df: Int32Array): Uint8Array {
  const followed = new Uint8Array(df.length)
  for (const { ids } of vectors) for (const id of ids) if (df[id]! <= postingCap) followed[id] = 1
  return followed
}

/**
 * Adds `a·b` over the numbers of `query` into `scores` (by article index), noting each article
 * met for the first time in `met`: one array reused for every article, where a map per article
 * spent most of the time allocating.
 */
function accumulate(
  self: number,
  query: Vector,
  index: Postings,
  scores: Float64Array,
  met: number[],
) {
  for (let k = 0; k < query.ids.length; k++) {
    const id = query.ids[k]!
    for (let row = index.start[id]!; row < index.start[id + 1]!; row++) {
      const other = index.docs[row]!
      if (other === self) continue
      if (scores[other] === 0) met.push(other)
      scores[other]! += query.weights[k]! * index.weights[row]!
    }
  }
}

/**
 * A vector's `signatureSize` heaviest numbers (those tied with the last one in the order they
 * came), scaled to length 1. Sorting numbers alone is what keeps this cheap at thousands of
 * articles.
 */
function strongest({ ids, weights }: Vector): Vector {
  const least = weights.slice().sort()[Math.max(0, weights.length - signatureSize)] ?? 0
  const kept: number[] = []
  for (let k = 0; k < weights.length; k++) if (weights[k]! > least) kept.push(k)
  for (let k = 0; k < weights.length && kept.length < signatureSize; k++)
    if (weights[k] === least) kept.push(k)
  return unitVector(
    kept.map((k) => ids[k]!),
    (j) => weights[kept[j]!]!,
  )
}

/**
 * Each doc's weighted words and signature, with the article count and word frequencies behind
 * them: a dev save moves a few words' frequencies, and a doc holding none of them keeps its
 * vectors (weighting and sorting every doc's words was most of a save's scoring).
 */
type Weighted = { n: number; df: Int32Array; weighted: Vector; signature: Vector }
const weightedBy = new WeakMap<Vector, Weighted>()

function weightedOf(counts: Vector, n: number, termDf: Int32Array): Weighted {
  const { ids, weights } = counts
  const last = weightedBy.get(counts)
  if (last?.n === n && last.df.every((f, k) => f === termDf[ids[k]!])) return last
  const weighted = unitVector(
    ids,
    (k) => (1 + Math.log(weights[k]!)) * Math.log(n / termDf[ids[k]!]!),
  )
  // An article looks for others through its strongest words only, and finds them among every
  // word of theirs: an article meets those that hold one of its few strongest words.
  const made = { n, df: ids.map((id) => termDf[id]!), weighted, signature: strongest(weighted) }
  weightedBy.set(counts, made)
  return made
}

/**
 * Up to `relatedCount` related paths for every article of one language, by path. Articles with
 * nothing in common get fewer, or none.
 */
export function relatedArticles(docs: readonly RelatedDoc[]): Map<string, string[]> {
  const n = docs.length
  const tagIds = docs.map((d) => ({ ids: Int32Array.from(new Set(d.tags.map(tagSlug)), numberOf) }))
  const counts = docs.map((d) => countsOf(d.terms))
  const tagDf = documentFrequency(tagIds)
  const termDf = documentFrequency(counts)
  const tagVectors = tagIds.map(({ ids }) =>
    unitVector(ids, (k) => Math.log(1 + n / tagDf[ids[k]!]!)),
  )
  const weightedDocs = counts.map((c) => weightedOf(c, n, termDf))
  const weighted = weightedDocs.map((w) => w.weighted)
  const signatures = weightedDocs.map((w) => w.signature)
  const tagIndex = postings(tagVectors, rare(tagVectors, tagDf))
  const termIndex = postings(weighted, rare(signatures, termDf))
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
    accumulate(i, tagVectors[i]!, tagIndex, scores, met)
    accumulate(i, signatures[i]!, termIndex, scores, met)
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
