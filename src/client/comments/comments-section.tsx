import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { htmlLang } from '../i18n/site-locales'
import { useSite } from '../site-context'

/** The article's comments: a heading until the reader nears it, then the service's widget. */
export function CommentsSection({ path }: { path: string }) {
  const { site, locale } = useSite()
  const { t } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  const config = site.comments
  useEffect(() => {
    const el = ref.current
    if (!config || !el) return
    let unmount: (() => void) | undefined
    let gone = false
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        void import('./mount-comments')
          .then((m) => m.mountComments(el, { config, lang: htmlLang(locale), path }))
          .then((remove) => (gone ? remove() : (unmount = remove)))
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(el)
    return () => {
      gone = true
      observer.disconnect()
      unmount?.()
    }
  }, [config, locale, path])
  if (!config) return null
  return (
    <section id="comments" aria-labelledby="comments-title" className="mt-16">
      <h2 id="comments-title" className="text-lg font-semibold text-highlighted">
        {t('comments.title')}
      </h2>
      <noscript>
        <p className="mt-4 text-muted">{t('comments.noscript')}</p>
      </noscript>
      <div ref={ref} className="mt-6" />
    </section>
  )
}
