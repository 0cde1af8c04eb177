import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import type { AboutPage } from '../../shared/schema'
import { PageHero } from '../components/page-hero'
import { ProfilePicture } from '../components/profile-picture'
import { RenderBody } from '../content-elements/render-body'
import { pageHead, type Head } from '../head/head'
import type { PageLoad } from '../data/route-loader'
import { ResponsiveImage } from '../components/responsive-image'
import { translationLag, type LanguageNote } from '../components/article/translation-notice'
import { loadI18n } from '../i18n/i18n'

interface AboutData {
  head: Head
  page: Pick<
    AboutPage,
    | 'title'
    | 'titlePhrases'
    | 'description'
    | 'images'
    | 'body'
    | 'imageMeta'
    | 'bodyImageMeta'
    | 'math'
  >
  /** The content item's id, naming its file for "Edit this page" (app-footer.tsx). */
  source?: string
  /** Set when the page is a translation its original changed since. */
  lag?: LanguageNote
}

export const load: PageLoad<AboutData> = async ({ locale, queryCollection }) => {
  const page = await queryCollection('about', locale)
    .select(
      'title',
      'titlePhrases',
      'description',
      'images',
      'body',
      'seo',
      'updated',
      'imageMeta',
      'bodyImageMeta',
      'math',
      'id',
      'translationBehind',
    )
    .first()
  if (!page) throw new Error('The about page content (about.md) is missing.')
  // The page's own fields, less those only the head needs (the about page is the nearest to
  // its JavaScript budget: a spread is shorter than naming each field).
  const { seo: _seo, updated, id, translationBehind, ...shown } = page
  const { t } = await loadI18n(locale)
  const lag = translationLag(translationBehind, t)
  return { head: pageHead(page, { trail: [], updated }), page: shown, source: id, lag }
}

export function Component() {
  const { page, lag } = useLoaderData() as AboutData
  const { t } = useTranslation()
  return (
    <>
      <PageHero
        title={page.title}
        phrases={page.titlePhrases}
        description={page.description}
        headline={<ProfilePicture size={80} />}
        lag={lag}
      />
      <div className="prose measure">
        {page.body && <RenderBody body={page.body} images={page.bodyImageMeta} math={page.math} />}
      </div>
      {page.images.length > 0 && (
        <ul
          aria-label={t('about.photos')}
          className="rise mt-12 grid grid-cols-2 sm:grid-cols-5 gap-3"
        >
          {page.images.map((image, i) => (
            <li
              key={image.src}
              // An odd last photo on a phone's two columns is centred under the others, not left
              // beside an empty cell.
              className={`${i % 2 ? 'sm:translate-y-4 rotate-1' : '-rotate-1'} ${i === page.images.length - 1 && i % 2 === 0 ? 'max-sm:(col-span-2 w-1/2 justify-self-center)' : ''} transition hover:rotate-0`}
            >
              <ResponsiveImage
                src={image.src}
                meta={page.imageMeta?.[image.src]}
                sizes="(min-width: 640px) 16rem, 50vw"
                displayWidth={320}
                alt={image.alt}
                width={320}
                height={400}
                className="aspect-[4/5] w-full rounded-lg object-cover shadow-sm"
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
