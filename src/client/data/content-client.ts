/**
 * The app's view of the compiled content: in the browser, chunks fetched from `_content/`, each
 * once; in the prerender, whatever source the SSR entry is given (files on disk). The query
 * builder loads on first use (content-query.ts). In dev, `content:update` from the Vite plugin
 * brings the new manifest, which the next query reads, and the rows a save changed in the
 * collections already loaded; `content:problems` asks for the error overlay of invalid content.
 */
import { contentProblemsEvent, contentUpdateEvent, type ContentUpdate } from '../../shared/artifact'
import type { ContentSource } from '../../shared/source'
import type { Content } from './content-query'

export type { Content }

let override: ContentSource | undefined
let loaded: Promise<Content> | undefined

/** The prerender reads content from disk instead of over HTTP. */
export function setContentSource(next: ContentSource): void {
  // The prerender sets the same source for every page: the loaded query builder stays.
  if (next === override) return
  override = next
  loaded = undefined
}

/** The content source and query builder, loading them the first time. */
export function loadContent(): Promise<Content> {
  loaded ??= import('./content-query').then((m) => m.createContent(override))
  loaded.catch(() => (loaded = undefined))
  return loaded
}

type Listener = () => void
const listeners = new Set<Listener>()

/** Runs `listener` whenever content changes in dev; returns the unsubscribe function. */
export function onContentUpdate(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

if (import.meta.hot) {
  // Vite closes its error overlay on every code or style update (UnoCSS sends one when a page
  // loads a module with new classes): the page asks again whether content has problems.
  const hot = import.meta.hot
  const askForProblems = () => hot.send(contentProblemsEvent)
  askForProblems()
  hot.on('vite:afterUpdate', askForProblems)
  hot.on(contentUpdateEvent, async ({ manifest, patches }: ContentUpdate) => {
    ;(await loadContent()).source.refresh(manifest, patches)
    // The overlay of a fixed error would otherwise stay up until a full reload.
    document
      .querySelectorAll('vite-error-overlay')
      .forEach((overlay) => (overlay as HTMLElement & { close(): void }).close())
    listeners.forEach((listener) => listener())
  })
}
