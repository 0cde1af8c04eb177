import type { ReactNode } from 'react'
import type { Link } from '../../shared/schema'
import { ButtonLink } from './button-link'
import { PhrasedTitle } from './phrased-title'
import { TranslationNotice, type LanguageNote } from './article/translation-notice'

export interface PageHeroProps {
  title: string
  /** The title's phrases (Chinese pages), where it may break (phrased-title.tsx). */
  phrases?: string[]
  description?: ReactNode
  /** Above the title: a badge, a back link. */
  headline?: ReactNode
  /** Buttons under the description, from the page's `links:`. */
  links?: Link[]
  children?: ReactNode
  className?: string
  /** Set on a translation its original changed since: the note under the description. */
  lag?: LanguageNote
}

/** The page-hero section (SPEC §1): a container with title and description slots. */
export function PageHero({
  title,
  phrases,
  description,
  headline,
  links = [],
  children,
  className = '',
  lag,
}: PageHeroProps) {
  return (
    <header className={`hero-in py-12 sm:py-16 ${className}`}>
      {headline && <div className="mb-4">{headline}</div>}
      <h1 className="text-3xl sm:text-4xl font-bold tracking-tight text-highlighted text-balance">
        <PhrasedTitle title={title} phrases={phrases} />
      </h1>
      {description && (
        <p className="mt-4 text-lg text-muted max-w-prose text-pretty">{description}</p>
      )}
      {lag && (
        <div className="max-w-prose">
          <TranslationNotice note={lag} />
        </div>
      )}
      {(links.length > 0 || children) && (
        <div className="hero-links mt-6 flex flex-wrap items-center gap-3">
          {links.map((link) => (
            <ButtonLink key={link.to} link={link} />
          ))}
          {children}
        </div>
      )}
    </header>
  )
}
