import { Link } from 'react-router'
import type { ReactNode } from 'react'
import { isDangerousUrl } from '../runtime/navigate-to'

const withScheme = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i
const web = /^(?:https?:)?\/\//i

export interface SmartLinkProps {
  to: string
  children: ReactNode
  className?: string
  target?: '_blank' | '_self'
  'aria-label'?: string
  hrefLang?: string
}

/**
 * A client-side link for site paths; a plain anchor for URLs, mailto: and #hash. Links to other
 * sites never pass the opener or the referrer (SPEC §8); script URLs (`javascript:`…) are refused
 * and render as plain text.
 */
export function SmartLink({ to, children, target, ...rest }: SmartLinkProps) {
  if (isDangerousUrl(to)) {
    return (
      <span data-refused-link="" {...rest}>
        {children}
      </span>
    )
  }
  if (withScheme.test(to) || to.startsWith('#')) {
    return (
      <a
        href={to}
        target={target}
        rel={web.test(to) || target === '_blank' ? 'noopener noreferrer' : undefined}
        {...rest}
      >
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
