import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import { eventCategories } from '../../shared/event-categories'
import type { EventAdded } from '../../shared/compiled-fields'
import type { Event, SpacePage } from '../../shared/schema'
import { PageHero } from '../components/page-hero'
import { PhrasedTitle } from '../components/phrased-title'
import { translationLag, type LanguageNote } from '../components/article/translation-notice'
import { SectionHeading } from '../components/section-heading'
import { withDateText } from '../i18n/format'
import { pageHead, type Head } from '../head/head'
import { loadI18n } from '../i18n/i18n'
import type { PageLoad } from '../data/route-loader'
import { Icon } from '../components/icon'

interface SpaceData {
  head: Head
  page: Pick<SpacePage, 'title' | 'titlePhrases' | 'description' | 'links'>
  /** Events by category, in the fixed order of the schema, newest first within each. */
  groups: { category: Event['category']; events: (Event & EventAdded & { dateText: string })[] }[]
  /** The content item's id, naming its file for "Edit this page" (app-footer.tsx). */
  source?: string
  /** Set when the page is a translation its original changed since. */
  lag?: LanguageNote
}

export const load: PageLoad<SpaceData> = async ({ locale, queryCollection }) => {
  const page = await queryCollection('space', locale)
    .select(
      'title',
      'titlePhrases',
      'description',
      'links',
      'events',
      'seo',
      'updated',
      'id',
      'translationBehind',
    )
    .first()
  if (!page) throw new Error('The space page content (space.yml) is missing.')
  const { t } = await loadI18n(locale)
  const groups = eventCategories
    .map((category) => ({
      category,
      events: withDateText(
        t,
        (page.events as (Event & EventAdded)[])
          .filter((e) => e.category === category)
          .sort((a, b) => b.date.localeCompare(a.date)),
        'short',
      ),
    }))
    .filter((g) => g.events.length > 0)
  return {
    head: pageHead(page, { trail: [], updated: page.updated }),
    page: {
      title: page.title,
      titlePhrases: page.titlePhrases,
      description: page.description,
      links: page.links,
    },
    groups,
    source: page.id,
    lag: translationLag(page.translationBehind, t),
  }
}

const icons: Record<Event['category'], string> = {
  conference: 'i-lucide-presentation',
  talk: 'i-lucide-mic',
  podcast: 'i-lucide-headphones',
  live: 'i-lucide-radio',
}

export function Component() {
  const { page, groups, lag } = useLoaderData() as SpaceData
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        links={page.links}
        title={page.title}
        lag={lag}
        phrases={page.titlePhrases}
        description={page.description}
      />
      {groups.map((group) => (
        <section
          key={group.category}
          className="rise mb-12"
          aria-labelledby={`space-${group.category}`}
        >
          <SectionHeading
            id={`space-${group.category}`}
            title={t(`space.category.${group.category}`)}
          />
          <ul className="divide-y divide-neutral-200 dark:divide-neutral-800">
            {group.events.map((event) => (
              <li
                key={`${event.date}-${event.title}`}
                className="py-4 flex flex-col sm:flex-row sm:items-center gap-2 sm:gap-6"
              >
                <time
                  dateTime={event.date}
                  className="w-36 shrink-0 text-sm text-muted tabular-nums"
                >
                  {event.dateText}
                </time>
                <div className="flex-1 min-w-0">
                  {/* Balanced, so a title never leaves one character on its last line, and
                      broken between phrases, never inside a word (中|文网页). */}
                  <p className="font-medium text-highlighted text-balance">
                    <PhrasedTitle title={event.title} phrases={event.titlePhrases} />
                  </p>
                  {event.location && (
                    <p className="mt-0.5 flex items-start gap-1 text-sm text-muted">
                      <span className="icon-line">
                        <Icon name="i-lucide-map-pin" />
                      </span>
                      {event.location}
                    </p>
                  )}
                </div>
                {event.url && (
                  <a
                    href={event.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn btn-outline text-sm self-start sm:self-auto"
                  >
                    <Icon name={icons[event.category]} />
                    {event.category === 'podcast' ? t('space.listen') : t('space.watch')}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
