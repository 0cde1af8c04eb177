import type { TFunction } from 'i18next'

/**
 * A content date (`2025-03-14`) in the reader's language. Dates are calendar days, so they are
 * read and shown in UTC: a reader west of Greenwich must not see the day before.
 */
export function formatDate(t: TFunction, date: string, month: 'long' | 'short' = 'long'): string {
  return t('common.date', {
    val: new Date(`${date}T00:00:00Z`),
    formatParams: { val: { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' } },
  })
}
