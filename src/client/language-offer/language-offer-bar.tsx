import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { DataRouter } from 'react-router'
import { defaultLocale, localeDefinition, splitLocale, type Locale } from '../i18n/site-locales'
import { alternatePaths } from '../addresses/alternate-paths'
import { withBase } from '../addresses/base-path'
import { Icon } from '../components/icon'
import { getI18n } from '../i18n/i18n'
import { writeLocaleCookie } from '../i18n/locale-cookie'
import { hasChosenLocale } from './offered-locale'

/**
 * The quiet offer of the page in the reader's language, in that language. Following it keeps
 * that language (as the header's switch does); dismissing it writes the default language, the
 * one value that moves nobody's `/` anywhere (docs/decisions/0038-language-offer.md).
 */
export function LanguageOfferBar({ router, target }: { router: DataRouter; target: Locale }) {
  const state = useSyncExternalStore(router.subscribe, () => router.state)
  const [dismissed, setDismissed] = useState(false)
  const matches = state.matches.map((m) => ({
    pathname: m.pathname,
    data: state.loaderData[m.route.id],
  }))
  const page = splitLocale(matches.at(-1)?.pathname ?? '/')[0]
  const shown = !dismissed && page !== target && !hasChosenLocale(document.cookie)
  const bar = useRef<HTMLElement>(null)
  // While it shows, the page ends that much lower, so its last lines (the footer's links) scroll
  // clear of the bar instead of staying under it on a phone.
  useLayoutEffect(() => {
    const element = bar.current
    if (!shown || !element) return
    const { style } = document.body
    const reserve = () => {
      style.paddingBottom = `${element.offsetHeight + 2 * parseFloat(getComputedStyle(element).bottom)}px`
    }
    reserve()
    const observer = new ResizeObserver(reserve)
    observer.observe(element)
    return () => {
      observer.disconnect()
      style.paddingBottom = ''
    }
  }, [shown])
  if (!shown) return null
  const { t } = getI18n(target)
  const { htmlLang, readIn } = localeDefinition(target)
  return (
    <section
      ref={bar}
      aria-label={t('offer.label')}
      lang={htmlLang}
      className="fixed inset-x-3 bottom-3 z-40 mx-auto w-fit max-w-[calc(100%-1.5rem)] flex items-center gap-1 rounded-full border border-default bg-white/90 dark:bg-neutral-900/90 backdrop-blur shadow-lg py-1 pl-4 pr-1 text-sm"
    >
      <a
        href={withBase(alternatePaths(matches, page)[target]!)}
        hrefLang={htmlLang}
        onClick={() => writeLocaleCookie(target)}
        className="text-accent font-medium hover:underline keyboard-ring rounded"
      >
        {readIn} <span aria-hidden="true">→</span>
      </a>
      <button
        type="button"
        aria-label={t('offer.dismiss')}
        data-tooltip=""
        onClick={() => {
          writeLocaleCookie(defaultLocale)
          setDismissed(true)
        }}
        className="btn btn-ghost rounded-full p-2"
      >
        <Icon name="i-lucide-x" />
      </button>
    </section>
  )
}
