import { useTranslation } from 'react-i18next'
import type { SiteConfig } from '../../content/site-schema'
import { withBase } from '../base-path'

/** The ICP number and, when site.yml has one, the public-security number with its emblem. */
export function FilingNumbers({ filing }: { filing: NonNullable<SiteConfig['filing']> }) {
  const { t } = useTranslation()
  const security = filing.publicSecurity
  const link = (href: string) => ({
    href,
    target: '_blank',
    rel: 'noopener noreferrer',
    className: 'inline-flex items-center gap-1 hover:text-default',
  })
  return (
    <p className="flex flex-wrap justify-center sm:justify-start gap-x-3 gap-y-1">
      <a {...link(filing.url)}>{filing.number}</a>
      {security && (
        <a {...link(security.url)}>
          <img
            src={withBase('/icons/public-security-filing.svg')}
            alt={t('footer.public_security_emblem')}
            width={14}
            height={14}
          />
          {security.number}
        </a>
      )}
    </p>
  )
}
