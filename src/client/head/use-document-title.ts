import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import type { ErrorInfo } from '../errors/error-info'
import { documentTitle, shownHead } from './head'
import { useSite } from '../site-context'

/**
 * Keeps `document.title` on what the page shows. The pages' route calls it for a page and its
 * error boundary for an error; only one of them renders, so the title follows the one shown.
 */
export function useDocumentTitle(error?: ErrorInfo): void {
  const matches = useMatches()
  const { locale, site } = useSite()
  const { t } = useTranslation()
  const title = documentTitle(shownHead(matches, error, t), site, locale)
  useEffect(() => {
    if (document.title !== title) document.title = title
  }, [title])
}
