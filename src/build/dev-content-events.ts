/**
 * Content file events of `npm run dev`, as the content engine's own watcher sees them
 * (dev-content-engine.ts). Vite's watcher leaves content/ alone: chokidar scanning two thousand
 * articles on Vite's thread held up the first page by ≈0.25 s. Plugins on Vite's thread that care
 * about content files (the icon sprite) listen here instead.
 */

export type ContentFileListener = (event: string, file: string) => void

/**
 * One set for the process: Vite bundles vite.config.ts with the plugins it imports, so a script
 * that runs a dev server (bench/dev.ts) and imports this file holds another copy of the module.
 */
const listeners = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('content.dev-file-events')
] ??= new Set<ContentFileListener>()) as Set<ContentFileListener>

/** Calls `listener` for every content file event from now on; returns the function that stops. */
export function onContentFileEvent(listener: ContentFileListener): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Tells every listener (the dev content server does, for each event the engine reports). */
export function emitContentFileEvent(event: string, file: string): void {
  for (const listener of listeners) listener(event, file)
}
