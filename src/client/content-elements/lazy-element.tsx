/**
 * A content element as a lazy chunk (issue 7: interactive elements stay out of the first load):
 * the tab set (Headless UI's tabs, about 12 KB gzip) and the diagram (the chunk that imports
 * Mermaid carries the list of its files Vite preloads). Only a page with one loads it, after its
 * first paint; until then `Fallback` shows the element's children as the page reads without
 * scripts. During hydration React leaves the server HTML in place until the chunk is loaded, then
 * hydrates it (a click meanwhile is replayed).
 *
 * The prerender loads the chunk first (`preload`), and the lazy component then resolves without
 * suspending: React reads a thenable that has already called back as settled. So the HTML holds
 * the real element, never the fallback.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

export function lazyElement<P extends { children?: ReactNode }>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<{ children?: ReactNode }>,
) {
  let loaded: ComponentType<P> | undefined
  // Once loaded, no second import(): the prerender calls this for each of thousands of pages.
  const preload = async () => (loaded ??= await load())
  type Loaded = { default: ComponentType<P> }
  const Lazy = lazy((): Promise<Loaded> => {
    const settled = loaded && { default: loaded }
    if (!settled) return preload().then((component) => ({ default: component }))
    // Calls back at once, so React marks the lazy component resolved before rendering it. React
    // only calls `then`; a thenable is what `lazy` really needs, whatever its type says.
    const thenable = { then: (resolve: (value: Loaded) => void) => resolve(settled) }
    return thenable as unknown as Promise<Loaded>
  })
  function Element(props: P) {
    return (
      <Suspense fallback={<Fallback>{props.children}</Fallback>}>
        <Lazy {...props} />
      </Suspense>
    )
  }
  return { Element, preload }
}
