import { localized } from '../i18n/site-locales'
import type { SocialLink } from '../../shared/site-schema'
import { useSite } from '../site-context'
import { Icon } from './icon'

/** Icon-only links from `site.yml` (SPEC §1: icon, to, target, aria-label). */
export function SocialLinks({
  links,
  className = '',
}: {
  links: SocialLink[]
  className?: string
}) {
  const { locale } = useSite()
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {links.map((link) => (
        <li key={link.to}>
          <a
            href={link.to}
            target={link.target}
            rel={link.target === '_blank' ? 'noopener noreferrer' : undefined}
            aria-label={localized(link.ariaLabel, locale)}
            title={localized(link.ariaLabel, locale)}
            className="btn btn-ghost px-2"
          >
            <Icon name={link.icon} className="text-lg" />
          </a>
        </li>
      ))}
    </ul>
  )
}
