import { useEffect, useState } from 'react'
import { Outlet } from 'react-router'
import { useDocumentTitle } from '../../head/use-document-title'

let raise: ((error: unknown) => void) | undefined

/** Shows an unhandled error of the site's scripts (runtime/unhandled-errors.ts) as the page's. */
export function raiseUnhandledError(error: unknown): void {
  raise?.(error)
}

/**
 * The pages' route: the page with its title. An unhandled error is thrown here, so it becomes
 * this route's error like one from a loader: the boundary shows it, and the next navigation (a
 * link, Back) clears it.
 */
export function PageFrame() {
  const [raised, setRaised] = useState<{ error: unknown }>()
  useEffect(() => {
    const show = (error: unknown) => setRaised({ error })
    raise = show
    return () => {
      if (raise === show) raise = undefined
    }
  }, [])
  useDocumentTitle()
  if (raised) throw raised.error
  return <Outlet />
}
