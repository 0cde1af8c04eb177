import type { TFunction } from 'i18next'
import type { TranslationBehind } from '../../../shared/schema'
import { withBase } from '../../addresses/base-path'
import { Icon } from '../icon'

/**
 * A note on a page about its language, as a loader words it in the reader's language: a
 * translation behind its original (with a link to what changed), or an article shown in a
 * language it was not written in (src/shared/page/fallback.ts).
 */
export interface LanguageNote {
  text: string
  /** The original, opened as the language switch opens a page: a full load into its language. */
  link?: { href: string; hrefLang: string; text: string }
}

/**
 * The note of a page's `translationBehind` (the build finds which translations lag their
 * original and names the original's language, src/node/translations/), worded by `t`.
 */
export const translationLag = (
  behind: TranslationBehind | undefined,
  t: TFunction,
): LanguageNote | undefined =>
  behind && {
    // A calendar day, read and shown in UTC, as format.ts shows content dates.
    text: t('translation.behind', {
      language: behind.language,
      date: new Date(`${behind.updated}T00:00:00Z`),
      formatParams: { date: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } },
    }),
    link: { href: behind.href, hrefLang: behind.hrefLang, text: t('translation.readOriginal') },
  }

/** The quiet line at the top of the page. */
export function TranslationNotice({ note: { text, link } }: { note: LanguageNote }) {
  return (
    <p role="note" className="translation-notice">
      <Icon name="i-lucide-languages" className="mt-0.5" />
      <span>
        {text}
        {link && (
          <>
            {' '}
            <a href={withBase(link.href)} hrefLang={link.hrefLang} className="keyboard-ring">
              {link.text}
            </a>
          </>
        )}
      </span>
    </p>
  )
}
