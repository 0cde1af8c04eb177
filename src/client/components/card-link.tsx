import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** A small card that links to an article: a muted line above its title (previous, a date…). */
export function CardLink({
  to,
  label,
  title,
  className = '',
}: {
  to: string
  label: ReactNode
  title: string
  className?: string
}) {
  return (
    <Link
      to={to}
      className={`card p-4 block hover:border-primary-500/50 keyboard-ring ${className}`}
    >
      <span className="text-sm text-muted">{label}</span>
      <span className="mt-1 block font-medium text-highlighted text-balance">{title}</span>
    </Link>
  )
}
