/**
 * When an article counts as outdated (site.yml `outdatedAfterDays`). Days are calendar days
 * written YYYY-MM-DD, compared as text: the prerender decides with the build's day, the reader's
 * browser with the reader's (components/article/outdated-notice.tsx, decision 0034).
 */

/** The article's last update: `updated` when it is later than `date`, else `date`. */
export function lastUpdate(article: { date: string; updated?: string }): string {
  return article.updated && article.updated > article.date ? article.updated : article.date
}

/** The first day the article is outdated, or undefined when the notice is off (0 days). */
export function outdatedFrom(since: string, days: number): string | undefined {
  // A date-only ISO string is read as UTC midnight, and UTC days are all 86,400 s long.
  return days > 0
    ? new Date(Date.parse(since) + days * 864e5).toISOString().slice(0, 10)
    : undefined
}

/** Today on the clock of whoever asks (the build machine, the reader), YYYY-MM-DD. */
export function today(now = new Date()): string {
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10)
}
