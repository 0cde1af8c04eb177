/**
 * Tells the Vite build that `buildSite` runs in the same process to leave the content out:
 * `buildSite` writes the compiled content into the client build itself (write-artifact-fs.ts).
 * Emitted through Vite, every content file was an asset the bundler hashed, measured for its
 * report and wrote: the client build grew with the site (2.5 s at 1,000 articles per language,
 * 7.1 s at 4,000) where the app is the same. Without the word (a bare `vite build`) the content
 * plugin compiles the content and emits it with the bundles. On globalThis, so every copy of
 * this module (the build's bundle, Vite's config) sees the same roots.
 */
const apart = ((globalThis as Record<symbol, unknown>)[Symbol.for('content.written-apart')] ??=
  new Set()) as Set<string>

/** Marks the content of `root` as written by the caller; returns the function that unmarks it. */
export function writeContentApart(root: string): () => void {
  apart.add(root)
  return () => apart.delete(root)
}

/** Whether a build under way writes the content of `root` itself. */
export const contentWrittenApart = (root: string): boolean => apart.has(root)
