/**
 * Every internal link must reach a page (and its heading, when it names one), and every image
 * must exist in public/. Checked after all pages are compiled, so links may point anywhere.
 */
import type { Reference } from '../compile/file/compile-file.ts'
import type { Problem } from './problems.ts'

export interface KnownTargets {
  /** URL path → heading ids of that page. */
  pages: Map<string, Set<string>>
  publicFiles: Set<string>
  /** Hashes the site itself handles, such as the official-account modal. */
  specialAnchors: Set<string>
}

/** What is wrong with one reference, or undefined when it reaches its target. */
function refusal(ref: Reference, from: string | undefined, known: KnownTargets) {
  const target = decodeURI(ref.target)
  if (ref.kind === 'image') {
    if (target.split(/[/\\]/).includes('..'))
      return `The image "${ref.target}" points outside public/ with "..". Put the image in public/images/ and write its path from there, like /images/photo.webp.`
    if (!target.startsWith('/'))
      return `The image "${ref.target}" must start with "/" (a file in public/, like /images/photo.webp) or be a full https:// address.`
    if (!known.publicFiles.has(target.split(/[?#]/)[0]!))
      return `The image "${ref.target}" does not exist. Put the file in public${target} or fix the path.`
    return undefined
  }
  const [pathAndQuery, hash] = target.split('#') as [string, string | undefined]
  const path = pathAndQuery.split('?')[0]!.replace(/(.)\/$/, '$1') || from || '/'
  if ((hash && known.specialAnchors.has(hash)) || known.publicFiles.has(path)) return undefined
  const anchors = known.pages.get(path)
  if (!anchors) return `The link "${ref.target}" goes to a page that does not exist.`
  if (hash && !anchors.has(hash))
    return `The link "${ref.target}" names a heading "#${hash}" that the page ${path} does not have.`
  return undefined
}

/** `from`: the page path the references are written from, for `#heading` links on that page. */
export function checkReferences(
  refs: readonly Reference[],
  from: string | undefined,
  known: KnownTargets,
): Problem[] {
  return refs.flatMap((ref) => {
    const message = refusal(ref, from, known)
    return message ? [{ file: ref.file, line: ref.line, column: ref.column, message }] : []
  })
}

/** What the last compile checked references against, and what each file's references gave. */
let lastChecked:
  | {
      known: KnownTargets
      results: WeakMap<readonly Reference[], { from?: string; problems: Problem[] }>
    }
  | undefined

/** Whether two compiles know the same targets: the same pages, each with the same anchors. */
function sameTargets(a: KnownTargets, b: KnownTargets): boolean {
  if (a.publicFiles !== b.publicFiles || a.pages.size !== b.pages.size) return false
  if ([...a.specialAnchors].join('\n') !== [...b.specialAnchors].join('\n')) return false
  // An unchanged file keeps its own anchor set (the compile cache); a file compiled again (the
  // one being saved) has a new set, most often with the same headings.
  const other = b.pages.entries()
  for (const [path, anchors] of a.pages) {
    const [otherPath, otherAnchors] = other.next().value!
    if (path !== otherPath || !sameSet(anchors, otherAnchors)) return false
  }
  return true
}

const sameSet = (a: Set<string>, b: Set<string>) =>
  a === b || (a.size === b.size && [...a].every((x) => b.has(x)))

/**
 * Checks a file's references, or gives what the last compile found for the same references when
 * it knew the same targets. A save in `npm run dev` recompiles one file, and checking the
 * references of all the others again was a fifth of that save's compile at 1,000 articles.
 */
export function checkedReferences(known: KnownTargets) {
  if (!lastChecked || !sameTargets(known, lastChecked.known))
    lastChecked = { known, results: new WeakMap() }
  // The same targets: compare against these sets next time, and find most of them identical.
  else lastChecked.known = known
  const { results } = lastChecked
  return (refs: readonly Reference[], from: string | undefined): Problem[] => {
    const kept = results.get(refs)
    if (kept && kept.from === from) return kept.problems
    const problems = checkReferences(refs, from, known)
    results.set(refs, { from, problems })
    return problems
  }
}
