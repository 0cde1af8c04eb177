/**
 * The diagram element as a lazy chunk, as lazy-tab-set.tsx does for tabs: the chunk that calls
 * `import('./draw-diagram')` also carries the list of Mermaid's files Vite preloads with it, a
 * kilobyte that a page without a diagram should not pay. The prerender loads the chunk first
 * (`preloadDiagram`), so the HTML holds the real element; until it is in, the source shows.
 */
import { lazy, Suspense, type ReactNode } from 'react'
import type * as DiagramModule from './diagram'

let loaded: typeof DiagramModule | undefined

export function preloadDiagram(): Promise<typeof DiagramModule> {
  if (loaded) return Promise.resolve(loaded)
  return import('./diagram').then((module) => (loaded = module))
}

type Loaded = { default: typeof DiagramModule.Diagram }

const LazyDiagram = lazy((): Promise<Loaded> => {
  const module = loaded
  if (!module) return preloadDiagram().then(({ Diagram }) => ({ default: Diagram }))
  // Calls back at once, so React renders the element without suspending (see lazy-tab-set.tsx).
  const settled = { default: module.Diagram }
  const thenable = { then: (resolve: (value: Loaded) => void) => resolve(settled) }
  return thenable as unknown as Promise<Loaded>
})

export function Diagram({ children }: { children?: ReactNode }) {
  return (
    <Suspense
      fallback={
        <figure className="diagram">
          <div>{children}</div>
        </figure>
      }
    >
      <LazyDiagram>{children}</LazyDiagram>
    </Suspense>
  )
}
