import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Icon } from './icon'
import type { ListPagination } from '../addresses/list-pagination'

/** Newer and older links under a list of articles, and which page of how many this is. */
export function ListPager({ pagination }: { pagination: ListPagination }) {
  const { t } = useTranslation()
  if (pagination.pages < 2) return null
  return (
    // Three columns, the outer two alike, so the page label sits in the middle whatever the
    // buttons' widths (one of them may be missing). A phone has no room for three: the label takes
    // a row above the two buttons, whose words never wrap (较早的 / 文章).
    <nav
      aria-label={t('blog.pages')}
      className="mt-10 grid grid-cols-[1fr_auto_1fr] max-sm:grid-cols-2 items-center gap-4 [&>a]:whitespace-nowrap"
    >
      {pagination.prev ? (
        <Link
          to={pagination.prev}
          rel="prev"
          className="btn btn-outline text-sm justify-self-start"
        >
          <Icon name="i-lucide-arrow-left" /> {t('blog.newer')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted text-center max-sm:(col-span-2 row-start-1)">
        {t('blog.page_of', { page: pagination.page, pages: pagination.pages })}
      </p>
      {pagination.next ? (
        <Link to={pagination.next} rel="next" className="btn btn-outline text-sm justify-self-end">
          {t('blog.older')} <Icon name="i-lucide-arrow-right" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
