/**
 * The tab set as a lazy chunk (lazy-element.tsx). The prerendered HTML already shows every panel
 * and the head script hides all but the chosen one, so a page reads right before the chunk
 * arrives; on a client navigation the panels show, stacked, for the moment the chunk takes.
 */
import type { ReactNode } from 'react'
import { lazyElement } from './lazy-element'

/** Until the chunk is in: the panels one after another, as the page shows without scripts. */
function Panels({ children }: { children?: ReactNode }) {
  return <div>{children}</div>
}

export const { Element: TabSet, preload: preloadTabSet } = lazyElement(
  () => import('./tab-set').then((module) => module.TabSet),
  Panels,
)
