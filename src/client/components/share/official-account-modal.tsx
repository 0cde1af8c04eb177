import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useSite } from '../../site-context'

const OfficialAccountDialog = lazy(() => import('./official-account-dialog'))

/**
 * Opening any page with `#official-account` (SPEC §2, §4) shows the account's QR code; the hash
 * then leaves the address without a reload, so a reload does not open it again.
 */
export function OfficialAccountModal() {
  const { site } = useSite()
  const location = useLocation()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const anchor = `#${site.officialAccount.anchor}`

  useEffect(() => {
    if (location.hash !== anchor) return
    // The hash exists only in the browser, after hydration; opening here keeps SSR and client equal.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true)
    void navigate(
      { pathname: location.pathname, search: location.search },
      { replace: true, preventScrollReset: true },
    )
  }, [location.hash, location.pathname, location.search, anchor, navigate])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      <OfficialAccountDialog onClose={() => setOpen(false)} />
    </Suspense>
  )
}
