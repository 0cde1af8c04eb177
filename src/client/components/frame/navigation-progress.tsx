import { useEffect, useState } from 'react'
import { useNavigation } from 'react-router'
import { useTranslation } from 'react-i18next'

/** How long a navigation may take before the bar shows: quick ones should not flicker. */
const showAfterMs = 150

/**
 * The pending state of a navigation's fetch (issue 5): a thin bar at the top while the next page's
 * payload and code load. Success replaces the page; an error shows the error page.
 */
export function NavigationProgress() {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' ? navigation.location?.key : undefined
  // The navigation that has been pending for longer than showAfterMs.
  const [late, setLate] = useState<string>()
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setLate(pending), showAfterMs)
    return () => clearTimeout(timer)
  }, [pending])
  const shown = pending !== undefined && late === pending
  if (!shown) return null
  return (
    <div
      role="progressbar"
      aria-label={t('common.loading')}
      className="nav-progress fixed inset-x-0 top-0 z-60 h-0.5 bg-primary-500 dark:bg-primary-400"
    />
  )
}
