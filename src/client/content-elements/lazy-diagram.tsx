/**
 * The diagram element as a lazy chunk (lazy-element.tsx): the chunk that calls
 * `import('./draw-diagram')` also carries the list of Mermaid's files Vite preloads with it, a
 * kilobyte that a page without a diagram should not pay. Until it is in, the source shows.
 */
import type { ReactNode } from 'react'
import { lazyElement } from './lazy-element'

function Source({ children }: { children?: ReactNode }) {
  return (
    <figure className="diagram">
      <div>{children}</div>
    </figure>
  )
}

export const { Element: Diagram, preload: preloadDiagram } = lazyElement(
  () => import('./diagram').then((module) => module.Diagram),
  Source,
)
