/**
 * Built files the service worker should not precache: what only some pages load, on demand.
 * Mermaid is about a megabyte over dozens of chunks and KaTeX's stylesheet and fonts a few
 * hundred KB; precached, every first visit would download them in the background, for pages the
 * visitor may never open. The worker keeps them as pages use them instead (src/client/service-worker/sw.ts).
 *
 * Mermaid's chunks have Mermaid's names (`flowDiagram-…`, `chunk-…`), so they are found through
 * Vite's manifest: every file reachable from the diagram drawer that the entry cannot reach
 * without it. KaTeX's are found by name (`katex.min-….css`, `KaTeX_…`).
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Manifest } from 'vite'

/** The module that imports Mermaid (src/client/content-elements/draw-diagram.ts). */
export const mermaidRoot = 'src/client/content-elements/draw-diagram.ts'

/** Glob patterns (relative to the build folder) of KaTeX's stylesheet and fonts. */
export const katexGlobs = ['assets/katex.min-*.css', 'assets/KaTeX_*']

/** Files (relative to the build folder) reachable from `from`, static and dynamic imports, never entering `stop`. */
function reachable(manifest: Manifest, from: string[], stop?: string): Set<string> {
  const files = new Set<string>()
  const seen = new Set<string>()
  const walk = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key) || key === stop) return
    seen.add(key)
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) walk(next)
  }
  from.forEach(walk)
  return files
}

/** Precache exclusions of the build folder `outDir`: Mermaid's files and KaTeX's. */
export async function onDemandAssets(outDir: string): Promise<string[]> {
  let manifest: Manifest
  try {
    manifest = JSON.parse(await readFile(join(outDir, '.vite', 'manifest.json'), 'utf8'))
  } catch {
    return katexGlobs
  }
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry)
  const shell = reachable(manifest, entries, mermaidRoot)
  const mermaid = [...reachable(manifest, [mermaidRoot])].filter((file) => !shell.has(file))
  return [...katexGlobs, ...mermaid.sort()]
}
