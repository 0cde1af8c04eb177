import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { SeriesBoxData } from '../../data/article-links'

/** An article's series: its name (to the series page), the article's place, and the others. */
export function SeriesBox({ series, current }: { series: SeriesBoxData; current: string }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('series.label')} className="card mt-8 p-4 sm:p-5">
      <p className="text-sm text-muted">
        {t('series.label')} ·{' '}
        {t('series.place', { place: series.place, total: series.articles.length })}
      </p>
      <Link to={series.path} className="font-semibold text-highlighted hover:text-accent">
        {series.name}
      </Link>
      <ol className="mt-3 grid gap-1.5 ps-5 text-sm list-decimal marker:text-muted">
        {series.articles.map((a) => (
          <li key={a.path}>
            <Link
              to={a.path}
              aria-current={a.path === current ? 'page' : undefined}
              className={
                a.path === current ? 'font-medium text-highlighted' : 'text-toned hover:text-accent'
              }
            >
              {a.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
