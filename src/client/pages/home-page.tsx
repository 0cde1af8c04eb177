import { useTranslation } from 'react-i18next'
import { Link, useLoaderData } from 'react-router'
import { localizePath } from '../i18n/site-locales'
import type { HomePage } from '../../shared/schema'
import { PhrasedTitle } from '../components/phrased-title'
import { ArticleList, type ArticleSummary } from '../components/article/article-list'
import { ButtonLink } from '../components/button-link'
import { FaqTabs } from '../components/faq-tabs'
import { Icon } from '../components/icon'
import { SectionHeading } from '../components/section-heading'
import { ProfilePicture } from '../components/profile-picture'
import { SocialLinks } from '../components/social-links'
import { withDateText } from '../i18n/format'
import { pageHead, type Head } from '../head/head'
import { loadI18n } from '../i18n/i18n'
import {
  TranslationNotice,
  translationLag,
  type LanguageNote,
} from '../components/article/translation-notice'
import type { PageLoad } from '../data/route-loader'
import { ResponsiveImage } from '../components/responsive-image'
import { withBase } from '../addresses/base-path'
import { useSite } from '../site-context'
import { scrollEdges } from '../content-elements/scroll-edges'

interface HomeData {
  head: Head
  page: Omit<HomePage, 'body'>
  articles: ArticleSummary[]
  /** The content item's id, naming its file for "Edit this page" (app-footer.tsx). */
  source?: string
  /** Set when the page is a translation its original changed since. */
  lag?: LanguageNote
}

export const load: PageLoad<HomeData> = async ({ locale, queryCollection }) => {
  const page = await queryCollection('index', locale)
    .select(
      'title',
      'titlePhrases',
      'description',
      'seo',
      'hero',
      'about',
      'experience',
      'testimonials',
      'blog',
      'faq',
      'updated',
      'imageMeta',
      'id',
      'translationBehind',
    )
    .first()
  if (!page) throw new Error('The home page content (index.yml) is missing.')
  const articles = await queryCollection('blogs', locale)
    .order('date', 'DESC')
    .limit(3)
    .select('title', 'description', 'date', 'image', 'path', 'minRead', 'imageMeta')
    .all()
  const { t } = await loadI18n(locale)
  return {
    head: pageHead(page, { template: false, updated: page.updated }),
    page: page as HomeData['page'],
    articles: withDateText(t, articles),
    source: page.id,
    lag: translationLag(page.translationBehind, t),
  }
}

export function Component() {
  const { page, articles, lag } = useLoaderData() as HomeData
  const { site, locale } = useSite()
  const { t } = useTranslation()
  return (
    <>
      <section className="hero-in pt-10 pb-12 sm:pt-16">
        <div className="relative inline-block">
          <ProfilePicture size={96} className="ring-4 ring-white dark:ring-neutral-900 shadow" />
        </div>
        <h1 className="mt-6 text-3xl sm:text-5xl font-bold tracking-tight text-highlighted text-balance">
          <PhrasedTitle title={page.title} phrases={page.titlePhrases} />
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-muted text-pretty">{page.description}</p>
        {lag && (
          <div className="max-w-2xl">
            <TranslationNotice note={lag} />
          </div>
        )}
        <div className="hero-links mt-6 flex flex-wrap items-center gap-3">
          {page.hero.links.map((link) => (
            <ButtonLink key={link.to} link={link} />
          ))}
        </div>
        <div className="mt-6 flex flex-wrap items-center gap-4">
          {site.available && (
            <span className="inline-flex items-center gap-2 rounded-full bg-primary-50 dark:bg-primary-950/60 px-3 py-1 text-sm text-primary-700 dark:text-primary-300">
              <span className="relative flex size-2">
                <span className="absolute inline-flex size-full rounded-full bg-primary-500 opacity-75 motion-safe:animate-ping" />
                <span className="relative inline-flex size-2 rounded-full bg-primary-500" />
              </span>
              {t('home.available')}
            </span>
          )}
          <SocialLinks links={site.footer.links} />
        </div>
      </section>

      {page.hero.images.length > 0 && (
        <ul
          className="image-strip -mx-4 sm:mx-0 mb-16 flex gap-3 overflow-x-auto px-4 sm:px-0 pb-2 snap-x keyboard-ring"
          aria-label={t('about.photos')}
          // It scrolls sideways: focusable, so a keyboard can scroll it too, and its edge fades
          // where there is more (scroll-edges.ts).
          tabIndex={0}
          ref={scrollEdges}
        >
          {page.hero.images.map((image, i) => (
            <li
              key={image.src}
              className={`shrink-0 snap-start ${i % 2 ? 'rotate-1' : '-rotate-1'} transition hover:rotate-0 hover:scale-102`}
            >
              <ResponsiveImage
                src={image.src}
                meta={page.imageMeta?.[image.src]}
                sizes="13rem"
                displayWidth={208}
                priority={i === 0}
                alt={image.alt}
                width={200}
                height={250}
                className="h-56 w-44 sm:h-64 sm:w-52 rounded-lg object-cover shadow-sm"
              />
            </li>
          ))}
        </ul>
      )}

      <section className="rise mb-16">
        <SectionHeading title={page.about.title} />
        <p className="measure text-lg text-toned leading-relaxed text-pretty">
          {page.about.description}
        </p>
      </section>

      <section className="rise mb-16">
        <SectionHeading title={page.experience.title} description={page.experience.description} />
        <ol className="space-y-3">
          {page.experience.items.map((item) => (
            // On phones the date stands above every row's title, beside it from `sm` up: each row
            // the same, however long its title.
            <li
              key={`${item.date}-${item.company.name}`}
              className="grid sm:grid-cols-[8rem_1fr] sm:items-center gap-x-3 gap-y-0.5 text-toned"
            >
              <span className="text-sm text-muted tabular-nums">{item.date}</span>
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium text-highlighted">{item.position}</span>
                <a
                  href={item.company.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-sm hover:text-accent"
                >
                  {item.company.logo && (
                    <span
                      className="inline-flex size-5 items-center justify-center rounded text-white"
                      style={{ backgroundColor: item.company.color }}
                    >
                      <Icon name={item.company.logo} className="text-xs" />
                    </span>
                  )}
                  {item.company.name}
                </a>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section className="rise mb-16">
        <SectionHeading title={page.blog.title} description={page.blog.description} />
        <ArticleList articles={articles} heading="h3" />
        <Link to={localizePath('/blog', locale)} className="btn btn-link mt-4">
          {t('home.read_all')} <Icon name="i-lucide-arrow-right" />
        </Link>
      </section>

      {page.testimonials.length > 0 && (
        <section className="rise mb-16">
          <ul className="grid gap-4 sm:grid-cols-2">
            {page.testimonials.map((item) => (
              <li key={item.author.name} className="card p-5">
                <blockquote className="text-toned leading-relaxed">“{item.quote}”</blockquote>
                <div className="mt-4 flex items-center gap-3">
                  {item.author.avatar && (
                    <img
                      src={withBase(item.author.avatar.src)}
                      alt={item.author.avatar.alt}
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 rounded-full object-cover"
                    />
                  )}
                  <div className="text-sm">
                    <p className="font-medium text-highlighted">{item.author.name}</p>
                    {item.author.description && (
                      <p className="text-muted">{item.author.description}</p>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="rise mb-8">
        <SectionHeading title={page.faq.title} description={page.faq.description} />
        <FaqTabs categories={page.faq.categories} />
      </section>
    </>
  )
}
