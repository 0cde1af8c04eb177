import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { localizePath, splitLocale, type Locale } from '../../content/locales'
import { writeLocaleCookie } from '../locale-cookie'
import { htmlLang } from '../i18n'
import { useSite } from '../site-context'

/** The same page in the other language, unless the page names its own (an untranslated article). */
export function useAlternatePath(): string {
  const { locale } = useSite()
  const matches = useMatches()
  const other: Locale = locale === 'zh' ? 'en' : 'zh'
  const named = [...matches]
    .reverse()
    .find((m) => (m.data as { alternate?: string } | undefined)?.alternate)
  if (named) return (named.data as { alternate: string }).alternate
  const leaf = matches[matches.length - 1]
  return localizePath(splitLocale(leaf?.pathname ?? '/')[1], other)
}

/** A full page load to the other language (SPEC §4), remembering the choice in the locale cookie. */
export function LanguageSwitch() {
  const { t } = useTranslation()
  const { locale } = useSite()
  const other: Locale = locale === 'zh' ? 'en' : 'zh'
  return (
    <a
      href={useAlternatePath()}
      hrefLang={htmlLang(other)}
      lang={htmlLang(other)}
      aria-label={t('header.switch_language_label')}
      title={t('header.switch_language_label')}
      onClick={() => writeLocaleCookie(other)}
      className="header-button gap-1 px-2 text-sm font-medium"
    >
      <span aria-hidden="true" className="i-lucide-languages text-lg" />
      <span className="hidden sm:inline">{t('header.switch_language')}</span>
    </a>
  )
}
