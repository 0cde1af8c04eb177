import { useTranslation } from 'react-i18next'
import type { RelatedEntry } from '../../data/article-links'
import { CardLink } from '../card-link'

/** Up to three articles like this one, chosen by the build. */
export function RelatedArticles({ articles }: { articles: RelatedEntry[] }) {
  const { t } = useTranslation()
  if (!articles.length) return null
  return (
    <section aria-label={t('related.title')} className="mt-16">
      <h2 className="text-lg font-semibold text-highlighted">{t('related.title')}</h2>
      {/* As many columns as cards, up to three: two cards fill the row rather than leave a hole. */}
      <ul
        className={`mt-4 grid gap-4 ${articles.length >= 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
      >
        {articles.map((a) => (
          <li key={a.path}>
            <CardLink
              to={a.path}
              label={<time dateTime={a.date}>{a.dateText}</time>}
              title={a.title}
              className="h-full"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
