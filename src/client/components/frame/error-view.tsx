import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { localizePath } from '../../i18n/site-locales'
import {
  errorDescription,
  errorKind,
  errorTitle,
  messageShown,
  type ErrorInfo,
} from '../../errors/error-info'
import { usePalette } from '../../search/palette-store'
import { useSite } from '../../site-context'
import { Icon } from '../icon'

/**
 * The error page (SPEC §2, §8): status code, status message and message, with the 404 title and
 * description for a missing page, and a button back home. Everything a visitor reads is in the
 * page's language and says what to do next (error-info.ts); a browser's technical text waits
 * under "technical details". A missing page offers the search palette, a failed load a reload.
 */
export function ErrorView({ error }: { error: ErrorInfo }) {
  const { t } = useTranslation()
  const { locale } = useSite()
  const openPalette = usePalette((s) => s.setOpen)
  const kind = errorKind(error)
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
        <Icon
          name={kind === 'offline' ? 'i-lucide-wifi-off' : 'i-lucide-triangle-alert'}
          className="text-5xl text-accent"
        />
      ) : (
        <p className="text-6xl font-bold text-accent tabular-nums">{error.status}</p>
      )}
      <p className="mt-2 text-sm tracking-wider text-muted">{t(`error.status.${kind}`)}</p>
      <h1 className="mt-6 text-2xl sm:text-3xl font-semibold text-highlighted">
        {errorTitle(error, t)}
      </h1>
      {/* A short centred paragraph in even lines, not one long and a tail; a Chinese one breaks
          at its punctuation (keep-all), not inside a word (搬|走), unless a phrase is too long. */}
      {description && (
        <p className="mt-3 mx-auto max-w-prose text-muted text-balance break-keep break-anywhere">
          {description}
        </p>
      )}
      {error.message && messageShown(error) && (
        // A long address breaks after its slashes first, and inside a part only where that part
        // is wider than the line.
        <p className="mt-3 text-sm text-muted [overflow-wrap:anywhere]">
          {error.message.split('/').flatMap((part, i) => (i ? ['/', <wbr key={i} />, part] : part))}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={localizePath('/', locale)} className="btn btn-solid-primary">
          {t('error.clear')}
        </Link>
        {kind === 'missing' ? (
          <button type="button" className="btn btn-outline" onClick={() => openPalette(true)}>
            <Icon name="i-lucide-search" />
            {t('error.search')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => window.location.reload()}
          >
            <Icon name="i-lucide-rotate-cw" />
            {t('error.reload')}
          </button>
        )}
      </div>
      {!messageShown(error) && (error.message || error.statusText) && (
        <details className="mt-8 mx-auto max-w-prose text-left text-sm text-muted">
          <summary className="cursor-pointer text-center">{t('error.details')}</summary>
          <p className="mt-2 break-all">
            <code>
              {[error.status, error.statusText, error.message].filter(Boolean).join(' · ')}
            </code>
          </p>
        </details>
      )}
    </section>
  )
}
