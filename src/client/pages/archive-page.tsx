import { useTranslation } from 'react-i18next'
import { Link, useLoaderData } from 'react-router'
import { archiveGroups, type ArchiveYear } from '../../shared/lists/archive'
import { localeCodes, localizePath, type Locale } from '../i18n/site-locales'
import { archivePath, listPagePath, listPages, listPageSize } from '../../shared/lists/pagination'
import type { Article } from '../../shared/schema'
import { ListPager } from '../components/list-pager'
import { PageHero } from '../components/page-hero'
import type { Head } from '../head/head'
import { loadI18n } from '../i18n/i18n'
import { listAlternates, listPagination, type ListPagination } from '../addresses/list-pagination'
import type { PageLoad } from '../data/route-loader'
import { BackToBlog } from '../components/article/back-to-blog'

type Entry = Pick<Article, 'title' | 'path' | 'date'> & { dayText: string }

interface ArchiveData {
  head: Head
  /** One page of the archive, grouped; `labels` names each month in the reader's language. */
  years: ArchiveYear<Entry>[]
  labels: Record<string, string>
  pagination: ListPagination
  alternates: Partial<Record<Locale, string>>
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`)

export const load: PageLoad<ArchiveData> = async ({
  locale,
  fullPath,
  params,
  queryCollection,
}) => {
  const total = await queryCollection('blogs', locale).count()
  const pagination = listPagination({
    param: params.page,
    total,
    first: archivePath,
    locale,
    fullPath,
  })
  const { page } = pagination
  const rows = await queryCollection('blogs', locale)
    .order('date', 'DESC')
    .skip((page - 1) * listPageSize)
    .limit(listPageSize)
    .select('title', 'path', 'date', 'updated')
    .all()
  const others = localeCodes.filter((other) => other !== locale)
  const counts = await Promise.all(others.map((other) => queryCollection('blogs', other).count()))
  const { t } = await loadI18n(locale)
  const format = (date: string, options: Intl.DateTimeFormatOptions) =>
    t('common.date', { val: utc(date), formatParams: { val: { ...options, timeZone: 'UTC' } } })
  const years = archiveGroups(
    rows.map(({ updated: _updated, ...a }) => ({
      ...a,
      dayText: format(a.date, { month: 'short', day: 'numeric' }),
    })),
  )
  const labels = Object.fromEntries(
    years
      .flatMap((y) => y.months)
      .map((m) => [m.month, format(`${m.month}-01`, { month: 'long' })]),
  )
  const title = t('archive.title')
  const blog = localizePath('/blog', locale)
  const here = listPagePath(archivePath, page)
  return {
    head: {
      title: page > 1 ? t('blog.page_title', { title, page }) : title,
      description: t('archive.description', { count: total }),
      trail: [{ title: t('blog.name'), path: blog }],
      cardOf: blog,
      // The sitemap's lastmod: the page changes when one of its articles does.
      updated: rows
        .map((a) => a.updated ?? a.date)
        .sort()
        .at(-1),
      // The same page in the languages whose archive has that many pages (hreflang links).
      alternates: Object.fromEntries(
        [locale, ...others.filter((_, i) => page <= listPages(counts[i]!))].map((code) => [
          code,
          localizePath(here, code),
        ]),
      ),
    },
    years,
    labels,
    pagination,
    alternates: listAlternates(
      archivePath,
      page,
      Object.fromEntries(others.map((other, i) => [other, counts[i]])),
    ),
  }
}

export function Component() {
  const { years, labels, pagination } = useLoaderData() as ArchiveData
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        headline={<BackToBlog />}
        title={t('archive.title')}
        description={t('archive.description', { count: pagination.total })}
      />
      {years.map(({ year, months }) => (
        <section key={year} aria-labelledby={`y${year}`} className="mb-10">
          <h2 id={`y${year}`} className="text-2xl font-bold text-highlighted">
            {year}
          </h2>
          {months.map(({ month, articles }) => (
            <div key={month} className="mt-5">
              <h3 className="text-sm font-semibold text-muted">{labels[month]}</h3>
              <ul className="mt-2 divide-y divide-neutral-200 dark:divide-neutral-800 border-y border-default">
                {articles.map((a) => (
                  <li key={a.path}>
                    <Link
                      to={a.path}
                      className="group flex items-baseline gap-4 py-2.5 keyboard-ring"
                    >
                      <time
                        dateTime={a.date}
                        className="w-20 shrink-0 text-sm text-muted tabular-nums"
                      >
                        {a.dayText}
                      </time>
                      <span className="font-medium text-highlighted group-hover:text-accent">
                        {a.title}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
      <ListPager pagination={pagination} />
    </>
  )
}
