import type { TFunction } from '../../i18n/i18n'
import { Icon } from '../icon'

/**
 * Date, reading time and (on the article) the last update, in the reader's language. `t` is the
 * page's or the list's: a list of cards calls `useTranslation` once, not once a card (each call
 * copies the i18next instance, react-i18next 17).
 */
export function ArticleMeta({
  date,
  dateText,
  minRead,
  updated,
  updatedText,
  className = '',
  t,
}: {
  date: string
  /** `date` in the reader's language, as the loader wrote it (format.ts). */
  dateText: string
  minRead: number
  /** Shown when the article changed after the day it was published. */
  updated?: string
  updatedText?: string
  className?: string
  t: TFunction
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted ${className}`}>
      <time dateTime={date} className="inline-flex items-center gap-1">
        <Icon name="i-lucide-calendar" />
        {dateText}
      </time>
      <span className="inline-flex items-center gap-1">
        <Icon name="i-lucide-clock" />
        {t('blog.min_read', { count: minRead })}
      </span>
      {updated && updated > date && (
        <span className="inline-flex items-center gap-1">
          <Icon name="i-lucide-history" />
          {t('blog.updated')} <time dateTime={updated}>{updatedText}</time>
        </span>
      )}
    </p>
  )
}
