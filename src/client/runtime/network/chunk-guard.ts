/**
 * SPEC §8: when a lazy route chunk fails to load (a newer deploy deleted it), the navigation
 * becomes a full page load of where the visitor was going, which fetches the new build's HTML.
 * A guard of 10 s per path, kept in sessionStorage across that reload, stops a loop: a second
 * failure within the guard shows the error page instead.
 */

export const reloadGuardMs = 10_000
const storageKey = 'chunk-reload-guard'

/** A route module that could not be fetched. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError'
  constructor(cause: unknown) {
    super(
      `A part of the site could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
    this.cause = cause
  }
}

/** Imports a route module; a failure becomes a `ChunkLoadError`. */
export function importRouteModule<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    throw new ChunkLoadError(error)
  })
}

type Guards = Record<string, number>

function readGuards(storage: Storage): Guards {
  try {
    const value = JSON.parse(storage.getItem(storageKey) ?? '{}') as unknown
    return value && typeof value === 'object' ? (value as Guards) : {}
  } catch {
    return {}
  }
}

/**
 * Whether a chunk failure on `path` may reload the page now; when it may, the reload is recorded.
 * False within `reloadGuardMs` of the last reload for that path.
 */
export function claimChunkReload(path: string, storage: Storage, now = Date.now()): boolean {
  const guards = readGuards(storage)
  // Old entries go, so the stored object stays small.
  for (const [key, at] of Object.entries(guards)) if (now - at >= reloadGuardMs) delete guards[key]
  if (path in guards) return false
  guards[path] = now
  try {
    storage.setItem(storageKey, JSON.stringify(guards))
  } catch {
    // Without storage there is no guard, so no reload either: the error page is the safe side.
    return false
  }
  return true
}
