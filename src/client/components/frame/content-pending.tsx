import { useEffect, useState } from 'react'
import type { Locale } from '../../i18n/site-locales'
import { getI18n } from '../../i18n/i18n'

/** How long the first data may take before the page says it is loading: quick loads show nothing. */
const showAfterMs = 500

/**
 * What a page that was not prerendered shows while its first data loads (dev, the 404 page served
 * for an unknown path): after a moment, "Loading…". A first `npm run dev` of a large blog
 * compiles every article before it can answer (tens of seconds), and the page was blank meanwhile.
 */
export function ContentPending({ locale }: { locale: Locale }) {
  const [late, setLate] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), showAfterMs)
    return () => clearTimeout(timer)
  }, [])
  if (!late) return null
  return (
    <p role="status" className="py-24 text-center text-sm text-muted">
      {getI18n(locale).t('common.loading')}
    </p>
  )
}
