/**
 * Built files the service worker should not precache: what only some pages load, on demand.
 * Mermaid is about a megabyte over dozens of chunks, KaTeX's stylesheet and fonts a few hundred
 * KB, and the comment widgets (Waline's client, Giscus) dozens of chunks that a site with comments
 * off never runs; precached, every first visit would download them in the background, for pages
 * the visitor may never open. The worker keeps them as pages use them instead
 * (src/client/service-worker/sw.ts).
 *
 * Their chunks have their libraries' names (`flowDiagram-…`, `chunk-…`), so they are found
 * through Vite's manifest: every file reachable from the module that loads them that the entry
 * cannot reach without it. KaTeX's are found by name (`katex.min-….css`, `KaTeX_…`).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Manifest } from 'vite'

/** The module that imports Mermaid (src/client/content-elements/draw-diagram.ts). */
export const mermaidRoot = 'src/client/content-elements/draw-diagram.ts'

/** The module that loads a comment widget, near the end of an article with comments on. */
export const commentsRoot = 'src/client/comments/mount-comments.ts'

/** The modules whose imports are loaded on demand, each with all it alone reaches. */
const onDemandRoots = [mermaidRoot, commentsRoot]

/** Glob patterns (relative to the build folder) of KaTeX's stylesheet and fonts. */
export const katexGlobs = ['assets/katex.min-*.css', 'assets/KaTeX_*']

/** Files (relative to the build folder) reachable from `from`, static and dynamic imports, never entering `stop`. */
function reachable(manifest: Manifest, from: string[], stop: string[] = []): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key) || stop.includes(key)) return
    seen.add(key)
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next)
  }
  from.forEach(walk)
  return files
}

/** Precache exclusions of the build folder `outDir`: Mermaid's files, the comments' and KaTeX's. */
export async function onDemandAssets(outDir: string): Promise<string[]> {
  let manifest: Manifest
  try {
    manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  } catch {
    return katexGlobs
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const shell = reachable(manifest, entries, onDemandRoots)
  const onDemand = [...reachable(manifest, onDemandRoots)].filter((file) => !shell.has(file))
  return [...katexGlobs, ...onDemand.sort()]
}
