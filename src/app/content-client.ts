/**
 * The app's view of the compiled content: in the browser, chunks fetched from `_content/`, each
 * once; in the prerender, whatever source the SSR entry is given (files on disk). In dev,
 * `content:update` from the Vite plugin makes the next query read the new manifest.
 */
import { contentDir, contentUpdateEvent } from '../content/artifact'
import { createQueryCollection } from '../content/query'
import { createSource, type ContentSource } from '../content/source'
import { fetchJson } from './runtime/fetch-json'

let source: ContentSource = createSource((file) =>
  fetchJson(`${import.meta.env.BASE_URL}${contentDir}/${file}`),
)

/** The prerender reads content from disk instead of over HTTP. */
export function setContentSource(next: ContentSource): void {
  source = next
}

export const content = {
  get source() {
    return source
  },
  get queryCollection() {
    return createQueryCollection(source)
  },
}

type Listener = () => void
const listeners = new Set<Listener>()

/** Runs `listener` whenever content changes in dev; returns the unsubscribe function. */
export function onContentUpdate(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

if (import.meta.hot) {
  import.meta.hot.on(contentUpdateEvent, () => {
    source.refresh()
    // The overlay of a fixed error would otherwise stay up until a full reload.
    document
      .querySelectorAll('vite-error-overlay')
      .forEach((overlay) => (overlay as HTMLElement & { close(): void }).close())
    listeners.forEach((listener) => listener())
  })
}
