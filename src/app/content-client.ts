/**
 * The browser's view of the compiled content: chunks fetched from `_content/`, each once. In dev,
 * `content:update` from the Vite plugin makes the next query read the new manifest.
 */
import { contentDir } from '../content/artifact'
import { createQueryCollection } from '../content/query'
import { createSource } from '../content/source'

export const contentSource = createSource(async (file) => {
  const response = await fetch(`${import.meta.env.BASE_URL}${contentDir}/${file}`)
  if (!response.ok)
    throw new Error(`Could not load ${file}: ${response.status} ${response.statusText}`)
  return response.json()
})

export const queryCollection = createQueryCollection(contentSource)

type Listener = () => void
const listeners = new Set<Listener>()

/** Runs `listener` whenever content changes in dev; returns the unsubscribe function. */
export function onContentUpdate(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

if (import.meta.hot) {
  import.meta.hot.on('content:update', () => {
    contentSource.refresh()
    // The overlay of a fixed error would otherwise stay up until a full reload.
    document
      .querySelectorAll('vite-error-overlay')
      .forEach((overlay) => (overlay as HTMLElement & { close(): void }).close())
    listeners.forEach((listener) => listener())
  })
}
