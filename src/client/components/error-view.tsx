import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { localizePath } from '../../shared/locales'
import { errorDescription, errorTitle, type ErrorInfo } from '../error-info'
import { useSite } from '../site-context'
import { Icon } from './icon'

/**
 * The error page (SPEC §2, §8): status code, status message and message, with the 404 title and
 * description for a missing page, and a button back home. An error of the page's own script has
 * no status code: it says so instead.
 */
export function ErrorView({ error }: { error: ErrorInfo }) {
  const { t } = useTranslation()
  const { locale } = useSite()
  const script = error.status === undefined
  const description = errorDescription(error, t)
  return (
    <section
      className="py-16 text-center hero-in"
      data-error={script ? 'script' : 'http'}
      data-status={error.status}
      data-fatal={error.fatal ? '' : undefined}
    >
      {script ? (
        <Icon name="i-lucide-triangle-alert" className="text-5xl text-accent" />
      ) : (
        <p className="text-6xl font-bold text-accent tabular-nums">{error.status}</p>
      )}
      <p className="mt-2 text-sm uppercase tracking-wider text-muted">
        {script ? t('error.script.status') : error.statusText}
      </p>
      <h1 className="mt-6 text-2xl sm:text-3xl font-semibold text-highlighted">
        {errorTitle(error, t)}
      </h1>
      {description && <p className="mt-3 text-muted">{description}</p>}
      {error.message && (
        <p className="mt-3 text-sm text-muted break-all">
          <code>{error.message}</code>
        </p>
      )}
      <Link to={localizePath('/', locale)} className="btn btn-solid-primary mt-8">
        {t('error.clear')}
      </Link>
    </section>
  )
}
