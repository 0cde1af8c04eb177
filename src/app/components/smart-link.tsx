import type { ReactNode } from 'react'
import { Link } from 'react-router'

const external = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i

export interface SmartLinkProps {
  to: string
  children: ReactNode
  className?: string
  target?: '_blank' | '_self'
  'aria-label'?: string
  hrefLang?: string
}

/** A client-side link for site paths; a plain anchor for URLs, mailto: and #hash. */
export function SmartLink({ to, children, target, ...rest }: SmartLinkProps) {
  if (external.test(to) || to.startsWith('#')) {
    const newTab = target === '_blank'
    return (
      <a href={to} target={target} rel={newTab ? 'noopener noreferrer' : undefined} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link to={to} target={target} {...rest}>
      {children}
    </Link>
  )
}
