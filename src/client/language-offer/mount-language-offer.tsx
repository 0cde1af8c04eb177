/**
 * The language offer's own small React root, after the app's: the bar depends on the browser, so
 * no prerendered page holds it, and the runtime that decides to show it is not part of the app's
 * tree. It reads the router for the page's language and its translation.
 */
import { createRoot } from 'react-dom/client'
import type { DataRouter } from 'react-router'
import type { Locale } from '../i18n/site-locales'
import { loadI18n } from '../i18n/i18n'
import { LanguageOfferBar } from './language-offer-bar'

export async function mountLanguageOffer(router: DataRouter, target: Locale): Promise<void> {
  // The bar speaks the reader's language: its labels come from that language's messages.
  await loadI18n(target)
  const host = document.createElement('div')
  document.body.append(host)
  createRoot(host).render(<LanguageOfferBar router={router} target={target} />)
}
