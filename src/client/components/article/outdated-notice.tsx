import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'
import { today } from '../../../shared/page/outdated'
import { Icon } from '../icon'

/** What the article loader tells the notice (decision 0034). */
export interface Outdated {
  /** The first day the article is outdated, YYYY-MM-DD. */
  from: string
  /** Whether it was on the day the page was built: what the prerendered HTML shows. */
  atBuild: boolean
  /** The last update in the reader's language. */
  date: string
}

const unchanging = () => () => {}

/**
 * The quiet "may be out of date" line. Hydration starts from the build's answer (the server
 * snapshot), then the reader's own day decides, so a page built before the article aged still
 * tells.
 */
export function OutdatedNotice({ outdated }: { outdated: Outdated }) {
  const { t } = useTranslation()
  const day = useSyncExternalStore(unchanging, today, () => undefined)
  if (!(day ? day >= outdated.from : outdated.atBuild)) return null
  return (
    <p role="note" className="outdated-notice">
      <Icon name="i-lucide-history" className="mt-0.5" />
      {t('blog.outdated', { date: outdated.date })}
    </p>
  )
}
