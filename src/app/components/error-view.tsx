import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { localizePath } from '../../content/locales'
import { useSite } from '../site-context'

export interface ErrorInfo {
  status: number
  statusText: string
  message: string
  fatal?: boolean
}

/**
 * The error page (SPEC §2, §8): status code, status message and message, with the 404 title and
 * description for a missing page, and a button back home.
 */
export function ErrorView({ error }: { error: ErrorInfo }) {
  const { t } = useTranslation()
  const { locale } = useSite()
  const missing = error.status === 404
  return (
    <section
      className="py-16 text-center hero-in"
      data-status={error.status}
      data-fatal={error.fatal ? '' : undefined}
    >
      <p className="text-6xl font-bold text-accent tabular-nums">{error.status}</p>
      <p className="mt-2 text-sm uppercase tracking-wider text-muted">{error.statusText}</p>
      <h1 className="mt-6 text-2xl sm:text-3xl font-semibold text-highlighted">
        {missing ? t('error.404.title') : t('error.title')}
      </h1>
      {missing && <p className="mt-3 text-muted">{t('error.404.description')}</p>}
      <p className="mt-3 text-sm text-muted break-all">
        <code>{error.message}</code>
      </p>
      <Link to={localizePath('/', locale)} className="btn btn-solid-primary mt-8">
        {t('error.clear')}
      </Link>
    </section>
  )
}
