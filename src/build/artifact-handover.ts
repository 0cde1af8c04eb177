/**
 * The artifact `buildSite` already compiled, kept for the Vite build it starts next in the same
 * process (the content plugin would otherwise compile everything again, search indexes included:
 * seconds on a big site). On globalThis, so every copy of this module sees the same one.
 */
import type { Artifact } from './compile.ts'

const prebuilt = ((globalThis as Record<symbol, unknown>)[Symbol.for('content.prebuilt')] ??=
  new Map()) as Map<string, Artifact>

/** Hands a compiled artifact over; returns the function that takes it back. */
export function handOverArtifact(root: string, artifact: Artifact): () => void {
  prebuilt.set(root, artifact)
  return () => prebuilt.delete(root)
}

/** The artifact handed over for this root, if a build is under way. */
export const handedOverArtifact = (root: string): Artifact | undefined => prebuilt.get(root)
