import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TocEntry } from '../../../shared/schema'

/** The id of the heading the reader is in: the last one that has scrolled past the top band. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0])
  useEffect(() => {
    const headings = ids
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => !!el)
    if (!headings.length) return
    const update = () => {
      const line = 120
      let current = headings[0]!.id
      for (const heading of headings)
        if (heading.getBoundingClientRect().top <= line) current = heading.id
      setActive(current)
    }
    const observer = new IntersectionObserver(update, {
      rootMargin: '-100px 0px -60% 0px',
      threshold: [0, 1],
    })
    headings.forEach((h) => observer.observe(h))
    addEventListener('scroll', update, { passive: true })
    update()
    return () => {
      observer.disconnect()
      removeEventListener('scroll', update)
    }
  }, [ids])
  return active
}

/**
 * The table of contents, marking the section in view. `lang`: the headings' language, where it
 * is not the page's (an article shown in a language it was not written in).
 */
export function Toc({
  toc,
  heading = true,
  lang,
}: {
  toc: TocEntry[]
  heading?: boolean
  lang?: string
}) {
  const { t } = useTranslation()
  const [ids] = useState(() => toc.map((e) => e.id))
  const active = useActiveHeading(ids)
  if (!toc.length) return null
  return (
    <nav aria-label={t('ui.onThisPage')} className="text-sm">
      {heading && <p className="mb-3 font-semibold text-highlighted">{t('ui.onThisPage')}</p>}
      <ul lang={lang} className="space-y-1.5 border-l border-default">
        {toc.map((entry) => (
          <li key={entry.id} className={entry.depth === 3 ? 'pl-6' : 'pl-3'}>
            <a
              href={`#${entry.id}`}
              aria-current={active === entry.id ? 'location' : undefined}
              className={`-ml-px block border-l-2 pl-3 -translate-x-3 transition-colors ${active === entry.id ? 'border-primary-500 text-accent font-medium' : 'border-transparent text-muted hover:text-default'}`}
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
