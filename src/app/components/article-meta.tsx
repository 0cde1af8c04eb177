import { useTranslation } from 'react-i18next'
import { formatDate } from '../format'
import { Icon } from './icon'

/** Date, reading time and (on the article) the last update, in the reader's language. */
export function ArticleMeta({
  date,
  minRead,
  updated,
  className = '',
}: {
  date: string
  minRead: number
  /** Shown when the article changed after the day it was published. */
  updated?: string
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted ${className}`}>
      <time dateTime={date} className="inline-flex items-center gap-1">
        <Icon name="i-lucide-calendar" />
        {formatDate(t, date)}
      </time>
      <span className="inline-flex items-center gap-1">
        <Icon name="i-lucide-clock" />
        {t('blog.min_read', { count: minRead })}
      </span>
      {updated && updated > date && (
        <span className="inline-flex items-center gap-1">
          <Icon name="i-lucide-history" />
          {t('blog.updated')} <time dateTime={updated}>{formatDate(t, updated)}</time>
        </span>
      )}
    </p>
  )
}
