import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { TranslationBehind } from '../../shared/schema'
import { withBase } from '../base-path'
import { formatDate } from '../format'
import { localeDefinition } from '../site-locales'
import { Icon } from './icon'

/** What a page's loader tells the notice of a translation behind its original. */
export interface TranslationLag {
  /** The original's address, with the first changed section's anchor where there is one. */
  href: string
  /** The original's locale code. */
  locale: string
  /** The original's language, named in the reader's language ("Chinese", "英语"). */
  language: string
  /** The original's newest change the translation lacks, in the reader's language. */
  date: string
}

/** A site locale's language named in another's: `('zh', 'en')` → `Chinese`, `('en', 'zh')` → `英语`. */
export function languageName(code: string, reader: string): string {
  const language = (c: string) => localeDefinition(c).htmlLang.split('-')[0]!
  const names = new Intl.DisplayNames([language(reader)], { type: 'language' })
  return names.of(language(code)) ?? localeDefinition(code).name
}

/** What a loader gives the notice of a page's `translationBehind`, in the reader's language `t`. */
export function translationLag(
  behind: TranslationBehind | undefined,
  t: TFunction,
  reader: string,
): TranslationLag | undefined {
  if (!behind) return undefined
  return {
    href: behind.anchor ? `${behind.original}#${behind.anchor}` : behind.original,
    locale: behind.locale,
    language: languageName(behind.locale, reader),
    date: formatDate(t, behind.updated),
  }
}

/**
 * The quiet line at the top of a translation its original has moved on from (the build finds
 * which, src/node/translations/): when, and a link to what changed, a full page load into the
 * other language as the language switch is.
 */
export function TranslationNotice({ lag }: { lag: TranslationLag }) {
  const { t } = useTranslation()
  const original = localeDefinition(lag.locale)
  return (
    <p role="note" className="outdated-notice translation-notice">
      <Icon name="i-lucide-languages" className="mt-0.5" />
      <span>
        {t('translation.behind', { language: lag.language, date: lag.date })}{' '}
        <a
          href={withBase(lag.href)}
          hrefLang={original.htmlLang}
          className="font-medium text-primary-700 dark:text-primary-300 underline underline-offset-2 focus-ring"
        >
          {t('translation.readOriginal')}
        </a>
      </span>
    </p>
  )
}

/**
 * The line above an article shown in a language it was not written in (site.yml
 * `translations.fallback`): which language the reader is about to read, in their own.
 */
export function FallbackNotice({ language }: { language: string }) {
  const { t } = useTranslation()
  return (
    <p role="note" className="outdated-notice translation-notice">
      <Icon name="i-lucide-languages" className="mt-0.5" />
      <span>{t('translation.fallback', { language })}</span>
    </p>
  )
}
