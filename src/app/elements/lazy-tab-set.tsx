/**
 * The tab set as a lazy chunk (issue 7: interactive elements stay out of the first load). With
 * Headless UI's tabs inside, it is about 12 KB gzip that only a page with tabs loads, and after
 * its first paint: in the first load it would put an article over its budget.
 *
 * The prerendered HTML already shows every panel and the head script hides all but the chosen
 * one, so a page reads right before this chunk arrives. During hydration React leaves a tab set's
 * server HTML in place until the chunk is loaded, then hydrates it (a click meanwhile is replayed).
 * On a client navigation the panels show, stacked, for the moment the chunk takes.
 *
 * The prerender loads the chunk first (`preloadTabSet`), and the lazy component then resolves
 * without suspending: React reads a thenable that has already called back as settled. So the
 * HTML holds the real tabs, never the fallback.
 */
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react'
import type * as TabSetModule from './tab-set'

type Props = ComponentProps<typeof TabSetModule.TabSet>

let loaded: typeof TabSetModule | undefined

/** Loads the tab-set chunk; after it resolves, tab sets render without suspending. */
export function preloadTabSet(): Promise<typeof TabSetModule> {
  // Once loaded, no second import(): the prerender calls this for each of thousands of pages.
  if (loaded) return Promise.resolve(loaded)
  return import('./tab-set').then((module) => (loaded = module))
}

type Loaded = { default: typeof TabSetModule.TabSet }

const LazyTabSet = lazy((): Promise<Loaded> => {
  const module = loaded
  if (!module) return preloadTabSet().then(({ TabSet }) => ({ default: TabSet }))
  // Calls back at once, so React marks the lazy component resolved before rendering it.
  const settled = { default: module.TabSet }
  const thenable = { then: (resolve: (value: Loaded) => void) => resolve(settled) }
  // React only calls `then`; a thenable is what `lazy` really needs, whatever its type says.
  return thenable as unknown as Promise<Loaded>
})

/** Until the chunk is in: the panels one after another, as the page shows without scripts. */
function Panels({ children }: { children: ReactNode }) {
  return <div>{children}</div>
}

export function TabSet(props: Props) {
  return (
    <Suspense fallback={<Panels>{props.children}</Panels>}>
      <LazyTabSet {...props} />
    </Suspense>
  )
}
