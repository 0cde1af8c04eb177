import type { TFunction } from 'i18next'

/**
 * A content date (`2025-03-14`) in the reader's language. Dates are calendar days, so they are
 * read and shown in UTC: a reader west of Greenwich must not see the day before.
 */
export function formatDate(t: TFunction, date: string, month: 'long' | 'short' = 'long'): string {
  let known = written.get(t)
  if (!known) written.set(t, (known = new Map()))
  const key = `${month} ${date}`
  let text = known.get(key)
  if (text === undefined) {
    text = t('common.date', {
      val: new Date(`${date}T00:00:00Z`),
      formatParams: { val: { year: 'numeric', month, day: 'numeric', timeZone: 'UTC' } },
    })
    known.set(key, text)
  }
  return text
}

/**
 * Dates already written, per `t` (one per locale: loaders use their locale's instance's `t`). A
 * prerender writes the same few hundred dates on thousands of pages, and each through i18next's
 * formatter cost ≈15 µs.
 */
const written = new WeakMap<TFunction, Map<string, string>>()

/**
 * Items with their `date` written out for the reader (`dateText`). Loaders write dates, not
 * components: a prerendered page then hydrates from the text the prerender made, and a first
 * visit builds no `Intl.DateTimeFormat` (the first one costs 15–35 ms of main thread in
 * Chromium, loading the language's calendar data, inside hydration).
 */
export function withDateText<T extends { date: string }>(
  t: TFunction,
  items: readonly T[],
  month: 'long' | 'short' = 'long',
): (T & { dateText: string })[] {
  return items.map((item) => ({ ...item, dateText: formatDate(t, item.date, month) }))
}
