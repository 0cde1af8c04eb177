import type { Locale } from '../i18n/site-locales'
import type { Link } from '../../shared/schema'
import { pageHead, type Head } from './head'
import { translationLag, type LanguageNote } from '../components/article/translation-notice'
import { loadI18n } from '../i18n/i18n'
import type { LoadContext } from '../data/route-loader'

export interface PageHeader {
  head: Head
  page: { title: string; titlePhrases?: string[]; description: string; links: Link[] }
  /** The content item's id, naming its file for "Edit this page" (app-footer.tsx). */
  source?: string
  /** Set when the page is a translation its original changed since. */
  lag?: LanguageNote
}

/** The title, description and hero links of a YAML page (project, blog), and its head. */
export async function loadPageHeader(
  queryCollection: LoadContext['queryCollection'],
  base: 'project' | 'blog',
  locale: Locale,
): Promise<PageHeader> {
  const page = await queryCollection(base, locale)
    .select(
      'title',
      'titlePhrases',
      'description',
      'links',
      'seo',
      'updated',
      'id',
      'translationBehind',
    )
    .first()
  if (!page) throw new Error(`The ${base} page content (${base}.yml) is missing.`)
  const { t } = await loadI18n(locale)
  return {
    head: pageHead(page, { trail: [], updated: page.updated }),
    page: {
      title: page.title,
      titlePhrases: page.titlePhrases,
      description: page.description,
      links: page.links,
    },
    source: page.id,
    lag: translationLag(page.translationBehind, t),
  }
}
