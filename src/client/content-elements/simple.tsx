import type { ReactNode } from 'react'
import { Icon } from '../components/icon'
import { SmartLink } from '../components/smart-link'

export function Card({
  title,
  icon,
  to,
  children,
}: {
  title?: string
  icon?: string
  to?: string
  children?: ReactNode
}) {
  const body = (
    <>
      {icon && <Icon name={icon} className="text-2xl text-primary-500/400 mb-2" />}
      <p className="font-semibold text-highlighted">{title}</p>
      <div className="mt-1 text-sm text-muted">{children}</div>
    </>
  )
  const className = 'card block p-4 transition hover:-translate-y-0.5 hover:border-primary-500/50'
  return to ? (
    <SmartLink to={to} className={`${className} keyboard-ring`}>
      {body}
    </SmartLink>
  ) : (
    <div className={className}>{body}</div>
  )
}

export function CardGroup({ children }: { children?: ReactNode }) {
  return <div className="not-prose my-6 grid gap-4 sm:grid-cols-2">{children}</div>
}

export function Steps({ children }: { children?: ReactNode }) {
  return <div className="steps my-6">{children}</div>
}

export function Accordion({ children }: { children?: ReactNode }) {
  return <div className="not-prose my-6 space-y-3">{children}</div>
}

const disclosure = 'accordion-item group rounded-lg border border-default px-4 py-3'

/** A disclosure's summary: the label, and a chevron that turns when it opens. */
export function Summary({ children }: { children?: ReactNode }) {
  return (
    <summary className="flex cursor-pointer list-none items-center justify-between gap-2 font-medium text-highlighted keyboard-ring rounded">
      {children}
      <Icon name="i-lucide-chevron-down" className="transition-transform group-open:rotate-180" />
    </summary>
  )
}

/** A native disclosure: it opens and closes with scripts off, and the browser finds text inside. */
export function AccordionItem({ label, children }: { label?: string; children?: ReactNode }) {
  return (
    // A card of its own: every side of it bordered.
    <details className={disclosure}>
      <Summary>{label}</Summary>
      <div className="prose-inner mt-2 text-toned">{children}</div>
    </details>
  )
}

/**
 * A raw `<details>` an author wrote in markdown, drawn as an accordion's item is, so an article
 * that has both shows one kind of disclosure. Its `<summary>` is `Summary`.
 */
export function Details({ open, children }: { open?: boolean; children?: ReactNode }) {
  return (
    <details open={open} className={`${disclosure} my-5`}>
      {children}
    </details>
  )
}

/** The badge's colours are the `badge-<color>` shortcuts (uno.config.ts). */
const badgeColors = ['primary', 'secondary', 'neutral']

export function Badge({ color = 'primary', children }: { color?: string; children?: ReactNode }) {
  return (
    <span className={`badge badge-${badgeColors.includes(color) ? color : 'primary'}`}>
      {children}
    </span>
  )
}

export function InlineIcon({ name = '' }: { name?: string }) {
  return <Icon name={name} className="align-[-0.15em]" />
}
