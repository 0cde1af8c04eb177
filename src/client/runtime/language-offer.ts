/**
 * Issue 35, item 3: offer the other language, never force it. The check is a few lines here, in
 * the runtime that first-load JavaScript does not pay for (the about page has no bytes to spare);
 * the bar and its language's messages are a chunk fetched only for a reader who is offered
 * something, on the first page in a language other than the one the browser prefers. Nothing
 * redirects: `/` stays Chinese for crawlers and for readers without JavaScript.
 */
import type { DataRouter } from 'react-router'
import { splitLocale } from '../i18n/site-locales'
import { stripBase } from '../addresses/base-path'
import { hasChosenLocale, preferredLocale } from '../language-offer/offered-locale'

export function offerOtherLanguage(router: DataRouter): void {
  const wanted = preferredLocale(navigator.languages ?? [navigator.language])
  if (!wanted || hasChosenLocale(document.cookie)) return
  const offer = () => {
    if (splitLocale(stripBase(router.state.location.pathname))[0] === wanted) return false
    void import('../language-offer/mount-language-offer')
      .then(({ mountLanguageOffer }) => mountLanguageOffer(router, wanted))
      .catch((error: unknown) => console.warn('[language offer] Not shown:', error))
    return true
  }
  if (offer()) return
  // A page in the reader's language may lead, by a client navigation, to one in the other.
  const stop = router.subscribe(() => {
    if (offer()) stop()
  })
}
