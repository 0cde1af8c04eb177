/**
 * Scroll position across client navigations: back and forward return to where the reader was
 * (also after a reload, through sessionStorage), a link to `#heading` scrolls to the heading, any
 * other new page starts at the top.
 *
 * Why not React Router's `<ScrollRestoration>`: it is this plus framework-mode code (an inline
 * restore script for server rendering, custom keys) that the first load of every page paid for
 * (about 0.9 KB gzip, issue 7). The router still records the positions: `enableScrollRestoration`
 * saves the old page's position before it renders the next one, and says in its state what to
 * restore.
 */
import { useContext, useLayoutEffect } from 'react'
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
} from 'react-router'

/** React Router's own key, so positions saved before this change still apply. */
const storageKey = 'react-router-scroll-positions'

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

/** Scrolls to the heading a hash names; false when there is no such element. */
function scrollToHash(hash: string): boolean {
  try {
    const element = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    element?.scrollIntoView()
    return Boolean(element)
  } catch {
    // A hash that is not valid percent-encoding names no element.
    return false
  }
}

export function ScrollRestoration() {
  const router = useContext(DataRouterContext)?.router
  const state = useContext(DataRouterStateContext)
  const location = useLocation()
  const restore = state?.restoreScrollPosition
  const keepScroll = state?.preventScrollReset

  useLayoutEffect(() => {
    if (!router) return
    const positions = savedPositions()
    history.scrollRestoration = 'manual'
    const stop = router.enableScrollRestoration(positions, () => scrollY)
    // Leaving the site or reloading: keep this page's position for when the reader comes back.
    const save = () => {
      if (router.state.navigation.state === 'idle') positions[router.state.location.key] = scrollY
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions))
      } catch {
        // Storage full or refused: positions are lost at reload, nothing else breaks.
      }
      history.scrollRestoration = 'auto'
    }
    addEventListener('pagehide', save)
    return () => {
      stop()
      removeEventListener('pagehide', save)
      history.scrollRestoration = 'auto'
    }
  }, [router])

  useLayoutEffect(() => {
    if (restore === false || restore === undefined) return
    // Statements, not `return scrollTo(…)`: React calls what an effect returns as its cleanup,
    // and with the dialog open `scrollTo` returned something that was not a function (a crash).
    if (typeof restore === 'number') scrollTo(0, restore)
    else if (!scrollToHash(location.hash) && !keepScroll) scrollTo(0, 0)
  }, [location, restore, keepScroll])

  return null
}
